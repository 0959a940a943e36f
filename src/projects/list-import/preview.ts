import { type ColumnPicks, guessPicks } from "./column-picks.ts";
import { type ListRowDraft, readListRows } from "./list-rows.ts";
import type { ListTable } from "./table.ts";

/** Rows the preview shows; the user checks the picks on these before starting. */
export const PREVIEW_ROWS = 10;

export interface ListPreview {
  columns: string[];
  picks: ColumnPicks;
  /** The first rows as read with the picks (state and reason included). */
  rows: ListRowDraft[];
  total: number;
  counts: { pending: number; duplicate: number; invalid: number };
  /** What the list can cost at most: one credit per row that could become a lead. */
  maxCredits: number;
}

/** The preview of a list: its columns, the guessed (or given) picks, its first rows and counts. */
export function previewList(table: ListTable, picks = guessPicks(table.columns)): ListPreview {
  const rows = readListRows(table.rows, picks);
  const counts = { pending: 0, duplicate: 0, invalid: 0 };
  for (const row of rows) counts[row.state]++;
  return {
    columns: table.columns,
    picks,
    rows: rows.slice(0, PREVIEW_ROWS),
    total: rows.length,
    counts,
    maxCredits: counts.pending,
  };
}
