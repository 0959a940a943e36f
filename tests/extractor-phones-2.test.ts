import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * Phones and faxes as pages of many countries print them, beyond the cases of
 * extractor-phone-runs: whose label a number has when a line lists several, company identifiers
 * that parse as numbers, and a country named beside a number.
 */

const extractor = createExtractor();

function phonesOf(body: string, url: string, countryCode: string): string[] {
  return extractor
    .extract([pageWithBody(url, body)], { countryCode })
    .phones.map((phone) => phone.value);
}

describe("each item of a contact line has its own label", () => {
  // Fax first, then a line of the company's that names no phone word: the fax label is over.
  const items: [string, string, string, string, string][] = [
    [
      "sv",
      "SE",
      "https://www.foretag.se/",
      "Fax: 031-700 80 99 · Kostnadsfritt: 020-12 34 56",
      "+4620123456",
    ],
    [
      "de",
      "DE",
      "https://www.firma.de/",
      "Fax: 030 1234568 · Kostenlos: 0800 1234567",
      "+498001234567",
    ],
    [
      "fr",
      "FR",
      "https://www.societe.fr/",
      "Fax : 01 42 68 53 01 · Service client : 01 42 68 53 09",
      "+33142685309",
    ],
    [
      "it",
      "IT",
      "https://www.azienda.it/",
      "Fax 02 1234 5679 | Assistenza: 02 1234 5670",
      "+390212345670",
    ],
    [
      "es",
      "ES",
      "https://www.empresa.es/",
      "Fax: 912 345 679, Atención: 912 345 670",
      "+34912345670",
    ],
    [
      "nl",
      "NL",
      "https://www.bedrijf.nl/",
      "Fax: 020 123 4568 | Klantenservice: 020 123 4560",
      "+31201234560",
    ],
    [
      "en",
      "GB",
      "https://www.firm.co.uk/",
      "Fax: 020 7946 0959 · Sales: 020 7946 0950",
      "+442079460950",
    ],
  ];
  for (const [language, country, url, line, e164] of items) {
    test(`${language}: "${line}" gives the second item as a phone`, () => {
      expect(phonesOf(`<p>${line}</p>`, url, country)).toEqual([e164]);
    });
  }

  test("a number with no label of its own after a fax is still a fax", () => {
    expect(
      phonesOf("<p>Fax: 030 1234568 · 030 1234569</p>", "https://www.firma.de/", "DE"),
    ).toEqual([]);
    expect(
      phonesOf("<p>Telefax 08-123 456 79, 08-123 456 70</p>", "https://www.foretag.se/", "SE"),
    ).toEqual([]);
  });

  // Labels after their numbers: the label after the previous number is not this one's.
  const after: [string, string, string, string, string][] = [
    [
      "en",
      "US",
      "https://www.shop.com/",
      "(312) 555-0147 Phone | (312) 555-0148 Fax",
      "+13125550147",
    ],
    ["en", "US", "https://www.shop.com/", "312-555-0147 phone, 312-555-0148 fax", "+13125550147"],
    [
      "de",
      "DE",
      "https://www.firma.de/",
      "030 1234567 (Telefon) · 030 1234568 Telefax",
      "+49301234567",
    ],
    [
      "fr",
      "FR",
      "https://www.societe.fr/",
      "01 42 68 53 00 (tél.) - 01 42 68 53 01 (fax)",
      "+33142685300",
    ],
    [
      "pt",
      "PT",
      "https://www.empresa.pt/",
      "21 123 4567 Telefone / 21 123 4568 Fax",
      "+351211234567",
    ],
  ];
  for (const [language, country, url, line, e164] of after) {
    test(`${language}: "${line}" keeps the fax out`, () => {
      expect(phonesOf(`<p>${line}</p>`, url, country)).toEqual([e164]);
    });
  }

  test("one label before two numbers, then a fax label after the second", () => {
    expect(
      phonesOf("<p>Tel: 030 1234567, 030 1234568 (Fax)</p>", "https://www.firma.de/", "DE"),
    ).toEqual(["+49301234567"]);
    expect(
      phonesOf("<p>Telefone: 21 123 4567 / 21 123 4568 fax</p>", "https://www.empresa.pt/", "PT"),
    ).toEqual(["+351211234567"]);
  });

  test("labels before their numbers stay theirs when a label trails the line", () => {
    const line = "<p>Tel.: 030 1234567 Fax: 030 1234568 Mobil</p>";
    expect(phonesOf(line, "https://www.firma.de/", "DE")).toEqual(["+49301234567"]);
  });
});

