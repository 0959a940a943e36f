import { parsePhoneNumber } from "libphonenumber-js";
import { companyDomain } from "../../src/company-domain";
import type { SandboxCompany, SandboxCorpus, SandboxPage } from "../../src/sandbox/corpus";
import { decodePage } from "../../src/sandbox/corpus-folder/html-documents";
import { cloudflareDecode } from "../../src/sandbox/mess";
import type { Json } from "./research-harness";

/*
 * The sandbox web's ground truth, read independently of the engine's own extractor: which
 * company a lead is, which page the sandbox serves, and whether a sourced value is on it.
 */

/** The generated company behind a lead's website (by registrable domain). */
export function companyOf(corpus: SandboxCorpus, website: string): SandboxCompany | undefined {
  const domain = companyDomain(website);
  return corpus.companies.find((c) => c.domain === domain);
}

/** The page the sandbox serves for a URL, redirects followed; undefined when it serves none. */
export function servedPage(corpus: SandboxCorpus, url: string): SandboxPage | undefined {
  let current = new URL(url);
  for (let hops = 0; hops < 6; hops++) {
    const host = current.hostname.replace(/^www\./, "");
    const site = corpus.sites.find((s) => s.domain === host);
    const page =
      site?.pages[`${current.pathname}${current.search}`] ?? site?.pages[current.pathname];
    if (!page) return undefined;
    const location = page.headers.location;
    if (page.status >= 300 && page.status < 400 && location) {
      current = new URL(location, current);
      continue;
    }
    return page;
  }
  return undefined;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#160": " ",
};

/**
 * What a reader of the page sees, normalised for comparison: Cloudflare-protected addresses
 * decoded, markup dropped, entities decoded, "[at]"/"(at)"/"[dot]" spellings joined, white space
 * collapsed, lower case. Written apart from the engine's extractor on purpose.
 */
export function readableText(html: string): string {
  const withEmails = html.replace(
    /<[^>]*\bdata-cfemail="([0-9a-f]+)"[^>]*>[\s\S]*?<\/[a-z]+>/gi,
    (_all, hex: string) => ` ${cloudflareDecode(hex)} `,
  );
  const text = withEmails
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_all, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_all, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(#?\w+);/g, (all, name: string) => NAMED_ENTITIES[name] ?? all);
  return normalised(
    text.replace(/\s*[[({]\s*at\s*[\])}]\s*/gi, "@").replace(/\s*[[({]\s*dot\s*[\])}]\s*/gi, "."),
  );
}

/** Lower case, NFC, one space between words. */
export function normalised(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
}

/** Whether an E.164 number is written on the page, in any usual national or international form. */
export function pageShowsPhone(pageText: string, e164: string): boolean {
  const parsed = parsePhoneNumber(e164);
  const cc = parsed.countryCallingCode;
  const national = parsed.nationalNumber;
  const forms = new Set([
    `${cc}${national}`,
    `00${cc}${national}`,
    `0${national}`,
    national,
    `${cc}0${national}`,
    `00${cc}0${national}`,
  ]);
  const runs = pageText.match(/[+(]?\d[\d\s()./-]{5,}\d/g) ?? [];
  return runs.some((run) => forms.has(run.replace(/\D/g, "")));
}

/** A lead's contact values with the page each names as its source. */
export function sourcedValues(lead: Json): { field: string; value: string; source: string }[] {
  const pairs: [string, string][] = [
    ["contactName", "contactNameSource"],
    // The title is read from the same card or line as the name.
    ["contactTitle", "contactNameSource"],
    ["contactEmail", "contactEmailSource"],
    ["contactPhone", "contactPhoneSource"],
    ["companyEmail", "companyEmailSource"],
    ["companyPhone", "companyPhoneSource"],
  ];
  const values: { field: string; value: string; source: string }[] = [];
  for (const [field, sourceField] of pairs) {
    const value = lead[field];
    if (typeof value !== "string" || value === "") continue;
    const source = lead[sourceField];
    values.push({ field, value, source: typeof source === "string" ? source : "" });
  }
  return values;
}

/**
 * Why a lead's value is not on its source page (undefined when it is): the page must be on the
 * lead's own site, served by the sandbox, and show the value.
 */
export function sourceProblem(
  corpus: SandboxCorpus,
  lead: Json,
  item: { field: string; value: string; source: string },
): string | undefined {
  const where = `${lead.companyName}: ${item.field} "${item.value}" from "${item.source}"`;
  if (!item.source) return `${where} has no source`;
  if (companyDomain(item.source) !== companyDomain(String(lead.website))) {
    return `${where} is not from the company's own site`;
  }
  const page = servedPage(corpus, item.source);
  if (!page) return `${where}: the sandbox serves no such page`;
  const text = readableText(decodePage(page));
  const shown = item.field.endsWith("Phone")
    ? pageShowsPhone(text, item.value)
    : text.includes(normalised(item.value));
  return shown ? undefined : `${where}: not on the page`;
}
