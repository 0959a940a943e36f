import { describe, expect, test } from "bun:test";
import { postalAddressesIn } from "../src/research/knowledge/postal-codes.ts";
import type { CompanyEvidence } from "../src/research/verify/evidence.ts";
import { verifyByRules } from "../src/research/verify/rules-verifier.ts";

/*
 * Addresses read as each country writes them: a North American house number is no European
 * postcode, a street prefix is no town, and a same-language site in a neighbouring country is
 * placed in that country.
 */

const read = (text: string) => postalAddressesIn(text).map((a) => [a.countries.join("/"), a.town]);

const evidence = (
  pages: Record<string, string>,
  opts: { domain?: string; phones?: string[] } = {},
): CompanyEvidence => {
  const domain = opts.domain ?? "example.com";
  return {
    domain,
    companyName: "Muster",
    pages: Object.entries(pages).map(([path, text]) => ({ url: `https://${domain}${path}`, text })),
    phones: opts.phones ?? [],
  };
};

const where = (e: CompanyEvidence, country: string, city?: string) => {
  const criteria = verifyByRules(
    {
      country,
      ...(city ? { city } : {}),
      companyType: "service company",
      productsServices: "office cleaning",
      exclusions: [],
    },
    e,
  ).criteria;
  return {
    country: criteria.find((c) => c.criterion === "country"),
    city: criteria.find((c) => c.criterion === "city"),
  };
};

describe("North American lines: town, state or province, code", () => {
  const table: [string, string, string][] = [
    ["1234 Westheimer Rd, Houston, TX 77006", "US", "Houston"],
    ["2100 W. Alabama St, Houston, TX 77098", "US", "Houston"],
    ["1500 Main Street, Suite 200, Dallas, Texas 75201", "US", "Dallas"],
    ["8800 North Freeway Houston TX 77037", "US", "Houston"],
    ["1200 Rue Sainte-Catherine Ouest, Montréal (Québec) H3B 2Y5", "CA", "Montréal"],
    ["350, rue Saint-Paul Est, Québec, QC G1K 3X2", "CA", "Québec"],
    ["200 Bay Street, Toronto, ON M5J 2J2", "CA", "Toronto"],
  ];
  for (const [line, country, town] of table) {
    test(`${line} → ${country}, ${town}`, () => {
      expect(read(line)).toEqual([[country, town]]);
    });
  }

  test("a house number on a line of its own is no postcode when a street or compass follows", () => {
    expect(read("1234 Westheimer Rd")).toEqual([]);
    expect(read("2100 W. Alabama")).toEqual([]);
    expect(read("4521 Sunset Blvd")).toEqual([]);
  });
});

describe("European lines still read", () => {
  const table: [string, string, string][] = [
    ["Hauptstraße 1, 04347 Leipzig", "DE/FR/IT/ES/FI/MX", "Leipzig"],
    ["Mariahilfer Straße 10, 1070 Wien", "AT/CH/BE/DK/NO/LU/HU", "Wien"],
    ["CH-9000 St. Gallen", "CH", "St. Gallen"],
    ["Rue Neuve 12, 1000 Bruxelles", "AT/CH/BE/DK/NO/LU/HU", "Bruxelles"],
    ["Keizersgracht 1, 1015 CJ Amsterdam", "NL", "Amsterdam"],
    ["ul. Marszałkowska 1, 00-624 Warszawa", "PL", "Warszawa"],
    ["Rua Augusta 10, 1100-053 Lisboa", "PT", "Lisboa"],
    ["Kungsgatan 5, 411 19 Göteborg", "SE", "Göteborg"],
    ["10 Downing Street, London SW1A 2AA", "GB", "London"],
  ];
  for (const [line, countries, town] of table) {
    test(`${line} → ${countries}, ${town}`, () => {
      expect(read(line)).toEqual([[countries, town]]);
    });
  }
});

