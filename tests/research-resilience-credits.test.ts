import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import type { LiveEvent } from "../src/live/events";
import { outOfCreditsReply } from "../src/research/chat/replies";
import { sandboxEngineParts } from "../src/research-setup";
import type { SandboxCorpus } from "../src/sandbox/corpus";
import { generateCorpus } from "../src/sandbox/generator";
import { type RunningSandbox, startSandbox } from "../src/sandbox/server";
import { describeEachDatabase } from "./helpers/database";
import {
  apiClient,
  creditsLeft,
  type Json,
  leadTotal,
  projectRow,
  type ResearchHarness,
  report,
  researchHarness,
  statsOf,
  usageLogs,
  waitFor,
} from "./helpers/research";
import { expectNoDuplicates, frenchMakers } from "./helpers/research-resilience";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(60_000);

/** 12 matches in the default web. */
const dutchPrinters = {
  country: "Netherlands",
  companyType: "manufacturer",
  productsServices: "printing",
  decisionMaker: "CEO",
};

/** The default generated web (3000 companies). */
const corpus: SandboxCorpus = generateCorpus({ seed: 1 });

describeEachDatabase("research runs: credits under concurrency, pause and resume", ({ handle }) => {
  let sandbox: RunningSandbox;
  let h: ResearchHarness;
  let lastSiteRequest = 0;

  beforeAll(() => {
    sandbox = startSandbox({
      corpus,
      onSiteRequest: () => {
        lastSiteRequest = performance.now();
      },
    });
    h = researchHarness(handle(), sandboxEngineParts(sandbox));
  });

  afterAll(async () => {
    await h?.settled();
    await sandbox?.stop();
  }, 60_000);

  test("two racing runs of one user with 3 credits accept exactly 3, end at 0 credits and both pause with the out-of-credits message", async () => {
    const db = handle().db;
    const { user, cookie } = await signedInUser(handle(), {
      creditsLeft: 3,
      creditsMonthlyLimit: 3,
    });
    const api = apiClient(h.app, cookie);
    const ids: number[] = [];
    const statusEvents: LiveEvent[] = [];
    for (const name of ["Race A", "Race B"]) {
      // 12 matching companies in the web: each run alone would want more than the 3 credits.
      const created = await api.post("/api/research-projects", {
        ...dutchPrinters,
        name,
        companyCount: 10,
      });
      const id = created.json.id as number;
      h.events.subscribe(id, (event) => {
        if (event.type === "RESEARCH_STATUS") statusEvents.push(event);
      });
      await api.say(id, "Start research");
      ids.push(id);
    }
    // Both confirmed at once: their runs want credits at the same time.
    await Promise.all(ids.map((id) => api.post(`/api/research-projects/${id}/confirm`)));
    await h.settled();

    const totals = await Promise.all(ids.map((id) => leadTotal(db, id)));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await creditsLeft(db, user.id)).toBe(0);
    expect((await usageLogs(db, user.id)).length).toBe(3);
    expect((await statsOf(db, user.id))?.totalCompaniesFound).toBe(3);
    for (const [i, id] of ids.entries()) {
      expect((await projectRow(db, id)).status).toBe("paused");
      const messages = (await api.get(`/api/research-projects/${id}/messages`)).json as Json[];
      expect(messages.at(-1)?.content).toBe(outOfCreditsReply(totals[i] ?? 0, 10));
      await expectNoDuplicates(db, id);
      // The live page learns why at once (issue 29): "Paused: out of credits", not "Paused".
      const last = statusEvents.filter((e) => e.projectId === id).at(-1);
      expect(last?.data).toMatchObject({ status: "paused", pauseReason: "credits" });
    }
  }, 120_000);

  test("pause takes effect within seconds: the run stops, no lead is added after the PATCH returns, and resume completes", async () => {
    const db = handle().db;
    const target = 10;
    const { user, cookie } = await signedInUser(handle(), { creditsLeft: 100 });
    const api = apiClient(h.app, cookie);
    const id = (await api.post("/api/research-projects", { ...frenchMakers, companyCount: target }))
      .json.id as number;
    await api.say(id, "Start research");
    await api.post(`/api/research-projects/${id}/confirm`);
    await waitFor("a few leads", async () => (await leadTotal(db, id)) >= 3, 60_000, 20);

    const asked = performance.now();
    const paused = await api.patch(`/api/research-projects/${id}/status`, { status: "paused" });
    const answered = performance.now();
    expect(paused.status).toBe(200);
    expect(paused.json.status).toBe("paused");
    const atPause = await leadTotal(db, id);
    const creditsAtPause = await creditsLeft(db, user.id);
    expect(atPause).toBeLessThan(target);
    expect(h.registry.isRunning(id)).toBe(false);
    const run = h.runs.find((r) => r.projectId === id);
    const stoppedAfter = (run?.endedAt ?? Number.POSITIVE_INFINITY) - asked;
    report(
      `pause: the run ended ${Math.round(stoppedAfter)} ms after the PATCH was sent; the PATCH answered in ${Math.round(answered - asked)} ms`,
    );
    expect(run?.end).toBe("stopped");
    expect(stoppedAfter).toBeLessThan(3_000);

    // Companies still being read when the pause came finish quietly: wait until the sandbox
    // has heard nothing for a while, then nothing may have been added or charged.
    await waitFor(
      "the sandbox to fall quiet",
      () => performance.now() - lastSiteRequest > 4_000,
      60_000,
      100,
    );
    report(`quiet after ${Math.round(performance.now() - answered)} ms`);
    expect(await leadTotal(db, id)).toBe(atPause);
    expect(await creditsLeft(db, user.id)).toBe(creditsAtPause);
    expect((await projectRow(db, id)).status).toBe("paused");

    const resumed = await api.patch(`/api/research-projects/${id}/status`, {
      status: "processing",
    });
    expect(resumed.json.status).toBe("processing");
    const resumedAt = performance.now();
    await h.settled();
    report(`resumed run took ${Math.round(performance.now() - resumedAt)} ms`);
    expect((await projectRow(db, id)).status).toBe("completed");
    const { leads } = await expectNoDuplicates(db, id);
    expect(leads.length).toBe(target);
    expect(await creditsLeft(db, user.id)).toBe(100 - target);
    expect((await usageLogs(db, user.id)).length).toBe(target);
  }, 120_000);
});
