import { describe, expect, test } from "bun:test";
import { verifyByRules } from "../src/research/verify/rules-verifier.ts";
import { siteEvidence } from "./helpers/evidence";

/* Company type from what a site says of itself, in nine languages, negations counting against. */

const site = (text: string, name = "Beispiel GmbH") =>
  siteEvidence({ "/": text }, name, "beispiel.example");

const typeOf = (companyType: string, text: string, name?: string) =>
  verifyByRules(
    { country: "Germany", companyType, productsServices: "pumps", exclusions: [] },
    site(text, name),
  ).criteria.find((c) => c.criterion === "companyType");

/** Whether the site's text makes it a company of this type. */
const isA = (companyType: string, text: string) => typeOf(companyType, text)?.met;

const makers: [string, string, string?][] = [
  ["de", "Wir sind ein mittelständischer Hersteller von Industriearmaturen in Leipzig."],
  ["de", "Seit 1950 fertigen wir Kreiselpumpen für die Chemie."],
  ["de", "Alle Pumpen werden in unserem eigenen Werk gefertigt."],
  ["de", "Entwicklung, Herstellung und Vertrieb von Industriepumpen seit 1962."],
  ["fr", "Fabrication de vannes industrielles depuis 1950."],
  ["en", "We design and manufacture centrifugal pumps for the water industry."],
  ["en", "As a manufacturer of valves we serve the process industry."],
  ["en", "We are one of Europe's leading manufacturers of industrial valves."],
  ["de", "Die Firma ist einer der führenden Hersteller von Pumpen in Europa."],
  ["fr", "Nous concevons et fabriquons des vannes industrielles à Lyon."],
  ["fr", "Fabricant de pompes depuis 1962, notre usine est à Lyon."],
  ["it", "Progettiamo e produciamo valvole a sfera nel nostro stabilimento di Brescia."],
  [
    "it",
    "La Rossi Meccanica costruisce macchine per l'imballaggio dal 1970.",
    "Rossi Meccanica S.r.l.",
  ],
  ["es", "Fabricamos bombas centrífugas en nuestra planta de Valencia."],
  ["nl", "Wij zijn fabrikant van roestvrijstalen kleppen."],
  ["nl", "Sinds 1980 produceren wij pompen in onze fabriek in Eindhoven."],
  ["pl", "Jesteśmy producentem pomp przemysłowych. Produkujemy w Poznaniu."],
  ["sv", "Vi tillverkar pumpar i egen fabrik i Göteborg."],
  ["pt", "Somos um fabricante de bombas. Produzimos em Portugal desde 1975."],
];

const denials: [string, string][] = [
  ["de", "Wir sind kein Hersteller, sondern Großhändler für Pumpen."],
  ["de", "Wir produzieren nicht selbst, wir liefern Pumpen ab Lager."],
  ["en", "We are not a manufacturer: we stock pumps from many brands."],
  ["en", "We do not manufacture pumps ourselves."],
  ["fr", "Nous ne fabriquons pas nos pompes nous-mêmes."],
  ["it", "Non produciamo pompe: le distribuiamo."],
  ["es", "No fabricamos bombas, las importamos."],
  ["nl", "Wij produceren niet zelf."],
  ["pl", "Nie produkujemy pomp, jesteśmy hurtownią."],
  ["sv", "Vi tillverkar inte pumpar själva."],
  ["pt", "Não fabricamos bombas, somos distribuidores."],
];

describe("manufacturer cues", () => {
  for (const [lang, text, name] of makers) {
    test(`${lang}: "${text.slice(0, 50)}" claims making, quoted`, () => {
      const c = typeOf("manufacturer", text, name);
      expect(c?.met).toBe(true);
      expect(text).toContain(c?.quote ?? "∅");
      expect(c?.url).toBe("https://beispiel.example/");
    });
  }
  for (const [lang, text] of denials) {
    test(`${lang}: "${text.slice(0, 50)}" is no manufacturer`, () => {
      expect(isA("manufacturer", text)).toBe(false);
    });
  }
  test("a negated claim is quoted as the reason", () => {
    const c = typeOf("manufacturer", "Wir sind kein Hersteller, sondern Händler.");
    expect(c?.reason).toContain("not");
    expect(c?.quote).toContain("kein Hersteller");
  });
  test("an activity noun deep in a sentence about customers is no claim", () => {
    expect(
      isA("manufacturer", "Wir liefern Ersatzteile für die Produktion von Lebensmitteln."),
    ).toBe(false);
  });

  test("'not only a manufacturer' is still a manufacturer", () => {
    expect(isA("manufacturer", "Wir sind nicht nur Hersteller von Pumpen.")).toBe(true);
  });
});

describe("resellers are no makers", () => {
  test.each([
    "We distribute products of leading manufacturers across Europe.",
    "Als autorisierter Vertriebspartner führender Hersteller liefern wir Pumpen ab Lager.",
    "Nous sommes distributeur des plus grands fabricants de pompes.",
    "Brands we carry: Grundfos, KSB, Wilo.",
  ])("%s", (text) => {
    expect(isA("manufacturer", text)).toBe(false);
  });
  test("mentioning manufacturers as others gives no maker claim for a shop either", () => {
    expect(isA("manufacturer", "Ersatzteile für Pumpen aller Hersteller.")).toBe(false);
  });
});

