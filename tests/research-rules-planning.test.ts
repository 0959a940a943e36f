import { describe, expect, test } from "bun:test";
import { intentByRules } from "../src/research/chat/intents.ts";
import { kindOf } from "../src/research/knowledge/company-types.ts";
import { countryCodeOf } from "../src/research/knowledge/countries.ts";
import { termsOfPlan } from "../src/research/plan/plan-terms.ts";
import { planByRules, planRequest } from "../src/research/plan/query-plan.ts";
import { profileOf } from "../src/research/profile.ts";
import { WorkPool } from "../src/research/run/run-pool.ts";

const intent = (message: string, companies: string[] = []) =>
  intentByRules({ message, status: "paused", companies });

describe("chat intents (rules model)", () => {
  test.each([
    ["Start research", "start"],
    ["please start the research", "start"],
    ["Yes, let's go!", "confirm"],
    ["ok", "confirm"],
    ["Cancel research", "cancel"],
    ["pause", "pause"],
    ["Please stop for now", "pause"],
    ["resume", "resume"],
    ["continue the research", "resume"],
    ["Add more leads to the research", "more"],
    ["find 30 more companies", "more"],
    ["what's the weather", "other"],
  ])("%p → %p", (message, expected) => {
    expect(intent(message).intent).toBe(expected as never);
  });

  test("'find 30 more companies' carries the count, capped at 50", () => {
    expect(intent("find 30 more companies").count).toBe(30);
    expect(intent("find 300 more companies").count).toBe(50);
    expect(intent("Add more leads to the research").count).toBeUndefined();
  });

  test("keywords and exclusions carry their term, and removal wins over 'stop'", () => {
    expect(intent('add keyword "stainless steel"')).toEqual({
      intent: "add-keyword",
      term: "stainless steel",
    });
    expect(intent("remove keyword pumps")).toEqual({ intent: "remove-keyword", term: "pumps" });
    expect(intent("exclude Acme GmbH")).toEqual({ intent: "add-exclusion", term: "Acme GmbH" });
    expect(intent("stop excluding acme.de")).toEqual({
      intent: "remove-exclusion",
      term: "acme.de",
    });
  });

  test("a question naming a found company", () => {
    expect(intent("Who runs Müller Pumpen GmbH?", ["Müller Pumpen GmbH"])).toEqual({
      intent: "question",
      company: "Müller Pumpen GmbH",
    });
  });
});

describe("profile vocabulary", () => {
  test("company types in the words users write", () => {
    const typed = [
      "Manufacturers",
      "Distributor",
      "wholesale",
      "Service companies",
      "Retail shops",
    ];
    expect(typed.map((words) => kindOf(words))).toEqual([
      "manufacturer",
      "distributor",
      "wholesaler",
      "service company",
      "retailer",
    ]);
    expect(kindOf("banana")).toBeUndefined();
  });

  test("countries by code or by name in any language we read", () => {
    const germany = ["Germany", "deutschland", "Allemagne", "de"];
    expect(germany.map((name) => countryCodeOf(name))).toEqual(["DE", "DE", "DE", "DE"]);
    expect(countryCodeOf("UK")).toBe("GB");
    expect(countryCodeOf("Atlantis")).toBeUndefined();
  });
});

describe("query plan (rules model)", () => {
  const project = {
    country: "Germany",
    city: null,
    companyType: "Manufacturer",
    productsServices: "industrial pumps",
    keywords: "stainless",
    aiGeneratedKeywords: [],
    decisionMaker: "CEO",
    exclusions: null,
    existingCompanies: [],
  };

  test("English queries with their German translation and narrower AI keywords", () => {
    const plan = planByRules(planRequest(profileOf(project)));
    expect(plan.queries[0]).toEqual({
      query: "industrial pumps manufacturer Germany",
      translatedQuery: "Industriepumpen Hersteller Deutschland",
    });
    expect(plan.aiKeywords).toContain("centrifugal pumps");
    expect(plan.queries.some((q) => q.query.includes("stainless"))).toBe(true);
    expect(plan.queries.length).toBeLessThanOrEqual(12);
  });

  test("a further plan never repeats a used query", () => {
    const first = planByRules(planRequest(profileOf(project)));
    const used = first.queries.map((q) => q.query);
    const second = planByRules(planRequest(profileOf(project), used));
    for (const q of second.queries) expect(used).not.toContain(q.query);
  });

  test("a further plan asks in the companies' own voice, and its phrases are no product terms", () => {
    const profile = profileOf(project);
    const first = planByRules(planRequest(profile));
    const second = planByRules(
      planRequest(
        profile,
        first.queries.map((q) => q.query),
      ),
    );
    expect(second.queries[0]).toEqual({
      query: "we manufacture industrial pumps",
      translatedQuery: "wir fertigen Industriepumpen",
    });
    const terms = termsOfPlan(second, profile);
    expect(terms).toContain("industriepumpen");
    expect(terms.some((t) => t.includes("fertigen") || t.includes("manufacture"))).toBe(false);
  });
});

describe("work pool", () => {
  test("never runs more than its limit at once and takes items added while it runs", async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const pool = new WorkPool<number>(3, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await Bun.sleep(5);
      running--;
      done.push(n);
      if (n < 3) pool.add(n + 10);
    });
    for (let i = 0; i < 8; i++) pool.add(i);
    await pool.room(3);
    await pool.idle();
    expect(peak).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12]);
  });

  test("clear drops queued work; a failing item does not stop the pool", async () => {
    const seen: number[] = [];
    const pool = new WorkPool<number>(1, async (n) => {
      seen.push(n);
      if (n === 0) throw new Error("boom");
      await Bun.sleep(5);
    });
    for (let i = 0; i < 5; i++) pool.add(i);
    await Bun.sleep(1);
    pool.clear();
    await pool.idle();
    expect(seen.length).toBeLessThan(5);
  });
});
