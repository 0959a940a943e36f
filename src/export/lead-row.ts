import type { StoredCriterion } from "../../db/schema/results";

/**
 * One accepted lead as the export sees it: the spec's client view of a company research result
 * (§3), plus where each contact value was read. Provenance travels with the row because the
 * design promises never to show a contact that was not found on a fetched page; the export lets
 * the customer check that claim. Every field is nullable: a missing value is an empty cell.
 */
export interface LeadRow {
  readonly companyName: string | null;
  readonly industry: string | null;
  readonly companyDescription: string | null;
  readonly website: string | null;
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
  /** The verifier's verdict per criterion, one export column each. */
  readonly criteria?: readonly StoredCriterion[] | null;
}

/** Rows may come from a plain array or from a database cursor; both writers take either. */
export type LeadRows = AsyncIterable<LeadRow> | Iterable<LeadRow>;
