import { afterAll, beforeAll, expect, test } from "bun:test";
import { companyDomain } from "../src/company-domain";
import { createEmailCheck } from "../src/research/email/email-check";
import { createExtractor } from "../src/research/extractor";
import { createHttpFetcher, DEFAULT_USER_AGENT } from "../src/research/fetcher/http-fetcher";
import { planQueries, planRequest } from "../src/research/plan/query-plan";
import type { WebSearch } from "../src/research/ports";
import { profileOf } from "../src/research/profile";
import { sandboxEngineParts } from "../src/research-setup";
import type { SandboxCompany, SandboxCorpus } from "../src/sandbox/corpus";
import { matchesProfile } from "../src/sandbox/ground-truth";
import { type RunningSandbox, startSandbox } from "../src/sandbox/server";
import { describeEachDatabase } from "./helpers/database";
import { DUTCH_PRINTERS as dutchPrinters } from "./helpers/projects";
import {
  apiClient,
  creditsLeft,
  type Json,
  leadTotal,
  outcomesOf,
  type ResearchHarness,
  report,
  researchHarness,
  researchRun,
  robotsAllows,
  robotsPage,
  searchedDomains,
  servedPath,
  sourcedValues,
  withPage,
} from "./helpers/research";
import { corpus, groundTruthProfile } from "./helpers/research-engine";
import { signedInUser } from "./helpers/session";

describeEachDatabase("research engine: robots.txt is honoured end to end", ({ handle }) => {
  const form = { ...dutchPrinters, name: "Dutch printers, polite", companyCount: 50 };
  const requests: { host: string; path: string }[] = [];
  let web: SandboxCorpus;
  let sandbox: RunningSandbox;
  let h: ResearchHarness;
  let partly: SandboxCompany;
  let barred: SandboxCompany;

  beforeAll(async () => {
    const probe = startSandbox({ corpus });
    const model = researchHarness(handle(), sandboxEngineParts(probe)).engine.model;
    const profile = profileOf({
      ...form,
      city: null,
      keywords: null,
      aiGeneratedKeywords: [],
      exclusions: null,
      existingCompanies: [],
    });
    const { value: plan } = await planQueries(model, planRequest(profile));
    const found = await searchedDomains(probe.search, plan.queries, "NL", "nl");
    await probe.stop();
    // Two matching companies the searches find, with no robots.txt of their own: one now bars
    // only our crawler from the pages holding its address, the other bars it from everything.
    const open = found
      .map((domain) => corpus.companies.find((c) => c.domain === domain))
      .filter(
        (c): c is SandboxCompany =>
          !!c &&
          matchesProfile(c, groundTruthProfile(dutchPrinters)).match &&
          !corpus.sites.find((s) => s.domain === c.domain)?.pages["/robots.txt"] &&
          !!c.email?.pages.some((p) => p !== servedPath(corpus, c.domain)),
      );
    const [first, second] = open;
    if (!first || !second) throw new Error("fewer than two open matching companies in the hits");
    partly = first;
    barred = second;
    const addressPages = partly.email?.pages.filter((p) => p !== servedPath(corpus, partly.domain));
    web = withPage(
      withPage(
        corpus,
        partly.domain,
        "/robots.txt",
        robotsPage(
          `User-agent: *\nDisallow:\n\nUser-agent: ExportDiscoveryBot\n${(addressPages ?? [])
            .map((p) => `Disallow: ${p}`)
            .join("\n")}\n`,
        ),
      ),
      barred.domain,
      "/robots.txt",
      robotsPage(
        "User-agent: SomeOtherBot\nDisallow: /private/\n\nUser-agent: ExportDiscoveryBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n",
      ),
    );
    sandbox = startSandbox({
      corpus: web,
      onSiteRequest: (host, path) => requests.push({ host, path }),
    });
    h = researchHarness(handle(), sandboxEngineParts(sandbox));
  }, 60_000);

  afterAll(async () => {
    await h?.settled();
    await sandbox?.stop();
  }, 60_000);

  test("no request touches a path robots.txt disallows for our crawler; a site that disallows '/' is asked only for robots.txt and rejected for it", async () => {
    const { cookie } = await signedInUser(handle(), { creditsLeft: 100 });
    const api = apiClient(h.app, cookie);
    const id = await researchRun(h, api, form);
    expect((await api.get(`/api/research-projects/${id}`)).json.status).toBe("completed");

    const robotsOf = (host: string) => {
      const page = web.sites.find((s) => s.domain === host)?.pages["/robots.txt"];
      return page ? new TextDecoder().decode(page.body) : "";
    };
    const hosts = [...new Set(requests.map((r) => r.host))];
    const violations = requests.filter(
      (r) =>
        r.path !== "/robots.txt" && !robotsAllows(robotsOf(r.host), DEFAULT_USER_AGENT, r.path),
    );
    expect(violations).toEqual([]);
    // robots.txt is read before anything else on every site.
    for (const host of hosts) {
      expect(`${host} ${requests.find((r) => r.host === host)?.path}`).toBe(`${host} /robots.txt`);
    }
    // Not vacuous: the run met sites whose robots.txt bars some of what it would have read.
    const restricted = hosts.filter((host) =>
      Object.keys(web.sites.find((s) => s.domain === host)?.pages ?? {}).some(
        (path) => !robotsAllows(robotsOf(host), DEFAULT_USER_AGENT, path),
      ),
    );
    report(
      `robots: ${requests.length} requests to ${hosts.length} sites, ${restricted.length} with paths barred to us`,
    );
    expect(restricted.length).toBeGreaterThanOrEqual(3);

    // The fully barred site: robots.txt only, and a rejection that says why.
    expect(requests.filter((r) => r.host === barred.domain).map((r) => r.path)).toEqual([
      "/robots.txt",
    ]);
    const { rejected } = await outcomesOf(api, id);
    const rejection = rejected.find((r) => companyDomain(String(r.website)) === barred.domain);
    expect(rejection?.reasoning).toBe("The website does not allow crawlers (robots.txt)");

    // The partly barred site is still a lead, with nothing read from its barred pages.
    const leads = (await api.get(`/api/research-projects/${id}/results`)).json as Json[];
    const lead = leads.find((l) => companyDomain(String(l.website)) === partly.domain);
    expect(lead).toBeDefined();
    const barredPaths = (partly.email?.pages ?? []).filter(
      (p) => !robotsAllows(robotsOf(partly.domain), DEFAULT_USER_AGENT, p),
    );
    expect(barredPaths.length).toBeGreaterThan(0);
    for (const item of sourcedValues(lead as Json)) {
      expect(barredPaths).not.toContain(new URL(item.source).pathname);
    }
    expect(requests.some((r) => r.host === partly.domain && r.path !== "/robots.txt")).toBe(true);
  }, 120_000);
});

