import { describe, expect, test } from "bun:test";
import type { PrimaryTitle } from "../src/research/decision-makers.ts";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import { matchTitle } from "../src/research/extractor/titles.ts";
import { peopleOnPage } from "./helpers/extractor-people";

/*
 * What stands between a title and its person without being part of either: a salutation or
 * degree (with its article) between an apposition's comma and the name, the preposition of a
 * succession after the title, the participle of taking office, the Swedish definite ending on an
 * abbreviated title, and a card's contact link run into its role line.
 */

const pairs = (text: string) => sentencePeople(text).map((p) => [p.name, p.title]);

describe("a salutation between the apposition's comma and the name", () => {
  test.each([
    ["en", "Our CEO, Dr Aoife Kinsella, said the plant will double.", "Aoife Kinsella", "CEO"],
    [
      "es",
      "Nuestra directora comercial, la Lic. Ana Gómez, presentó la línea.",
      "Ana Gómez",
      "directora comercial",
    ],
    [
      "it",
      "Il nostro direttore commerciale, l'ing. Marco Bocchi, ha presentato il catalogo.",
      "Marco Bocchi",
      "direttore commerciale",
    ],
    [
      "it",
      "Il nostro direttore tecnico, ing. Luca Ferri, segue i cantieri.",
      "Luca Ferri",
      "direttore tecnico",
    ],
    [
      "de",
      "Unser Geschäftsführer, Dr. Karl Maier, eröffnete die Halle.",
      "Karl Maier",
      "Geschäftsführer",
    ],
  ])("%s: %s", (_language, text, name, title) => {
    expect(pairs(text)).toContainEqual([name, title]);
  });

  test("a title no catalogue knows still needs a name the main lists know", () => {
    // "Aoife" is only in the broad lists: beside a title no role covers it is not taken.
    expect(pairs("You will report to our Lab Coordinator, Dr Aoife Kinsella, daily.")).toEqual([]);
  });
});

describe("the succession and the taking of office are no part of the title", () => {
  test.each([
    [
      "sv",
      "Den 1 april tillträdde Camilla Forsberg som vd efter grundaren Kjell Forsberg.",
      ["Camilla Forsberg", "vd"],
    ],
    [
      "nl",
      "Anna de Vries is per 1 april aangetreden als directeur.",
      ["Anna de Vries", "directeur"],
    ],
    [
      "de",
      "Anna Weber hat am 1. April als Geschäftsführerin angetreten.",
      ["Anna Weber", "Geschäftsführerin"],
    ],
  ])("%s: %s", (_language, text, pair) => {
    expect(pairs(text)).toContainEqual(pair);
  });

  test("the predecessor after 'efter' never takes the successor's role", () => {
    const found = pairs("Den 1 april tillträdde Camilla Forsberg som vd efter Kjell Forsberg.");
    expect(found).toContainEqual(["Camilla Forsberg", "vd"]);
    expect(found.find(([name]) => name === "Kjell Forsberg")).toBeUndefined();
  });
});

describe("a Swedish abbreviated title with its definite ending", () => {
  test.each([
    ["Vd:n Sofie Nordlund inviger solcellsparken.", "Vd:n"],
    ["Enligt vd:n Sofie Nordlund går exporten bra.", "vd:n"],
  ])("%s", (text, title) => {
    expect(pairs(text)).toContainEqual(["Sofie Nordlund", title]);
  });

  test("a clock time's colon is no definite ending", () => {
    expect(pairs("Möt oss i hall 3 kl. 10:00 med Anna Ek.")).toEqual([]);
  });
});

