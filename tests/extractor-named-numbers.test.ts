import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * A number a line gives to a person by name, away from their card ("Cell. 338 412 9077
 * (Gennaro)", "Mobil: 0170 … (Herr Weber)", "Anna Weber: 0711 …"): it is that person's when the
 * name points at exactly one of the people the site names and the line holds that number only
 * (issue 27).
 */

function read(body: string, countryCode: string) {
  const page = pageWithBody("https://www.example.com/contatti", body);
  return createExtractor()
    .extract([page], { countryCode })
    .people.map((p) => [p.name.value, p.phone?.value ?? ""]);
}

describe("a number given to a person by name", () => {
  test("given name in brackets (it)", () => {
    expect(
      read(
        `<p>Tel. 081 758 33 12<br>Cell. 338 412 9077 (Paolo)<br>E-mail: info@example.com</p>
         <p>Titolare: Paolo Esposito</p>`,
        "IT",
      ),
    ).toEqual([["Paolo Esposito", "+393384129077"]]);
  });

  test("salutation and surname in brackets (de)", () => {
    expect(
      read(
        `<p>Telefon: 0711 123456<br>Mobil: 0170 1234567 (Herr Keller)</p>
         <p>Geschäftsführer: Jonas Keller</p>`,
        "DE",
      ),
    ).toEqual([["Jonas Keller", "+491701234567"]]);
  });

  test("the full name as the number's label (es, sv)", () => {
    expect(
      read(
        `<p>Centralita: 976 50 42 18</p><p>Javier Soto: 676 21 43 09</p>
         <dl><dt>Gerente</dt><dd>Javier Soto</dd></dl>`,
        "ES",
      ),
    ).toEqual([["Javier Soto", "+34676214309"]]);
    expect(
      read("<p>Växel: 036-31 45 00</p><p>Per Ek: 070-123 45 67</p><p>VD: Per Ek</p>", "SE"),
    ).toEqual([["Per Ek", "+46701234567"]]);
  });

  test("a given name two people share gives the number to neither (fr)", () => {
    expect(
      read(
        `<p>Standard : 05 62 16 73 02<br>Portable : 06 12 34 56 78 (Claire)</p>
         <p>Gérante : Claire Petit</p><p>Responsable des achats : Claire Roux</p>`,
        "FR",
      ),
    ).toEqual([
      ["Claire Petit", ""],
      ["Claire Roux", ""],
    ]);
  });

  test("a line with two numbers, or a bracket that names no one, gives none (nl, en)", () => {
    expect(
      read("<p>Tel. 010 123 4567 / 06 12345678 (Jan)</p><p>Directeur: Jan de Vries</p>", "NL"),
    ).toEqual([["Jan de Vries", ""]]);
    expect(
      read(
        "<p>Sales: 0113 496 0000 (Leeds office)</p><p>Managing Director: Gareth Lloyd</p>",
        "GB",
      ),
    ).toEqual([["Gareth Lloyd", ""]]);
  });
});
