import { describe, expect, test } from "bun:test";
import { isDepartment } from "../src/research/extractor/departments.ts";
import { createExtractor } from "../src/research/extractor/index.ts";
import { readName } from "../src/research/extractor/names.ts";
import { isKnownSurname } from "../src/research/extractor/surnames.ts";
import { looksLikeTitle, primaryTitleFor } from "../src/research/extractor/titles.ts";
import { OCCUPATIONS } from "../src/research/knowledge/occupations.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * Titles that are occupations, trades or departments (issue 27): a small firm's card prints
 * "Elektriker", "pasticcere" or "Tráfico internacional" under a name, and that is the person's
 * title as printed, with no catalogue role. And a designed grid whose cards pair names with
 * known titles vouches for a sibling card's title no table knows, never for its name.
 */

function people(body: string, countryCode = "DE") {
  const url = "https://www.example.com/team";
  return createExtractor()
    .extract([pageWithBody(url, body)], { countryCode })
    .people.map((p) => [p.name.value, p.title.value, p.primaryTitle ?? null]);
}

/** A grid of classed cards: a heading with the name, a paragraph with the title. */
const grid = (cards: [string, string][], extra = "") =>
  `<main><div class="team">${cards
    .map(([name, title]) => `<div class="card"><h3>${name}</h3><p>${title}</p>${extra}</div>`)
    .join("")}</div></main>`;

describe("occupations and trades are titles shown as printed", () => {
  test.each([
    ["de", "Konditorin"],
    ["de", "Servicetechniker"],
    ["de", "Mechatronikerin"],
    ["en", "Electrician"],
    ["en", "Millwright"],
    ["fr", "Vigneronne"],
    ["fr", "Chauffagiste"],
    ["it", "Pasticciera"],
    ["it", "Capocantiere"],
    ["es", "Tornero"],
    ["es", "Ortodoncista"],
    ["pt", "Adegueira"],
    ["pt", "Serralheiro"],
    ["nl", "Onderhoudsmonteur"],
    ["nl", "Keukenontwerper"],
    ["pl", "Technolog żywności"],
    ["pl", "Spawacz"],
    ["sv", "Lärling"],
    ["sv", "Husbyggare"],
  ])("%s: %s is a title of no catalogue role", (_lang, title) => {
    expect(looksLikeTitle(title)).toBe(true);
    expect(primaryTitleFor(title)).toBeUndefined();
  });

  test("in a card beside a known name, the occupation is the person's title (sv, it, es, pl)", () => {
    expect(
      people(
        '<div class="kort"><h2>Ingrid Svedberg</h2><p>Elektriker</p></div><p>Öppet vardagar</p>',
        "SE",
      ),
    ).toEqual([["Ingrid Svedberg", "Elektriker", null]]);
    expect(
      people('<div class="persona"><h4>Giulia Marchetti</h4><p>Sommelier</p></div>', "IT"),
    ).toEqual([["Giulia Marchetti", "Sommelier", null]]);
    expect(people('<ul class="equipo"><li>Marta Solis, fisioterapeuta</li></ul>', "ES")).toEqual([
      ["Marta Solis", "fisioterapeuta", null],
    ]);
    expect(people('<div class="osoba"><h3>Dorota Wilk</h3><p>Cukiernik</p></div>', "PL")).toEqual([
      ["Dorota Wilk", "Cukiernik", null],
    ]);
  });

  test("a family name that is also a trade stays a name: it is in no occupation list", () => {
    for (const [language, table] of Object.entries(OCCUPATIONS)) {
      for (const word of table.words) {
        expect(`${language}:${word}:${isKnownSurname(word)}`).toBe(`${language}:${word}:false`);
      }
    }
    // "Koch", "Baker", "Boulanger", "Tokarz": names, never read as titles.
    expect(readName("Anna Koch")?.name).toBe("Anna Koch");
    expect(readName("Owen Baker")?.name).toBe("Owen Baker");
    expect(readName("Pierre Boulanger")?.name).toBe("Pierre Boulanger");
    expect(readName("Beata Tokarz")?.name).toBe("Beata Tokarz");
  });

  test("words that only look like trades are no titles (en, it, es, de)", () => {
    expect(looksLikeTitle("Pastry selection")).toBe(false);
    expect(looksLikeTitle("Grafico vendite")).toBe(false);
    expect(looksLikeTitle("Horario de verano")).toBe(false);
    expect(looksLikeTitle("Frische Brötchen")).toBe(false);
  });
});

