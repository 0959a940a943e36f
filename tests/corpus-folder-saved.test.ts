import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CreateProjectInput, createProjectInput } from "../src/projects/schemas.ts";
import { benchmarkProfiles } from "../src/sandbox/benchmark-profiles.ts";
import type { SandboxCompany, SandboxSite } from "../src/sandbox/corpus.ts";
import {
  CorpusFolderError,
  type LoadedCorpus,
  loadCorpusFolder,
  mergeCorpora,
  saveCorpusFolder,
} from "../src/sandbox/corpus-folder.ts";
import { generateCorpus } from "../src/sandbox/generator.ts";
import { expectedDecisionMaker, matchesProfile } from "../src/sandbox/ground-truth.ts";
import { corpusHash } from "../src/sandbox/hash.ts";
import { createSearchIndex } from "../src/sandbox/search-index.ts";
import { startSandbox } from "../src/sandbox/server.ts";
import { HAND_CORPUS, siteOf } from "./helpers/corpus-folder";

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "corpus-folder-test-"));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

let folders = 0;
const freshFolder = () => join(scratch, `folder-${++folders}`);

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
