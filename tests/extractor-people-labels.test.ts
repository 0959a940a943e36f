import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * Labels over several people: an imprint's or a board page's owners, partners and governing
 * bodies ("Kommanditistin:", "Soci:", "Ledamöter:", "Directie:"), each name with the label as
 * printed; and department lists where a term, a cell or a heading names the department and the
 * person's line goes on with their contacts.
 */

const extractor = createExtractor();

function peopleOf(body: string, countryCode: string): string[] {
  return extractor
    .extract([pageWithBody("https://www.firma.example/impressum", body)], { countryCode })
    .people.map((person) => `${person.name.value} | ${person.title?.value ?? ""}`);
}

describe("a board or owners' label over several names", () => {
  const lines: [string, string, string, string[]][] = [
    [
      "de",
      "AT",
      "<p>Persönlich haftende Gesellschafter: Ing. Rupert Haslinger, Veronika Haslinger</p>",
      [
        "Rupert Haslinger | Persönlich haftende Gesellschafter",
        "Veronika Haslinger | Persönlich haftende Gesellschafter",
      ],
    ],
    [
      "de",
      "DE",
      "<p>Kommanditistin: Dr. Sabine Wendtland</p>",
      ["Sabine Wendtland | Kommanditistin"],
    ],
    [
      "it",
      "IT",
      "<p>Soci: Marco Venturi, Giulia Venturi e Paolo Ricci</p>",
      ["Marco Venturi | Soci", "Giulia Venturi | Soci", "Paolo Ricci | Soci"],
    ],
    [
      "sv",
      "SE",
      "<p>Ledamöter: Henrik Nyström, Sara Lindqvist</p>",
      ["Henrik Nyström | Ledamöter", "Sara Lindqvist | Ledamöter"],
    ],
    [
      "nl",
      "NL",
      "<p>Directie: ir. Maarten Kuipers en drs. Femke Kuipers-Van Loon</p>",
      ["Maarten Kuipers | Directie", "Femke Kuipers-Van Loon | Directie"],
    ],
    [
      "pl",
      "PL",
      "<p>Wspólnicy: Tomasz Zieliński, Marta Zielińska</p>",
      ["Tomasz Zieliński | Wspólnicy", "Marta Zielińska | Wspólnicy"],
    ],
    [
      "sv",
      "SE",
      "<p>Fackliga företrädare: Mikael Berg (Handels), 031-440 12 80</p>",
      ["Mikael Berg | Fackliga företrädare"],
    ],
    [
      "pt",
      "PT",
      "<p>Sócios: Rui Fernandes e Inês Matos</p>",
      ["Rui Fernandes | Sócios", "Inês Matos | Sócios"],
    ],
  ];
  for (const [lang, country, html, people] of lines) {
    test(`${lang}: ${html}`, () => expect(peopleOf(html, country)).toEqual(people));
  }

  // Near misses: a vacancy is no person, and a label the catalogue does not know vouches for no
  // name the given-name lists lack (firms follow such labels as often as people).
  test("de: a vacant seat is no person", () => {
    expect(peopleOf("<p>Vorstand: Dr. Petra Ulbrich, N.N.</p>", "DE")).toEqual([
      "Petra Ulbrich | Vorstand",
    ]);
  });
  test("sv: firms after a members' label are no people", () => {
    expect(peopleOf("<p>Ledamöter: Nordkraft Holding, Västra Energi</p>", "SE")).toEqual([]);
  });
  test("nl: firms after a board label are no people", () => {
    expect(peopleOf("<p>Bestuur: Stichting Noorderlicht en Vereniging Oost</p>", "NL")).toEqual([]);
  });
  test("it: a board word in a sentence is no label", () => {
    expect(peopleOf("<p>I soci fondatori sono Marco e Giulia Venturi.</p>", "IT")).toEqual([]);
  });
});

