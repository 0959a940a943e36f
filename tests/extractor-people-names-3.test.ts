import { describe, expect, test } from "bun:test";
import { isBroadGivenName, isGivenName } from "../src/research/extractor/given-names.ts";
import { createExtractor } from "../src/research/extractor/index.ts";
import { readName } from "../src/research/extractor/names.ts";
import { polishNominative } from "../src/research/extractor/polish-names.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * Names as pages print them (issue 27, point 1): whole names in capitals, with their particles,
 * accents and Gaelic prefixes; salutations written out or abbreviated kept out of the name; a
 * capitalized particle that opens a text making it a family name alone; compound Iberian names
 * with their particles; given names of the communities settled in the nine countries; Polish
 * names in an oblique case shown as printed. Every company and person here is invented.
 */

function people(body: string, countryCode: string, path = "team") {
  const url = `https://www.example.com/${path}`;
  return createExtractor()
    .extract([pageWithBody(url, body)], { countryCode })
    .people.map((p) => [p.name.value, p.title.value]);
}

const card = (name: string, title: string) =>
  `<div class="member"><h3>${name}</h3><p>${title}</p></div>`;
const grid = (...cards: string[]) => `<section class="team">${cards.join("")}</section>`;

const PAIRED = { paired: true };
const VOUCHED = { paired: true, cue: true };

describe("whole names in capitals, read as they would be written in mixed case", () => {
  test.each([
    ["de", "HELENE VON DER AUE"],
    ["es", "MARTA GÓMEZ DE LA VEGA"],
    ["fr", "ÉLISE DUBOIS-LAMBERT"],
    ["nl", "SOFIE VAN DEN BROECK"],
    ["it", "GIULIA DE ANGELIS"],
    ["pl", "KAROLINA WÓJCIK-NOWAK"],
    ["en", "ORLA McCAFFERTY"],
    ["en", "DECLAN O'ROURKE"],
  ])("%s: %s beside a title, as printed", (_language, name) => {
    expect(readName(name, PAIRED)?.name).toBe(name);
    // Alone, with no title beside it, a line in capitals is a heading.
    expect(readName(name)).toBeUndefined();
  });

  test.each([
    ["de", "UNSER TEAM"],
    ["de", "KONTAKT"],
    ["fr", "ÉQUIPE COMMERCIALE"],
    ["es", "NUESTRO EQUIPO"],
    ["nl", "ONZE MEDEWERKERS"],
    ["it", "SERVIZIO CLIENTI"],
    ["it", "DIREZIONE GENERALE"],
    ["en", "GIFT CERTIFICATE"],
  ])("%s: the heading %s is never a name, even where a layout vouches", (_language, text) => {
    expect(readName(text, VOUCHED)).toBeUndefined();
  });

  test.each([
    ["fr", "Camille MARCHAND"],
    ["fr", "Jean-Luc RENAUD"],
    ["de", "Sabine KRAUSE"],
    ["it", "Matteo GRASSI"],
  ])("%s: a family name in capitals after a given name: %s", (_language, name) => {
    expect(readName(name)?.name).toBe(name);
  });

  test("a credential in capitals after a name in capitals stays out of it (en)", () => {
    expect(readName("GRACE ABERNETHY FRICS", PAIRED)).toEqual({
      name: "GRACE ABERNETHY",
      honorific: "FRICS",
    });
  });

  test("a given name of the broad lists opens a name in capitals over a title (en, nl, it, de)", () => {
    expect(readName("PRIYA HALLORAN", PAIRED)?.name).toBe("PRIYA HALLORAN");
    expect(readName("CHIDI EZEONWU", PAIRED)?.name).toBe("CHIDI EZEONWU");
    expect(readName("DRAGANA VUKSAN", PAIRED)?.name).toBe("DRAGANA VUKSAN");
    expect(readName("DERYA KOÇAK", PAIRED)?.name).toBe("DERYA KOÇAK");
    // A product over its tagline: the words after the given name are words of the language.
    expect(readName("MEADOW GARDEN FURNITURE", PAIRED)).toBeUndefined();
  });

  test("team cards with names in capitals (en, es, de, nl)", () => {
    const en = people(
      grid(
        card("PRIYA HALLORAN MRICS", "Partner – Building Surveying"),
        card("ORLA McCAFFERTY", "Office Manager"),
      ),
      "GB",
    );
    expect(en).toContainEqual(["PRIYA HALLORAN", "Partner – Building Surveying"]);
    expect(en).toContainEqual(["ORLA McCAFFERTY", "Office Manager"]);
    expect(en.some(([name]) => name === "Building Surveying")).toBe(false);
    const es = people(grid(card("MARTA GÓMEZ DE LA VEGA", "Directora Financiera")), "ES");
    expect(es).toEqual([["MARTA GÓMEZ DE LA VEGA", "Directora Financiera"]]);
    const de = people(
      grid(card("PROF. DR.-ING. HELENE VON DER AUE", "Vorstand Technik")),
      "DE",
      "vorstand",
    );
    expect(de).toEqual([["HELENE VON DER AUE", "Vorstand Technik"]]);
    const nl = people(grid(card("SOFIE VAN DEN BROECK", "Zaakvoerder")), "BE");
    expect(nl).toEqual([["SOFIE VAN DEN BROECK", "Zaakvoerder"]]);
  });
});

