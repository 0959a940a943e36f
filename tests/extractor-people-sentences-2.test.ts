import { describe, expect, test } from "bun:test";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";

/*
 * More sentence forms that pair a name with its title: relative clauses, "zum neuen … ernannt",
 * the appointment of someone as, an inverted Dutch appointment, a verb of running before the
 * name, and a title before a name that starts at its job word.
 */

const read = (text: string) => sentencePeople(text).map((p) => [p.name, p.title]);

describe("a relative clause gives the title", () => {
  test.each([
    [
      "en",
      "The firm was set up in 1998 by Thomas Reed, who is still our managing director.",
      "Thomas Reed",
      "managing director",
    ],
    ["sv", "Bolaget drivs sedan 2010 av Johan Berg, som är vd.", "Johan Berg", "vd"],
    [
      "fr",
      "Elle remplace Claire Petit, qui conserve ses fonctions de présidente du directoire.",
      "Claire Petit",
      "présidente du directoire",
    ],
    [
      "it",
      "Subentra a Marco Ferri, che resta amministratore delegato.",
      "Marco Ferri",
      "amministratore delegato",
    ],
    [
      "es",
      "Sustituye a Lucía Gómez, que sigue siendo directora comercial.",
      "Lucía Gómez",
      "directora comercial",
    ],
    [
      "de",
      "Gegründet wurde die Firma von Anna Weber, die noch heute Geschäftsführerin ist.",
      undefined,
      undefined,
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    const found = read(text);
    if (name) expect(found).toContainEqual([name, title ?? ""]);
  });

  test("a negated relative clause reads no title", () => {
    expect(read("Wir danken Thomas Becker, der nicht mehr Geschäftsführer ist.")).toEqual([]);
    expect(read("We thank Thomas Reed, who is no longer our CEO.")).toEqual([]);
  });
});

describe("appointments in more shapes", () => {
  test.each([
    [
      "de",
      "Die Muster GmbH hat Dr. Thomas Becker zum neuen Einkaufsleiter ernannt.",
      "Thomas Becker",
      "Einkaufsleiter",
    ],
    [
      "de",
      "Der Aufsichtsrat hat Sabine Krüger zur Geschäftsführerin bestellt.",
      "Sabine Krüger",
      "Geschäftsführerin",
    ],
    [
      "en",
      "The board confirmed Jane Doe as Chief Financial Officer.",
      "Jane Doe",
      "Chief Financial Officer",
    ],
    [
      "fr",
      "La société annonce la nomination de Claire Petit au poste de directrice des achats.",
      "Claire Petit",
      "directrice des achats",
    ],
    [
      "pt",
      "A empresa anunciou a nomeação de Ana Costa como nova diretora de compras.",
      "Ana Costa",
      "diretora de compras",
    ],
    [
      "nl",
      "Per 1 maart is Sanne Bakker benoemd tot directeur van de groep.",
      "Sanne Bakker",
      "directeur",
    ],
    [
      "de",
      "Seit 2012 führt Thomas Becker die Firma als Geschäftsführer.",
      "Thomas Becker",
      "Geschäftsführer",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(read(text)).toContainEqual([name, title]);
  });

  test("zum … without an appointing participle reads nothing", () => {
    expect(read("Wir gratulieren Thomas Becker zum Geburtstag.")).toEqual([]);
  });
});

describe("a title before the name", () => {
  test("a lower-case title starts at its job word, not at the verb before it", () => {
    expect(read("– Wir sind froh, sagt styrelseordförande Johan Berg.")).toContainEqual([
      "Johan Berg",
      "styrelseordförande",
    ]);
  });

  test.each([
    [
      "es",
      "Nuestro gerente de exportaciones, Facundo Ortiz, visita las ferias.",
      "Facundo Ortiz",
      "gerente de exportaciones",
    ],
    [
      "pt",
      "A nossa diretora de operações, Ana Costa, coordena as filiais.",
      "Ana Costa",
      "diretora de operações",
    ],
    [
      "fr",
      "Notre responsable des achats, Claire Petit, vous répond.",
      "Claire Petit",
      "responsable des achats",
    ],
  ])("%s: a title joined by de/des before the name: %s", (_lang, text, name, title) => {
    expect(read(text)).toContainEqual([name, title]);
  });

  test("a conjunction opens the next clause, never a title", () => {
    const found = read(
      "Die Firma wird von Thomas Becker geleitet, e a diretora de operações, Ana Costa, coordena as filiais.",
    );
    expect(found.some(([, title]) => title?.startsWith("e "))).toBe(false);
  });
});
