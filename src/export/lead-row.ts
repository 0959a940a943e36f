import type { StoredCriterion } from "../../db/schema/results";

/**
 * One accepted lead: the spec's client view of a company research result (§3), plus where each
 * contact value was read. The one lead shape from the database to every reader: the API's and
 * the islands' `LeadView` (projects/views.ts) is this row with its id and screen-only fields, so
 * a field added here reaches the export, the API and the table alike. It lives here, below
 * projects/, because the export must not know where its rows come from. Provenance travels with the row because the
 * design promises never to show a contact that was not found on a fetched page; the export lets
 * the customer check that claim. A missing value is null and an empty cell.
 */
export interface LeadRow {
  readonly companyName: string;
  readonly industry: string | null;
  readonly companyDescription: string | null;
  readonly website: string;
  readonly contactName: string | null;
  /** Salutations and degrees written with the name ("Dr.", "Dipl.-Ing."); absent on older rows. */
  readonly contactHonorific?: string | null;
  readonly contactTitle: string | null;
  readonly contactEmail: string | null;
  readonly contactPhone: string | null;
  readonly companyEmail: string | null;
  readonly companyPhone: string | null;
  /** Page URL the contact name (and title) was read from. */
  readonly contactNameSource: string | null;
  readonly contactEmailSource: string | null;
  readonly contactPhoneSource: string | null;
  readonly companyEmailSource: string | null;
  readonly companyPhoneSource: string | null;
  /** Result of the email check for contactEmail, e.g. "valid" or "unknown". */
  readonly contactEmailStatus: string | null;
  /** Where the company is and what it is, as the profile asked and the verdict found (exports). */
  readonly companyCountry?: string | null;
  /** ISO 3166-1 alpha-2 code of companyCountry. */
  readonly companyCountryCode?: string | null;
  readonly companyCity?: string | null;
  readonly companyType?: string | null;
  readonly companyProducts?: string | null;
  /** The verifier's verdict per criterion, one export column each. */
  readonly criteria?: readonly StoredCriterion[] | null;
  /** A list project's lead: its row's number in the user's list (from 1) and its own cells. */
  readonly listRowNumber?: number | null;
  readonly listCells?: Readonly<Record<string, string>> | null;
}

/** Rows may come from a plain array or from a database cursor; both writers take either. */
export type LeadRows = AsyncIterable<LeadRow> | Iterable<LeadRow>;
