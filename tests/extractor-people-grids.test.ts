import { describe, expect, test } from "bun:test";
import { bestDecisionMaker, createExtractor } from "../src/research/extractor/index.ts";
import { readName } from "../src/research/extractor/names.ts";
import { leadContact } from "../src/research/run/company-reader.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * People in the common layouts of team and about pages, in the nine languages: grids of cards,
 * figures with captions, definition lists, table rows, names in capitals or with credentials,
 * titles ending in a colon or joined, and customers signing testimonials (another
 * organisation's people, never the company's decision maker).
 */

function run(body: string, countryCode = "DE") {
  const url = "https://www.example.com/team";
  return createExtractor().extract([pageWithBody(url, body)], { countryCode });
}

const people = (body: string, countryCode = "DE") =>
  run(body, countryCode).people.map((p) => [p.name.value, p.title.value]);

describe("team grids", () => {
  test("heading and position paragraph (es, it)", () => {
    expect(
      people(
        '<div class="team"><div><h4>Lucía Gómez</h4><p>Directora comercial</p></div><div><h4>Jorge Ruiz</h4><p>Jefe de compras</p></div></div>',
        "ES",
      ),
    ).toEqual([
      ["Lucía Gómez", "Directora comercial"],
      ["Jorge Ruiz", "Jefe de compras"],
    ]);
  });

  test("figure and caption (sv)", () => {
    expect(
      people(
        '<figure><img src="a.jpg" alt=""><figcaption><strong>Sofia Lind</strong><br>Inköpschef</figcaption></figure><figure><img src="b.jpg" alt=""><figcaption>Erik Berg, VD</figcaption></figure>',
        "SE",
      ),
    ).toEqual([
      ["Sofia Lind", "Inköpschef"],
      ["Erik Berg", "VD"],
    ]);
  });

  test("definition list, title as the term or as the definition (de, nl)", () => {
    expect(people("<dl><dt>Geschäftsführer</dt><dd>Thomas Becker</dd></dl>", "DE")).toEqual([
      ["Thomas Becker", "Geschäftsführer"],
    ]);
    expect(
      people(
        "<dl><dt>Sanne Bakker</dt><dd>Hoofd inkoop</dd><dt>Pieter Jansen</dt><dd>Algemeen directeur</dd></dl>",
        "NL",
      ),
    ).toEqual([
      ["Sanne Bakker", "Hoofd inkoop"],
      ["Pieter Jansen", "Algemeen directeur"],
    ]);
  });

  test("table rows, name first or title first (de, it)", () => {
    expect(
      people(
        "<table><tr><th>Name</th><th>Funktion</th></tr><tr><td>Thomas Becker</td><td>Geschäftsführer</td></tr><tr><td>Sabine Koch</td><td>Einkaufsleiterin</td></tr></table>",
      ),
    ).toEqual([
      ["Thomas Becker", "Geschäftsführer"],
      ["Sabine Koch", "Einkaufsleiterin"],
    ]);
    expect(
      people(
        "<table><tr><td>Direttore generale</td><td>Marco Bianchi</td></tr><tr><td>Responsabile acquisti</td><td>Giulia Verdi</td></tr></table>",
        "IT",
      ),
    ).toEqual([
      ["Marco Bianchi", "Direttore generale"],
      ["Giulia Verdi", "Responsabile acquisti"],
    ]);
  });

  test("cards of one shape vouch for a sibling's name missing from the lists (en)", () => {
    const card = (name: string, title: string) =>
      `<div class="member"><div class="name">${name}</div><div class="role">${title}</div><div class="ext">Ext. 22</div></div>`;
    const body = [
      card("Doug Miller", "System Designer"),
      card("Andrew Sanders", "System Designer"),
      card("Chuck Norrell", "System Designer"),
    ].join("");
    expect(people(body, "US")).toContainEqual(["Chuck Norrell", "System Designer"]);
    // Alone, the card has no grid to vouch for a name the lists do not know.
    expect(people(card("Chuck Norrell", "System Designer"), "US")).toEqual([]);
  });

  test("unclassed paragraphs need one card more to vouch", () => {
    const card = (name: string, title: string) =>
      `<div><p>${name}</p><p>${title}</p><p>Ext. 1</p></div>`;
    const two = [card("Doug Miller", "System Designer"), card("Chuck Norrell", "Project Engineer")];
    expect(people(two.join(""), "US")).toEqual([["Doug Miller", "System Designer"]]);
    const four = [card("Andrew Sanders", "Service Manager"), card("Susan Miles", "Buyer"), ...two];
    expect(people(four.join(""), "US")).toContainEqual(["Chuck Norrell", "Project Engineer"]);
  });

  test("list items of one shape vouch for each other's names (en)", () => {
    const body =
      "<ul><li>Patricia Lang, Director of Services</li><li>Tricia Dukes, HR Manager</li><li>Tovin Wentz, Director</li></ul>";
    expect(people(body, "US")).toContainEqual(["Tovin Wentz", "Director"]);
    // "Tovin" is in no list, not even the broad ones that a "Name, Title" line may use.
    expect(people("<ul><li>Tovin Wentz, Director</li></ul>", "US")).toEqual([]);
  });
});

