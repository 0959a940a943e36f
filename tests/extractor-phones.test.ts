import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { phonesInLine } from "../src/research/extractor/phones.ts";
import { countryOfDomain, siteCountry } from "../src/research/extractor/site-country.ts";
import { parseHtml, toLines } from "../src/research/extractor/text.ts";
import { pageWithBody } from "./helpers/pages";

const extractor = createExtractor();

function phonesOf(body: string, url: string, countryCode?: string): string[] {
  return extractor
    .extract([pageWithBody(url, body)], countryCode ? { countryCode } : {})
    .phones.map((phone) => phone.value);
}

/** Per language: a site of that country, a phone label, a fax label, and the number expected. */
const LANGUAGES: [string, string, string[], string[], string, string][] = [
  [
    "de",
    "https://www.firma.de/",
    ["Telefon", "Tel.", "Zentrale", "Mobil", "Handy"],
    ["Fax", "Telefax"],
    "030 1234567",
    "+49301234567",
  ],
  [
    "fr",
    "https://www.societe.fr/",
    ["Téléphone", "Tél.", "Standard", "Portable"],
    ["Télécopie", "Fax"],
    "01 42 68 53 00",
    "+33142685300",
  ],
  [
    "it",
    "https://www.azienda.it/",
    ["Telefono", "Tel.", "Centralino", "Cellulare"],
    ["Fax", "Telefax"],
    "02 1234 5678",
    "+390212345678",
  ],
  [
    "es",
    "https://www.empresa.es/",
    ["Teléfono", "Tfno.", "Centralita", "Móvil"],
    ["Fax"],
    "912 34 56 78",
    "+34912345678",
  ],
  [
    "nl",
    "https://www.bedrijf.nl/",
    ["Telefoon", "Tel.", "Mobiel"],
    ["Fax"],
    "020 123 4567",
    "+31201234567",
  ],
  [
    "pl",
    "https://www.firma.pl/",
    ["Telefon", "Tel.", "Centrala", "Tel. kom."],
    ["Faks", "Fax"],
    "22 123 45 67",
    "+48221234567",
  ],
  [
    "sv",
    "https://www.foretag.se/",
    ["Telefon", "Tfn", "Växel", "Mobil"],
    ["Fax", "Telefax"],
    "08-123 456 78",
    "+46812345678",
  ],
  [
    "pt",
    "https://www.empresa.pt/",
    ["Telefone", "Tel.", "Telemóvel"],
    ["Fax"],
    "21 123 4567",
    "+351211234567",
  ],
  [
    "en",
    "https://www.company.co.uk/",
    ["Phone", "Tel", "Switchboard", "Mobile", "Cell"],
    ["Fax", "Facsimile", "F:"],
    "020 7946 0958",
    "+442079460958",
  ],
];

describe("phone and fax labels in nine languages", () => {
  for (const [language, url, phoneLabels, faxLabels, number, e164] of LANGUAGES) {
    for (const label of phoneLabels) {
      test(`${language}: "${label}" announces a phone`, () => {
        // A profile from elsewhere (US) changes nothing: the site's own country reads it.
        expect(phonesOf(`<p>${label}: ${number}</p>`, url, "US")).toEqual([e164]);
      });
    }
    for (const label of faxLabels) {
      const written = label.endsWith(":") ? label : `${label}:`;
      test(`${language}: "${label}" keeps a fax out, on its line and on the line above`, () => {
        expect(phonesOf(`<p>${written} ${number}</p>`, url)).toEqual([]);
        expect(
          phonesOf(`<table><tr><td>${written}</td><td>${number}</td></tr></table>`, url),
        ).toEqual([]);
      });
    }
  }

  test("a fax after a phone on one line: each number gets its own label", () => {
    const found = phonesOf("<p>Tel. 030 1234567 · Fax 030 7654321</p>", "https://firma.de/");
    expect(found).toEqual(["+49301234567"]);
  });

  test("a label run into its number still labels it", () => {
    expect(phonesOf("<p>Telefon030 1234567</p><p>Fax030 7654321</p>", "https://firma.de/")).toEqual(
      ["+49301234567"],
    );
  });

  test("a note in brackets after the number says fax", () => {
    expect(phonesOf("<p>954-724-4288 (Main Fax Line)</p>", "https://shop.com/", "US")).toEqual([]);
    expect(
      phonesOf("<p>(phone) 510-440-1800 (fax) 510-440-1526</p>", "https://shop.com/", "US"),
    ).toEqual(["+15104401800"]);
  });

  test("a 'Fax:' heading governs the numbers listed under it", () => {
    const body =
      "<p>Phone: (413) 545-0722</p><p>Fax:</p><p>Applications: (413) 577-0010</p><p>Records: (413) 577-0123</p>";
    expect(phonesOf(body, "https://school.edu/", "US")).toEqual(["+14135450722"]);
  });
});

