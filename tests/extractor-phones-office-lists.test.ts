import { describe, expect, test } from "bun:test";
import { run } from "./helpers/extractor-runs";

/*
 * Office lists of multinationals: an address names its country on a line of its own, and the
 * number under it is written for readers abroad: with the calling code but no "+" ("Tel: 49 69
 * 274 015-0"), or without the trunk prefix ("Tel: 89 54558132"). The address says where it rings:
 * that country's reading, and never another named country's reading of the same digits.
 */

const phones = (body: string, site = "US") =>
  run(body, site, "https://www.group.example/offices").phones.map((p) => p.value);

const office = (lines: string[]) => `<table><tr><td>${lines.join("<br>")}</td></tr></table>`;

describe("office lists: a number read in the country its address names", () => {
  test("calling code written without its plus (en, de, fr, es)", () => {
    expect(
      phones(
        office(["Mainzer Landstraße 50", "60325 Frankfurt", "Germany", "Tel: 49 69 274 015-0"]),
      ),
    ).toEqual(["+49692740150"]);
    expect(
      phones(office(["Ul. Prosta 20", "00-850 Warszawa", "Polska", "Tel. 48 22 123 45 67"]), "DE"),
    ).toEqual(["+48221234567"]);
    expect(
      phones(office(["12 rue de Rive", "1204 Genève", "Suisse", "Tél. 41 22 345 67 89"]), "FR"),
    ).toEqual(["+41223456789"]);
    expect(
      phones(
        office(["Calle de Alcalá 45", "28014 Madrid", "España", "Tel: 34 91 123 45 67"]),
        "PT",
      ),
    ).toEqual(["+34911234567"]);
  });

  test("the trunk prefix left out (en, it, nl)", () => {
    expect(
      phones(office(["Landshuter Allee 8", "80637 München", "Germany", "Tel: 89 54558132"])),
    ).toEqual(["+498954558132"]);
    expect(
      phones(office(["Via Roma 12", "20121 Milano", "Italia", "Tel. 02 8736 5521"]), "CH"),
    ).toEqual(["+390287365521"]);
    expect(
      phones(
        office(["Herengracht 100", "1015 BS Amsterdam", "Nederland", "Tel. 20 555 1234"]),
        "BE",
      ),
    ).toEqual(["+31205551234"]);
  });

  test("under a named address, no other country the page names reads the digits", () => {
    // Bahrain reads 3812 7708 as a valid number; the address above is in Saudi Arabia, where
    // the old "3 8127708" dials nowhere: nothing is reported rather than someone else's number.
    const page = [
      office(["Manama Center", "Bahrain", "Tel: 973 1721 1234"]),
      office(["Industrial Area II", "Dammam", "Saudi Arabia", "Tel: 3 8127708"]),
    ].join("");
    expect(phones(page, "IN")).toEqual(["+97317211234"]);
  });

  test("a city written before its country on one line, with no comma (en, de, es)", () => {
    expect(
      phones(
        office(["PO Box 262158", "Jebel Ali", "Dubai United Arab Emirates", "Tel: 971 4 813 1940"]),
        "QA",
      ),
    ).toEqual(["+97148131940"]);
    expect(
      phones(office(["Hauptstraße 5", "Wien Österreich", "Tel. 43 1 234 5678"]), "DE"),
    ).toEqual(["+4312345678"]);
    expect(
      phones(
        office(["Avenida Corrientes 1200", "Buenos Aires Argentina", "Tel. 54 11 4123 4567"]),
        "ES",
      ),
    ).toEqual(["+541141234567"]);
  });

  test("a line with a lowercase word before a country is a claim, not an address (en)", () => {
    // "Made in Germany" over an American number: the number stays American.
    expect(phones(office(["Made in Germany", "Call us: (206) 672-9730"]), "US")).toEqual([
      "+12066729730",
    ]);
  });

  test("a local number of the site stays the site's own", () => {
    expect(phones("<p>Tel. 030 1234567</p>", "DE")).toEqual(["+49301234567"]);
    // No address names a country: a bare number without its trunk prefix is not guessed.
    expect(phones("<p>Tel: 89 54558132</p>", "DE")).toEqual([]);
  });
});
