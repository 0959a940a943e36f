import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { companyDomain, registrableDomain, websiteDomain } from "../src/company-domain";
import { createProjectInput } from "../src/projects/schemas";
import { profileOf } from "../src/research/profile";
import { isRuledOut, newCandidates } from "../src/research/run/candidates";
import { createTestDatabase, type TestDatabase } from "./helpers/database";
import { arrowRows } from "./helpers/table";

/*
 * One company key for the form, the skip list, the cache and the engine (issue 17 point 1): a
 * user's "shop.acme.de" must rule out every page of acme.de.
 */

describe("companyDomain: the key of a URL", () => {
  test.each(
    arrowRows(`
      https://acme.de/                → acme.de
      https://www.acme.de/kontakt     → acme.de
      https://shop.acme.de/p/1        → acme.de
      https://WWW.Shop.ACME.de./      → acme.de
      https://www.shop.example.co.uk/ → example.co.uk
      https://sklep.firma.com.pl/     → firma.com.pl
      https://firma.com.pl/           → firma.com.pl
      https://acme.co.uk/             → acme.co.uk
      https://muster-de.test/         → muster-de.test
    `),
  )("%p → %p", (url, key) => {
    expect(companyDomain(url)).toBe(key);
  });

  test("IDN: Unicode and punycode are one key (in punycode)", () => {
    expect(companyDomain("https://münchen.de/")).toBe("xn--mnchen-3ya.de");
    expect(companyDomain("https://shop.xn--mnchen-3ya.de/")).toBe("xn--mnchen-3ya.de");
    expect(companyDomain("https://www.bäckerei-müller.de/")).toBe(
      companyDomain("https://xn--bckerei-mller-bfb28a.de/"),
    );
  });

  test("addresses and localhost are their own key, never a shared suffix", () => {
    expect(companyDomain("http://10.0.0.1/")).toBe("10.0.0.1");
    expect(companyDomain("http://127.0.0.1:8080/x")).toBe("127.0.0.1");
    expect(companyDomain("http://[::1]/")).toBe("[::1]");
    expect(companyDomain("http://localhost:3000/")).toBe("localhost");
  });

  test("not a URL: no key", () => {
    expect(companyDomain("not a url")).toBeUndefined();
    expect(companyDomain("")).toBeUndefined();
  });

  test("a private suffix keeps two hosted sites apart", () => {
    expect(registrableDomain("alpha.github.io")).toBe("alpha.github.io");
    expect(registrableDomain("beta.github.io")).toBe("beta.github.io");
  });
});

describe("websiteDomain: what users type", () => {
  test.each([
    ...arrowRows(`
      acme.de                           → acme.de
      shop.acme.de                      → acme.de
      www.acme.de.                      → acme.de
      https://www.Acme.de/about         → acme.de
      http://shop.acme.co.uk:8080/x?y=1 → acme.co.uk
      münchen.de                        → xn--mnchen-3ya.de
      xn--mnchen-3ya.de                 → xn--mnchen-3ya.de
    `),
    ["  www.acme.co.uk  ", "acme.co.uk"],
    ["  ACME.de  ", "acme.de"],
  ])("%p → %p", (typed, key) => {
    expect(websiteDomain(typed)).toBe(key);
  });

  const refused = {
    "no host name": ["", "   ", "not a domain", "https://", "-acme.de", "acme..de", "a b.de"],
    "no company's domain": ["localhost", "127.0.0.1", "10.0.0.10", "http://[::1]/", "acme"],
  };
  for (const [why, typed] of Object.entries(refused)) {
    test.each(typed)(`refuses %p: ${why}`, (input) => {
      expect(websiteDomain(input)).toBeUndefined();
    });
  }

  test("the creation form stores the key", () => {
    const parsed = createProjectInput.parse({
      name: "Pumps",
      country: "Germany",
      companyType: "Manufacturer",
      productsServices: "pumps",
      decisionMaker: "CEO",
      companyCount: 10,
      existingCompanies: "shop.acme.de; www.acme.de\nhttps://münchen.de/x",
    });
    expect(parsed.existingCompanies).toEqual(["acme.de", "xn--mnchen-3ya.de"]);
  });
});

const project = (existingCompanies: string[], exclusions: string | null = null) =>
  profileOf({
    country: "Germany",
    city: null,
    companyType: "Manufacturer",
    productsServices: "pumps",
    keywords: null,
    aiGeneratedKeywords: [],
    decisionMaker: "CEO",
    exclusions,
    existingCompanies,
  });

describe("the skip list reads the same key", () => {
  test("a stored sub-host from before the key was registrable still rules out the company", () => {
    const profile = project(["shop.acme.de", "www.beta.co.uk"]);
    expect(profile.existingCompanies).toEqual(["acme.de", "beta.co.uk"]);
    expect(isRuledOut("acme.de", profile)).toBe(true);
    expect(isRuledOut("beta.co.uk", profile)).toBe(true);
    expect(isRuledOut("gamma.de", profile)).toBe(false);
  });

  test("an exclusion written as a sub-host rules out its company", () => {
    expect(isRuledOut("acme.de", project([], "blog.acme.de"))).toBe(true);
  });

  let handle: TestDatabase | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase("pglite");
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  test("search hits on any host of an existing company are ruled out, one candidate per key", async () => {
    const db = handle?.db;
    if (!db) throw new Error("database not ready");
    const hit = (url: string) => ({ url, title: url, snippet: "" });
    const { candidates, ruledOut } = await newCandidates(db, 1, project(["shop.acme.de"]), [
      hit("https://www.acme.de/produkte"),
      hit("https://acme.de/"),
      hit("https://pumpen.example.co.uk/"),
      hit("https://www.pumpen.example.co.uk/kontakt"),
    ]);
    expect(ruledOut).toEqual(["acme.de"]);
    expect(candidates.map((c) => c.domain)).toEqual(["example.co.uk"]);
  });
});
