import { and, asc, count, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listRows, researchProjects } from "../../db/schema";
import { AppError } from "../errors";
import type { LeadRow } from "../export/lead-row";
import { type ColumnPicks, guessPicks } from "./list-import/column-picks";
import type { CreateListProjectInput } from "./list-import/list-input";
import { LIST_ROW_STATES, type ListRowState, readListRows } from "./list-import/list-rows";
import type { ListCells } from "./list-import/table";
import { getProject, type ProjectRow, withinProjectCap } from "./project-store";

/*
 * A list-mode project (issue 30) as stored: the project row (source "list", its columns in
 * order) and one list_rows line per imported row, read and keyed before anything is researched.
 * The list is refused whole, before anything is stored, when it could cost more credits than
 * the user has.
 */

/** Rows inserted per statement: well below Postgres' bind-parameter limit. */
const INSERT_CHUNK = 250;

export type ListRowRecord = typeof listRows.$inferSelect;
export type ListCounts = Record<ListRowState, number> & { total: number };

export interface ListProjectOptions {
  /** The per-user project cap (none: seeds and tests). */
  maxProjects?: number;
  /**
   * Throws when the rows to research could cost more credits than the user has (billing's
   * assertCreditsForList, passed in by the caller: projects do not import billing).
   */
  assertAffordable(rowsToResearch: number): Promise<void>;
}

/** Stores a list project and its rows, once `assertAffordable` has let the list's cost pass. */
export async function createListProject(
  db: Database,
  userId: number,
  input: CreateListProjectInput,
  options: ListProjectOptions,
): Promise<{ project: ProjectRow; counts: ListCounts }> {
  const source = input.source;
  const rows: ListCells[] = source.rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v).trim()])),
  );
  const columns = source.columns ?? columnsOf(rows);
  const picks = source.picks ?? guessPicks(columns);
  assertPicks(picks, columns);
  const drafts = readListRows(rows, picks);
  const toResearch = drafts.filter((row) => row.state === "pending").length;
  await options.assertAffordable(toResearch);
  const project = await withinProjectCap(db, userId, options.maxProjects, async (tx) => {
    const [row] = await tx
      .insert(researchProjects)
      .values({
        userId,
        name: input.name,
        country: input.country ?? "",
        city: input.city ?? null,
        companyType: input.companyType ?? "",
        productsServices: input.productsServices ?? "",
        keywords: input.keywords ?? null,
        decisionMaker: input.decisionMaker,
        decisionMakerTitle: input.decisionMakerTitle ?? null,
        exclusions: input.exclusions ?? null,
        // The target: every row that can become a lead (the run ends when none is pending).
        companyCount: Math.max(1, toResearch),
        sourceKind: "list",
        listColumns: columns,
      })
      .returning();
    if (!row) throw new Error("project insert returned no row");
    for (let start = 0; start < drafts.length; start += INSERT_CHUNK) {
      const chunk = drafts.slice(start, start + INSERT_CHUNK);
      await tx.insert(listRows).values(
        chunk.map((draft) => ({
          projectId: row.id,
          rowIndex: draft.rowIndex,
          cells: draft.cells,
          website: draft.website ?? null,
          companyName: draft.name?.slice(0, 255) ?? null,
          country: draft.country ?? null,
          companyKey: draft.companyKey ?? null,
          state: draft.state,
          reason: draft.reason ?? null,
          finishedAt: draft.state === "pending" ? null : new Date(),
        })),
      );
    }
    return row;
  });
  return { project, counts: await listRowCounts(db, project.id) };
}

/** The columns of rows given without an order: first seen, first. */
function columnsOf(rows: ListCells[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

function assertPicks(picks: ColumnPicks, columns: string[]): void {
  const unknown = Object.entries(picks).filter(([, column]) => column && !columns.includes(column));
  if (unknown.length > 0) {
    const fields = Object.fromEntries(
      unknown.map(([pick, c]) => [`source.picks.${pick}`, [`No column "${c}"`]]),
    );
    throw new AppError("invalid_input", 400, "A picked column is not in the list", { fields });
  }
  if (!picks.website && !picks.name) {
    throw new AppError(
      "invalid_input",
      400,
      "Pick the column that holds the website or the company name",
      { fields: { "source.picks": ["Pick a website or a company name column"] } },
    );
  }
}

/** How many rows are in each state; the states add up to `total`, the rows imported. */
export async function listRowCounts(db: Database, projectId: number): Promise<ListCounts> {
  const rows = await db
    .select({ state: listRows.state, n: count() })
    .from(listRows)
    .where(eq(listRows.projectId, projectId))
    .groupBy(listRows.state);
  const counts = Object.fromEntries(LIST_ROW_STATES.map((s) => [s, 0])) as ListCounts;
  counts.total = 0;
  for (const { state, n } of rows) {
    counts[state] = n;
    counts.total += n;
  }
  return counts;
}

/** A list project's rows by state, for its progress panel; none for a search project. */
export async function listRowCountsOf(
  db: Database,
  project: Pick<ProjectRow, "id" | "sourceKind">,
): Promise<ListCounts | undefined> {
  return project.sourceKind === "list" ? listRowCounts(db, project.id) : undefined;
}

/** One page of a user's list project's rows in list order, after the row id `afterId`. */
export async function listRowsPage(
  db: Database,
  userId: number,
  projectId: number,
  afterId: number,
  limit: number,
): Promise<ListRowRecord[]> {
  await getProject(db, userId, projectId);
  return db
    .select()
    .from(listRows)
    .where(and(eq(listRows.projectId, projectId), gt(listRows.id, afterId)))
    .orderBy(asc(listRows.id))
    .limit(limit);
}

/** Every row of a list project in list order (the export joins them to the leads). */
export async function allListRows(db: Database, projectId: number): Promise<ListRowRecord[]> {
  return db
    .select()
    .from(listRows)
    .where(eq(listRows.projectId, projectId))
    .orderBy(asc(listRows.rowIndex));
}

/**
 * A list project's leads with the row each came from (its number and the user's own cells), so
 * the export joins back to the spreadsheet by row.
 */
export async function* withListRows<T extends LeadRow & { id: number }>(
  db: Database,
  projectId: number,
  leads: AsyncIterable<T>,
): AsyncGenerator<T & Pick<LeadRow, "listRowNumber" | "listCells">, void, undefined> {
  const byLead = new Map<number, ListRowRecord>();
  for (const row of await allListRows(db, projectId)) if (row.leadId) byLead.set(row.leadId, row);
  for await (const lead of leads) {
    const row = byLead.get(lead.id);
    yield { ...lead, listRowNumber: row ? row.rowIndex + 1 : null, listCells: row?.cells ?? null };
  }
}
