import { describe, expect, test } from "bun:test";
import { isCommonWord } from "../src/research/extractor/common-words.ts";
import { createExtractor } from "../src/research/extractor/index.ts";
import { readName } from "../src/research/extractor/names.ts";
import { isGluedStreet, isPlaceName, isStreetKind } from "../src/research/extractor/place-names.ts";
import { polishNominative } from "../src/research/extractor/polish-names.ts";
import { isKnownSurname } from "../src/research/extractor/surnames.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * Names whose given name no list knows ("Henk", "Marloes", "Niamh", "Conceição", "Kwame"), taken
 * on a known family name where a title stands beside them; the places, streets and products that
 * are written the same way and must stay what they are; Polish names in another grammatical
 * case, given in the nominative where the page prints it so, else as printed.
 */

function people(body: string, countryCode: string, path = "team") {
  const url = `https://www.example.com/${path}`;
  return createExtractor()
    .extract([pageWithBody(url, body)], { countryCode })
    .people.map((p) => [p.name.value, p.title.value]);
}

describe("family names from the per-locale lists", () => {
  test.each([
    ["nl", "Groen"],
    ["nl", "Vries"],
    ["de", "Schneider"],
    ["fr", "Lefebvre"],
    ["it", "Venturi"],
    ["es", "Castro"],
    ["pt", "Ferreira"],
    ["pl", "Malinowski"],
    ["sv", "Lindqvist"],
    ["en", "Walsh"],
    ["tr", "Yılmaz"],
    ["en_GH", "Asante"],
  ])("%s %s", (_locale, surname) => {
    expect(isKnownSurname(surname)).toBe(true);
  });

  test("a Polish woman's adjectival name, double-barrelled names, Gaelic marks", () => {
    expect(isKnownSurname("Kowalska")).toBe(true);
    expect(isKnownSurname("Nowicka")).toBe(true);
    expect(isKnownSurname("Bakker-Visser")).toBe(true);
    expect(isKnownSurname("O'Sullivan")).toBe(true);
    expect(isKnownSurname("McCarthy")).toBe(true);
  });

  test("words of headings and menus are no family names", () => {
    for (const word of ["Samples", "Museum", "Manager", "Service", "Binnenweg", "Kontakt"]) {
      expect(isKnownSurname(word)).toBe(false);
    }
  });
});

describe("common words of the nine languages", () => {
  test("adjectives and nouns that open places and products", () => {
    for (const word of [
      "Nieuwe",
      "Gran",
      "Costa",
      "Santa",
      "Free",
      "Neue",
      "Piazza",
      "Rua",
      "Casa",
    ]) {
      expect(isCommonWord(word)).toBe(true);
    }
  });
  test("given names no list knows are no common words", () => {
    for (const word of ["Henk", "Marloes", "Ineke", "Niamh", "Conceição", "Kwame", "Ciarán"]) {
      expect(isCommonWord(word)).toBe(false);
    }
  });
});

describe("places and streets", () => {
  test("countries, regions and cities of the lists (es, de, it, nl)", () => {
    for (const place of [
      "Costa Rica",
      "San Fernando",
      "Nordrhein-Westfalen",
      "Ascoli Piceno",
      "Noord-Holland",
    ]) {
      expect(isPlaceName(place)).toBe(true);
    }
    expect(isPlaceName("Henk Groen")).toBe(false);
  });
  test("words that open a street's name (fr, pt, es, it, pl, sv)", () => {
    for (const word of ["Rue", "Rua", "Calle", "Via", "ul.", "Västra"])
      expect(isStreetKind(word)).toBe(true);
    // The English street list holds family and given names: it is not asked.
    for (const word of ["Brooks", "Hill", "Henk"]) expect(isStreetKind(word)).toBe(false);
  });
  test("street names glued to their kind (nl, sv)", () => {
    for (const word of ["Keizersgracht", "Binnenweg", "Kungsgatan", "Storvägen"]) {
      expect(isGluedStreet(word)).toBe(true);
    }
    for (const word of ["Henk", "Dijkstra", "Hoogstraten", "Dijk"])
      expect(isGluedStreet(word)).toBe(false);
  });
});

