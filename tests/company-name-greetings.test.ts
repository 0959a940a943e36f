import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { GREETINGS, withoutGreeting } from "../src/research/knowledge/greetings.ts";
import { fetchedPage } from "./helpers/pages";

/*
 * A company's name is what it is called, not how its home page greets a visitor: "Witamy w Mazur
 * Meble sp. z o.o." reached the exports as a company name. Each language's greeting is cut from
 * the heading, the title or the legal line a name is read from.
 */

const extractor = createExtractor();

function nameOf(html: string, url = "https://www.firma.example/"): string | undefined {
  const facts = extractor.extract([fetchedPage(url, `<html>${html}</html>`)], {});
  return facts.companyName?.value;
}

const h1 = (text: string) => nameOf(`<body><h1>${text}</h1><p>Lorem.</p></body>`);

describe("company names never keep a greeting", () => {
  const cases: [string, string, string][] = [
    ["en", "Welcome to Harbour Freight Ltd", "Harbour Freight Ltd"],
    ["de", "Herzlich willkommen bei der Bergmann Werkzeugbau GmbH", "Bergmann Werkzeugbau GmbH"],
    ["de", "Willkommen bei Schreinerei Holzer!", "Schreinerei Holzer"],
    ["fr", "Bienvenue chez Dubois Nettoyage SARL", "Dubois Nettoyage SARL"],
    ["it", "Benvenuti in Marino & Mancini S.n.c.", "Marino & Mancini S.n.c."],
    ["es", "Bienvenidos a Limpiezas Ortega S.L.", "Limpiezas Ortega S.L."],
    ["nl", "Welkom bij Van Dijk Installatietechniek B.V.", "Van Dijk Installatietechniek B.V."],
    ["pl", "Witamy w Mazur Meble sp. z o.o.", "Mazur Meble sp. z o.o."],
    ["sv", "Välkommen till Lindqvist Städ AB", "Lindqvist Städ AB"],
    ["pt", "Bem-vindo à Ferreira Embalagens Lda.", "Ferreira Embalagens Lda."],
  ];
  for (const [lang, heading, name] of cases) {
    test(`${lang}: "${heading}"`, () => {
      expect(withoutGreeting(heading)).toBe(name);
      expect(h1(heading)).toBe(name);
    });
  }

  test("every language of the product has its greeting", () => {
    expect(Object.keys(GREETINGS).sort()).toEqual(
      ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "sv"].sort(),
    );
  });

  test("a greeting in the page title is cut too", () => {
    const name = nameOf(
      "<head><title>Benvenuti da Pasticceria Rossi | Home</title></head><body><p>Dolci.</p></body>",
      "https://www.pasticceria-rossi.example/",
    );
    expect(name).toBe("Pasticceria Rossi");
  });

  test("a name that merely contains a greeting word keeps it", () => {
    expect(withoutGreeting("Welcome Home Interiors Ltd")).toBe("Welcome Home Interiors Ltd");
    expect(h1("Welkomst Catering BV")).toBe("Welkomst Catering BV");
  });

  test("a heading that is only a greeting is no name", () => {
    expect(h1("Herzlich willkommen!")).toBeUndefined();
  });

  test("the logo's alt text names the company when nothing better does", () => {
    const name = nameOf(
      '<body><img class="site-logo" src="/img/logo.png" alt="Nordlicht Reinigung logo"><p>Wir reinigen Büros.</p></body>',
    );
    expect(name).toBe("Nordlicht Reinigung");
  });
});