describe("a label's names with their own titles", () => {
  // "Label: Name, own title": the title printed beside the name is the person's, not the label.
  const lines: [string, string, string, string[]][] = [
    [
      "fr",
      "CH",
      "<p>Direction : Mathieu Perrin, directeur général · IDE CHE-118.204.337 TVA</p>",
      ["Mathieu Perrin | directeur général"],
    ],
    [
      "it",
      "IT",
      // The deputy's label names the deputy, whose name the sentence's full stop ends.
      "<p>Direzione: Dott.ssa Elisa Brambilla, direttrice; sostituto: Luca Fontana.</p>",
      ["Elisa Brambilla | direttrice", "Luca Fontana | sostituto"],
    ],
    [
      "de",
      "DE",
      "<p>Geschäftsleitung: Jörg Albrecht, Geschäftsführer</p>",
      ["Jörg Albrecht | Geschäftsführer"],
    ],
    [
      "es",
      "ES",
      "<p>Dirección: Lucía Ortega, directora gerente</p>",
      ["Lucía Ortega | directora gerente"],
    ],
  ];
  for (const [lang, country, html, people] of lines) {
    test(`${lang}: ${html}`, () => expect(peopleOf(html, country)).toEqual(people));
  }

  // A label over a group gives way to a line of the person's own.
  const groups: [string, string, string, string[]][] = [
    [
      "it",
      "IT",
      "<p>Legale rappresentante: Piero Galli<br>Soci: Piero Galli, Sara Galli</p>",
      ["Piero Galli | Legale rappresentante", "Sara Galli | Soci"],
    ],
    [
      "en",
      "GB",
      "<p>Directors: Owen Price, Hannah Price<br>Company Secretary: Hannah Price</p>",
      ["Owen Price | Directors", "Hannah Price | Company Secretary"],
    ],
    [
      "nl",
      "NL",
      "<p>Directie: Bram Visser en Eva Visser<br>Algemeen directeur: Bram Visser</p>",
      ["Bram Visser | Algemeen directeur", "Eva Visser | Directie"],
    ],
    [
      "de",
      "DE",
      "<p>Gesellschafter: Heike Brandt, Uwe Brandt<br>Geschäftsführerin: Heike Brandt</p>",
      ["Uwe Brandt | Gesellschafter", "Heike Brandt | Geschäftsführerin"],
    ],
  ];
  for (const [lang, country, html, people] of groups) {
    test(`${lang}: ${html}`, () => expect(peopleOf(html, country).sort()).toEqual(people.sort()));
  }
});

describe("a department or a title before the name on one line", () => {
  const lines: [string, string, string, string[]][] = [
    [
      "it",
      "IT",
      "<p>Ufficio stampa – Martina Colombo<br>tel. 02 4839 1188</p>",
      ["Martina Colombo | Ufficio stampa"],
    ],
    ["de", "DE", "<p>Buchhaltung – Sabine Kraus</p>", ["Sabine Kraus | Buchhaltung"]],
    ["nl", "NL", "<p>Inkoop – Marieke Jansen</p>", ["Marieke Jansen | Inkoop"]],
    [
      "fr",
      "FR",
      "<p>Service comptabilité – Julien Mercier</p>",
      ["Julien Mercier | Service comptabilité"],
    ],
    [
      "pl",
      "PL",
      "<p>Zarząd: Tomasz Zieliński – Prezes Zarządu</p>",
      ["Tomasz Zieliński | Prezes Zarządu"],
    ],
  ];
  for (const [lang, country, html, people] of lines) {
    test(`${lang}: ${html}`, () => expect(peopleOf(html, country)).toEqual(people));
  }
  // Near misses: a department over a place is an office, not a person.
  test("it: a department over a town is an office", () => {
    expect(peopleOf("<p>Vendite – Hong Kong</p>", "IT")).toEqual([]);
  });
  test("es: a department over a branch is no person", () => {
    expect(peopleOf("<p>Compras – Delegación Norte</p>", "ES")).toEqual([]);
  });
});

describe("one labelled item in a row of company facts", () => {
  const rows: [string, string, string, string[]][] = [
    [
      "nl",
      "NL",
      "<footer>KvK 41827730 · BTW NL8521.44.610.B01 · Algemeen directeur: Pieter Smit</footer>",
      ["Pieter Smit | Algemeen directeur"],
    ],
    [
      "de",
      "DE",
      "<footer>HRB 55120 · USt-IdNr. DE 281 334 905 · Geschäftsführerin: Claudia Reuter</footer>",
      ["Claudia Reuter | Geschäftsführerin"],
    ],
    [
      "fr",
      "FR",
      "<footer>SIRET 812 334 905 00017 · Gérant : Antoine Leroy</footer>",
      ["Antoine Leroy | Gérant"],
    ],
    [
      "sv",
      "SE",
      "<footer>Org.nr 556712-4410 · Säte: Borås · VD: Johanna Ek</footer>",
      ["Johanna Ek | VD"],
    ],
  ];
  for (const [lang, country, html, people] of rows) {
    test(`${lang}: ${html}`, () => expect(peopleOf(html, country)).toEqual(people));
  }
  // Near miss: a row whose labelled items are places and numbers names no one.
  test("de: a row of registry facts names no one", () => {
    expect(
      peopleOf("<footer>HRB 55120 · Sitz: Bremen · Registergericht: Bremen</footer>", "DE"),
    ).toEqual([]);
  });
});

