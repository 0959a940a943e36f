import { describe, expect, test } from "bun:test";
import { titled } from "./helpers/extractor-runs";

/*
 * Two small title forms that recur in press releases and contact lists: an elided French or
 * Italian article glued to a title before a name ("commenta l'amministratore delegato Giovanni
 * Rossi") belongs to the sentence, not the title; and a German office noun beside one name
 * ("Technische Leitung", "Kaufmännische Leitung") is that person's role, as "Leitung Einkauf" is.
 */

describe("an elided article before a title is left out of the title", () => {
  test.each([
    [
      "IT",
      "<p>«Una scelta naturale» commenta l'amministratore delegato Giovanni Rossi.</p>",
      ["Giovanni Rossi", "amministratore delegato", "CEO"],
    ],
    [
      "IT",
      "<p>Lo conferma l’amministratrice delegata Chiara Fontana in un’intervista.</p>",
      ["Chiara Fontana", "amministratrice delegata", "CEO"],
    ],
    [
      "FR",
      "<p>« Nous investissons », déclare l’administrateur délégué Paul Martin.</p>",
      ["Paul Martin", "administrateur délégué", "CEO"],
    ],
  ])("%s: %s", (country, body, expected) => {
    expect(titled(body, country)).toContainEqual(expected);
  });

  test("a surname with an apostrophe keeps it (no article there)", () => {
    const people = titled("<p>Direttore commerciale: Marco D'Angelo</p>", "IT");
    expect(people.map(([name]) => name)).toContain("Marco D'Angelo");
  });
});

describe("a German office noun beside one name is the person's role", () => {
  test("in a contact table row", () => {
    const body = `<table><tr><td>Herr Dipl.-Ing. Klaus Weber</td><td>Technische Leitung</td>
      <td>Tel. 0711/12345-20</td></tr><tr><td>Frau Petra Lange</td>
      <td>Kaufmännische Leitung</td><td>Tel. 0711/12345-30</td></tr></table>`;
    expect(titled(body)).toEqual([
      ["Klaus Weber", "Technische Leitung", "CTO"],
      ["Petra Lange", "Kaufmännische Leitung", "CFO"],
    ]);
  });

  test("on a label line", () => {
    expect(titled("<p>Technische Leitung: Jonas Albrecht</p>", "AT")).toEqual([
      ["Jonas Albrecht", "Technische Leitung", "CTO"],
    ]);
  });
});
