import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * Numbers as pages print them beyond the parser's ranges: a direct line's extension after a dash
 * or a slash, mobile blocks the metadata does not list yet, and identifiers written as one block
 * and a check digit.
 */

const extractor = createExtractor();

function phonesOf(body: string, countryCode: string): string[] {
  return extractor
    .extract([pageWithBody("https://www.firma.example/kontakt", body)], { countryCode })
    .phones.map((phone) => phone.value);
}

describe("an extension after a dash or a slash", () => {
  // Where the country dials the extension as part of the number, the whole is the direct line.
  const joined: [string, string, string, string][] = [
    ["de", "DE", "<p>Telefon: 0421 / 55 81 20 - 37</p>", "+4942155812037"],
    ["de", "DE", "<p>Durchwahl Einkauf: 0421 558120 / 37</p>", "+4942155812037"],
    ["de (AT)", "AT", "<p>Tel. 0662 / 87 44 10 - 25</p>", "+4366287441025"],
    ["sv", "SE", "<p>Tfn 031 / 700 80 - 12</p>", "+46317008012"],
  ];
  for (const [lang, country, html, phone] of joined) {
    test(`${lang}: ${html}`, () => expect(phonesOf(html, country)).toEqual([phone]));
  }

  // Where numbers have one length, the extension makes no number: the line without it is read.
  const base: [string, string, string, string][] = [
    ["fr", "FR", "<p>Tél. : 04 72 18 36 50 - 14</p>", "+33472183650"],
    ["de (CH)", "CH", "<p>Tel. 044 318 72 40 - 14</p>", "+41443187240"],
    ["en", "GB", "<p>Tel: 0161 496 0732 ext. 14</p>", "+441614960732"],
    ["it", "IT", "<p>Tel. 02 4839 1170 int. 14</p>", "+390248391170"],
    ["pl", "PL", "<p>Tel. (58) 663 21 40 wew. 12</p>", "+48586632140"],
    ["de", "DE", "<p>Tel. 0421 558120, Durchwahl 37</p>", "+49421558120"],
  ];
  for (const [lang, country, html, phone] of base) {
    test(`${lang}: ${html}`, () => expect(phonesOf(html, country)).toEqual([phone]));
  }

  // Two whole numbers around the dash stay two numbers; a short group inside a run is no extension.
  test("de: two numbers joined by a dash are two", () => {
    expect(phonesOf("<p>Tel. 030 4417820 - 030 4417821</p>", "DE")).toEqual([
      "+49304417820",
      "+49304417821",
    ]);
  });
  test("nl: two numbers joined by a slash are two", () => {
    expect(phonesOf("<p>Tel. 010 - 412 55 80 / 010 - 412 55 81</p>", "NL")).toEqual([
      "+31104125580",
      "+31104125581",
    ]);
  });
});

describe("a mobile or landline of a block the metadata does not list yet", () => {
  // Opened as only the country's mobiles open, and of a mobile's length.
  test("en: a UK 07700 mobile under an unusual label", () => {
    expect(phonesOf("<p>Out of hours: 07700 938 411</p>", "GB")).toEqual(["+447700938411"]);
  });
  test("en: the same written with the country code on a foreign page", () => {
    expect(phonesOf("<p>Mobile UK: +44 7700 938 411</p>", "DE")).toEqual(["+447700938411"]);
  });
  test("de: a German 0153 mobile", () => {
    expect(phonesOf("<p>Mobil: 0153 00 93 84 11</p>", "DE")).toEqual(["+4915300938411"]);
  });

  // Near misses: a block of landlines, a length no mobile has, an opening landlines share.
  test("en: a UK landline of a block the metadata lacks, written whole with its area code", () => {
    // Area codes get new blocks too ("01632 960 …" beside 01630, 01633): whole, it rings.
    expect(phonesOf("<p>Tel: 01632 960 123</p>", "GB")).toEqual(["+441632960123"]);
    expect(phonesOf("<p>Phone: +44 1632 960123</p>", "DE")).toEqual(["+441632960123"]);
  });
  test("a local number without its area code, or of a length no landline has, stays out", () => {
    // "21 52387990" (Shanghai) on a US page: read as a Chinese landline it would lose its "21".
    expect(phonesOf("<p>Shanghai, China · Tel: 21 52387990</p>", "US")).not.toContain(
      "+8652387990",
    );
    expect(phonesOf("<p>Tel: 01632 9601</p>", "GB")).toEqual([]);
  });
  test("en: a UK mobile one digit short stays out", () => {
    expect(phonesOf("<p>Mobile: 07700 93841</p>", "GB")).toEqual([]);
  });
  test("fr: an opening no French mobile has stays out", () => {
    expect(phonesOf("<p>Portable : 06 39 12 34 56</p>", "FR")).toEqual([]);
  });
  test("en (US): an area code shared by landlines and mobiles vouches for nothing", () => {
    expect(phonesOf("<p>Cell: (264) 093-8411</p>", "US")).toEqual([]);
  });
});

describe("an identifier written as a block and a check digit", () => {
  const ids: [string, string, string][] = [
    [
      "sv (FI)",
      "FI",
      "<p>Kustens Verkstad Ab · Hamngatan 2 · 65100 Vasa · FO-nummer 2841573-6</p>",
    ],
    ["fi", "FI", "<p>Y-tunnus: 2841573-6</p>"],
    ["en (FI)", "FI", "<p>Business ID 2841573-6</p>"],
    ["es (CL)", "CL", "<p>Servicios Andinos Ltda. · 76543218-4 · Santiago</p>"],
  ];
  for (const [lang, country, html] of ids) {
    test(`${lang}: ${html}`, () => expect(phonesOf(html, country)).toEqual([]));
  }
  // A phone label keeps a number that ends in a switchboard's "-0" however it is grouped.
  test("de: a labelled switchboard number written in one block", () => {
    expect(phonesOf("<p>Tel. 0421558120-0</p>", "DE")).toEqual(["+494215581200"]);
  });
  test("sv (FI): a Finnish phone beside the business id is read", () => {
    expect(phonesOf("<p>Tfn 06 318 4420 · FO-nummer 2841573-6</p>", "FI")).toEqual([
      "+35863184420",
    ]);
  });
});

describe("two extensions of one number", () => {
  // The switchboard's "-0" and the fax's "-99" after a shared label: never "…12099".
  test("de: 'Tel. / Fax: 089 555 12-0 / -99' is the switchboard alone", () => {
    expect(phonesOf("<p>Tel. / Fax: 089 555 12-0 / -99</p>", "DE")).toEqual(["+4989555120"]);
  });
  test("de (AT): 'Tel. 07242 555 10-0 / -12' is the switchboard alone", () => {
    expect(phonesOf("<p>Tel. 07242 555 10-0 / -12</p>", "AT")).toEqual(["+437242555100"]);
  });
});