describe("a department list", () => {
  test("nl: department terms over names with their contacts", () => {
    const html = `<dl>
      <dt>Verkoop binnenland</dt><dd>Sjoerd Brinkman · 0174 - 51 20 11 · verkoop@kas.example</dd>
      <dt>Export (Frankrijk, België)</dt><dd>Noor Hendriks · +31 6 4418 2210</dd>
      <dt>Inkoop</dt><dd>Ellen de Groot · inkoop@kas.example</dd></dl>`;
    expect(peopleOf(html, "NL")).toEqual([
      "Sjoerd Brinkman | Verkoop binnenland",
      "Noor Hendriks | Export (Frankrijk, België)",
      "Ellen de Groot | Inkoop",
    ]);
  });
  test("de: a definition belongs to its own term, never to the next one", () => {
    const html = `<dl>
      <dt>Einkauf</dt><dd>Jonas Brandt · 0421 558120-31</dd>
      <dt>Projektsteuerung</dt><dd>Lena Albers · 0421 558120-32</dd>
      <dt>Buchhaltung</dt><dd>Karin Vogt · 0421 558120-33</dd></dl>`;
    const people = peopleOf(html, "DE");
    expect(people).toContain("Jonas Brandt | Einkauf");
    expect(people).toContain("Karin Vogt | Buchhaltung");
    expect(people).not.toContain("Lena Albers | Buchhaltung");
  });
  test("es: a table headed Departamento | Responsable", () => {
    const html = `<table><tr><th>Departamento</th><th>Responsable</th><th>Teléfono</th></tr>
      <tr><td>Tráfico nacional</td><td>Sergio Paredes Ruiz</td><td>981 60 21 71</td></tr>
      <tr><td>Recursos humanos</td><td>Marta Iglesias</td><td>981 60 21 75</td></tr></table>`;
    expect(peopleOf(html, "ES")).toEqual([
      "Sergio Paredes Ruiz | Tráfico nacional",
      "Marta Iglesias | Recursos humanos",
    ]);
  });
  test("pl: a table headed Dział | Osoba", () => {
    const html = `<table><tr><th>Dział</th><th>Osoba</th><th>Telefon</th></tr>
      <tr><td>Spedycja lotnicza</td><td>Paweł Sikora</td><td>(58) 620 11 41</td></tr>
      <tr><td>Księgowość</td><td>Ewa Marczak</td><td>(58) 620 11 47</td></tr></table>`;
    expect(peopleOf(html, "PL")).toEqual([
      "Paweł Sikora | Spedycja lotnicza",
      "Ewa Marczak | Księgowość",
    ]);
  });
  test("fr: a table headed Service | Responsable", () => {
    const html = `<table><tr><th>Service</th><th>Responsable</th><th>Téléphone</th></tr>
      <tr><td>Comptabilité</td><td>Claire Fontaine</td><td>04 72 18 36 51</td></tr>
      <tr><td>Logistique</td><td>Hugo Marchand</td><td>04 72 18 36 52</td></tr></table>`;
    expect(peopleOf(html, "FR")).toEqual([
      "Claire Fontaine | Comptabilité",
      "Hugo Marchand | Logistique",
    ]);
  });
  // Near miss: a table of offices headed Departamento | Responsable whose cells hold no names.
  test("es: offices in a Responsable column are no people", () => {
    const html = `<table><tr><th>Departamento</th><th>Responsable</th></tr>
      <tr><td>Ventas</td><td>Oficina central</td></tr>
      <tr><td>Compras</td><td>Delegación norte</td></tr></table>`;
    expect(peopleOf(html, "ES")).toEqual([]);
  });
});

