import { describe, expect, test } from "bun:test";
import { splitKeywords, splitWebsites } from "../src/projects/domains";
import {
  createProjectInput,
  projectIdParam,
  projectStatusInput,
  renameProjectInput,
} from "../src/projects/schemas";
import {
  decisionMakerCatalogue,
  isKnownDecisionMaker,
  primaryTitleOf,
  primaryTitles,
} from "../src/research/decision-makers";

const validForm = {
  name: "Pumps in Bavaria",
  country: "Germany",
  companyType: "Manufacturer",
  productsServices: "Industrial pumps",
  decisionMaker: "CEO",
  companyCount: 10,
};

/** The messages zod reports for `input`, or [] when it parses. */
function messages(input: object): string[] {
  const parsed = createProjectInput.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

// websiteDomain, what users type as a website, is tested in company-domain.test.ts.

describe("splitting lists", () => {
  test("websites split on commas, semicolons and line breaks", () => {
    expect(splitWebsites("a.de, b.de;c.de\nd.de\r\ne.de ,, ;")).toEqual([
      "a.de",
      "b.de",
      "c.de",
      "d.de",
      "e.de",
    ]);
  });

  test("keywords split on commas, trimmed, blanks and case-insensitive duplicates dropped", () => {
    expect(splitKeywords(" pumps, valves ,, Pumps,  ,seals ")).toEqual([
      "pumps",
      "valves",
      "seals",
    ]);
    expect(splitKeywords(undefined)).toEqual([]);
    expect(splitKeywords("")).toEqual([]);
  });
});

describe("decision-maker catalogue", () => {
  test("every primary title, every variant and 'Other' are accepted", () => {
    for (const primary of primaryTitles) {
      expect(isKnownDecisionMaker(primary)).toBe(true);
      for (const variant of decisionMakerCatalogue[primary]) {
        expect(isKnownDecisionMaker(variant)).toBe(true);
        expect(primaryTitleOf(variant)).toBe(primary);
      }
    }
    expect(isKnownDecisionMaker("Other")).toBe(true);
    expect(primaryTitleOf("Other")).toBe("Other");
  });

  test("wrong case and unknown titles are refused", () => {
    for (const title of [
      "ceo",
      "sales director",
      "OTHER",
      "other",
      "Chief Happiness Officer",
      "",
    ]) {
      expect(isKnownDecisionMaker(title)).toBe(false);
    }
    expect(primaryTitleOf("ceo")).toBeUndefined();
  });
});

describe("createProjectInput", () => {
  test("a complete form parses, trimmed, with optional fields left out", () => {
    const parsed = createProjectInput.parse({ ...validForm, name: "  Pumps  ", city: "  " });
    expect(parsed).toMatchObject({ ...validForm, name: "Pumps", existingCompanies: [] });
    expect(parsed.city).toBeUndefined();
    expect(parsed.keywords).toBeUndefined();
  });

  test.each([
    ["name", "Name is required"],
    ["country", "Country is required"],
    ["companyType", "Company type is required"],
    ["productsServices", "Products/services is required"],
    ["decisionMaker", "Decision maker is required"],
  ])("missing or blank %s: %p", (field, message) => {
    const { [field as keyof typeof validForm]: _, ...without } = validForm;
    expect(messages(without)).toEqual([message]);
    // A blank value says only that it is required (no second, catalogue message).
    expect(messages({ ...validForm, [field]: "   " })).toEqual([message]);
  });

  test("a decision maker outside the catalogue", () => {
    expect(messages({ ...validForm, decisionMaker: "ceo" })).toEqual([
      "Please select a valid decision maker type",
    ]);
    expect(messages({ ...validForm, decisionMaker: "Chief Happiness Officer" })).toEqual([
      "Please select a valid decision maker type",
    ]);
    expect(messages({ ...validForm, decisionMaker: "Founder" })).toEqual([]);
    expect(messages({ ...validForm, decisionMaker: "Other" })).toEqual([]);
  });

  test("companyCount is a whole number from 1 to 50 (form strings are coerced)", () => {
    for (const bad of [0, 51, -1, 2.5, "abc"]) {
      expect(messages({ ...validForm, companyCount: bad })).toHaveLength(1);
    }
    expect(messages({ ...validForm, companyCount: 0 })).toEqual([
      "Number of companies must be between 1 and 50",
    ]);
    expect(createProjectInput.parse({ ...validForm, companyCount: "50" }).companyCount).toBe(50);
    expect(createProjectInput.parse({ ...validForm, companyCount: 1 }).companyCount).toBe(1);
  });

  test("existingCompanies: any separator, normalized to unique domains", () => {
    const parsed = createProjectInput.parse({
      ...validForm,
      existingCompanies: "https://www.Acme.de/about, beta.com;\ngamma.io\r\nacme.de",
    });
    expect(parsed.existingCompanies).toEqual(["acme.de", "beta.com", "gamma.io"]);
    const fromList = createProjectInput.parse({ ...validForm, existingCompanies: ["WWW.X.com"] });
    expect(fromList.existingCompanies).toEqual(["x.com"]);
  });

  test("existingCompanies with something that is not a website is refused", () => {
    expect(messages({ ...validForm, existingCompanies: "acme.de, not a site" })).toEqual([
      "Not a website: not a site",
    ]);
  });

  test("keywords are stored comma-joined after splitting", () => {
    const parsed = createProjectInput.parse({ ...validForm, keywords: "pumps,, valves , pumps" });
    expect(parsed.keywords).toBe("pumps, valves");
  });
});

describe("other inputs", () => {
  test("rename needs a non-blank name", () => {
    expect(renameProjectInput.safeParse({ name: "   " }).success).toBe(false);
    expect(renameProjectInput.parse({ name: " New " })).toEqual({ name: "New" });
  });

  test("status is paused or processing only", () => {
    expect(projectStatusInput.safeParse({ status: "paused" }).success).toBe(true);
    expect(projectStatusInput.safeParse({ status: "processing" }).success).toBe(true);
    for (const status of ["completed", "preparing", "PAUSED", ""]) {
      expect(projectStatusInput.safeParse({ status }).success).toBe(false);
    }
  });

  test("project ids in paths are plain digits", () => {
    expect(projectIdParam.safeParse({ id: "12" }).success).toBe(true);
    for (const id of ["abc", "1e3", "-1", "12.5", "0x10", "1234567890"]) {
      expect(projectIdParam.safeParse({ id }).success).toBe(false);
    }
  });
});
