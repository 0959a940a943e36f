import { describe, expect, test } from "bun:test";
import { verifyByRules } from "../src/research/verify/rules-verifier.ts";
import { siteEvidence } from "./helpers/evidence";

/*
 * A trade named by its products (trade-vocabulary.ts): a canner writes "conservas de atún", a
 * machine builder "Plattenaufteilsägen", a machine shop "Drehteile", a lab dealer "fournitures
 * de laboratoire". A profile naming the trade meets them; other goods of the same words do not.
 */

const productsMet = (productsServices: string, text: string) =>
  verifyByRules(
    { country: "Germany", companyType: "manufacturer", productsServices, exclusions: [] },
    siteEvidence({ "/": text }, "Muster", "muster.example"),
  ).criteria.find((c) => c.criterion === "products")?.met;

const MET: [string, string, string][] = [
  ["es", "canned fish", "Vendemos sardinas en aceite y atún en conserva de Galicia."],
  ["pt", "canned fish", "Produzimos sardinhas em azeite em Matosinhos desde 1920."],
  ["it", "canned fish", "Le nostre acciughe sott'olio sono pescate nel Mar Ligure."],
  ["de", "woodworking machinery", "Wir bauen Plattenaufteilsägen für das Tischlerhandwerk."],
  ["fr", "woodworking machinery", "Nous fabriquons des plaqueuses de chants pour menuisiers."],
  ["it", "woodworking machinery", "Produciamo bordatrici e sezionatrici per mobilifici."],
  ["de", "CNC machined components", "Wir fertigen Drehteile und Frästeile nach Zeichnung."],
  ["sv", "CNC machined components", "Vi tillverkar svarvade detaljer i rostfritt stål."],
  ["en", "CNC machined components", "We supply precision turned parts to the rail industry."],
  ["fr", "laboratory equipment", "Distributeur de verrerie de laboratoire en Bretagne."],
  ["de", "laboratory equipment", "Großhändler für Laborbedarf und Laborglas in Mainz."],
  ["nl", "laboratory equipment", "Groothandel in laboratoriumbenodigdheden voor scholen."],
];

const NOT_MET: [string, string, string][] = [
  ["es", "canned fish", "Vendemos aceite de oliva virgen extra de Jaén."],
  ["it", "woodworking machinery", "Vendiamo legno di castagno per falegnamerie."],
  ["de", "laboratory equipment", "Wir sind ein Dentallabor in Kassel."],
];

describe("products of a trade the glossary knows", () => {
  for (const [lang, products, text] of MET) {
    test(`${lang}: "${text.slice(0, 44)}" offers ${products}`, () => {
      expect(productsMet(products, text)).toBe(true);
    });
  }
  for (const [lang, products, text] of NOT_MET) {
    test(`${lang}: "${text.slice(0, 44)}" offers no ${products}`, () => {
      expect(productsMet(products, text)).toBe(false);
    });
  }
});
