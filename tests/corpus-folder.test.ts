import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CreateProjectInput, createProjectInput } from "../src/projects/schemas.ts";
import { benchmarkProfiles } from "../src/sandbox/benchmark-profiles.ts";
import type { SandboxCompany, SandboxCorpus, SandboxSite } from "../src/sandbox/corpus.ts";
import { decodePage } from "../src/sandbox/corpus-folder/html-documents.ts";
import {
  CorpusFolderError,
  type LoadedCorpus,
  loadCorpusFolder,
  mergeCorpora,
  saveCorpusFolder,
  toSandboxDomain,
} from "../src/sandbox/corpus-folder.ts";
import { generateCorpus } from "../src/sandbox/generator.ts";
import { expectedDecisionMaker, matchesProfile } from "../src/sandbox/ground-truth.ts";
import { corpusHash } from "../src/sandbox/hash.ts";
import { cloudflareDecode } from "../src/sandbox/mess.ts";
import { createSearchIndex } from "../src/sandbox/search-index.ts";
import { type RunningSandbox, startSandbox } from "../src/sandbox/server.ts";

const HAND_CORPUS = join(import.meta.dir, "fixtures", "hand-corpus");

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "corpus-folder-test-"));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

let folders = 0;
const freshFolder = () => join(scratch, `folder-${++folders}`);

const siteOf = (corpus: SandboxCorpus, domain: string): SandboxSite => {
  const site = corpus.sites.find((s) => s.domain === domain);
  if (!site) throw new Error(`no site ${domain}`);
  return site;
};
const companyOf = (corpus: SandboxCorpus, domain: string): SandboxCompany => {
  const company = corpus.companies.find((c) => c.domain === domain);
  if (!company) throw new Error(`no company ${domain}`);
  return company;
};

describe("toSandboxDomain", () => {
  test("maps real-looking names under .test and keeps .test names", () => {
    expect(toSandboxDomain("acme.de")).toBe("acme-de.test");
    expect(toSandboxDomain("WWW.Acme.co.uk.")).toBe("acme-co-uk.test");
    expect(toSandboxDomain("acme.test")).toBe("acme.test");
    expect(() => toSandboxDomain("not a domain")).toThrow("not a domain name");
  });
});

