import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { inlineLayout } from "../src/research/extractor/person-layouts.ts";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { primaryTitleFor } from "../src/research/extractor/titles.ts";

/*
 * Sentence forms of issue 27, in sentences written for these tests: responsibility for a
 * department, a verb of running before the name or at the end of a relative clause, "also"
 * between an appointing verb and the name, a title held at an organisation, past titles (kept as
 * printed, naming no current role), given names of the broad lists, and label colons in layouts.
 */

const read = (text: string) =>
  sentencePeople(text).map((p) => [p.name, p.title, p.primary ?? primaryTitleFor(p.title)]);

describe("responsibility for a department is the title", () => {
  test.each([
    [
      "sv",
      "Erik Lund är ansvarig för inköp.",
      "Erik Lund",
      "ansvarig för inköp",
      "Purchase Director",
    ],
    [
      "pl",
      "Marek Nowak odpowiada za sprzedaż.",
      "Marek Nowak",
      "odpowiada za sprzedaż",
      "Sales Director",
    ],
    [
      "es",
      "Carmen Ruiz está a cargo de las compras.",
      "Carmen Ruiz",
      "está a cargo de las compras",
      "Purchase Director",
    ],
    [
      "pt",
      "Beatriz Lima é responsável pela área comercial.",
      "Beatriz Lima",
      "responsável pela área comercial",
      "Sales Director",
    ],
    [
      "de",
      "Anna Weber übernimmt die Leitung des Einkaufs.",
      "Anna Weber",
      "übernimmt die Leitung des Einkaufs",
      "Purchase Director",
    ],
    [
      "en",
      "Tom Baker is responsible for purchasing.",
      "Tom Baker",
      "responsible for purchasing",
      "Purchase Director",
    ],
  ])("%s: %s", (_lang, text, name, title, role) => {
    expect(read(text)).toEqual([[name, title, role]]);
  });

  test("a negated responsibility reads nothing (de, en)", () => {
    expect(read("Anna Weber ist nicht mehr verantwortlich für den Einkauf.")).toEqual([]);
  });
});

describe("a verb of running before the name or at a clause's end", () => {
  test.each([
    ["de", "Seit dem Frühjahr leitet Petra Lang unseren Vertrieb.", "Petra Lang", "Vertrieb"],
    [
      "sv",
      "Sedan i våras leder Karin Berg vår ekonomiavdelning.",
      "Karin Berg",
      "ekonomiavdelning",
    ],
    [
      "de",
      "Unser Dank gilt Monika Huber, die seit 20 Jahren unsere Buchhaltung führt.",
      "Monika Huber",
      "Buchhaltung",
    ],
    ["en", "We thank Laura Price, who runs our marketing team.", "Laura Price", "marketing"],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(read(text).map(([n, t]) => [n, t])).toEqual([[name, title]]);
  });

  test("an article before a department is no surname particle (de, pt)", () => {
    expect(read("Seit 2016 führt Jonas Wirth das Unternehmen als Geschäftsführer.")).toEqual([
      ["Jonas Wirth", "Geschäftsführer", "CEO"],
    ]);
    expect(read("Maria das Dores Silva é a nova diretora comercial.").map(([n]) => n)).toEqual([
      "Maria das Dores Silva",
    ]);
  });
});

describe("appointments and titles held at an organisation", () => {
  test("an adverb between the appointing verb and the name (it, en)", () => {
    expect(read("Confermata inoltre Sara Conti nel ruolo di direttrice commerciale.")).toEqual([
      ["Sara Conti", "direttrice commerciale", "Sales Director"],
    ]);
  });

  test("the organisation after de/of is no part of the title (es, en)", () => {
    expect(read("Laura Gil es la nueva directora comercial de Frutas Levante.")).toEqual([
      ["Laura Gil", "directora comercial", "Sales Director"],
    ]);
    expect(read("Mark Owen is the new sales director of Bright Tiles.")).toEqual([
      ["Mark Owen", "sales director", "Sales Director"],
    ]);
  });

  test("a possessive is no part of a title before the name (de)", () => {
    expect(read("Die Planung liegt in den Händen unserer Architektin Eva Brandt.")).toEqual([
      ["Eva Brandt", "Architektin", undefined],
    ]);
  });
});

describe("a headline with no verb: name, 'new', title", () => {
  test.each([
    ["de", "Thomas Becker neuer Geschäftsführer der Holz AG", "Thomas Becker", "Geschäftsführer"],
    ["fr", "Claire Petit nouvelle directrice générale", "Claire Petit", "directrice générale"],
    ["sv", "Per Ek ny vd för Bygg AB", "Per Ek", "vd"],
    ["it", "Marco Neri nuovo amministratore delegato", "Marco Neri", "amministratore delegato"],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(read(text).map(([n, t]) => [n, t])).toEqual([[name, title]]);
  });

  test("'new' before no title reads nothing (de)", () => {
    expect(read("Anna Weber: neue Produkte im Herbst")).toEqual([]);
  });
});

