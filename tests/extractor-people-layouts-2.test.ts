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

describe("table rows read by their header's column names", () => {
  test("name and function apart, contacts between them (de)", () => {
    expect(
      contacts(
        "<table><thead><tr><th>Name</th><th>Telefon</th><th>E-Mail</th><th>Funktion</th></tr></thead><tbody><tr><td>Thomas Becker</td><td>+49 40 123456-1</td><td>t.becker@firma.example</td><td>Geschäftsführer</td></tr><tr><td>Sabine Koch</td><td>+49 40 123456-2</td><td>s.koch@firma.example</td><td>Einkaufsleiterin</td></tr></tbody></table>",
        "DE",
      ),
    ).toEqual([
      ["Thomas Becker", "Geschäftsführer", "t.becker@firma.example", "+49401234561"],
      ["Sabine Koch", "Einkaufsleiterin", "s.koch@firma.example", "+49401234562"],
    ]);
  });

  test("the name column vouches for a name the lists lack (sv, pl)", () => {
    const rows = [
      ["Ylva Öberg", "VD"],
      ["Tuva Sjöholm", "Inköpschef"],
      ["Algot Fjällström", "Säljare"],
    ]
      .map(([name, title]) => `<tr><td>${name}</td><td>${title}</td><td>08-123 456 70</td></tr>`)
      .join("");
    expect(
      people(
        `<table><tr><th>Namn</th><th>Befattning</th><th>Telefon</th></tr>${rows}</table>`,
        "SE",
      ),
    ).toContainEqual(["Algot Fjällström", "Säljare"]);
    expect(
      people(
        "<table><tr><td><b>Stanowisko</b></td><td><b>Imię i nazwisko</b></td></tr><tr><td>Kierownik zmiany</td><td>Bożydar Wrzos</td></tr></table>",
        "PL",
      ),
    ).toEqual([["Bożydar Wrzos", "Kierownik zmiany"]]);
    // Without a header naming the columns, an unknown name in a cell is nobody.
    expect(
      people("<table><tr><td>Kierownik zmiany</td><td>Bożydar Wrzos</td></tr></table>", "PL"),
    ).toEqual([]);
  });

  test("headings in other languages, a department column as the title (fr, it, es, nl, pt)", () => {
    const table = (name: string, title: string, row: [string, string]) =>
      `<table><tr><th>${name}</th><th>${title}</th></tr><tr><td>${row[0]}</td><td>${row[1]}</td></tr></table>`;
    expect(people(table("Nom", "Service", ["Claire Petit", "Comptabilité"]), "FR")).toEqual([
      ["Claire Petit", "Comptabilité"],
    ]);
    expect(people(table("Nome e cognome", "Ruolo", ["Marco Bianchi", "Titolare"]), "IT")).toEqual([
      ["Marco Bianchi", "Titolare"],
    ]);
    expect(people(table("Nombre", "Cargo", ["Jorge Ruiz", "Jefe de compras"]), "ES")).toEqual([
      ["Jorge Ruiz", "Jefe de compras"],
    ]);
    expect(people(table("Naam", "Functie", ["Jan de Vries", "Directeur"]), "NL")).toEqual([
      ["Jan de Vries", "Directeur"],
    ]);
    expect(people(table("Nome", "Função", ["João Silva", "Diretor comercial"]), "PT")).toEqual([
      ["João Silva", "Diretor comercial"],
    ]);
  });

  test("a table of products or prices names nobody (en, de)", () => {
    expect(
      people(
        "<table><tr><th>Name</th><th>Position</th></tr><tr><td>Steel Bracket</td><td>Top Shelf</td></tr><tr><td>Wall Hook</td><td>Left Side</td></tr></table>",
        "GB",
      ),
    ).toEqual([]);
    expect(
      people(
        "<table><tr><th>Name</th><th>Funktion</th></tr><tr><td>Klemmring Stahl</td><td>Dichtung</td></tr></table>",
        "DE",
      ),
    ).toEqual([]);
    expect(
      people(
        "<table><tr><th>Name</th><th>Position</th></tr><tr><td>Steel Bracket 40</td><td>12.50</td></tr></table>",
        "GB",
      ),
    ).toEqual([]);
  });
});

