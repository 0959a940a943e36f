import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { labelLayout } from "../src/research/extractor/person-layouts.ts";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * An office's or a body's label over a column of names, one per line ("Geschäftsführung" over
 * two managing directors), names joined by "and" (each one a person, each one led by), and the
 * Austrian degrees and honorary titles kept out of names. Pages written for these tests.
 */

const people = (html: string, countryCode: string) =>
  createExtractor()
    .extract([pageWithBody("https://firm.example/team", html)], { countryCode })
    .people.map((p) => [p.name.value, p.primaryTitle ?? null]);

describe("a label over a column of names titles each of them", () => {
  test.each([
    ["de", "DE", "<p>Geschäftsführung<br>Hans Müller<br>Eva Roth</p>", ["Hans Müller", "Eva Roth"]],
    [
      "de",
      "DE",
      "<h4>Geschäftsführung</h4><p>Hans Müller</p><p>Eva Roth</p>",
      ["Hans Müller", "Eva Roth"],
    ],
    [
      "nl",
      "NL",
      "<h4>Directie</h4><p>Jan de Vries</p><p>Karin Bos</p>",
      ["Jan de Vries", "Karin Bos"],
    ],
    ["nl", "NL", "<p>Directie:<br>Jan de Vries<br>Karin Bos</p>", ["Jan de Vries", "Karin Bos"]],
    [
      "es",
      "ES",
      "<p>Administradores:<br>Marta Vidal<br>Jordi Puig Serra</p>",
      ["Marta Vidal", "Jordi Puig Serra"],
    ],
  ])("%s: %s", (_lang, country, html, names) => {
    const read = people(html, country);
    for (const name of names) expect(read).toContainEqual([name, "CEO"]);
  });

  test("a name with its own title on the next line is a card, not the label's (de)", () => {
    const read = people(
      "<p>Geschäftsführung<br>Hans Müller<br>Eva Roth<br>Leiterin Einkauf</p>",
      "DE",
    );
    expect(read).toContainEqual(["Eva Roth", "Purchase Director"]);
    expect(read).not.toContainEqual(["Eva Roth", "CEO"]);
  });

  test.each([
    ["de", "DE", "<h4>Einkauf</h4><p>Hans Müller</p><p>Eva Roth</p>"],
    ["en", "GB", "<h4>Our customers</h4><p>John Smith</p><p>Jane Brown</p>"],
  ])("a department or a heading over names gives no office (%s)", (_lang, country, html) => {
    expect(people(html, country).filter(([, role]) => role === "CEO")).toEqual([]);
  });
});

describe("names joined by 'and'", () => {
  test("two people, where a given name is a family name too (it)", () => {
    expect(sentencePeople("Il fondatore Marco Rossi e Luca Bianchi.").map((p) => p.name)).toEqual([
      "Marco Rossi",
    ]);
  });

  test.each([
    [
      "de",
      "Das Unternehmen wird von Anna Weber und Jan Berger geleitet.",
      ["Anna Weber", "Jan Berger"],
    ],
    [
      "fr",
      "L'entreprise est dirigée par Claire Moreau et Paul Martin.",
      ["Claire Moreau", "Paul Martin"],
    ],
  ])("each of two people is led by (%s): %s", (_lang, text, names) => {
    const read = sentencePeople(text).map((p) => [p.name, p.primary]);
    for (const name of names) expect(read).toContainEqual([name, "CEO"]);
  });

  test("a founder and the one who runs it now stay apart (de)", () => {
    const read = sentencePeople(
      "Die Firma wurde von Hans Weber gegründet und wird von Anna Weber geleitet.",
    );
    expect(read.map((p) => p.name)).toEqual(["Anna Weber"]);
  });
});

