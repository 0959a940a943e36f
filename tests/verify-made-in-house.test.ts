import { describe, expect, test } from "bun:test";
import { manufacturerTypeMet } from "./helpers/type-met";

/*
 * Making said of the premises or of the company as agent ("tout est fabriqué ici", "door ons
 * gemaakt", "made in-house") claims making though no "we" stands before a verb; "made in Italy",
 * someone else's making and a denial do not.
 */

const typeMet = manufacturerTypeMet;

const MADE_HERE: [string, string][] = [
  ["fr", "Torréfacteur, mélangeur, tempéreuse : tout est fabriqué ici, en petites séries."],
  ["fr", "Nos tablettes sont fabriquées par nos soins à Liège."],
  ["de", "Jede Tafel wird hier in Wattwil von Hand hergestellt."],
  ["nl", "Al onze bonbons worden door ons gemaakt in Gent."],
  ["it", "Ogni tavoletta è prodotta da noi a Modica."],
  ["es", "Cada tableta es fabricada aquí, en Rosario."],
  ["en", "Every bar is made in-house from bean to bar."],
  ["pl", "Wszystkie pralinki są wytwarzane przez nas w Toruniu."],
  ["pt", "Os nossos chocolates são feitos por nós em Braga."],
  ["sv", "Alla praliner tillverkas av oss i Malmö."],
];

const NOT_MADE_HERE: [string, string][] = [
  ["fr", "Ici, rien n'est fabriqué : nous revendons des chocolats belges."],
  ["en", "Nothing is made here: we resell chocolate from Swiss makers."],
  ["de", "Hier wird nicht produziert, wir handeln mit Schokolade."],
  ["it", "Cioccolato prodotto in Svizzera e venduto da noi."],
  ["en", "Chocolate made in Belgium, delivered to your door."],
  ["nl", "Hier vindt u chocolade van de beste makers."],
  ["pt", "Os nossos chocolates não são feitos por nós."],
];

describe("making said of the premises or with the company as agent", () => {
  for (const [lang, text] of MADE_HERE) {
    test(`${lang}: "${text.slice(0, 48)}" claims making`, () => {
      expect(typeMet(text)).toBe(true);
    });
  }
  for (const [lang, text] of NOT_MADE_HERE) {
    test(`${lang}: "${text.slice(0, 48)}" claims no making`, () => {
      expect(typeMet(text)).toBe(false);
    });
  }
});
