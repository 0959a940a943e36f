import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { parseHtml, toLines } from "../src/research/extractor/text.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * Org charts and lists whose title is an element styled as a block and whose name is the bare
 * text after it, with no space between ("<span class="cargo">Gerente de Suprimentos</span>Jussara
 * Piovesan"): the two are two items, and no name or title is read across them. Pages written for
 * these tests.
 */

const people = (html: string, countryCode: string) =>
  createExtractor()
    .extract([pageWithBody("https://coop.example/organograma", html)], { countryCode })
    .people.map((p) => [p.name.value, p.title.value, p.primaryTitle ?? null]);

const lineTexts = (html: string) =>
  toLines(parseHtml(`<html><body>${html}</body></html>`)).map((l) => l.text);

describe("an element and the text after it with no space between", () => {
  test("a small letter before a capital is a boundary the page's style shows", () => {
    expect(
      lineTexts('<li><span class="cargo">Gerente de Suprimentos</span>Jussara Piovesan</li>'),
    ).toEqual(["Gerente de Suprimentos Jussara Piovesan"]);
    expect(
      lineTexts('<li><span class="role">Diretor Financeiro (CFO)</span>Gilmar Dal Pozzo</li>'),
    ).toEqual(["Diretor Financeiro (CFO) Gilmar Dal Pozzo"]);
    expect(lineTexts("<li>Leiterin Einkauf<b>Anna Weber</b></li>")).toEqual([
      "Leiterin Einkauf Anna Weber",
    ]);
  });

  test("a drop cap and a word split by markup stay one word", () => {
    expect(
      lineTexts('<p><span class="dropcap">D</span>ie Firma wurde 1950 gegründet.</p>'),
    ).toEqual(["Die Firma wurde 1950 gegründet."]);
    expect(lineTexts("<p>Export<b>abteilung</b></p>")).toEqual(["Exportabteilung"]);
  });
});

describe("a nested org chart of titles over names", () => {
  const chart = `
    <ul class="organograma">
      <li><span class="cargo">Presidente do Conselho de Administração</span>Osvaldo Kaminski
        <ul>
          <li><span class="cargo">Superintendente executivo (CEO)</span>Rodrigo Tessaro
            <ul>
              <li><span class="cargo">Diretor Financeiro (CFO)</span>Gilmar Dal Pozzo</li>
              <li><span class="cargo">Gerente de Suprimentos</span>Jussara Piovesan</li>
              <li><span class="cargo">Gerente de Gente e Gestão</span>Lucimara dos Santos Freitas</li>
            </ul>
          </li>
        </ul>
      </li>
    </ul>`;

  test("each name with the title above it (pt)", () => {
    const read = people(chart, "BR");
    expect(read).toContainEqual(["Rodrigo Tessaro", "Superintendente executivo (CEO)", "CEO"]);
    expect(read).toContainEqual(["Gilmar Dal Pozzo", "Diretor Financeiro (CFO)", "CFO"]);
    expect(read).toContainEqual([
      "Jussara Piovesan",
      "Gerente de Suprimentos",
      "Purchase Director",
    ]);
    // A given name the lists lack, in a list of such cards: the list vouches for it.
    expect(read).toContainEqual([
      "Lucimara dos Santos Freitas",
      "Gerente de Gente e Gestão",
      "HR Manager",
    ]);
  });

  test("no name or title is read across the element's edge", () => {
    const read = people(chart, "BR");
    expect(read.map(([name]) => name)).not.toContain("Santos Freitas");
    expect(read.filter(([, title]) => String(title).includes("Lucimara"))).toEqual([]);
  });

  test("the same chart in German and English", () => {
    const de = people(
      '<ul><li><span class="pos">Geschäftsführerin</span>Anna Weber<ul><li><span class="pos">Leiter Einkauf</span>Jan Berger</li><li><span class="pos">Leiterin Vertrieb</span>Eva Roth</li></ul></li></ul>',
      "DE",
    );
    expect(de).toContainEqual(["Anna Weber", "Geschäftsführerin", "CEO"]);
    expect(de).toContainEqual(["Jan Berger", "Leiter Einkauf", "Purchase Director"]);
    const en = people(
      '<ul><li><span class="pos">Managing Director</span>Tom Baker<ul><li><span class="pos">Finance Director</span>Sarah Jones</li><li><span class="pos">Head of Sales</span>Mark Evans</li></ul></li></ul>',
      "GB",
    );
    expect(en).toContainEqual(["Tom Baker", "Managing Director", "CEO"]);
    expect(en).toContainEqual(["Sarah Jones", "Finance Director", "CFO"]);
  });
});

describe("a card of a grid keeps its title to itself", () => {
  test("a card whose name the lists lack gives its title to no neighbour (nl, de)", () => {
    const grid = (cards: [string, string][]) =>
      `<div class="team">${cards
        .map(([name, title]) => `<div class="card"><h3>${name}</h3><p>${title}</p></div>`)
        .join("")}</div>`;
    const flemish = people(
      grid([
        ["Griet Vermeersch", "Zaakvoerder"],
        ["Wout Claeys", "Aankoopverantwoordelijke"],
      ]),
      "BE",
    );
    expect(flemish.filter(([, title]) => title === "Zaakvoerder")).not.toContainEqual([
      "Wout Claeys",
      "Zaakvoerder",
      "CEO",
    ]);
    expect(
      people(
        grid([
          ["Hiltrud Ommen", "Geschäftsführerin"],
          ["Jan Berger", "Glasbläser"],
        ]),
        "DE",
      ),
    ).not.toContainEqual(["Jan Berger", "Geschäftsführerin", "CEO"]);
  });

  test("a paragraph of a name and its phone beside a paragraph of its title is one card (de)", () => {
    const html =
      "<div><p>Anna Weber<br>Tel. 030 1234567</p><p>Leiterin Einkauf</p></div>" +
      "<div><p>Jan Berger<br>Tel. 030 1234568</p><p>Geschäftsführer</p></div>";
    expect(people(html, "DE")).toEqual([
      ["Anna Weber", "Leiterin Einkauf", "Purchase Director"],
      ["Jan Berger", "Geschäftsführer", "CEO"],
    ]);
  });
});