describe("a role the card's markup sets apart under the name", () => {
  test("de: small lines under names, where the page marks known titles so", () => {
    const html = `<figure><figcaption>Jonas Keller<br><small>Küchenchef</small></figcaption></figure>
      <figure><figcaption>Mara Vogel<br><small>Bankett &amp; Events</small></figcaption></figure>`;
    expect(peopleOf(html, "CH")).toEqual([
      "Jonas Keller | Küchenchef",
      "Mara Vogel | Bankett & Events",
    ]);
  });
  test("nl: emphasised lines under names, where the page marks known titles so", () => {
    const html = `<div class="lid"><p>Sanne Bos</p><p><em>Eigenaar</em></p></div>
      <div class="lid"><p>Thijs Mulder</p><p><em>Werkplaats &amp; onderhoud</em></p></div>`;
    expect(peopleOf(html, "NL")).toEqual([
      "Sanne Bos | Eigenaar",
      "Thijs Mulder | Werkplaats & onderhoud",
    ]);
  });
  test("it: a span classed as the role", () => {
    const html = `<div class="card"><h4>Ilaria Conti</h4><span class="team-role">Accoglienza e cucina</span></div>`;
    expect(peopleOf(html, "IT")).toEqual(["Ilaria Conti | Accoglienza e cucina"]);
  });
  test("fr: a paragraph classed as the post", () => {
    const html = `<div class="membre"><h3>Camille Roux</h3><p class="poste">Atelier et livraisons</p></div>`;
    expect(peopleOf(html, "FR")).toEqual(["Camille Roux | Atelier et livraisons"]);
  });
  test("sv: a span classed as the position", () => {
    const html = `<li><strong>Elin Dahl</strong><span class="befattning">Hemstäd och fönsterputs</span></li>`;
    expect(peopleOf(html, "SE")).toEqual(["Elin Dahl | Hemstäd och fönsterputs"]);
  });

  // Near misses: a testimonial's town or firm in small print, a badge, a lone small line.
  test("de: a town in small print under a name is no title", () => {
    const html = `<div><p>Karin Holm</p><p><small>Stuttgart</small></p></div>`;
    expect(peopleOf(html, "DE")).toEqual([]);
  });
  test("de: small print on a page that marks no title so is no title", () => {
    const html = `<div><p>Karin Holm</p><p><small>Kundin seit Jahren</small></p></div>`;
    expect(peopleOf(html, "DE")).toEqual([]);
  });
  test("en: a badge class is no role", () => {
    const html = `<div class="card"><h4>Megan Price</h4><span class="badge">New to the team</span></div>`;
    expect(peopleOf(html, "GB")).toEqual([]);
  });
  test("es: a photo credit in a role's element is no title", () => {
    const html = `<div class="card"><h4>Lucía Vidal</h4><span class="role">Foto: Estudio Sur</span></div>`;
    expect(peopleOf(html, "ES")).toEqual([]);
  });
});

describe("a marked role beside the name on one line", () => {
  test("pt: bold name and small role, where the page marks known titles so", () => {
    const html = `<p><strong>Rui Matos</strong> <small>Gerente</small></p>
      <p><strong>Inês Lopes</strong> <small>Loja e encomendas</small></p>`;
    expect(peopleOf(html, "PT")).toEqual(["Rui Matos | Gerente", "Inês Lopes | Loja e encomendas"]);
  });
  test("de: bold names over small towns and phrases name no titles", () => {
    const html = `<p><strong>Karin Holm</strong> <small>Stuttgart</small></p>
      <p><strong>Jens Ott</strong> <small>Kunde seit Jahren</small></p>`;
    expect(peopleOf(html, "DE")).toEqual([]);
  });
});

describe("a department heading a list item's card", () => {
  const cards: [string, string, string, string[]][] = [
    [
      "de",
      "DE",
      `<ul><li><h3>Buchhaltung</h3><p>Sabine Kraus<br>Tel. 0421 558120-31</p></li>
        <li><h3>Einkauf</h3><p>Jonas Brandt<br>Tel. 0421 558120-32</p></li></ul>`,
      ["Sabine Kraus | Buchhaltung", "Jonas Brandt | Einkauf"],
    ],
    [
      "it",
      "CH",
      "<ul><li><h3>Amministrazione</h3><p>Fabio Conti<br>+41 91 922 31 60</p></li></ul>",
      ["Fabio Conti | Amministrazione"],
    ],
    [
      "sv",
      "SE",
      "<ul><li><h4>Kundtjänst</h4><p>Maja Holm<br>031-700 80 12</p></li></ul>",
      ["Maja Holm | Kundtjänst"],
    ],
    [
      "es",
      "ES",
      "<ul><li><h3>Compras</h3><p>Sergio Paredes<br>981 60 21 74</p></li></ul>",
      ["Sergio Paredes | Compras"],
    ],
  ];
  for (const [lang, country, html, people] of cards) {
    test(`${lang}: ${html.slice(0, 60)}`, () => expect(peopleOf(html, country)).toEqual(people));
  }
  // Near misses: a section's heading over a contact is no card's, and a town heads an office.
  test("de: a section heading over a name is no title", () => {
    const html = `<section><h2>Vertrieb</h2><p>Anna Weber<br>Tel. 0421 558120-40</p>
      <p>Wir beraten Sie gern zu allen Produkten und Lieferzeiten unserer Anlagen.</p></section>`;
    expect(peopleOf(html, "DE")).toEqual([]);
  });
  test("nl: a list item's heading that is no department is no title", () => {
    const html = "<ul><li><h3>Rotterdam</h3><p>Sanne Bos<br>010 - 412 55 80</p></li></ul>";
    expect(peopleOf(html, "NL")).toEqual([]);
  });
});

