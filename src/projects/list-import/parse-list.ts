import * as ExcelJS from "exceljs";
import Papa from "papaparse";
import { AppError } from "../../errors.ts";
import { type ListTable, MAX_LIST_ROWS, tableOf, tooManyRows } from "./table.ts";

/*
 * Reads the three ways a list arrives: pasted lines, a CSV file, an XLSX workbook. CSV is read
 * by papaparse (it finds the delimiter, `,` or `;` as Excel writes it in much of Europe, and
 * handles quotes); its bytes are UTF-8 (with or without the BOM Excel adds) or, when they are
 * not valid UTF-8, Windows-1252 (Excel's "CSV" on a Western Windows).
 */

/** The one column a pasted list has: each line is a website or a company name. */
export const PASTED_COLUMN = "Company";

/** One line per company; blank lines are skipped. */
export function parsePasted(text: string): ListTable {
  const lines = text.split(/\r\n|\r|\n/).map((line) => [line.trim()]);
  return tableOf([PASTED_COLUMN], lines);
}

/** Text of a CSV file's bytes: UTF-8 (BOM dropped) or, failing that, Windows-1252. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    // `fatal` makes a Windows-1252 "é" (one byte 0xE9) an error rather than U+FFFD.
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** A CSV file's table: first row the header, delimiter detected (`,`, `;`, tab). */
export function parseCsv(bytes: Uint8Array): ListTable {
  const text = decodeCsv(bytes);
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";", "\t", "|"],
  });
  const [header, ...data] = parsed.data;
  if (!header) throw emptyList();
  if (data.length > MAX_LIST_ROWS) throw tooManyRows(data.length);
  return tableOf(header, data);
}

/** An XLSX workbook's first sheet: first row the header, each cell as the text Excel shows. */
export async function parseXlsx(bytes: Uint8Array): Promise<ListTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError("list_unreadable", 422, "The file is not a readable XLSX workbook.", {
      cause: error,
    });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw emptyList();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    rows.push(Array.from(cells, (cell) => cell ?? ""));
  });
  const [header, ...data] = rows;
  if (!header) throw emptyList();
  if (data.length > MAX_LIST_ROWS) throw tooManyRows(data.length);
  return tableOf(header, data);
}

/** A hyperlink cell's address rather than its label; a formula's result; anything else as shown. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value && typeof value === "object" && "hyperlink" in value && value.hyperlink) {
    return String(value.hyperlink).replace(/^mailto:/i, "");
  }
  return cell.text ?? "";
}

/** The kind of an uploaded file, from its name or type. */
export function listFileKind(name: string, type = ""): "csv" | "xlsx" | undefined {
  if (/\.xlsx$/i.test(name) || type.includes("spreadsheetml")) return "xlsx";
  if (/\.(csv|txt|tsv)$/i.test(name) || /text\/(csv|plain)/.test(type)) return "csv";
  return undefined;
}

/** An uploaded file's table; anything but CSV or XLSX is refused with what is accepted. */
export async function parseListFile(
  bytes: Uint8Array,
  name: string,
  type?: string,
): Promise<ListTable> {
  const kind = listFileKind(name, type);
  if (kind === "xlsx") return parseXlsx(bytes);
  if (kind === "csv") return parseCsv(bytes);
  throw new AppError("list_format", 415, "Upload a CSV or an XLSX file (Excel workbook).");
}

function emptyList(): AppError {
  return new AppError("list_empty", 422, "The list has no rows.");
}
