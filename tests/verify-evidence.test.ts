import { describe, expect, test } from "bun:test";
import type { CompanyEvidence } from "../src/research/verify/evidence.ts";
import { verifyByRules } from "../src/research/verify/rules-verifier.ts";
import { verdictSchema } from "../src/research/verify/verdict.ts";

/* Every quote is copied from the page it names, within the schema's limits. */

const long = "Unsere Kreiselpumpen fördern Wasser, Abwasser und Chemikalien zuverlässig. ".repeat(
  8,
);
const sites: CompanyEvidence[] = [
  {
    domain: "seidel.example",
    companyName: "Seidel Armaturen GmbH",
    pages: [
      {
        url: "https://seidel.example/",
        text: `Seidel Armaturen GmbH\nWir sind ein mittelständischer Hersteller von Industriearmaturen und Kreiselpumpen in Leipzig. ${long}`,
      },
      {
        url: "https://seidel.example/impressum",
        text: "Seidel Armaturen GmbH\nTorgauer Straße 231\n04347 Leipzig\nDeutschland\nUSt-IdNr.: DE 141 902 377",
      },
    ],
    phones: [],
  },
  {
    domain: "pompen.example",
    companyName: "Pompen BV",
    pages: [
      {
        url: "https://pompen.example/",
        text: `Wij zijn geen fabrikant: wij zijn groothandel in pompen. ${long}`,
      },
      {
        url: "https://pompen.example/contact",
        text: "Pompen BV, Industrieweg 4, 3542 AD Utrecht, Nederland",
      },
    ],
    phones: [],
  },
];
const profiles = [
  {
    country: "Germany",
    city: "Leipzig",
    companyType: "manufacturer",
    productsServices: "pumps",
    exclusions: [],
  },
  {
    country: "Germany",
    companyType: "distributor",
    productsServices: "pumps, valves",
    keywords: ["Kreiselpumpen"],
    exclusions: [`${"a very long exclusion phrase ".repeat(7)}`, "outside Germany"],
  },
];

describe("evidence", () => {
  for (const site of sites) {
    for (const profile of profiles) {
      test(`${site.domain} under a ${profile.companyType} profile: quotes are on their pages`, () => {
        const verdict = verifyByRules(profile, site);
        expect(verdictSchema.parse(verdict)).toEqual(verdict);
        const quoted = verdict.criteria.filter((c) => c.quote);
        expect(quoted.length).toBeGreaterThan(0);
        for (const c of quoted) {
          const page = site.pages.find((p) => p.url === c.url);
          expect(page?.text.replace(/\s+/g, " ")).toContain(c.quote?.replace(/\s+/g, " ") ?? "∅");
          expect(c.quote?.length ?? 0).toBeLessThanOrEqual(200);
        }
      });
    }
  }
  test("a rejection names the failed criterion and quotes the finding that decided it", () => {
    const [maker] = profiles;
    const [, dutch] = sites;
    if (!maker || !dutch) throw new Error("fixtures missing");
    const verdict = verifyByRules(maker, dutch);
    const country = verdict.criteria.find((c) => c.criterion === "country");
    expect(country?.met).toBe(false);
    expect(country?.quote).toContain("3542 AD Utrecht");
    const type = verdict.criteria.find((c) => c.criterion === "companyType");
    expect(type?.met).toBe(false);
    expect(type?.quote).toContain("geen fabrikant");
  });
});
