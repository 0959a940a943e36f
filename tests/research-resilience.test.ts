import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  setDefaultTimeout,
  test,
} from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { companies, companyResearchResults, researchProjects } from "../db/schema";
import { seedPlans } from "../db/seed";
import { companyDomain } from "../src/company-domain";
import { outOfCreditsReply } from "../src/research/chat/replies";
import { sandboxEngineParts } from "../src/research-setup";
import type { SandboxCorpus } from "../src/sandbox/corpus";
import { generateCorpus } from "../src/sandbox/generator";
import { matchesProfile } from "../src/sandbox/ground-truth";
import { industries } from "../src/sandbox/industries";
import { type RunningSandbox, startSandbox } from "../src/sandbox/server";
import {
  type AppProcess,
  FAULT_WEB_COMPANIES,
  killHard,
  startAppProcess,
  stopAllAppProcesses,
  stopGracefully,
  withServerOutput,
} from "./helpers/app-process";
import {
  createTestDatabase,
  describeEachDatabase,
  isPostgresReachable,
  type TestDatabase,
} from "./helpers/database";
import {
  apiClient,
  creditsLeft,
  type Json,
  leadRows,
  leadTotal,
  processedRows,
  projectRow,
  type ResearchHarness,
  rejectedRows,
  report,
  researchHarness,
  statsOf,
  usageLogs,
  waitFor,
} from "./helpers/research";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(60_000);

/** Every product the generator knows: with one country and type, a profile with many matches. */
const EVERY_PRODUCT = industries.map((i) => i.name.en).join(", ");

const frenchMakers = {
  name: "French makers",
  country: "France",
  companyType: "manufacturer",
  productsServices: EVERY_PRODUCT,
  decisionMaker: "CEO",
};

const groundTruthProfile = {
  country: frenchMakers.country,
  companyType: frenchMakers.companyType,
  productsServices: frenchMakers.productsServices,
  decisionMaker: frenchMakers.decisionMaker,
};

/** 12 matches in the default web. */
const dutchPrinters = {
  country: "Netherlands",
  companyType: "manufacturer",
  productsServices: "printing",
  decisionMaker: "CEO",
};

/** The default generated web (3000 companies). */
const corpus: SandboxCorpus = generateCorpus({ seed: 1 });

