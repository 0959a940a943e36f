import { cellText, EXPORT_COLUMNS, type ExportColumn } from "./columns";
import type { LeadRows } from "./lead-row";

// Excel only reads a CSV as UTF-8 when it starts with a byte order mark; without it,
// "Müller" arrives as "MÃ¼ller".
export const BOM = "\uFEFF";
const CRLF = "\r\n";
// ";" too: European Excel splits on it, and a quoted field stays one cell.
const NEEDS_QUOTES = /[",;\r\n]/;
// Rows are batched into chunks of about this size: one enqueue per row would cost more than the row.
const CHUNK_CHARS = 64 * 1024;

/** One CSV field per RFC 4180: quoted, with quotes doubled, only when it has to be. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvLine(values: readonly string[]): string {
  return values.map(csvField).join(",") + CRLF;
}

/** The CSV text in chunks: BOM and header first, then every row, each field neutralized. */
export async function* leadsCsvChunks(
  rows: LeadRows,
  signal?: AbortSignal,
  columns: readonly ExportColumn[] = EXPORT_COLUMNS,
): AsyncGenerator<string, void, undefined> {
  let chunk = BOM + csvLine(columns.map((column) => column.header));
  for await (const lead of rows) {
    signal?.throwIfAborted();
    chunk += csvLine(columns.map((column) => cellText(lead, column)));
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = "";
    }
  }
  yield chunk;
}

/** The CSV file as a web stream for an HTTP body; rows are read only as fast as it is consumed. */
export function leadsCsvStream(
  rows: LeadRows,
  signal?: AbortSignal,
  columns?: readonly ExportColumn[],
): ReadableStream<Uint8Array> {
  return textChunkStream(leadsCsvChunks(rows, signal, columns));
}

/** Text chunks as a UTF-8 web stream, pulled one at a time; cancelling closes the source. */
export function textChunkStream(
  chunks: AsyncGenerator<string, void, undefined>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        // Closes the row source too (a database cursor is released by its return()).
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
