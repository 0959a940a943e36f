import { describe, expect, test } from "bun:test";
import { trunkCountryOf } from "../src/research/extractor/phone-trunk-country.ts";
import { run } from "./helpers/extractor-runs";

/*
 * A site on a generic domain read with a North American default region (the profile's country,
 * or nothing better): its national numbers open with a trunk 0, which no North American number
 * does. Where they ring is told by the page's own addresses' domains, the countries it names,
 * or, failing those, by the one country whose national format groups the digits as printed.
 */

const phones = (body: string, site = "US", url = "https://www.company.example/contact") =>
  run(body, site, url).phones.map((p) => p.value);

describe("a trunk-0 number on a page read as North American", () => {
  test("grouped as only one country writes it: that country's (en, sv, fr)", () => {
    expect(phones("<p><span><em>Telephone</em>0844 800 1500</span></p>")).toEqual([
      "+448448001500",
    ]);
    expect(phones("<p>Contact us</p><p>Tel: <span>0845 519 7209</span></p>")).toEqual([
      "+448455197209",
    ]);
    expect(phones("<address>Kungsgatan 12<br>Telefon 08-691 69 00</address>")).toEqual([
      "+4686916900",
    ]);
    expect(phones("<p>Tél. : 01 23 45 67 89</p>")).toEqual(["+33123456789"]);
  });

  test("its fax stays a fax in the country found (sv)", () => {
    const page = "<address>Telefon 08-691 69 00 Fax 08-743 03 20</address>";
    expect(phones(page)).toEqual(["+4686916900"]);
  });

  test("grouped as several countries write it: the page's address domain decides (de, nl)", () => {
    // "030 1234567" is Berlin's grouping and Uganda's.
    expect(phones("<p>Tel. 030 1234567</p>")).toEqual([]);
    expect(phones("<p>Tel. 030 1234567</p><p>E-Mail: info@beispiel-gmbh.de</p>")).toEqual([
      "+49301234567",
    ]);
    expect(phones("<p>Telefoon: 020 555 1234</p><p>info@bedrijf.nl</p>")).toEqual(["+31205551234"]);
  });

  test("a number without a trunk prefix is read in the country of the page's addresses (it, pt)", () => {
    expect(phones("<p>Tel. 02 8736 5521</p><p>Scriveteci: info@azienda.it</p>")).toEqual([
      "+390287365521",
    ]);
    expect(phones("<p>Tel (11) 2509-7626</p><p>contato@empresa.com.br</p>")).toEqual([
      "+551125097626",
    ]);
  });

  test("a site whose country dials a trunk 0 keeps its own reading (en, de)", () => {
    expect(phones("<p>Telephone 0844 800 1500</p>", "GB")).toEqual(["+448448001500"]);
    // Valid in Germany too: a German site's number is never re-read as British.
    expect(phones("<p>Telefon 0844 800 1500</p>", "DE")).toEqual(["+498448001500"]);
  });

  test("unlabelled or labelled as something else, a trunk-0 run is not guessed (en, es)", () => {
    expect(phones("<p>Call us on our main line.</p><p>0844 800 1500</p>")).toEqual([]);
    expect(phones("<p>Order no. 0844 800 1500</p>")).toEqual([]);
    expect(phones("<p>Referencia: 0844 800 1500</p>")).toEqual([]);
  });
});

describe("a trunk-0 number alone on its line under an address", () => {
  test("read in the country the page names (en, es)", () => {
    const cinema =
      "<h2>IMAX theatres in the Philippines</h2><p>3rd Floor, SM City Cebu<br>(032) 231-3876</p>";
    expect(phones(cinema)).toEqual(["+63322313876"]);
    const tienda =
      "<h2>Nuestra tienda en Argentina</h2><p>Av. Corrientes 1200<br>(011) 4123-4567</p>";
    expect(phones(tienda)).toEqual(["+541141234567"]);
  });

  test("grouped as many countries write it and no country named: not guessed (en)", () => {
    expect(phones("<p>3rd Floor, City Mall<br>(032) 231-3876</p>")).toEqual([]);
  });
});

describe("an office list naming many countries: any of them may own the calling code", () => {
  test("the fifth country named still reads its code written without a plus (en)", () => {
    const office = (lines: string[]) => `<p>${lines.join("<br>")}</p>`;
    const page = [
      "<h2>Our offices in India, Kuwait, Bahrain, Qatar and Oman</h2>",
      office(["PO Box 598", "Ruwi, Postal Code 112", "Sultanate of Oman"]),
      office(["Al Khuwair Street", "Muscat"]),
      office(["Tel: 968 24 59 0577"]),
    ].join("");
    expect(phones(page, "US")).toEqual(["+96824590577"]);
  });
});

describe("trunkCountryOf", () => {
  test("one country's grouping, several, or none", () => {
    expect(trunkCountryOf("Telephone0844 800 1500")).toBe("GB");
    expect(trunkCountryOf("Tel. 030 1234567")).toBeUndefined();
    expect(trunkCountryOf("Tel. 555 123 4567")).toBeUndefined();
    // Two numbers on one line grouped for two countries: neither is chosen.
    expect(trunkCountryOf("Tel 0844 800 1500 / 08-691 69 00")).toBeUndefined();
  });
});
