import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq, like } from "drizzle-orm";
import postgres from "postgres";
import { chatMessages, rejectedCompanies } from "../db/schema";
import { failedReply } from "../src/research/chat/replies";
import { stopAllAppProcesses } from "./helpers/app-process";
import {
  createTestDatabase,
  isPostgresReachable,
  TEST_POSTGRES_URL,
  type TestDatabase,
} from "./helpers/database";
import { leadsOver, runCompleted, runInAppProcess } from "./helpers/fault-run";
import { leadTotal, report } from "./helpers/research";
import { completedLedger, runLedger } from "./helpers/run-ledger";

// Issue 16, point 11 (b): Postgres restarts in the middle of a run. Simulated from a separate
// admin connection: the database refuses new connections for a moment (as a restarting server
// does) while every open connection of the app is terminated (pg_terminate_backend), then it
// accepts again. The app reconnects and the run goes on to the end, as if nothing happened:
// no company is rejected for the database's fault, the run is not stopped with an error.

const TARGET = 8;
const CREDITS = 40;
/** How long the "restarting" database refuses connections. */
const OUTAGE_MS = 2_000;

const postgresUp = await isPostgresReachable();

describe.skipIf(!postgresUp)("Postgres restart mid-run [postgres]", () => {
  let database: TestDatabase;
  let admin: postgres.Sql;
  let name = "";

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    name = new URL(database.url ?? "").pathname.slice(1);
    admin = postgres(TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
  }, 60_000);

  afterAll(async () => {
    await stopAllAppProcesses();
    // Whatever happened, the database accepts connections again before it is dropped.
    await admin?.unsafe(`alter database ${name} allow_connections true`).catch(() => {});
    await admin?.end({ timeout: 5 });
    await database?.close();
  }, 30_000);

  /** A "restart": no new connections, every open one terminated, then back after a pause. */
  async function restartDatabase(): Promise<number> {
    await admin.unsafe(`alter database ${name} allow_connections false`);
    try {
      const killed = await admin`
        select pg_terminate_backend(pid) as done from pg_stat_activity
        where datname = ${name} and pid <> pg_backend_pid()`;
      await Bun.sleep(OUTAGE_MS);
      return killed.length;
    } finally {
      await admin.unsafe(`alter database ${name} allow_connections true`);
    }
  }

  test("the run reconnects and finishes: no error stop, no company rejected for the outage, one credit per lead", async () => {
    const db = database.db;
    const { user, projectId } = await runInAppProcess(database, CREDITS, TARGET);
    await leadsOver(db, projectId, 1, "two leads", 30_000, 20);
    const killed = await restartDatabase();
    const atRestart = await leadTotal(db, projectId);
    const back = performance.now();
    // The app's pool, pg-boss's pool and the live LISTEN connection, at least one of each.
    expect(killed).toBeGreaterThanOrEqual(3);
    expect(atRestart).toBeLessThan(TARGET);

    await runCompleted(db, projectId, "the run to complete after the restart", 40_000);
    report(
      `postgres restart: ${killed} connections terminated at ${atRestart} leads; completed ${Math.round(performance.now() - back)} ms after it accepted connections again`,
    );
    expect(await runLedger(db, { userId: user.id, projectId, initialCredits: CREDITS })).toEqual(
      completedLedger(TARGET),
    );
    const errorStops = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.projectId, projectId), eq(chatMessages.content, failedReply())));
    expect(errorStops).toEqual([]);
    const outageRejections = await db
      .select({ website: rejectedCompanies.website, reasoning: rejectedCompanies.reasoning })
      .from(rejectedCompanies)
      .where(
        and(
          eq(rejectedCompanies.projectId, projectId),
          like(rejectedCompanies.reasoning, "Could not be checked%"),
        ),
      );
    expect(outageRejections).toEqual([]);
  }, 60_000);
});
