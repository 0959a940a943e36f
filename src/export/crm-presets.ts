import { BOM, csvField, textChunkStream } from "./csv";
import type { LeadRow, LeadRows } from "./lead-row";
import { webLink } from "./links";
import { neutralizeCell } from "./neutralize";

/*
 * CSV files shaped for a CRM's import wizard: the header of each column is the label of the CRM
 * field it fills (HubSpot's default contact and company properties; Salesforce's Data Import
 * Wizard field labels for Contacts and Accounts), so the wizard maps every column without a
 * manual step. Values are neutralized like every export cell. Like the main CSV they start with a
 * UTF-8 byte order mark: people open them in Excel to check before importing, and without it
 * "Müller" shows as "MÃ¼ller"; HubSpot's and Salesforce's importers skip the mark.
 *
 * The contact presets skip leads without a named person or an email: a CRM contact needs one,
 * and an empty row would only fail the import. Company presets have one row per lead.
 */

export type CrmPreset =
  | "hubspot-contacts"
  | "hubspot-companies"
  | "salesforce-contacts"
  | "salesforce-accounts";

/** What every preset row can draw on besides the lead: the project's target country. */
export interface CrmContext {
  country: string;
}

interface Column {
  header: string;
  value: (lead: LeadRow, context: CrmContext) => string | null;
}

// Name particles that belong to the family name ("Jan van der Berg" → last "van der Berg").
const PARTICLES = new Set([
  "van",
  "von",
  "der",
  "den",
  "de",
  "del",
  "della",
  "di",
  "da",
  "du",
  "dos",
  "das",
  "la",
  "le",
  "ter",
  "ten",
  "zu",
  "af",
]);

/** "Anna Maria Schmidt" → first "Anna Maria", last "Schmidt" (CRMs require a last name). */
export function splitPersonName(name: string | null): { first: string; last: string } {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  let split = words.length - 1;
  while (split > 1 && PARTICLES.has(words[split - 1]?.toLowerCase() ?? "")) split--;
  return {
    first: words.slice(0, Math.max(0, split)).join(" "),
    last: words.slice(split).join(" "),
  };
}

/** The host of the lead's website, which HubSpot uses to match and merge companies. */
export function companyDomain(website: string | null): string | null {
  const link = webLink(website);
  if (!link) return null;
  try {
    return new URL(link).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

const first = (l: LeadRow) => splitPersonName(l.contactName).first;
const last = (l: LeadRow) => splitPersonName(l.contactName).last;
const phone = (l: LeadRow) => l.contactPhone ?? l.companyPhone;

const PRESETS: Record<CrmPreset, readonly Column[]> = {
  "hubspot-contacts": [
    { header: "First Name", value: first },
    { header: "Last Name", value: last },
    { header: "Email", value: (l) => l.contactEmail },
    { header: "Phone Number", value: phone },
    { header: "Job Title", value: (l) => l.contactTitle },
    { header: "Company Name", value: (l) => l.companyName },
    { header: "Website URL", value: (l) => webLink(l.website) },
    { header: "Country/Region", value: (_, c) => c.country },
    // HubSpot's free-text contact property; Salesforce's Salutation is a picklist ("Dr." but
    // not "Dipl.-Ing."), so its preset leaves it out rather than fail the import.
    { header: "Salutation", value: (l) => l.contactHonorific ?? null },
  ],
  "hubspot-companies": [
    { header: "Company name", value: (l) => l.companyName },
    { header: "Company Domain Name", value: (l) => companyDomain(l.website) },
    { header: "Website URL", value: (l) => webLink(l.website) },
    { header: "Phone Number", value: (l) => l.companyPhone },
    { header: "Description", value: (l) => l.companyDescription },
    { header: "Country/Region", value: (_, c) => c.country },
  ],
  "salesforce-contacts": [
    { header: "First Name", value: first },
    { header: "Last Name", value: last },
    { header: "Title", value: (l) => l.contactTitle },
    { header: "Email", value: (l) => l.contactEmail },
    { header: "Phone", value: phone },
    { header: "Account Name", value: (l) => l.companyName },
    { header: "Mailing Country", value: (_, c) => c.country },
  ],
  "salesforce-accounts": [
    { header: "Account Name", value: (l) => l.companyName },
    { header: "Website", value: (l) => webLink(l.website) },
    { header: "Phone", value: (l) => l.companyPhone },
    { header: "Industry", value: (l) => l.industry },
    { header: "Description", value: (l) => l.companyDescription },
    { header: "Billing Country", value: (_, c) => c.country },
  ],
};

/** The header row of a preset (its CRM field labels, in order). */
export const crmHeaders = (preset: CrmPreset) => PRESETS[preset].map((c) => c.header);

const isContactPreset = (preset: CrmPreset) => preset.endsWith("-contacts");
const hasContact = (l: LeadRow) => Boolean(l.contactName?.trim() || l.contactEmail?.trim());
const line = (values: readonly string[]) => `${values.map(csvField).join(",")}\r\n`;

/** The preset's CSV text in chunks, header first. */
export async function* crmCsvChunks(
  rows: LeadRows,
  preset: CrmPreset,
  context: CrmContext,
  signal?: AbortSignal,
): AsyncGenerator<string, void, undefined> {
  const columns = PRESETS[preset];
  yield BOM + line(columns.map((c) => c.header));
  for await (const lead of rows) {
    signal?.throwIfAborted();
    if (isContactPreset(preset) && !hasContact(lead)) continue;
    yield line(columns.map((c) => neutralizeCell(c.value(lead, context))));
  }
}

/** The preset as a web stream for an HTTP body. */
export function crmCsvStream(
  rows: LeadRows,
  preset: CrmPreset,
  context: CrmContext,
  signal?: AbortSignal,
): ReadableStream<Uint8Array> {
  return textChunkStream(crmCsvChunks(rows, preset, context, signal));
}
