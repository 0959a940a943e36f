import type { Database } from "../../db/client";
import { startAppProcess, startResearchOverHttp, withServerOutput } from "./app-process";
import type { TestDatabase } from "./database";
import { leadTotal, projectRow, waitFor } from "./research";
import { FRENCH_MAKERS } from "./run-ledger";
import { signedInUser } from "./session";

/*
 * The opening and the end of every fault test: a user starts a French-makers run through the
 * API of an app process of its own; later, the test waits for the run to complete.
 */

/** A user with `credits` whose run of `target` leads the first app process has just started. */
export async function runInAppProcess(database: TestDatabase, credits: number, target: number) {
  const { user, cookie } = await signedInUser(database, { creditsLeft: credits });
  const env = { DATABASE_URL: database.url ?? "" };
  const first = await startAppProcess(env);
  const projectId = await startResearchOverHttp(first, cookie, {
    ...FRENCH_MAKERS,
    companyCount: target,
  });
  return { user, cookie, env, first, projectId };
}

/** Waits for more than `count` leads of the project; a timeout fails with the servers' output. */
export function leadsOver(
  db: Database,
  projectId: number,
  count: number,
  what: string,
  timeoutMs: number,
  intervalMs = 50,
) {
  return withServerOutput(
    waitFor(what, async () => (await leadTotal(db, projectId)) > count, timeoutMs, intervalMs),
  );
}

/** Waits for the project's status to read "completed"; a timeout fails with the servers' output. */
export function runCompleted(db: Database, projectId: number, what: string, timeoutMs: number) {
  return withServerOutput(
    waitFor(
      what,
      async () => (await projectRow(db, projectId)).status === "completed",
      timeoutMs,
      100,
    ),
  );
}
