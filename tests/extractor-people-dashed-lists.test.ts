import { describe, expect, test } from "bun:test";
import { titled } from "./helpers/extractor-runs";

/*
 * A board's label over "Name – Title" pairs, as imprints and legal notices print them: each
 * person keeps the title after their own dash, never the label's ("Zarząd", "Directors").
 */

describe("a label over 'Name – Title, Name – Title'", () => {
  test.each([
    [
      "PL",
      "<p><strong>Zarząd:</strong> Jan Kowalski – Prezes Zarządu, Anna Nowak – Członek Zarządu</p>",
      [
        ["Jan Kowalski", "Prezes Zarządu", "CEO"],
        ["Anna Nowak", "Członek Zarządu", undefined],
      ],
    ],
    [
      "GB",
      "<p>Directors: James Hartley – Managing Director, Susan Hartley – Finance Director</p>",
      [
        ["James Hartley", "Managing Director", "CEO"],
        ["Susan Hartley", "Finance Director", "CFO"],
      ],
    ],
    [
      "DE",
      "<p>Geschäftsleitung: Markus Berger – Geschäftsführer; Julia Hahn – Leiterin Einkauf</p>",
      [
        ["Markus Berger", "Geschäftsführer", "CEO"],
        ["Julia Hahn", "Leiterin Einkauf", "Purchase Director"],
      ],
    ],
  ])("%s: %s", (country, body, expected) => {
    expect(titled(body, country)).toEqual(expected);
  });

  test("one pair after the label still reads as before", () => {
    expect(titled("<p>Zarząd: Piotr Zieliński – Prezes Zarządu</p>", "PL")).toEqual([
      ["Piotr Zieliński", "Prezes Zarządu", "CEO"],
    ]);
  });

  test("a list whose one item is no name is not read as pairs", () => {
    const people = titled("<p>Vorstand: Dr. Eva Roth – Vorsitzende, Standort Nord – Vertrieb</p>");
    expect(people.map(([name]) => name)).not.toContain("Standort Nord");
  });
});
