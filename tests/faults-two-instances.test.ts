import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import { RESEARCH_RUN } from "../src/jobs/job-runner";
import {
  killHard,
  startAppProcess,
  stopAllAppProcesses,
  withServerOutput,
} from "./helpers/app-process";
import { createTestDatabase, isPostgresReachable, type TestDatabase } from "./helpers/database";
import { leadsOver, runCompleted, runInAppProcess } from "./helpers/fault-run";
import { browserHeaders, LiveClient } from "./helpers/live";
import { leadTotal, projectRow, report, waitFor } from "./helpers/research";
import { completedLedger, runLedger } from "./helpers/run-ledger";

// Issue 16, point 11 (c): two app instances on one Postgres. A run started through instance 1
// (so its job runs there) streams live to a websocket client connected to instance 2 (through
// LISTEN/NOTIFY); when instance 1 dies (SIGKILL), instance 2 takes the job over once its
// heartbeat lapses (JOB_HEARTBEAT_SECONDS=10 here) and finishes the run, still streaming.

const TARGET = 8;
const CREDITS = 40;
/** Heartbeat (10 s) + supervision (1 s) + retry delay, polling and the first accept, with room for a slow CI. */
const TAKEOVER_BOUND_MS = 30_000;

type Frame = Record<string, unknown>;

const postgresUp = await isPostgresReachable();

describe.skipIf(!postgresUp)("two instances on one Postgres [postgres]", () => {
  let database: TestDatabase;
  let client: LiveClient | undefined;
  /** Reads pg-boss's own table, which the app's drizzle schema does not describe. */
  let jobs: postgres.Sql | undefined;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    jobs = postgres(database.url ?? "", { max: 1, onnotice: () => {} });
  }, 60_000);

  afterAll(async () => {
    client?.close();
    await stopAllAppProcesses();
    await jobs?.end({ timeout: 5 });
    await database?.close();
  }, 30_000);

  /** The pg-boss states of the project's research jobs. */
  async function jobStates(projectId: number): Promise<string[]> {
    if (!jobs) throw new Error("no connection to read jobs with");
    const rows = await jobs`select state from pgboss.job
      where name = ${RESEARCH_RUN} and singleton_key = ${`project-${projectId}`}`;
    return rows.map((row) => String(row.state));
  }

  /** Reads frames until one matches; every frame read is kept in `seen`. */
  async function frameWhere(
    live: LiveClient,
    seen: Frame[],
    what: string,
    match: (frame: Frame) => boolean,
    timeoutMs: number,
  ): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} frame in ${timeoutMs} ms`);
      const frame = await live.next(left).catch(() => undefined);
      if (!frame) continue;
      seen.push(frame);
      if (match(frame)) return frame;
    }
  }

  test("instance 2 streams a run of instance 1 live, and finishes it when instance 1 dies", async () => {
    const db = database.db;
    const { user, cookie, env, first, projectId } = await runInAppProcess(
      database,
      CREDITS,
      TARGET,
    );
    // Instance 1 is the only one yet, so the job is its own; instance 2 boots beside it and
    // leaves a job that a live instance holds alone.
    await withServerOutput(
      waitFor(
        "instance 1 to take the job",
        async () => (await jobStates(projectId)).includes("active"),
        15_000,
      ),
    );
    const second = await startAppProcess(env);
    // Booting did not queue a second run of the project that instance 1 is running.
    expect(await jobStates(projectId)).toEqual(["active"]);
    client = await LiveClient.open(
      `${second.url.replace(/^http/, "ws")}/ws`,
      browserHeaders(second.url, cookie),
    );
    const live = client;
    expect(await live.subscribe(projectId)).toEqual({ type: "subscribed", projectId });

    const seen: Frame[] = [];
    const accepted = await withServerOutput(
      frameWhere(live, seen, "COMPANY_ACCEPTED", (f) => f.type === "COMPANY_ACCEPTED", 30_000),
    );
    expect(accepted.projectId).toBe(projectId);
    expect((accepted.data as Frame).acceptedCount).toBeGreaterThan(0);
    await leadsOver(db, projectId, 1, "two leads", 30_000, 20);

    await killHard(first);
    const killedAt = performance.now();
    const atKill = await leadTotal(db, projectId);
    expect(atKill).toBeLessThan(TARGET);
    expect((await projectRow(db, projectId)).status).toBe("processing");
    // Frames already in flight from instance 1 are dropped: only the takeover's count.
    seen.length = 0;
    await live.drain(0);

    // Instance 2 takes over: its next accept streams to the same socket.
    const resumed = await withServerOutput(
      frameWhere(
        live,
        seen,
        "accept after the takeover",
        (f) => f.type === "COMPANY_ACCEPTED" && Number((f.data as Frame).acceptedCount) > atKill,
        TAKEOVER_BOUND_MS + 5_000,
      ),
    );
    const takeoverMs = performance.now() - killedAt;
    expect(resumed.projectId).toBe(projectId);
    await withServerOutput(
      frameWhere(live, seen, "completion", (f) => f.type === "TARGET_REACHED", 30_000),
    );
    report(
      `two instances: killed instance 1 at ${atKill} leads; instance 2 accepted the next ${Math.round(takeoverMs)} ms later and completed ${Math.round(performance.now() - killedAt)} ms after the kill`,
    );
    expect(takeoverMs).toBeLessThan(TAKEOVER_BOUND_MS);
    await runCompleted(db, projectId, "the completed status", 5_000);
    expect(await runLedger(db, { userId: user.id, projectId, initialCredits: CREDITS })).toEqual(
      completedLedger(TARGET),
    );
  }, 60_000);
});
