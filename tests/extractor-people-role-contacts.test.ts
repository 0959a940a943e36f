import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * A team card's role line that goes on with the person's own contacts ("Director comercial ·
 * email · phone"): the role pairs with the name above it, and the contacts are that person's,
 * never the neighbour's (issue 27).
 */

function people(body: string, countryCode: string) {
  const url = "https://www.example.com/team";
  return createExtractor()
    .extract([pageWithBody(url, body)], { countryCode })
    .people.map((p) => [p.name.value, p.title.value, p.email?.value ?? "", p.phone?.value ?? ""]);
}

describe("role line with contacts after it", () => {
  test("definition list, middle dots (es)", () => {
    expect(
      people(
        `<dl><dt>Ana Ruiz</dt><dd>Gerente</dd>
         <dt>Pablo Soto</dt><dd>Director comercial · psoto@ejemplo.es · 676 21 43 09</dd>
         <dt>Marta Gil</dt><dd>Jefa de compras</dd></dl>`,
        "ES",
      ),
    ).toEqual([
      ["Ana Ruiz", "Gerente", "", ""],
      ["Pablo Soto", "Director comercial", "psoto@ejemplo.es", "+34676214309"],
      ["Marta Gil", "Jefa de compras", "", ""],
    ]);
  });

  test("cards, bars (de)", () => {
    expect(
      people(
        `<div class="team"><div><h3>Petra Lang</h3><p>Geschäftsführerin</p></div>
         <div><h3>Jonas Keller</h3><p>Einkaufsleiter | j.keller@firma.de | 0711 2345678</p></div></div>`,
        "DE",
      ),
    ).toEqual([
      ["Petra Lang", "Geschäftsführerin", "", ""],
      ["Jonas Keller", "Einkaufsleiter", "j.keller@firma.de", "+497112345678"],
    ]);
  });

  test("headings and dashes (sv, fr)", () => {
    expect(
      people("<h4>Karin Holm</h4><p>Inköpschef – karin.holm@bolag.se – 070-123 45 67</p>", "SE"),
    ).toEqual([["Karin Holm", "Inköpschef", "karin.holm@bolag.se", "+46701234567"]]);
    expect(
      people(
        "<p><strong>Claire Martin</strong></p><p>Directrice commerciale · 06 12 34 56 78</p>",
        "FR",
      ),
    ).toEqual([["Claire Martin", "Directrice commerciale", "", "+33612345678"]]);
  });

  test("a role line that goes on with no contact is read as before (en)", () => {
    expect(people("<h4>Tom Reed</h4><p>Head of Sales</p>", "GB")).toEqual([
      ["Tom Reed", "Head of Sales", "", ""],
    ]);
  });
});
