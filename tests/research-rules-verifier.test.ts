import { describe, expect, test } from "bun:test";
import { parseHtml, toLines } from "../src/research/extractor/text.ts";
import type { CompanyEvidence } from "../src/research/verify/evidence.ts";
import { verifyByRules } from "../src/research/verify/rules-verifier.ts";
import type { SandboxPage } from "../src/sandbox/corpus.ts";
import { generateCorpus } from "../src/sandbox/generator.ts";
import { isPathAllowed, matchesProfile } from "../src/sandbox/ground-truth.ts";
import { industries } from "../src/sandbox/industries.ts";
import { PROMPT_INJECTIONS } from "../src/sandbox/mess.ts";

const page = (url: string, text: string) => ({ url, text });
const evidence = (texts: string[], phones: string[] = []): CompanyEvidence => ({
  domain: "acme.test",
  companyName: "Acme GmbH",
  pages: texts.map((t, i) => page(`http://acme.test/${i}`, t)),
  phones,
});
const profile = {
  country: "Germany",
  companyType: "manufacturer",
  productsServices: "industrial pumps",
  exclusions: [] as string[],
};

describe("rules verifier", () => {
  const maker =
    "Wir entwickeln und fertigen Kreiselpumpen, Tauchpumpen in unserem eigenen Werk in Köln. Musterstraße 1, 50667 Köln, Deutschland";

  test("a German pump maker matches, with a reason per criterion", () => {
    const verdict = verifyByRules(profile, evidence([maker], ["+492211234567"]));
    expect(verdict.accept).toBe(true);
    expect(verdict.criteria.map((c) => c.criterion)).toEqual([
      "site",
      "country",
      "companyType",
      "products",
      "exclusions",
    ]);
    expect(verdict.industry).toBe("industrial pumps");
  });

  test("a reseller naming 'leading manufacturers' is no manufacturer", () => {
    const text =
      "Als autorisierter Vertriebspartner führender Hersteller liefern wir Kreiselpumpen ab Lager. Deutschland";
    const verdict = verifyByRules(profile, evidence([text]));
    expect(verdict.accept).toBe(false);
    expect(verdict.criteria.find((c) => c.criterion === "companyType")?.reason).toContain(
      "distributor",
    );
    expect(
      verifyByRules({ ...profile, companyType: "Distributors" }, evidence([text])).accept,
    ).toBe(true);
  });

  test("praise without a claim of making states no type; a brand list marks a reseller", () => {
    const vague = "Wir liefern die besten Kreiselpumpen – Qualität. Deutschland";
    expect(verifyByRules(profile, evidence([vague])).accept).toBe(false);
    const withBrands = `${maker}\nMarken in unserem Sortiment\nGrundfos`;
    expect(verifyByRules(profile, evidence([withBrands])).accept).toBe(false);
  });

  test("phone numbers of another country outweigh a mention of the wanted one", () => {
    const mentionOnly =
      "Wir entwickeln und fertigen Kreiselpumpen in unserem eigenen Werk. Lieferungen nach Deutschland.";
    const verdict = verifyByRules(profile, evidence([mentionOnly], ["+4312345678"]));
    expect(verdict.accept).toBe(false);
    expect(verdict.criteria.find((c) => c.criterion === "country")?.met).toBe(false);
  });

  test("a city by its exonym, and its region", () => {
    const munich = maker.replace(/Köln/g, "München");
    expect(verifyByRules({ ...profile, city: "Munich" }, evidence([munich])).accept).toBe(true);
    expect(
      verifyByRules({ ...profile, city: "Bavaria" }, evidence([`${munich} Bayern`])).accept,
    ).toBe(true);
    expect(verifyByRules({ ...profile, city: "Hamburg" }, evidence([munich])).accept).toBe(false);
  });

  test("exclusions by name, by product and by type", () => {
    expect(verifyByRules({ ...profile, exclusions: ["acme"] }, evidence([maker])).accept).toBe(
      false,
    );
    expect(
      verifyByRules({ ...profile, exclusions: ["submersible pumps"] }, evidence([maker])).accept,
    ).toBe(false);
    expect(verifyByRules({ ...profile, exclusions: ["furniture"] }, evidence([maker])).accept).toBe(
      true,
    );
  });

  test("parked domains and unreadable sites are rejected", () => {
    expect(
      verifyByRules(profile, evidence(["acme.test - This domain is for sale! Buy now for $2,999"]))
        .criteria[0]?.reason,
    ).toContain("Parked");
    expect(verifyByRules(profile, evidence([])).accept).toBe(false);
  });

  test("instructions written on a page change no verdict", () => {
    const vague = "Wir liefern die besten Kreiselpumpen. Deutschland";
    for (const injection of PROMPT_INJECTIONS) {
      for (const text of [maker, vague]) {
        expect(verifyByRules(profile, evidence([`${text}\n${injection}`]))).toEqual(
          verifyByRules(profile, evidence([text])),
        );
      }
    }
  });
});

/** Visible text of a sandbox page, decoded as a browser would. */
function pageText(p: SandboxPage): string {
  const head = new TextDecoder("windows-1252").decode(p.body.slice(0, 400));
  const charset =
    p.headers["content-type"]?.match(/charset=([\w-]+)/)?.[1] ??
    head.match(/charset="?([\w-]+)/)?.[1] ??
    "utf-8";
  return toLines(parseHtml(new TextDecoder(charset).decode(p.body)))
    .map((l) => l.text)
    .join("\n");
}

describe("rules verifier against the sandbox's ground truth", () => {
  test("over each company under every type and several industries: precision 1, recall ≥ 0.95 of readable sites", () => {
    const corpus = generateCorpus({ seed: 11, companies: 600 });
    const sites = new Map(corpus.sites.map((s) => [s.domain, s]));
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const types = ["manufacturer", "distributor", "wholesaler", "service company", "retailer"];
    for (const company of corpus.companies) {
      const site = sites.get(company.domain);
      if (!site || company.disallowed.includes("/")) continue;
      const pages = Object.entries(site.pages)
        .filter(([path, p]) => path !== "/robots.txt" && p.status === 200)
        .filter(([path]) => isPathAllowed(company, path))
        .slice(0, 6)
        .map(([path, p]) => page(`http://${company.domain}${path}`, pageText(p).slice(0, 3000)));
      const seen: CompanyEvidence = {
        domain: company.domain,
        companyName: company.name,
        pages,
        phones: company.phone ? [company.phone.value] : [],
      };
      // Its own industry and three others, under every type: every kind of near miss.
      const own = industries.findIndex((i) => i.id === company.industry);
      const nearby = [0, 5, 9, 13].map((k) => industries[(own + k) % industries.length]);
      for (const companyType of types) {
        for (const industry of nearby) {
          if (!industry) continue;
          const wanted = {
            country: company.country,
            companyType,
            productsServices: industry.name.en,
            exclusions: [],
          };
          const truth = matchesProfile(company, { ...wanted, decisionMaker: "CEO" }).match;
          const accepted = verifyByRules(wanted, seen).accept;
          if (accepted && truth) tp++;
          else if (accepted) fp++;
          else if (truth) fn++;
        }
      }
    }
    expect(fp).toBe(0);
    expect(tp / (tp + fn)).toBeGreaterThanOrEqual(0.95);
    // 600 companies take ~4 s alone and over 20 s on a busy CI machine: a budget, not a limit.
  }, 120_000);
});