describe("numbers without a label", () => {
  const cases: [string, string, string, string][] = [
    ["US", "https://shop.com/", "Call us (206) 672-9730 today", "+12066729730"],
    ["US", "https://shop.com/", "206.672.9730", "+12066729730"],
    ["US", "https://shop.com/", "1-800-330-8247", "+18003308247"],
    ["GB", "https://shop.co.uk/", "+44 (0)20 7946 0958", "+442079460958"],
    ["DE", "https://firma.de/", "0201/4567890", "+492014567890"],
    ["FR", "https://societe.fr/", "02 40 12 34 56", "+33240123456"],
    ["BE", "https://bedrijf.be/", "+32 2 555 12 34", "+3225551234"],
  ];
  for (const [country, url, text, e164] of cases) {
    test(`${country}: ${text}`, () => {
      expect(phonesOf(`<p>${text}</p>`, url, country)).toEqual([e164]);
    });
  }

  test("dates, postcodes, prices, ids and page numbers are no phones", () => {
    const body = [
      "<p>Expo 8/28/2014 - 8/30/2014</p>",
      "<p>12.05.2014 – 2013-2014</p>",
      "<p>Price: $1.234.567 or 1,234,567.00 EUR</p>",
      "<p>VAT: GB 123 4567 89</p>",
      "<p>USt-IdNr.: DE 123456789</p>",
      "<p>ISBN 978-3-16-148410-0</p>",
      "<p>Order No. 0301 2345 678</p>",
      "<p>Reg. No. 0207 946 0958</p>",
      "<p>1 2 3 4 5 6 7 8 9 10 11</p>",
      "<p>Austin, TX 78701</p>",
    ].join("");
    expect(phonesOf(body, "https://shop.co.uk/", "GB")).toEqual([]);
  });

  test("a number is never completed with digits the page does not show", () => {
    // Read as German, "(206) 672-9730" would need a leading 0 that is not there.
    expect(phonesOf("<p>(206) 672-9730</p>", "https://firma.de/", "DE")).toEqual([]);
  });
});

