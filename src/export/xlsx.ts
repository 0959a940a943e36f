import { PassThrough, Writable } from "node:stream";
import * as ExcelJS from "exceljs";
import { CollectionPace } from "./collection-pace";
import { cellText, EXPORT_COLUMNS, type ExportColumn, rawValue } from "./columns";
import type { LeadRow, LeadRows } from "./lead-row";
import { linkTarget } from "./links";
import { webStreamFrom } from "./web-stream";
import { needsDrain, SheetLinkSpool, sheetEntry } from "./xlsx-link-spool";

export interface XlsxExportOptions {
  /** Goes into the workbook's title and, unless sheetName is given, names the sheet. */
  readonly projectName: string;
  readonly sheetName?: string;
  /** The columns in order; EXPORT_COLUMNS unless a list project adds its own (columns.ts). */
  readonly columns?: readonly ExportColumn[];
  /**
   * Whether source-page URLs become hyperlinks (default true). exceljs keeps every hyperlink in
   * memory until the sheet is finished (about 300 bytes each), and the sources are over half of a
   * row's links, so a very large export can turn them off to keep memory down.
   */
  readonly linkSources?: boolean;
  /** Stops the export, e.g. when the HTTP client goes away; the output is then destroyed. */
  readonly signal?: AbortSignal;
}

// Excel declares a file corrupt if one cell holds more characters than this.
const MAX_CELL_CHARS = 32_767;
// Rows between yields to the event loop when no output is full, so the compressor's callbacks run.
const ROWS_PER_YIELD = 200;
const HEADER_FONT: Partial<ExcelJS.Font> = { bold: true };
// One style object for all rows and plain cells and one for all link cells: exceljs looks a style object
// up by identity before it renders the style's XML to find its id, so shared objects skip that
// per cell. A fresh object per cell (its default) was most of an export's garbage, and with it
// the process's memory growth (issue 19). The written styles are the same.
const PLAIN_STYLE: Partial<ExcelJS.Style> = Object.freeze({});
const LINK_STYLE: Partial<ExcelJS.Style> = Object.freeze({
  font: { color: { argb: "FF0563C1" }, underline: true },
});

/**
 * Streams leads into an xlsx workbook on `output`, one committed row at a time, and resolves
 * once the file is complete. On failure the output is destroyed with the error, so that a
 * half-written file is never mistaken for a whole one.
 */