describe("a card's role run into its contact link", () => {
  const grid = (cards: string) => `<h2>Team</h2><div class="grid">${cards}</div>`;
  test.each([
    [
      "ES",
      grid(
        '<div class="p"><h3>Antonio Sánchez Cortés</h3><span>Director comercial</span><a href="tel:+34650117342">650 117 342</a></div>' +
          '<div class="p"><h3>Lucía Fernández</h3><span>Key account manager</span><a href="mailto:lf@huerta.example">lf@huerta.example</a></div>',
      ),
      [
        ["Antonio Sánchez Cortés", "Director comercial"],
        ["Lucía Fernández", "Key account manager"],
      ],
    ],
    [
      "DE",
      grid(
        '<div class="p"><h3>Anna Weber</h3><span>Einkaufsleiterin</span><a href="tel:+4989123456">089 123456</a></div>' +
          '<div class="p"><h3>Jonas Keller</h3><span>Vertriebsleiter</span><a href="mailto:jk@weber.example">jk@weber.example</a></div>',
      ),
      [
        ["Anna Weber", "Einkaufsleiterin"],
        ["Jonas Keller", "Vertriebsleiter"],
      ],
    ],
  ])("%s", (country, html, expected) => {
    const found = peopleOnPage(html, country);
    for (const pair of expected) expect(found).toContainEqual(pair);
  });
});

describe("an ampersand inside one field's name", () => {
  test.each([
    [
      "pt-BR",
      "Nossa gerente de Gente & Gestão, Juliana Costa, conduz as entrevistas.",
      "HR Manager",
    ],
  ])("%s: %s", (_language, text, primary) => {
    expect(sentencePeople(text)).toContainEqual(
      expect.objectContaining({ name: "Juliana Costa", title: "gerente de Gente & Gestão" }),
    );
    expect(matchTitle("gerente de Gente & Gestão")?.primaries).toEqual([primary as PrimaryTitle]);
  });

  test("two roles joined by an ampersand stay two roles", () => {
    expect(matchTitle("Founder & CEO")?.primaries).toEqual(["CEO", "Owner"]);
  });
});

describe("an arrival announced, whoever announces it", () => {
  test.each([
    [
      "fr",
      "La Chocolaterie Dethier a le plaisir d’annoncer l’arrivée de Mme Aurélie Gilson au poste de responsable des achats.",
      "Aurélie Gilson",
      "responsable des achats",
    ],
    [
      "en",
      "Acme Ltd is pleased to announce the arrival of Jane Roe as Sales Director.",
      "Jane Roe",
      "Sales Director",
    ],
    [
      "es",
      "Nos complace anunciar la incorporación de Ana Ruiz como directora comercial.",
      "Ana Ruiz",
      "directora comercial",
    ],
  ])("%s: %s", (_language, text, name, title) => {
    expect(pairs(text)).toContainEqual([name, title]);
  });

  test("an arrival with no role named gives no title", () => {
    expect(pairs("Marc Dethier annonce l'arrivée de Mme Aurélie Gilson à Namur.")).toEqual([]);
  });
});

describe("management pages that open a biography with the title", () => {
  test("it: a definition list of names and titles followed by their careers", () => {
    const found = peopleOnPage(
      "<h1>Direzione</h1><dl><dt>Renato Bernasconi</dt><dd>Direttore generale. Ingegnere meccanico ETH, guida Dentalpha dal 2011.</dd><dt>Ing. Silvia Pedrazzini</dt><dd>Direttrice tecnica. Responsabile di sviluppo prodotto e qualità; in azienda dal 2015.</dd><dt>Fabio Lurati</dt><dd>Direttore commerciale, responsabile dei mercati esteri.</dd></dl>",
      "CH",
    );
    expect(found).toEqual([
      ["Renato Bernasconi", "Direttore generale"],
      ["Silvia Pedrazzini", "Direttrice tecnica"],
      ["Fabio Lurati", "Direttore commerciale, responsabile dei mercati esteri"],
    ]);
  });

  test("fr: a contacts table with a department column and a job-title column reads the job title", () => {
    const found = peopleOnPage(
      "<table><thead><tr><th>Service</th><th>Nom</th><th>Fonction</th><th>Téléphone</th></tr></thead><tbody>" +
        "<tr><td>Direction</td><td>Luc Vandenbosch</td><td>Gérant</td><td>069 84 71 12</td></tr>" +
        "<tr><td>Achats &amp; approvisionnement</td><td>Kevin Delhaye</td><td>Acheteur</td><td>069 84 71 15</td></tr>" +
        "</tbody></table>",
      "BE",
    );
    expect(found).toEqual([
      ["Luc Vandenbosch", "Gérant"],
      ["Kevin Delhaye", "Acheteur"],
    ]);
  });
});
