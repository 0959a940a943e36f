import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * "Recepción: Amaia Uribe", "Empfang: Sabine Keller": a department label before a name names the
 * person who answers for it, the department as printed being the title. The name must open with
 * a known given name, since a department label is as often an office's ("Sales: Hong Kong").
 * Lines written for these tests.
 */

function people(body: string, countryCode = "DE") {
  const url = "https://www.example.com/team";
  const facts = createExtractor().extract([pageWithBody(url, body)], { countryCode });
  return facts.people.map((p) => [p.name.value, p.title.value]);
}

describe("a department label over one name", () => {
  test.each([
    ["es", "Recepción: Lucía Etxebarria", ["Lucía Etxebarria", "Recepción"]],
    ["de", "Empfang: Sabine Keller", ["Sabine Keller", "Empfang"]],
    ["fr", "Accueil : Julie Martin", ["Julie Martin", "Accueil"]],
    ["nl", "Receptie: Anna de Boer", ["Anna de Boer", "Receptie"]],
    ["it", "Segreteria: Giulia Ferri", ["Giulia Ferri", "Segreteria"]],
  ])("%s: %s", (_lang, line, expected) => {
    expect(people(`<h2>Team</h2><p>${line}</p>`)).toEqual([expected]);
  });
});

describe("near misses", () => {
  test.each([
    ["en", "Sales: Hong Kong"],
    ["de", "Vertrieb: Hamburg Nord"],
    ["en", "Support: Mon–Fri 9–17"],
  ])("%s: an office or hours after a department: %s", (_lang, line) => {
    expect(people(`<p>${line}</p>`)).toEqual([]);
  });

  test("a label that is no department still labels nothing (de)", () => {
    expect(people("<p>Öffnungszeiten: Anna Weber</p>")).toEqual([]);
  });
});
