import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { primaryTitleFor } from "../src/research/extractor/titles.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * A head of no field, then the department it heads in the next slot: "Rob Wentz, Director,
 * Marketing & Business Development", a card's "Senior Vice President" / "Operations and
 * Technology". The department makes the head that department's, as a reader takes it. A title
 * whose role the department does not change ("CEO, Sales") keeps it out. And the C-suite's
 * generative form, "Chief <field> Officer". Lines written for these tests.
 */

function people(body: string, countryCode = "US") {
  const url = "https://www.example.com/team";
  const facts = createExtractor().extract([pageWithBody(url, body)], { countryCode });
  return facts.people.map((p) => [p.name.value, p.title.value, p.primaryTitle]);
}

describe("a head, a comma, then the department it heads", () => {
  test.each([
    [
      "en",
      "Rob Wentz, Director, Marketing &amp; Business Development",
      ["Rob Wentz", "Director, Marketing & Business Development", "Marketing Manager"],
    ],
    [
      "en",
      "Anna Lee, Vice President, Sales",
      ["Anna Lee", "Vice President, Sales", "Sales Director"],
    ],
    [
      "fr",
      "Jean Dupont, Directeur, Achats",
      ["Jean Dupont", "Directeur, Achats", "Purchase Director"],
    ],
    ["de", "Hans Meier, Leiter, Einkauf", ["Hans Meier", "Leiter, Einkauf", "Purchase Director"]],
    [
      "es",
      "Lucía Gómez, Directora, Ventas",
      ["Lucía Gómez", "Directora, Ventas", "Sales Director"],
    ],
  ])("%s: %s", (_lang, line, expected) => {
    expect(people(`<h2>Team</h2><p>${line}</p>`)).toEqual([expected]);
  });

  test("a title that holds its role keeps the department out (en)", () => {
    expect(people("<h2>Team</h2><p>Joe Bloggs, CEO, Sales</p>")).toEqual([
      ["Joe Bloggs", "CEO", "CEO"],
    ]);
  });

  test("a town after the comma is no department (en)", () => {
    expect(people("<h2>Team</h2><p>Mary Jones, Director, Hamburg</p>")).toEqual([
      ["Mary Jones", "Director", undefined],
    ]);
  });
});

describe("a card's title line, then the department it heads on the next line", () => {
  test.each([
    [
      "en",
      "<strong>Pascal Boillat</strong><br>Senior Vice President<br>Operations and Technology",
      ["Pascal Boillat", "Senior Vice President Operations and Technology", "Operations Manager"],
    ],
    [
      "de",
      "<strong>Anna Weber</strong><br>Leiterin<br>Einkauf",
      ["Anna Weber", "Leiterin Einkauf", "Purchase Director"],
    ],
    [
      "fr",
      "<strong>Claire Martin</strong><br>Directrice<br>Marketing",
      ["Claire Martin", "Directrice Marketing", "Marketing Manager"],
    ],
  ])("%s", (_lang, card, expected) => {
    expect(people(`<h2>Leadership</h2><div><p>${card}</p></div>`)).toEqual([expected]);
  });

  test("a department that changes no role stays off the title (en)", () => {
    expect(
      people(
        "<h2>Leadership</h2><div><p><strong>Patricia Black</strong><br>Senior Vice President<br>Enterprise Project Management Office</p></div>",
      ),
    ).toEqual([["Patricia Black", "Senior Vice President", undefined]]);
  });
});

describe("Chief <field> Officer heads the field", () => {
  test.each([
    ["Chief Human Resources Officer", "HR Manager"],
    ["Chief HR Officer", "HR Manager"],
    ["Chief Purchasing Officer", "Purchase Director"],
    ["Chief Procurement Officer", "Purchase Director"],
    ["Chief Operations Officer", "Operations Manager"],
    ["Chief Business Development Officer", "Business Development Manager"],
    ["Chief Revenue Officer", "Sales Director"],
    ["Chief Technical Officer", "CTO"],
    ["Senior Vice President, Chief Human Resources Officer", "HR Manager"],
  ])("%s → %s", (title, role) => {
    expect(primaryTitleFor(title)).toBe(role as never);
  });

  test("a chief of no field of ours holds no role", () => {
    expect(primaryTitleFor("Chief Communications Officer")).toBeUndefined();
    expect(primaryTitleFor("Chief Risk Officer")).toBeUndefined();
  });
});

describe("a card's title element narrowed to a region, then the name element, on one line", () => {
  test.each([
    [
      "it",
      '<span class="person-title">Direttore commerciale Italia</span><span class="person-name">Luca Rinaldi</span>',
      ["Luca Rinaldi", "Direttore commerciale Italia", "Sales Director"],
    ],
    [
      "it",
      '<span class="person-title">Export Manager, Paesi DACH e Nord Europa</span><span class="person-name">Hamza El Idrissi</span>',
      ["Hamza El Idrissi", "Export Manager, Paesi DACH e Nord Europa", "Sales Director"],
    ],
    [
      "en",
      '<span class="title">Head of Procurement, Nordics</span> <span class="name">Erik Lund</span>',
      ["Erik Lund", "Head of Procurement, Nordics", "Purchase Director"],
    ],
  ])("%s", (_lang, card, expected) => {
    expect(
      people(`<div class="person"><div>${card}</div><p>Tel. +39 0322 555 817</p></div>`, "IT"),
    ).toEqual([expected]);
  });
});
