import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { listRows } from "../db/schema";
import { generateCorpus } from "../src/sandbox/generator";
import {
  FAULT_WEB_COMPANIES,
  httpApi,
  killHard,
  startAppProcess,
  withServerOutput,
} from "./helpers/app-process";
import { postgresForAppProcesses } from "./helpers/app-process-database";
import { isPostgresReachable } from "./helpers/database";
import { runCompleted } from "./helpers/fault-run";
import { projectRow, report, waitFor } from "./helpers/research";
import { runLedger } from "./helpers/run-ledger";
import { signedInUser } from "./helpers/session";

// Issue 30: a list project's run, killed with SIGKILL in an app process of its own, is resumed
// by the restarted process from the database (as tests/faults-kill.test.ts does for a search):
// every row ends in one state, no row that had ended is worked again, and each accepted row
// costs exactly one credit.

const CREDITS = 200;
const postgresUp = await isPostgresReachable();

// The web the spawned servers serve (startAppProcess: seed 1, no segment minimum).
const web = generateCorpus({ seed: 1, companies: FAULT_WEB_COMPANIES });
const readable = web.companies.filter((c) => !c.isParked && !c.disallowed.includes("/"));
const parked = web.companies.filter((c) => c.isParked).slice(0, 3);
/** Pasted one per line: 60 sites, a few parked, one written again with www. */
const PASTED = [
  ...readable.slice(0, 60).map((c) => c.domain),
  ...parked.map((c) => c.domain),
  `www.${readable[0]?.domain}`,
].join("\n");

const rowsOf = (db: Database, projectId: number) =>
  db.select().from(listRows).where(eq(listRows.projectId, projectId)).orderBy(listRows.rowIndex);

describe.skipIf(!postgresUp)("a list run's app process killed mid-list [postgres]", () => {
  const database = postgresForAppProcesses();

  test("the restarted process finishes the list: no row done twice, one credit per accepted row", async () => {
    const db = database().db;
    const { user, cookie } = await signedInUser(database(), { creditsLeft: CREDITS });
    const env = { DATABASE_URL: database().url ?? "" };
    const first = await startAppProcess(env);

    // The creation form's call: the pasted list and the profile, multipart.
    const form = new FormData();
    form.set("text", PASTED);
    form.set("name", "Pasted exhibitors");
    form.set("decisionMaker", "CEO");
    const created = await fetch(`${first.url}/api/research-projects/list`, {
      method: "POST",
      headers: { cookie, origin: first.url },
      body: form,
    });
    expect(created.status).toBe(201);
    const projectId = ((await created.json()) as { id: number }).id;
    const call = httpApi(first, cookie);
    await call("POST", `/api/research-projects/${projectId}/messages`, {
      content: "Start research",
    });
    await call("POST", `/api/research-projects/${projectId}/confirm`);

    const accepted = async () =>
      (await rowsOf(db, projectId)).filter((r) => r.state === "accepted").length;
    await withServerOutput(
      waitFor(
        "three accepted rows before the kill",
        async () => (await accepted()) >= 3,
        30_000,
        20,
      ),
    );
    await killHard(first);
    const atKill = await rowsOf(db, projectId);
    const endedAtKill = atKill.filter((r) => r.state !== "pending");
    expect(atKill.some((r) => r.state === "pending")).toBe(true);
    expect((await projectRow(db, projectId)).status).toBe("processing");

    const restartedAt = performance.now();
    await startAppProcess(env);
    // The killed process's job is retried once its heartbeat lapses (10 s here).
    await runCompleted(db, projectId, "the resumed list run to complete", 60_000);
    report(
      `kill -9 mid-list: ${endedAtKill.length} of ${atKill.length} rows ended at the kill; completed ${Math.round(performance.now() - restartedAt)} ms after the restart`,
    );

    const rows = await rowsOf(db, projectId);
    expect(rows.filter((r) => r.state === "pending")).toEqual([]);
    // A row that had ended before the kill was not worked again: same state, lead and time.
    for (const before of endedAtKill) {
      const after = rows.find((r) => r.id === before.id);
      expect(after).toMatchObject({
        state: before.state,
        leadId: before.leadId,
        finishedAt: before.finishedAt,
      });
    }
    const acceptedRows = rows.filter((r) => r.state === "accepted");
    expect(new Set(acceptedRows.map((r) => r.leadId)).size).toBe(acceptedRows.length);
    expect(rows.filter((r) => r.state === "duplicate").length).toBe(1);
    expect(rows.filter((r) => r.state === "unreachable").length).toBeGreaterThanOrEqual(
      parked.length,
    );
    const ledger = await runLedger(db, {
      userId: user.id,
      projectId,
      initialCredits: CREDITS,
    });
    expect(ledger).toMatchObject({
      status: "completed",
      leads: acceptedRows.length,
      duplicateLeads: 0,
      doubleOutcomes: 0,
      creditsSpent: acceptedRows.length,
      usageLogs: acceptedRows.length,
    });
  }, 120_000);
});
