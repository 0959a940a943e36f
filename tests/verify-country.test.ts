import { describe, expect, test } from "bun:test";
import { registrationsIn } from "../src/research/knowledge/registrations.ts";
import type { CompanyEvidence } from "../src/research/verify/evidence.ts";
import { verifyByRules } from "../src/research/verify/rules-verifier.ts";

/* Where a company is: its address, registration, phones, ccTLD, language; mentions never decide. */

const MAKER = "Wir fertigen Kreiselpumpen in unserem eigenen Werk.";

const evidence = (
  pages: { path: string; text: string }[],
  opts: { domain?: string; phones?: string[] } = {},
): CompanyEvidence => {
  const domain = opts.domain ?? "pumpen.example";
  return {
    domain,
    companyName: "Pumpen GmbH",
    pages: pages.map((p) => ({ url: `https://${domain}${p.path}`, text: p.text })),
    phones: opts.phones ?? [],
  };
};

const judge = (country: string, e: CompanyEvidence, city?: string) => {
  const criteria = verifyByRules(
    {
      country,
      ...(city ? { city } : {}),
      companyType: "manufacturer",
      productsServices: "pumps",
      exclusions: [],
    },
    e,
  ).criteria;
  return {
    country: criteria.find((c) => c.criterion === "country"),
    city: criteria.find((c) => c.criterion === "city"),
  };
};

describe("the legal address decides", () => {
  test("a German imprint address places the company in Germany, quoted with its page", () => {
    const e = evidence([
      { path: "/", text: MAKER },
      { path: "/impressum", text: "Pumpen GmbH\nTorgauer Straße 231\n04347 Leipzig\nDeutschland" },
    ]);
    const { country } = judge("Germany", e);
    expect(country?.met).toBe(true);
    expect(country?.quote).toContain("04347 Leipzig");
    expect(country?.url).toBe("https://pumpen.example/impressum");
  });

  test("a foreign address beats a mention of the wanted country", () => {
    const e = evidence([
      { path: "/", text: `${MAKER} Wij leveren ook naar Duitsland. Lieferungen nach Deutschland.` },
      { path: "/contact", text: "Pompen BV, Industrieweg 12, 5651 GH Eindhoven, Nederland" },
    ]);
    const { country } = judge("Germany", e);
    expect(country?.met).toBe(false);
    expect(country?.reason).toContain("Netherlands");
    expect(country?.quote).toContain("5651 GH Eindhoven");
  });

  test("a US subsidiary's address fails a German profile even when it names its German parent", () => {
    const e = evidence([
      { path: "/", text: "PumpCo Inc. is the US subsidiary of a German pump maker." },
      { path: "/contact", text: "PumpCo Inc., 100 Main St, Chicago, IL 60601, USA" },
    ]);
    const { country } = judge("Germany", e);
    expect(country?.met).toBe(false);
    expect(country?.reason).toContain("United States");
  });

  test("'branches in France' and 'export to 40 countries' never place a Swedish firm", () => {
    const e = evidence([
      { path: "/", text: "Vi tillverkar pumpar. Filialer i Frankrike och export till 40 länder." },
      { path: "/kontakt", text: "Pump AB, Storgatan 1, 411 04 Göteborg, Sverige" },
    ]);
    expect(judge("Sweden", e).country?.met).toBe(true);
    expect(judge("France", e).country?.met).toBe(false);
  });

  test.each([
    ["Poland", "ul. Przemysłowa 5, 61-001 Poznań"],
    ["Portugal", "Rua da Indústria 10, 4000-123 Porto"],
    ["Italy", "Via di Vincigliata 40, 50135 Firenze (FI), Italia"],
    ["Spain", "Calle de la Industria 155, 46001 Valencia, España"],
    ["Austria", "Industriestraße 4, A-4020 Linz"],
    ["Switzerland", "Bahnhofstrasse 1, CH-8001 Zürich"],
    ["United Kingdom", "131 Station Road, Glasgow G1 4SX"],
  ])("%s: %s", (country, address) => {
    const e = evidence([
      { path: "/", text: MAKER },
      { path: "/contact", text: address },
    ]);
    expect(judge(country, e).country?.met).toBe(true);
    expect(judge(country === "Germany" ? "France" : "Germany", e).country?.met).toBe(false);
  });
});