describe("the hand-written corpus", () => {
  let loaded: LoadedCorpus;
  let sandbox: RunningSandbox;
  const get = (host: string, path: string) =>
    fetch(`${sandbox.url}${path}`, { redirect: "manual", headers: { host } });

  beforeAll(async () => {
    loaded = await loadCorpusFolder(HAND_CORPUS);
    sandbox = startSandbox({ corpus: loaded.corpus });
  });
  afterAll(async () => {
    await sandbox.stop();
  });

  test("loads 8 company sites in at least 4 languages, all under .test", () => {
    const { corpus } = loaded;
    expect(corpus.sites).toHaveLength(8);
    expect(corpus.companies).toHaveLength(8);
    expect(new Set(corpus.sites.map((s) => s.language)).size).toBeGreaterThanOrEqual(4);
    for (const site of corpus.sites) expect(site.domain).toEndWith(".test");
    expect(corpus.companies.map((c) => c.domain)).toContain("hoffmann-pumpen-de.test");
    expect(companyOf(corpus, "seidel-armaturen-de.test").terms).toContain("Absperrklappen");
  });

  test("serves every page of every site over HTTP with its status, headers and bytes", async () => {
    for (const site of loaded.corpus.sites) {
      for (const [path, page] of Object.entries(site.pages)) {
        const response = await get(site.domain, path);
        expect(response.status).toBe(page.status);
        expect(response.headers.get("content-type")).toBe(page.headers["content-type"] ?? null);
        expect(response.headers.get("location")).toBe(page.headers.location ?? null);
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(page.body));
      }
    }
    expect((await get("hoffmann-pumpen-de.test", "/nope.html")).status).toBe(404);
  });

  test("serves files byte for byte, an ISO-8859-1 page included", async () => {
    const onDisk = new Uint8Array(
      await readFile(join(HAND_CORPUS, "sites/seidel-armaturen.de/kontakt.html")),
    );
    const response = await get("seidel-armaturen-de.test", "/kontakt.html");
    const served = new Uint8Array(await response.arrayBuffer());
    expect(served).toEqual(onDisk);
    expect(served.includes(0xf6)).toBe(true); // "ö" as one ISO-8859-1 byte
    // No charset in the header: the page's own meta decides.
    expect(response.headers.get("content-type")).toBe("text/html");
    const page = siteOf(loaded.corpus, "seidel-armaturen-de.test").pages["/kontakt.html"];
    if (!page) throw new Error("no /kontakt.html");
    expect(decodePage(page)).toContain("Jana Köhler");
  });

  test("redirects, statuses, slashless index paths and delays from _site.json", async () => {
    const home = await get("koenig-pumpentechnik-de.test", "/");
    expect(home.status).toBe(301);
    expect(home.headers.get("location")).toBe("/de/");
    const viaQuery = await get("packline-services-com.test", "/index.php?page=contact");
    expect(viaQuery.status).toBe(301);
    expect(viaQuery.headers.get("location")).toBe("/contact-us.html");
    const temporary = await get("packline-services-com.test", "/contact.php");
    expect(temporary.status).toBe(302);

    const withSlash = await get("koenig-pumpentechnik-de.test", "/de/produkte/");
    const withoutSlash = await get("koenig-pumpentechnik-de.test", "/de/produkte");
    expect(withoutSlash.status).toBe(200);
    expect(await withoutSlash.text()).toBe(await withSlash.text());

    const started = performance.now();
    expect((await get("koenig-pumpentechnik-de.test", "/de/kontakt/")).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  test("robots.txt disallows become the company's disallowed paths", async () => {
    const robots = await get("envasadoras-levante-es.test", "/robots.txt");
    expect(await robots.text()).toContain("Disallow: /equipo.html");
    const company = companyOf(loaded.corpus, "envasadoras-levante-es.test");
    expect(company.disallowed).toContain("/equipo.html");
    // The sales director is named only on the disallowed page: a polite crawler cannot find them.
    expect(expectedDecisionMaker(company, "Sales Director")).toBeUndefined();
    expect(expectedDecisionMaker(company, "CEO")?.name).toBe("Javier Ortega Martín");
    const documents = siteOf(loaded.corpus, company.domain).documents.map((d) => d.path);
    expect(documents).not.toContain("/equipo.html");
  });

  test("the ground truth is on the pages it names", () => {
    for (const company of loaded.corpus.companies) {
      const site = siteOf(loaded.corpus, company.domain);
      const textOf = (path: string) => {
        const page = site.pages[path];
        if (!page) throw new Error(`${company.domain}${path} missing`);
        return decodePage(page);
      };
      for (const person of company.people) {
        for (const path of person.pages) {
          expect(textOf(path)).toContain(person.name);
          expect(textOf(path)).toContain(person.title);
        }
      }
    }
  });

  test("Cloudflare-obfuscated emails decode to the ground truth's addresses", () => {
    const site = siteOf(loaded.corpus, "valvex-robinetterie-fr.test");
    const html = [...Object.values(site.pages)].map(decodePage).join("\n");
    const decoded = [...html.matchAll(/data-cfemail="([0-9a-f]+)"/g)].map((m) =>
      cloudflareDecode(m[1] ?? ""),
    );
    const company = companyOf(loaded.corpus, site.domain);
    const expected = [company.email?.value, ...company.people.map((p) => p.email)].filter(
      (e): e is string => e !== undefined,
    );
    expect(new Set(decoded)).toEqual(new Set(expected));
  });

  test("search finds a site by a product word in its language", () => {
    const hosts = (query: string) =>
      sandbox.search.searchSync({ query }).map((hit) => new URL(hit.url).hostname);
    expect(hosts("Kreiselpumpen")).toContain("hoffmann-pumpen-de.test");
    expect(hosts("vannes papillon")[0]).toBe("valvex-robinetterie-fr.test");
    expect(hosts("olio extravergine")[0]).toBe("frantoio-bellandi-it.test");
    expect(hosts("olijfolie groothandel")[0]).toBe("olijfgaard-nl.test");
  });

  test("the profiles' accept lists are what matchesProfile accepts", () => {
    expect(loaded.profiles).toHaveLength(2);
    for (const profile of loaded.profiles) {
      const matching = loaded.corpus.companies
        .filter((c) => matchesProfile(c, profile).match)
        .map((c) => c.domain);
      expect(matching).toEqual(profile.accept);
    }
    expect(loaded.profiles[1]?.existingCompanies).toEqual(["olijfgaard-nl.test"]);
  });

  test("MX answers follow hasMail", () => {
    expect(sandbox.mx.mxFor("olijfgaard-nl.test")).toEqual(["mx.olijfgaard-nl.test"]);
  });
});

describe("a malformed corpus folder", () => {
  const brokenCopy = async (
    edit: (dir: string) => Promise<void>,
  ): Promise<CorpusFolderError | undefined> => {
    const dir = freshFolder();
    await cp(HAND_CORPUS, dir, { recursive: true });
    await edit(dir);
    try {
      await loadCorpusFolder(dir);
      return undefined;
    } catch (error) {
      expect(error).toBeInstanceOf(CorpusFolderError);
      return error as CorpusFolderError;
    }
  };
  const editGroundTruth = (change: (truth: Record<string, Record<string, unknown>>) => void) =>
    brokenCopy(async (dir) => {
      const file = join(dir, "ground-truth.json");
      const truth = JSON.parse(await readFile(file, "utf8"));
      change(truth);
      await writeFile(file, JSON.stringify(truth));
    });

  test("a bad ground-truth field is named with its file and path", async () => {
    const error = await editGroundTruth((truth) => {
      const entry = truth["hoffmann-pumpen.de"] as { people: { primaryTitle: string }[] };
      (entry.people[0] as { primaryTitle: string }).primaryTitle = "Big Boss";
      (truth["olijfgaard.nl"] as Record<string, unknown>).country = "Netherlands";
    });
    expect(error?.message).toContain(
      'ground-truth.json: "hoffmann-pumpen.de".people[0].primaryTitle: must be a primary title',
    );
    expect(error?.message).toContain('ground-truth.json: "olijfgaard.nl".country: must be an ISO');
  });

  test("a page the site does not serve is refused", async () => {
    const error = await editGroundTruth((truth) => {
      (truth["olijfgaard.nl"] as { email: { pages: string[] } }).email.pages = ["/kontakt.html"];
    });
    expect(error?.message).toBe(
      'ground-truth.json: "olijfgaard.nl".email.pages[0]: /kontakt.html is not a page of olijfgaard.nl (served as olijfgaard-nl.test)',
    );
  });

  test("invalid JSON, a bad _site.json field and an unknown accept domain are named", async () => {
    const syntax = await brokenCopy((dir) => writeFile(join(dir, "ground-truth.json"), "{ nope"));
    expect(syntax?.message).toStartWith("ground-truth.json: ");

    const site = await brokenCopy((dir) =>
      writeFile(
        join(dir, "sites/packline-services.com/_site.json"),
        JSON.stringify({ paths: { "/contact.php": { location: "/x", status: "moved" } } }),
      ),
    );
    expect(site?.message).toContain(
      'sites/packline-services.com/_site.json: paths["/contact.php"].status:',
    );

    const accept = await brokenCopy(async (dir) => {
      const file = join(dir, "profiles.json");
      const profiles = JSON.parse(await readFile(file, "utf8"));
      profiles[0].accept.push("unknown.de");
      await writeFile(file, JSON.stringify(profiles));
    });
    expect(accept?.message).toBe(
      "profiles.json: [0].accept[2]: unknown.de is not in ground-truth.json",
    );
  });

  test("two folders served as the same domain are refused", async () => {
    const error = await brokenCopy((dir) =>
      cp(join(dir, "sites/olijfgaard.nl"), join(dir, "sites/olijfgaard-nl.test"), {
        recursive: true,
      }),
    );
    expect(error?.message).toContain("are both served as olijfgaard-nl.test");
  });
});

describe("a generated corpus saved and loaded back", () => {
  const generated = generateCorpus({ seed: 7, companies: 150 });
  const profiles: CreateProjectInput[] = [
    ...benchmarkProfiles,
    ...["Germany", "France", "Italy", "Spain", "Netherlands", "Sweden"].flatMap((country) =>
      ["manufacturer", "distributor", "service company"].map((companyType) =>
        createProjectInput.parse({
          name: `${companyType} in ${country}`,
          country,
          companyType,
          productsServices:
            "pumps, packaging machinery, wine, software consulting, logistics, labels",
          decisionMaker: "Other",
          companyCount: 50,
          exclusions: "red wine",
        }),
      ),
    ),
  ];
  let dir: string;
  let loaded: LoadedCorpus;

  beforeAll(async () => {
    dir = freshFolder();
    await saveCorpusFolder(generated, profiles, dir);
    loaded = await loadCorpusFolder(dir);
  });

  test("gives identical sites: every page's status, headers, bytes and delay", () => {
    const sites = new Map(loaded.corpus.sites.map((s) => [s.domain, s]));
    expect([...sites.keys()].sort()).toEqual(generated.sites.map((s) => s.domain).sort());
    for (const original of generated.sites) {
      const site = sites.get(original.domain);
      if (!site) throw new Error(`${original.domain} missing`);
      expect(Object.keys(site.pages).sort()).toEqual(Object.keys(original.pages).sort());
      for (const [path, page] of Object.entries(original.pages)) {
        const copy = site.pages[path];
        expect(copy?.status).toBe(page.status);
        expect(JSON.stringify(copy?.headers)).toBe(JSON.stringify(page.headers));
        expect(copy?.delayMs).toBe(page.delayMs);
        expect(copy?.body).toEqual(page.body);
      }
      expect([site.kind, site.language, site.country, site.hasMail]).toEqual([
        original.kind,
        original.language,
        original.country,
        original.hasMail,
      ]);
      expect(site.documents).toEqual(original.documents);
    }
    // The corpus hash covers all of it, in its own serialization.
    const inGeneratedOrder = generated.sites.map((s) => sites.get(s.domain) as SandboxSite);
    const sitesHash = (list: SandboxSite[]) => corpusHash({ seed: 0, companies: [], sites: list });
    expect(sitesHash(inGeneratedOrder)).toBe(sitesHash(generated.sites));
  });

  test("gives identical search results", () => {
    const before = createSearchIndex(generated);
    const after = createSearchIndex(loaded.corpus);
    const queries = [
      { query: "Pumpen Hersteller Bayern" },
      { query: "industrial pumps manufacturer", country: "DE", language: "de" },
      { query: "fabricant emballage Lyon", limit: 20 },
      { query: "organic coffee wholesaler", country: "IT" },
      { query: "software consulting" },
    ];
    for (const query of queries) {
      const hits = before.searchSync(query);
      expect(hits.length).toBeGreaterThan(0);
      expect(after.searchSync(query)).toEqual(hits);
    }
  });

  test("gives the same ground truth for matchesProfile and expectedDecisionMaker", () => {
    expect(loaded.corpus.companies.map((c) => c.domain)).toEqual(
      generated.companies.map((c) => c.domain),
    );
    let matches = 0;
    generated.companies.forEach((original, i) => {
      const copy = loaded.corpus.companies[i] as SandboxCompany;
      const { industry: _i, terms: _t, disallowed: _d, ...rest } = copy;
      const { industry: _oi, disallowed: _od, ...originalRest } = original;
      expect(rest).toEqual(originalRest);
      for (const profile of profiles) {
        const match = matchesProfile(original, profile).match;
        expect(matchesProfile(copy, profile).match).toBe(match);
        if (match) matches++;
      }
      for (const title of ["CEO", "Sales Director", "Owner", "Other"]) {
        expect(expectedDecisionMaker(copy, title)).toEqual(expectedDecisionMaker(original, title));
      }
    });
    expect(matches).toBeGreaterThan(10);
  });

  test("writes profiles with accept lists computed by matchesProfile", () => {
    expect(loaded.profiles.map((p) => p.name)).toEqual(profiles.map((p) => p.name));
    profiles.forEach((profile, i) => {
      const accept = generated.companies
        .filter((c) => matchesProfile(c, profile).match)
        .map((c) => c.domain);
      expect(loaded.profiles[i]?.accept).toEqual(accept);
    });
  });

  test("refuses to export into a folder that is not empty", async () => {
    await expect(saveCorpusFolder(generated, [], dir)).rejects.toThrow("is not empty");
  });
});

describe("mergeCorpora", () => {
  test("serves a folder beside the generated corpus", async () => {
    const generated = generateCorpus({ seed: 3, companies: 20 });
    const { corpus: hand } = await loadCorpusFolder(HAND_CORPUS);
    const merged = mergeCorpora(generated, hand);
    expect(merged.sites).toHaveLength(generated.sites.length + hand.sites.length);
    expect(merged.companies).toHaveLength(generated.companies.length + hand.companies.length);
    const sandbox = startSandbox({ corpus: merged });
    try {
      for (const host of [generated.companies[0]?.domain ?? "", "olijfgaard-nl.test"]) {
        const response = await fetch(`${sandbox.url}/`, { redirect: "manual", headers: { host } });
        expect(response.status).not.toBe(404);
      }
    } finally {
      await sandbox.stop();
    }
  });

  test("refuses a domain that is in both corpora", async () => {
    const { corpus: hand } = await loadCorpusFolder(HAND_CORPUS);
    const generated = generateCorpus({ seed: 3, companies: 5 });
    const clash = { ...generated, sites: [...generated.sites, siteOf(hand, "olijfgaard-nl.test")] };
    expect(() => mergeCorpora(clash, hand)).toThrow(
      "cannot merge corpora: domain olijfgaard-nl.test in both",
    );
  });
});
