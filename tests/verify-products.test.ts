import { describe, expect, test } from "bun:test";
import { researchRuleHandlers } from "../src/research/llm/rule-handlers.ts";
import { createRulesModel } from "../src/research/llm/rules-model.ts";
import { planTerms, termsOfPlan } from "../src/research/plan/plan-terms.ts";
import type { LanguageModel } from "../src/research/ports.ts";
import { profileOf } from "../src/research/profile.ts";
import type { CompanyEvidence } from "../src/research/verify/evidence.ts";
import { verifyByRules } from "../src/research/verify/rules-verifier.ts";
import { createModelVerifier } from "../src/research/verify/verifier.ts";
import { siteEvidence } from "./helpers/evidence";

/* Products in the profile's words, the plan's translations or the keywords, in the site's language. */

const site = (text: string) => siteEvidence({ "/produkte": text });

const products = (
  productsServices: string,
  text: string,
  terms: string[] = [],
  keywords: string[] = [],
) =>
  verifyByRules(
    {
      country: "Germany",
      companyType: "manufacturer",
      productsServices,
      exclusions: [],
      terms,
      keywords,
    },
    site(text),
  ).criteria.find((c) => c.criterion === "products");

describe("open vocabulary", () => {
  test("a product no glossary knows, in the profile's words, quoted with its page", () => {
    const c = products("bicycle saddles", "We make handmade leather bicycle saddles in Bristol.");
    expect(c?.met).toBe(true);
    expect(c?.quote).toBe("We make handmade leather bicycle saddles in Bristol.");
    expect(c?.url).toBe("https://firma.example/produkte");
  });
  test("German compounds hold the profile's word as their head or tail", () => {
    expect(products("pumps", "Wir fertigen Kreiselpumpen und Tauchpumpen.")?.met).toBe(true);
    expect(products("Armaturen", "Edelstahlarmaturen für die Lebensmittelindustrie")?.met).toBe(
      true,
    );
    expect(products("pumps", "Wir fertigen Ventile und Schieber.")?.met).toBe(false);
  });
  test("inflections by the page's stemmer", () => {
    expect(
      products("valvola", "Produciamo valvole a sfera e valvole a farfalla per l'industria.")?.met,
    ).toBe(true);
    expect(
      products("bomba", "Fabricamos bombas centrífugas para la industria del agua.")?.met,
    ).toBe(true);
    expect(products("pompa", "Produkujemy pompy wirowe dla przemysłu w całej Polsce.")?.met).toBe(
      true,
    );
  });
  test("cognates in another spelling", () => {
    const text = "Vi säljer hydraulik komponenter och slangar till industrin.";
    expect(products("hydraulic components", text)?.met).toBe(true);
    expect(products("Chemikalien", "We distribute industrial chemicals across Europe.")?.met).toBe(
      true,
    );
  });

  test("several words must stand close together", () => {
    expect(products("olive oil", "Olive trees line the road. We sell engine oil.")?.met).toBe(
      false,
    );
    expect(products("olive oil", "Cold-pressed olive oil from our own groves.")?.met).toBe(true);
  });
  test("the plan's localized terms and the user's keywords count", () => {
    const text = "Olio extravergine di oliva, spremuto a freddo nel nostro frantoio.";
    expect(products("olive oil", text)?.met).toBe(false);
    expect(products("olive oil", text, ["olio extravergine di oliva"])?.met).toBe(true);
    expect(products("olive oil", text, [], ["olio extravergine"])?.met).toBe(true);
    expect(
      products("spiral staircases", "Wendeltreppen aus Stahl und Holz", ["Wendeltreppen"])?.met,
    ).toBe(true);
  });
  test("the glossary still helps: 'industrial pumps' meets 'Kreiselpumpen'", () => {
    expect(products("industrial pumps", "Wir fertigen Kreiselpumpen in Köln.")?.met).toBe(true);
  });
});

describe("plan terms", () => {
  const profile = { country: "Germany", companyType: "manufacturer", keywords: ["Kreiselpumpen"] };
  test("the type word, the place and the keywords are taken out", () => {
    expect(
      planTerms(
        [
          "Industriepumpen Hersteller Deutschland",
          "Industriepumpen Hersteller Deutschland Kreiselpumpen",
          "Edelstahlpumpen Hersteller Deutschland company",
        ],
        profile,
      ),
    ).toEqual(["industriepumpen", "edelstahlpumpen"]);
  });
  test("a plan's terms include its keywords", () => {
    const terms = termsOfPlan(
      {
        aiKeywords: ["centrifugal pumps"],
        queries: [
          { query: "pumps manufacturer Germany", translatedQuery: "Pumpen Hersteller Deutschland" },
        ],
      },
      profile,
    );
    expect(terms).toEqual(["pumpen", "centrifugal pumps"]);
  });
});

describe("the plan's terms reach the verifier", () => {
  const project = {
    country: "Italy",
    city: "Florence",
    companyType: "manufacturer",
    productsServices: "olive oil",
    keywords: "frantoio",
    aiGeneratedKeywords: ["extra virgin olive oil"],
    decisionMaker: "Owner",
    exclusions: null,
    existingCompanies: [],
    translatedQueries: ["olio extravergine di oliva produttore Firenze"],
  };
  test("a stored project's translated queries become its profile's terms", () => {
    expect(profileOf(project).terms).toEqual(["olio extravergine di oliva"]);
  });
  test("the verify request carries the terms and the planner's keywords; the rules accept by them", async () => {
    const rules = createRulesModel(researchRuleHandlers);
    let sent: unknown;
    const spy: LanguageModel = {
      complete: (request) => {
        sent = request.data;
        return rules.complete(request);
      },
    };
    const evidence: CompanyEvidence = {
      domain: "frantoio.example",
      companyName: "Frantoio Bellandi",
      pages: [
        {
          url: "https://frantoio.example/",
          text: "Produciamo olio extravergine di oliva nel nostro frantoio.\nVia di Vincigliata 40, 50135 Firenze (FI), Italia",
        },
      ],
      phones: [],
    };
    const { verdict } = await createModelVerifier(spy).verify(profileOf(project), evidence);
    expect((sent as { profile: { terms: string[] } }).profile.terms).toEqual([
      "olio extravergine di oliva",
      "extra virgin olive oil",
    ]);
    expect(verdict.accept).toBe(true);
  });
});