describe("how names and titles are written", () => {
  test("names in capitals, as printed (pl, fr)", () => {
    expect(
      people(
        "<div><h3>ANNA KOWALSKA</h3><p>Prezes Zarządu</p></div><div><h3>JAN NOWAK</h3><p>Head of Design</p></div>",
        "PL",
      ),
    ).toEqual([
      ["ANNA KOWALSKA", "Prezes Zarządu"],
      ["JAN NOWAK", "Head of Design"],
    ]);
    expect(people("<div><h3>JEAN-PIERRE DUBOIS</h3><p>Directeur général</p></div>", "FR")).toEqual([
      ["JEAN-PIERRE DUBOIS", "Directeur général"],
    ]);
    // A heading in capitals is no name.
    expect(people("<div><h3>ABOUT US</h3><p>Head of Design</p></div>", "GB")).toEqual([]);
  });

  test("credentials after the name are kept out of it (en, de, it)", () => {
    const facts = run(
      "<div><h3>Jane Doe, MBA</h3><p>Chief Financial Officer</p></div><div><h3>Marissa Abdo MS RN</h3><p>Clinical Supervisor</p></div><div><h3>Stacey Phelps PA-C</h3><p>Practice Manager</p></div>",
      "US",
    );
    expect(facts.people.map((p) => [p.name.value, p.honorific])).toEqual([
      ["Jane Doe", "MBA"],
      ["Marissa Abdo", "MS RN"],
      ["Stacey Phelps", "PA-C"],
    ]);
    expect(readName("Dr. Ing. Karl Maier")).toEqual({ name: "Karl Maier", honorific: "Dr. Ing." });
    expect(readName("Maria Rossi, CPA")).toEqual({ name: "Maria Rossi", honorific: "CPA" });
    expect(readName("Lovely C. Laban GNP-C MSN", { cue: true })).toEqual({
      name: "Lovely C. Laban",
      honorific: "GNP-C MSN",
    });
    // A surname that spells a credential in lower case stays the surname.
    expect(readName("Anna Maria Ma")?.name).toBe("Anna Maria Ma");
  });

  test("a surname that is also a short legal form (sv)", () => {
    expect(people("<div><h3>Per Ek</h3><p>VD</p></div>", "SE")).toEqual([["Per Ek", "VD"]]);
  });

  test("initials and a surname beside a title", () => {
    expect(people("<p>Building Inspector – R.D. Hoffman inspector@example.com</p>", "US")).toEqual([
      ["R.D. Hoffman", "Building Inspector"],
    ]);
    // Without a title, initials and a word are no one.
    expect(readName("R.D. Hoffman")).toBeUndefined();
  });

  test("a title ending in a colon, then the name (en, fr)", () => {
    expect(people("<p>Owner and founder:</p><p>Jane Doe</p>", "US")).toEqual([
      ["Jane Doe", "Owner and founder"],
    ]);
    expect(people("<p>Fondatrice et gérante : Claire Petit</p>", "FR")).toEqual([
      ["Claire Petit", "Fondatrice et gérante"],
    ]);
  });

  test("several titles joined (en, de)", () => {
    expect(
      people("<div><h3>Peter Brown</h3><p>Founder &amp; Managing Director</p></div>", "GB"),
    ).toEqual([["Peter Brown", "Founder & Managing Director"]]);
    expect(people("<p>Thomas Becker, Inhaber und Geschäftsführer</p>")).toEqual([
      ["Thomas Becker", "Inhaber und Geschäftsführer"],
    ]);
  });
});

