import { z } from "zod";
import { AppError } from "../../errors.ts";
import { type ColumnPicks, guessPicks } from "./column-picks.ts";
import { columnName } from "./list-input.ts";
import { parseListFile, parsePasted } from "./parse-list.ts";
import type { ListTable } from "./table.ts";

/*
 * A list as a multipart form brings it: a `file` (CSV or XLSX) or pasted `text`, and the column
 * picks as `picks.website`, `picks.name`, `picks.country`. The creation form, its preview and
 * POST /api/v1/projects all read it here, so an upload means the same wherever it arrives.
 */

/** The largest list file read (the app's request body limit applies as well). */
export const MAX_LIST_FILE_BYTES = 1024 * 1024;
/** Pasted lines: 1,000 addresses or names fit many times over. */
export const MAX_PASTED_CHARS = 200_000;

const pick = (what: string) =>
  z
    .union([columnName, z.literal("")])
    .optional()
    .transform((v) => v || undefined)
    .meta({ description: `The column that holds the ${what}; guessed from the headers if absent` });

/** The multipart fields of a list, beside the profile's. */
export const listUploadFields = {
  file: z
    .file()
    .max(MAX_LIST_FILE_BYTES, "The file is larger than 1 MB")
    .optional()
    .meta({ description: "The list: a CSV (`,` `;` or tab; UTF-8 or Windows-1252) or XLSX file" }),
  text: z
    .string()
    .max(MAX_PASTED_CHARS, "The pasted list is too long")
    .optional()
    .meta({ description: "Or the list pasted, one website or company name per line" }),
  "picks.website": pick("website"),
  "picks.name": pick("company name"),
  "picks.country": pick("country"),
};
export const listUploadInput = z.object(listUploadFields);
export type ListUpload = z.output<typeof listUploadInput>;

/** The uploaded file's table, else the pasted lines'; neither is a clear 422. */
export async function listTableOf(upload: ListUpload): Promise<ListTable> {
  const file = upload.file;
  // A form's empty file input still sends a part: a nameless file of no bytes.
  if (file && file.size > 0) {
    return parseListFile(new Uint8Array(await file.arrayBuffer()), file.name, file.type);
  }
  const text = upload.text ?? "";
  if (!text.trim()) throw new AppError("list_empty", 422, "Upload a file or paste your list.");
  return parsePasted(text);
}

/** The picks the user made, or, when none, the guess from the headers. */
export function listPicksOf(upload: ListUpload, table: ListTable): ColumnPicks {
  const picks: ColumnPicks = {};
  if (upload["picks.website"]) picks.website = upload["picks.website"];
  if (upload["picks.name"]) picks.name = upload["picks.name"];
  if (upload["picks.country"]) picks.country = upload["picks.country"];
  return Object.keys(picks).length > 0 ? picks : guessPicks(table.columns);
}

/** The list project's `source` of an upload: its rows, columns and picks. */
export async function listSourceOf(upload: ListUpload) {
  const table = await listTableOf(upload);
  return {
    type: "list" as const,
    rows: table.rows,
    columns: table.columns,
    picks: listPicksOf(upload, table),
  };
}
