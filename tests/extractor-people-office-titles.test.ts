import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * The office that runs a function printed where a title stands: "Direction générale : Claire
 * Moreau", a card's "Dirección comercial" over a name, "Nuno Santos – Direção comercial". The
 * holder of the office holds its role. Lines written for these tests.
 */

function people(body: string, countryCode = "FR") {
  const url = "https://www.example.com/contact";
  const facts = createExtractor().extract([pageWithBody(url, body)], { countryCode });
  return facts.people.map((p) => [p.name.value, p.title.value, p.primaryTitle]);
}

describe("an office as a label", () => {
  test.each([
    ["fr", "Direction générale : Claire Moreau", "Claire Moreau", "CEO"],
    ["fr", "Direction commerciale : Paul Girard", "Paul Girard", "Sales Director"],
    ["it", "Direzione commerciale: Giulia Conti", "Giulia Conti", "Sales Director"],
    ["es", "Dirección general: Antonio Ruiz", "Antonio Ruiz", "CEO"],
    ["pt", "Direção comercial: Nuno Santos", "Nuno Santos", "Sales Director"],
    ["pt", "Gerência: Nuno Santos", "Nuno Santos", "CEO"],
    ["nl", "Directie: Jeroen Bakker", "Jeroen Bakker", "CEO"],
  ])("%s: %s", (_lang, line, name, role) => {
    const [person] = people(`<p>${line}</p>`);
    expect([person?.[0], person?.[2]]).toEqual([name, role]);
  });

  test("a linked name after the office (fr)", () => {
    expect(
      people("<p>Direction générale : <a href='mailto:c.moreau@x.example'>Claire Moreau</a></p>"),
    ).toEqual([["Claire Moreau", "Direction générale", "CEO"]]);
  });
});

describe("an office in a card's title slot", () => {
  test("a heading over the name (fr)", () => {
    expect(
      people(
        "<div><h4>Direction générale</h4><p>Claire Moreau</p><p>Tél. 01 23 45 67 89</p></div><div><h4>Direction commerciale</h4><p>Paul Girard</p><p>Tél. 01 23 45 67 80</p></div>",
      ),
    ).toEqual([
      ["Claire Moreau", "Direction générale", "CEO"],
      ["Paul Girard", "Direction commerciale", "Sales Director"],
    ]);
  });

  test("table rows (es)", () => {
    expect(
      people(
        "<table><tr><td>Dirección general</td><td>Antonio Ruiz</td></tr><tr><td>Dirección comercial</td><td>Lucía Gómez</td></tr></table>",
        "ES",
      ),
    ).toEqual([
      ["Antonio Ruiz", "Dirección general", "CEO"],
      ["Lucía Gómez", "Dirección comercial", "Sales Director"],
    ]);
  });

  test("a line under the name (it) and after a dash (pt)", () => {
    expect(
      people("<p><b>Giulia Conti</b><br>Direzione commerciale</p>", "IT").map((p) => p[2]),
    ).toEqual(["Sales Director"]);
    expect(people("<p>Nuno Santos – Direção comercial</p>", "PT").map((p) => p[2])).toEqual([
      "Sales Director",
    ]);
  });
});

describe("near misses", () => {
  test("an office in prose names no one (fr, es)", () => {
    expect(people("<p>La direction générale a validé le projet avec Claire Moreau.</p>")).toEqual(
      [],
    );
    expect(people("<p>La dirección comercial visitó Madrid.</p>", "ES")).toEqual([]);
  });

  test("an office over a place is no person (fr)", () => {
    expect(people("<div><h4>Direction commerciale</h4><p>Lyon</p></div>")).toEqual([]);
  });
});

describe("labels in a row joined by dashes", () => {
  test.each([
    [
      "it",
      "Titolare: Sig. Giuseppe Rossi – Responsabile commerciale: Dott.ssa Giulia Conti",
      [
        ["Giuseppe Rossi", "Titolare", "Owner"],
        ["Giulia Conti", "Responsabile commerciale", "Sales Director"],
      ],
    ],
    [
      "de",
      "Geschäftsführer: Hans Müller – Prokurist: Karl Maier",
      [
        ["Hans Müller", "Geschäftsführer", "CEO"],
        ["Karl Maier", "Prokurist", "CFO"],
      ],
    ],
  ])("%s: %s", (_lang, line, expected) => {
    expect(people(`<p>${line}</p>`)).toEqual(expected);
  });

  test("a labelled item that names no one stays out (de)", () => {
    expect(people("<p>Inhaber: Max Weber – Öffnungszeiten: Mo–Fr 8–17</p>", "DE")).toEqual([
      ["Max Weber", "Inhaber", "Owner"],
    ]);
  });
});

describe("names found on blind pages (blind-7)", () => {
  test("a double family name whose second part ends like a street (nl)", () => {
    expect(
      people("<p><b>drs. Marjolein van Vliet-Ammerlaan</b><br>Financieel directeur</p>", "NL"),
    ).toEqual([["Marjolein van Vliet-Ammerlaan", "Financieel directeur", "CFO"]]);
  });

  test("a label's name ending the sentence with its full stop (nl)", () => {
    expect(people("<p>Financieel directeur: Katrien Goethals.</p>", "BE")).toEqual([
      ["Katrien Goethals", "Financieel directeur", "CFO"],
    ]);
  });

  test("a street glued to its kind is still no name (nl)", () => {
    expect(people("<p>Financieel directeur: Jan-van-Galenstraat</p>", "NL")).toEqual([]);
  });
});

