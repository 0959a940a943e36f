import { describe, expect, test } from "bun:test";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { looksLikeTitle } from "../src/research/extractor/titles.ts";

/*
 * People in running text, in sentences written for these tests:
 *   - a name whose opener only the broad lists know, though a later word is a known given name
 *     ("Ciarán Doyle": "Doyle" is also a first name), read as a weak candidate;
 *   - a testimonial's signature after the quotation ("… .” – Name, title") as a strong pattern;
 *   - the name's own verb and object before the role word ("sköter kaféet som föreståndare");
 *   - a name after a comma that opens a clause of its own with its verb.
 * Each with the near miss it must not read.
 */

const pairs = (text: string) => sentencePeople(text).map((p) => [p.name, p.title]);

describe("a broad-list given name before a word the main lists know", () => {
  test.each([
    [
      "en",
      "“Lovely bread every morning.” — Ciarán Doyle, owner, The Harbour Deli",
      "Ciarán Doyle",
      "owner",
    ],
    [
      "en",
      "Since spring Dónal Kearney is our head of purchasing.",
      "Dónal Kearney",
      "head of purchasing",
    ],
    [
      "fr",
      "Le bureau est dirigé par Ciarán Doyle, directeur général de la filiale.",
      "Ciarán Doyle",
      "directeur général",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(pairs(text)).toContainEqual([name, title]);
  });

  test("a common word before a known given name opens no name", () => {
    expect(sentencePeople("Merci Marie Dupont pour son accueil chaleureux.")).toHaveLength(0);
  });
});

describe("a testimonial's signature names its author with a title no table knows", () => {
  test.each([
    [
      "pl",
      "„Zawsze świeże pieczywo.” – Maciej Wróbel, hodowca koni",
      "Maciej Wróbel",
      "hodowca koni",
    ],
    [
      "sv",
      "”Bästa kanelbullarna i stan.” – Bertil Holm, sågverksförman",
      "Bertil Holm",
      "sågverksförman",
    ],
    [
      "en",
      '"They never miss a delivery." — Ciarán Walsh, pastry chef',
      "Ciarán Walsh",
      "pastry chef",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(pairs(text)).toContainEqual([name, title]);
  });

  test("without the quotation the same weak name and loose title pair nothing", () => {
    expect(pairs("Maciej Wróbel, hodowca koni")).toHaveLength(0);
  });
});

describe("the name's own verb and its object before the role word", () => {
  test.each([
    ["sv", "Sedan i våras sköter Anna Lund kaféet som föreståndare.", "Anna Lund", "föreståndare"],
    ["sv", "Karin Berg sköter bokningen som receptionist.", "Karin Berg", "receptionist"],
    [
      "nl",
      "Sinds maart versterkt Sanne de Groot ons team als barista-trainer.",
      "Sanne de Groot",
      "barista-trainer",
    ],
    ["de", "Lena Vogt unterstützt das Team als Konditorin.", "Lena Vogt", "Konditorin"],
    ["it", "Giulia Bassi segue la bottega come pasticcere.", "Giulia Bassi", "pasticcere"],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(pairs(text)).toContainEqual([name, title]);
  });

  test.each([
    ["de", "Lena Vogt sieht ihn als Konditor."],
    ["en", "Laura Green welcomes Tom as barista."],
    ["nl", "Sanne de Groot kent ons team, als barista-trainer."],
  ])("%s: the role word names another, or stands after a comma: %s", (_lang, text) => {
    expect(pairs(text)).toHaveLength(0);
  });
});

describe("a name after a comma that opens its own clause", () => {
  test.each([
    [
      "nl",
      "Joris Bakker is eigenaar, Femke de Wit leidt als bedrijfsleider de winkel.",
      "Femke de Wit",
      "bedrijfsleider",
    ],
    [
      "de",
      "Max Roth backt das Brot, Jana Keller leitet als Filialleiterin den Laden.",
      "Jana Keller",
      "Filialleiterin",
    ],
    [
      "en",
      "Tom Hill bakes the bread, Emma Stone runs the shop as manager.",
      "Emma Stone",
      "manager",
    ],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(pairs(text)).toContainEqual([name, title]);
  });

  test("the title before the comma stays with the clause before", () => {
    const found = pairs(
      "Joris Bakker is eigenaar, Femke de Wit leidt als bedrijfsleider de winkel.",
    );
    expect(found).toContainEqual(["Joris Bakker", "eigenaar"]);
    expect(found).not.toContainEqual(["Femke de Wit", "eigenaar"]);
  });

  test("an apposition closed by its comma still reads the title before", () => {
    const text = "Nuestra directora comercial, Lucía Gómez, lleva veinte años en la empresa.";
    expect(pairs(text)).toContainEqual(["Lucía Gómez", "directora comercial"]);
  });

  test("a verb of succeeding before the comma still hands the title on", () => {
    const found = pairs("Tom Berg ersetzt, wie erwartet, Anna Weber als Geschäftsführerin.");
    expect(found).not.toContainEqual(["Anna Weber", "Geschäftsführerin"]);
  });
});

describe("German Präsident", () => {
  test.each(["Präsident", "Präsidentin", "Präsident des Verwaltungsrates"])(
    "%s is a title",
    (t) => {
      expect(looksLikeTitle(t)).toBe(true);
    },
  );
});

describe("the last item of a list, its role word right after it", () => {
  test.each([
    [
      "de",
      "Den Vertrieb leiten Eva Brandt (Export) sowie Jan Kühn als Vertriebsleiter Inland.",
      "Jan Kühn",
      "Vertriebsleiter",
    ],
    [
      "es",
      "Marta Solís actúa como gerente y Diego Prieto como jefe de compras.",
      "Diego Prieto",
      "jefe de compras",
    ],
    ["en", "The shop is run by Ann Lee and Paul Grant as manager.", "Paul Grant", "manager"],
    ["sv", "Butiken drivs av Eva Ek och Lars Holm som butikschef.", "Lars Holm", "butikschef"],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(pairs(text)).toContainEqual([name, title]);
  });

  test("a verb of succeeding before the list still hands the title on (de, it)", () => {
    expect(pairs("Anna Weber folgt auf Tom Berg und Lisa Lang als Geschäftsführerin.")).toEqual([
      ["Anna Weber", "Geschäftsführerin"],
    ]);
    expect(pairs("Moretti sostituisce Carla Venturi e Paolo Neri come direttore.")).toEqual([]);
  });
});