describe("departments a person answers for", () => {
  test.each([
    ["es", "Recursos humanos"],
    ["es", "Tráfico internacional"],
    ["pt", "Recursos humanos"],
    ["pl", "Odprawy celne"],
    ["pl", "Spedycja lotnicza"],
    ["nl", "Projectmanagement"],
    ["de", "Service & Bankette"],
    ["de", "Forschung und Entwicklung"],
    ["it", "Risorse umane"],
    ["fr", "Ressources humaines"],
    ["sv", "Hemstäd & RUT"],
    ["en", "Human resources"],
  ])("%s: %s is a department", (_lang, text) => {
    expect(isDepartment(text)).toBe(true);
  });

  test.each([
    ["en", "It is easy"],
    ["en", "Human nature"],
    ["es", "Recursos para descargar"],
    ["de", "Personal gestaltet mit Liebe"],
  ])("%s: %s is no department", (_lang, text) => {
    expect(isDepartment(text)).toBe(false);
  });

  test("a department column of a staff table pairs with its person (es, pl)", () => {
    const table = (head: string, rows: [string, string][]) =>
      `<table><tr>${head}</tr>${rows.map(([d, n]) => `<tr><td>${d}</td><td>${n}</td></tr>`).join("")}</table>`;
    expect(
      people(
        table("<th>Departamento</th><th>Nombre</th>", [
          ["Tráfico nacional", "Carmen Albero"],
          ["Recursos humanos", "Marta Solis"],
        ]),
        "ES",
      ),
    ).toEqual([
      ["Carmen Albero", "Tráfico nacional", null],
      ["Marta Solis", "Recursos humanos", null],
    ]);
    expect(
      people(
        table("<th>Dział</th><th>Imię i nazwisko</th>", [
          ["Spedycja lotnicza", "Beata Zawisza"],
          ["Odprawy celne", "Dorota Wilk"],
        ]),
        "PL",
      ),
    ).toEqual([
      ["Beata Zawisza", "Spedycja lotnicza", null],
      ["Dorota Wilk", "Odprawy celne", null],
    ]);
  });

  test("a menu's links are no card: a department that is a link pairs with no name (en, nl)", () => {
    const menu = (items: string[]) =>
      `<ul class="submenu">${items.map((item) => `<li><a href="/${item.length}">${item}</a></li>`).join("")}</ul>`;
    expect(people(menu(["Our Markets", "Grace Stories", "Recruitment"]), "GB")).toEqual([]);
    expect(people(menu(["Nieuws", "Sofie Claes", "Projectmanagement"]), "NL")).toEqual([]);
  });
});

describe("a designed grid vouches for a title no table knows", () => {
  test("the sibling card's short line is its title as printed (de, fr, it, sv, en)", () => {
    expect(
      people(
        grid([
          ["Miriam Kessler", "Geschäftsführerin"],
          ["Lukas Brandt", "Einkaufsleiter"],
          ["Emil Sandberg", "Glasbläser"],
        ]),
      ),
    ).toEqual([
      ["Miriam Kessler", "Geschäftsführerin", "CEO"],
      ["Lukas Brandt", "Einkaufsleiter", "Purchase Director"],
      ["Emil Sandberg", "Glasbläser", null],
    ]);
    expect(
      people(
        grid([
          ["Léa Fontaine", "Gérante"],
          ["Pierre Gaudin", "Responsable des achats"],
          ["Hugo Riva", "Tonnelier"],
        ]),
        "FR",
      ).at(-1),
    ).toEqual(["Hugo Riva", "Tonnelier", null]);
    expect(
      people(
        grid([
          ["Giulia Marchetti", "Amministratrice delegata"],
          ["Hugo Riva", "Responsabile acquisti"],
          ["Marta Solis", "Liutaia"],
        ]),
        "IT",
      ).at(-1),
    ).toEqual(["Marta Solis", "Liutaia", null]);
    expect(
      people(
        grid([
          ["Ingrid Svedberg", "VD"],
          ["Tomas Ekdahl", "Inköpschef"],
          ["Emil Sandberg", "Glasblåsare"],
        ]),
        "SE",
      ).at(-1),
    ).toEqual(["Emil Sandberg", "Glasblåsare", null]);
    expect(
      people(
        grid([
          ["Owen Pritchard", "Managing Director"],
          ["Miriam Kessler", "Sales Manager"],
          ["Lukas Brandt", "Wheelwright"],
        ]),
        "GB",
      ).at(-1),
    ).toEqual(["Lukas Brandt", "Wheelwright", null]);
  });

  test("never for a line that is a place, a company, a sentence, a number or a link (de, en, es, nl)", () => {
    const known: [string, string][] = [
      ["Miriam Kessler", "Geschäftsführerin"],
      ["Lukas Brandt", "Einkaufsleiter"],
    ];
    const last = (line: string, country = "DE") =>
      people(grid([...known, ["Emil Sandberg", line]]), country).map((p) => p[0]);
    for (const [line, country] of [
      ["Hamburg", "DE"],
      ["Brandt Holzbau GmbH", "DE"],
      ["Kommt aus Bremen und liebt das Segeln.", "DE"],
      ["seit 2014 im Team", "DE"],
      ["in Elternzeit", "DE"],
      ["Kundin aus Bremen", "DE"],
      ["en congé maternité", "FR"],
      ["dal lunedì al venerdì", "IT"],
      ["Tel. 0421 55 20 19", "DE"],
      ['<a href="/emil">Profil ansehen</a>', "DE"],
      ["Unser Team", "DE"],
      ["Valencia", "ES"],
      ["Read more about our work", "GB"],
      ["Verhuisd naar de winkel in het centrum", "NL"],
    ] as const) {
      expect([line, ...last(line, country)]).toEqual([line, "Miriam Kessler", "Lukas Brandt"]);
    }
  });

  test("never for a name: the sibling must open with a known given name (de, pl, es, nl)", () => {
    const cards = (name: string): [string, string][] => [
      ["Miriam Kessler", "Geschäftsführerin"],
      ["Lukas Brandt", "Einkaufsleiter"],
      [name, "Ofenwarm"],
    ];
    expect(people(grid(cards("Frische Brötchen")))).toHaveLength(2);
    expect(people(grid(cards("Dobre Pieczywo")), "PL")).toHaveLength(2);
    expect(people(grid(cards("Pan Casero")), "ES")).toHaveLength(2);
    expect(people(grid(cards("Verse Koffie")), "NL")).toHaveLength(2);
  });

  test("one known card is no grid, nor are unclassed blocks of a page's flow (de, fr)", () => {
    expect(
      people(
        grid([
          ["Miriam Kessler", "Geschäftsführerin"],
          ["Emil Sandberg", "Glasbläser"],
        ]),
      ),
    ).toEqual([["Miriam Kessler", "Geschäftsführerin", "CEO"]]);
    const flow = [
      ["Léa Fontaine", "Gérante"],
      ["Pierre Gaudin", "Comptable"],
      ["Marta Solis", "Responsable des achats"],
      ["Hugo Riva", "Maison Riva Frères"],
    ]
      .map(([name, line]) => `<div><div>${name}</div><div>${line}</div></div>`)
      .join("");
    expect(people(`<main>${flow}</main>`, "FR").map((p) => p[0])).not.toContain("Hugo Riva");
  });
});

