import { describe, expect, test } from "bun:test";
import { verifyByRules } from "../src/research/verify/rules-verifier";
import { siteEvidence } from "./helpers/evidence";

/*
 * Traps a careful reader avoids: a street named after a trade, the customers' own machines, a
 * company that says it does not make the product, workers named by the service they do, a type
 * word among the keywords.
 */

const criterion = (
  name: string,
  profile: { companyType: string; productsServices: string; keywords?: string[] },
  text: string,
  country = "Germany",
) =>
  verifyByRules({ country, exclusions: [], ...profile }, siteEvidence({ "/": text })).criteria.find(
    (c) => c.criterion === name,
  );

describe("a street named after a trade is an address, no claim", () => {
  test.each([
    [
      "sv",
      "Sweden",
      "Vi konstruerar och bygger förpackningsmaskiner i vår verkstad. Adress: Grossistgatan 4, 553 02 Jönköping",
    ],
    [
      "de",
      "Germany",
      "Wir konstruieren und bauen Verpackungsmaschinen in unserer Werkstatt. Adresse: Großhändlerstraße 7, 80331 München",
    ],
    [
      "nl",
      "Netherlands",
      "Wij ontwerpen en bouwen verpakkingsmachines in onze eigen werkplaats. Adres: Groothandelsweg 12, 5928 Venlo",
    ],
  ])("%s: a maker on a wholesalers' street is a maker", (_lang, country, text) => {
    const type = criterion(
      "companyType",
      { companyType: "manufacturer", productsServices: "packaging machinery" },
      text,
      country,
    );
    expect(type?.met).toBe(true);
  });
});

describe("the customers' own machines are not the company's products", () => {
  test.each([
    [
      "sv",
      "Sweden",
      "Vi tillverkar wellpappkartonger. Våra kartonger körs i kundernas egna förpackningsmaskiner.",
    ],
    [
      "en",
      "Sweden",
      "We make corrugated boxes. Our boxes run smoothly on customers' own packaging machines.",
    ],
  ])("%s: boxes for the customers' packaging machines", (_lang, country, text) => {
    const products = criterion(
      "products",
      { companyType: "manufacturer", productsServices: "packaging machinery" },
      text,
      country,
    );
    expect(products?.met).toBe(false);
  });
});

describe("a company that says it does not make the product is no maker of it", () => {
  const profile = {
    companyType: "manufacturer",
    productsServices: "bakery ovens",
    keywords: ["Backöfen", "fours de boulangerie", "forni per panetteria"],
  };
  test.each([
    [
      "de",
      "Germany",
      "Wir planen Backstuben. Wichtig: Wir bauen keine Backöfen. Referenz: Neubau Produktion einer Großbäckerei.",
    ],
    [
      "fr",
      "France",
      "Nous concevons des fournils. Nous ne fabriquons pas de fours de boulangerie. Référence : nouvelle unité de production.",
    ],
    [
      "it",
      "Italy",
      "Progettiamo laboratori di panificazione. Non produciamo forni per panetteria. Referenze: nuova produzione industriale.",
    ],
  ])("%s: a planner that builds no ovens", (_lang, country, text) => {
    expect(criterion("companyType", profile, text, country)?.met).toBe(false);
    expect(criterion("products", profile, text, country)?.met).toBe(false);
  });
  test("de: a maker of them still is one", () => {
    const text = "Seit 1950 bauen wir Backöfen in unserer eigenen Werkstatt.";
    expect(criterion("companyType", profile, text)?.met).toBe(true);
  });
});

describe("workers named by the service are staff, not the service", () => {
  const profile = {
    companyType: "service company",
    productsServices: "PLC programming, SCADA integration",
  };
  test.each([
    [
      "en",
      "United States",
      "We recruit and place PLC programmers and SCADA developers on contract assignments.",
    ],
    [
      "de",
      "Germany",
      "Wir vermitteln SPS-Programmierer und Servicetechniker an Industriebetriebe.",
    ],
  ])("%s: placing programmers is not programming", (_lang, country, text) => {
    expect(criterion("companyType", profile, text, country)?.met).toBe(false);
  });
  test("en: an integrator that programs PLCs is one", () => {
    const text = "We design, program and commission PLC and SCADA systems for chemical plants.";
    expect(criterion("companyType", profile, text, "United States")?.met).toBe(true);
  });
});

describe("a type word among the keywords is no product", () => {
  test.each([
    [
      "sv",
      "Sweden",
      ["ventilation", "tillverkare"],
      "Vi är en tillverkare av etiketteringsmaskiner.",
    ],
    ["de", "Germany", ["Lüftung", "Hersteller"], "Wir sind Hersteller von Etikettiermaschinen."],
  ])("%s: a maker of something else", (_lang, country, keywords, text) => {
    const products = criterion(
      "products",
      { companyType: "manufacturer", productsServices: "ventilation products", keywords },
      text,
      country,
    );
    expect(products?.met).toBe(false);
  });
});

describe("a workshop called a shop, a party the company hands work to", () => {
  const integrator = { companyType: "service company", productsServices: "PLC programming" };
  test("en: 'we test the code in our shop' is a workshop, no store", () => {
    const text =
      "We program PLC and HMI systems for machine builders. We test every program in our shop before startup.";
    expect(criterion("companyType", integrator, text, "United States")?.met).toBe(true);
  });
  const forwarder = {
    companyType: "service company",
    productsServices: "customs clearance",
    keywords: ["expediteur", "Spediteur", "transitaire"],
  };
  test.each([
    [
      "nl",
      "Netherlands",
      "Wij importeren fietsonderdelen. Het transport laten wij over aan onze vaste expediteur.",
    ],
    [
      "de",
      "Germany",
      "Wir importieren Fahrradteile. Den Transport übergeben wir an unseren Spediteur.",
    ],
    [
      "fr",
      "France",
      "Nous importons des pièces de vélo. Le transport est confié à notre transitaire.",
    ],
  ])(
    "%s: an importer that hands freight to its forwarder is no forwarder",
    (_lang, country, text) => {
      expect(criterion("companyType", forwarder, text, country)?.met).toBe(false);
    },
  );
});

describe("machines named by their purpose", () => {
  const profile = { companyType: "manufacturer", productsServices: "packaging machinery" };
  test.each([
    ["sv", "Sweden", "Vi bygger maskiner för att packa sågade trävaror i egen fabrik."],
    ["de", "Germany", "Wir bauen Maschinen zum Verpacken von Schüttgut im eigenen Werk."],
    ["fr", "France", "Nous construisons des machines pour emballer les fruits dans notre usine."],
    ["es", "Spain", "Fabricamos máquinas para envasar productos líquidos en nuestra planta."],
  ])("%s: machines for packing are packaging machinery", (_lang, country, text) => {
    expect(criterion("products", profile, text, country)?.met).toBe(true);
  });
  test.each([
    ["de", "Germany", "Wir bauen keine Maschinen zum Verpacken, sondern Kartons."],
    ["en", "United Kingdom", "We make machines for cutting timber in our own factory."],
  ])("%s: denied, or for another purpose", (_lang, country, text) => {
    expect(criterion("products", profile, text, country)?.met).toBe(false);
  });
});
