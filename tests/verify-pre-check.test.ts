import { describe, expect, test } from "bun:test";
import type { CompanyEvidence } from "../src/research/verify/evidence";
import { hardFailure } from "../src/research/verify/pre-check";
import type { ProfileForVerification } from "../src/research/verify/rules-verifier";
import { siteEvidence } from "./helpers/evidence";

/*
 * Which sites a paid model is spared (pre-check.ts): those the rules reject on what the company
 * says of itself (it denies being the wanted type, an exclusion applies to its own claim), in
 * every language. Silence is never such a reason: a site that names no product or type still
 * goes to the model, as does one whose exclusion word stands only in what it mentions.
 */

const maker = (country: string, exclusions: string[] = []): ProfileForVerification => ({
  country,
  companyType: "manufacturer",
  productsServices: "pumps",
  exclusions,
});

const distributor = (country: string, exclusions: string[]): ProfileForVerification => ({
  country,
  companyType: "distributor",
  productsServices: "pumps",
  exclusions,
});

const site = (text: string, imprint: string): CompanyEvidence =>
  siteEvidence({ "/": text, "/impressum": imprint }, "Muster", "muster.example");

describe("a company denying the wanted type in its own words is rejected without a model", () => {
  const cases: [string, string, string, string][] = [
    [
      "de",
      "Germany",
      "Wir sind kein Hersteller, sondern Großhändler für Pumpen aller Marken.",
      "Muster GmbH, Hafenstraße 3, 20457 Hamburg",
    ],
    [
      "fr",
      "France",
      "Nous ne fabriquons pas nos pompes nous-mêmes : nous les importons et les livrons.",
      "Muster SARL, 12 rue des Lilas, 69003 Lyon",
    ],
    [
      "es",
      "Spain",
      "No fabricamos bombas; las importamos de varias marcas europeas.",
      "Muster S.L., Calle Mayor 5, 28013 Madrid",
    ],
    [
      "sv",
      "Sweden",
      "Vi tillverkar inte pumpar själva, vi säljer dem vidare till installatörer.",
      "Muster AB, Storgatan 8, 411 38 Göteborg",
    ],
  ];
  for (const [language, country, text, address] of cases) {
    test(`${language}: "${text.slice(0, 40)}…"`, () => {
      const failure = hardFailure(maker(country), site(text, address));
      expect(failure?.accept).toBe(false);
      const type = failure?.criteria.find((c) => c.criterion === "companyType");
      expect(type?.met).toBe(false);
      expect(text).toContain(type?.quote ?? "∅");
    });
  }
});

describe("an exclusion the company claims for itself is rejected without a model", () => {
  const cases: [string, string, string, string, string][] = [
    [
      "de",
      "Germany",
      "Hersteller",
      "Wir fertigen Pumpen im eigenen Werk in Sachsen und liefern an den Handel.",
      "Muster GmbH, Werkstraße 1, 09111 Chemnitz",
    ],
    [
      "en",
      "United Kingdom",
      "used machinery",
      "We buy and sell used machinery and pumps from all over Europe.",
      "Muster Ltd, 4 Mill Lane, Leeds LS1 4AP",
    ],
  ];
  for (const [language, country, exclusion, text, address] of cases) {
    test(`${language}: "${exclusion}" on "${text.slice(0, 40)}…"`, () => {
      const failure = hardFailure(distributor(country, [exclusion]), site(text, address));
      expect(failure?.accept).toBe(false);
      expect(failure?.criteria.find((c) => c.criterion === "exclusions")?.met).toBe(false);
    });
  }
});

describe("what the rules cannot be sure of goes to the model", () => {
  const cases: [string, ProfileForVerification, string, string][] = [
    [
      "it: a distributor naming the makers it represents",
      distributor("Italy", ["produttori"]),
      "Siamo distributori ufficiali dei produttori Alfa e Beta: pompe a magazzino per l'industria.",
      "Muster S.r.l., Via Roma 10, 20121 Milano",
    ],
    [
      "nl: a maker that never names its type, in words the rules may miss",
      maker("Netherlands"),
      "Al veertig jaar ontwerpen en bouwen wij doseersystemen voor de voedingsindustrie.",
      "Muster B.V., Industrieweg 7, 5651 GG Eindhoven",
    ],
    [
      "pl: a company that names neither the products nor any type",
      maker("Poland"),
      "Witamy na naszej stronie. Zapraszamy do kontaktu z naszym zespołem.",
      "Muster Sp. z o.o., ul. Długa 5, 00-238 Warszawa",
    ],
    [
      "pt: a maker of the products",
      maker("Portugal"),
      "Somos um fabricante de bombas. Produzimos em Portugal desde 1975.",
      "Muster Lda, Rua Augusta 20, 1100-053 Lisboa",
    ],
  ];
  for (const [name, profile, text, address] of cases) {
    test(name, () => {
      expect(hardFailure(profile, site(text, address))).toBeUndefined();
    });
  }
});
