import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * A team card printed as one line of inline elements, whitespace between them: the name and the
 * title are its first two elements, in either order, and what follows is the person's contacts.
 * The elements say where each part ends, so a title may hold a comma and a contact a disguised
 * address. Cards written for these tests, in several languages, with the near misses.
 */

function people(body: string, countryCode = "DE") {
  const url = "https://www.example.com/team";
  const facts = createExtractor().extract([pageWithBody(url, body)], { countryCode });
  return facts.people.map((p) => [p.name.value, p.title.value]);
}

const card = (...parts: string[]) =>
  `<li>\n ${parts.map((part, at) => `<span class="p${at}">${part}</span>`).join("\n ")}\n</li>`;
const list = (...cards: string[]) => `<h1>Team</h1><ul class="team">${cards.join("")}</ul>`;

describe("name, title and contacts, each in its own element", () => {
  test.each([
    [
      "fr",
      card(
        "Hélène ROUSSEAU",
        "Avocate associée, médiatrice agréée",
        "h.rousseau (arobase) cabinet.example",
      ),
      ["Hélène ROUSSEAU", "Avocate associée, médiatrice agréée"],
    ],
    [
      "de",
      card(
        "Jonas Albrecht",
        "Steuerberater, Fachberater für Erbschaftsteuer",
        "Tel. 0711 123 45 67",
      ),
      ["Jonas Albrecht", "Steuerberater, Fachberater für Erbschaftsteuer"],
    ],
    [
      "it",
      card("Chiara Mancini", "Responsabile amministrazione", "c.mancini@studio.example"),
      ["Chiara Mancini", "Responsabile amministrazione"],
    ],
    [
      "pl",
      card("Katarzyna Lewandowska", "Główna księgowa", "tel. 61 852 40 11"),
      ["Katarzyna Lewandowska", "Główna księgowa"],
    ],
  ])("%s", (_lang, item, expected) => {
    expect(people(list(item, card("Tomás Herrera", "Técnico de laboratorio")))).toContainEqual(
      expected,
    );
  });
});

describe("title first, then a name in capitals with its degree", () => {
  test.each([
    [
      "es",
      card("Directora de Operaciones", "ING. PAULINA SALAZAR MORENO"),
      "PAULINA SALAZAR MORENO",
    ],
    ["en", card("Chief Financial Officer", "DR. HELEN MARSH"), "HELEN MARSH"],
    ["pt", card("Diretor comercial", "RICARDO PEIXOTO"), "RICARDO PEIXOTO"],
  ])("%s", (_lang, item, name) => {
    const found = people(list(item));
    expect(found.map(([n]) => n)).toContain(name);
  });
});

describe("near misses", () => {
  test("two names side by side pair neither with the other", () => {
    const found = people(list(card("Anna Weber", "Tom Berger")));
    expect(found.every(([, title]) => title !== "Tom Berger" && title !== "Anna Weber")).toBe(true);
  });

  test("more than two elements after the title that are no contacts: not read as a card", () => {
    const found = people(
      list(card("Anna Weber", "Geschäftsführerin", "Backen", "Reisen", "Lesen")),
    );
    expect(found).not.toContainEqual(["Anna Weber", "Geschäftsführerin"]);
  });

  test("two elements that are neither a title nor a name pair nothing", () => {
    expect(people(list(card("Unsere Leistungen", "Beratung und Planung")))).toEqual([]);
  });

  test("a product and its price are no person", () => {
    expect(people(list(card("Basic Plan", "Account Manager included", "€ 29")))).toEqual([]);
  });
});
