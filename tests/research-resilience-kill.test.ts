import { afterAll, afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { companies, companyResearchResults, researchProjects } from "../db/schema";
import { seedPlans } from "../db/seed";
import type { SandboxCorpus } from "../src/sandbox/corpus";
import { generateCorpus } from "../src/sandbox/generator";
import { matchesProfile } from "../src/sandbox/ground-truth";
import {
  type AppProcess,
  FAULT_WEB_COMPANIES,
  killHard,
  startAppProcess,
  stopAllAppProcesses,
  stopGracefully,
  withServerOutput,
} from "./helpers/app-process";
import { createTestDatabase, isPostgresReachable, type TestDatabase } from "./helpers/database";
import {
  creditsLeft,
  leadTotal,
  projectRow,
  report,
  statsOf,
  usageLogs,
  waitFor,
} from "./helpers/research";
import { expectNoDuplicates, frenchMakers } from "./helpers/research-resilience";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(60_000);

const groundTruthProfile = {
  country: frenchMakers.country,
  companyType: frenchMakers.companyType,
  productsServices: frenchMakers.productsServices,
  decisionMaker: frenchMakers.decisionMaker,
};

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
