import { and, asc, eq, ne, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { listRows, researchProjects, type StoredCriterion } from "../../../db/schema";
import { duplicateReason } from "../../projects/list-import/list-rows.ts";
import type { ListRowRecord } from "../../projects/list-store.ts";
import { countryCodeOf, languageOf } from "../knowledge/countries.ts";
import { type OutcomeHooks, processCandidate } from "./candidate-work.ts";
import { failureReason, isUnavailable } from "./failures.ts";
import { lookUpCompany } from "./name-lookup.ts";
import type { Tx } from "./project-state.ts";
import type { RunState } from "./run-state.ts";

/*
 * One list row's work in a list run (issue 30): a name without a website is looked up first;
 * then the row's website is read and judged as a search candidate is (candidate-work.ts), and
 * the row's final state is written in the same transaction as the lead or the rejection, so a
 * row is never done twice and never left without its state. A row the run could not finish
 * (paused, out of credits, the database lost) stays pending for the resumed run.
 */

type RowState = ListRowRecord["state"];

/** Works one pending row to its final state, or leaves it pending when the run stops. */
export async function workListRow(
  run: RunState,
  row: ListRowRecord,
): Promise<RowState | undefined> {
  let current: ListRowRecord | undefined = row;
  if (!row.companyKey) current = await resolveName(run, row);
  if (current?.state !== "pending" || !current.companyKey) return current?.state;
  let final: RowState | undefined;
  const hooks = rowHooks(current.id, (state) => {
    final = state;
  });
  const candidate = {
    domain: current.companyKey,
    url: absoluteUrl(current.website ?? current.companyKey),
    title: current.companyName ?? current.companyKey,
    hooks,
  };
  try {
    const end = await processCandidate(run, candidate);
    // The company is already this project's (a lead or a rejection another row wrote).
    if (end === "skipped") return finishAsDuplicate(run.engine.db, current);
  } catch (error) {
    if (isUnavailable(error)) throw error;
    run.engine.logger.warn(
      { err: error, projectId: run.projectId, row: row.rowIndex },
      "list row failed",
    );
    await setRowState(run.engine.db, current.id, "unreachable", failureReason(error));
    return "unreachable";
  }
  return final;
}

/** A website typed without a scheme is asked for over http, as a browser does; sites redirect to https. */
export function absoluteUrl(website: string): string {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(website) ? website : `http://${website}`;
}

function rowHooks(rowId: number, ended: (state: RowState) => void): OutcomeHooks {
  return {
    async accepted(tx, leadId, criteria) {
      await finishRow(tx, rowId, { state: "accepted", leadId, criteria });
      ended("accepted");
    },
    async rejected(tx, { reason, criteria, unreachable }) {
      const state = unreachable ? "unreachable" : "rejected";
      await finishRow(tx, rowId, { state, reason, criteria });
      ended(state);
    },
  };
}

async function finishRow(
  tx: Tx | Database,
  rowId: number,
  values: { state: RowState; reason?: string; leadId?: number; criteria?: StoredCriterion[] },
): Promise<void> {
  await tx
    .update(listRows)
    .set({ ...values, reason: values.reason?.slice(0, 2000) ?? null, finishedAt: new Date() })
    .where(and(eq(listRows.id, rowId), eq(listRows.state, "pending")));
}

/** Sets a pending row's final state with its reason. */
export function setRowState(db: Database, rowId: number, state: RowState, reason: string) {
  return finishRow(db, rowId, { state, reason });
}

/**
 * A name-only row: its search match (URL, title, confidence) is stored with the row; a match
 * whose company another row of the list already holds makes this row that row's duplicate. No
 * match: the company could not be reached. Answers the row as it now stands (undefined: another
 * worker had already ended it).
 */
async function resolveName(run: RunState, row: ListRowRecord): Promise<ListRowRecord | undefined> {
  const name = row.companyName ?? "";
  const countryCode = (row.country ? countryCodeOf(row.country) : undefined) ?? run.countryCode;
  const match = await lookUpCompany(run.engine.search, {
    name,
    ...(row.country ? { country: row.country } : {}),
    ...(countryCode ? { countryCode, language: languageOf(countryCode) } : {}),
  });
  if (!match) {
    const reason = `No website found for "${name}"`;
    await setRowState(run.engine.db, row.id, "unreachable", reason);
    return { ...row, state: "unreachable", reason };
  }
  return run.engine.db.transaction(async (tx) => {
    // One name resolved at a time per project: two rows finding one company cannot both hold it.
    await tx
      .select({ id: researchProjects.id })
      .from(researchProjects)
      .where(eq(researchProjects.id, row.projectId))
      .for("update");
    const [holder] = await tx
      .select({ rowIndex: listRows.rowIndex })
      .from(listRows)
      .where(
        and(
          eq(listRows.projectId, row.projectId),
          eq(listRows.companyKey, match.domain),
          ne(listRows.id, row.id),
          notInArray(listRows.state, ["duplicate", "invalid"]),
        ),
      )
      .orderBy(asc(listRows.rowIndex))
      .limit(1);
    const duplicate = holder
      ? { state: "duplicate" as const, reason: duplicateReason(holder.rowIndex, match.domain) }
      : {};
    const [updated] = await tx
      .update(listRows)
      .set({
        companyKey: match.domain,
        website: match.url.slice(0, 2048),
        lookupUrl: match.url.slice(0, 2048),
        lookupTitle: match.title.slice(0, 500),
        lookupConfidence: match.confidence,
        ...duplicate,
        ...(holder ? { finishedAt: sql`now()` } : {}),
      })
      .where(and(eq(listRows.id, row.id), eq(listRows.state, "pending")))
      .returning();
    return updated;
  });
}

/** A row whose company this project already judged through another row: that row's duplicate. */
async function finishAsDuplicate(db: Database, row: ListRowRecord): Promise<RowState> {
  const [holder] = await db
    .select({ rowIndex: listRows.rowIndex })
    .from(listRows)
    .where(
      and(
        eq(listRows.projectId, row.projectId),
        eq(listRows.companyKey, row.companyKey ?? ""),
        ne(listRows.id, row.id),
      ),
    )
    .orderBy(asc(listRows.rowIndex))
    .limit(1);
  const reason = holder
    ? duplicateReason(holder.rowIndex, row.companyKey ?? undefined)
    : "Same company as a row already researched";
  await setRowState(db, row.id, "duplicate", reason);
  return "duplicate";
}