describe("a department before the name, the person's own title after it", () => {
  const cases: [string, string, string, string[]][] = [
    [
      "pt",
      "PT",
      "<ul><li><b>Logística</b> – Rui Baptista, Diretor de Logística – <a href='mailto:log@firma.example'>log@firma.example</a></li></ul>",
      ["Rui Baptista | Diretor de Logística"],
    ],
    [
      "de",
      "DE",
      "<ul><li><b>Einkauf</b> – Sabine Fröhlich, Leiterin Einkauf – Tel. 0711 4455 120</li></ul>",
      ["Sabine Fröhlich | Leiterin Einkauf"],
    ],
    [
      "fr",
      "FR",
      "<ul><li><b>Ventes</b> – Julie Marchand, directrice commerciale – <a href='mailto:ventes@firma.example'>ventes@firma.example</a></li></ul>",
      ["Julie Marchand | directrice commerciale"],
    ],
    [
      "es",
      "ES",
      "<ul><li><b>Compras</b> – Lorena Ibáñez, jefa de compras</li></ul>",
      ["Lorena Ibáñez | jefa de compras"],
    ],
  ];
  for (const [language, country, body, expected] of cases) {
    test(`${language}: the own title wins over the department`, () => {
      expect(peopleOf(body, country)).toEqual(expected);
    });
  }

  test("without an own title the department stays the title; a credential is no title", () => {
    expect(peopleOf("<ul><li><b>Qualità</b> – Marco Gentile</li></ul>", "IT")).toEqual([
      "Marco Gentile | Qualità",
    ]);
    expect(peopleOf("<ul><li><b>Engineering</b> – Susan Clarke, PhD</li></ul>", "GB")).toEqual([
      "Susan Clarke | Engineering",
    ]);
  });
});

describe("a second title after a comma is the same person's", () => {
  const cases: [string, string, string, string[]][] = [
    [
      "pl",
      "PL",
      "<p>Zarząd:<br>Marek Lis – Prezes Zarządu<br>Ewa Sobczak – Członek Zarządu, Dyrektor Handlowy</p>",
      ["Marek Lis | Prezes Zarządu", "Ewa Sobczak | Członek Zarządu, Dyrektor Handlowy"],
    ],
    [
      "en",
      "GB",
      "<ul><li>Rachel Dunmore – Director, Head of Sales</li></ul>",
      ["Rachel Dunmore | Director, Head of Sales"],
    ],
    [
      "de",
      "DE",
      "<ul><li>Jens Hartmann – Prokurist, Leiter Einkauf</li></ul>",
      ["Jens Hartmann | Prokurist, Leiter Einkauf"],
    ],
    [
      "it",
      "IT",
      "<ul><li>Chiara Benedetti – Consigliere, Direttore commerciale</li></ul>",
      ["Chiara Benedetti | Consigliere, Direttore commerciale"],
    ],
  ];
  for (const [language, country, body, expected] of cases) {
    test(`${language}: both titles are kept`, () => {
      expect(peopleOf(body, country)).toEqual(expected);
    });
  }

  test("a town or a department after the comma is no second title", () => {
    expect(peopleOf("<ul><li>Rachel Dunmore – Sales Director, Leeds</li></ul>", "GB")).toEqual([
      "Rachel Dunmore | Sales Director",
    ]);
    expect(peopleOf("<ul><li>Jens Hartmann – Leiter Einkauf, Logistik</li></ul>", "DE")).toEqual([
      "Jens Hartmann | Leiter Einkauf",
    ]);
  });
});
