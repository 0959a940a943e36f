import { describe, expect, test } from "bun:test";
import { createExtractor } from "../src/research/extractor/index.ts";
import { parseHtml, toLines } from "../src/research/extractor/text.ts";
import { pageWithBody } from "./helpers/pages";

/*
 * Numbers the way pages print them: a phone is one run of text (never digits joined across a
 * pager's, a calendar's or a slider's elements); a fax is a fax whatever side its label is on;
 * opening hours, dates, postcodes, tax, register and bank numbers are never phones; and a phone's
 * own label ("Mobile", "Toll free", "WhatsApp") stays with it.
 */

const extractor = createExtractor();

function phonesOf(body: string, url: string, countryCode?: string): string[] {
  return extractor
    .extract([pageWithBody(url, body)], countryCode ? { countryCode } : {})
    .phones.map((phone) => phone.value);
}

function labelled(body: string, url: string, countryCode?: string): [string, string?][] {
  return extractor
    .extract([pageWithBody(url, body)], countryCode ? { countryCode } : {})
    .phones.map((phone) => (phone.label ? [phone.value, phone.label] : [phone.value]));
}

const pager = (count: number, gap: string) =>
  Array.from({ length: count }, (_, i) => `<a href="?page=${i + 1}">${i + 1}</a>`).join(gap);

describe("a phone comes from one run of text", () => {
  // Sites of countries whose numbers a pager's "10 11 12 13" or "21 22 23 24 25" would spell.
  const sites: [string, string][] = [
    ["US", "https://www.shop.com/"],
    ["CA", "https://www.shop.ca/"],
    ["ES", "https://www.tienda.es/"],
    ["PL", "https://www.sklep.pl/"],
    ["PT", "https://www.loja.pt/"],
    ["IE", "https://www.shop.ie/"],
  ];
  for (const [country, url] of sites) {
    test(`${country}: a slider's pager links 1 … 26, with or without spaces, are no phone`, () => {
      expect(phonesOf(`<div class="pager">${pager(26, " ")}</div>`, url, country)).toEqual([]);
      expect(phonesOf(`<div class="pager">${pager(26, "")}</div>`, url, country)).toEqual([]);
      expect(phonesOf(`<div>${pager(26, "\n")}</div>`, url, country)).toEqual([]);
    });
  }

  test("a calendar's days are no company phone, in spans, links or cells", () => {
    const days = [25, 26, 27, 28, 29];
    const url = "https://www.events.com/";
    const spans = days.map((d) => `<span class="day">${d}</span>`).join(" ");
    const links = days.map((d) => `<a href="/cal/${d}"><span>${d}</span></a>`).join("");
    const cells = `<table><tr>${days.map((d) => `<td>${d}</td>`).join("")}</tr></table>`;
    expect(phonesOf(`<div>${spans}</div>`, url, "US")).toEqual([]);
    expect(phonesOf(`<div>${links}</div>`, url, "US")).toEqual([]);
    expect(phonesOf(cells, url, "US")).toEqual([]);
    // Not even under a phone label: the label does not make the days one number.
    expect(phonesOf(`<p>Phone: ${spans}</p>`, url, "US")).toEqual([]);
    expect(phonesOf(`<p>Call us</p><div>${spans}</div>`, url, "US")).toEqual([]);
  });

  test("days or pages counting up in plain text are no phone", () => {
    expect(phonesOf("<p>Phone 21 22 23 24 25</p>", "https://www.shop.com/", "US")).toEqual([]);
    expect(phonesOf("<p>Páginas 9 10 11 12 13</p>", "https://www.tienda.es/", "ES")).toEqual([]);
    expect(phonesOf("<p>Arkiv 2012 2013 2014</p>", "https://www.foretag.se/", "SE")).toEqual([]);
  });

  test("list items and slider dots are separate numbers", () => {
    const dots = ["01", "02", "03", "04", "05"].map((d) => `<li>${d}</li>`).join("");
    expect(phonesOf(`<ul>${dots}</ul>`, "https://www.tienda.es/", "ES")).toEqual([]);
    const spans = ["9", "10", "11", "12", "13"].map((d) => `<span>${d}</span>`).join("");
    expect(phonesOf(`<div>${spans}</div>`, "https://www.tienda.es/", "ES")).toEqual([]);
  });

  test("the line keeps where its lone numbers start, in digits", () => {
    // " 123 " stands between two elements, as a pager's current page does: a piece of its own.
    const [line] = toLines(parseHtml(`<p>Tel <b>30</b> 123 <a>1</a> <a>22</a> 4567</p>`));
    expect(line?.loneNumbers).toEqual([0, 2, 5, 6]);
  });

  const split: [string, string, string, string, string][] = [
    [
      "en",
      "US",
      "https://www.shop.com/",
      "<p>Phone: <span>(206)</span> 672-9730</p>",
      "+12066729730",
    ],
    ["de", "DE", "https://www.firma.de/", "<p>Telefon: +49 <b>30</b> 1234567</p>", "+49301234567"],
    [
      "fr",
      "FR",
      "https://www.societe.fr/",
      "<p>Tél. <span>01</span> 42 68 53 00</p>",
      "+33142685300",
    ],
    [
      "it",
      "IT",
      "https://www.azienda.it/",
      '<p>Telefono <a href="tel:+390212345678">02 1234 5678</a></p>',
      "+390212345678",
    ],
    [
      "es",
      "ES",
      "https://www.empresa.es/",
      "<p>Teléfono: <strong>912</strong> <strong>34</strong> 56 78</p>",
      "+34912345678",
    ],
    [
      "nl",
      "NL",
      "https://www.bedrijf.nl/",
      "<p>Telefoon <span>020</span> <span>123</span> <span>4567</span></p>",
      "+31201234567",
    ],
    [
      "pl",
      "PL",
      "https://www.firma.pl/",
      "<p>Tel. <span>+48</span> <span>22</span> 123 45 67</p>",
      "+48221234567",
    ],
    ["sv", "SE", "https://www.foretag.se/", "<p>Växel: 08-<b>123</b> 456 78</p>", "+46812345678"],
    [
      "pt",
      "PT",
      "https://www.empresa.pt/",
      "<p>Telefone <em>(+351)</em> 21 123 4567</p>",
      "+351211234567",
    ],
  ];
  for (const [language, country, url, html, e164] of split) {
    test(`${language}: a number split over inline markup is still read`, () => {
      expect(phonesOf(html, url, country)).toEqual([e164]);
    });
  }
});