describe("a past title is kept as printed and names no current role", () => {
  test.each([
    ["en", "We thank Michael Brown, the former CEO, for his work.", "Michael Brown", "former CEO"],
    [
      "de",
      "Sie folgt auf Karl Huber, ehemaliger Geschäftsführer, der in den Ruhestand geht.",
      "Karl Huber",
      "ehemaliger Geschäftsführer",
    ],
    [
      "fr",
      "Elle succède à Jean Dubois, ancien directeur général.",
      "Jean Dubois",
      "ancien directeur général",
    ],
    ["pt", "Ela substitui Paulo Lima, ex-CEO, que passa ao conselho.", "Paulo Lima", "ex-CEO"],
    [
      "sv",
      "Tidigare vd Gunnar Olofsson sitter kvar i styrelsen.",
      "Gunnar Olofsson",
      "Tidigare vd",
    ],
    ["en", "Yesterday former CEO Michael Brown spoke.", "Michael Brown", "former CEO"],
  ])("%s: %s", (_lang, text, name, title) => {
    expect(read(text)).toEqual([[name, title, undefined]]);
  });
});

describe("given names of the broad lists, with a title the grammar gives", () => {
  test("Irish, West African names with a catalogue title (en, nl)", () => {
    expect(read("Kwame Mensah, Head of Sales, joined in May.")).toEqual([
      ["Kwame Mensah", "Head of Sales", "Sales Director"],
    ]);
    expect(read("Per 1 mei is Aoife Byrne benoemd tot algemeen directeur.")).toEqual([
      ["Aoife Byrne", "algemeen directeur", "CEO"],
    ]);
  });

  test("a title running straight into the name (en)", () => {
    expect(read("Our sales manager Kasia Nowak was very helpful.").map(([n, t]) => [n, t])).toEqual(
      [["Kasia Nowak", "sales manager"]],
    );
    expect(read("Le gérant Ciarán Dubois nous a reçus.").map(([n, t]) => [n, t])).toEqual([
      ["Ciarán Dubois", "gérant"],
    ]);
  });

  test("a name and a job title on one line, with a separator (en, fr)", () => {
    const line = inlineLayout("Sherrie Walsh, Nurse Practitioner");
    expect([line?.name, line?.title]).toEqual(["Sherrie Walsh", "Nurse Practitioner"]);
    const fr = inlineLayout("Siobhán Martin – Chargée de clientèle");
    expect([fr?.name, fr?.title]).toEqual(["Siobhán Martin", "Chargée de clientèle"]);
  });

  test("a company after a title is no such name (it)", () => {
    expect(read("— Chiara Galli, Responsabile acquisti, Rossi Alimentari").map(([n]) => n)).toEqual(
      ["Chiara Galli"],
    );
  });
});

describe("a label's colon in a layout", () => {
  const people = (html: string) =>
    createExtractor()
      .extract(
        [
          {
            url: "https://firma.example/team",
            finalUrl: "https://firma.example/team",
            status: 200,
            contentType: "text/html",
            body: `<html><body>${html}</body></html>`,
            truncated: false,
          },
        ],
        { countryCode: "IT" },
      )
      .people.map((p) => [p.name.value, p.title.value]);

  test("a title with a colon labels the name after it, and the colon stays out (it)", () => {
    expect(
      people(
        "<dl><dt>Presidente</dt><dd>Ing. Paolo Neri</dd><dt>Responsabile Qualità:</dt><dd>Dott. Luca Verdi</dd><dt>Responsabile Acquisti:</dt><dd>Sara Bini</dd></dl>",
      ),
    ).toEqual([
      ["Paolo Neri", "Presidente"],
      ["Luca Verdi", "Responsabile Qualità"],
      ["Sara Bini", "Responsabile Acquisti"],
    ]);
  });

  test("a department label over a name (de)", () => {
    expect(
      people("<p><b>Einkauf:</b></p><p>Anna Weber</p><p><b>Vertrieb:</b></p><p>Jonas Roth</p>"),
    ).toEqual([
      ["Anna Weber", "Einkauf"],
      ["Jonas Roth", "Vertrieb"],
    ]);
  });

  test("a label over an address is no person (en)", () => {
    expect(people("<p><b>Head Office:</b></p><p>12 Mill Lane, Leeds</p>")).toEqual([]);
  });
});

describe("running the company is no department title", () => {
  test.each([
    [
      "en",
      "The firm was founded in 2004 by Dana Whitfield, who still runs the company as owner and chief estimator.",
      "Dana Whitfield",
      "owner",
    ],
    ["en", "Mark Ellery, who runs the company, lives in Leeds.", "Mark Ellery", "runs the company"],
    [
      "de",
      "Gegründet wurde der Betrieb von Jonas Pfeiffer, der das Unternehmen als Inhaber führt.",
      "Jonas Pfeiffer",
      "Inhaber",
    ],
  ])("%s: %s", (_lang, sentence, name, title) => {
    const [person] = sentencePeople(sentence);
    expect(person?.name).toBe(name);
    expect(person?.title).toBe(title);
  });
});