describeEachDatabase("research engine: private addresses are refused", ({ handle }) => {
  const seen: string[] = [];
  const servers: ReturnType<typeof Bun.serve>[] = [];
  let hits: string[] = [];
  let h: ResearchHarness;

  beforeAll(() => {
    // Real servers on loopback that a fetch of those hits would reach: they must hear nothing.
    const listen = (hostname: string) => {
      try {
        const server = Bun.serve({
          hostname,
          port: 0,
          fetch: (request) => {
            seen.push(`${hostname} ${request.method} ${request.url}`);
            return new Response(
              "<html><body><h1>Intranet</h1>info@intranet.example</body></html>",
              {
                headers: { "content-type": "text/html" },
              },
            );
          },
        });
        servers.push(server);
        return server.port;
      } catch {
        return undefined; // no IPv6 loopback on this machine
      }
    };
    const v4 = listen("127.0.0.1");
    const v6 = listen("::1");
    hits = [
      `http://127.0.0.1:${v4}/`,
      `http://localhost:${v4}/about`,
      `http://2130706433:${v4}/`, // 127.0.0.1 in decimal
      `http://[::ffff:127.0.0.1]:${v4}/`,
      "http://10.0.0.1/",
      "http://192.168.1.20/contact",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      ...(v6 ? [`http://[::1]:${v6}/`] : []),
    ];
    const search: WebSearch = {
      search: async () =>
        hits.map((url, i) => ({ url, title: `Printing manufacturer ${i}`, snippet: "printing" })),
    };
    h = researchHarness(handle(), {
      search,
      // The real fetcher, as configured for a real web search: no sandbox hosts at all.
      fetcher: createHttpFetcher({ timeoutMs: 2_000 }),
      extractor: createExtractor(),
      emailCheck: createEmailCheck({ mx: { resolveMx: async () => [] } }),
    });
  });

  afterAll(async () => {
    await h?.settled();
    for (const server of servers) await server.stop(true);
  });

  test("hits on loopback, private and link-local addresses are rejected for their address and never fetched", async () => {
    const db = handle().db;
    const { user, cookie } = await signedInUser(handle(), { creditsLeft: 10 });
    const api = apiClient(h.app, cookie);
    const id = await researchRun(h, api, { ...dutchPrinters, companyCount: 5 });

    expect(seen).toEqual([]);
    expect(await leadTotal(db, id)).toBe(0);
    expect(await creditsLeft(db, user.id)).toBe(10);
    const { rejected } = await outcomesOf(api, id);
    // One rejection per distinct host name (a project reads a domain once, whatever the port;
    // the decimal 127.0.0.1 is the first host again).
    const hosts = new Set(hits.map((url) => new URL(url).hostname));
    expect(rejected.length).toBe(hosts.size);
    for (const row of rejected) {
      expect(`${row.website}: ${row.reasoning}`).toBe(
        `${row.website}: The website's address is not allowed`,
      );
    }
    expect(new Set(rejected.map((r) => new URL(String(r.website)).hostname))).toEqual(hosts);
    const project = (await api.get(`/api/research-projects/${id}`)).json;
    expect(project.status).toBe("completed");
  }, 60_000);
});
