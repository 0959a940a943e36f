import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * A quotation and its signature on one line ("« … » — Anne Hubert, acheteuse, Épicerie Le
 * Comptoir"): the signer is a customer, another organisation's person, never the company's buyer;
 * and the line after it signs nothing, so the company's own staff named there stay its own.
 */

function people(body: string, countryCode: string) {
  const page = pageWithBody("https://www.atelier.example/qui-sommes-nous", body);
  return createExtractor()
    .extract([page], { countryCode })
    .people.map((p) => [p.name.value, p.title.value, p.external ? "external" : "own"]);
}

describe("a quotation signed on its own line", () => {
  test.each([
    [
      "fr",
      "BE",
      "<p><i>« Les tablettes de la Cacaothèque sont les plus demandées de notre rayon »</i> — Anne Hubert, acheteuse, Épicerie Le Comptoir, Verviers</p><p>Secrétariat : Charlotte Maes, assistante de direction.</p>",
      [
        ["Anne Hubert", "acheteuse", "external"],
        ["Charlotte Maes", "assistante de direction", "own"],
      ],
    ],
    [
      "de",
      "DE",
      "<p>„Die beste Schokolade der Stadt.“ – Jonas Krüger, Einkäufer, Feinkost Krüger</p><p>Sekretariat: Petra Lang, Assistentin der Geschäftsführung.</p>",
      [
        ["Jonas Krüger", "Einkäufer", "external"],
        ["Petra Lang", "Assistentin der Geschäftsführung", "own"],
      ],
    ],
    [
      "en",
      "GB",
      "<p>“They deliver every week, rain or shine.” — Laura Hughes, Purchasing Manager, Corner Deli Ltd</p><p>Office: Sarah Jones, Office Manager.</p>",
      [
        ["Laura Hughes", "Purchasing Manager", "external"],
        ["Sarah Jones", "Office Manager", "own"],
      ],
    ],
  ])("%s", (_language, country, body, expected) => {
    expect(people(body, country)).toEqual(expected);
  });

  test("an abbreviation's dot stays with the title", () => {
    expect(people("<p>Vertrieb: Max Huber, Prok.</p>", "DE").map(([, title]) => title)).toEqual([
      "Prok.",
    ]);
  });
});
