import { describe, expect, test } from "bun:test";
import { planTerms } from "../src/research/plan/plan-terms";
import { planByRules, planRequest } from "../src/research/plan/query-plan";
import type { ResearchProfile } from "../src/research/profile";
import { phrasesFor } from "../src/research/verify/products-criterion";

/*
 * The planner keeps the user's service, not a product named like it: "cleaning" is no "cleaning
 * agents", and a service company is not searched as "installation maintenance" when the user
 * asked for cleaning.
 */

const profile = (productsServices: string, country = "France", city = "Lyon") =>
  ({
    country,
    city,
    companyType: "service companies",
    productsServices,
    keywords: [],
    aiGeneratedKeywords: [],
    decisionMaker: "CEO",
    exclusions: [],
    existingCompanies: [],
  }) as unknown as ResearchProfile;

describe("a service profile's plan", () => {
  const services = "facility services, cleaning, maintenance";

  test("adds no product named like the service to its keywords", () => {
    const plan = planByRules(planRequest(profile(services)));
    expect(plan.aiKeywords).not.toContain("cleaning agents");
    expect(plan.aiKeywords.join(" ")).not.toMatch(/agents|detergent/);
  });

  test("searches for the user's services, in every round, and no other service", () => {
    for (const [country, city] of [
      ["France", "Lyon"],
      ["Germany", "Köln"],
      ["Spain", "Madrid"],
      ["Poland", "Kraków"],
    ] as const) {
      const first = planByRules(planRequest(profile(services, country, city)));
      const further = planByRules(
        planRequest(
          profile(services, country, city),
          first.queries.map((q) => q.query),
        ),
      );
      const all = [...first.queries, ...further.queries].flatMap((q) => [
        q.query,
        q.translatedQuery ?? "",
      ]);
      expect(all.join(" | ")).not.toMatch(/install|montaz|montaż|instala/i);
      expect(first.queries.some((q) => q.query.startsWith("cleaning"))).toBe(true);
    }
  });

  test("its terms keep each of the user's services", () => {
    const plan = planByRules(planRequest(profile(services)));
    const terms = planTerms(
      plan.queries.flatMap((q) => (q.translatedQuery ? [q.translatedQuery] : [])),
      { country: "France", city: "Lyon", companyType: "service companies", keywords: [] },
    );
    expect(terms).toEqual(expect.arrayContaining(["facility services", "cleaning", "maintenance"]));
  });

  test("the verifier does not look for the service under a product's name", () => {
    expect(phrasesFor("cleaning", true)).toEqual(["cleaning"]);
    // A maker's profile still takes the glossary's products.
    expect(phrasesFor("cleaning")).toContain("Reinigungsmittel");
  });
});
