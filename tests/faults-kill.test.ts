import { describe, expect, test } from "bun:test";
import { killHard, startAppProcess, stopGracefully } from "./helpers/app-process";
import { postgresForAppProcesses } from "./helpers/app-process-database";
import { isPostgresReachable } from "./helpers/database";
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
  const database = postgresForAppProcesses();

  test("the restarted process finishes the run: 0 duplicate leads, credits spent = leads accepted", async () => {
    const db = database().db;
    const { user, env, first, projectId } = await runInAppProcess(database(), CREDITS, TARGET);
    await leadsOver(db, projectId, 1, "two leads before the kill", 30_000, 20);
    await killHard(first);
    const atKill = await leadTotal(db, projectId);
    expect(atKill).toBeLessThan(TARGET);
    expect((await projectRow(db, projectId)).status).toBe("processing");

    const restartedAt = performance.now();
    await startAppProcess(env);
    // The killed process's job is retried once its heartbeat lapses (10 s here) and pg-boss's
    // monitor sees it: about 19 s on an idle machine, over 40 s on a loaded one.
    await leadsOver(db, projectId, atKill, "the run to resume", 75_000);
    const resumedMs = performance.now() - restartedAt;
    await runCompleted(db, projectId, "the resumed run to complete", 45_000);
    report(
      `kill -9: ${atKill} leads at the kill; the next lead ${Math.round(resumedMs)} ms after the restart, completed after ${Math.round(performance.now() - restartedAt)} ms`,
    );
    const ids = { userId: user.id, projectId, initialCredits: CREDITS };
    expect(await runLedger(db, ids)).toEqual(completedLedger(TARGET));
  }, 180_000);

  test("after a graceful stop (SIGTERM) mid-run, the next start queues the run at once and finishes it", async () => {
    const db = database().db;
    const { user, env, first, projectId } = await runInAppProcess(database(), CREDITS, TARGET);
    await leadsOver(db, projectId, 0, "a lead before the stop", 30_000);
    expect(await stopGracefully(first)).toBe(0);
    expect((await projectRow(db, projectId)).status).toBe("processing");

    // The stopped run's job completed, so no heartbeat will bring it back: boot queues it.
    const second = await startAppProcess({ ...env, LOG_LEVEL: "info" });
    expect(second.output()).toContain("interrupted research runs queued");
    await runCompleted(db, projectId, "the resumed run to complete", 60_000);
    const ids = { userId: user.id, projectId, initialCredits: CREDITS };
    expect(await runLedger(db, ids)).toEqual(completedLedger(TARGET));
  }, 120_000);
});
