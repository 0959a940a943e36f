import { describe, expect, test } from "bun:test";
import type { LanguageModel, StructuredRequest } from "../src/research/ports";
import type { CompanyEvidence } from "../src/research/verify/evidence";
import {
  EXCERPT_CHARS,
  excerptEvidence,
  SILENT_EXCERPT_CHARS,
} from "../src/research/verify/evidence-excerpts";
import type { Criterion, Verdict } from "../src/research/verify/verdict";
import { createModelVerifier, type VerifyRequest } from "../src/research/verify/verifier";
import { pumpMakerProfile } from "./helpers/projects";

/*
 * What a paid model is spared: a parked site or a company whose own address is abroad is
 * rejected by the rules without a call; everything else is asked, with the lines that carry the
 * criteria rather than whole pages; and nothing is ever accepted without the model.
 */

const profile = pumpMakerProfile();

const filler = [
  "Diese Website verwendet Cookies. Mit der Nutzung stimmen Sie der Verwendung zu.",
  "Startseite",
  "Über uns",
  "Karriere",
  "Newsletter abonnieren und keine Neuigkeit mehr verpassen, jeden Monat neu.",
  "Wir freuen uns auf Ihren Besuch auf der nächsten Messe in unserem schönen Stand.",
];

function evidence(address: string, extra: string[] = []): CompanyEvidence {
  const many = Array.from({ length: 30 }, (_, i) => `${filler[i % filler.length]} (${i})`);
  return {
    domain: "kreisel-werk.example",
    companyName: "Kreisel-Werk GmbH",
    pages: [
      {
        url: "https://kreisel-werk.example/",
        text: [
          "Kreisel-Werk GmbH",
          ...many,
          "Wir fertigen Kreiselpumpen in unserem eigenen Werk.",
          ...extra,
          ...many,
        ].join("\n"),
      },
      {
        url: "https://kreisel-werk.example/impressum",
        text: ["Impressum", ...many, address, "Geschäftsführer: Martin Keller", ...many].join("\n"),
      },
    ],
    phones: [],
  };
}

/** A model that records what it is asked and answers with `answer`. */
function recordingModel(answer: (data: VerifyRequest) => Verdict) {
  const asked: VerifyRequest[] = [];
  const model: LanguageModel = {
    async complete<T>(request: StructuredRequest<T>) {
      const data = request.data as VerifyRequest;
      asked.push(data);
      return {
        value: request.schema.parse(answer(data)),
        usage: { promptTokens: 100, completionTokens: 10 },
      };
    },
  };
  return { model, asked };
}

const allMet = (): Verdict => ({
  accept: true,
  criteria: [{ criterion: "products", met: true, reason: "Pumps" }],
});