describe("team grids judged by their repeated blocks", () => {
  test("a call to action every card repeats after the title is no part of it (pt, de)", () => {
    const card = (name: string, title: string, more: string) =>
      `<div class="membro"><img src="x.jpg" alt=""><h6>${name}</h6><small>${title}</small><a href="/p">${more}</a></div>`;
    expect(
      people(
        [
          card("Rafael Souza", "Diretor Comercial", "Saiba mais"),
          card("Fernanda Lima", "Gerente de Compras", "Saiba mais"),
        ].join(""),
        "BR",
      ),
    ).toEqual([
      ["Rafael Souza", "Diretor Comercial"],
      ["Fernanda Lima", "Gerente de Compras"],
    ]);
    expect(
      people(
        [
          card("Katharina Vogt", "Vertrieb Export", "Mehr erfahren"),
          card("Jürgen Hahn", "Geschäftsführer", "Mehr erfahren"),
        ].join(""),
        "DE",
      ),
    ).toEqual([
      ["Katharina Vogt", "Vertrieb Export"],
      ["Jürgen Hahn", "Geschäftsführer"],
    ]);
  });

  test("a name and title repeated after cards' names are kept (en)", () => {
    // The repeated last part is the title itself, not a call to action.
    const line = (name: string) => `<p><strong>${name}</strong><span>Sales Manager</span></p>`;
    expect(people(line("Sarah Thompson") + line("David Clarke"), "GB")).toEqual([
      ["Sarah Thompson", "Sales Manager"],
      ["David Clarke", "Sales Manager"],
    ]);
  });

  const card = (name: string, title: string, n: number) =>
    `<li class="col item-${n}"><figure><img src="p.jpg" alt=""></figure><div class="info info-${n}"><p class="role role-${n}">${title}</p><h3 class="name-${n}"><a href="/p">${name}</a></h3><ul class="social"><li><a href="https://www.linkedin.com/in/x"><i class="icon-linkedin"></i></a></li></ul></div></li>`;

  test("a card's name never pairs with the next card's title, and numbered classes are one grid (fr)", () => {
    const grid = [
      card("Luc Moreau", "Directeur commercial", 1),
      card("Sophie Laurent", "Responsable des achats", 2),
      card("Ylvaine Quilliec", "Ingénieure qualité fournisseurs", 3),
    ];
    expect(people(`<ul class="equipe">${grid.join("")}</ul>`, "FR")).toEqual([
      ["Luc Moreau", "Directeur commercial"],
      ["Sophie Laurent", "Responsable des achats"],
      ["Ylvaine Quilliec", "Ingénieure qualité fournisseurs"],
    ]);
    // Alone, the card whose name no list knows names nobody, and no neighbour takes its title.
    expect(people(`<ul class="equipe">${[grid[0], grid[2]].join("")}</ul>`, "FR")).toEqual([
      ["Luc Moreau", "Directeur commercial"],
    ]);
  });

  test("the grid vouches for a name the lists lack beside a department (de, nl)", () => {
    const member = (name: string, title: string) =>
      `<div class="team-member"><h5>${name}</h5><span class="position">${title}</span><a class="btn" href="/x">Mehr erfahren</a></div>`;
    expect(
      people(
        `<div class="team">${member("Katharina Vogt", "Leiterin Vertrieb")}${member("Jürgen Hahn", "Geschäftsführer")}${member("Bożydar Wrzos", "Einkauf")}</div>`,
        "DE",
      ),
    ).toContainEqual(["Bożydar Wrzos", "Einkauf"]);
    const lid = (name: string, title: string) =>
      `<div class="lid"><h3>${name}</h3><p>${title}</p></div>`;
    expect(
      people(
        `<div class="team">${lid("Joost Bakker", "Eigenaar")}${lid("Sanne de Wit", "Inkoop")}${lid("Tjeerd Hulsebosch", "Verkoop binnendienst")}</div>`,
        "NL",
      ),
    ).toContainEqual(["Tjeerd Hulsebosch", "Verkoop binnendienst"]);
  });
});

describe("several people after one label", () => {
  const primaries = (body: string, countryCode: string) =>
    run(body, countryCode).people.map((p) => [p.name.value, p.title.value, p.primaryTitle]);

  test("a plural label gives each name the label as printed and its singular's role (es, fr, nl, pt, sv, de)", () => {
    expect(primaries("<p>Administradores: Jorge Ruiz y Ana Belén Castro</p>", "ES")).toEqual([
      ["Jorge Ruiz", "Administradores", "CEO"],
      ["Ana Belén Castro", "Administradores", "CEO"],
    ]);
    expect(people("<p>Gérants : Claire Petit et Marc Dubois</p>", "FR")).toEqual([
      ["Claire Petit", "Gérants"],
      ["Marc Dubois", "Gérants"],
    ]);
    expect(people("<p>Bestuurders: Jan de Vries en Femke Bakker</p>", "NL")).toEqual([
      ["Jan de Vries", "Bestuurders"],
      ["Femke Bakker", "Bestuurders"],
    ]);
    expect(people("<p>Sócios-gerentes: João Silva e Maria Costa</p>", "PT")).toEqual([
      ["João Silva", "Sócios-gerentes"],
      ["Maria Costa", "Sócios-gerentes"],
    ]);
    expect(people("<p>Direktörer: Karin Ek, Per Holm</p>", "SE")).toEqual([
      ["Karin Ek", "Direktörer"],
      ["Per Holm", "Direktörer"],
    ]);
    expect(people("<p>Prokuristen: Hans Meier, Eva Roth</p>", "DE")).toEqual([
      ["Hans Meier", "Prokuristen"],
      ["Eva Roth", "Prokuristen"],
    ]);
  });

  test("a plural word that is no title labels nobody (fr, en)", () => {
    expect(people("<p>Ventes : Paris, Lyon</p>", "FR")).toEqual([]);
    expect(people("<p>Opening hours: Monday, Tuesday</p>", "GB")).toEqual([]);
  });
});

