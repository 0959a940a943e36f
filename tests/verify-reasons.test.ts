import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import type { CompanyEvidence } from "../src/research/verify/evidence.ts";
import { countryCriterion } from "../src/research/verify/location-criteria.ts";
import {
  type ProfileForVerification,
  verifyByRules,
} from "../src/research/verify/rules-verifier.ts";
import { shortened } from "../src/research/verify/verdict.ts";

/*
 * Every reason the rules verifier can give, produced by a site written for it, read as the user
 * reads it: none contradicts itself ("Not a manufacturer: the site describes a manufacturer"),
 * none is cut mid-word ("designed and buil"). The table lists each reason template as the
 * source writes it: a template added to the verifier without a line here fails the first test.
 */

const SOURCES = [
  "exclusions-criterion",
  "location-criteria",
  "products-criterion",
  "rules-verifier",
  "type-criterion",
].map((name) => `${import.meta.dir}/../src/research/verify/${name}.ts`);

// Each reason template, as the source writes it with "#" for each placeholder, and a pattern of
// what it produces.
const TEMPLATES: [source: string, produced: RegExp][] = [
  ['`Excluded by "#"#`', /^Excluded by "[^"]+"/],
  ['"No exclusion applies"', /^No exclusion applies$/],
  ['"the company\'s name"', /: the company's name$/],
  ['"the company\'s domain"', /: the company's domain$/],
  ["`the company says it is #: #`", /: the company says it is an? [a-z ]+: "[^"]+"$/],
  ["`the company says #`", /: the company says "[^"]+"$/],
  ['`Unknown country "#"`', /^Unknown country "[^"]+"$/],
  ["`Located in # (#)`", /^Located in [A-Z][\w ]+ \(its address\)$/],
  ["`Located in #, not # (#)`", /^Located in \w+, not /],
  ["`Located in #, not # (#)`", /^Located in \w+(\/\w+)+, not /],
  ["`Located in # (#)`", /^Located in [\w ]+ \(the language/],
  ["`No sign of being in #`", /^No sign of being in \w+$/],
  ["`In # (#)`", /^In \w+ \([^)]+\)$/],
  ["`In #`", /^In \w+$/],
  ["`No address in # on the site`", /^No address in \w+ on the site$/],
  ["`Not in #: the address is in #`", /^Not in \w+: the address is in \w+/],
  ["`Offers #`", /^Offers /],
  ["`No # on the site`", /^No .+… on the site$/],
  ["`Mentions #`", /^Mentions /],
  [
    '"No keyword on the site (keywords widen the search; the products match)"',
    /^No keyword on the site \(/,
  ],
  ['"No keyword on the site"', /^No keyword on the site$/],
  ['"The website could not be read"', /^The website could not be read$/],
  ['"Parked domain (for sale), no company site"', /^Parked domain/],
  ['"Company website read"', /^Company website read$/],
  ['`Unknown company type "#"`', /^Unknown company type "/],
  ["`Not #: the site says it is not one`", /^Not a manufacturer: the site says it is not one$/],
  [
    "`Not #: the site says it does not make the products`",
    /^Not a manufacturer: the site says it does not make the products$/,
  ],
  ["`The site says it is #`", /^The site says it is a manufacturer$/],
  ["`Not #: #`", /^Not a manufacturer: the site /],
  ["`Not #: the site describes #`", /^Not a distributor: the site describes a manufacturer$/],
  ["`The site never says it is #`", /^The site never says it is a distributor$/],
  [
    "`the site describes #`",
    /^Not a manufacturer: the site describes an? (distributor|wholesaler)$/,
  ],
  [
    '"the site sells other manufacturers\' products"',
    /: the site sells other manufacturers' products$/,
  ],
  ['"the site lists the brands it carries"', /: the site lists the brands it carries$/],
  [
    '"Not a service company: the site says it does not offer the service"',
    /^Not a service company: the site says it does not offer the service$/,
  ],
  ['"The site says it offers services"', /^The site says it offers services$/],
  // Type by activity (verify/activity.ts): what the company says it does, in its own voice.
  [
    '"Not the service asked: the site describes a staffing agency"',
    /^Not the service asked: the site describes a staffing agency$/,
  ],
  ['"The site says it makes the products itself"', /^The site says it makes the products itself$/],
  [
    '"The site says it sells on to the trade what others make"',
    /^The site says it sells on to the trade what others make$/,
  ],
  [
    '"The site says it sells on to the trade what others make"',
    /^The site says it sells on to the trade what others make$/,
  ],
  ['"The site says it does the service itself"', /^The site says it does the service itself$/],
];

/** The literals of a line of code, each placeholder of a template written "#". */
function literalsOf(line: string): string[] {
  const found: string[] = [];
  let i = 0;
  while (i < line.length) {
    const quote = line[i];
    if (quote !== '"' && quote !== "`") {
      i++;
      continue;
    }
    let text = quote;
    let j = i + 1;
    while (j < line.length && line[j] !== quote) {
      if (quote === "`" && line.startsWith("${", j)) {
        // Skip the placeholder, nested braces and templates included.
        let depth = 0;
        for (; j < line.length; j++) {
          if (line[j] === "{") depth++;
          else if (line[j] === "}" && --depth === 0) break;
        }
        text += "#";
      } else {
        if (line[j] === "\\") text += line[j++];
        text += line[j];
      }
      j++;
    }
    found.push(`${text}${quote}`);
    i = j + 1;
  }
  return found;
}

/** The reason literals of the verifier's sources: a capital, "the site/company", "by its address". */
function reasonLiterals(): string[] {
  return SOURCES.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .flatMap(literalsOf)
      .filter((l) => /^.(?:[A-Z][a-z]|the (?:site|company)|by its address)/.test(l)),
  );
}

const ADDRESS_DE = "Muster GmbH, Hauptstraße 1, 04347 Leipzig, Deutschland";
const LONG_PRODUCTS =
  "Special-purpose machines for the packaging of fresh food, designed and built to order, with installation and training";

const site = (pages: Record<string, string>, domain = "muster.example"): CompanyEvidence => ({
  domain,
  companyName: "Muster GmbH",
  pages: Object.entries(pages).map(([path, text]) => ({ url: `https://${domain}${path}`, text })),
  phones: [],
});

const profile = (p: Partial<ProfileForVerification>): ProfileForVerification => ({
  country: "Germany",
  companyType: "manufacturer",
  productsServices: "pumps",
  exclusions: [],
  ...p,
});

const MAKER = site({
  "/": "Wir fertigen Kreiselpumpen im eigenen Werk in Leipzig.",
  "/impressum": ADDRESS_DE,
});

// A site and a profile for each branch; the reasons of all of them are judged below.
const RUNS: [ProfileForVerification, CompanyEvidence][] = [
  [profile({}), MAKER],
  [profile({}), site({})],
  [profile({}), site({ "/": "This domain is for sale. Make an offer to buy this domain today." })],
  [profile({ country: "Atlantis" }), MAKER],
  [profile({ country: "Austria" }), MAKER],
  [
    profile({}),
    site({ "/": "Wir fertigen Pumpen im eigenen Werk.", "/kontakt": "Hauptgasse 3, 1010 Wien" }),
  ],
  [profile({}), site({ "/": "Wir fertigen Pumpen im eigenen Werk.", "/kontakt": "04347 Leipzig" })],
  [profile({ city: "Leipzig" }), MAKER],
  [profile({ city: "Dresden" }), MAKER],
  [
    profile({ city: "Leipzig" }),
    site({ "/": "Wir fertigen Pumpen im eigenen Werk, mit Sitz in Leipzig." }),
  ],
  [
    profile({ city: "Dresden" }),
    site({ "/": "Wir fertigen Pumpen im eigenen Werk für die Industrie." }),
  ],
  [profile({ companyType: "astronauts" }), MAKER],
  [
    profile({}),
    site({ "/": "Wir planen Pumpenräume. Wir bauen keine Pumpen.", "/kontakt": ADDRESS_DE }),
  ],
  [
    profile({}),
    site({
      "/": "Wir sind kein Hersteller, sondern Großhändler für Pumpen.",
      "/kontakt": ADDRESS_DE,
    }),
  ],
  [
    profile({}),
    site({ "/": "Wir sind Großhändler für Pumpen aller Art.", "/kontakt": ADDRESS_DE }),
  ],
  [profile({}), site({ "/": "We sell pumps from leading manufacturers.", "/kontakt": ADDRESS_DE })],
  [
    profile({}),
    site({
      "/": "Brands we carry: Alpha, Beta and Gamma pumps for industry.",
      "/kontakt": ADDRESS_DE,
    }),
  ],
  [profile({ companyType: "distributor" }), MAKER],
  [
    profile({ companyType: "distributor" }),
    site({ "/": "Pumpen für die Industrie.", "/k": ADDRESS_DE }),
  ],
  [
    profile({ companyType: "service company", productsServices: "cleaning" }),
    site({ "/": "Wir erbringen keine Dienstleistungen im Bereich Reinigung.", "/k": ADDRESS_DE }),
  ],
  [
    profile({ companyType: "service company", productsServices: "office cleaning" }),
    site({ "/": "Wir bieten Dienstleistungen rund um die Büroreinigung an.", "/k": ADDRESS_DE }),
  ],
  [profile({ companyType: "service company", productsServices: "pump maintenance" }), MAKER],
  [profile({ productsServices: LONG_PRODUCTS }), MAKER],
  [profile({ keywords: ["Kreiselpumpen"] }), MAKER],
  [profile({ keywords: ["vacuum"] }), MAKER],
  [profile({ productsServices: "valves", keywords: ["vacuum"] }), MAKER],
  [profile({ exclusions: ["Muster"] }), MAKER],
  [profile({ exclusions: ["muster.example"] }), MAKER],
  [profile({ exclusions: ["companies in Germany"] }), MAKER],
  [profile({ exclusions: ["firms outside Austria"] }), MAKER],
  [profile({ exclusions: ["manufacturers"] }), MAKER],
  [profile({ exclusions: ["Kreiselpumpen"] }), MAKER],
  [profile({ exclusions: [`${"companies ".repeat(25)}in Germany`] }), MAKER],
  [profile({ city: "Dresden", exclusions: ["firms outside the city"] }), MAKER],
  [
    profile({ companyType: "service company", productsServices: "office cleaning" }),
    site({
      "/": "Als Personaldienstleister vermitteln wir Reinigungskräfte für die Büroreinigung an Unternehmen.",
      "/k": ADDRESS_DE,
    }),
  ],
  [
    profile({}),
    site({ "/": "Wir konstruieren und bauen Pumpen für Kläranlagen.", "/k": ADDRESS_DE }),
  ],
  [
    profile({ companyType: "distributor" }),
    site({
      "/": "Wir beliefern Fachhändler und Installateure mit Pumpen namhafter Marken.",
      "/k": ADDRESS_DE,
    }),
  ],
  [
    profile({ companyType: "service company", productsServices: "office cleaning" }),
    site({ "/": "Wir reinigen Büros und Praxen in ganz Leipzig.", "/k": ADDRESS_DE }),
  ],
];

const reasons = (): string[] => {
  const all = RUNS.flatMap(([p, e]) => verifyByRules(p, e).criteria.map((c) => c.reason));
  // A branch no site reaches through the rules: no placement at all.
  all.push(countryCriterion("Germany", []).reason);
  return [...new Set(all)];
};

/** "Not a X: … a X", "Located in X, not X", "Not in X: … is in X": a reason that denies itself. */
function contradicts(reason: string): boolean {
  const not = /^Not (?:an? |in )?([^:]+): (.*)$/.exec(reason);
  if (not) {
    const [, what = "", rest = ""] = not;
    const said = new RegExp(`(?:describes|is|is in|it is) (?:an? )?${what}\\b`, "i");
    if (said.test(rest) && !/\bnot (?:an? )?one\b|\bnot /.test(rest)) return true;
  }
  const located = /^Located in (.+), not (.+?) \(/.exec(reason);
  if (located?.[1]?.split("/").includes(located[2] ?? "")) return true;
  return false;
}

// The words a reason may use: its templates', the profiles' and the sites'.
const VOCABULARY = new Set(
  [
    ...TEMPLATES.map(([source]) => source),
    ...RUNS.flatMap(([p, e]) => [
      p.country,
      p.city ?? "",
      p.companyType,
      p.productsServices,
      ...(p.keywords ?? []),
      ...p.exclusions,
      e.domain,
      ...e.pages.map((page) => page.text),
    ]),
    "Germany Austria Switzerland Belgium Denmark Norway Luxembourg Hungary Spain France Italy Finland",
    "manufacturer distributor wholesaler importer agent service company retailer an a",
    "located address phone numbers domain language pages de en its",
    "United Kingdom Ireland States Canada Australia New Zealand Malta Mexico Argentina Chile Colombia",
  ]
    .join(" ")
    .split(/[^\p{L}]+/u)
    .filter(Boolean),
);

/** A word of the reason that no input and no template holds: a word cut short. */
const cutWords = (reason: string) =>
  reason.split(/[^\p{L}]+/u).filter((w) => w && !VOCABULARY.has(w));

describe("every reason the verifier can give", () => {
  test("the table lists every reason template of the sources", () => {
    const literals = reasonLiterals();
    const listed = TEMPLATES.map(([source]) => source);
    expect(literals.filter((l) => !listed.includes(l))).toEqual([]);
    expect(listed.filter((l) => !literals.includes(l))).toEqual([]);
    // As many templates listed as the sources hold.
    expect(listed.length).toBe(literals.length);
  });

  const produced = reasons();

  for (const [source, pattern] of TEMPLATES) {
    test(`a site produces ${source}`, () => {
      expect(produced.filter((r) => pattern.test(r))).not.toEqual([]);
    });
  }

  test("no reason contradicts itself", () => {
    expect(produced.filter(contradicts)).toEqual([]);
  });

  test("no reason is cut mid-word", () => {
    expect(produced.flatMap(cutWords)).toEqual([]);
    // The long products field is cut at a word, with an ellipsis.
    expect(produced).toContain(`No ${shortened(LONG_PRODUCTS, 80)} on the site`);
    expect(
      produced.filter((r) => /^Excluded by "(companies )+companies…": located in/.test(r)),
    ).not.toEqual([]);
  });

  test("the checks catch what they are for", () => {
    expect(contradicts("Not a manufacturer: the site describes a manufacturer")).toBe(true);
    expect(contradicts("Not in Houston: the address is in Houston")).toBe(true);
    expect(contradicts("Located in Austria/Germany, not Germany (its address)")).toBe(true);
    expect(contradicts("Not a manufacturer: the site says it is not one")).toBe(false);
    expect(cutWords("No machines designed and buil on the site")).toEqual(["buil"]);
  });
});

describe("a maker that names other makers", () => {
  const typeOf = (text: string) =>
    verifyByRules(profile({}), site({ "/": text, "/impressum": ADDRESS_DE })).criteria.find(
      (c) => c.criterion === "companyType",
    );
  const suppliers: [string, string][] = [
    [
      "en",
      "We manufacture hydraulic pumps in our own plant. We supply leading manufacturers of tractors.",
    ],
    [
      "de",
      "Wir fertigen Hydraulikpumpen im eigenen Werk. Wir beliefern führende Hersteller von Landmaschinen.",
    ],
    [
      "fr",
      "Nous fabriquons des pompes hydrauliques. Nous équipons les grands fabricants de tracteurs.",
    ],
    ["it", "Produciamo pompe idrauliche. Forniamo i principali produttori di trattori."],
  ];
  for (const [language, text] of suppliers) {
    test(`${language}: makers it supplies leave it a maker`, () => {
      expect(typeOf(text)?.met).toBe(true);
    });
  }

  test("en/de: a dealer of other makers' goods is no maker, and the reason says so", () => {
    for (const text of [
      "We sell pumps from leading manufacturers.",
      "Wir verkaufen Pumpen namhafter Hersteller.",
    ]) {
      const type = typeOf(text);
      expect(type?.met).toBe(false);
      expect(type?.reason).toBe("Not a manufacturer: the site sells other manufacturers' products");
    }
  });
});

describe("shortened", () => {
  test("cuts at a word boundary and marks the cut", () => {
    expect(shortened("machines designed and built to order", 26)).toBe("machines designed and…");
    expect(shortened("machines designed and built", 100)).toBe("machines designed and built");
    expect(shortened("Maschinen, Anlagen und Werkzeuge", 12)).toBe("Maschinen…");
    expect(shortened("abcdefghijklmnop", 8)).toBe("abcdefg…");
  });
});
