import { describe, expect, test } from "bun:test";
import {
  type CompanyType,
  companyTypes,
  messFeatures,
  type SandboxPage,
} from "../src/sandbox/corpus.ts";
import { expectedDecisionMaker, generateCorpus, matchesProfile } from "../src/sandbox/generator.ts";
import { corpusHash } from "../src/sandbox/hash.ts";
import { cloudflareEncode } from "../src/sandbox/mess.ts";
import { corpus, siteOf, withFeature } from "./helpers/sandbox-corpus";

// Decoded here independently of the generator, the way Cloudflare's email-decode.min.js does.
function decodeCfEmail(hex: string): string {
  const key = Number.parseInt(hex.slice(0, 2), 16);
  let out = "";
  for (let i = 2; i < hex.length; i += 2)
    out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16) ^ key);
  return decodeURIComponent(escape(out));
}

/** Decodes a page as a browser would: header charset, else <meta>, else UTF-8. */
function decodePage(page: SandboxPage | undefined): string {
  if (!page) return "";
  const head = new TextDecoder("windows-1252").decode(page.body.slice(0, 300));
  const charset =
    page.headers["content-type"]?.match(/charset=([\w-]+)/)?.[1] ??
    head.match(/charset="?([\w-]+)/)?.[1] ??
    "utf-8";
  return new TextDecoder(charset).decode(page.body);
}

describe("generator", () => {
  test("same seed gives a byte-identical corpus, another seed a different one", () => {
    const a = corpusHash(generateCorpus({ seed: 7, companies: 200 }));
    const b = corpusHash(generateCorpus({ seed: 7, companies: 200 }));
    const c = corpusHash(generateCorpus({ seed: 8, companies: 200 }));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  // Generation speed is a figure of bench/sandbox-corpus.ts, not an assertion here.
  test("3000 companies across ≥10 countries, ≥15 industries and every company type", () => {
    const fresh = generateCorpus({ seed: 99 });
    expect(fresh.companies).toHaveLength(3000);
    expect(new Set(fresh.companies.map((c) => c.country)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(fresh.companies.map((c) => c.industry)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(fresh.companies.map((c) => c.language)).size).toBeGreaterThanOrEqual(9);
    const types = new Set(fresh.companies.map((c) => c.companyType));
    for (const type of companyTypes) expect(types.has(type)).toBe(true);
    expect(new Set(fresh.companies.map((c) => c.domain)).size).toBe(3000);
    expect(fresh.companies.every((c) => c.domain.endsWith(".test"))).toBe(true);
  });

  test("every mess feature is on some sites, and only on a fraction", () => {
    for (const feature of messFeatures) {
      const share = withFeature(feature).length / corpus.companies.length;
      expect({ feature, present: share > 0 }).toEqual({ feature, present: true });
      expect(share).toBeLessThan(0.5);
    }
    expect(
      corpus.sites
        .filter((s) => s.kind !== "company")
        .map((s) => s.kind)
        .sort(),
    ).toEqual(["directory", "marketplace", "social"]);
  });

  test("local titles map to the catalogue, and people sit on pages that exist", () => {
    const titles = new Set(
      corpus.companies.flatMap((c) => c.people.map((p) => `${p.title}=${p.primaryTitle}`)),
    );
    expect(titles.has("Geschäftsführer=CEO")).toBe(true);
    expect(titles.has("Directeur commercial=Sales Director")).toBe(true);
    expect(titles.has("Titolare=Owner")).toBe(true);
    expect(titles.has("Einkaufsleiter=Purchase Director")).toBe(true);
    for (const company of corpus.companies) {
      const site = siteOf(company.domain);
      for (const person of company.people) {
        expect(person.pages.length).toBeGreaterThan(0);
        for (const path of person.pages) {
          const html = decodePage(site.pages[path]);
          expect(html).toContain(person.name.split(" ")[0] ?? "");
        }
        if (person.phone) expect(person.phone).toMatch(/^\+\d{8,15}$/);
      }
    }
    expect(withFeature("no-contacts").every((c) => c.people.length === 0)).toBe(true);
    for (const c of withFeature("imprint-only-decision-maker")) {
      expect(c.people.length).toBeGreaterThan(0);
      expect(
        c.people.every(
          (p) =>
            p.pages.length === 1 &&
            /impressum|mentions|note-legali|aviso|colofon|dane|foretag|legal|informacao/.test(
              p.pages[0] ?? "",
            ),
        ),
      ).toBe(true);
    }
  });

  test("Cloudflare data-cfemail round-trips to the ground-truth address", () => {
    expect(decodeCfEmail(cloudflareEncode("anna.mueller@x.test", 0x5a))).toBe(
      "anna.mueller@x.test",
    );
    const company = withFeature("email-cloudflare").find((c) => c.email);
    if (!company?.email) throw new Error("no cloudflare site with an email");
    const html = new TextDecoder("windows-1252").decode(
      siteOf(company.domain).pages[company.email.pages[0] ?? ""]?.body,
    );
    expect(html).toContain('class="__cf_email__"');
    expect(html).not.toContain(company.email.value);
    const encoded = [...html.matchAll(/data-cfemail="([0-9a-f]+)"/g)].map((m) =>
      decodeCfEmail(m[1] ?? ""),
    );
    expect(encoded).toContain(company.email.value);
  });

  test("other obfuscations hide the plain address", () => {
    const bracket = withFeature("email-at-bracket").find((c) => c.email);
    if (!bracket?.email) throw new Error("no [at] site");
    const html = new TextDecoder("windows-1252").decode(
      siteOf(bracket.domain).pages[bracket.email.pages[0] ?? ""]?.body,
    );
    const [local] = bracket.email.value.split("@");
    expect(html).toContain(`${local} [at] `);
    expect(html).toContain(" [dot] test");
  });
});

describe("ground truth", () => {
  const manufacturer = () =>
    corpus.companies.find(
      (c) =>
        c.companyType === "manufacturer" &&
        !c.isParked &&
        c.industry === "industrial-pumps" &&
        c.country === "DE",
    );

  test("matchesProfile applies country, city, type, products, parked and exclusions", () => {
    const company = manufacturer();
    if (!company) throw new Error("no German pump maker");
    const profile = {
      country: "Germany",
      companyType: "Manufacturer",
      productsServices: "industrial pumps",
      decisionMaker: "CEO",
    };
    expect(matchesProfile(company, profile).match).toBe(true);
    expect(
      matchesProfile(company, { ...profile, country: "DE", productsServices: "pumps, valves" })
        .match,
    ).toBe(true);
    expect(matchesProfile(company, { ...profile, productsServices: "Industriepumpen" }).match).toBe(
      true,
    );
    expect(
      matchesProfile(company, { ...profile, companyType: "distributor" }).reasons.join(),
    ).toContain("type manufacturer is not distributor");
    expect(matchesProfile(company, { ...profile, country: "FR" }).match).toBe(false);
    expect(matchesProfile(company, { ...profile, productsServices: "heat pumps" }).match).toBe(
      false,
    );
    expect(matchesProfile(company, { ...profile, city: company.city }).match).toBe(true);
    expect(matchesProfile(company, { ...profile, city: company.region }).match).toBe(true);
    expect(matchesProfile(company, { ...profile, city: "Atlantis" }).match).toBe(false);
    expect(matchesProfile(company, { ...profile, exclusions: [company.name] }).match).toBe(false);
    const parked = withFeature("parked")[0];
    if (!parked) throw new Error("no parked site");
    expect(
      matchesProfile(parked, {
        ...profile,
        country: parked.country,
        companyType: parked.companyType,
      }).reasons,
    ).toContain("parked domain");
  });

  test("a distributor that reads like a manufacturer is still a distributor", () => {
    const misleading = withFeature("misleading-type")[0];
    if (!misleading) throw new Error("none");
    expect(["distributor", "wholesaler"]).toContain(misleading.companyType as CompanyType);
    expect(misleading.looksLikeManufacturer).toBe(true);
  });

  test("expectedDecisionMaker follows titles, variants, Other and robots.txt", () => {
    const company = corpus.companies.find(
      (c) => c.disallowed.length === 0 && c.people.some((p) => p.primaryTitle === "CEO"),
    );
    if (!company) throw new Error("none");
    const ceo = company.people.find((p) => p.primaryTitle === "CEO");
    expect(expectedDecisionMaker(company, "CEO")?.name).toBe(ceo?.name ?? "");
    expect(expectedDecisionMaker(company, "Managing Director")?.name).toBe(ceo?.name ?? "");
    expect(expectedDecisionMaker(company, "Other")?.name).toBe(company.people[0]?.name ?? "");
    const blocked = withFeature("robots-disallow-all").find((c) => c.people.length > 0);
    if (!blocked) throw new Error("none");
    expect(expectedDecisionMaker(blocked, "Other")).toBeUndefined();
    const nobody = withFeature("no-contacts")[0];
    if (!nobody) throw new Error("none");
    expect(expectedDecisionMaker(nobody, "CEO")).toBeUndefined();
  });
});
