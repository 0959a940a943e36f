import { describe, expect, test } from "bun:test";
import { bestDecisionMaker, createExtractor } from "../src/research/extractor/index";
import { sentencePeople } from "../src/research/extractor/person-sentences.ts";
import {
  isOwnOrganisation,
  organisationAfterTitle,
} from "../src/research/extractor/title-organisations.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * A speaker, panellist or partner is printed with the organisation their title is held at
 * ("director general de Empaques del Norte"): read, but never the company's decision maker. The
 * company's own people printed with the company's own name stay the company's. A business whose
 * name holds a given name ("Casa Azul Bistro") names no person.
 */

const people = (url: string, html: string, countryCode: string) =>
  createExtractor().extract([pageWithBody(url, html)], { countryCode });

describe("the organisation a title is held at", () => {
  test.each([
    [
      "es",
      "Ing. Héctor Lozano, director general de Empaques del Norte, habló.",
      "director general",
      "Empaques del Norte",
    ],
    [
      "de",
      "Dr. Klaus Berger, Einkaufsleiter der Holzmann Möbelwerke GmbH, sprach.",
      "Einkaufsleiter",
      "Holzmann Möbelwerke GmbH",
    ],
    [
      "en",
      "Jane Roe, Sales Director at Acme Tooling Ltd, said.",
      "Sales Director",
      "Acme Tooling Ltd",
    ],
    [
      "it",
      "Marco Neri, direttore commerciale di Oleificio Sabino Srl, ha detto.",
      "direttore commerciale",
      "Oleificio Sabino Srl",
    ],
  ])("%s: %s", (_language, text, title, organisation) => {
    expect(organisationAfterTitle(text, title)).toBe(organisation);
  });

  test.each([
    ["en", "Anna Weber, Head of Sales, said.", "Head of Sales"],
    ["de", "Anna Weber, Leiterin der Abteilung Einkauf, begrüßte die Gäste.", "Leiterin"],
    ["es", "Ana Ruiz, directora comercial de España, presentó.", "directora comercial"],
    ["en", "Tom Hale, CEO of Acme, said.", "CEO"],
  ])("no organisation: %s: %s", (_language, text, title) => {
    expect(organisationAfterTitle(text, title)).toBeUndefined();
  });

  test("the site's own name, in its host or its title, is its own", () => {
    expect(isOwnOrganisation("Steiner Beschläge GmbH", ["steiner-beschlaege"])).toBe(true);
    expect(isOwnOrganisation("Holzmann Möbelwerke GmbH", ["steiner-beschlaege"])).toBe(false);
    expect(isOwnOrganisation("Weber Holz GmbH", ["weber-holz"])).toBe(true);
    expect(isOwnOrganisation("Grupo Salinas", ["Maquinaria Salinas | Nosotros"])).toBe(true);
    expect(
      isOwnOrganisation("Empaques del Norte", ["envasadoras-garza", "Envasadoras Garza"]),
    ).toBe(false);
  });
});

describe("another organisation's person is never the decision maker", () => {
  test("es: a panellist who is another company's director general", () => {
    const facts = people(
      "https://www.envasadoras-garza.mx/noticias",
      "<h1>Noticias</h1><p>En el panel participó el Ing. Héctor Lozano, director general de Empaques del Norte.</p>",
      "MX",
    );
    expect(facts.people.map((p) => [p.name.value, p.external?.organisation])).toEqual([
      ["Héctor Lozano", "Empaques del Norte"],
    ]);
    expect(bestDecisionMaker(facts, "CEO")).toBeUndefined();
  });

  test("de: the site's own company named after the title keeps its person", () => {
    const facts = people(
      "https://www.steiner-beschlaege.at/news",
      "<p>Auf dem Podium sprach Dr. Klaus Berger, Einkaufsleiter der Holzmann Möbelwerke GmbH.</p>" +
        "<p>Bernhard Kogler ist neuer Einkaufsleiter der Steiner Beschläge GmbH.</p>",
      "AT",
    );
    expect(bestDecisionMaker(facts, "Purchase Director")?.name.value).toBe("Bernhard Kogler");
    const berger = facts.people.find((p) => p.name.value === "Klaus Berger");
    expect(berger?.external?.organisation).toBe("Holzmann Möbelwerke GmbH");
  });

  test("en: a copyright line names the site's own company", () => {
    const facts = people(
      "https://www.example.com/about",
      "<p>Jane Roe, Managing Director of Brennan Wine Supplies Ltd, founded the firm.</p>" +
        "<footer>© 2025 Brennan Wine Supplies Ltd</footer>",
      "IE",
    );
    expect(bestDecisionMaker(facts, "CEO")?.name.value).toBe("Jane Roe");
  });
});

describe("a given name inside a business's name", () => {
  test.each([
    ["es", "Lo dijo Sarah Kowalski, dueña de Casa Azul Bistro.", ["Sarah Kowalski", "dueña"]],
    [
      "fr",
      "Claire Dubois, responsable des achats, Pharmacie du Lac.",
      ["Claire Dubois", "responsable des achats"],
    ],
  ])("%s: %s", (_language, text, pair) => {
    expect(sentencePeople(text).map((p) => [p.name, p.title])).toEqual([pair]);
  });
});

describe("a title read across two people is no title", () => {
  test.each([
    [
      "nl",
      "<figure><figcaption>Raad van bestuur (v.l.n.r.): Paul Janssens, Annick De Smedt (voorzitter) en Hilde Peeters (onafhankelijk bestuurder).</figcaption></figure>",
      "BE",
    ],
    [
      "de",
      "<figure><figcaption>Der neue Vorstand (v. l.): Sönke Hansen, Dr. Jana Thomsen und Aufsichtsratsvorsitzender Klaus-Dieter Jessen.</figcaption></figure>",
      "DE",
    ],
  ])("%s: no title names someone else or a caption's order", (_language, html, country) => {
    const facts = people("https://www.example.com/news", html, country);
    for (const person of facts.people) {
      expect(person.title.value).not.toMatch(/v\.\s?l\.|Annick|Jana|Hilde|Sönke/u);
    }
  });

  test("en: a given name before common words in a title is no name ('Charity Public Relations')", () => {
    const facts = people(
      "https://www.example.com/reviews",
      "<p>Andy Collins</p><p>Charity Public Relations Consultant</p><p>Anna Weber</p><p>Sales Director</p>",
      "GB",
    );
    expect(facts.people.map((p) => p.title.value)).toContain("Sales Director");
  });
});