describe("a number labelled fax is a fax, wherever its label stands", () => {
  const faxes: [string, string, string, string, string, string[]][] = [
    // language, country, url, phone, fax, fax labels
    [
      "de",
      "DE",
      "https://www.firma.de/",
      "030 1234567",
      "030 7654321",
      ["Fax", "Telefax", "F.", "Fax-Nr."],
    ],
    [
      "fr",
      "FR",
      "https://www.societe.fr/",
      "01 42 68 53 00",
      "01 42 68 53 01",
      ["Télécopie", "Téléc.", "Fax", "F"],
    ],
    [
      "it",
      "IT",
      "https://www.azienda.it/",
      "02 1234 5678",
      "02 1234 5679",
      ["Fax", "Telefax", "fax."],
    ],
    [
      "es",
      "ES",
      "https://www.empresa.es/",
      "912 34 56 78",
      "912 34 56 79",
      ["Fax", "Telefax", "Facsímil"],
    ],
    ["nl", "NL", "https://www.bedrijf.nl/", "020 123 4567", "020 123 4568", ["Fax", "Faxnummer"]],
    ["pl", "PL", "https://www.firma.pl/", "22 123 45 67", "22 123 45 68", ["Faks", "Fax", "F:"]],
    ["sv", "SE", "https://www.foretag.se/", "08-123 456 78", "08-123 456 79", ["Telefax", "Fax"]],
    ["pt", "PT", "https://www.empresa.pt/", "21 123 4567", "21 123 4568", ["Fax", "Telefax"]],
    [
      "en",
      "GB",
      "https://www.company.co.uk/",
      "020 7946 0958",
      "020 7946 0959",
      ["Fax", "Facsimile", "F:"],
    ],
  ];
  for (const [language, country, url, phone, fax, labels] of faxes) {
    const [phoneE164] = phonesOf(`<p>${phone}</p>`, url, country);
    test(`${language}: fax labels before and after the number, in its cell or the next`, () => {
      expect(phoneE164).toBeDefined();
      for (const label of labels) {
        const colon = /[:.]$/.test(label) ? label : `${label}:`;
        const layouts = [
          `<p>Tel ${phone} ${colon} ${fax}</p>`,
          `<p>Tel ${phone}</p><p>${fax} (${label})</p>`,
          `<table><tr><td>Tel</td><td>${phone}</td></tr><tr><td>${colon}</td><td>${fax}</td></tr></table>`,
          `<p>Tel: ${phone} · ${colon}</p><p>${fax}</p>`,
        ];
        for (const layout of layouts)
          expect(phonesOf(layout, url, country)).toEqual([phoneE164 ?? ""]);
      }
    });
  }

  test("a word label after the number, in the same cell or the next one", () => {
    const url = "https://www.shop.com/";
    expect(phonesOf("<p>(206) 672-9730</p><p>(206) 672-9731 fax</p>", url, "US")).toEqual([
      "+12066729730",
    ]);
    expect(phonesOf("<p>(206) 672-9730 (T)</p><p>(206) 672-9731 (F)</p>", url, "US")).toEqual([
      "+12066729730",
    ]);
    const card =
      "<div><div>Tel: (206) 672-9730</div><div>(206) 672-9731</div><div>Fax</div></div><p>Open daily</p>";
    expect(phonesOf(card, url, "US")).toEqual(["+12066729730"]);
    const bracketed =
      "<div><div>Tel: (206) 672-9730</div><div>(206) 672-9731</div><div>(Fax)</div></div>";
    expect(phonesOf(bracketed, url, "US")).toEqual(["+12066729730"]);
  });

  test("a fax word after the number beats a phone heading above it", () => {
    const body = "<p>Phone numbers</p><p>(206) 672-9730</p><p>(206) 672-9731 fax</p>";
    expect(phonesOf(body, "https://www.shop.com/", "US")).toEqual(["+12066729730"]);
  });

  const columns: [string, string, string, string[], string, string][] = [
    [
      "de",
      "DE",
      "https://www.firma.de/",
      ["Standort", "Telefon", "Telefax"],
      "030 1234567",
      "030 1234568",
    ],
    [
      "fr",
      "FR",
      "https://www.societe.fr/",
      ["Agence", "Téléphone", "Télécopie"],
      "01 42 68 53 00",
      "01 42 68 53 01",
    ],
    [
      "it",
      "IT",
      "https://www.azienda.it/",
      ["Sede", "Telefono", "Fax"],
      "02 1234 5678",
      "02 1234 5679",
    ],
    [
      "es",
      "ES",
      "https://www.empresa.es/",
      ["Oficina", "Teléfono", "Fax"],
      "912 34 56 78",
      "912 34 56 79",
    ],
    [
      "nl",
      "NL",
      "https://www.bedrijf.nl/",
      ["Vestiging", "Telefoon", "Fax"],
      "020 123 4567",
      "020 123 4568",
    ],
    [
      "pl",
      "PL",
      "https://www.firma.pl/",
      ["Oddział", "Telefon", "Faks"],
      "22 123 45 67",
      "22 123 45 68",
    ],
    [
      "sv",
      "SE",
      "https://www.foretag.se/",
      ["Kontor", "Telefon", "Fax"],
      "08-123 456 78",
      "08-123 456 79",
    ],
    [
      "pt",
      "PT",
      "https://www.empresa.pt/",
      ["Loja", "Telefone", "Fax"],
      "21 123 4567",
      "21 123 4568",
    ],
    [
      "en",
      "US",
      "https://www.shop.com/",
      ["Office", "Phone", "Fax"],
      "(206) 672-9730",
      "(206) 672-9731",
    ],
  ];
  for (const [language, country, url, heads, phone, fax] of columns) {
    test(`${language}: a directory table's "${heads[2]}" column holds faxes in every row`, () => {
      const [one] = phonesOf(`<p>${phone}</p>`, url, country);
      const cells = (tag: string, row: string[]) =>
        row.map((c) => `<${tag}>${c}</${tag}>`).join("");
      const rows = [
        `<tr>${cells("th", heads)}</tr>`,
        `<tr>${cells("td", ["A", phone, fax])}</tr>`,
        `<tr>${cells("td", ["B", "—", fax])}</tr>`,
      ];
      expect(phonesOf(`<table>${rows.join("")}</table>`, url, country)).toEqual([one ?? ""]);
      // The same with plain cells in the heading row.
      const plain = rows.map((row) => row.replaceAll("<th>", "<td>").replaceAll("</th>", "</td>"));
      expect(phonesOf(`<table>${plain.join("")}</table>`, url, country)).toEqual([one ?? ""]);
    });
  }

  // A shared "Tel/Fax" line rings: it is the company's phone, labelled so a reader knows it is
  // also the fax. Two numbers after one shared label are the phone and the fax, in that order.
  const shared: [string, string, string, string, string, string][] = [
    ["de", "DE", "https://www.firma.de/", "Tel./Fax", "030 1234567", "030 1234568"],
    ["fr", "FR", "https://www.societe.fr/", "Tél. / Fax", "01 42 68 53 00", "01 42 68 53 01"],
    ["it", "IT", "https://www.azienda.it/", "Tel. e Fax", "02 1234 5678", "02 1234 5679"],
    ["es", "ES", "https://www.empresa.es/", "Tel. y Fax", "912 34 56 78", "912 34 56 79"],
    ["nl", "NL", "https://www.bedrijf.nl/", "Telefoon/Fax", "020 123 4567", "020 123 4568"],
    ["pl", "PL", "https://www.firma.pl/", "Tel./faks", "22 123 45 67", "22 123 45 68"],
    ["sv", "SE", "https://www.foretag.se/", "Tel/Fax", "08-123 456 78", "08-123 456 79"],
    ["pt", "PT", "https://www.empresa.pt/", "Tel./Fax", "21 123 4567", "21 123 4568"],
    ["en", "GB", "https://www.company.co.uk/", "Tel & Fax", "020 7946 0958", "020 7946 0959"],
    ["en", "GB", "https://www.company.co.uk/", "T/F", "020 7946 0958", "020 7946 0959"],
  ];
  for (const [language, country, url, label, first, second] of shared) {
    test(`${language}: "${label}" before one number is a phone labelled so; before two, phone then fax`, () => {
      const [one] = phonesOf(`<p>${first}</p>`, url, country);
      expect(labelled(`<p>${label}: ${first}</p>`, url, country)).toEqual([[one ?? "", label]]);
      expect(phonesOf(`<p>${label}: ${first} / ${second}</p>`, url, country)).toEqual([one ?? ""]);
    });
  }
});

