import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { readName } from "../src/research/extractor/names.ts";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { polishNominative } from "../src/research/extractor/polish-names.ts";
import { primaryTitleFor } from "../src/research/extractor/titles.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * Titles and names as strangers' pages print them: a past apposition followed by the title held
 * now ("wówczas handlowiec, dziś dyrektor eksportu"), abbreviations in capitals that end a title
 * ("kierowniczka HR"), Flemish compounds ("aankoopdirecteur", "verkoopsdirecteur"), double
 * family names after a given name the lists lack, titles of nobility and a Polish instrumental
 * given name. Sentences written for these tests.
 */

const read = (text: string) =>
  sentencePeople(text).map((p) => [p.name, p.title, p.primary ?? primaryTitleFor(p.title) ?? null]);

describe("a past apposition, then the title held now", () => {
  test.each([
    [
      "pl",
      "Pierwsze dostawy do Niemiec organizuje Marek Wdowiak, wówczas handlowiec, dziś dyrektor eksportu.",
      "Marek Wdowiak",
      "dyrektor eksportu",
      "Sales Director",
    ],
    [
      "de",
      "Anna Weber, damals Assistentin, heute Leiterin Einkauf, erinnert sich.",
      "Anna Weber",
      "Leiterin Einkauf",
      "Purchase Director",
    ],
    [
      "en",
      "Tom Lee, then a sales rep, now Sales Director, remembers the first order.",
      "Tom Lee",
      "Sales Director",
      "Sales Director",
    ],
  ])("%s: %s", (_lang, text, name, title, role) => {
    expect(read(text)).toContainEqual([name, title, role]);
  });

  test("a past title alone stays past, with no role (en)", () => {
    expect(read("Tom Lee, former CEO, remembers the first order.")).toEqual([
      ["Tom Lee", "former CEO", null],
    ]);
  });

  test("a Portuguese title with 'da' is no past one (pt)", () => {
    expect(primaryTitleFor("Presidente da Mesa")).toBe(primaryTitleFor("Presidente"));
  });
});

describe("an abbreviation in capitals ends a title, never drops from it", () => {
  test.each([
    [
      "pl",
      "Działem personalnym kieruje Ewelina Rogowska-Kuś, kierowniczka HR.",
      "kierowniczka HR",
      "HR Manager",
    ],
    ["en", "Anna Nowak, head of HR, answers all applications.", "head of HR", "HR Manager"],
    ["de", "Anna Nowak, Leiterin HR, beantwortet Bewerbungen.", "Leiterin HR", "HR Manager"],
  ])("%s: %s", (_lang, text, title, role) => {
    const [person] = read(text);
    expect(person?.slice(1)).toEqual([title, role]);
  });
});

describe("Flemish compounds, double family names and titles of nobility (nl-BE)", () => {
  test("aankoop and verkoops compounds name the purchasing and sales heads", () => {
    expect(primaryTitleFor("aankoopdirecteur")).toBe("Purchase Director");
    expect(primaryTitleFor("verantwoordelijke aankoop")).toBe("Purchase Director");
    expect(primaryTitleFor("verkoopsdirecteur")).toBe("Sales Director");
  });

  test("a double family name makes a person of a given name the lists lack", () => {
    expect(readName("Griet Declercq-Lambrecht", { cue: true, paired: true })?.name).toBe(
      "Griet Declercq-Lambrecht",
    );
    // Two halves that are words or places are no family names.
    expect(readName("Service Rhein-Main", { cue: true, paired: true })).toBeUndefined();
  });

  test("a title of nobility before a given name is no part of the name", () => {
    expect(readName("Baron Philippe de Lichtervelde")).toEqual({
      name: "Philippe de Lichtervelde",
      honorific: "Baron",
    });
    expect(readName("Thomas Graf")?.name).toBe("Thomas Graf");
  });

  test("a board's letter signed by its two officers", () => {
    const people = createExtractor()
      .extract(
        [
          pageWithBody(
            "https://vlas.example/jaarverslag",
            "<ul><li>Philippe de Lichtervelde – voorzitter</li><li>Griet Declercq-Lambrecht – gedelegeerd bestuurder</li><li>Veerle Demeulemeester – aankoopdirecteur</li></ul>",
          ),
        ],
        { countryCode: "BE" },
      )
      .people.map((p) => [p.name.value, p.primaryTitle ?? null]);
    expect(people).toContainEqual(["Griet Declercq-Lambrecht", "CEO"]);
    expect(people).toContainEqual(["Veerle Demeulemeester", "Purchase Director"]);
  });
});

