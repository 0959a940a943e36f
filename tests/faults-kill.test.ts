import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import {
  killHard,
  startAppProcess,
  stopAllAppProcesses,
  stopGracefully,
} from "./helpers/app-process";
import { createTestDatabase, isPostgresReachable, type TestDatabase } from "./helpers/database";
import { leadsOver, runCompleted, runInAppProcess } from "./helpers/fault-run";
import { leadTotal, projectRow, report } from "./helpers/research";
import { completedLedger, runLedger } from "./helpers/run-ledger";

// Issue 16, point 11 (a): the app process is killed with SIGKILL in the middle of a research run
// it started through its API. The restarted process resumes the run from the database: no lead
// twice, and exactly one credit for each lead. A graceful stop (a deploy) resumes at once.

const TARGET = 8;
const CREDITS = 40;

const postgresUp = await isPostgresReachable();

describe.skipIf(!postgresUp)("the app process stopped mid-run [postgres]", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  }, 60_000);

  // Each test's processes end with it: a survivor would take the next test's job.
  afterEach(() => stopAllAppProcesses(), 30_000);

  afterAll(async () => {
    await stopAllAppProcesses();
    await database?.close();
  }, 30_000);

  test("the restarted process finishes the run: 0 duplicate leads, credits spent = leads accepted", async () => {
    const db = database.db;
    const { user, env, first, projectId } = await runInAppProcess(database, CREDITS, TARGET);
    await leadsOver(db, projectId, 1, "two leads before the kill", 30_000, 20);
    await killHard(first);
    const atKill = await leadTotal(db, projectId);
    expect(atKill).toBeLessThan(TARGET);
    expect((await projectRow(db, projectId)).status).toBe("processing");

    const restartedAt = performance.now();
    await startAppProcess(env);
    // The killed process's job is retried once its heartbeat lapses (10 s here).
    await leadsOver(db, projectId, atKill, "the run to resume", 40_000);
    const resumedMs = performance.now() - restartedAt;
    await runCompleted(db, projectId, "the resumed run to complete", 30_000);
    report(
      `kill -9: ${atKill} leads at the kill; the next lead ${Math.round(resumedMs)} ms after the restart, completed after ${Math.round(performance.now() - restartedAt)} ms`,
    );
    const ids = { userId: user.id, projectId, initialCredits: CREDITS };
    expect(await runLedger(db, ids)).toEqual(completedLedger(TARGET));
  }, 60_000);

  test("after a graceful stop (SIGTERM) mid-run, the next start queues the run at once and finishes it", async () => {
    const db = database.db;
    const { user, env, first, projectId } = await runInAppProcess(database, CREDITS, TARGET);
    await leadsOver(db, projectId, 0, "a lead before the stop", 30_000);
    expect(await stopGracefully(first)).toBe(0);
    expect((await projectRow(db, projectId)).status).toBe("processing");

    // The stopped run's job completed, so no heartbeat will bring it back: boot queues it.
    const second = await startAppProcess({ ...env, LOG_LEVEL: "info" });
    expect(second.output()).toContain("interrupted research runs queued");
    await runCompleted(db, projectId, "the resumed run to complete", 40_000);
    const ids = { userId: user.id, projectId, initialCredits: CREDITS };
    expect(await runLedger(db, ids)).toEqual(completedLedger(TARGET));
  }, 60_000);
});