describe("a known family name vouches for an unknown given name beside a title", () => {
  test.each([
    ["nl", "Wobbe Groen"],
    ["nl", "Hiske de Vries"],
    ["nl", "Jildou van den Berg"],
    ["nl", "Jildou Bakker-Visser"],
    ["pt", "Conceição Ferreira"],
    ["pt", "Conceição dos Santos"],
    ["en", "Niamh Walsh"],
    ["en", "Niamh O'Sullivan"],
    ["en", "Caoimhe McCarthy"],
    ["en", "Kwame Asante"],
    ["nl", "Hiske J. de Vries"],
  ])("%s: %s", (_language, name) => {
    expect(readName(name, { broad: true })?.name).toBe(name);
    // Alone it is no person's name.
    expect(readName(name)).toBeUndefined();
  });

  test.each([
    ["pl", "Wojciech Kmak"],
    ["pl", "Bożena Ptaszkowska"],
    ["en", "Niamh Walsh"],
    ["en", "Siobhán McCarthy"],
    ["pt", "Conceição Ferreira"],
  ])(
    "beside a title in a layout, a given name of the broad lists opens a name: %s %s",
    (_l, name) => {
      expect(readName(name, { paired: true })?.name).toBe(name);
    },
  );

  test("beside a title, a broad given name before common words is no name", () => {
    // A product over its tagline, a heading over a department: the words after it are common.
    expect(readName("Myson Decor Radiators", { paired: true })).toBeUndefined();
    expect(readName("Nova Office Solutions", { paired: true })).toBeUndefined();
  });

  test("names in capitals over a title that vouches (nl, en)", () => {
    const vouched = { paired: true, cue: true };
    expect(readName("WOBBE GROEN", vouched)?.name).toBe("WOBBE GROEN");
    expect(readName("NIAMH WALSH", vouched)?.name).toBe("NIAMH WALSH");
    expect(readName("HISKE DE VRIES", vouched)?.name).toBe("HISKE DE VRIES");
    expect(readName("WOBBE GROEN", { cue: true })).toBeUndefined();
    expect(readName("COSTA RICA", vouched)).toBeUndefined();
  });

  test("honorifics and credentials are kept out of the name (nl, en)", () => {
    expect(readName("mr. drs. Kwame Asante", { broad: true })).toEqual({
      name: "Kwame Asante",
      honorific: "mr. drs.",
    });
    expect(readName("Henk Groen MBA", { broad: true })).toEqual({
      name: "Henk Groen",
      honorific: "MBA",
    });
    expect(readName("Dr. Ineke Jansen", { broad: true })).toEqual({
      name: "Ineke Jansen",
      honorific: "Dr.",
    });
  });
});

describe("a family name never turns a place, street or product into a person", () => {
  test.each([
    ["es", "Costa Rica"],
    ["es", "Gran Vía"],
    ["es", "Calle Castro"],
    ["es", "San Fernando"],
    ["nl", "Nieuwe Binnenweg"],
    ["nl", "Van Gogh Museum"],
    ["pt", "Rua Costa"],
    ["pt", "Casa Lopes"],
    ["it", "Via Rossi"],
    ["it", "Piazza Garibaldi"],
    ["fr", "Avenue Martin"],
    ["de", "Bad Homburg"],
    ["de", "Sankt Gallen"],
    ["sv", "Kungsgatan Berg"],
    ["en", "Free Plate Samples"],
  ])("%s: %s", (_language, text) => {
    expect(readName(text, { paired: true })).toBeUndefined();
    expect(readName(text, { broad: true })).toBeUndefined();
  });
});

describe("a firm named after its owner is no person", () => {
  test.each([
    ["de", "Autohaus Schmidt"],
    ["de", "Tischlerei Weber"],
    ["nl", "Hoveniersbedrijf Groen"],
    ["nl", "Notariskantoor Visser"],
    ["es", "Carpintería Martínez"],
    ["es", "Construcciones García"],
    ["pt", "Imobiliária Santos"],
    ["fr", "Boulangerie Martin"],
    ["pl", "Kancelaria Nowak"],
    ["sv", "Byggfirma Lindqvist"],
  ])("%s: %s", (_language, text) => {
    expect(readName(text, { broad: true })).toBeUndefined();
  });
});

