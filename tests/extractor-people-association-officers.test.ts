import { describe, expect, test } from "bun:test";
import { looksLikeTitle } from "../src/research/extractor/titles.ts";
import { peopleOnPage } from "./helpers/extractor-people";

/*
 * The officers of a board, a cooperative or an association (treasurer, secretary, board member,
 * auditor) are titles as printed in every language we read, though no catalogue role: a board
 * table or a row of labels names them beside the chair.
 */

const people = (body: string, countryCode: string) =>
  peopleOnPage(body, countryCode, "https://www.example.com/vorstand");

describe("association officers are titles", () => {
  test.each([
    ["de", ["Schatzmeister", "Kassenwartin", "Schriftführerin", "Beisitzer"]],
    ["en", ["Treasurer", "Trustee", "Councillor"]],
    ["es", ["Tesorero", "Vocal", "Interventora"]],
    ["fr", ["Trésorière", "Administrateur"]],
    ["it", ["Tesoriere", "Consigliera", "Revisore"]],
    ["nl", ["Penningmeester", "Secretaris", "Bestuurslid"]],
    ["pl", ["Skarbnik", "Sekretarz", "Rewident"]],
    ["pt", ["Tesoureira", "Vogal", "Relator"]],
    ["sv", ["Kassör", "Ledamot", "Suppleant"]],
  ])("%s", (_lang, titles) => {
    for (const title of titles) expect(looksLikeTitle(title)).toBe(true);
  });
});

describe("a board table and a row of labels name each officer", () => {
  test("it: a table of offices and names", async () => {
    const found = await people(
      "<table><tr><td><strong>Presidente</strong></td><td>Emilio Della Bella</td></tr><tr><td><strong>Tesoriere</strong></td><td>Fausto Pini</td></tr><tr><td><strong>Segretaria</strong></td><td>Ilaria Bonomi</td></tr></table>",
      "IT",
    );
    expect(found).toContainEqual(["Fausto Pini", "Tesoriere"]);
    expect(found).toContainEqual(["Ilaria Bonomi", "Segretaria"]);
  });

  test("pt: a row of labels", async () => {
    const found = await people(
      "<p>Presidente: Manuel Salgueiro Nobre · Relator: Carlos Godinho · Vogal: Ana Paula Charrua</p>",
      "PT",
    );
    expect(found).toContainEqual(["Carlos Godinho", "Relator"]);
    expect(found).toContainEqual(["Ana Paula Charrua", "Vogal"]);
  });

  test("nl, de: an officer word inside a name or a sentence makes no title", async () => {
    expect(await people("<p>Sophie de Wautier en Sjoerd de Boer</p>", "NL")).toEqual([]);
    const prose = await people(
      "<p>Der Schatzmeister prüft jedes Jahr die Kasse des Vereins.</p>",
      "DE",
    );
    expect(prose).toEqual([]);
  });
});
