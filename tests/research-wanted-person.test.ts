import { afterEach, describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { languageHomes } from "../src/research/extractor/language-homes.ts";
import { discoverPageLinks } from "../src/research/extractor/links.ts";
import type { PageKind } from "../src/research/knowledge/page-names.ts";
import {
  DEFAULT_PAGE_BUDGET,
  leadContact,
  readCompany,
} from "../src/research/run/company-reader.ts";
import { fetchedPage } from "./helpers/pages.ts";
import { fetcherFor, startWeb, stopWeb } from "./helpers/stand-in-web.ts";
import { SITES, siteHandlers } from "./helpers/wanted-person-sites.ts";

/*
 * From the page to the lead (issue 27): small sites in the nine languages, each naming the wanted
 * person where a visitor would look for them and reached the way such sites link it (a dropdown
 * under "Unternehmen", a footer only, a /pt/ prefix, a people page two clicks deep behind the
 * about page, a menu full of products and news). A run reads the site within its page budget and
 * the lead shows that person with the title as the page prints it, and no one else.
 */

afterEach(stopWeb);

describe("the wanted person reaches the lead", () => {
  for (const site of SITES) {
    test(`${site.language}: ${site.wanted} → ${site.person.title} on ${site.host}`, async () => {
      const web = startWeb({ [site.host]: siteHandlers(site) });
      const reading = await readCompany(
        { fetcher: fetcherFor(web), extractor: createExtractor() },
        `http://${site.host}/`,
        site.host,
        undefined,
      );
      if (!reading.ok) throw new Error(reading.reason);
      const { person } = leadContact(reading.facts, site.wanted);
      expect({ name: person?.name.value, title: person?.title.value }).toEqual(site.person);
      // The homepage (and its redirect) and no more than the budget of linked pages.
      const fetched = new Set(web.pages().map((hit) => hit.path));
      fetched.delete("/");
      expect(fetched.size).toBeLessThanOrEqual(DEFAULT_PAGE_BUDGET + 1);
      // Nobody the pages do not name.
      const text = reading.pages.map((p) => p.body).join("\n");
      for (const someone of reading.facts.people) expect(text).toContain(someone.name.value);
    });
  }
});

describe("a language chooser leads to the language's homepage", () => {
  const chooser = (anchors: string) =>
    languageHomes(fetchedPage("https://www.firma.example/", `<body>${anchors}</body>`));

  test("by a language code as the path's first segment", () => {
    expect(chooser('<a href="/de/">DE</a> <a href="/fr-be/">FR</a> <a href="/xx/">XX</a>')).toEqual(
      ["https://www.firma.example/de/", "https://www.firma.example/fr-be/"],
    );
  });

  test("by the language's own name, in each language", () => {
    const names = ["Deutsch", "Français", "Italiano", "Español", "Nederlands", "Polski", "Svenska"];
    const anchors = names.map((name, i) => `<a href="/start.php?l=${i}">${name}</a>`).join(" ");
    expect(chooser(anchors)).toHaveLength(names.length);
  });

  test("not a page that merely sits under a language's folder, nor another site", () => {
    expect(
      chooser(
        '<a href="/de/produkte/pumpen">Pumpen</a> <a href="https://other.example/en/">EN</a>',
      ),
    ).toEqual([]);
  });
});

describe("a page's own name counts more than the section it is filed under", () => {
  const kindOf = (href: string, label: string) =>
    discoverPageLinks(
      fetchedPage("https://www.firma.example/", `<a href="${href}">${label}</a>`),
    )[0]?.kind;

  test.each<[string, string, string, PageKind]>([
    ["fr", "/l-entreprise/organigramme", "Organigramme", "team"],
    ["en", "/about-us/leadership", "Leadership", "team"],
    ["it", "/chi-siamo/il-team", "Il team", "team"],
    ["de", "/unternehmen/geschaeftsfuehrung", "Geschäftsführung", "team"],
    ["es", "/empresa/quienes-somos", "Quiénes somos", "about"],
    ["sv", "/om-oss/ledningsgrupp", "Ledningsgrupp", "team"],
  ])("%s: %s is a %s page", (_language, href, label, kind) => {
    expect(kindOf(href, label)).toBe(kind);
  });
});