describe("the country and city criteria on North American sites", () => {
  test("a Mexican address (código postal, then the town) is in Mexico, its phones narrowing it", () => {
    const e = evidence(
      {
        "/": "Somos fabricantes de maquinaria de empaque.",
        "/contacto":
          "Tecnoempaque de Querétaro, S.A. de C.V. · Av. de la Industria 210, 76246 El Marqués, Qro. · Tel. 442 221 5600",
      },
      { phones: ["+524422215600"] },
    );
    expect(where(e, "Mexico", "").country?.met).toBe(true);
    expect(where(e, "Spain", "").country?.met).toBe(false);
  });

  test("a Houston address with a four-digit house number is in the United States", () => {
    const e = evidence({
      "/": "We clean offices across the city.",
      "/contact": "Muster Cleaning\n1234 Westheimer Rd\nHouston, TX 77006",
    });
    const { country, city } = where(e, "United States", "Houston");
    expect(country?.met).toBe(true);
    expect(city?.met).toBe(true);
  });

  test("a street prefix is never the town the reason names", () => {
    const e = evidence({
      "/": "We clean offices across the city.",
      "/contact": "Muster Cleaning, 2100 W. Alabama St, Dallas, TX 75201",
    });
    const { city } = where(e, "United States", "Houston");
    expect(city?.met).toBe(false);
    expect(city?.reason).toBe("Not in Houston: the address is in Dallas");
  });

  test("phone numbers dialled +1 outweigh a four-digit number that fits Europe", () => {
    const e = evidence(
      { "/": "We clean offices.", "/contact": "Muster Cleaning, 1234 Westheimer" },
      { phones: ["+17135550123"] },
    );
    expect(where(e, "United States").country?.met).toBe(true);
  });
});

describe("a same-language site in another country is placed there", () => {
  test("fr: a Québec company is not in France", () => {
    const e = evidence({
      "/": "Nous nettoyons les bureaux de la région.",
      "/nous-joindre": "Muster inc., 350, rue Saint-Paul Est, Québec (Québec) G1K 3X2",
    });
    const { country } = where(e, "France");
    expect(country?.met).toBe(false);
    expect(country?.reason).toContain("Canada");
  });

  test("fr: a Montréal contact line without a postcode names Canada", () => {
    const e = evidence({
      "/": "Nous nettoyons les bureaux de la région.",
      "/contact": "Montréal, Canada",
    });
    expect(where(e, "France").country?.met).toBe(false);
  });

  test("de: a Vienna or Zürich company is not in Germany", () => {
    const vienna = evidence({
      "/": "Wir reinigen Büros in der ganzen Stadt.",
      "/impressum": "Muster GmbH, Mariahilfer Straße 10, 1070 Wien",
    });
    expect(where(vienna, "Germany").country?.met).toBe(false);
    const zurich = evidence({ "/": "Wir reinigen Büros.", "/kontakt": "Zürich, Schweiz" });
    expect(where(zurich, "Germany").country?.met).toBe(false);
    expect(where(zurich, "Switzerland").country?.met).toBe(true);
  });

  test("fr/nl: a Brussels company is not in France nor in the Netherlands", () => {
    const brussels = evidence({
      "/": "Nous nettoyons les bureaux. Wij reinigen kantoren.",
      "/contact": "Muster SRL, Rue Neuve 12, 1000 Bruxelles",
    });
    expect(where(brussels, "France").country?.met).toBe(false);
    expect(where(brussels, "Netherlands").country?.met).toBe(false);
    expect(where(brussels, "Belgium").country?.met).toBe(true);
  });

  test("a French site with a French address stays in France", () => {
    const e = evidence({
      "/": "Nous nettoyons les bureaux de la région.",
      "/contact": "Muster SARL, 12 rue de la République, 69002 Lyon, France",
    });
    expect(where(e, "France", "Lyon").country?.met).toBe(true);
  });

  test("'Los Angeles, CA' is California, not Canada", () => {
    const e = evidence({
      "/": "We clean offices and the windows of the buildings they are in, every day of the week.",
      "/contact": "Los Angeles, CA",
    });
    expect(where(e, "United States").country?.met).toBe(true);
  });
});
