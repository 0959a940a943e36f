import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { decodePage } from "../src/sandbox/corpus-folder/html-documents.ts";
import {
  type LoadedCorpus,
  loadCorpusFolder,
  toSandboxDomain,
} from "../src/sandbox/corpus-folder.ts";
import { expectedDecisionMaker, matchesProfile } from "../src/sandbox/ground-truth.ts";
import { cloudflareDecode } from "../src/sandbox/mess.ts";
import { type RunningSandbox, startSandbox } from "../src/sandbox/server.ts";
import { companyOf, HAND_CORPUS, siteOf } from "./helpers/corpus-folder";

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