describe("fax words as Polish declines them", () => {
  test("Nr faksu, telefaksu, telefonu/faksu", () => {
    const url = "https://www.firma.pl/";
    expect(phonesOf("<p>Nr faksu: 22 123 45 67</p>", url, "PL")).toEqual([]);
    expect(phonesOf("<p>Numer telefaksu: 22 123 45 67</p>", url, "PL")).toEqual([]);
    expect(phonesOf("<p>Nr telefonu: 22 123 45 66, nr faksu: 22 123 45 67</p>", url, "PL")).toEqual(
      ["+48221234566"],
    );
    // One line for both is a phone.
    expect(phonesOf("<p>Nr telefonu/faksu: 22 123 45 66</p>", url, "PL")).toEqual(["+48221234566"]);
  });
});

describe("company identifiers are no phones", () => {
  const ids: [string, string, string, string][] = [
    ["fr", "BE", "https://www.bureau.be/", "BCE 0456.789.123"],
    ["fr", "BE", "https://www.bureau.be/", "N° d'entreprise : 0456.789.123"],
    ["nl", "BE", "https://www.bureau.be/", "Ondernemingsnummer 0456.789.123"],
    ["nl", "BE", "https://www.bureau.be/", "KBO 0456 789 123"],
    ["pt", "BR", "https://www.empresa.com.br/", "CNPJ 12.345.678/0001-90"],
    ["pt", "BR", "https://www.empresa.com.br/", "CPF 123.456.789-09"],
    ["pt", "PT", "https://www.empresa.pt/", "Contribuinte n.º 501 234 567"],
    ["es", "AR", "https://www.empresa.com.ar/", "CUIT 30-71234567-8"],
    ["de", "AT", "https://www.firma.at/", "Firmenbuchnummer 123456 a"],
    ["de", "CH", "https://www.firma.ch/", "UID CHE-123.456.789"],
    ["de", "DE", "https://www.firma.de/", "Handelsregister 0301 2345678"],
  ];
  for (const [language, country, url, line] of ids) {
    test(`${language}: "${line}"`, () => {
      expect(phonesOf(`<p>${line}</p>`, url, country)).toEqual([]);
    });
  }

  test("digits glued by dots, slashes or hyphens start no number in the middle", () => {
    // Unlabelled, as in a footer: "345.678/0001" would be a Brazilian landline.
    expect(phonesOf("<p>12.345.678/0001-90</p>", "https://www.empresa.com.br/", "BR")).toEqual([]);
    expect(phonesOf("<p>9.0456.789.123</p>", "https://www.bureau.be/", "BE")).toEqual([]);
    // A phone after an identifier on the same line is still read.
    expect(
      phonesOf(
        "<p>CNPJ: 12.345.678/0001-90 · Tel: (16) 3512-4000</p>",
        "https://www.empresa.com.br/",
        "BR",
      ),
    ).toEqual(["+551635124000"]);
    expect(
      phonesOf("<p>BTW BE 0456.789.123 · Tel. 02 555 12 34</p>", "https://www.bedrijf.be/", "BE"),
    ).toEqual(["+3225551234"]);
  });
});

