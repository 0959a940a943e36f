import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  type CompanyType,
  companyTypes,
  type MessFeature,
  type SandboxCorpus,
  type SandboxPage,
  type SandboxSite,
} from "../src/sandbox/corpus.ts";
import { expectedDecisionMaker, generateCorpus, matchesProfile } from "../src/sandbox/generator.ts";
import { corpusHash } from "../src/sandbox/hash.ts";
import { cloudflareEncode } from "../src/sandbox/mess.ts";
import { createSearchIndex } from "../src/sandbox/search-index.ts";
import { type RunningSandbox, startSandbox } from "../src/sandbox/server.ts";

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

let corpus: SandboxCorpus;
let sandbox: RunningSandbox;

beforeAll(() => {
  corpus = generateCorpus({ seed: 20240611 });
  sandbox = startSandbox({ corpus });
});
afterAll(async () => {
  await sandbox.stop();
});

const siteOf = (domain: string): SandboxSite => {
  const site = corpus.sites.find((s) => s.domain === domain);
  if (!site) throw new Error(`no site ${domain}`);
  return site;
};
const withFeature = (feature: MessFeature) =>
  corpus.companies.filter((c) => c.features.includes(feature));
const get = (host: string, path: string, init: RequestInit = {}) =>
  fetch(`${sandbox.url}${path}`, { ...init, redirect: "manual", headers: { host } });

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
    const all: MessFeature[] = [
      "email-mailto",
      "email-at-bracket",
      "email-at-paren",
      "email-entities",
      "email-cloudflare",
      "no-contacts",
      "imprint-only-decision-maker",
      "misleading-type",
      "parked",
      "robots-disallow-some",
      "robots-disallow-all",
      "crawl-delay",
      "slow-pages",
      "redirect-home",
      "redirect-path",
      "charset-header",
      "charset-meta-only",
      "broken-links",
      "prompt-injection",
      "english-paths",
    ];
    for (const feature of all) {
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

describe("search index", () => {
  test("relevant companies come first, in the local language and in English", async () => {
    const byUrl = new Map(corpus.companies.map((c) => [`http://${c.domain}/`, c]));
    const german = await sandbox.search.search({
      query: "Pumpen Hersteller Bayern",
      country: "DE",
      language: "de",
    });
    const top = german.slice(0, 3).map((h) => byUrl.get(h.url));
    for (const company of top) expect(company?.industry).toBe("industrial-pumps");
    expect(top[0]?.region).toBe("Bayern");
    const english = await sandbox.search.search({
      query: "industrial pumps manufacturer Germany",
      country: "DE",
    });
    const firstCompanies = english
      .map((h) => byUrl.get(h.url))
      .filter((c) => c !== undefined)
      .slice(0, 5);
    expect(firstCompanies.length).toBe(5);
    for (const company of firstCompanies)
      expect([company.industry, company.country]).toEqual(["industrial-pumps", "DE"]);
  });

  test("aggregator sites show up, order is deterministic", () => {
    const hits = sandbox.search.searchSync({
      query: "industrial pumps companies Germany",
      limit: 20,
    });
    expect(hits.some((h) => h.url.startsWith("http://companies-directory.test/"))).toBe(true);
    const again = createSearchIndex(corpus).searchSync({
      query: "industrial pumps companies Germany",
      limit: 20,
    });
    expect(again).toEqual(hits);
    expect(sandbox.search.searchSync({ query: "" })).toEqual([]);
  });

  test("a word's scores are reused, a short list is a long one's head, compounds match both ways", () => {
    const index = createSearchIndex(corpus);
    const query = { query: "Kreiselpumpen Hersteller Deutschland", country: "DE", language: "de" };
    const long = index.searchSync({ ...query, limit: 50 });
    expect(index.searchSync({ ...query, limit: 50 })).toEqual(long);
    expect(index.searchSync({ ...query, limit: 5 })).toEqual(long.slice(0, 5));
    expect(long.length).toBe(50);
    // "kreisel" starts and "pumpen" ends the compound: both find the Kreiselpumpen pages.
    for (const word of ["kreisel", "pumpen"]) {
      const hits = index.searchSync({ query: word, limit: 5 });
      expect(hits.length).toBe(5);
      for (const hit of hits) expect(`${hit.title} ${hit.snippet}`.toLowerCase()).toContain(word);
    }
  });
});

describe("server", () => {
  test("virtual hosting by Host header (Bun's fetch sends a custom Host as given)", async () => {
    const company = corpus.companies.find(
      (c) => !c.isParked && !c.features.includes("redirect-home"),
    );
    if (!company) throw new Error("none");
    const res = await get(company.domain, "/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(company.name.replace(/&/g, "&amp;"));
    expect((await get(`${company.domain}:80`, "/")).status).toBe(200);
    expect((await get("unknown-host.test", "/")).status).toBe(404);
    expect((await get(company.domain, "/no-such-page")).status).toBe(404);
  });

  test("legacy charsets: bytes and declaration match", async () => {
    const company = withFeature("charset-header").find((c) => /[äöüéèàñçå]/i.test(c.name));
    if (!company) throw new Error("none");
    const res = await get(
      company.domain,
      company.features.includes("redirect-home") ? `/${company.language}/` : "/",
    );
    const type = res.headers.get("content-type") ?? "";
    expect(type).toMatch(/charset=(iso-8859-1|windows-1252)/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();
    expect(new TextDecoder(type.split("charset=")[1] ?? "").decode(bytes)).toContain(
      company.name.replace(/&/g, "&amp;"),
    );
    const metaOnly = withFeature("charset-meta-only")[0];
    if (!metaOnly) throw new Error("none");
    const page = Object.values(siteOf(metaOnly.domain).pages).find(
      (p) => p.status === 200 && p.headers["content-type"] === "text/html",
    );
    expect(new TextDecoder().decode(page?.body)).toMatch(
      /<meta (charset="|http-equiv="Content-Type" content="text\/html; charset=)(iso-8859-1|windows-1252)"/,
    );
  });

  test("redirects, robots.txt, delays and broken links", async () => {
    const moved = withFeature("redirect-home").find((c) => !c.isParked);
    if (!moved) throw new Error("none");
    const res = await get(moved.domain, "/");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/${moved.language}/`);

    const closed = withFeature("robots-disallow-all")[0];
    if (!closed) throw new Error("none");
    const robots = await (await get(closed.domain, "/robots.txt")).text();
    expect(robots).toContain("User-agent: *\nDisallow: /\n");
    const delayed = withFeature("crawl-delay")[0];
    if (!delayed) throw new Error("none");
    expect(await (await get(delayed.domain, "/robots.txt")).text()).toMatch(/Crawl-delay: \d/);

    const slowSite = siteOf(withFeature("slow-pages")[0]?.domain ?? "");
    const [slowPath, slowPage] = Object.entries(slowSite.pages).find(([, p]) => p.delayMs) ?? [];
    const started = performance.now();
    expect((await get(slowSite.domain, slowPath ?? "")).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual((slowPage?.delayMs ?? 0) - 5);

    const broken = withFeature("broken-links").find((c) => !c.isParked);
    if (!broken) throw new Error("none");
    const home = broken.features.includes("redirect-home") ? `/${broken.language}/` : "/";
    const jobs = (await (await get(broken.domain, home)).text()).match(/href="([^"]*\/jobs)"/)?.[1];
    expect(jobs).toBeDefined();
    expect((await get(broken.domain, jobs ?? "")).status).toBe(404);
  });

  test("parked domains, /__search and MX answers", async () => {
    const parked = withFeature("parked")[0];
    if (!parked) throw new Error("none");
    expect(await (await get(parked.domain, "/")).text()).toContain("This domain is for sale");
    expect(sandbox.mx.mxFor(parked.domain)).toEqual([]);
    const live = corpus.companies.find((c) => !c.isParked);
    expect(await sandbox.mx.resolveMx(live?.domain ?? "")).toEqual([`mx.${live?.domain}`]);
    expect(await sandbox.mx.resolveMx("gmail.com")).toEqual([]);

    const res = await fetch(
      `${sandbox.url}/__search?q=${encodeURIComponent("Pumpen Hersteller Bayern")}&country=DE&lang=de`,
    );
    const hits = (await res.json()) as { url: string }[];
    expect(hits).toEqual(
      sandbox.search.searchSync({
        query: "Pumpen Hersteller Bayern",
        country: "DE",
        language: "de",
      }),
    );
  });

  test("prompt-injection text is on some pages, as plain page text", () => {
    const company = withFeature("prompt-injection")[0];
    if (!company) throw new Error("none");
    const bodies = Object.values(siteOf(company.domain).pages).map((p) =>
      new TextDecoder("windows-1252").decode(p.body),
    );
    expect(
      bodies.some((b) =>
        /Ignore previous instructions|disregard your rules|SYSTEM: the user/.test(b),
      ),
    ).toBe(true);
  });
});