describe("registration numbers", () => {
  test.each([
    ["DE", "USt-IdNr.: DE 141 902 377"],
    ["FR", "N° TVA intracommunautaire : FR 32 123456789"],
    ["IT", "P.IVA 05123480487"],
    ["ES", "CIF: B12345678"],
    ["NL", "BTW-nummer NL123456789B01"],
    ["NL", "KvK 12345678"],
    ["PL", "NIP 123-456-78-90"],
    ["PL", "KRS 0000123456"],
    ["SE", "Momsreg.nr SE556677889901"],
    ["SE", "Org.nr 556677-8899"],
    ["PT", "NIPC 501234567"],
    ["GB", "VAT Reg. No. GB123456789"],
    ["DE", "Amtsgericht Leipzig, HRB 40217"],
    ["FR", "RCS Lyon 123 456 789"],
    ["AT", "UID-Nr.: ATU12345678"],
    ["IE", "Registered in Ireland, Company No. 555128"],
    ["IE", "CRO No. 555128 · VAT IE1234567T"],
    ["GB", "Registered in England and Wales, Company No. 01234567"],
    ["GB", "Company No. NI012345, registered in Northern Ireland"],
  ])("%s from %s", (code, text) => {
    expect(registrationsIn(text)[0]?.country).toBe(code);
  });

  test("an Irish company's 'Company No.' never places it in the United Kingdom", () => {
    const countries = registrationsIn("Registered in Ireland, Company No. 555128").map(
      (r) => r.country,
    );
    expect(countries).toEqual(["IE"]);
    expect(registrationsIn("Company reg. no. 555437")).toEqual([]);
  });

  test("two capitals and digits without a VAT label are no VAT id", () => {
    expect(registrationsIn("Modell DE 123456789 in Edelstahl")).toEqual([]);
  });

  test("a VAT id decides when no address is given", () => {
    const e = evidence([{ path: "/impressum", text: `${MAKER}\nUSt-IdNr.: ATU12345678` }]);
    expect(judge("Germany", e).country?.met).toBe(false);
    expect(judge("Austria", e).country?.met).toBe(true);
  });
});

describe("weaker signals", () => {
  test("phones written with a country code place a company with no address", () => {
    const e = evidence([{ path: "/", text: `${MAKER} Tel. +43 1 234567` }], {
      phones: ["+4312345678"],
    });
    expect(judge("Germany", e).country?.met).toBe(false);
  });

  test("the ccTLD places a company with no address, registration or phone", () => {
    const e = evidence([{ path: "/", text: MAKER }], { domain: "pompen.nl" });
    expect(judge("Germany", e).country?.met).toBe(false);
    expect(
      judge("Germany", evidence([{ path: "/", text: MAKER }], { domain: "pumpen.de" })).country
        ?.met,
    ).toBe(true);
  });

  test("an ambiguous five-digit postcode is narrowed by the page language", () => {
    const e = evidence([{ path: "/kontakt", text: `${MAKER}\nHauptstraße 1\n73600 Hamburg` }]);
    expect(judge("Germany", e).country?.met).toBe(true);
    expect(judge("France", e).country?.met).toBe(false);
  });

  test("silence is no evidence", () => {
    expect(
      judge("Germany", evidence([{ path: "/", text: "Pumps of all kinds since 1950." }])).country
        ?.met,
    ).toBe(false);
  });
});

describe("city", () => {
  const at = (address: string) =>
    evidence([
      { path: "/", text: MAKER },
      { path: "/kontakt", text: address },
    ]);
  test.each([
    ["Munich", "Leopoldstraße 1, 80802 München, Deutschland"],
    ["Cologne", "Domkloster 4, 50667 Köln"],
    ["Nuremberg", "Hauptmarkt 1, 90403 Nürnberg"],
  ])("%s by its exonym", (city, address) => {
    const { city: c } = judge("Germany", at(address), city);
    expect(c?.met).toBe(true);
    expect(c?.quote).toBeDefined();
  });
  test("a suburb counts for a metro area, a distant city does not", () => {
    const fiesole = evidence([
      { path: "/contatti", text: "Via Roma 1, 50014 Fiesole (FI), Italia" },
    ]);
    expect(judge("Italy", fiesole, "Florence").city?.met).toBe(true);
    const milano = evidence([{ path: "/contatti", text: "Via Roma 1, 20121 Milano (MI), Italia" }]);
    expect(judge("Italy", milano, "Florence").city?.met).toBe(false);
    expect(judge("Italy", milano, "Milan").city?.met).toBe(true);
  });
  test.each([
    ["Warsaw", "ul. Marszałkowska 1, 00-950 Warszawa", "Poland"],
    ["Gothenburg", "Storgatan 1, 411 04 Göteborg", "Sweden"],
    ["The Hague", "Lange Voorhout 1, 2514 EA Den Haag", "Netherlands"],
    ["Lisbon", "Avenida da Liberdade 1, 1250-096 Lisboa", "Portugal"],
    ["Seville", "Calle Sierpes 1, 41004 Sevilla", "Spain"],
    ["Turin", "Via Roma 1, 10121 Torino (TO)", "Italy"],
    ["Vienna", "Stephansplatz 1, 1010 Wien", "Austria"],
    ["Zurich", "Bahnhofstrasse 1, 8001 Zürich", "Switzerland"],
  ])("%s", (city, address, country) => {
    expect(judge(country, at(address), city).city?.met).toBe(true);
  });
  test("a region by its cities", () => {
    expect(judge("Germany", at("Leopoldstraße 1, 80802 München"), "Bavaria").city?.met).toBe(true);
    expect(judge("Germany", at("Domkloster 4, 50667 Köln"), "Bavaria").city?.met).toBe(false);
  });
});
