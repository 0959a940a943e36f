import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { researchProjects } from "../db/schema";
import type { LiveEvent } from "../src/live/events";
import { CONFIRM_QUESTION, targetReachedReply } from "../src/research/chat/replies";
import { matchesProfile } from "../src/sandbox/ground-truth";
import { describeEachDatabase } from "./helpers/database";
import { DUTCH_PRINTERS as dutchPrinters } from "./helpers/projects";
import {
  companyOf,
  creditsLeft,
  type Json,
  type ResearchHarness,
  sourcedValues,
  sourceProblem,
  statsOf,
  usageLogs,
} from "./helpers/research";
import {
  corpus,
  engineOverApi,
  groundTruthProfile,
  INITIAL_CREDITS,
} from "./helpers/research-engine";

describeEachDatabase("research engine over the API", ({ handle }) => {
  let h: ResearchHarness;
  const { newUser } = engineOverApi(handle, (harness) => {
    h = harness;
  });

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

    // The chat ends with the completion message, which counts people, not only companies.
    const messages = (await api.get(`/api/research-projects/${id}/messages`)).json as Json[];
    const named = leads.filter((l) => l.contactName);
    const tally = {
      title: String(project.decisionMaker),
      named: named.length,
      direct: named.filter((l) => l.contactEmail || l.contactPhone).length,
    };
    expect(messages.at(-1)).toMatchObject({
      role: "assistant",
      content: targetReachedReply(leads.length, tally),
    });

    // The live bus: accepted counts rise one by one to the target, then TARGET_REACHED.
    const accepted = events.filter((e) => e.type === "COMPANY_ACCEPTED");
    const counts = accepted.map((e) => (e.data as { acceptedCount: number }).acceptedCount);
    expect(counts).toEqual(Array.from({ length: leads.length }, (_, i) => i + 1));
    const reached = events.findIndex((e) => e.type === "TARGET_REACHED");
    expect(reached).toBeGreaterThan(events.lastIndexOf(accepted.at(-1) as LiveEvent));
    expect(events[reached]?.data).toMatchObject({ acceptedCount: leads.length });
    // Issue 29: the run's end is its last word on progress. Sites still being read when it ended
    // finish later (h.settled() waited for them), but their batch figures never reach the page;
    // the final status event says completed, without a pause reason.
    const afterEnd = events.slice(reached);
    expect(afterEnd.filter((e) => e.type === "BATCH_PROGRESS")).toEqual([]);
    expect(afterEnd.find((e) => e.type === "RESEARCH_STATUS")?.data).toMatchObject({
      status: "completed",
    });
    expect(afterEnd.find((e) => e.type === "RESEARCH_STATUS")?.data.pauseReason).toBeUndefined();

    const [row] = await db.select().from(researchProjects).where(eq(researchProjects.id, id));
    expect(row?.processingStartedAt).not.toBeNull();
  }, 120_000);
});
