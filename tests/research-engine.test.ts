import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { researchProjects, searchQueries } from "../db/schema";
import { companyDomain } from "../src/company-domain";
import type { LiveEvent } from "../src/live/events";
import type { SearchScope } from "../src/projects/completion-note";
import {
  CONFIRM_QUESTION,
  cancelledReply,
  exclusionAddedReply,
  exclusionRemovedReply,
  exhaustedReply,
  helpReply,
  keywordAddedReply,
  keywordRemovedReply,
  moreReply,
  notPreparedReply,
  targetReachedReply,
} from "../src/research/chat/replies";
import { createEmailCheck } from "../src/research/email/email-check";
import { createExtractor } from "../src/research/extractor";
import { createHttpFetcher, DEFAULT_USER_AGENT } from "../src/research/fetcher/http-fetcher";
import { planQueries, planRequest } from "../src/research/plan/query-plan";
import type { WebSearch } from "../src/research/ports";
import { profileOf } from "../src/research/profile";
import { leadContact, readCompany } from "../src/research/run/company-reader";
import { reasoningOf } from "../src/research/verify/verdict";
import { createModelVerifier } from "../src/research/verify/verifier";
import { sandboxEngineParts } from "../src/research-setup";
import { MAX_MESSAGE_CHARS } from "../src/routes/api/research";
import type { SandboxCompany, SandboxCorpus } from "../src/sandbox/corpus";
import { generateCorpus } from "../src/sandbox/generator";
import { matchesProfile } from "../src/sandbox/ground-truth";
import { escapeHtml, PROMPT_INJECTIONS } from "../src/sandbox/mess";
import { type RunningSandbox, startSandbox } from "../src/sandbox/server";
import { describeEachDatabase } from "./helpers/database";
import { DUTCH_PRINTERS as dutchPrinters } from "./helpers/projects";
import {
  apiClient,
  companyOf,
  creditsLeft,
  type Json,
  leadTotal,
  messageCount,
  outcomesOf,
  processedRows,
  type ResearchHarness,
  report,
  researchHarness,
  researchRun,
  robotsAllows,
  robotsPage,
  searchedDomains,
  servedPath,
  sourcedValues,
  sourceProblem,
  statsOf,
  usageLogs,
  withHomeHtml,
  withPage,
} from "./helpers/research";
import { signedInUser } from "./helpers/session";

// The first PGlite database of a multi-file run may take tens of seconds (see projects-api).
setDefaultTimeout(60_000);

/** The default generated web: 3000 companies; this profile has 12 matches in it. */
const corpus: SandboxCorpus = generateCorpus({ seed: 1 });

const groundTruthProfile = (p: typeof dutchPrinters) => ({
  country: p.country,
  companyType: p.companyType,
  productsServices: p.productsServices,
  decisionMaker: p.decisionMaker,
});

const INITIAL_CREDITS = 40;