describe("a country named beside a number says where it rings", () => {
  // Hotline lists of firms selling abroad: national numbers, each with its country.
  const opening: [string, string, string, string, string][] = [
    ["de", "DE", "https://www.firma.de/", "Österreich: 0800 123 456", "+43800123456"],
    ["de", "DE", "https://www.firma.de/", "Schweiz – 044 123 45 67", "+41441234567"],
    ["fr", "FR", "https://www.societe.fr/", "Belgique : 02 555 12 34", "+3225551234"],
    ["it", "CH", "https://www.azienda.ch/", "Italia: 02 1234 5678", "+390212345678"],
    ["es", "ES", "https://www.empresa.es/", "Portugal: 21 123 4567", "+351211234567"],
    ["nl", "NL", "https://www.bedrijf.nl/", "België: 03 234 56 78", "+3232345678"],
    ["sv", "SE", "https://www.foretag.se/", "Norge: 22 12 34 56", "+4722123456"],
    ["en", "US", "https://www.shop.com/", "Germany: 030 1234567", "+49301234567"],
  ];
  for (const [language, country, url, line, e164] of opening) {
    test(`${language}: "${line}" opening a line`, () => {
      expect(phonesOf(`<p>${line}</p>`, url, country)).toEqual([e164]);
    });
  }

  test("a country in brackets after each number", () => {
    expect(
      phonesOf(
        "<p>Hotline: 0800-146-573 (UK) / 1800-409-623 (Republic of Ireland)</p>",
        "https://www.shop.com/",
        "US",
      ),
    ).toEqual(["+44800146573", "+3531800409623"]);
    expect(
      phonesOf(
        "<p>Service: 0800 123 456 (Österreich), 0800 555 666 (Schweiz)</p>",
        "https://www.firma.de/",
        "DE",
      ),
    ).toEqual(["+43800123456", "+41800555666"]);
    // A number with no country after it, on the same line, is the site's own.
    expect(
      phonesOf(
        "<p>Tel. 030 1234567 · 0800 123 456 (Österreich)</p>",
        "https://www.firma.de/",
        "DE",
      ),
    ).toEqual(["+49301234567", "+43800123456"]);
  });

  test("a person's name in brackets, a department, or a name shared with a person is no country", () => {
    // "IT" opening a line is the IT desk; "Jordan" is a person as often as a country.
    expect(phonesOf("<p>IT: 030 1234567</p>", "https://www.firma.de/", "DE")).toEqual([
      "+49301234567",
    ]);
    expect(
      phonesOf("<p>Mobile: 07911 123456 (Jordan)</p>", "https://www.firm.co.uk/", "GB"),
    ).toEqual(["+447911123456"]);
    expect(phonesOf("<p>Cell 338 412 9077 (Gennaro)</p>", "https://www.azienda.it/", "IT")).toEqual(
      ["+393384129077"],
    );
  });
});

describe("a phone is never split over links", () => {
  test("two tel: links side by side are two numbers, never one made of both", () => {
    const links = (numbers: [string, string][]) =>
      `<p>${numbers.map(([tel, text]) => `<a href="tel:${tel}">${text}</a>`).join(" ")}</p>`;
    expect(
      phonesOf(
        links([
          ["+49301234567", "030 1234567"],
          ["+49301234568", "030 1234568"],
        ]),
        "https://www.firma.de/",
        "DE",
      ),
    ).toEqual(["+49301234567", "+49301234568"]);
    expect(
      phonesOf(
        links([
          ["+390212345678", "02 1234 5678"],
          ["+390612345678", "06 1234 5678"],
        ]),
        "https://www.azienda.it/",
        "IT",
      ),
    ).toEqual(["+390212345678", "+390612345678"]);
  });

  test("an archive's years and product pages as links are no phone", () => {
    const years = ["2014", "2013", "2012", "2011"].map((y) => `<a href="/${y}">${y}</a>`).join("");
    expect(phonesOf(`<div>${years}</div>`, "https://www.firm.co.uk/", "GB")).toEqual([]);
    const pages = ["312", "555", "0147"].map((p) => `<a href="/p/${p}">${p}</a>`).join(" ");
    expect(phonesOf(`<p>Produkte: ${pages}</p>`, "https://www.shop.com/", "US")).toEqual([]);
    const descending = ["915", "34", "56", "78"].map((p) => `<a href="/${p}">${p}</a>`).join(" ");
    expect(phonesOf(`<div>${descending}</div>`, "https://www.tienda.es/", "ES")).toEqual([]);
  });

  test("a number in one link, or written in spans inside its link, is still read", () => {
    expect(
      phonesOf(
        '<p>Tel. <a href="tel:+33142685300"><span>01</span> 42 68 53 00</a></p>',
        "https://www.societe.fr/",
        "FR",
      ),
    ).toEqual(["+33142685300"]);
    expect(
      phonesOf(
        "<p>Telefon: <strong>+48</strong> <a>22 123 45 67</a></p>",
        "https://www.firma.pl/",
        "PL",
      ),
    ).toEqual(["+48221234567"]);
  });
});

describe("labels run into their numbers by markup", () => {
  const glued: [string, string, string, string, string][] = [
    [
      "fr",
      "FR",
      "https://www.societe.fr/",
      "<span>Tél.</span><span>01 42 68 53 00</span><span>Fax</span><span>01 42 68 53 01</span>",
      "+33142685300",
    ],
    [
      "de",
      "DE",
      "https://www.firma.de/",
      "<b>Tel.:</b><b>030 1234567</b><b>Fax:</b><b>030 1234568</b>",
      "+49301234567",
    ],
    [
      "nl",
      "NL",
      "https://www.bedrijf.nl/",
      "<span>T.</span><span>020 123 4567</span><span>F.</span><span>020 123 4568</span>",
      "+31201234567",
    ],
  ];
  for (const [language, country, url, html, e164] of glued) {
    test(`${language}: a label with its dot or colon, then the number, in elements side by side`, () => {
      expect(phonesOf(`<p>${html}</p>`, url, country)).toEqual([e164]);
    });
  }
});

