import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { companyDomain } from "../src/company-domain";
import { LanguageModelError } from "../src/research/llm/errors";
import { researchRuleHandlers } from "../src/research/llm/rule-handlers";
import { createRulesModel } from "../src/research/llm/rules-model";
import type { Fetcher, LanguageModel } from "../src/research/ports";
import { sandboxEngineParts } from "../src/research-setup";
import type { SandboxCorpus } from "../src/sandbox/corpus";
import { generateCorpus } from "../src/sandbox/generator";
import { matchesProfile } from "../src/sandbox/ground-truth";
import { type RunningSandbox, startSandbox } from "../src/sandbox/server";
import { describeEachDatabase } from "./helpers/database";
import {
  apiClient,
  type Json,
  outcomesOf,
  type ResearchHarness,
  researchHarness,
  researchRun,
  servedPath,
} from "./helpers/research";
import { signedInUser } from "./helpers/session";

/*
 * One company's trouble stays its own: a crawled page full of NUL characters and invalid UTF-8
 * is stored cleaned, a site whose reading throws and a verdict the model botches each become
 * that company's rejection with a reason, and the run reads every other company to the end.
 */

setDefaultTimeout(120_000);

const form = {
  name: "Dutch printers, faulty web",
  country: "Netherlands",
  companyType: "manufacturer",
  productsServices: "printing",
  decisionMaker: "CEO",
  companyCount: 50,
};
const truth = {
  country: form.country,
  companyType: form.companyType,
  productsServices: form.productsServices,
  decisionMaker: form.decisionMaker,
};

const corpus = generateCorpus({ seed: 1 });
const matching = corpus.companies.filter(
  (c) =>
    matchesProfile(c, truth).match &&
    !c.isParked &&
    c.disallowed.length === 0 &&
    /charset=utf-8/i.test(
      corpus.sites.find((s) => s.domain === c.domain)?.pages[servedPath(corpus, c.domain)]?.headers[
        "content-type"
      ] ?? "",
    ),
);
const [withNul, throwing, botched] = matching.map((c) => c.domain);

/**
 * The corpus with NUL characters written into every text node of one site's homepage, and a
 * paragraph of bytes that are not UTF-8 at all.
 */
function withBadBytes(web: SandboxCorpus, domain: string): SandboxCorpus {
  const path = servedPath(web, domain);
  const encode = (text: string) => new TextEncoder().encode(text);
  return {
    ...web,
    sites: web.sites.map((site) => {
      const page = site.pages[path];
      if (site.domain !== domain || !page) return site;
      const html = new TextDecoder().decode(page.body).replace(/>([^<\s])/g, ">\u0000$1");
      const cut = html.lastIndexOf("</body>");
      const invalid = Uint8Array.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]);
      const body = Buffer.concat([
        encode(`${html.slice(0, cut)}<p>Drukkerij `),
        invalid,
        encode(`</p>${html.slice(cut)}`),
      ]);
      return { ...site, pages: { ...site.pages, [path]: { ...page, body } } };
    }),
  };
}

describeEachDatabase("research runs: one company's failure never stops a run", ({ handle }) => {
  let web: RunningSandbox;
  let h: ResearchHarness;

  beforeAll(() => {
    if (!withNul || !throwing || !botched) throw new Error("the corpus has too few matches");
    web = startSandbox({ corpus: withBadBytes(corpus, withNul) });
    const parts = sandboxEngineParts(web);
    const fetcher: Fetcher = {
      fetch: (url) => {
        if (companyDomain(url) === throwing) throw new Error("reader exploded");
        return parts.fetcher.fetch(url);
      },
    };
    const rules = createRulesModel(researchRuleHandlers);
    const model: LanguageModel = {
      complete: (request) => {
        const company = (request.data as { company?: { domain?: string } }).company;
        if (company?.domain === botched) {
          throw new LanguageModelError("invalid-output", request.task, "not JSON");
        }
        return rules.complete(request);
      },
    };
    h = researchHarness(handle(), { ...parts, fetcher }, { model });
  });

  afterAll(async () => {
    await h?.settled();
    await web?.stop();
  });

  test("the NUL page is stored cleaned; the failing companies are rejected with their reason; the run completes", async () => {
    const { cookie } = await signedInUser(handle(), { creditsLeft: 100 });
    const api = apiClient(h.app, cookie);
    const id = await researchRun(h, api, form);
    expect((await api.get(`/api/research-projects/${id}`)).json.status).toBe("completed");

    const { leads, rejected } = await outcomesOf(api, id);
    const domainOf = (row: Json) => companyDomain(String(row.website));
    const leadDomains = leads.map(domainOf);
    // Every other match was still found.
    for (const c of matching.slice(3)) expect(leadDomains).toContain(c.domain);

    const nulLead = leads.find((l) => domainOf(l) === withNul);
    expect(nulLead).toBeDefined();
    expect(JSON.stringify(leads)).not.toContain("\\u0000");
    expect(JSON.stringify(rejected)).not.toContain("\\u0000");

    const reasonOf = (domain: string | undefined) =>
      rejected.find((r) => domainOf(r) === domain)?.reasoning;
    expect(reasonOf(throwing)).toBe("Could not be checked: reading or storing this website failed");
    expect(reasonOf(botched)).toBe(
      "Could not be checked: the verifier's answer for this site was unusable",
    );
  });
});