export async function writeLeadsXlsx(
  rows: LeadRows,
  output: Writable | WritableStream<Uint8Array>,
  options: XlsxExportOptions,
): Promise<{ rows: number }> {
  const sink = output instanceof Writable ? output : Writable.fromWeb(output);
  try {
    return await writeWorkbook(rows, sink, options);
  } catch (error) {
    sink.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

async function writeWorkbook(
  rows: LeadRows,
  sink: Writable,
  options: XlsxExportOptions,
): Promise<{ rows: number }> {
  // Shared strings would keep every distinct string in memory until the end: no good for 50k rows.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = "Export Discovery";
  workbook.title = options.projectName;
  const sheet = workbook.addWorksheet(sheetName(options.sheetName ?? options.projectName), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  const columns = options.columns ?? EXPORT_COLUMNS;
  sheet.columns = columns.map((column) => ({ key: column.field, width: column.width }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  const header = sheet.getRow(1);
  header.values = columns.map((column) => column.header);
  header.font = HEADER_FONT;
  header.commit();

  const pace = new CollectionPace();
  const spool = new SheetLinkSpool(sheet, pace);
  try {
    return await writeRows(rows, sink, options, { workbook, sheet, spool, pace });
  } finally {
    spool.dispose();
  }
}

interface Writers {
  readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  readonly sheet: ExcelJS.Worksheet;
  readonly spool: SheetLinkSpool;
  readonly pace: CollectionPace;
}

async function writeRows(
  rows: LeadRows,
  sink: Writable,
  options: XlsxExportOptions,
  { workbook, sheet, spool, pace }: Writers,
): Promise<{ rows: number }> {
  const linkSources = options.linkSources ?? true;
  const outputs = [sheetEntry(sheet), sink, ...spool.outputs];
  const anyFull = () => outputs.some((stream) => stream !== undefined && needsDrain(stream));
  let count = 0;
  for await (const lead of rows) {
    options.signal?.throwIfAborted();
    const row = sheet.getRow(count + 2);
    // exceljs's Row has a style (its cells start from it) that its typings leave out.
    (row as unknown as { style: Partial<ExcelJS.Style> }).style = PLAIN_STYLE;
    (options.columns ?? EXPORT_COLUMNS).forEach((column, index) => {
      const text = cellText(lead, column).slice(0, MAX_CELL_CHARS);
      if (text === "") return;
      const cell = row.getCell(index + 1);
      const target = cellLink(column, lead, linkSources);
      if (target) {
        cell.value = { text, hyperlink: target };
        cell.style = LINK_STYLE;
      } else {
        cell.value = text;
        cell.style = PLAIN_STYLE;
      }
    });
    row.commit();
    count += 1;
    pace.tick();
    // After every row, not every ROWS_PER_YIELD: 200 rows are about 300 KB of sheet XML, which
    // went into the zip entry (a 16 KB limit) in one go, and sat queued long enough to survive
    // young collections; the export's memory grew with it (issue 19).
    if (count % ROWS_PER_YIELD === 0 || anyFull()) await relieve(sink, options.signal, outputs);
  }
  await spool.commitSheet(sheet);
  await workbook.commit();
  return { rows: count };
}

function cellLink(column: ExportColumn, lead: LeadRow, linkSources: boolean): string | null {
  if (!column.link || (column.source && !linkSources)) return null;
  return linkTarget(column.link, rawValue(lead, column));
}

/**
 * exceljs writes into its zip without waiting for the output to drain, so a fast row source and
 * a slow reader (a download over a poor connection) would pile the file up in memory. Pausing
 * while the output is full, and yielding so the compressor's callbacks run, keeps it bounded.
 */
async function relieve(
  sink: Writable,
  signal: AbortSignal | undefined,
  outputs: readonly (Writable | undefined)[],
): Promise<void> {
  if (sink.destroyed) throw sink.errored ?? new Error("export output closed early");
  // Not only the output: exceljs writes rows into the sheet's zip entry without heeding its
  // backpressure, and the link spool files fill too.
  const full = outputs.find((stream) => stream !== undefined && needsDrain(stream));
  if (full) {
    await new Promise<void>((resolve) => {
      const done = () => {
        full.off("drain", done);
        sink.off("close", done);
        signal?.removeEventListener("abort", done);
        resolve();
      };
      full.on("drain", done);
      sink.on("close", done);
      signal?.addEventListener("abort", done);
    });
  } else {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  signal?.throwIfAborted();
  if (sink.destroyed) throw sink.errored ?? new Error("export output closed early");
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\, no edge apostrophes. */
export function sheetName(wanted: string): string {
  const cleaned = wanted
    // biome-ignore lint/suspicious/noControlCharactersInRegex: Excel rejects them in a sheet name.
    .replace(/[[\]:*?/\\\u0000-\u001f\u007f]/g, " ")
    .trim()
    .replace(/^'+|'+$/g, "")
    .slice(0, 31)
    .trim();
  // "History" is reserved by Excel for change tracking.
  return cleaned === "" || cleaned.toLowerCase() === "history" ? "Leads" : cleaned;
}

/** The xlsx file as a web stream, for an HTTP response body; cancelling it stops the export. */
export function leadsXlsxStream(
  rows: LeadRows,
  options: XlsxExportOptions,
): ReadableStream<Uint8Array> {
  const pass = new PassThrough();
  const abort = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, abort.signal]) : abort.signal;
  // The error reaches the reader through the destroyed PassThrough; nothing else to do here.
  writeLeadsXlsx(rows, pass, { ...options, signal }).catch(() => {});
  return webStreamFrom(pass, () => abort.abort(new Error("export download cancelled")));
}