describe("numbers that are never phones", () => {
  test("opening hours, under a phone label too", () => {
    const hours: [string, string, string][] = [
      [
        "DE",
        "https://www.firma.de/",
        "Telefonisch erreichbar: Mo–Fr 08.30 - 12.30 und 07.30 - 16.30 Uhr",
      ],
      ["IT", "https://www.azienda.it/", "Tel. lun–ven 08.00 - 12.00 e 09.00-13.00 / 15.00-19.00"],
      ["NL", "https://www.bedrijf.nl/", "Telefoon: ma–vr 08.00 - 20.00"],
      ["SE", "https://www.foretag.se/", "Telefon: mån–fre 08.00 - 12.00"],
      ["FR", "https://www.societe.fr/", "Tél. : lun.-ven. 09.00-13.00 / 15.00-19.00"],
      ["GB", "https://www.shop.co.uk/", "Phone lines open 09.00-13.00 / 15.00-19.00"],
      ["PL", "https://www.firma.pl/", "Infolinia: pon.–pt. 08.00–16.00"],
    ];
    for (const [country, url, text] of hours) {
      expect(phonesOf(`<p>${text}</p>`, url, country)).toEqual([]);
    }
    // A number next to its hours is still read.
    expect(
      phonesOf("<p>Tel. 02 1234 5678 (lun–ven 08.00 - 12.00)</p>", "https://www.azienda.it/", "IT"),
    ).toEqual(["+390212345678"]);
  });

  test("dates and year ranges", () => {
    const body = [
      "<p>Telefono: 01.10.2014</p>",
      "<p>Aggiornato il 2014-05-12</p>",
      "<p>Tel. 1998 - 2014</p>",
      "<p>Fiera 8/28/2014 - 8/30/2014</p>",
    ].join("");
    expect(phonesOf(body, "https://www.azienda.it/", "IT")).toEqual([]);
    expect(phonesOf("<p>Telefon: 01.10.2014</p>", "https://www.foretag.se/", "SE")).toEqual([]);
    // A French number written with dots is no date.
    expect(phonesOf("<p>Tél. 01.42.68.53.00</p>", "https://www.societe.fr/", "FR")).toEqual([
      "+33142685300",
    ]);
  });

  test("postcodes in nine countries", () => {
    const cases: [string, string, string][] = [
      ["PL", "https://www.firma.pl/", "ul. Prosta 1, 00-950 Warszawa"],
      ["SE", "https://www.foretag.se/", "Storgatan 1, 113 29 Stockholm"],
      ["FR", "https://www.societe.fr/", "1 rue de Rivoli, 75008 Paris"],
      ["IT", "https://www.azienda.it/", "Via Roma 1, 20121 Milano"],
      ["ES", "https://www.empresa.es/", "Calle Mayor 1, 28001 Madrid"],
      ["PT", "https://www.empresa.pt/", "Rua Augusta 1, 1100-048 Lisboa"],
      ["NL", "https://www.bedrijf.nl/", "Damrak 1, 1012 LG Amsterdam"],
      ["DE", "https://www.firma.de/", "Hauptstraße 1, D-10115 Berlin"],
      ["US", "https://www.shop.com/", "1 Main St, Austin, TX 78701-1234"],
    ];
    for (const [country, url, text] of cases)
      expect(phonesOf(`<p>${text}</p>`, url, country)).toEqual([]);
  });

  test("tax and register numbers, their labels in nine languages", () => {
    const cases: [string, string, string][] = [
      [
        "DE",
        "https://www.firma.de/",
        "USt-IdNr.: DE 123 456 789 · HRB 123456 · Steuernummer 030 123 45678",
      ],
      ["IT", "https://www.azienda.it/", "P.IVA 02 1234 5678 · REA MI-1234567"],
      ["ES", "https://www.empresa.es/", "NIF: 912 345 678 · CIF: 912345679"],
      [
        "FR",
        "https://www.societe.fr/",
        "TVA intracommunautaire : FR 01 42 68 53 00 · SIRET : 123 456 789 00012",
      ],
      ["FR", "https://www.societe.fr/", "RCS Paris 01 42 68 53 00"],
      ["NL", "https://www.bedrijf.nl/", "BTW: 020 123 4567 · KvK-nummer: 12345678"],
      ["PL", "https://www.firma.pl/", "NIP: 521 123 45 67 · REGON: 221234567 · KRS: 0000123456"],
      ["SE", "https://www.foretag.se/", "Org.nr: 08-123 456 78 · Momsreg.nr: SE 08 123 456 78"],
      ["PT", "https://www.empresa.pt/", "NIPC: 211 234 567"],
      ["GB", "https://www.company.co.uk/", "VAT Reg No: GB 020 7946 0958 · Company No. 01234567"],
    ];
    for (const [country, url, text] of cases)
      expect(phonesOf(`<p>${text}</p>`, url, country)).toEqual([]);
  });

  test("bank numbers: IBAN, BIC, accounts and sort codes", () => {
    const cases: [string, string, string][] = [
      ["DE", "https://www.firma.de/", "IBAN: DE89 3704 0044 0532 0130 00 · BIC: COBADEFFXXX"],
      ["GB", "https://www.company.co.uk/", "Sort code: 20-79-46 · Account: 02079460"],
      ["PL", "https://www.firma.pl/", "Numer konta: 12 3456 7890 1234 5678 9012 3456"],
      ["IT", "https://www.azienda.it/", "IBAN IT60 X054 2811 1010 0000 0123 456"],
      ["SE", "https://www.foretag.se/", "Bankgiro: 08-123 456 78"],
      ["NL", "https://www.bedrijf.nl/", "Rekeningnummer: 020 123 4567"],
    ];
    for (const [country, url, text] of cases)
      expect(phonesOf(`<p>${text}</p>`, url, country)).toEqual([]);
  });
});