describe("a staff table's column of the person in charge", () => {
  // Given names the lists lack: only the table's header says the column holds people.
  test("'Department | Person in charge' pairs each row (pl, es, it, sv)", () => {
    const table = (head: [string, string], rows: [string, string][]) =>
      `<table><tr><th>${head[0]}</th><th>${head[1]}</th><th>Tel.</th></tr>${rows
        .map(([d, n]) => `<tr><td>${d}</td><td>${n}</td><td>22 555 01 0${n.length % 10}</td></tr>`)
        .join("")}</table>`;
    const rows = (country: string, head: [string, string], depts: [string, string]) =>
      people(
        table(head, [
          [depts[0], "Zbyszko Kmita"],
          [depts[1], "Wiesje Brok"],
        ]),
        country,
      ).map((p) => [p[0], p[1]]);
    expect(rows("PL", ["Dział", "Osoba"], ["Spedycja lotnicza", "Magazyn"])).toEqual([
      ["Zbyszko Kmita", "Spedycja lotnicza"],
      ["Wiesje Brok", "Magazyn"],
    ]);
    expect(rows("ES", ["Departamento", "Responsable"], ["Postventa", "Almacén"])).toEqual([
      ["Zbyszko Kmita", "Postventa"],
      ["Wiesje Brok", "Almacén"],
    ]);
    expect(rows("IT", ["Reparto", "Responsabile"], ["Magazzino", "Manutenzione"])).toEqual([
      ["Zbyszko Kmita", "Magazzino"],
      ["Wiesje Brok", "Manutenzione"],
    ]);
    expect(rows("SE", ["Avdelning", "Ansvarig"], ["Frakt", "Underhåll"])).toEqual([
      ["Zbyszko Kmita", "Frakt"],
      ["Wiesje Brok", "Underhåll"],
    ]);
  });

  test("a product table headed 'Persona' pairs nothing: its cells are no names (es, it)", () => {
    const table =
      "<table><tr><th>Modelo</th><th>Persona</th></tr><tr><td>Silla Roble</td><td>Adulto</td></tr><tr><td>Mesa Nogal</td><td>Infantil</td></tr></table>";
    expect(people(table, "ES")).toEqual([]);
    expect(
      people(
        "<table><tr><th>Reparto</th><th>Responsabile</th></tr><tr><td>Magazzino</td><td>da definire</td></tr></table>",
        "IT",
      ),
    ).toEqual([]);
  });
});

describe("Swedish compound titles outside the catalogue", () => {
  test.each(["Odlingsrådgivare", "Löneekonom", "Produktionsplanerare", "Servicetekniker"])(
    "sv: %s is a title",
    (title) => expect(looksLikeTitle(title)).toBe(true),
  );

  test("a field of work is no title", () => expect(looksLikeTitle("Ekonomi")).toBe(false));
});

describe("a sales territory after a card's title", () => {
  const people = (title: string) =>
    createExtractor()
      .extract(
        [
          pageWithBody(
            "https://www.example.com/ansprechpartner",
            `<div><p><b>Anna Weber</b></p><p>${title}</p><p>+49 521 4883-124</p></div>`,
          ),
        ],
        { countryCode: "DE" },
      )
      .people.map((p) => [p.name.value, p.title.value]);

  test("de: the postcodes narrow the title, which is printed whole", () => {
    expect(people("Außendienst, PLZ 0-3")).toEqual([["Anna Weber", "Außendienst, PLZ 0-3"]]);
  });

  test("an address with a number range is no title", () => {
    expect(people("Musterstraße 10-12")).toEqual([]);
  });
});