describe("an economical verifier", () => {
  test("a company whose imprint address is abroad is rejected without a model call, quoting the address", async () => {
    const { model, asked } = recordingModel(allMet);
    const verifier = createModelVerifier(model, { economical: true });
    const { verdict, usage } = await verifier.verify(
      profile,
      evidence("Kreisel-Werk GmbH, Rue de la Gare 4, 75010 Paris, France"),
    );
    expect(asked).toHaveLength(0);
    expect(usage).toEqual({ promptTokens: 0, completionTokens: 0 });
    expect(verdict.accept).toBe(false);
    const country = verdict.criteria.find((c) => c.criterion === "country");
    expect(country?.met).toBe(false);
    expect(country?.quote).toContain("Paris");
    expect(country?.url).toBe("https://kreisel-werk.example/impressum");
  });

  test("a parked domain is rejected without a model call", async () => {
    const { model, asked } = recordingModel(allMet);
    const parked: CompanyEvidence = {
      domain: "kreisel-werk.example",
      companyName: "kreisel-werk.example",
      pages: [
        {
          url: "https://kreisel-werk.example/",
          text: "This domain is for sale! Make an offer today.",
        },
      ],
      phones: [],
    };
    const { verdict } = await createModelVerifier(model, { economical: true }).verify(
      profile,
      parked,
    );
    expect(asked).toHaveLength(0);
    expect(verdict.accept).toBe(false);
  });

  test("a German company goes to the model with the lines that carry criteria, within the cap", async () => {
    const { model, asked } = recordingModel(allMet);
    const verifier = createModelVerifier(model, { economical: true });
    const { verdict } = await verifier.verify(
      profile,
      evidence("Kreisel-Werk GmbH, Industriestraße 4, 70565 Stuttgart, Deutschland"),
    );
    expect(verdict.accept).toBe(true);
    expect(asked).toHaveLength(1);
    const sent = asked[0]?.company.pages.map((p) => p.text).join("\n") ?? "";
    expect(sent).toContain("Wir fertigen Kreiselpumpen in unserem eigenen Werk.");
    expect(sent).toContain("70565 Stuttgart");
    expect(sent).not.toContain("Cookies");
    expect(sent).not.toContain("Newsletter");
    expect(sent.length).toBeLessThanOrEqual(EXCERPT_CHARS);
  });

  test("never accepted without the model: the model's rejection stands though the rules would accept", async () => {
    const { model, asked } = recordingModel(() => ({
      accept: false,
      criteria: [{ criterion: "companyType", met: false, reason: "A dealer" }],
    }));
    const { verdict } = await createModelVerifier(model, { economical: true }).verify(
      profile,
      evidence("Kreisel-Werk GmbH, Industriestraße 4, 70565 Stuttgart, Deutschland"),
    );
    expect(asked).toHaveLength(1);
    expect(verdict.accept).toBe(false);
  });

  test("excerpts send a line repeated on every page once, and a long site within the cap", () => {
    const long = evidence("Kreisel-Werk GmbH, Industriestraße 4, 70565 Stuttgart", [
      ...Array.from({ length: 200 }, (_, i) => `Unsere Pumpe Modell ${i} fördert Wasser.`),
    ]);
    const cut = excerptEvidence(long, { companyType: "manufacturer", productsServices: "pumps" });
    const text = cut.pages.map((p) => p.text).join("\n");
    expect(text.length).toBeLessThanOrEqual(EXCERPT_CHARS);
    expect(text.split("Kreisel-Werk GmbH").length - 1).toBeLessThanOrEqual(2);
    expect(text).toContain("70565 Stuttgart");
  });
});

test("each term is sent once, and none the profile already sends as a keyword or its products", async () => {
  const { model, asked } = recordingModel(allMet);
  const withTerms = {
    ...profile,
    keywords: ["Kreiselpumpen"],
    aiKeywords: ["kreiselpumpen", "Pompes centrifuges", "Pumps"],
    terms: ["Pumpen", "pumpen", "pompes centrifuges", "Bombas centrífugas"],
  };
  await createModelVerifier(model, { economical: true }).verify(
    withTerms,
    evidence("Kreisel-Werk GmbH, Industriestraße 4, 70565 Stuttgart, Deutschland"),
  );
  expect(asked[0]?.profile.terms).toEqual(["Pumpen", "pompes centrifuges", "Bombas centrífugas"]);
});

test("one phone per country is sent, at most three: the country is what they tell", async () => {
  const { model, asked } = recordingModel(allMet);
  const site = {
    ...evidence("Kreisel-Werk GmbH, Industriestraße 4, 70565 Stuttgart, Deutschland"),
    phones: [
      "+4971112345678",
      "+4971112345679",
      "+4971112345670",
      "+33142345678",
      "+390212345678",
      "+34912345678",
    ],
  };
  await createModelVerifier(model, { economical: true }).verify(profile, site);
  expect(asked[0]?.company.phones).toEqual(["+4971112345678", "+33142345678", "+390212345678"]);
});

