import { and, asc, eq } from "drizzle-orm";
import { isConnectionLost } from "../../../db/lost-connection.ts";
import { listRows } from "../../../db/schema";
import type { ListRowState } from "../../projects/list-import/list-rows.ts";
import { type ListCounts, type ListRowRecord, listRowCounts } from "../../projects/list-store.ts";
import { moveProjectStatus } from "../../projects/status-store.ts";
import { isUnavailable } from "./failures.ts";
import { workListRow } from "./list-row-work.ts";
import { leadCount } from "./project-state.ts";
import { announceEnd, finishRun } from "./run-finish.ts";
import { WorkPool } from "./run-pool.ts";
import type { RunEnd, RunState } from "./run-state.ts";
import { hasCriteria, siteOnlyVerifier } from "./site-only-verifier.ts";

/*
 * A list-mode run (issue 30): the rows the user imported take the place of the search. The run
 * machinery is the search run's (research-run.ts: the state, the status, the chat, pause and
 * resume); each pending row is read and judged as a search candidate is, with its state written
 * beside its outcome (list-row-work.ts), until no row is pending.
 */

/** Readies the run's state for a list: without criteria, a readable company site is a lead. */
export function prepareListRun(run: RunState): void {
  if (!hasCriteria(run.profile)) run.verifier = siteOnlyVerifier;
}

/** Failures in a row no row explains (the model down) after which the run stops with an error. */
const MAX_FAILURES = 5;

/**
 * Works the project's pending rows, in list order, `candidateConcurrency` at a time. Rows left
 * when the run stops stay pending; `onStop` gets the promise of the rows still being worked.
 */
export async function workList(
  run: RunState,
  onStop: (stragglers: Promise<void>) => void,
): Promise<RunEnd> {
  const concurrency = run.engine.candidateConcurrency;
  const rows = await pendingRows(run);
  // Counted here as rows end, not read back per row: one run works a list at a time.
  const counts = await listRowCounts(run.engine.db, run.projectId);
  const pool = new WorkPool<ListRowRecord>(concurrency, async (row) => {
    const state = await workRow(run, row);
    if (!state || state === "pending") return;
    counts.pending--;
    counts[state]++;
    const done = counts.total - counts.pending;
    run.publish("BATCH_PROGRESS", {
      companiesProcessedInBatch: done,
      totalCompaniesInBatch: counts.total,
      currentActivity: `Rows done: ${done}/${counts.total}`,
      listRows: { ...counts },
    });
  });
  try {
    for (const row of rows) {
      await pool.room(concurrency * 2);
      if (run.signal?.aborted) run.stopReason ??= "stopped";
      if (run.stopReason) break;
      pool.add(row);
    }
    if (!run.stopReason) await pool.idle();
    return run.stopReason ?? "exhausted";
  } finally {
    run.stopReason ??= "stopped";
    pool.clear();
    onStop(pool.idle());
  }
}

function pendingRows(run: RunState): Promise<ListRowRecord[]> {
  return run.engine.db
    .select()
    .from(listRows)
    .where(and(eq(listRows.projectId, run.projectId), eq(listRows.state, "pending")))
    .orderBy(asc(listRows.rowIndex));
}

/** One row, to the state it ended in; never throws. A lost database or a model that is down leaves the row pending. */
async function workRow(run: RunState, row: ListRowRecord): Promise<ListRowState | undefined> {
  if (run.stopReason) return undefined;
  try {
    const state = await workListRow(run, row);
    run.failures = 0;
    return state;
  } catch (error) {
    if (isConnectionLost(error)) {
      run.lostConnection ??= error;
      run.stopReason ??= "stopped";
      return undefined;
    }
    run.engine.logger.warn({ err: error, projectId: run.projectId }, "list row not worked");
    if (!isUnavailable(error)) run.failures = 0;
    run.failures++;
    if (run.failures >= MAX_FAILURES) run.stopReason ??= "error";
    return undefined;
  }
}

/**
 * Ends a list run that worked every row it could: completed, with the count of each state in
 * the chat, when no row is left pending; a row still pending (one that failed for a cause not
 * its own) pauses the run with an error, so that a resume works it.
 */
export async function finishList(run: RunState): Promise<RunEnd> {
  const db = run.engine.db;
  const counts = await listRowCounts(db, run.projectId);
  if (counts.pending > 0) return finishRun(run, "error");
  if (!(await moveProjectStatus(db, run.projectId, "completed", { from: ["processing"] }))) {
    return "stopped";
  }
  const found = await leadCount(db, run.projectId);
  await run.say(listDoneReply(counts));
  run.publish("RESEARCH_COMPLETED", {
    status: "completed",
    currentActivity: `All ${counts.total} rows done`,
    ...run.counts(found),
  });
  announceEnd(run, found, "completed", "exhausted");
  return "exhausted";
}

/** The chat's summary of a finished list: every state's count, adding up to the rows. */
export function listDoneReply(counts: ListCounts): string {
  const parts = [
    `${counts.accepted} accepted as leads`,
    `${counts.rejected} rejected`,
    `${counts.unreachable} unreachable`,
    `${counts.duplicate} duplicate`,
    `${counts.invalid} invalid`,
  ];
  return `All ${counts.total} rows of your list are done: ${parts.join(", ")}. The Results tab has the leads; the Rejected tab says why the others are not.`;
}