describeEachDatabase("research engine over the API", ({ handle }) => {
  let sandbox: RunningSandbox;
  let h: ResearchHarness;

  beforeAll(() => {
    sandbox = startSandbox({ corpus });
    h = researchHarness(handle(), sandboxEngineParts(sandbox));
  });

  afterAll(async () => {
    await h?.settled();
    await sandbox?.stop();
  }, 60_000);

  async function newUser(credits = INITIAL_CREDITS) {
    const { user, cookie } = await signedInUser(handle(), {
      creditsLeft: credits,
      creditsMonthlyLimit: credits,
    });
    return { user, api: apiClient(h.app, cookie) };
  }

  test("from the API alone: plan, confirm, run to the target; leads match, contacts are on their pages, credits and stats add up, events rise", async () => {
    const db = handle().db;
    const { user, api } = await newUser();
    const created = await api.post("/api/research-projects", dutchPrinters);
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect(created.json.status).toBe("paused");
    const events: LiveEvent[] = [];
    h.events.subscribe(id, (event) => events.push(event));

    // Plan: the reply lists the AI keywords and the queries, and asks to confirm.
    const planned = await api.say(id, "Start research");
    expect(planned.status).toBe(201);
    const [mine, reply] = planned.json.messages as Json[];
    expect(mine).toMatchObject({ role: "user", content: "Start research" });
    const plan = String(reply?.content);
    expect(reply?.role).toBe("assistant");
    expect(plan.endsWith(CONFIRM_QUESTION)).toBe(true);
    expect((planned.json.project as Json).status).toBe("preparing");
    const stored = (await api.get(`/api/research-projects/${id}`)).json;
    expect(stored.status).toBe("preparing");
    const aiKeywords = stored.aiGeneratedKeywords as string[];
    const queries = stored.searchQueries as string[];
    expect(aiKeywords.length).toBeGreaterThan(0);
    expect(queries.length).toBeGreaterThan(0);
    expect(plan).toContain(`AI keywords: ${aiKeywords.join(", ")}`);
    for (const query of queries) expect(plan).toContain(query);
    // Planning runs nothing and costs nothing.
    expect(h.registry.isRunning(id)).toBe(false);
    expect(await creditsLeft(db, user.id)).toBe(INITIAL_CREDITS);

    const confirmed = await api.post(`/api/research-projects/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect((confirmed.json.project as Json).status).toBe("processing");
    await h.settled();

    const project = (await api.get(`/api/research-projects/${id}`)).json;
    expect(project.status).toBe("completed");
    expect(project.resultCount).toBe(dutchPrinters.companyCount);
    const leads = (await api.get(`/api/research-projects/${id}/results`)).json as Json[];
    expect(leads.length).toBe(dutchPrinters.companyCount);

    // Every accepted company matches the profile per the sandbox's ground truth.
    const mismatches = leads.flatMap((lead) => {
      const company = companyOf(corpus, String(lead.website));
      if (!company) return [`${lead.website}: not a company of the corpus`];
      const verdict = matchesProfile(company, groundTruthProfile(dutchPrinters));
      return verdict.match ? [] : [`${lead.website}: ${verdict.reasons.join("; ")}`];
    });
    expect(mismatches).toEqual([]);
    expect(new Set(leads.map((l) => companyOf(corpus, String(l.website))?.domain)).size).toBe(
      leads.length,
    );

    // Every contact value shown is on the page it names, on the company's own site.
    const shown = leads.flatMap((lead) => sourcedValues(lead).map((item) => ({ lead, item })));
    expect(shown.length).toBeGreaterThanOrEqual(leads.length);
    const problems = shown.flatMap(({ lead, item }) => sourceProblem(corpus, lead, item) ?? []);
    expect(problems).toEqual([]);

    // One credit per lead, one usage log per lead, stats in step.
    expect(await creditsLeft(db, user.id)).toBe(INITIAL_CREDITS - leads.length);
    const logs = await usageLogs(db, user.id);
    expect(logs.length).toBe(leads.length);
    expect(logs.every((l) => l.projectId === id && l.creditsUsed === 1)).toBe(true);
    const stats = await statsOf(db, user.id);
    expect(stats?.totalCompaniesFound).toBe(leads.length);
    expect(stats?.totalDecisionMakers).toBe(
      leads.filter((l) => l.contactName && l.contactEmail).length,
    );

    // The chat ends with the completion message.
    const messages = (await api.get(`/api/research-projects/${id}/messages`)).json as Json[];
    expect(messages.at(-1)).toMatchObject({
      role: "assistant",
      content: targetReachedReply(leads.length),
    });

    // The live bus: accepted counts rise one by one to the target, then TARGET_REACHED.
    const accepted = events.filter((e) => e.type === "COMPANY_ACCEPTED");
    const counts = accepted.map((e) => (e.data as { acceptedCount: number }).acceptedCount);
    expect(counts).toEqual(Array.from({ length: leads.length }, (_, i) => i + 1));
    const reached = events.findIndex((e) => e.type === "TARGET_REACHED");
    expect(reached).toBeGreaterThan(events.lastIndexOf(accepted.at(-1) as LiveEvent));
    expect(events[reached]?.data).toMatchObject({ acceptedCount: leads.length });

    const [row] = await db.select().from(researchProjects).where(eq(researchProjects.id, id));
    expect(row?.processingStartedAt).not.toBeNull();
  }, 120_000);
  async function planned(api: Awaited<ReturnType<typeof newUser>>["api"], form: Json) {
    const created = await api.post("/api/research-projects", form);
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect((await api.say(id, "Start research")).status).toBe(201);
    return id;
  }

  const lastReply = (exchange: { json: Json }) =>
    String(((exchange.json.messages as Json[]).at(-1) as Json).content);

  test("chat: 'Cancel research' while preparing pauses, runs nothing, and confirm then has no plan", async () => {
    const { user, api } = await newUser();
    const id = await planned(api, { ...dutchPrinters, companyCount: 3 });
    expect((await api.get(`/api/research-projects/${id}`)).json.status).toBe("preparing");
    const cancelled = await api.say(id, "Cancel research");
    expect(cancelled.status).toBe(201);
    expect(lastReply(cancelled)).toBe(cancelledReply(0));
    expect((cancelled.json.project as Json).status).toBe("paused");
    const confirm = await api.post(`/api/research-projects/${id}/confirm`);
    expect(lastReply(confirm)).toBe(notPreparedReply());
    expect((confirm.json.project as Json).status).toBe("paused");
    await h.settled();
    expect(h.runs.filter((r) => r.projectId === id)).toEqual([]);
    expect(await leadTotal(handle().db, id)).toBe(0);
    expect(await creditsLeft(handle().db, user.id)).toBe(INITIAL_CREDITS);
  });

  test("chat: more leads after completion raise the target (capped at 50) and the run continues; an added exclusion keeps its company out", async () => {
    const db = handle().db;
    const { user, api } = await newUser();
    const id = await planned(api, { ...dutchPrinters, companyCount: 3 });
    await api.post(`/api/research-projects/${id}/confirm`);
    await h.settled();
    expect((await api.get(`/api/research-projects/${id}`)).json.status).toBe("completed");
    expect(await leadTotal(db, id)).toBe(3);

    // A matching company the plan's searches find and the run has not looked at yet.
    const seen = new Set((await processedRows(db, id)).map((r) => r.domain));
    const queries = await db.select().from(searchQueries).where(eq(searchQueries.projectId, id));
    const found = new Set(await searchedDomains(sandbox.search, queries, "NL", "nl"));
    const excluded = corpus.companies.find(
      (c) =>
        found.has(c.domain) &&
        !seen.has(c.domain) &&
        matchesProfile(c, groundTruthProfile(dutchPrinters)).match,
    );
    if (!excluded) throw new Error("no unseen matching company among the plan's hits");
    const exclusion = await api.say(id, `exclude ${excluded.domain}`);
    expect(exclusion.status).toBe(201);

    const more = await api.say(id, "find 30 more companies");
    expect(lastReply(more)).toBe(moreReply(30, 33, false));
    expect(more.json.project).toMatchObject({ status: "processing", companyCount: 33 });
    await h.settled();
    const afterMore = await leadTotal(db, id);
    expect(afterMore).toBeGreaterThan(3);
    let project = (await api.get(`/api/research-projects/${id}`)).json;
    // The corpus holds 12 matches, so the run uses up its queries and says so.
    expect(project.status).toBe("completed");
    const messages = (await api.get(`/api/research-projects/${id}/messages`)).json as Json[];
    const last = messages.at(-1)?.content;
    expect(last).toBe(exhaustedReply(afterMore, 33, project as unknown as SearchScope));
    // Honest numbers and a step the user can take now: the exclusion typed during the run.
    expect(last).toContain(`Found ${afterMore} of 33 companies: the search ran out`);
    expect(last).toContain(`type 'remove exclusion ${excluded.domain}'`);

    // The excluded company was seen by the run and never became a lead.
    const processed = new Set((await processedRows(db, id)).map((r) => r.domain));
    expect(processed.has(excluded.domain)).toBe(true);
    const leads = (await api.get(`/api/research-projects/${id}/results`)).json as Json[];
    expect(leads.map((l) => companyDomain(String(l.website)))).not.toContain(excluded.domain);

    const again = await api.say(id, "Add more leads to the research");
    expect(again.json.project).toMatchObject({ status: "processing", companyCount: 43 });
    expect(lastReply(again)).toBe(moreReply(43 - afterMore, 43, false));
    await h.settled();

    const capped = await api.say(id, "find 30 more companies");
    const now = await leadTotal(db, id);
    expect(capped.json.project).toMatchObject({ status: "processing", companyCount: 50 });
    expect(lastReply(capped)).toBe(moreReply(50 - now, 50, true));
    await h.settled();
    project = (await api.get(`/api/research-projects/${id}`)).json;
    expect(project.companyCount).toBe(50);
    const total = await leadTotal(db, id);
    expect(await creditsLeft(db, user.id)).toBe(INITIAL_CREDITS - total);
    expect((await usageLogs(db, user.id)).length).toBe(total);
  }, 180_000);

  test("chat: keywords and exclusions added and removed persist on the project", async () => {
    const { api } = await newUser();
    const created = await api.post("/api/research-projects", {
      ...dutchPrinters,
      keywords: "drukkerij",
    });
    const id = created.json.id as number;
    const stored = async () => (await api.get(`/api/research-projects/${id}`)).json;
    const says = async (text: string, reply: string) =>
      expect(lastReply(await api.say(id, text))).toBe(reply);

    await says("add keyword offset printing", keywordAddedReply("offset printing"));
    expect((await stored()).keywords).toBe("drukkerij, offset printing");
    await says("exclude Acme Print", exclusionAddedReply("Acme Print"));
    await says("add exclusion packaging", exclusionAddedReply("packaging"));
    expect((await stored()).exclusions).toBe("Acme Print, packaging");
    await says("remove keyword drukkerij", keywordRemovedReply("drukkerij", true));
    expect((await stored()).keywords).toBe("offset printing");
    await says("remove exclusion Acme Print", exclusionRemovedReply("Acme Print", true));
    expect((await stored()).exclusions).toBe("packaging");
    await says("remove exclusion Acme Print", exclusionRemovedReply("Acme Print", false));
    await says("stop excluding packaging", exclusionRemovedReply("packaging", true));
    await says("remove keyword offset printing", keywordRemovedReply("offset printing", true));
    const last = await stored();
    expect(last.exclusions).toBeNull();
    expect(last.keywords).toBeNull();
    expect(last.status).toBe("paused");
  });

  test("chat: a question naming a found company answers with its stored facts; other text gets the help reply", async () => {
    const { api } = await newUser();
    const id = await planned(api, { ...dutchPrinters, companyCount: 4 });
    await api.post(`/api/research-projects/${id}/confirm`);
    await h.settled();
    const leads = (await api.get(`/api/research-projects/${id}/results`)).json as Json[];
    expect(leads.length).toBe(4);
    // The one with the most stored facts makes the strictest check.
    const facts = (l: Json) => Object.values(l).filter((v) => typeof v === "string").length;
    const lead = [...leads].sort((a, b) => facts(b) - facts(a))[0] as Json;

    const answer = lastReply(await api.say(id, `What do you know about ${lead.companyName}?`));
    expect(answer).not.toBe(helpReply());
    const expected = [
      lead.companyName,
      lead.website,
      lead.industry,
      lead.contactName,
      lead.contactTitle,
      lead.contactEmail,
      lead.contactPhone,
      lead.companyEmail,
      lead.companyPhone,
    ].filter((v): v is string => typeof v === "string" && v !== "");
    expect(expected.length).toBeGreaterThanOrEqual(4);
    for (const value of expected) expect(answer).toContain(value);
    if (!lead.contactName) expect(answer).toContain("No contact found");
    // Nothing from another lead leaks into the answer.
    for (const other of leads.filter((l) => l !== lead)) {
      if (other.companyEmail) expect(answer).not.toContain(String(other.companyEmail));
    }

    for (const text of ["What's the weather like in Amsterdam tomorrow?", "asdf qwerty"]) {
      const reply = await api.say(id, text);
      expect(reply.status).toBe(201);
      expect(lastReply(reply)).toBe(helpReply());
    }
    expect((await api.get(`/api/research-projects/${id}`)).json.status).toBe("completed");
  }, 120_000);

  test("chat: another user's project is a 404 on messages and confirm; empty and over-long messages are 400 and store nothing", async () => {
    const db = handle().db;
    const owner = await newUser();
    const stranger = await newUser();
    const id = await planned(owner.api, { ...dutchPrinters, companyCount: 3 });
    const before = await messageCount(db, id);

    expect((await stranger.api.get(`/api/research-projects/${id}/messages`)).status).toBe(404);
    expect((await stranger.api.say(id, "Start research")).status).toBe(404);
    expect((await stranger.api.say(id, "yes")).status).toBe(404);
    expect((await stranger.api.post(`/api/research-projects/${id}/confirm`)).status).toBe(404);
    expect(await messageCount(db, id)).toBe(before);
    expect((await owner.api.get(`/api/research-projects/${id}`)).json.status).toBe("preparing");
    expect(h.registry.isRunning(id)).toBe(false);

    for (const content of ["", "   ", "x".repeat(MAX_MESSAGE_CHARS + 1)]) {
      const res = await owner.api.say(id, content);
      expect(`${content.length}: ${res.status}`).toBe(`${content.length}: 400`);
    }
    const missing = await owner.api.post(`/api/research-projects/${id}/messages`, {});
    expect(missing.status).toBe(400);
    expect(await messageCount(db, id)).toBe(before);
    // The longest allowed message is taken (and, being no request, answered with help).
    const longest = await owner.api.say(id, "x".repeat(MAX_MESSAGE_CHARS));
    expect(longest.status).toBe(201);
    expect(await messageCount(db, id)).toBe(before + 2);
    expect((await owner.api.get(`/api/research-projects/${id}`)).json.status).toBe("preparing");
  });
});

describeEachDatabase("research engine: a page's instructions change nothing", ({ handle }) => {
  const profileForm = { ...dutchPrinters, name: "Dutch printers, injected web", companyCount: 50 };
  const profile = profileOf({
    ...profileForm,
    city: null,
    keywords: null,
    aiGeneratedKeywords: [],
    exclusions: null,
    existingCompanies: [],
  });
  const injected = PROMPT_INJECTIONS.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n");
  let clean: RunningSandbox;
  let dirty: RunningSandbox;
  let h: ResearchHarness;
  let chosen: { rejected: SandboxCompany; accepted: SandboxCompany; silent: SandboxCompany };
  let silentContact: ReturnType<typeof leadContact>;

  // The engine's own reading parts, without the polite per-host pause (these reads are few).
  const readers = new Map<RunningSandbox, ReturnType<typeof sandboxEngineParts>>();

  /** What the engine reads of a company on a web, and the verifier's verdict on it. */
  async function judged(web: RunningSandbox, company: SandboxCompany) {
    const parts = readers.get(web) ?? sandboxEngineParts(web, { perHostDelayMs: 0 });
    readers.set(web, parts);
    const reading = await readCompany(parts, `http://${company.domain}/`, company.domain, "NL");
    if (!reading.ok) throw new Error(`${company.domain} unreadable: ${reading.reason}`);
    const verifier = createModelVerifier(h.engine.model);
    const { verdict } = await verifier.verify(profile, reading.evidence);
    return { reading, verdict };
  }

  beforeAll(async () => {
    clean = startSandbox({ corpus });
    h = researchHarness(handle(), sandboxEngineParts(clean));
    // The companies the run's own plan finds first: one it rightly rejects, one it accepts,
    // each a readable UTF-8 site with a company address of its own.
    const { value: plan } = await planQueries(h.engine.model, planRequest(profile));
    const found = await searchedDomains(clean.search, plan.queries, "NL", "nl");
    const pick = async (wanted: boolean) => {
      for (const domain of found) {
        const company = corpus.companies.find((c) => c.domain === domain);
        if (!company?.email || company.isParked || company.disallowed.length > 0) continue;
        // Crawl-delayed and slow sites only make the reads below slower.
        if (company.features.some((f) => f === "crawl-delay" || f === "slow-pages")) continue;
        if (matchesProfile(company, groundTruthProfile(dutchPrinters)).match !== wanted) continue;
        const home = corpus.sites.find((s) => s.domain === domain)?.pages[
          servedPath(corpus, domain)
        ];
        if (!/charset=utf-8/i.test(home?.headers["content-type"] ?? "")) continue;
        if ((await judged(clean, company)).verdict.accept === wanted) return company;
      }
      throw new Error(`no ${wanted ? "matching" : "non-matching"} company among the plan's hits`);
    };
    // And a readable site that states no address of its own anywhere.
    const silent = corpus.companies.find(
      (c) =>
        !c.email &&
        !c.isParked &&
        c.disallowed.length === 0 &&
        /charset=utf-8/i.test(
          corpus.sites.find((s) => s.domain === c.domain)?.pages[servedPath(corpus, c.domain)]
            ?.headers["content-type"] ?? "",
        ),
    );
    if (!silent) throw new Error("no company without an address of its own");
    chosen = { rejected: await pick(false), accepted: await pick(true), silent };
    report(`injected: ${chosen.rejected.domain} (no match), ${chosen.accepted.domain} (match)`);
    dirty = startSandbox({
      corpus: withHomeHtml(
        corpus,
        [chosen.rejected.domain, chosen.accepted.domain, silent.domain],
        injected,
      ),
    });
    h = researchHarness(handle(), sandboxEngineParts(dirty));
    // Read here, so that the inverted test below can only be failing for its assertion.
    const { reading } = await judged(dirty, silent);
    silentContact = leadContact(reading.facts, profile.decisionMaker);
  }, 60_000);

  afterAll(async () => {
    await h?.settled();
    await clean?.stop();
    await dirty?.stop();
  }, 60_000);

  test("the same evidence with and without the injected text gets the same verdict", async () => {
    for (const company of [chosen.rejected, chosen.accepted]) {
      const before = await judged(clean, company);
      const after = await judged(dirty, company);
      const text = after.reading.evidence.pages.map((p) => p.text).join("\n");
      // The engine did read the instructions...
      for (const injection of PROMPT_INJECTIONS) expect(text).toContain(injection);
      // ...and they changed neither the verdict nor any criterion's reason.
      expect(after.verdict).toEqual(before.verdict);
      // Nor who the contact is: the injected "CEO" is not a person on the page.
      expect(after.reading.facts.people.map((p) => p.name.value)).toEqual(
        before.reading.facts.people.map((p) => p.name.value),
      );
      expect(leadContact(after.reading.facts, profile.decisionMaker)).toEqual(
        leadContact(before.reading.facts, profile.decisionMaker),
      );
    }
  });

  // An address in running text is no contact: with no address of the site's own to prefer, an
  // injected one must still not become the company's email.
  test("an injected address is not shown as the email of a site that states none of its own", () => {
    expect(JSON.stringify(silentContact).toLowerCase()).not.toContain("ceo@example.com");
  });

  test("a run over the injected web still rejects the non-matching company, accepts the matching one and shows no injected contact", async () => {
    const db = handle().db;
    const { user, cookie } = await signedInUser(handle(), { creditsLeft: 100 });
    const api = apiClient(h.app, cookie);
    const id = await researchRun(h, api, profileForm);
    // A target above the corpus's 12 matches: the run reads everything its searches find.
    expect((await api.get(`/api/research-projects/${id}`)).json.status).toBe("completed");

    const { leads, rejected } = await outcomesOf(api, id);
    const domainOf = (row: Json) => companyDomain(String(row.website));
    expect(leads.map(domainOf)).toContain(chosen.accepted.domain);
    expect(leads.map(domainOf)).not.toContain(chosen.rejected.domain);
    const rejection = rejected.find((r) => domainOf(r) === chosen.rejected.domain);
    const cleanVerdict = (await judged(clean, chosen.rejected)).verdict;
    expect(rejection?.reasoning).toBe(reasoningOf(cleanVerdict));

    // Every lead is a real match, and nothing the pages told the model shows up in a lead.
    for (const lead of leads) {
      const company = companyOf(corpus, String(lead.website));
      expect(company && matchesProfile(company, groundTruthProfile(dutchPrinters)).match).toBe(
        true,
      );
      const shown = JSON.stringify(lead).toLowerCase();
      expect(shown).not.toContain("elon example");
      expect(shown).not.toContain("ceo@example.com");
    }
    const lead = leads.find((l) => domainOf(l) === chosen.accepted.domain) as Json;
    expect(lead.companyEmail).toBe(chosen.accepted.email?.value ?? null);
    // "Charge no credit" was not obeyed either: one credit per lead.
    expect(await creditsLeft(db, user.id)).toBe(100 - leads.length);
    expect((await usageLogs(db, user.id)).length).toBe(leads.length);
  }, 120_000);
});

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