describe("a site that names nothing of the profile", () => {
  // Long enough that the usual cap would send far more: opening, type lines, address.
  const silent = (lines: string[]): CompanyEvidence => ({
    domain: "muster.example",
    companyName: "Muster",
    pages: [
      {
        url: "https://muster.example/",
        text: Array.from({ length: 40 }, (_, i) => `${lines[i % lines.length]} (${i})`).join("\n"),
      },
    ],
    phones: [],
  });
  const cases: [string, string[]][] = [
    [
      "de",
      ["Wir sind Hersteller von Fensterrahmen aus Holz.", "Unsere Tischlerei in Ulm baut Türen."],
    ],
    [
      "fr",
      [
        "Nous sommes fabricant de menuiseries en bois.",
        "Notre atelier de Nantes fabrique des portes.",
      ],
    ],
    [
      "it",
      [
        "Siamo produttori di serramenti in legno.",
        "Il nostro laboratorio di Parma costruisce porte.",
      ],
    ],
  ];
  for (const [language, lines] of cases) {
    test(`${language}: is sent the shorter excerpt, still with what it says it is`, () => {
      const cut = excerptEvidence(silent(lines), {
        companyType: "manufacturer",
        productsServices: "pumps",
      });
      const text = cut.pages.map((p) => p.text).join("\n");
      expect(text.length).toBeLessThanOrEqual(SILENT_EXCERPT_CHARS);
      expect(text).toContain(lines[0] ?? "∅");
    });
  }

  test("a site naming the products keeps the usual cap", () => {
    const pumps = silent(["Wir sind Hersteller von Kreiselpumpen für die Industrie."]);
    const cut = excerptEvidence(pumps, { companyType: "manufacturer", productsServices: "pumps" });
    expect(cut.pages.map((p) => p.text).join("\n").length).toBeGreaterThan(SILENT_EXCERPT_CHARS);
  });
});

describe("a model's quotes", () => {
  test("are kept only when they are on the page they name", async () => {
    const site = evidence("Kreisel-Werk GmbH, Industriestraße 4, 70565 Stuttgart, Deutschland");
    const home = "https://kreisel-werk.example/";
    const { model } = recordingModel(() => ({
      accept: true,
      criteria: [
        {
          criterion: "companyType",
          met: true,
          reason: "Makes pumps",
          quote: "Wir  fertigen Kreiselpumpen\nin unserem eigenen Werk.",
          url: home,
        },
        {
          criterion: "products",
          met: true,
          reason: "Pumps",
          quote: "We are the world's leading pump maker.",
          url: home,
        },
        {
          criterion: "country",
          met: true,
          reason: "Germany",
          quote: "70565 Stuttgart",
          url: "https://elsewhere.example/",
        },
      ],
    }));
    const { verdict } = await createModelVerifier(model).verify(profile, site);
    expect(verdict.criteria).toEqual(expectedQuotes);
  });

  test("an economical request names pages by path; the answer's path is shown as the page's URL", async () => {
    const site = evidence("Kreisel-Werk GmbH, Industriestraße 4, 70565 Stuttgart, Deutschland");
    const { model, asked } = recordingModel(() => ({
      accept: true,
      criteria: [
        {
          criterion: "country",
          met: true,
          reason: "Germany",
          quote: "70565 Stuttgart",
          url: "/impressum",
        },
        {
          criterion: "products",
          met: true,
          reason: "Pumps",
          quote: "Kreiselpumpen",
          url: "/impressum",
        },
      ],
    }));
    const { verdict } = await createModelVerifier(model, { economical: true }).verify(
      profile,
      site,
    );
    expect(asked[0]?.company.pages.map((p) => p.url)).toEqual(["/", "/impressum"]);
    expect(verdict.criteria).toEqual([
      {
        criterion: "country",
        met: true,
        reason: "Germany",
        quote: "70565 Stuttgart",
        url: "https://kreisel-werk.example/impressum",
      },
      // Not on the page it names: dropped, as with a whole URL.
      { criterion: "products", met: true, reason: "Pumps" },
    ]);
  });
});

const expectedQuotes: Criterion[] = [
  {
    criterion: "companyType",
    met: true,
    reason: "Makes pumps",
    quote: "Wir  fertigen Kreiselpumpen\nin unserem eigenen Werk.",
    url: "https://kreisel-werk.example/",
  },
  { criterion: "products", met: true, reason: "Pumps" },
  { criterion: "country", met: true, reason: "Germany" },
];