describe("the site's own country reads its national numbers", () => {
  test("a Belgian number on a .be site with a German profile is +32", () => {
    expect(phonesOf("<p>Tel. 02 555 12 34</p>", "https://www.bedrijf.be/contact", "DE")).toEqual([
      "+3225551234",
    ]);
  });

  test("an address's postcode tells the country of a .com site", () => {
    const body = "<p>Pentland House, Wilmslow SK9 2GH</p><p>Tel: 01625 856500</p>";
    expect(phonesOf(body, "https://www.accounting.com/", "US")).toEqual(["+441625856500"]);
  });

  test("an office abroad on one page: its number is read with its own address's country", () => {
    const body =
      "<p>Meridian, MS 39305</p><p>Phone: 601-483-5365</p><p>Oakley Hay</p><p>Corby NN18 9ET</p><p>Phone: 01536 461234</p>";
    expect(phonesOf(body, "https://www.amps.com/", "US")).toEqual([
      "+16014835365",
      "+441536461234",
    ]);
  });

  test("ccTLD, then address, then lang region, then the given country", () => {
    expect(countryOfDomain("https://www.firma.co.uk/")).toBe("GB");
    expect(countryOfDomain("https://www.firma.be/")).toBe("BE");
    expect(countryOfDomain("https://www.firma.com/")).toBeUndefined();
    expect(countryOfDomain("https://startup.io/")).toBeUndefined();
    const lines = (html: string) => toLines(parseHtml(html));
    const page = (url: string, html: string, lang?: string) => ({
      url,
      lines: lines(html),
      ...(lang ? { lang } : {}),
    });
    expect(siteCountry([page("https://a.com/", "<p>Hi</p>", "de-AT")], "DE")).toBe("AT");
    expect(siteCountry([page("https://a.com/", "<p>Hi</p>", "en-US")], "DE")).toBe("DE");
    expect(siteCountry([page("https://a.com/", "<p>Hi</p>", "pl")], "US")).toBe("PL");
    // Swedish is Finland's too, Italian Switzerland's: the given country stands (sv, it).
    expect(siteCountry([page("https://a.com/", "<p>Hej</p>", "sv")], "FI")).toBe("FI");
    expect(siteCountry([page("https://a.com/", "<p>Ciao</p>", "it")], "CH")).toBe("CH");
    expect(siteCountry([page("https://a.com/", "<p>Hej</p>", "sv")], "DE")).toBe("SE");
    expect(siteCountry([page("https://a.com/", "<p>Ciao</p>", "it")], "FR")).toBe("IT");
    expect(
      siteCountry([page("https://a.com/", "<p>4706 RA Roosendaal</p><p>Nederland</p>")], "DE"),
    ).toBe("NL");
    // "Florence, Italy" in a course title is no address.
    expect(
      siteCountry([page("https://a.com/", "<p>Summer program ~ Florence, Italy</p>")], "US"),
    ).toBe("US");
    expect(siteCountry([page("https://a.com/", "<p>Hi</p>")], "FR")).toBe("FR");
  });

  test("international flag: true only when written with its country code", () => {
    const line = toLines(parseHtml("<p>Tel: +49 30 1234567, 030 7654321</p>"))[0];
    if (!line) throw new Error("no line");
    expect(phonesInLine(line, "DE").phones).toEqual([
      { value: "+49301234567", international: true },
      { value: "+49307654321", international: false },
    ]);
  });
});

describe("a multinational's office list", () => {
  test("a labelled number that is no number at home is read in a country the page names", () => {
    const offices =
      "<h2>India Offices</h2><p>Delhi Office<br>C-56, Okhla Industrial Area<br>New Delhi 110 020<br>Tel: 011-4141 9500</p>";
    expect(phonesOf(offices, "https://www.example.com/contact", "US")).toEqual(["+911141419500"]);
  });
  test("a number valid at home stays at home, and an unlabelled run is not re-read abroad", () => {
    const page = "<p>Our partners in India</p><p>Tel: (206) 672-9730</p><p>Order 011-4141 9500</p>";
    expect(phonesOf(page, "https://www.example.com/contact", "US")).toEqual(["+12066729730"]);
  });
});

describe("phone and fax icons are labels", () => {
  test("a fax icon keeps its number out; a phone icon labels its own", () => {
    const card =
      '<p><img src="/images/phone.gif"> +351 229 812 220<br><img src="/images/fax.gif" border="0">+351 229 812 222</p>';
    expect(phonesOf(card, "https://www.example.pt/")).toEqual(["+351229812220"]);
    const font =
      '<p><i class="fa fa-phone"></i> 030 1234567</p><p><span class="icon-fax"></span> 030 1234568</p>';
    expect(phonesOf(font, "https://www.example.de/")).toEqual(["+49301234567"]);
    // An image described at length is not a label.
    const photo = '<p><img alt="Our fax machine room in 1990" src="/a.jpg"> 030 1234569</p>';
    expect(phonesOf(photo, "https://www.example.de/")).toEqual(["+49301234569"]);
  });
});