describe("testimonial signers are another company's people", () => {
  const signers = (body: string, countryCode: string) =>
    run(body, countryCode).people.map((p) => [p.name.value, p.title.value, p.external]);

  test("'title of Company' in the signature names the organisation (de, it, es, nl)", () => {
    expect(
      signers(
        '<div class="kundenstimmen"><p>„Seit Jahren arbeiten wir mit dem Team zusammen und sind sehr zufrieden.“</p><p>Martin Schulz, Geschäftsführer der Schulz GmbH</p></div>',
        "DE",
      ),
    ).toEqual([["Martin Schulz", "Geschäftsführer", { organisation: "Schulz GmbH" }]]);
    expect(
      signers(
        "<blockquote><p>«Un servizio impeccabile, consegne sempre puntuali e personale gentile.»</p><p>— Chiara Galli, Responsabile acquisti di Rossi Alimentari</p></blockquote>",
        "IT",
      ),
    ).toEqual([["Chiara Galli", "Responsabile acquisti", { organisation: "Rossi Alimentari" }]]);
    expect(
      signers(
        '<div class="testimonio"><p>"Excelente servicio y atención, siempre cumplen los plazos acordados."</p><p>Jorge Ruiz, Director general de Conservas Ruiz</p></div>',
        "ES",
      ),
    ).toEqual([["Jorge Ruiz", "Director general", { organisation: "Conservas Ruiz" }]]);
    expect(
      signers(
        '<blockquote><p>"Zeer tevreden over de samenwerking en de snelle levering."</p><footer>Pieter Jansen, directeur van Bakkerij Jansen</footer></blockquote>',
        "NL",
      ),
    ).toEqual([["Pieter Jansen", "directeur", { organisation: "Bakkerij Jansen" }]]);
  });

  test("a card's title that runs on with lower-case words stays whole (de)", () => {
    expect(
      people('<div class="card"><h3>Anna Weber</h3><p>Einkaufsleiterin der Firma</p></div>', "DE"),
    ).toEqual([["Anna Weber", "Einkaufsleiterin der Firma"]]);
  });
});

describe("a card's name and title apart, contacts between them", () => {
  test("name, contacts, then title in one small block (de, pl, en)", () => {
    expect(
      contacts(
        '<div class="person"><h4>Anna Weber</h4><p><a href="mailto:a.weber@firma.example">a.weber@firma.example</a></p><p>Einkaufsleiterin</p></div>',
        "DE",
      ),
    ).toEqual([["Anna Weber", "Einkaufsleiterin", "a.weber@firma.example", ""]]);
    expect(
      people(
        '<div class="osoba"><p class="n">Marta Wiśniewska</p><p class="c">tel. +48 61 123 45 67</p><p class="t">Dział sprzedaży</p></div>',
        "PL",
      ),
    ).toEqual([["Marta Wiśniewska", "Dział sprzedaży"]]);
    expect(
      people(
        '<div class="bio"><h3>Sarah Thompson</h3><a href="/team/sarah">View profile</a><p>Managing Director</p></div>',
        "GB",
      ),
    ).toEqual([["Sarah Thompson", "Managing Director"]]);
  });

  test("a block with two names or two titles is no one person's card (en, it)", () => {
    expect(
      people(
        "<div><h4>Sarah Thompson</h4><p>Tel. 020 7946 0000</p><h4>David Clarke</h4><p>Head of Sales</p><p>Managing Director</p></div>",
        "GB",
      ),
    ).not.toContainEqual(["Sarah Thompson", "Head of Sales"]);
    expect(
      people(
        '<div class="box"><h4>Laura Bassi</h4><p>Tel. 02 1234567</p><p>Responsabile acquisti</p><p>Direttore tecnico</p></div>',
        "IT",
      ),
    ).toEqual([]);
  });
});