describe("testimonials: another organisation's people", () => {
  const page =
    '<div class="testimonials"><p>“The new line doubled our output within a month, and the service is excellent.”</p><p>Lukas Berger</p><p>CEO, Nordwerk</p></div>' +
    "<blockquote><p>Il servizio è stato rapido e preciso, lo consigliamo a tutti i clienti.</p><p>— Chiara Galli, Responsabile acquisti, Rossi Alimentari</p></blockquote>" +
    '<div class="card"><h3>Anna Weber</h3><p>Einkaufsleiterin</p></div>';

  test("signers are read, marked as another organisation's, with it when printed", () => {
    const facts = run(page);
    expect(facts.people.map((p) => [p.name.value, p.title.value, p.external])).toEqual([
      ["Lukas Berger", "CEO", { organisation: "Nordwerk" }],
      ["Chiara Galli", "Responsabile acquisti", { organisation: "Rossi Alimentari" }],
      ["Anna Weber", "Einkaufsleiterin", undefined],
    ]);
  });

  test("a signer is never the decision maker nor the lead's contact", () => {
    const facts = run(page);
    expect(bestDecisionMaker(facts, "CEO")).toBeUndefined();
    expect(bestDecisionMaker(facts, "Purchase Director")?.name.value).toBe("Anna Weber");
    expect(bestDecisionMaker(facts, "Other")?.name.value).toBe("Anna Weber");
    expect(leadContact(facts, "CEO").person).toBeUndefined();
  });
});

describe("a card's name line that goes on with an aside", () => {
  test.each([
    [
      "IT",
      "<div class='card'><p class='nome'>Giulia Bianchi, Milano</p><p class='ruolo'>Direttrice commerciale</p></div>",
      "Giulia Bianchi",
    ],
    [
      "SE",
      "<div class='kontakt'><h3>Karin Ek, Göteborg</h3><p>Inköpschef</p><p>031-555 12 34</p></div>",
      "Karin Ek",
    ],
    [
      "PT",
      "<div class='membro'><h4>Eng.º Rui Santos · desde 1999</h4><p>Diretor de Produção</p></div>",
      "Rui Santos",
    ],
    [
      "US",
      "<div class='bio'><h3>Mark Davis, CPA — joined 2012</h3><p>Chief Financial Officer</p></div>",
      "Mark Davis",
    ],
    [
      "FR",
      "<div class='team'><h4>Claire Dubois – depuis 2005 chez nous</h4><span>Directrice commerciale</span></div><div class='team'><h4>Paul Martin – depuis 2010 chez nous</h4><span>Responsable des achats</span></div>",
      "Claire Dubois",
    ],
  ])("%s: the town or the year joined is no part of the name", (country, html, name) => {
    const found = createExtractor()
      .extract([pageWithBody("https://firm.example/team", html)], { countryCode: country })
      .people.map((p) => p.name.value);
    expect(found).toContain(name);
  });
});

describe("a name line with a contact label, a bracket or a degree, over its title line", () => {
  test.each([
    [
      "DE",
      "<div><p>Ihre Ansprechpartnerin: Anna Weber</p><p>Leiterin Einkauf</p></div>",
      "Anna Weber",
      "Purchase Director",
    ],
    [
      "FR",
      "<div><p>Contact : Claire Dubois</p><p>Directrice commerciale</p></div>",
      "Claire Dubois",
      "Sales Director",
    ],
    [
      "SE",
      "<div><p>Kontaktperson: Karin Ek</p><p>Inköpschef</p></div>",
      "Karin Ek",
      "Purchase Director",
    ],
    [
      "SE",
      "<div><p>Karin Ek (hon/henne)</p><p>Inköpschef</p></div>",
      "Karin Ek",
      "Purchase Director",
    ],
    [
      "FR",
      "<div><p>Mme Claire Dubois (photo)</p><p>Directrice commerciale</p></div>",
      "Claire Dubois",
      "Sales Director",
    ],
    [
      "DE",
      "<div><p>Anna Weber, Dipl.-Kauffrau</p><p>Leiterin Einkauf</p></div>",
      "Anna Weber",
      "Purchase Director",
    ],
    [
      "DE",
      "<h1>Anna Weber</h1><p>Leiterin Einkauf seit 2019</p>",
      "Anna Weber",
      "Purchase Director",
    ],
  ])("%s: %s", (country, html, name, role) => {
    const found = createExtractor()
      .extract([pageWithBody("https://firm.example/team", html)], { countryCode: country })
      .people.map((p) => [p.name.value, p.primaryTitle ?? null]);
    expect(found).toContainEqual([name, role]);
  });

  test("a heading under a name opens the next section, no title (de)", () => {
    const html =
      "<ul><li>Präsident: Beat Zollikofer</li><li>Mitglied: Ursula Bischof-Näf</li></ul><h2>Geschäftsleitung</h2><ul><li>CEO: Corinne Baumgartner</li></ul>";
    const found = createExtractor()
      .extract([pageWithBody("https://firm.example/organe", html)], { countryCode: "CH" })
      .people.map((p) => [p.name.value, p.title.value]);
    expect(found).not.toContainEqual(["Ursula Bischof-Näf", "Geschäftsleitung"]);
  });
});