describe("order, reference, article and licence numbers are no phones", () => {
  const ids: [string, string, string, string][] = [
    ["de", "DE", "https://www.firma.de/", "Bestellnummer: 030 1234 5678"],
    ["de", "DE", "https://www.firma.de/", "Lizenz-Nr. 030 1234567"],
    ["fr", "FR", "https://www.societe.fr/", "Réf. 01 42 68 53 00"],
    ["fr", "FR", "https://www.societe.fr/", "Commande n° 01 42 68 53 00"],
    ["es", "ES", "https://www.empresa.es/", "Pedido nº 912 345 678"],
    ["es", "ES", "https://www.empresa.es/", "Licencia 912 345 678"],
    ["it", "IT", "https://www.azienda.it/", "Codice articolo 02 1234 5678"],
    ["pt", "PT", "https://www.empresa.pt/", "Encomenda n.º 211 234 567"],
    ["pl", "PL", "https://www.firma.pl/", "Nr zamówienia 221 234 567"],
    ["sv", "SE", "https://www.foretag.se/", "Ordernummer 08-123 456 78"],
    ["nl", "NL", "https://www.bedrijf.nl/", "Artikelnummer 020 123 4567"],
  ];
  for (const [language, country, url, line] of ids) {
    test(`${language}: "${line}"`, () => {
      expect(phonesOf(`<p>${line}</p>`, url, country)).toEqual([]);
    });
  }

  test("'faxes' is a fax word too", () => {
    expect(phonesOf("<p>Send faxes to (312) 555-0148</p>", "https://www.shop.com/", "US")).toEqual(
      [],
    );
  });
});

function labelsOf(body: string, url: string, countryCode: string): [string, string?][] {
  return extractor
    .extract([pageWithBody(url, body)], { countryCode })
    .phones.map((phone) => (phone.label ? [phone.value, phone.label] : [phone.value]));
}

describe("free lines keep the label that says so", () => {
  const free: [string, string, string, string, string, string][] = [
    [
      "de",
      "DE",
      "https://www.firma.de/",
      "Kostenlose Hotline 0800 1234567",
      "+498001234567",
      "Kostenlose Hotline",
    ],
    [
      "es",
      "ES",
      "https://www.empresa.es/",
      "Teléfono gratuito 900 123 456",
      "+34900123456",
      "Teléfono gratuito",
    ],
    [
      "pt",
      "PT",
      "https://www.empresa.pt/",
      "Linha verde 800 123 456",
      "+351800123456",
      "Linha verde",
    ],
    [
      "pl",
      "PL",
      "https://www.firma.pl/",
      "Bezpłatna infolinia 800 123 456",
      "+48800123456",
      "Bezpłatna infolinia",
    ],
    ["pl", "PL", "https://www.firma.pl/", "Kom. 601 123 456", "+48601123456", "Kom."],
    [
      "sv",
      "SE",
      "https://www.foretag.se/",
      "Kostnadsfritt 020-12 34 56",
      "+4620123456",
      "Kostnadsfritt",
    ],
    [
      "it",
      "IT",
      "https://www.azienda.it/",
      "Numero verde 800 123 456",
      "+39800123456",
      "Numero verde",
    ],
  ];
  for (const [language, country, url, line, e164, label] of free) {
    test(`${language}: "${line}"`, () => {
      expect(labelsOf(`<p>${line}</p>`, url, country)).toEqual([[e164, label]]);
    });
  }

  test("after a fax on the same line, a free line is a phone", () => {
    expect(
      phonesOf("<p>Fax 030 1234568 · kostenlos 0800 1234567</p>", "https://www.firma.de/", "DE"),
    ).toEqual(["+498001234567"]);
  });
});

describe("typographic hyphens inside a number", () => {
  const hyphens: [string, string, string, string][] = [
    ["US", "https://www.shop.com/", "Tel: 312\u2011555\u20110147", "+13125550147"],
    ["US", "https://www.shop.com/", "Tel: 312\u2010555\u20100147", "+13125550147"],
    ["DE", "https://www.firma.de/", "Tel.: 030\u20121234567", "+49301234567"],
    ["PL", "https://www.firma.pl/", "tel. 22 123\u221245\u221267", "+48221234567"],
  ];
  for (const [country, url, line, e164] of hyphens) {
    test(`${country}: ${JSON.stringify(line)}`, () => {
      expect(phonesOf(`<p>${line}</p>`, url, country)).toEqual([e164]);
    });
  }
});