describe("on a page", () => {
  test("a grid of cards (nl)", () => {
    const found = people(
      '<div class="team"><div><h4>Henk Groen</h4><p>Oprichter</p></div><div><h4>Marloes de Vries</h4><p>Directeur</p></div><div><h4>Ineke Bakker</h4><p>Hoofd verkoop</p></div></div>',
      "NL",
    );
    expect(found).toEqual([
      ["Henk Groen", "Oprichter"],
      ["Marloes de Vries", "Directeur"],
      ["Ineke Bakker", "Hoofd verkoop"],
    ]);
  });

  test("table rows (pt) and a list with separators (en, Ireland)", () => {
    expect(
      people(
        "<table><tr><td>Conceição Ferreira</td><td>Diretora comercial</td></tr><tr><td>Joaquim Lopes</td><td>Diretor financeiro</td></tr></table>",
        "PT",
      ),
    ).toEqual([
      ["Conceição Ferreira", "Diretora comercial"],
      ["Joaquim Lopes", "Diretor financeiro"],
    ]);
    expect(
      people(
        "<ul><li>Niamh Walsh, Practice Manager</li><li>Ciarán O'Connor – Head Chef</li></ul>",
        "IE",
      ),
    ).toEqual([
      ["Niamh Walsh", "Practice Manager"],
      ["Ciarán O'Connor", "Head Chef"],
    ]);
  });

  test("sentences that pair the name with a title (nl, pt, en)", () => {
    expect(
      people(
        "<p>Zij volgt oprichter Henk Groen op, die na 35 jaar afscheid neemt.</p><p>Marloes Vos is benoemd tot directeur.</p>",
        "NL",
        "nieuws",
      ),
    ).toEqual([
      ["Henk Groen", "oprichter"],
      ["Marloes Vos", "directeur"],
    ]);
    expect(
      people("<p>A Conceição Ferreira foi nomeada diretora comercial.</p>", "PT", "noticias"),
    ).toEqual([["Conceição Ferreira", "diretora comercial"]]);
    expect(
      people("<p>Niamh Walsh has been appointed Managing Director.</p>", "IE", "news"),
    ).toEqual([["Niamh Walsh", "Managing Director"]]);
  });

  test("offices named after places are no people (es, nl, it)", () => {
    expect(
      people(
        '<div class="offices"><div><h4>Costa Rica</h4><p>Regional Director</p></div><div><h4>Gran Vía</h4><p>Store Manager</p></div></div>',
        "ES",
      ),
    ).toEqual([]);
    expect(
      people(
        '<div class="winkels"><div><h4>Nieuwe Binnenweg</h4><p>Filiaalmanager</p></div><div><h4>Via Rossi</h4><p>Responsabile vendite</p></div></div>',
        "NL",
      ),
    ).toEqual([]);
  });
});

describe("Polish names in another grammatical case", () => {
  test.each([
    ["Jana", "Malinowskiego", "Jan", "Malinowski"],
    ["Pawła", "Nowaka", "Paweł", "Nowak"],
    ["Jacka", "Kaczmarka", "Jacek", "Kaczmarek"],
    ["Jerzego", "Wiśniewskiego", "Jerzy", "Wiśniewski"],
    ["Janowi", "Kowalskiemu", "Jan", "Kowalski"],
    ["Piotrem", "Nowakiem", "Piotr", "Nowak"],
    ["Annę", "Kowalską", "Anna", "Kowalska"],
    ["Anny", "Kowalskiej", "Anna", "Kowalska"],
    ["Agnieszki", "Zielińskiej", "Agnieszka", "Zielińska"],
    ["Marii", "Nowak", "Maria", "Nowak"],
  ])("%s %s → %s %s", (given, family, nominativeGiven, nominativeFamily) => {
    expect(polishNominative(given, family)).toEqual([nominativeGiven, nominativeFamily]);
  });

  test("names in the nominative, and names of other languages, stay as printed", () => {
    for (const [given, family] of [
      ["Jan", "Kowalski"],
      ["Anna", "Kowalska"],
      ["Jana", "Nowak"],
      ["Annie", "Nowak"],
      ["Anna", "Weber"],
      ["Maria", "Rossi"],
    ] as const) {
      expect(polishNominative(given, family)).toBeUndefined();
    }
  });

  test("the nominative is shown where the page prints it, else the form printed", () => {
    expect(
      people(
        "<h1>Jan Malinowski nowym prezesem Mleczarni</h1><p>Rada Nadzorcza powołała Jana Malinowskiego na stanowisko prezesa zarządu.</p>",
        "PL",
        "aktualnosci",
      ).map(([name]) => name),
    ).toEqual(["Jan Malinowski"]);
    // "Anna Kowalska" stands nowhere on this page: the person is shown as printed, never under a
    // made-up form.
    expect(
      people(
        "<p>Rada Nadzorcza powołała Annę Kowalską na stanowisko prezesa zarządu.</p>",
        "PL",
        "aktualnosci",
      ).map(([name]) => name),
    ).toEqual(["Annę Kowalską"]);
  });
});
