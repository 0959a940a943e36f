import { describe, expect, test } from "bun:test";
import { verifyByRules } from "../src/research/verify/rules-verifier";
import { siteEvidence } from "./helpers/evidence";

/*
 * Category heads: the head noun and the object must both match. "Packaging machines" are not
 * packaging films, "cleaning services" are not cleaning agents nor cleaning staff supplied by an
 * agency, and a maker's upkeep of what it sells is not a maintenance company. Near misses in
 * several languages, each beside a sentence that does match. Sentences written for these tests.
 */

type Case = [lang: string, text: string, terms?: string[]];

const verdict = (companyType: string, productsServices: string, text: string, terms: string[]) =>
  verifyByRules(
    { country: "Germany", exclusions: [], companyType, productsServices, terms },
    siteEvidence({ "/": text }),
  );

const productsMet = (companyType: string, products: string, text: string, terms: string[] = []) =>
  verdict(companyType, products, text, terms).criteria.find((c) => c.criterion === "products")?.met;

/** [language, text, terms]: `met` texts offer the products, `missed` texts offer a neighbour. */
function table(companyType: string, products: string, met: Case[], missed: Case[]) {
  for (const [lang, text, terms] of met) {
    test(`${lang}: "${text.slice(0, 50)}" offers ${products}`, () => {
      expect(productsMet(companyType, products, text, terms)).toBe(true);
    });
  }
  for (const [lang, text, terms] of missed) {
    test(`${lang}: "${text.slice(0, 50)}" does not offer ${products}`, () => {
      expect(productsMet(companyType, products, text, terms)).toBe(false);
    });
  }
}

describe("packaging machines are not packaging materials", () => {
  table(
    "manufacturer",
    "packaging machines",
    [
      ["en", "We build packaging machines for the food industry."],
      ["de", "Wir bauen Verpackungsmaschinen für die Lebensmittelindustrie."],
      ["nl", "Wij bouwen verpakkingsmachines voor de voedingsindustrie."],
    ],
    [
      ["en", "We produce stretch films for all common packaging machines."],
      ["de", "Wir produzieren Verpackungsfolien für alle gängigen Verpackungsmaschinen."],
      ["nl", "Wij leveren verpakkingsfolie voor verpakkingsmachines."],
      ["it", "Produciamo film estensibile per macchine confezionatrici."],
      ["en", "Spare parts for packaging machines, shipped within 24 hours."],
    ],
  );
});

describe("cleaning services are not cleaning agents", () => {
  table(
    "service company",
    "cleaning",
    [
      ["en", "We provide office cleaning for companies in Lyon."],
      ["de", "Unsere Gebäudereinigung reinigt Büros und Treppenhäuser.", ["Reinigung"]],
      ["fr", "Nous assurons le nettoyage de bureaux et de copropriétés.", ["nettoyage"]],
      ["es", "Realizamos la limpieza de oficinas y comunidades.", ["limpieza"]],
    ],
    [
      ["en", "We sell cleaning agents and detergents to hotels."],
      ["de", "Reinigungsmittel und Pflegeprodukte für Profis.", ["Reinigung"]],
      ["fr", "Vente de produits de nettoyage pour les professionnels.", ["nettoyage"]],
      ["es", "Distribuimos productos de limpieza para hostelería.", ["limpieza"]],
      ["it", "Vendiamo macchine per la pulizia industriale.", ["pulizia"]],
      ["pl", "Hurtownia: środki czyszczące dla firm.", ["czyszczące"]],
    ],
  );
});

describe("a cleaning company is not a staffing agency for cleaners", () => {
  table(
    "service company",
    "cleaning",
    [["en", "Our team carries out office cleaning every evening."]],
    [
      ["en", "We supply qualified cleaning staff to hotels and hospitals."],
      ["de", "Wir vermitteln Reinigungskräfte an Hotels und Kliniken.", ["Reinigung"]],
      ["fr", "Nous mettons à disposition du personnel de nettoyage.", ["nettoyage"]],
      ["it", "Forniamo personale per le pulizie a hotel e uffici.", ["pulizie"]],
      ["nl", "Wij detacheren schoonmaakpersoneel bij hotels.", ["schoonmaak"]],
    ],
  );
});

describe("a service company's own service is what it does for others", () => {
  const typeMet = (text: string, terms: string[] = []) =>
    verdict("service company", "maintenance", text, terms).criteria.find(
      (c) => c.criterion === "companyType",
    )?.met;
  test("de: a maker that also maintains its machines is no maintenance company", () => {
    const text = "Wir bauen Abfüllanlagen. Auf Wunsch übernehmen wir auch die Wartung.";
    expect(typeMet(text, ["Wartung"])).toBe(false);
  });
  test("en: a maker that services what it builds is no maintenance company", () => {
    expect(typeMet("We build bakery ovens. We also offer maintenance for our ovens.")).toBe(false);
  });
  test("fr: upkeep of the goods a company sells is not the service asked", () => {
    const text = "Nous assurons conseil, installation et maintenance pour vos brochures.";
    expect(productsMet("service company", "maintenance", text)).toBe(false);
  });
  test("en: a 'tailor-made' maintenance plan is no maker's after-sales", () => {
    const text =
      "Tailor-made plans for every building. Our team handles lift maintenance in offices.";
    expect(typeMet(text)).toBe(true);
  });
  test("de: a company that maintains others' machines is one", () => {
    expect(typeMet("Wir warten und reparieren Maschinen aller Hersteller.", ["Wartung"])).toBe(
      true,
    );
  });
});

describe("a staffing agency is not the service its workers do", () => {
  const typeOf = (productsServices: string, text: string, terms: string[] = []) =>
    verdict("service company", productsServices, text, terms).criteria.find(
      (c) => c.criterion === "companyType",
    );
  const agencies: Case[] = [
    ["en", "We are a staffing agency: we place cleaners with hotels and offices.", []],
    [
      "de",
      "Wir sind Ihr Personaldienstleister für Reinigungskräfte in der Gebäudereinigung.",
      ["Gebäudereinigung"],
    ],
    ["fr", "Agence d'intérim spécialisée dans le nettoyage industriel.", ["nettoyage"]],
    ["es", "Somos una empresa de trabajo temporal para el sector de la limpieza.", ["limpieza"]],
    ["nl", "Uitzendbureau voor de schoonmaak en de horeca.", ["schoonmaak"]],
  ];
  for (const [lang, text, terms] of agencies) {
    test(`${lang}: "${text.slice(0, 50)}" is no cleaning company`, () => {
      const criterion = typeOf("cleaning services", text, terms);
      expect(criterion?.met).toBe(false);
      expect(criterion?.reason).toBe("Not the service asked: the site describes a staffing agency");
    });
  }
  test("en: a profile that asks for staffing takes the agency", () => {
    const text = "We are a staffing agency: we place temporary staff with hotels and offices.";
    expect(typeOf("temporary staffing", text)?.met).toBe(true);
  });
  test("de: a cleaning company that says it cleans is one, whatever else it mentions", () => {
    const text =
      "Wir reinigen Büros und Praxen in ganz Köln. Zeitarbeit bieten wir ausdrücklich nicht an.";
    expect(typeOf("cleaning", text, ["Reinigung"])?.met).toBe(true);
  });
});
