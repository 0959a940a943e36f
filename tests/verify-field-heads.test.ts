import { describe, expect, test } from "bun:test";
import { ruleCriterion as criterion, testCompanyTypeMet } from "./helpers/evidence";

/*
 * Classes of web text from the field corpus's misses, each in the languages where it recurs: a
 * product phrase whose head is generic ("dental laboratory services"), industrial head nouns
 * inside compounds ("Edelstahltanks", "Druckbehälter", "tryckkärl"), Romance agent nouns that
 * name a machine ("confezionatrice", "envasadora", "emballeuse"), trade compounds that claim
 * making ("Möbelfertigung"), and a legal registration "as a manufacturer" held by a service lab.
 */

const products = (productsServices: string, text: string) =>
  criterion("products", { companyType: "manufacturer", productsServices }, text)?.met;

/** One test per [language, product phrase, site text]: the text offers the product. */
function testProductsMet(cases: [string, string, string][]): void {
  for (const [lang, phrase, text] of cases) {
    test(`${lang}: "${phrase}" on "${text.slice(0, 40)}"`, () => {
      expect(products(phrase, text)).toBe(true);
    });
  }
}

describe("a generic head gives way to a specific part of two words", () => {
  const met: [string, string, string][] = [
    ["en", "dental laboratory services", "We are a small dental laboratory in Bristol."],
    ["en", "dental laboratory services", "A one-woman dental lab off Kensington Church Street."],
    ["en", "industrial cleaning services", "An industrial cleaning company in Leeds."],
  ];
  testProductsMet(met);
  test("one specific word keeps its head: a surname is no bakery equipment", () => {
    expect(products("bakery equipment", "Managing director: Daan Bakker, Rotterdam.")).toBe(false);
  });
});

describe("industrial head nouns in compounds and translations", () => {
  const met: [string, string, string][] = [
    ["de", "stainless steel tanks", "Wir fertigen Edelstahltanks nach DGRL."],
    ["de", "pressure vessels", "Hersteller von Druckbehältern für die Industrie."],
    ["nl", "stainless steel tanks", "Wij produceren roestvrijstalen tanks voor de zuivel."],
    [
      "sv",
      "pressure vessels",
      "Vi är ett familjeföretag och vi tillverkar tryckkärl av rostfritt stål för industrin.",
    ],
    ["it", "packaging machines", "Costruiamo macchine per il confezionamento del caffè."],
  ];
  testProductsMet(met);
  test("it: packaging without machines is not packaging machines", () => {
    expect(products("packaging machines", "Vendiamo imballaggi in cartone e film.")).toBe(false);
  });
  test("de: steel alone is no stainless steel tank", () => {
    expect(products("stainless steel tanks", "Wir liefern Stahlträger und Bleche.")).toBe(false);
  });
});

describe("Romance agent nouns name a machine and its process", () => {
  testProductsMet([
    [
      "it",
      "packaging machines",
      "Dal 1971 costruiamo insacchettatrici e confezionatrici per bustine.",
    ],
    [
      "es",
      "packaging machines",
      "Fabricamos envasadoras verticales para la industria alimentaria.",
    ],
    ["fr", "packaging machines", "Nous fabriquons des emballeuses pour la boulangerie."],
  ]);
  test('a stopword qualifier stays: "used machinery" needs used machines', () => {
    const exclusion = criterion(
      "exclusions",
      {
        companyType: "manufacturer",
        productsServices: "packaging machines",
        exclusions: ["used machinery"],
      },
      "Costruiamo confezionatrici nuove a Bologna.",
    );
    expect(exclusion?.met).toBe(true);
  });
});

describe("a trade compound opening a statement claims making (de, nl, sv)", () => {
  const makers: [string, string][] = [
    ["de", "Edelstahlverarbeitung, Schweißtechnik und Apparatebau aus Rostock für die Industrie."],
    ["de", "Möbelfertigung aus Sachsen seit 1950 für den Fachhandel."],
    [
      "sv",
      "Möbeltillverkning i Småland sedan 1962, och vi är ett familjeföretag som säljer till hela Norden.",
    ],
  ];
  testCompanyTypeMet({ companyType: "manufacturer", productsServices: "furniture" }, makers);
  test("de: a privacy notice's Datenverarbeitung is no trade", () => {
    const c = criterion(
      "companyType",
      { companyType: "manufacturer", productsServices: "furniture" },
      "Datenverarbeitung auf dieser Website erfolgt nach der DSGVO.",
    );
    expect(c?.met).toBe(false);
  });
});

describe("a legal registration as a manufacturer does not undo a service company", () => {
  const labs: [string, string][] = [
    [
      "en",
      "We are a dental laboratory in Leeds. The lab is registered with the MHRA as a manufacturer of custom-made dental appliances.",
    ],
    [
      "de",
      "Wir sind ein Dentallabor in Köln. Unser Labor ist als Hersteller von Sonderanfertigungen registriert.",
    ],
  ];
  testCompanyTypeMet(
    { companyType: "service company", productsServices: "dental laboratory services" },
    labs,
  );
  test("a real maker stays a maker and is no service company", () => {
    const text = "We are a dental laboratory. We manufacture implants in our own factory.";
    const service = criterion(
      "companyType",
      { companyType: "service company", productsServices: "dental laboratory services" },
      text,
    );
    expect(service?.met).toBe(false);
    const maker = criterion(
      "companyType",
      { companyType: "manufacturer", productsServices: "implants" },
      "We are a manufacturer of dental implants, certified to ISO 13485.",
    );
    expect(maker?.met).toBe(true);
  });
});