describe("Austrian degrees and honorary titles are no part of the name (de-AT)", () => {
  test.each([
    ["<p>Geschäftsführer: DI Franz Huber</p>", "DI"],
    ["<p>Geschäftsführer: KR Ing. Franz Huber</p>", "KR Ing."],
    ["<p>Geschäftsführer: KommR Franz Huber</p>", "KommR"],
    ["<p>Geschäftsführer: Bmstr. Ing. Franz Huber</p>", "Bmstr. Ing."],
  ])("%s", (html, honorific) => {
    const [person] = createExtractor().extract(
      [pageWithBody("https://firm.example/impressum", html)],
      {
        countryCode: "AT",
      },
    ).people;
    expect(person?.name.value).toBe("Franz Huber");
    expect(person?.primaryTitle).toBe("CEO");
    expect(person?.honorific).toBe(honorific);
  });

  test("the Italian particle 'di' stays in the name", () => {
    expect(
      sentencePeople("Il titolare Luca di Pietro ha fondato l'azienda.").map((p) => p.name),
    ).toEqual(["Luca di Pietro"]);
  });
});

describe("a label after a sentence or a dashed item on the same line", () => {
  test.each([
    [
      "IE",
      "<p>Registered in Ireland No. 123456. Directors: Seán Murphy, Aoife Kelly.</p>",
      [
        ["Seán Murphy", "Directors"],
        ["Aoife Kelly", "Directors"],
      ],
    ],
    [
      "FR",
      "<p>SAS au capital de 50 000 € – Président : Franck Morel – RCS Lyon 123 456 789</p>",
      [["Franck Morel", "Président"]],
    ],
    [
      "SE",
      "<p>Styrelse: Per Andersson (ordförande), Karin Berg. VD: Lars Ek</p>",
      [["Lars Ek", "VD"]],
    ],
  ])("%s: %s", (country, html, expected) => {
    const found = createExtractor()
      .extract([pageWithBody("https://firm.example/impressum", html)], { countryCode: country })
      .people.map((p) => [p.name.value, p.title.value]);
    for (const pair of expected) expect(found).toContainEqual(pair);
  });

  test("a sentence that ends before a capital and a colon far away opens no label (en)", () => {
    expect(people("<p>We ship daily. Dr. Anna Weber explains: quality first.</p>", "GB")).toEqual(
      [],
    );
  });
});

describe("a plural title before names joined by 'and' titles each of them (de)", () => {
  test.each([
    ["Vertreten durch die Geschäftsführer Anna Weber und Jan Berger", ["Anna Weber", "Jan Berger"]],
    [
      "Vertreten durch die Geschäftsführer Dr. Anna Weber, Jan Berger und Tom Krause.",
      ["Anna Weber", "Jan Berger", "Tom Krause"],
    ],
  ])("%s", (text, names) => {
    const read = sentencePeople(text).map((p) => [p.name, p.title]);
    for (const name of names) expect(read).toContainEqual([name, "Geschäftsführer"]);
  });

  test("a singular title is the first name's alone", () => {
    const read = sentencePeople("Unsere Geschäftsführerin Anna Weber und Jan Berger begrüßen Sie.");
    expect(read.map((p) => p.name)).toEqual(["Anna Weber"]);
  });
});

describe("labels narrowed to places, and sentences between labels on one line", () => {
  test("a title narrowed to the places it covers labels the name (nl)", () => {
    const html =
      "<p>Vestigingsleider Utrecht-Lage Weide: Anouk Verhoef, T 030 555 2210. Vestigingsleider Nijkerk: Dirk Jan Schouten, T 033 555 4870.</p>";
    expect(people(html, "NL")).toEqual([
      ["Anouk Verhoef", "Operations Manager"],
      ["Dirk Jan Schouten", "Operations Manager"],
    ]);
  });

  test("the sentences before a label on the same line are still read (sv)", () => {
    const html =
      "<p>Styrelsens ordförande är Gunnar Ahlström, tidigare vd för ett förpackningsbolag. Suppleant: Viktor Ahlström. Verkställande direktör: Jessica Karlsson</p>";
    const names = people(html, "SE").map(([name]) => name);
    expect(names).toContain("Gunnar Ahlström");
    expect(names).toContain("Jessica Karlsson");
  });
});

describe("a label that names the field its title covers", () => {
  test("the title first, then the field in lower-case words (it)", () => {
    const html =
      "<p>Responsabile Acquisti materia prima e campagna del pomodoro: Giovanni Ruggiero</p>";
    expect(people(html, "IT")).toEqual([["Giovanni Ruggiero", "Purchase Director"]]);
  });

  test("a quotation's lead-in is no label (en)", () => {
    expect(labelLayout("CEO of the company says: Giovanni Ruggiero")).toEqual([]);
  });
});
