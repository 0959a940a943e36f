import Papa from "papaparse";
import type { SandboxCompany, SandboxCorpus } from "./corpus.ts";
import { countryByCode } from "./countries.ts";
import { createRng, type Rng } from "./prng.ts";

/*
 * A list as users bring one (issue 30), drawn from the sandbox web with the state each row must
 * end in: good company sites written the ways people write addresses, parked domains, sites whose
 * robots.txt refuses every crawler, duplicates by company key (`www.`, `https://`, a path, a
 * subdomain, a name that the search resolves to a listed company), malformed addresses, names
 * without a website, non-Latin names, domains that do not resolve and rows with nothing to
 * research. The list-mode scale test asserts each row's state; bench/list-rows.ts times it.
 */

export type ExpectedRowState = "accepted" | "unreachable" | "duplicate" | "invalid";

export interface MixedListRow {
  cells: { Company: string; Website: string; Country: string; Note: string };
  expected: ExpectedRowState;
  /** The company key the row ends with (a name looked up gets its company's). */
  companyKey?: string;
  /** For a duplicate: the index of the row it repeats. */
  duplicateOf?: number;
}

export interface MixedList {
  rows: MixedListRow[];
  /** The rows as a CSV file with a header (Company, Website, Country, Note). */
  csv: string;
}

/** Shares of the list per kind of row; good sites take what is left. */
const SHARES = {
  duplicate: 0.12,
  nameOnly: 0.05,
  nonLatinWithSite: 0.02,
  nonLatinNameOnly: 0.02,
  malformed: 0.04,
  empty: 0.02,
  unresolvable: 0.02,
};

/** Invalid addresses as they turn up in exported spreadsheets. */
const MALFORMED = [
  "http://bad..test",
  "https://",
  "www.",
  "http:// space in it.test",
  "://no-scheme-name",
  "see website",
];

/** Company names in scripts the sandbox web does not write in: no search finds them. */
const NON_LATIN_NAMES = [
  "Торговый дом Север",
  "株式会社山田製作所",
  "Ελληνικά Μηχανήματα ΑΕ",
  "شركة النور للتجارة",
  "北京华兴机械有限公司",
  "מפעלי גליל בע״מ",
  "한국정밀기계 주식회사",
  "Завод Металлист",
];

/** Ways people write a site they know: the first row of a company never uses https (the sandbox is http only). */
const FIRST_FORMS = [
  (d: string) => d,
  (d: string) => `www.${d}`,
  (d: string) => `http://${d}`,
  (d: string) => `http://www.${d}/`,
  (d: string) => `${d}/kontakt`,
  (d: string) => `WWW.${d.toUpperCase()}`,
];

/** The same company written again: never fetched, a duplicate at import. */
const REPEAT_FORMS = [
  (d: string) => `https://www.${d}`,
  (d: string) => `https://${d}/`,
  (d: string) => `shop.${d}`,
  (d: string) => `http://en.${d}/about`,
  (d: string) => `www.${d}`,
];

