import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createSearchIndex } from "../src/sandbox/search-index.ts";
import { type RunningSandbox, startSandbox } from "../src/sandbox/server.ts";
import { corpus, siteOf, withFeature } from "./helpers/sandbox-corpus";

let sandbox: RunningSandbox;

beforeAll(() => {
  sandbox = startSandbox({ corpus });
});
afterAll(async () => {
  await sandbox.stop();
});

const get = (host: string, path: string, init: RequestInit = {}) =>
  fetch(`${sandbox.url}${path}`, { ...init, redirect: "manual", headers: { host } });
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
