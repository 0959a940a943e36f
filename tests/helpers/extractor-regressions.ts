import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createExtractor } from "../../src/research/extractor/index.ts";
import type { CompanyFacts, FetchedPage } from "../../src/research/ports.ts";
import { fetchedPage } from "./pages";

/* The extractor as the regression tests call it: on one page's body or on a hand-corpus page. */

export const extractor = createExtractor();

export const page = fetchedPage;

export function run(
  body: string,
  countryCode: string,
  url = "https://www.muster.test/kontakt",
): CompanyFacts {
  return extractor.extract([page(url, `<html><body>${body}</body></html>`)], { countryCode });
}

export function phonesOf(body: string, countryCode: string): Array<[string, boolean | undefined]> {
  return run(body, countryCode).phones.map((p) => [p.value, p.international]);
}

export function people(facts: CompanyFacts) {
  return facts.people.map((p) => [
    p.name.value,
    p.title.value,
    p.primaryTitle,
    p.email?.value,
    p.phone?.value,
  ]);
}

const HAND_SITES = join(import.meta.dir, "..", "fixtures", "hand-corpus", "sites");

/** A hand-corpus page as the fetcher hands it over: decoded with its declared charset. */
export function handPage(site: string, path: string): FetchedPage {
  const bytes = readFileSync(join(HAND_SITES, site, path));
  const head = new TextDecoder("latin1").decode(bytes.slice(0, 1024));
  const charset = /charset=["']?([\w-]+)/i.exec(head)?.[1] ?? "utf-8";
  return page(`https://${site}/${path}`, new TextDecoder(charset).decode(bytes));
}
