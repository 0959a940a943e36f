import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * People in structured layouts judged by the markup's structure rather than by tag sequences,
 * in the nine languages: a card's department line as its title, definition lists whose terms
 * are departments, the end of one card where the next begins (so that contacts stay with their
 * own card), table rows read by their header's column names, calls to action and social icons
 * around a card, and customers signing testimonials.
 */

function run(body: string, countryCode: string) {
  const url = "https://www.firma.example/team";
  return createExtractor().extract([pageWithBody(url, body)], { countryCode });
}

const people = (body: string, countryCode: string) =>
  run(body, countryCode).people.map((p) => [p.name.value, p.title.value]);

/** Name, title, email and phone of each person, "" where none. */
const contacts = (body: string, countryCode: string) =>
  run(body, countryCode).people.map((p) => [
    p.name.value,
    p.title.value,
    p.email?.value ?? "",
    p.phone?.value ?? "",
  ]);

describe("a department on a card's title line is the title as printed", () => {
  test("heading and department paragraph in a small card (it, pl, es, sv)", () => {
    expect(
      people('<div class="p"><h4>Laura Bassi</h4><p>Ufficio acquisti</p></div>', "IT"),
    ).toEqual([["Laura Bassi", "Ufficio acquisti"]]);
    expect(
      contacts(
        '<div class="o"><h4>Katarzyna Nowak</h4><p>Dział sprzedaży</p><p>tel. +48 61 123 45 67</p></div>',
        "PL",
      ),
    ).toEqual([["Katarzyna Nowak", "Dział sprzedaży", "", "+48611234567"]]);
    expect(people("<div><h4>Carmen López</h4><p>Departamento de compras</p></div>", "ES")).toEqual([
      ["Carmen López", "Departamento de compras"],
    ]);
    expect(people("<div><h4>Anna Lind</h4><p>Inköp</p></div>", "SE")).toEqual([
      ["Anna Lind", "Inköp"],
    ]);
  });

  test("a department term over its person in a definition list (de, nl)", () => {
    expect(
      people(
        "<dl><dt>Geschäftsführung</dt><dd>Hans Meier</dd><dt>Vertrieb Export</dt><dd>Eva Roth</dd></dl>",
        "DE",
      ),
    ).toEqual([
      ["Hans Meier", "Geschäftsführung"],
      ["Eva Roth", "Vertrieb Export"],
    ]);
    expect(people("<dl><dt>Sanne Bakker</dt><dd>Inkoop</dd></dl>", "NL")).toEqual([
      ["Sanne Bakker", "Inkoop"],
    ]);
  });

  test("name and department in one table cell (de)", () => {
    expect(
      people(
        "<table><tr><td><strong>Sabine Koch</strong><br>Einkauf</td><td>Tel. +49 40 123456-2</td></tr></table>",
        "DE",
      ),
    ).toEqual([["Sabine Koch", "Einkauf"]]);
  });

  test("a section heading over a name, and an office named for its town, are no title (en)", () => {
    expect(
      people("<div><h2>Media Requests</h2><p>Mina Harper<br>Bateman Group</p></div>", "US"),
    ).toEqual([]);
    expect(
      people('<div class="office"><h3>Hong Kong</h3><p class="type">Sales</p></div>', "US"),
    ).toEqual([]);
  });
});

describe("contacts stay with their own card", () => {
  test("a definition list: the next term begins the next card (de)", () => {
    const facts = contacts(
      "<dl><dt>Geschäftsführung</dt><dd>Dr. Hans Meier</dd><dt>Vertrieb</dt><dd>Eva Roth<br>Tel. +49 89 1234-55<br>e.roth@firma.example</dd></dl>",
      "DE",
    );
    expect(facts).toEqual([
      ["Hans Meier", "Geschäftsführung", "", ""],
      ["Eva Roth", "Vertrieb", "e.roth@firma.example", "+4989123455"],
    ]);
  });

  test("a flat list of headings: a name the lists miss still ends the card before it (fr)", () => {
    // "Quilliec" heads the second card; it is no known name, yet its contacts are not Claire's.
    const facts = contacts(
      '<div class="equipe"><h3>Claire Petit</h3><p>Directrice générale</p><h3>Ylvaine Quilliec</h3><p>Secrétariat</p><p>Tél. 01 23 45 67 89</p></div>',
      "FR",
    );
    expect(facts[0]).toEqual(["Claire Petit", "Directrice générale", "", ""]);
  });

  test("a table row's contacts are that row's (pt)", () => {
    const facts = contacts(
      "<table><tr><td>João Silva</td><td>Diretor comercial</td><td></td></tr><tr><td>Loja</td><td></td><td>joao@firma.example</td></tr></table>",
      "PT",
    );
    expect(facts).toEqual([["João Silva", "Diretor comercial", "", ""]]);
  });
});