/** A list of `size` rows (at most 1,000, as a list may hold) over the corpus' companies. */
export function mixedList(corpus: SandboxCorpus, size = 1000, seed = 30): MixedList {
  const rng = createRng(seed);
  const count = (share: number) => Math.round(size * share);
  const readable = corpus.companies.filter(isReadable);
  const parked = corpus.companies.filter((c) => c.isParked);
  const refused = corpus.companies.filter((c) => !c.isParked && c.disallowed.includes("/"));
  const pool = rng.sample(readable, readable.length);
  const take = (n: number) => pool.splice(0, n);
  // A name two companies share finds either: only a unique name is listed without its website.
  const named = new Map<string, number>();
  for (const c of corpus.companies) named.set(c.name, (named.get(c.name) ?? 0) + 1);
  const uniqueName = (c: SandboxCompany) => named.get(c.name) === 1;
  const takeNamed = (n: number) => {
    const chosen = pool.filter(uniqueName).slice(0, n);
    for (const c of chosen) pool.splice(pool.indexOf(c), 1);
    return chosen;
  };

  const singles: MixedListRow[] = [
    ...parked.slice(0, count(0.03)).map((c) => siteRow(rng, c, "unreachable")),
    ...refused.slice(0, count(0.015)).map((c) => siteRow(rng, c, "unreachable")),
    ...takeNamed(count(SHARES.nameOnly)).map((c) => nameRow(c)),
    ...take(count(SHARES.nonLatinWithSite)).map((c, i) => {
      const row = siteRow(rng, c, "accepted");
      return { ...row, cells: { ...row.cells, Company: nonLatin(i) } };
    }),
    ...range(count(SHARES.nonLatinNameOnly)).map((i) => ({
      cells: { Company: nonLatin(i), Website: "", Country: "", Note: "" },
      expected: "unreachable" as const,
    })),
    ...range(count(SHARES.malformed)).map((i) => ({
      cells: { Company: "", Website: MALFORMED[i % MALFORMED.length] ?? "", Country: "", Note: "" },
      expected: "invalid" as const,
    })),
    ...range(count(SHARES.empty)).map((i) => ({
      cells: { Company: "", Website: "", Country: "", Note: `call back (${i + 1})` },
      expected: "invalid" as const,
    })),
    ...range(count(SHARES.unresolvable)).map((i) => ({
      cells: { Company: "", Website: `no-such-company-${i + 1}.test`, Country: "", Note: "" },
      expected: "unreachable" as const,
    })),
  ];
  const duplicates = count(SHARES.duplicate);
  const good = Math.max(0, size - singles.length - duplicates);
  singles.push(...take(good).map((c) => siteRow(rng, c, "accepted")));

  const rows: MixedListRow[] = [];
  const repeatable: number[] = [];
  const byNameOnce = new Set<MixedListRow>();
  for (const row of rng.sample(singles, singles.length)) {
    if (row.expected === "accepted" && row.cells.Website) repeatable.push(rows.length);
    rows.push(row);
  }
  // Each duplicate goes somewhere after the row it repeats.
  for (let i = 0; i < duplicates && repeatable.length > 0; i++) {
    const of = rng.pick(repeatable);
    const original = rows[of];
    if (!original?.companyKey) continue;
    const at = rng.int(of + 1, rows.length);
    // A name is repeated once: a second name-only row would repeat the first (at import).
    const byName =
      i % 5 === 0 && named.get(original.cells.Company) === 1 && !byNameOnce.has(original);
    if (byName) byNameOnce.add(original);
    const repeat = duplicateRow(rng, original, byName);
    rows.splice(at, 0, repeat);
    for (let r = 0; r < repeatable.length; r++) {
      if ((repeatable[r] ?? 0) >= at) repeatable[r] = (repeatable[r] ?? 0) + 1;
    }
    for (const row of rows) {
      if (row !== repeat && row.duplicateOf !== undefined && row.duplicateOf >= at) {
        row.duplicateOf++;
      }
    }
    repeat.duplicateOf = rows.indexOf(original);
  }
  return { rows, csv: Papa.unparse(rows.map((r) => r.cells)) };
}

/** A site a polite crawler reads whole and finds a company on: a lead when there are no criteria. */
function isReadable(company: SandboxCompany): boolean {
  return !company.isParked && !company.disallowed.includes("/");
}

function siteRow(rng: Rng, company: SandboxCompany, expected: ExpectedRowState): MixedListRow {
  return {
    cells: {
      Company: company.name,
      Website: rng.pick(FIRST_FORMS)(company.domain),
      Country: countryName(company),
      Note: "",
    },
    expected,
    companyKey: company.domain,
  };
}

/** A name and country, no website: the search finds the company. */
function nameRow(company: SandboxCompany): MixedListRow {
  return {
    cells: { Company: company.name, Website: "", Country: countryName(company), Note: "" },
    expected: "accepted",
    companyKey: company.domain,
  };
}

/** The same company again: another way of writing its site, or its name alone. */
function duplicateRow(rng: Rng, original: MixedListRow, byName: boolean): MixedListRow {
  const domain = original.companyKey ?? "";
  return {
    cells: {
      Company: original.cells.Company,
      Website: byName ? "" : rng.pick(REPEAT_FORMS)(domain),
      Country: original.cells.Country,
      Note: byName ? "name only, listed again" : "listed again",
    },
    expected: "duplicate",
    companyKey: domain,
  };
}

function countryName(company: SandboxCompany): string {
  return countryByCode(company.country)?.nameLocal ?? company.country;
}

function nonLatin(i: number): string {
  const name = NON_LATIN_NAMES[i % NON_LATIN_NAMES.length] ?? "";
  return i < NON_LATIN_NAMES.length ? name : `${name} ${i + 1}`;
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