/** Leads per company are unique, and no domain is both a lead and a rejection. */
async function expectNoDuplicates(db: TestDatabase["db"], projectId: number) {
  const leads = await leadRows(db, projectId);
  expect(new Set(leads.map((l) => l.companyId)).size).toBe(leads.length);
  const rejected = (await rejectedRows(db, projectId)).map((r) => companyDomain(r.website));
  expect(new Set(rejected).size).toBe(rejected.length);
  const processed = (await processedRows(db, projectId)).map((r) => r.domain);
  expect(new Set(processed).size).toBe(processed.length);
  return { leads, rejected, processed };
}

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
    for (const name of ["Race A", "Race B"]) {
      // 12 matching companies in the web: each run alone would want more than the 3 credits.
      const created = await api.post("/api/research-projects", {
        ...dutchPrinters,
        name,
        companyCount: 10,
      });
      const id = created.json.id as number;
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

// --- The real process, killed mid-run ------------------------------------------------------

/** The web the spawned server generates from SANDBOX_SEED and SANDBOX_COMPANIES. */
let killCorpus: SandboxCorpus | undefined;
const KILL_TARGET = 15;
const INITIAL_CREDITS = 50;

afterEach(() => stopAllAppProcesses());

/** A user with credits and a session, and a project already 'processing' (boot re-queues it). */
async function prepare(database: DatabaseHandle) {
  const { user, cookie } = await signedInUser(database as TestDatabase, {
    creditsLeft: INITIAL_CREDITS,
    creditsMonthlyLimit: INITIAL_CREDITS,
  });
  const [project] = await database.db
    .insert(researchProjects)
    .values({
      userId: user.id,
      ...frenchMakers,
      companyCount: KILL_TARGET,
      status: "processing",
      processingStartedAt: new Date(),
    })
    .returning();
  if (!project) throw new Error("no project");
  return { userId: user.id, projectId: project.id, cookie };
}

/** What the project looks like through the API of a running server. */
async function projectOverHttp(server: AppProcess, projectId: number, cookie: string) {
  const res = await fetch(`${server.url}/api/research-projects/${projectId}`, {
    headers: { cookie },
  });
  if (res.status !== 200) throw new Error(`GET project: ${res.status} ${await res.text()}`);
  return (await res.json()) as { status: string; resultCount: number };
}

/** The ledger after the restarted run: unique leads, one credit and one log per lead. */
async function expectChargedOnce(db: DatabaseHandle["db"], userId: number, projectId: number) {
  const { leads, rejected } = await expectNoDuplicates(db, projectId);
  expect(leads.length).toBe(KILL_TARGET);
  expect((await projectRow(db, projectId)).status).toBe("completed");
  expect(await creditsLeft(db, userId)).toBe(INITIAL_CREDITS - leads.length);
  const logs = await usageLogs(db, userId);
  expect(logs.length).toBe(leads.length);
  expect((await statsOf(db, userId))?.totalCompaniesFound).toBe(leads.length);
  // No domain both accepted and rejected.
  const leadDomains = new Set(await leadDomainsOf(db, projectId));
  for (const domain of rejected) expect(leadDomains.has(domain ?? "")).toBe(false);
  // And every lead is a real match.
  killCorpus ??= generateCorpus({ seed: 1, companies: FAULT_WEB_COMPANIES });
  for (const domain of leadDomains) {
    const company = killCorpus.companies.find((c) => c.domain === domain);
    expect(company && matchesProfile(company, groundTruthProfile).match).toBe(true);
  }
}

async function leadDomainsOf(db: DatabaseHandle["db"], projectId: number): Promise<string[]> {
  const rows = await db
    .select({ domain: companies.domain })
    .from(companyResearchResults)
    .innerJoin(companies, eq(companies.id, companyResearchResults.companyId))
    .where(eq(companyResearchResults.projectId, projectId));
  return rows.map((r) => r.domain);
}

describe("research runs survive SIGKILL and restart", () => {
  test("on Postgres: killed mid-run, the restarted server completes with no duplicate lead and one credit per lead", async () => {
    if (!(await isPostgresReachable())) return;
    const database = await createTestDatabase("postgres");
    try {
      const { userId, projectId } = await prepare(database);
      const env = { DATABASE_URL: database.url ?? "" };
      const first = await startAppProcess(env);
      const atKill = await waitFor(
        "three leads before the kill",
        async () => {
          const n = await leadTotal(database.db, projectId);
          return n >= 3 ? n : undefined;
        },
        60_000,
        20,
      );
      await killHard(first);
      const leadsAtKill = await leadTotal(database.db, projectId);
      report(`kill (postgres): ${atKill} leads seen, ${leadsAtKill} stored at SIGKILL`);
      expect(leadsAtKill).toBeLessThan(KILL_TARGET);
      expect((await projectRow(database.db, projectId)).status).toBe("processing");

      const started = performance.now();
      await startAppProcess(env);
      await withServerOutput(
        waitFor(
          "the restarted run to complete",
          async () => (await projectRow(database.db, projectId)).status === "completed",
          90_000,
          100,
        ),
      );
      report(
        `kill (postgres): completed ${Math.round(performance.now() - started)} ms after restart`,
      );
      await expectChargedOnce(database.db, userId, projectId);
    } finally {
      await stopAllAppProcesses();
      await database.close();
    }
  }, 180_000);

  test("on PGlite: killed mid-run, the restarted server completes with no duplicate lead and one credit per lead", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "exd-kill-"));
    try {
      const pgliteDir = join(dataDir, "pglite");
      const setup = await openDatabase({ dataDir: pgliteDir });
      await migrateDatabase(setup);
      await seedPlans(setup.db);
      const { userId, projectId, cookie } = await prepare(setup);
      await setup.close();

      // PGlite has one process: read it through the server's API while it runs.
      const env = { DATA_DIR: dataDir };
      const first = await startAppProcess(env);
      const atKill = await waitFor(
        "three leads before the kill",
        async () => {
          const n = (await projectOverHttp(first, projectId, cookie)).resultCount;
          return n >= 3 ? n : undefined;
        },
        60_000,
        20,
      );
      await killHard(first);

      const second = await startAppProcess(env);
      const afterRestart = await projectOverHttp(second, projectId, cookie);
      report(
        `kill (pglite): ${atKill} leads seen before SIGKILL, ${afterRestart.resultCount} after restart`,
      );
      // Nothing committed is lost.
      expect(afterRestart.resultCount).toBeGreaterThanOrEqual(atKill);
      await withServerOutput(
        waitFor(
          "the restarted run to complete",
          async () => (await projectOverHttp(second, projectId, cookie)).status === "completed",
          90_000,
          100,
        ),
      );
      expect(await stopGracefully(second)).toBe(0);

      const check = await openDatabase({ dataDir: pgliteDir });
      try {
        await expectChargedOnce(check.db, userId, projectId);
      } finally {
        await check.close();
      }
    } finally {
      await stopAllAppProcesses();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

afterAll(() => stopAllAppProcesses());