describe("salutations and degrees kept out of the name", () => {
  test.each([
    ["es", "Don Aurelio Paredes", "Aurelio Paredes", "Don"],
    ["es", "Doña Remedios Vidal", "Remedios Vidal", "Doña"],
    ["es", "Señora Inés Carrasco", "Inés Carrasco", "Señora"],
    ["it", "Signora Paola Riva", "Paola Riva", "Signora"],
    ["nl", "Mevrouw Sanne de Wit", "Sanne de Wit", "Mevrouw"],
    ["nl", "Dhr. Bram Kuiper", "Bram Kuiper", "Dhr."],
    ["sv", "Fru Karin Lund", "Karin Lund", "Fru"],
    ["sv", "Hr. Lars Berg", "Lars Berg", "Hr."],
    ["de", "Herr Jonas Keller", "Jonas Keller", "Herr"],
    ["de", "Dr.-Ing. Felix Brandt", "Felix Brandt", "Dr.-Ing."],
    ["fr", "Mme Claire Roux", "Claire Roux", "Mme"],
    ["fr", "M. Hugo Perrin", "Hugo Perrin", "M."],
    ["pl", "Pani Ewa Sikora", "Ewa Sikora", "Pani"],
    ["es", "C.P. Andrés Molina", "Andrés Molina", "C.P."],
    ["es", "L.A.E. Pilar Soto", "Pilar Soto", "L.A.E."],
  ])("%s: %s", (_language, text, name, honorific) => {
    expect(readName(text)).toEqual({ name, honorific });
  });

  test("a salutation that is a given name too stays one before a family name (en, pt)", () => {
    expect(readName("Don Whitaker", PAIRED)?.name).toBe("Don Whitaker");
    expect(readName("Dona Hartigan", VOUCHED)?.name).toBe("Dona Hartigan");
  });

  test("initials before a family name are the name's own (en, nl)", () => {
    expect(readName("J.R. Whitfield", PAIRED)?.name).toBe("J.R. Whitfield");
    expect(readName("A.J. Thomas", PAIRED)?.name).toBe("A.J. Thomas");
    expect(readName("H.J. Mulder", PAIRED)?.name).toBe("H.J. Mulder");
  });

  test("a salutation in a sentence is left out of the person (es, it)", () => {
    const es = people(
      "<p>Don Aurelio Paredes, presidente del consejo, fundó la empresa en 1978.</p>",
      "ES",
      "historia",
    );
    expect(es.map(([name]) => name)).toContain("Aurelio Paredes");
    expect(es.some(([name]) => name?.startsWith("Don "))).toBe(false);
  });
});

describe("a capitalized particle that opens a text makes it a family name alone", () => {
  test.each([
    ["nl", "Van Acker"],
    ["nl", "De Smet-Verhulst"],
    ["it", "Di Stefano"],
    ["es", "De la Cruz"],
    ["fr", "Le Goff"],
    ["de", "Von Berg"],
    ["nl", "De Kroon"],
  ])("%s: %s is no whole name", (_language, text) => {
    expect(readName(text, VOUCHED)).toBeUndefined();
  });

  test.each([
    ["nl", "Luc De Smet"],
    ["it", "Marco Di Stefano"],
    ["es", "Sofía De la Cruz"],
    ["de", "Anna Von Berg"],
  ])("%s: with its given name, %s is one", (_language, name) => {
    expect(readName(name)?.name).toBe(name);
  });

  test("a news item names the person whole, never the family name alone (nl)", () => {
    const found = people(
      "<h1>Nieuwe CEO voor Bouwbedrijf De Wilde-Claes</h1><p>Sander Van Hecke wordt nieuwe CEO van Bouwbedrijf De Wilde-Claes.</p>",
      "BE",
      "nieuws",
    );
    expect(found.some(([name]) => name === "De Wilde-Claes" || name === "Van Hecke")).toBe(false);
  });
});

describe("compound names with their particles", () => {
  test.each([
    ["es", "María del Pilar Ortega de los Ríos"],
    ["es", "Ana María Sánchez de la Peña"],
    ["pt", "Luís Filipe dos Santos da Costa"],
    ["pt", "Rita dos Anjos Pereira"],
    ["pt", "Maria das Neves"],
    ["fr", "Claire des Roches"],
    ["nl", "Anne-Marie van der Heijden"],
  ])("%s: %s", (_language, name) => {
    expect(readName(name)?.name).toBe(name);
  });

  test.each([
    ["de", "Petra Yıldız das Büro"],
    ["de", "Jonas Keller das Team"],
    ["pt", "Paulo Moreira dos Vinho"],
    ["fr", "Hugo Perrin des Chantier"],
  ])("%s: a plural particle before a singular is the sentence's article: %s", (_l, text) => {
    expect(readName(text, { broad: true })).toBeUndefined();
  });

  test("a sentence with an article after the name reads the name alone (de)", () => {
    const found = people(
      "<p>Seit 2015 führt Petra Yıldız das Büro als Inhaberin, unterstützt von zwei Kolleginnen.</p>",
      "DE",
      "ueber-uns",
    );
    expect(found.some(([name]) => name?.includes("Büro"))).toBe(false);
  });
});

