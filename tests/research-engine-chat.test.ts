import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { searchQueries } from "../db/schema";
import { companyDomain } from "../src/company-domain";
import type { SearchScope } from "../src/projects/completion-note";
import {
  cancelledReply,
  exclusionAddedReply,
  exclusionRemovedReply,
  exhaustedReply,
  helpReply,
  keywordAddedReply,
  keywordRemovedReply,
  moreReply,
  notPreparedReply,
} from "../src/research/chat/replies";
import { MAX_MESSAGE_CHARS } from "../src/routes/api/research";
import { matchesProfile } from "../src/sandbox/ground-truth";
import type { RunningSandbox } from "../src/sandbox/server";
import { describeEachDatabase } from "./helpers/database";
import { DUTCH_PRINTERS as dutchPrinters } from "./helpers/projects";
import {
  creditsLeft,
  type Json,
  leadTotal,
  messageCount,
  processedRows,
  type ResearchHarness,
  searchedDomains,
  usageLogs,
} from "./helpers/research";
import {
  corpus,
  engineOverApi,
  groundTruthProfile,
  INITIAL_CREDITS,
} from "./helpers/research-engine";

describeEachDatabase("research engine over the API", ({ handle }) => {
  let sandbox: RunningSandbox;
  let h: ResearchHarness;
  const { newUser } = engineOverApi(handle, (harness, web) => {
    h = harness;
    sandbox = web;
  });
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
    const results = (await api.get(`/api/research-projects/${id}/results`)).json as Json[];
    const named = results.filter((l) => l.contactName);
    const tally = {
      title: String(project.decisionMaker),
      named: named.length,
      direct: named.filter((l) => l.contactEmail || l.contactPhone).length,
    };
    expect(last).toBe(exhaustedReply(afterMore, 33, project as unknown as SearchScope, tally));
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
