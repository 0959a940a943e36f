import type { SandboxCompany, SandboxSite } from "../corpus.ts";
import { CorpusFolderError, formatFieldPath } from "./folder-error.ts";
import type { GroundTruthCompany } from "./format.ts";

/*
 * ground-truth.json entries → SandboxCompany, checked against the loaded site: every page the
 * truth says a value appears on must be a page the site serves, or the benchmark would score
 * the engine against something no crawler could find.
 */

const LABEL = "ground-truth.json";

function pagesNamed(entry: GroundTruthCompany): { field: PropertyKey[]; path: string }[] {
  const named: { field: PropertyKey[]; path: string }[] = [];
  const add = (field: PropertyKey[], pages: string[]) =>
    pages.forEach((path, i) => {
      named.push({ field: [...field, "pages", i], path });
    });
  if (entry.email) add(["email"], entry.email.pages);
  if (entry.phone) add(["phone"], entry.phone.pages);
  entry.people.forEach((person, i) => {
    add(["people", i], person.pages);
  });
  return named;
}

/** The company of one ground-truth entry; `key` is the entry's name in the file. */
export function toSandboxCompany(
  key: string,
  entry: GroundTruthCompany,
  site: SandboxSite,
  disallowed: string[],
): SandboxCompany {
  for (const { field, path } of pagesNamed(entry)) {
    if (!site.pages[path]) {
      throw new CorpusFolderError(
        `${LABEL}: ${formatFieldPath([key, ...field])}: ${path} is not a page of ${key} (served as ${site.domain})`,
      );
    }
  }
  return {
    domain: site.domain,
    name: entry.name,
    country: entry.country,
    city: entry.city,
    region: entry.region ?? "",
    language: entry.language ?? site.language,
    industry: entry.industry,
    companyType: entry.companyType,
    products: entry.products,
    terms: [...new Set([entry.industry, ...entry.products, ...(entry.localTerms ?? [])])],
    isParked: entry.isParked ?? false,
    looksLikeManufacturer: entry.looksLikeManufacturer ?? false,
    // "" is no catalogue role: never what a profile wants.
    people: entry.people.map((person) => ({ ...person, primaryTitle: person.primaryTitle ?? "" })),
    ...(entry.email ? { email: entry.email } : {}),
    ...(entry.phone ? { phone: entry.phone } : {}),
    disallowed,
    features: entry.features ?? [],
  };
}