describe("phrases of common words are no names", () => {
  test.each([
    ["en", "Commercial Valuation"],
    ["es", "Nuevos Proyectos"],
    ["it", "Servizio Clienti"],
    ["de", "Neue Märkte"],
    ["nl", "Nieuwe Projecten"],
    ["pl", "Obsługa Klienta"],
  ])("%s: %s, even where a layout vouches", (_language, text) => {
    expect(readName(text, VOUCHED)).toBeUndefined();
  });

  test("given names that are words too still make names (en, nl)", () => {
    expect(readName("Rose Baker", VOUCHED)?.name).toBe("Rose Baker");
    expect(readName("Grace Hope", VOUCHED)?.name).toBe("Grace Hope");
    expect(readName("Kees Bakker", VOUCHED)?.name).toBe("Kees Bakker");
  });
});

describe("given names of the communities settled in the nine countries", () => {
  test.each([
    ["fi (in sv)", "Aino"],
    ["fi (in sv)", "Jukka"],
    ["fi (in sv)", "Tuula"],
    ["tr (in de)", "Derya"],
    ["sr (in it)", "Dragana"],
    ["hi (in en)", "Priya"],
  ])("%s: %s", (_community, word) => {
    expect(isBroadGivenName(word)).toBe(true);
  });

  test("a community's given name that is a word of our languages counts for nothing", () => {
    for (const word of ["Server", "Kalender", "Valid", "Naval", "Karta"]) {
      expect(isBroadGivenName(word)).toBe(false);
    }
  });

  test("they are a second tier: beside a sentence's title, not alone (sv, de, it, en)", () => {
    expect(isGivenName("Aino")).toBe(false);
    expect(readName("Aino Lahtinen", { broad: true })?.name).toBe("Aino Lahtinen");
    expect(readName("Derya Kılıç", { broad: true })?.name).toBe("Derya Kılıç");
    expect(readName("Dragana Vuksan", { broad: true })?.name).toBe("Dragana Vuksan");
    expect(readName("Priya Halloran", { broad: true })?.name).toBe("Priya Halloran");
    expect(readName("Aino Lahtinen")).toBeUndefined();
  });
});

describe("Polish names in an oblique case stay as printed", () => {
  test("a known given name and a known family name are in the nominative", () => {
    expect(polishNominative("Anna", "Dąbek-Sowa")).toBeUndefined();
    expect(readName("Anna Dąbek-Sowa")?.name).toBe("Anna Dąbek-Sowa");
    expect(polishNominative("Ewa", "Nowak")).toBeUndefined();
  });

  test("a nasal ending is a case, though the folded word spells a name", () => {
    expect(polishNominative("Ewę", "Zielińską")).toEqual(["Ewa", "Zielińska"]);
  });

  test("a person printed only in a case is shown as printed", () => {
    const found = people(
      "<p>Rada Nadzorcza powołała Halinę Borowską na stanowisko prezesa zarządu.</p>",
      "PL",
      "aktualnosci",
    );
    expect(found.map(([name]) => name)).toEqual(["Halinę Borowską"]);
  });

  test("a person printed in the nominative too keeps the nominative", () => {
    const found = people(
      "<h1>Marek Zawadzki prezesem Drukarni Wisła</h1><p>Rada Nadzorcza powołała Marka Zawadzkiego na stanowisko prezesa zarządu.</p>",
      "PL",
      "aktualnosci",
    );
    expect(found.map(([name]) => name)).toEqual(["Marek Zawadzki"]);
  });
});

describe("two family names and no given name are no whole name", () => {
  test.each([
    ["es", "Ibarra Quiroga"],
    ["es", "Salazar Montoya"],
    ["pt", "Antunes Moreira"],
    ["pt", "Barros Teixeira"],
    ["it", "Esposito Ricci"],
    ["pl", "Kowalczyk Nowak"],
  ])("%s: %s, even beside a sentence's title", (_language, text) => {
    expect(readName(text, { broad: true })).toBeUndefined();
  });

  test("a given name no list holds still opens a name before a known family name (nl, pt, en)", () => {
    expect(readName("Henk Groen", { broad: true })?.name).toBe("Henk Groen");
    expect(readName("Conceição Ferreira", { broad: true })?.name).toBe("Conceição Ferreira");
    expect(readName("Kwame Asante", { broad: true })?.name).toBe("Kwame Asante");
  });

  test("a later reference by both family names adds no person (es)", () => {
    const found = people(
      "<p>Conservas del Cantábrico nombra a Lucía Ibarra Quiroga como directora general.</p><p>Ibarra Quiroga se incorporó en 2009 como jefa de planta en Santoña.</p>",
      "ES",
      "noticias",
    );
    expect(found.some(([name]) => name === "Ibarra Quiroga")).toBe(false);
  });
});