describe("cards that print each number over its label", () => {
  const cards: [string, string, string, [string, string], [string, string]][] = [
    ["de", "DE", "https://www.firma.de/", ["030 1234567", "Telefon"], ["030 1234568", "Telefax"]],
    [
      "fr",
      "FR",
      "https://www.societe.fr/",
      ["01 42 68 53 00", "Téléphone"],
      ["01 42 68 53 01", "Télécopie"],
    ],
    ["pl", "PL", "https://www.firma.pl/", ["22 123 45 67", "Telefon"], ["22 123 45 68", "Faks"]],
    ["en", "US", "https://www.shop.com/", ["312.555.0147", "Phone"], ["312.555.0148", "Fax"]],
  ];
  const card = (pairs: [string, string][]) =>
    pairs.map(([number, label]) => `<div><div>${number}</div><div>${label}</div></div>`).join("");
  for (const [language, country, url, phone, fax] of cards) {
    test(`${language}: "${phone[0]} / ${phone[1]} / ${fax[0]} / ${fax[1]}" keeps the fax out`, () => {
      expect(phonesOf(card([phone, fax]), url, country)).toHaveLength(1);
      expect(phonesOf(card([phone, fax]), url, country)).toEqual(
        phonesOf(`<p>${phone[0]}</p>`, url, country),
      );
    });
  }

  test("labels printed above their numbers stay theirs", () => {
    // "General Fax" heads the number under it: the one after it has no label under it.
    const above =
      "<p>Provider Services</p><p>312-555-0147</p><p>General Fax</p><p>312-555-0148</p><p>Note: call us on weekdays.</p>";
    expect(phonesOf(above, "https://www.shop.com/", "US")).toEqual(["+13125550147"]);
    const labelled = "<p>Telefon</p><p>030 1234567</p><p>Telefax</p><p>030 1234568</p><p>Mobil</p>";
    expect(phonesOf(labelled, "https://www.firma.de/", "DE")).toEqual(["+49301234567"]);
  });

  test("French 'Port.' after a fax is a mobile", () => {
    expect(
      labelsOf(
        "<p>Tél 01 42 68 53 00 Fax 01 42 68 53 01 Port. 06 12 34 56 78</p>",
        "https://www.societe.fr/",
        "FR",
      ),
    ).toEqual([["+33142685300"], ["+33612345678", "Port."]]);
  });
});

describe("a label's own aside in brackets before its number", () => {
  test.each([
    [
      "en",
      "US",
      "<p>Local: (920) 555-0118<br>Fax (order forms and retailer POs): (920) 555-0119</p>",
      ["+19205550118"],
    ],
    [
      "de",
      "DE",
      "<p>Telefon (Zentrale): 089 5555 1200<br>Telefax (Einkauf): 089 5555 1299</p>",
      ["+498955551200"],
    ],
    [
      "fr",
      "FR",
      "<p>Tél. (standard) : 01 42 55 10 10<br>Fax (commandes) : 01 42 55 10 11</p>",
      ["+33142551010"],
    ],
  ])("%s: the fax stays a fax, the phone a phone", (_lang, country, body, phones) => {
    expect(phonesOf(body, "https://www.firma.example/kontakt", country)).toEqual(phones);
  });
});

describe("the verb of faxing labels the number after it", () => {
  test.each([
    [
      "de",
      "DE",
      "Rufen Sie an unter +49 341 5552-1 oder faxen Sie an +49 341 5552-199.",
      "+4934155521",
    ],
    [
      "de",
      "DE",
      "Fragen beantworten wir unter 0341 5552-1. Bestellungen faxen Sie bitte an 0341 5552-199.",
      "+4934155521",
    ],
    ["fr", "FR", "Appelez-nous au 01 23 45 67 89 ou faxez au 01 23 45 67 99.", "+33123456789"],
    ["sv", "SE", "Ring oss på 08-123 456 78 eller faxa till 08-123 456 79.", "+46812345678"],
    ["en", "GB", "Call us on 020 7946 0100 or fax us at 020 7946 0199.", "+442079460100"],
  ])("%s: %s", (_lang, country, text, phone) => {
    expect(phonesOf(`<main><p>${text}</p></main>`, "https://www.example.com/", country)).toEqual([
      phone,
    ]);
  });
});
