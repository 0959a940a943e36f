import { describe, expect, test } from "bun:test";
import { discoverPageLinks } from "../src/research/extractor/links.ts";
import { fetchedPage } from "./helpers/pages";

/*
 * "Our people" in each language names the page that lists a firm's staff, as "Our people" does
 * in English: "Le persone di …", "Onze mensen", "Unsere Menschen", "As nossas pessoas".
 */

const kindOf = (path: string, text: string) =>
  discoverPageLinks(
    fetchedPage("https://www.firma.example/", `<main><p><a href="${path}">${text}</a></p></main>`),
  ).find((link) => link.url.endsWith(path))?.kind;

const PEOPLE_PAGES: [string, string, string][] = [
  ["de", "/ueber-uns/menschen", "Unsere Menschen"],
  ["fr", "/collaborateurs", "Nos collaborateurs"],
  ["it", "/azienda/persone.html", "Le persone di Gualdi →"],
  ["es", "/empresa/personas", "Nuestro equipo humano"],
  ["nl", "/over-ons/mensen", "Onze mensen"],
  ["pl", "/o-firmie/ludzie", "Nasi ludzie"],
  ["sv", "/om-oss/personal", "Vår personal"],
  ["pt", "/empresa/pessoas", "As nossas pessoas"],
  ["pt-BR", "/equipe", "Equipe"],
];

describe("'our people' pages in nine languages", () => {
  for (const [lang, path, text] of PEOPLE_PAGES) {
    test(`${lang}: "${text}" is read as a team page`, () => {
      expect(kindOf(path, text)).toBe("team");
    });
  }

  test("a privacy link's 'personal data' is no people page", () => {
    expect(kindOf("/privacy", "Personal data")).not.toBe("team");
    expect(kindOf("/personal-data.html", "Personal information")).not.toBe("team");
    expect(kindOf("/personalvermittlung", "Personalvermittlung")).not.toBe("team");
  });

  test("a page named 'organisatie' / 'Organisation' alone is the people page (nl, de)", () => {
    expect(kindOf("/over-ons/organisatie.html", "Bekijk onze organisatie")).toBe("team");
    expect(kindOf("/unternehmen/organisation", "Organisation")).toBe("team");
    expect(kindOf("/organisationsentwicklung", "Organisationsentwicklung")).not.toBe("team");
  });

  test("'Personal' alone, as a menu item or a page name, is the staff page (sv, de)", () => {
    expect(kindOf("/personal.html", "Personal")).toBe("team");
    expect(kindOf("/unternehmen/personal", "Personal")).toBe("team");
  });
});

describe("careers pages as Latin America and Portugal name them", () => {
  test.each([
    ["es-MX", "/bolsa-de-trabajo.html", "Bolsa de trabajo"],
    ["es", "/vacantes", "Vacantes"],
    ["pt", "/trabalhe-connosco", "Trabalhe connosco"],
  ])("%s: %s", (_language, path, text) => {
    expect(kindOf(path, text)).toBe("careers");
  });
});

describe("press pages in every language are news pages", () => {
  test.each([
    ["es", "/prensa.html", "Prensa"],
    ["fr", "/presse", "Presse"],
    ["it", "/stampa", "Stampa"],
    ["nl", "/pers", "Pers"],
    ["sv", "/press", "Press"],
  ])("%s: %s", (_language, path, text) => {
    expect(kindOf(path, text)).toBe("news");
  });
});

describe("what the site calls the page wins a tie with its section and link text", () => {
  test("it: '/chi-siamo/direzione.html' behind 'chi guida l'azienda' is the management page", () => {
    expect(kindOf("/chi-siamo/direzione.html", "chi guida l’azienda")).toBe("team");
  });
  test("a phrase and the word inside it are one mention ('l'azienda')", () => {
    expect(kindOf("/azienda.html", "L'azienda")).toBe("about");
  });
});