test("a sentence ending in the name is the sentence reader's, its verb no part of the title (pl)", () => {
  expect(
    people("<p>Nowym dyrektorem handlowym została Agnieszka Grabowska.</p>", "PL").map((p) => p[1]),
  ).toEqual(["dyrektorem handlowym"]);
});

describe("more layouts (blind probes)", () => {
  test("a department label over names with their own titles in brackets (pt)", () => {
    expect(
      people("<p>Administração: João Silva (Presidente) e Rita Costa (Vogal)</p>", "PT").map(
        (p) => [p[0], p[1]],
      ),
    ).toEqual([
      ["João Silva", "Presidente"],
      ["Rita Costa", "Vogal"],
    ]);
  });

  test("a British degree's class stays out of the name (en)", () => {
    expect(
      people(
        "<div class='staff'><div class='staff-name'>Emma Clarke BSc (Hons) MCIPS</div><div class='staff-role'>Procurement Director</div></div>",
        "GB",
      ),
    ).toEqual([["Emma Clarke", "Procurement Director", "Purchase Director"]]);
  });

  test("an ampersand inside a sentence's title (en)", () => {
    expect(
      people(
        "<p>Founded in 1985 by brothers Tom and Jim Miller, the firm is today led by Tom's son, Kevin Miller, President &amp; CEO.</p>",
        "US",
      ),
    ).toContainEqual(["Kevin Miller", "President & CEO", "CEO"]);
  });
});

describe("a layout table of one column stacks a card's lines", () => {
  test("name row over title row, nested in a contacts table (it)", () => {
    expect(
      people(
        "<table border='1'><tr><td><b>Direzione</b></td><td><table><tr><td>Gianfranco Bonetti</td></tr><tr><td>Amministratore Unico</td></tr></table></td><td>g.bonetti@x.example</td></tr><tr><td><b>Ufficio commerciale</b></td><td><table><tr><td>Dott.ssa Chiara Bonetti</td></tr><tr><td>Direttore Commerciale</td></tr></table></td><td>commerciale@x.example</td></tr></table>",
        "IT",
      ),
    ).toEqual([
      ["Gianfranco Bonetti", "Amministratore Unico", "CEO"],
      ["Chiara Bonetti", "Direttore Commerciale", "Sales Director"],
    ]);
  });

  test("rows of a table of several columns stay each their own (de)", () => {
    expect(
      people(
        "<table><tr><td>Anna Weber</td><td>Tel. 0711 555 10</td></tr><tr><td>Geschäftsführerin</td><td>Fax 0711 555 19</td></tr></table>",
        "DE",
      ),
    ).toEqual([]);
  });
});

describe("more readings from the eighth blind set", () => {
  test("a title through 'de la' before the name (fr)", () => {
    expect(
      people(
        "<p>De 11 h à 14 h, notre chef de la direction financière, Nadia Haddad, et notre directeur de l'approvisionnement, Ravi Chandrasekaran, rencontrent les acheteurs.</p>",
        "CA",
      ).map((p) => [p[0], p[2]]),
    ).toEqual([
      ["Nadia Haddad", "CFO"],
      ["Ravi Chandrasekaran", "Purchase Director"],
    ]);
  });

  test("a bracket's title with '&' inside a list of names (de)", () => {
    expect(
      people(
        "<p>Geschäftsleitung: Dr. sc. nat. Martina Gerber (CEO), Arbër Krasniqi (Leiter Labor &amp; Qualität), Tharshan Sivakumar (Leiter Verkauf)</p>",
        "CH",
      ).map((p) => [p[0], p[1]]),
    ).toEqual([
      ["Martina Gerber", "CEO"],
      ["Arbër Krasniqi", "Leiter Labor & Qualität"],
      ["Tharshan Sivakumar", "Leiter Verkauf"],
    ]);
  });

  test("Austrian 'Mag.a' and Canadian 'P.Eng.' stay out of the name (de, en)", () => {
    expect(
      people("<p>Geschäftsführung: Mag.a Veronika Hofbauer</p>", "AT").map((p) => p[0]),
    ).toEqual(["Veronika Hofbauer"]);
    expect(
      people("<p><b>R. Scott Maclean, P.Eng.</b><br>Vice-President, Operations</p>", "CA"),
    ).toEqual([["R. Scott Maclean", "Vice-President, Operations", "Operations Manager"]]);
  });

  test("'of the' before a capitalized word names an organisation, no title's words (en)", () => {
    expect(
      people(
        "<p>R. Mack Babcock – Founder of the Babcock Law Firm who has a diverse legal background.</p>",
        "US",
      ).map((p) => p[0]),
    ).not.toContain("Law Firm");
  });
});

describe("a department's abbreviation and a second title in brackets", () => {
  test("'HR' in capitals is human resources, no Swedish salutation (it, sv)", () => {
    expect(
      sentencePeople("La nostra responsabile HR, Lucía Quispe Mamani, segue i colloqui.").map(
        (p) => [p.name, p.title],
      ),
    ).toEqual([["Lucía Quispe Mamani", "responsabile HR"]]);
    expect(sentencePeople("Kontakt: Hr. Anders Berg är vd.").map((p) => p.honorific)).toEqual([
      "Hr.",
    ]);
  });

  test("a second title with its abbreviation in brackets (pl)", () => {
    expect(
      people("<p>Rafał Wilk – Członek Zarządu, Dyrektor ds. Technologii (CTO)</p>", "PL"),
    ).toEqual([["Rafał Wilk", "Członek Zarządu, Dyrektor ds. Technologii (CTO)", "CTO"]]);
  });
});
