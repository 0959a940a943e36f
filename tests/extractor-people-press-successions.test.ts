import { describe, expect, test } from "bun:test";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { isMonthName } from "../src/research/knowledge/months.ts";

/*
 * Press releases about appointments and successions, as small companies print them in every
 * language we read: the role named before its verb and the person after it, the successor and the
 * predecessor in one sentence, a headline's bare participle, an effective date between verb and
 * title. Each pattern has its near misses: the predecessor never takes the successor's role, a
 * past succession is history, a month after a day number is no given name.
 */

const pairs = (text: string) => sentencePeople(text).map((p) => [p.name, p.title]);

describe("the role first, then the verb of taking it on, then the person", () => {
  test.each([
    [
      "pl",
      "Funkcję dyrektora handlowego obejmie Anna Nowak.",
      "Anna Nowak",
      "dyrektora handlowego",
    ],
    [
      "pl",
      "Stanowisko prezesa zarządu objął Piotr Zieliński.",
      "Piotr Zieliński",
      "prezesa zarządu",
    ],
    [
      "pl",
      "Stanowisko dyrektora finansowego objęła z dniem 1 marca Katarzyna Lis.",
      "Katarzyna Lis",
      "dyrektora finansowego",
    ],
    [
      "de",
      "Die Leitung des Einkaufs übernimmt zum 1. Juli Thomas Berger.",
      "Thomas Berger",
      "Leitung des Einkaufs",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(pairs(text)).toEqual([[name, title]]);
  });

  test.each([
    ["pl", "Funkcję obejmie Anna Nowak."],
    ["de", "Das Projekt übernimmt Thomas Berger."],
    ["de", "Die Kosten übernimmt zum 1. Juli Thomas Berger."],
  ])("no role before the verb names none (%s): %s", (_lang, text) => {
    expect(pairs(text)).toEqual([]);
  });

  test("the verb is never part of a title read backwards from a name (pl, de)", () => {
    for (const [, title] of [
      ...pairs("Funkcję dyrektora handlowego obejmie Anna Nowak."),
      ...pairs("Den Vertrieb übernimmt Anna Weber."),
    ]) {
      expect(title).not.toMatch(/obejmie|übernimmt/);
    }
  });
});

describe("a month after a day number is the date's, never a given name", () => {
  test.each([
    ["de", "Thomas Berger übernimmt zum 1. Juli die Leitung des Einkaufs."],
    ["de", "Die Leitung des Einkaufs übernimmt zum 1. Juli Thomas Berger."],
    ["fr", "Depuis le 1er Mars Claire Petit est directrice commerciale."],
  ])("%s: %s", (_lang, text) => {
    for (const [name] of pairs(text)) expect(name).not.toMatch(/^(Juli|Mars)\b/);
  });

  test("ICU's month names in nine languages, standalone and in a date", () => {
    for (const month of ["Juli", "März", "juillet", "luglio", "julio", "juli", "lipca", "lipiec"]) {
      expect(isMonthName(month)).toBe(true);
    }
    for (const month of ["Mars", "maj", "mei", "julho", "Sept."])
      expect(isMonthName(month)).toBe(true);
    for (const name of ["Maria", "Ebba", "Per", "Augusta", "Thomas"]) {
      expect(isMonthName(name)).toBe(false);
    }
  });
});

describe("a verb of succeeding: the role is the successor's", () => {
  test.each([
    [
      "fr",
      "Marie Dubois succède à Paul Girard au poste de directrice générale.",
      "Marie Dubois",
      "directrice générale",
    ],
    [
      "fr",
      "Marie Dubois succède à Paul Girard, qui part à la retraite, au poste de directrice générale.",
      "Marie Dubois",
      "directrice générale",
    ],
    [
      "de",
      "Anna Weber folgt auf Klaus Brandt als Geschäftsführerin.",
      "Anna Weber",
      "Geschäftsführerin",
    ],
    ["en", "Jane Doe succeeds John Smith as Managing Director.", "Jane Doe", "Managing Director"],
    [
      "it",
      "Giulia Neri subentra a Paolo Conti come direttrice commerciale.",
      "Giulia Neri",
      "direttrice commerciale",
    ],
    [
      "es",
      "Lucía Ortega sucede a Javier Ruiz como directora de compras.",
      "Lucía Ortega",
      "directora de compras",
    ],
    ["sv", "Eva Berg efterträder Lars Holm som inköpschef.", "Eva Berg", "inköpschef"],
    [
      "pl",
      "Anna Kowalska zastąpi Jana Nowaka na stanowisku dyrektora finansowego.",
      "Anna Kowalska",
      "dyrektora finansowego",
    ],
    [
      "nl",
      "Sanne de Boer volgt Piet Jansen op als financieel directeur.",
      "Sanne de Boer",
      "financieel directeur",
    ],
    [
      "pt",
      "Ana Lima substitui João Costa como diretora comercial.",
      "Ana Lima",
      "diretora comercial",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    // Only the successor: the predecessor named after the verb takes no title from the sentence.
    expect(pairs(text)).toEqual([[name, title]]);
  });

  test("a past succession is history a later change may have undone (en)", () => {
    expect(pairs("Tom Baker replaced Anna Weber as CEO.")).toEqual([]);
  });

  test("a predecessor's own relative clause still gives their own title (fr, nl)", () => {
    expect(
      pairs("Elle succède à Paul Girard, qui conserve ses fonctions de président du conseil."),
    ).toEqual([["Paul Girard", "président"]]);
    expect(pairs("Hij volgt Eva Smit op, die als bestuurder in de raad blijft.")).toEqual([
      ["Eva Smit", "bestuurder"],
    ]);
  });

  test("a succession with no role word names none (en, de)", () => {
    expect(pairs("Jane Doe succeeds John Smith, who joined as an apprentice in 1980.")).toEqual([]);
    expect(pairs("Anna Weber folgt auf Klaus Brandt.")).toEqual([]);
  });
});

describe("a headline's participle and an effective date between verb and title", () => {
  test.each([
    ["en", "Mark Turner appointed new Sales Director", "Mark Turner", "Sales Director"],
    ["fr", "Claire Petit nommée directrice commerciale", "Claire Petit", "directrice commerciale"],
    ["it", "Giulia Neri nominata direttrice commerciale", "Giulia Neri", "direttrice commerciale"],
    ["es", "Lucía Ortega nombrada directora de compras", "Lucía Ortega", "directora de compras"],
    ["pt", "Ana Lima nomeada diretora comercial", "Ana Lima", "diretora comercial"],
    [
      "sv",
      "Per Ekström utsågs den 1 mars till ny inköpschef på Nordträ AB.",
      "Per Ekström",
      "inköpschef",
    ],
    [
      "nl",
      "Jan de Vries is per 1 mei benoemd tot commercieel directeur.",
      "Jan de Vries",
      "commercieel directeur",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(pairs(text)).toEqual([[name, title]]);
  });

  test.each([
    ["fr", "Claire Petit, nommée en 2019, dirige nos ventes avec passion."],
    ["it", "Giulia Neri, eletta nel 2020 nel consiglio comunale."],
    ["en", "Mark Turner appointed the new agency last spring."],
  ])("a participle with no title after it names none (%s): %s", (_lang, text) => {
    expect(pairs(text).filter(([, title]) => /nommée|eletta|appointed/.test(title ?? ""))).toEqual(
      [],
    );
  });
});

describe("the verb of taking an office before the name, the office after it", () => {
  test.each([
    ["de", "1998 übernahm Thomas Huber die Geschäftsführung.", "Thomas Huber", "Geschäftsführung"],
    [
      "de",
      "1998 übernahm sein Sohn Thomas Huber die Geschäftsführung.",
      "Thomas Huber",
      "Geschäftsführung",
    ],
    [
      "de",
      "Zum 1. Juli übernimmt Thomas Berger die Leitung des Einkaufs.",
      "Thomas Berger",
      "Leitung des Einkaufs",
    ],
    [
      "fr",
      "En 2005, reprend sa fille Claire Martin la direction commerciale.",
      "Claire Martin",
      "direction commerciale",
    ],
    ["pt", "Em 2010 assumiu Ana Lima a direção comercial.", "Ana Lima", "direção comercial"],
    ["pl", "Od marca funkcję prezesa pełni Anna Nowak.", "Anna Nowak", "prezesa"],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(pairs(text)).toEqual([[name, title]]);
  });

  test.each([
    ["de", "Im Mai übernahm Thomas Huber die Kosten."],
    ["de", "1998 übernahm sein Sohn Thomas Huber die Kosten."],
    ["fr", "En 2005, reprend Claire Martin ses études."],
  ])("what is taken is no office (%s): %s", (_lang, text) => {
    expect(pairs(text)).toEqual([]);
  });
});

describe("an ampersand inside a title before the name", () => {
  test("joins the title's words (en, pt)", () => {
    expect(pairs("Our Founder & CEO, Jane Doe, opened the shop in 1999.")).toEqual([
      ["Jane Doe", "Founder & CEO"],
    ]);
    expect(pairs("Fish & Chips Jane Doe opened.")).toEqual([]);
  });
});
