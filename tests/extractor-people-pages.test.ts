import { describe, expect, test } from "bun:test";
import { bestDecisionMaker, createExtractor } from "../src/research/extractor/index.ts";
import { pageWithBody } from "./helpers/pages";

/* Names that look like people's in nine languages, and the capitalized text that does not. */

function run(body: string, countryCode = "DE") {
  const url = "https://www.example.com/team";
  return createExtractor().extract([pageWithBody(url, body)], { countryCode });
}

function people(body: string, countryCode = "DE") {
  const facts = run(body, countryCode);
  return facts.people.map((p) => [p.name.value, p.title.value, p.primaryTitle, p.honorific]);
}

describe("people on pages", () => {
  test("imprint labels in nine languages vouch for any well-formed name, honorific kept", () => {
    const lines = [
      ["Geschäftsführer: Dr. Anna Weber", "Anna Weber", "Geschäftsführer", "CEO", "Dr."],
      ["Inhaberin: Birgit Krämer", "Birgit Krämer", "Inhaberin", "Owner", undefined],
      ["Gérant : Mathieu Lefèvre", "Mathieu Lefèvre", "Gérant", "CEO", undefined],
      [
        "Amministratore unico: Dott. Marco Ricci",
        "Marco Ricci",
        "Amministratore unico",
        "CEO",
        "Dott.",
      ],
      ["Prezes Zarządu: mgr inż. Ewa Wójcik", "Ewa Wójcik", "Prezes Zarządu", "CEO", "mgr inż."],
      ["VD: Ruud af Ekström", "Ruud af Ekström", "VD", "CEO", undefined],
      ["Directora general: Lic. Ana López", "Ana López", "Directora general", "CEO", "Lic."],
      ["Zaakvoerder: Ir. Joost van der Berg", "Joost van der Berg", "Zaakvoerder", "CEO", "Ir."],
      ["Sócia-gerente: Rita Gonçalves", "Rita Gonçalves", "Sócia-gerente", "CEO", undefined],
    ];
    for (const [line, name, title, primary, honorific] of lines) {
      expect(people(`<p>Muster<br>${line}<br>Tel: 030 1234567</p>`)).toEqual([
        [name, title, primary, honorific],
      ]);
    }
  });
  test("an hCard or schema.org Person vouches for a name missing from the lists", () => {
    expect(
      people(
        '<div class="vcard"><span class="fn">Dr. Birgit Krämer</span> <span class="title">Sachbearbeiterin</span></div><div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ruud Jansen</span><br><span itemprop="jobTitle">Accountmanager</span></div>',
        "DE",
      ),
    ).toEqual([
      ["Birgit Krämer", "Sachbearbeiterin", undefined, "Dr."],
      ["Ruud Jansen", "Accountmanager", undefined, undefined],
    ]);
  });
  test("a JSON-LD Person counts where a visitor sees its name and job title", () => {
    const ld = (person: object) =>
      `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Organization", founder: person })}</script>`;
    const seen = `${ld({ "@type": "Person", name: "Dr. Renate Kowalczyk", jobTitle: "Prokuristin" })}<div><p>Dr. Renate Kowalczyk</p><p>Prokuristin</p></div>`;
    expect(people(seen)).toEqual([["Renate Kowalczyk", "Prokuristin", "CFO", "Dr."]]);
    // Only in the script: nobody can check it on the page, so it is not taken.
    expect(
      people(`${ld({ "@type": "Person", name: "Anna Weber", jobTitle: "CEO" })}<p>Willkommen</p>`),
    ).toEqual([]);
    // The name is shown but the job title is not.
    expect(
      people(`${ld({ "@type": "Person", name: "Anna Weber", jobTitle: "CEO" })}<p>Anna Weber</p>`),
    ).toEqual([]);
    // Broken JSON-LD is ignored.
    expect(
      people('<script type="application/ld+json">{"@type": "Person", name</script><p>Hallo</p>'),
    ).toEqual([]);
  });
  test("a bold lead-in names the person; a card's title ends where its contacts begin", () => {
    expect(
      people(
        "<p><strong>Sunil Mistry, Managing Partner.</strong> Clinical dental technician and the person to talk to about accounts.</p>",
        "GB",
      ),
    ).toEqual([["Sunil Mistry", "Managing Partner", "CEO", undefined]]);
    expect(people("<p><b>Free shipping, CEO approved.</b> Order now.</p>", "GB")).toEqual([]);
    expect(
      people(
        "<ul><li><strong>Laurent Mercier-Dubois</strong> – Directeur commercial · l.mercier-dubois@chr.fr · 04 78 70 52 20</li></ul>",
        "FR",
      ),
    ).toEqual([["Laurent Mercier-Dubois", "Directeur commercial", "Sales Director", undefined]]);
  });
  test("a degree's school stays with the degree: Dipl.-Ing. (FH)", () => {
    expect(people("<p>Geschäftsführerin: Dipl.-Ing. (FH) Renate Keßler</p>")).toEqual([
      ["Renate Keßler", "Geschäftsführerin", "CEO", "Dipl.-Ing. (FH)"],
    ]);
    expect(people("<p>Jefa de Operaciones: Luisa Prieto Sanz</p>", "ES")).toEqual([
      ["Luisa Prieto Sanz", "Jefa de Operaciones", "Operations Manager", undefined],
    ]);
  });
  test("a name in capitals only under a catalogue title, never a heading in capitals", () => {
    expect(people("<div><h3>JANE DOE</h3><p>PRESIDENT</p></div>", "US")).toEqual([
      ["JANE DOE", "PRESIDENT", "Owner", undefined],
    ]);
    expect(people("<div><h3>OUR TEAM</h3><p>PRESIDENT</p></div>", "US")).toEqual([]);
  });
  test("a label before 'Name – Title' is no part of the name", () => {
    expect(people("<p>Zarząd: Jan Kowalski – Prezes Zarządu</p>", "PL")).toEqual([
      ["Jan Kowalski", "Prezes Zarządu", "CEO", undefined],
    ]);
    expect(people("<p>Kontakt: Anna Weber (Vertriebsleiterin)</p>", "DE")).toEqual([
      ["Anna Weber", "Vertriebsleiterin", "Sales Director", undefined],
    ]);
  });
  test("a physician's MD after the name is a degree, not a managing director", () => {
    expect(people("<p>Keith Harris, MD</p><p>Brian Harris MD</p>", "US")).toEqual([]);
    expect(people("<p>MD: Sarah Jones</p>", "GB")).toEqual([
      ["Sarah Jones", "MD", "CEO", undefined],
    ]);
  });
  test("a heading over a card is not the name its title vouches for", () => {
    expect(
      people("<div><h2>Board Members</h2><p>President</p><p>John Smith</p></div>", "US"),
    ).toEqual([["John Smith", "President", "Owner", undefined]]);
  });
  test("a catalogue title on a card vouches for a name missing from the lists", () => {
    expect(people('<div class="card"><h3>Inge Meijer</h3><p>Eigenares</p></div>', "NL")).toEqual([
      ["Inge Meijer", "Eigenares", "Owner", undefined],
    ]);
  });
  test("capitalized link texts beside link texts are no people", () => {
    const menu = [
      "<ul><li>Free Plate Samples</li><li>How to Order</li></ul>",
      "<ul><li>Technical Info</li><li>How-To Videos</li></ul>",
      "<ul><li>Water Line Repair</li><li>Lead Pipe Replacement</li></ul>",
      "<div><p>Refinance Now</p><p>What To Expect</p></div>",
      "<div><p>Shareholding Pattern</p><p>Communication to Stock Exchanges</p></div>",
    ];
    for (const html of menu) expect(people(html, "US")).toEqual([]);
  });
  test("the title comes first: 'City Clerk – Sharon Allen (ext. 214)', 'Mayor Susan Rohan'", () => {
    expect(
      people(
        "<div>City Clerk – Sharon Allen (ext. 214) clerk@example.com</div><p>Mayor Susan Rohan</p>",
        "US",
      ),
    ).toEqual([
      ["Sharon Allen", "City Clerk", undefined, undefined],
      ["Susan Rohan", "Mayor", undefined, undefined],
    ]);
    expect(people("<p>Owner Occupied Homes</p>", "US")).toEqual([]);
  });
  test("a name and an unknown title on one line split after the surname", () => {
    expect(people("<p>Heather Parsons Charity Director</p>", "GB")).toEqual([
      ["Heather Parsons", "Charity Director", undefined, undefined],
    ]);
  });
  test("a title wrapped over two lines stays whole", () => {
    expect(
      people(
        "<div><p>Terry Edwards</p><p>Executive Vice President</p><p>Chief Operating Officer</p><p>John Nichols</p><p>Senior Vice President</p></div>",
        "US",
      ),
    ).toEqual([
      [
        "Terry Edwards",
        "Executive Vice President Chief Operating Officer",
        "Operations Manager",
        undefined,
      ],
      ["John Nichols", "Senior Vice President", undefined, undefined],
    ]);
  });
  test("a customer's signature under a quote is read as another organisation's person", () => {
    const facts = run(
      "<div><p>“We could never run the shop without card payments, they saved us.”</p><p>Johannes Andvaller, VD Direkten</p><p>— Michael Eaton, Principal Consultant</p></div>",
      "SE",
    );
    expect(facts.people.map((p) => [p.name.value, p.title.value, p.external])).toEqual([
      ["Johannes Andvaller", "VD", { organisation: "Direkten" }],
      ["Michael Eaton", "Principal Consultant", {}],
    ]);
    expect(bestDecisionMaker(facts, "CEO")).toBeUndefined();
    expect(bestDecisionMaker(facts, "Other")).toBeUndefined();
  });
  test("the firm quoting its own manager under a quote keeps the manager", () => {
    expect(
      people(
        "<blockquote><p>«Llevamos treinta años envasando para la industria alimentaria.»</p><cite>Javier Ortega Martín, Director General</cite></blockquote>",
        "ES",
      ),
    ).toEqual([["Javier Ortega Martín", "Director General", "CEO", undefined]]);
  });
  test("a label the catalogue does not know needs a known given name", () => {
    expect(
      people("<p>Office Manager: Jane Doe</p><p>Showroom Manager: Brass Fittings</p>", "US"),
    ).toEqual([["Jane Doe", "Office Manager", undefined, undefined]]);
  });
  test("a vice president is no president, an ex-CEO no CEO", () => {
    expect(
      people(
        '<div class="card"><h3>Susan Schaub</h3><p>Executive Vice President</p></div><div class="card"><h3>Karen Lee</h3><p>former CEO</p></div>',
        "US",
      ),
    ).toEqual([["Susan Schaub", "Executive Vice President", undefined, undefined]]);
  });
  test("a card may hold a long bio beside name and title (cards up to 1,500 characters)", () => {
    const bio = "She joined the company in 2004 and has led its growth since. ".repeat(12);
    expect(
      people(
        `<section><div class="card"><h3>Sarah Jones</h3><p>Managing Director</p><p>${bio}</p></div></section>`,
        "GB",
      ),
    ).toEqual([["Sarah Jones", "Managing Director", "CEO", undefined]]);
  });
});