describe("wholesalers and distributors satisfy each other", () => {
  const wholesalers = [
    "Großhandel für Sanitärtechnik seit 1962.",
    "Grossiste en fournitures industrielles depuis 1980.",
    "Siamo un grossista di materiale elettrico.",
    "Somos mayorista de material eléctrico.",
    "Groothandel in technische producten.",
    "Jesteśmy hurtownią artykułów przemysłowych.",
    "Vi är en grossist inom VVS.",
    "Somos um atacadista de materiais elétricos.",
  ];
  for (const text of wholesalers) {
    test(`"${text}" is a distributor and a wholesaler`, () => {
      expect(isA("distributor", text)).toBe(true);
      expect(isA("wholesaler", text)).toBe(true);
      expect(isA("manufacturer", text)).toBe(false);
    });
  }
  test("a maker saying it supplies the wholesale trade is no wholesaler", () => {
    const text = "Wir fertigen Pumpen und beliefern den Großhandel in ganz Europa.";
    expect(isA("wholesaler", text)).toBe(false);
    expect(isA("manufacturer", text)).toBe(true);
  });
  test.each([
    "Distributors in Europe",
    "Vertriebspartner in Ihrer Nähe",
    "Dealers worldwide: find a dealer near you",
    "Distributeurs en France",
  ])("a maker's menu '%s' is no distributor claim", (menu) => {
    expect(isA("manufacturer", `Wir fertigen Kreiselpumpen in Köln.\n${menu}`)).toBe(true);
  });

  test("'find a distributor' on a maker's site is no distributor claim", () => {
    const text = "Wir fertigen Kreiselpumpen. Find a distributor near you.";
    expect(isA("manufacturer", text)).toBe(true);
  });
});

describe("service providers are more than installers", () => {
  test.each([
    ["en", "We are a digital agency helping companies sell online."],
    ["de", "Wir sind eine Kanzlei für Arbeitsrecht in München."],
    ["fr", "Notre cabinet de conseil accompagne les PME. Nous sommes un cabinet indépendant."],
    ["it", "Siamo un laboratorio di analisi accreditato."],
    ["es", "Somos una clínica dental en Sevilla."],
    ["nl", "Wij zijn een installatiebedrijf voor warmtepompen."],
    ["pl", "Jesteśmy kancelarią prawną z Warszawy."],
    ["sv", "Vi installerar värmepumpar i hela Skåne."],
    ["de", "Unsere Praxis bietet Physiotherapie und Manuelle Therapie."],
    ["pt", "Somos uma empresa de serviços de manutenção industrial."],
  ])("%s: %s", (_lang, text) => {
    expect(isA("service company", text)).toBe(true);
  });
});

describe("importers, agents, retailers", () => {
  test("an importer", () => {
    expect(isA("importer", "Wir sind Importeur italienischer Weine.")).toBe(true);
    expect(isA("distributor", "Importamos vinos de Italia y los distribuimos.")).toBe(true);
  });
  test("an agent", () => {
    expect(isA("sales agent", "Als Handelsvertretung vertreten wir italienische Hersteller.")).toBe(
      true,
    );
  });
  test("a retailer", () => {
    expect(isA("retailer", "Besuchen Sie unser Ladengeschäft in Köln.")).toBe(true);
    expect(isA("retailer", "Vieni a trovarci nel nostro negozio di Firenze.")).toBe(true);
  });
});

describe("a denial about one product line", () => {
  const wanted = (text: string) => isA("manufacturer", text);

  test.each([
    ["pl", "Produkujemy meble z litego drewna w Poznaniu. Nie produkujemy mebli tapicerowanych."],
    ["de", "Wir fertigen Edelstahlbehälter in Leipzig. Wir produzieren keine Kunststofftanks."],
    ["en", "We manufacture stainless steel tanks in Leeds. We do not make plastic tanks."],
    ["fr", "Nous fabriquons des vannes à Lyon. Nous ne fabriquons pas de pompes."],
  ])("%s: is outweighed by a claim of making elsewhere on the site", (_lang, text) => {
    expect(wanted(text)).toBe(true);
  });

  test.each([
    ["de", "Wir sind kein Hersteller. Unsere Behälter kommen von führenden Herstellern."],
    ["en", "We do not manufacture pumps ourselves. We stock pumps from many brands."],
    ["pl", "Nie produkujemy mebli tapicerowanych."],
  ])("%s: stands when it is bare, says 'ourselves', or nothing else claims making", (_l, text) => {
    expect(wanted(text)).toBe(false);
  });
});

describe("other makers' products in aftercare", () => {
  test.each([
    [
      "de",
      "Wir fertigen Druckbehälter. Reparaturen und Prüfungen auch bei Tanks anderer Hersteller.",
    ],
    ["en", "We manufacture pressure vessels. We also repair vessels of other manufacturers."],
    ["fr", "Nous fabriquons des cuves. Entretien et réparation des cuves d'autres fabricants."],
  ])("%s: a maker servicing others' products stays a maker", (_lang, text) => {
    expect(isA("manufacturer", text)).toBe(true);
  });

  test("selling other manufacturers' products is still a reseller's tell", () => {
    const text = "Wir fertigen Sonderlösungen. Wir vertreiben Pumpen führender Hersteller.";
    expect(isA("manufacturer", text)).toBe(false);
  });
});
