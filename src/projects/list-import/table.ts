import { AppError } from "../../errors.ts";

/*
 * A list as the user brought it: its column names and its rows, each row the cells under those
 * names, as text. Paste, CSV and XLSX all end here, so the preview, the picks and the stored
 * rows never care where the list came from.
 */

/** At most this many rows are researched from one list (issue 30). */
export const MAX_LIST_ROWS = 1000;

export type ListCells = Record<string, string>;

export interface ListTable {
  columns: string[];
  rows: ListCells[];
}

/** The 413 a list above the limit gets, with its size: nothing of it is kept. */
export function tooManyRows(count: number): AppError {
  return new AppError(
    "list_too_long",
    413,
    `The list has ${count} rows; at most ${MAX_LIST_ROWS.toLocaleString("en")} can be researched at once. Split it and start one project per part.`,
  );
}

/**
 * The table of a header row and data rows: empty or repeated header names get a unique name
 * ("Column 3", "Name (2)") so that no cell is lost under another; fully blank rows are dropped
 * (a spreadsheet's trailing lines are not companies).
 */
export function tableOf(header: string[], data: string[][]): ListTable {
  const columns = uniqueNames(header, Math.max(header.length, ...data.map((r) => r.length)));
  const rows: ListCells[] = [];
  for (const cells of data) {
    if (cells.every((cell) => cell.trim() === "")) continue;
    const row: ListCells = {};
    columns.forEach((column, i) => {
      row[column] = (cells[i] ?? "").trim();
    });
    rows.push(row);
  }
  if (rows.length > MAX_LIST_ROWS) throw tooManyRows(rows.length);
  return { columns, rows };
}

function uniqueNames(header: string[], width: number): string[] {
  const seen = new Map<string, number>();
  const names: string[] = [];
  for (let i = 0; i < width; i++) {
    const base = header[i]?.trim() || `Column ${i + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    names.push(count === 1 ? base : `${base} (${count})`);
  }
  return names;
}