describe("a phone keeps the label it is printed with", () => {
  const cases: [string, string, string, string, string][] = [
    ["en", "https://www.shop.com/", "US", "Toll Free: 1-800-330-8247", "Toll Free"],
    ["en", "https://www.shop.com/", "US", "877.224.3262 (Toll-Free)", "Toll-Free"],
    ["en", "https://www.company.co.uk/", "GB", "Mobile 07911 123456", "Mobile"],
    ["de", "https://www.firma.de/", "DE", "Kundenservice: 0800 1234567", "Kundenservice"],
    ["fr", "https://www.societe.fr/", "FR", "Portable : 06 12 34 56 78", "Portable"],
    ["it", "https://www.azienda.it/", "IT", "WhatsApp +39 333 123 4567", "WhatsApp"],
    ["it", "https://www.azienda.it/", "IT", "Showroom Milano: 02 1234 5678", "Showroom Milano"],
    ["es", "https://www.empresa.es/", "ES", "Móvil: 612 34 56 78", "Móvil"],
    ["nl", "https://www.bedrijf.nl/", "NL", "Mobiel: 06 12345678", "Mobiel"],
    ["pl", "https://www.firma.pl/", "PL", "Tel. kom.: 501 234 567", "Tel. kom."],
    ["sv", "https://www.foretag.se/", "SE", "Mobil: 070-123 45 67", "Mobil"],
    ["pt", "https://www.empresa.pt/", "PT", "Telemóvel: 912 345 678", "Telemóvel"],
  ];
  for (const [language, url, country, text, label] of cases) {
    test(`${language}: "${text}" is a phone labelled "${label}"`, () => {
      const [found] = labelled(`<p>${text}</p>`, url, country);
      expect(found?.[1]).toBe(label);
    });
  }

  test("a label in the cell before the number, and branch lines one per row", () => {
    const body =
      "<table><tr><td>Numéro vert</td><td>0 800 123 456</td></tr>" +
      "<tr><td>Agence de Lyon :</td><td>04 72 12 34 56</td></tr></table>";
    expect(labelled(body, "https://www.societe.fr/", "FR")).toEqual([
      ["+33800123456", "Numéro vert"],
      ["+33472123456", "Agence de Lyon"],
    ]);
  });

  test("a label that only says phone is not kept", () => {
    const body = "<p>Tel.: 030 1234567</p><p>Telefonnummer 030 1234568</p><p>T 030 1234569</p>";
    expect(labelled(body, "https://www.firma.de/", "DE")).toEqual([
      ["+49301234567"],
      ["+49301234568"],
      ["+49301234569"],
    ]);
  });
});
