import { describe, expect, test } from "bun:test";
import { verifyByRules } from "../src/research/verify/rules-verifier.ts";
import { contentWords } from "../src/research/verify/term-match.ts";
import { siteEvidence } from "./helpers/evidence";

/*
 * A service company's own service is what it does for others, not the upkeep of what it sells:
 * "installation and maintenance for your pumps" is a pump trade's aftercare, not the
 * "maintenance" of a facility-services profile. An acronym ("IT services") is a word of its own.
 */

// The plan's localized terms for "maintenance", as a run searches with them.
const TERMS = ["Wartung", "entretien", "manutenzione", "mantenimiento", "onderhoud"];

const products = (productsServices: string, text: string, terms = TERMS) =>
  verifyByRules(
    {
      country: "Germany",
      companyType: "service company",
      productsServices,
      terms,
      exclusions: [],
    },
    siteEvidence({ "/": text }),
  ).criteria.find((c) => c.criterion === "products");

const FACILITY = "facility services, cleaning, maintenance";

describe("upkeep of an object is not the profile's service", () => {
  const aftercare: [string, string][] = [
    ["en", "We provide consulting, installation and maintenance for your dosing pumps."],
    ["de", "Wir bieten Beratung, Montage und Wartung für Ihre Dosierpumpen."],
    ["fr", "Nous assurons conseil, installation et entretien de vos pompes doseuses."],
    ["it", "Offriamo consulenza, installazione e manutenzione per le vostre pompe dosatrici."],
    ["es", "Ofrecemos asesoramiento, instalación y mantenimiento de sus bombas dosificadoras."],
    ["nl", "Wij verzorgen advies, installatie en onderhoud voor uw doseerpompen."],
  ];
  for (const [language, text] of aftercare) {
    test(`${language}: maintenance for its products does not match "${FACILITY}"`, () => {
      expect(products(FACILITY, text)?.met).toBe(false);
    });
  }

  test("the service itself, or maintenance with no other object, matches", () => {
    expect(products(FACILITY, "Wir übernehmen die Reinigung von Büros und Praxen.")?.met).toBe(
      true,
    );
    expect(products(FACILITY, "We offer maintenance and caretaking around the clock.")?.met).toBe(
      true,
    );
    expect(products("pump maintenance", "We provide maintenance for your pumps.")?.met).toBe(true);
  });
});

describe("an acronym is a word of the phrase", () => {
  test("'IT services' needs IT, not any service", () => {
    const solar = "Vi erbjuder rådgivning, installation och service för solcellsanläggningar.";
    expect(products("IT services", solar)?.met).toBe(false);
    expect(products("IT services", "We provide IT services for small offices.")?.met).toBe(true);
    // The plan writes its terms in lower case: "it services" is no more "services".
    expect(products("software", solar, ["it services"])?.met).toBe(false);
    expect(contentWords("it services")).toEqual(["it", "services"]);
    expect(contentWords("industrial pumps")).toEqual(["industrial", "pumps"]);
  });
});
