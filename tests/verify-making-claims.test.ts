import { describe, expect, test } from "bun:test";
import { verifyByRules } from "../src/research/verify/rules-verifier.ts";
import { siteEvidence } from "./helpers/evidence";

/*
 * Makers say they make by their process ("we machine", "wir spritzen"), in the perfect ("we have
 * manufactured", "abbiamo prodotto", "hemos fabricado", "vi har tillverkat") and by the workshop
 * they are ("a subcontract machine shop"). Others' making, a denial and a bare "machine" are not.
 */

const typeMet = (text: string, name = "Beispiel Ltd") =>
  verifyByRules(
    { country: "Germany", companyType: "manufacturer", productsServices: "parts", exclusions: [] },
    siteEvidence({ "/": text }, name, "beispiel.example"),
  ).criteria.find((c) => c.criterion === "companyType")?.met;

const MAKERS: [string, string][] = [
  ["en", "We machine aluminium housings and brackets for the rail industry."],
  ["en", "At our Leeds plant we mould polypropylene closures for the drinks trade."],
  ["en", "For forty years we have manufactured hydraulic fittings in Bolton."],
  ["en", "Since 2004 the company has been producing stainless fasteners."],
  ["en", "Beispiel is an independent machine shop serving the oil and gas industry."],
  ["de", "Wir spritzen Gehäuse aus PA6 und POM auf 40 Maschinen."],
  ["de", "Am Standort Lüdenscheid spritzen wir Steckverbinder für die Autoindustrie."],
  ["de", "Als Lohnfertiger drehen und fräsen wir Teile nach Zeichnung."],
  ["fr", "Depuis 1990, nous usinons des pièces en titane pour l'aéronautique."],
  ["fr", "En trente ans, nous avons produit plus de 5 000 réservoirs."],
  ["it", "Dal 1975 abbiamo prodotto oltre diecimila stampi per materie plastiche."],
  ["es", "Desde 1962 hemos fabricado válvulas para la industria química."],
  ["pl", "Przez 25 lat wytwarzaliśmy okucia dla branży meblowej w Poznaniu."],
  ["sv", "Sedan 1948 har vi tillverkat gjutna detaljer i Småland."],
  ["pt", "Desde 1980 temos fabricado moldes para a indústria do calçado."],
];

const NOT_MAKERS: [string, string][] = [
  ["en", "Our customers have manufactured their parts abroad for years."],
  ["en", "We service every machine our customers own."],
  ["de", "Wir spritzen nicht selbst: wir handeln mit Spritzgussteilen."],
  ["es", "No hemos fabricado nunca: distribuimos válvulas de terceros."],
  ["sv", "Vi har aldrig tillverkat själva, vi säljer vidare."],
];

describe("making said by process, in the perfect, or by the workshop", () => {
  for (const [lang, text] of MAKERS) {
    test(`${lang}: "${text.slice(0, 48)}" claims making`, () => {
      expect(typeMet(text)).toBe(true);
    });
  }
  for (const [lang, text] of NOT_MAKERS) {
    test(`${lang}: "${text.slice(0, 48)}" claims no making`, () => {
      expect(typeMet(text)).toBe(false);
    });
  }
});