describe("a Polish given name in the instrumental", () => {
  test("'Markiem' is Marek, 'Jackiem' Jacek", () => {
    expect(polishNominative("Markiem", "Wdowiakiem")).toEqual(["Marek", "Wdowiak"]);
    expect(polishNominative("Jackiem", "Nowakiem")).toEqual(["Jacek", "Nowak"]);
  });
});

describe("a card's title narrowed to the places it covers", () => {
  const people = (html: string, countryCode: string) =>
    createExtractor()
      .extract([pageWithBody("https://firm.example/contact", html)], { countryCode })
      .people.map((p) => [p.name.value, p.title.value, p.primaryTitle ?? null]);

  test.each([
    [
      "en",
      "US",
      "<div><p>Kevin O'Rourke</p><p>Regional Sales Manager, Western PA and Ohio</p></div>",
      ["Kevin O'Rourke", "Regional Sales Manager, Western PA and Ohio", "Sales Director"],
    ],
    [
      "fr",
      "FR",
      "<p><strong>Mathieu Garnier</strong><br>Responsable commercial Grand Est et Bourgogne-Franche-Comté<br>Tél. 03 81 55 52 46</p>",
      [
        "Mathieu Garnier",
        "Responsable commercial Grand Est et Bourgogne-Franche-Comté",
        "Sales Director",
      ],
    ],
    [
      "de",
      "DE",
      "<div><p>Jonas Keller</p><p>Verkaufsleiter, Region Süd</p></div>",
      ["Jonas Keller", "Verkaufsleiter, Region Süd", "Sales Director"],
    ],
  ])("%s", (_lang, country, html, person) => {
    expect(people(html, country)).toContainEqual(person);
  });

  test("a name over a line that is no title stays unpaired (en)", () => {
    expect(people("<div><p>Kevin O'Rourke</p><p>Western PA and Ohio</p></div>", "US")).toEqual([]);
  });
});

describe("a date after a name ends it", () => {
  test("'Ende September' is no part of the name (de)", () => {
    expect(
      read(
        "Nach achtzehn Jahren als Finanzchef ist Hansruedi Brunner Ende September in den Ruhestand getreten.",
      ).map(([name]) => name),
    ).toEqual(["Hansruedi Brunner"]);
  });

  test("a month that is a family name stays in it (de)", () => {
    expect(read("Geschäftsführerin ist Marie Mai.").map(([name]) => name)).toEqual(["Marie Mai"]);
  });
});

describe("more of the same shapes", () => {
  test("a name and its title in an element beside it, unspaced parts kept apart (pt)", () => {
    const people = createExtractor()
      .extract(
        [
          pageWithBody(
            "https://calcados.example/quem-somos",
            '<div class="pessoa"><p>Fernanda Ritter Bohn <em>Diretora administrativo-financeira</em></p></div><div class="pessoa"><p>João Pedro Fleck <em>Gerente de compras de couro e componentes</em></p></div>',
          ),
        ],
        { countryCode: "BR" },
      )
      .people.map((p) => [p.name.value, p.primaryTitle ?? null]);
    expect(people).toEqual([
      ["Fernanda Ritter Bohn", "CFO"],
      ["João Pedro Fleck", "Purchase Director"],
    ]);
  });

  test("a past apposition gives way to the title before the name (it)", () => {
    expect(
      read(
        "Gli è subentrata come direttrice amministrativa e finanziaria la dott.ssa Ilaria Mossotti, già responsabile controllo di gestione, che assume anche la funzione di dirigente preposto.",
      ),
    ).toContainEqual(["Ilaria Mossotti", "direttrice amministrativa e finanziaria", "CFO"]);
  });

  test("a date between the copula and the name (de, sv)", () => {
    expect(read("Einkaufsleiter ist seit März Jan Berger.")).toContainEqual([
      "Jan Berger",
      "Einkaufsleiter",
      "Purchase Director",
    ]);
  });

  test("the administrative and financial director's compound forms (pt, es)", () => {
    expect(primaryTitleFor("Diretora administrativo-financeira")).toBe("CFO");
    expect(primaryTitleFor("Director administrativo y financiero")).toBe("CFO");
  });
});
