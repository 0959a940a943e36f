import { once } from "node:events";
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  rmSync,
  type WriteStream,
} from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Transform, type Writable } from "node:stream";
import type * as ExcelJS from "exceljs";
// A static import (not createRequire at run time) so the compiled binary bundles the module.
import exceljsUtils from "exceljs/lib/utils/utils.js";
import type { CollectionPace } from "./collection-pace";

/*
 * Why this exists: exceljs's streaming writer keeps every hyperlink of a sheet in memory until
 * the sheet is finished (its address list, and the sheet's relationship part, which the zip only
 * reads after the sheet). An export has up to ten links a row, which made memory grow with the
 * export (about 400 MB for 50,000 rows). Here both go to temporary files instead, and are copied
 * into the zip at the end with backpressure, so memory stays flat however many rows there are.
 * It reaches into exceljs 4's WorksheetWriter internals, named below, in this one module.
 */

// exceljs's own XML escaping (it also drops characters XML cannot hold), so a spooled link is
// written exactly as exceljs would have written it.
const { xmlEncode } = exceljsUtils;
const BEFORE_LINKS = ["_writeCloseSheetData", "_writeAutoFilter", "_writeMergeCells"] as const;
const AFTER_LINKS = [
  "_writeConditionalFormatting",
  "_writeDataValidations",
  "_writeSheetProtection",
  "_writePageMargins",
  "_writePageSetup",
  "_writeBackground",
  "_writeHeaderFooter",
  "_writeRowBreaks",
  "_writeLegacyData",
  "_writeCloseWorksheet",
] as const;
type SheetPart =
  | "_writeOpenSheetData"
  | (typeof BEFORE_LINKS)[number]
  | (typeof AFTER_LINKS)[number];
const HYPERLINK_TYPE =
  "http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink";
const CHUNK_CHARS = 64 * 1024;
const READ_CHUNK_BYTES = 64 * 1024;
const RELS_OPEN =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">';

/** The WorksheetWriter internals this module uses (exceljs 4.x lib/stream/xlsx). */
interface SheetInternals extends Record<SheetPart, () => void> {
  id: number;
  committed: boolean;
  startedData: boolean;
  _rows: unknown[] | null;
  _writeRow(row: unknown): void;
  _workbook: { zip: { append(source: unknown, data: { name: string }): void } };
  stream: Writable & { pipes?: Writable[] };
  _sheetRelsWriter: {
    count: number;
    addHyperlink(link: { address: string; target: string }): void;
    _writeRelationship(rel: unknown): string;
  };
  _sheetCommentsWriter: { commit(): void };
}

/**
 * Whether a stream asked its writer to wait. archiver's streams come from the readable-stream 2
 * package, which has no `writableNeedDrain`: its state object says it.
 */
export function needsDrain(stream: Writable): boolean {
  const legacy = stream as unknown as { _writableState?: { needDrain?: boolean } };
  return stream.writableNeedDrain ?? legacy._writableState?.needDrain ?? false;
}

/**
 * The stream the zip reads the sheet's XML from. exceljs keeps it private: its row buffer
 * (`stream`) pipes into the entry the archiver appended (`pipes[0]`). exceljs writes rows into it
 * without heeding its backpressure, so the export waits on it itself. If a later exceljs moves
 * it, this finds nothing and the export still works, only without this bound.
 */
export function sheetEntry(sheet: ExcelJS.Worksheet): Writable | undefined {
  const entry = (sheet as unknown as Partial<SheetInternals>).stream?.pipes?.[0];
  return entry && typeof entry.once === "function" ? entry : undefined;
}

export class SheetLinkSpool {
  private readonly dir = mkdtempSync(join(tmpdir(), "xlsx-links-"));
  private readonly relsPath = join(this.dir, "rels.xml");
  private readonly refsPath = join(this.dir, "refs.xml");
  private readonly rels: WriteStream;
  private readonly refs: WriteStream;
  private links = 0;
  private failure: Error | undefined;
  // Written in chunks: one file write per link would cost more than the link.
  private relsChunk = RELS_OPEN;
  private refsChunk = "";

  constructor(
    sheet: ExcelJS.Worksheet,
    private readonly pace?: CollectionPace,
  ) {
    const internals = sheet as unknown as SheetInternals;
    this.rels = createWriteStream(this.relsPath);
    this.refs = createWriteStream(this.refsPath);
    // A disk error fails the export at the end (commitSheet); one after dispose() is moot.
    for (const file of [this.rels, this.refs])
      file.on("error", (error) => (this.failure ??= error));
    const writer = internals._sheetRelsWriter;
    writer.addHyperlink = ({ address, target }) => {
      writer.count += 1;
      const rId = `rId${writer.count}`;
      this.relsChunk += `<Relationship Id="${rId}" Type="${HYPERLINK_TYPE}" Target="${xmlEncode(target)}" TargetMode="External"/>`;
      this.refsChunk += `<hyperlink ref="${address}" r:id="${rId}"/>`;
      this.links += 1;
      if (this.relsChunk.length >= CHUNK_CHARS) this.flush();
    };
    // The export adds no other relationship (no images, no comments); refuse rather than lose one.
    writer._writeRelationship = () => {
      throw new Error("only hyperlinks are spooled");
    };
  }

  private flush(): void {
    this.rels.write(this.relsChunk);
    this.refs.write(this.refsChunk);
    this.relsChunk = "";
    this.refsChunk = "";
  }

  /** The spool files' streams, for the writer's backpressure check. */
  get outputs(): Writable[] {
    return [this.rels, this.refs];
  }

  /**
   * Finishes the sheet in exceljs's own order (WorksheetWriter.commit), with the spooled
   * hyperlinks copied into the sheet in place of the in-memory list, and the relationship part
   * appended to the zip from its file.
   */
  async commitSheet(sheet: ExcelJS.Worksheet): Promise<void> {
    const s = sheet as unknown as SheetInternals;
    this.flush();
    this.rels.end("</Relationships>");
    this.refs.end();
    await Promise.all([once(this.rels, "finish"), once(this.refs, "finish")]);
    if (this.failure) throw this.failure;
    for (const row of s._rows ?? []) if (row) s._writeRow(row);
    s._rows = null;
    if (!s.startedData) s._writeOpenSheetData();
    for (const part of BEFORE_LINKS) s[part]();
    if (this.links > 0) await this.copyRefs(s);
    for (const part of AFTER_LINKS) s[part]();
    s.stream.end();
    s._sheetCommentsWriter.commit();
    if (this.links > 0) {
      s._workbook.zip.append(this.paced(createReadStream(this.relsPath)), {
        name: `/xl/worksheets/_rels/sheet${s.id}.xml.rels`,
      });
    }
    s.committed = true;
  }

  /**
   * `<hyperlinks>` from the file into the sheet, waiting whenever the zip entry is full. One read
   * buffer serves the whole file, since exceljs's batching row buffer copies what it is given
   * before write() returns: a read stream's fresh buffer per chunk was tens of MB of garbage in a
   * fraction of a second at the end of a large export (issue 19).
   */
  private async copyRefs(s: SheetInternals): Promise<void> {
    const entry = sheetEntry(s as unknown as ExcelJS.Worksheet);
    const chunk = Buffer.allocUnsafe(READ_CHUNK_BYTES);
    const file = await open(this.refsPath, "r");
    try {
      s.stream.write("<hyperlinks>");
      for (;;) {
        const { bytesRead } = await file.read(chunk, 0, chunk.length, null);
        if (bytesRead === 0) break;
        s.stream.write(chunk.subarray(0, bytesRead));
        this.pace?.tick();
        if (entry && needsDrain(entry)) await once(entry, "drain");
      }
      s.stream.write("</hyperlinks>");
    } finally {
      await file.close();
    }
  }

  /** The file as the zip reads it, with the export's collections kept up while it does. */
  private paced(file: ReturnType<typeof createReadStream>): Transform | typeof file {
    const pace = this.pace;
    if (!pace) return file;
    const through = new Transform({
      transform(chunk, _encoding, done) {
        pace.tick();
        done(null, chunk);
      },
    });
    file.on("error", (error) => through.destroy(error));
    return file.pipe(through);
  }

  /** Removes the temporary files (the relationship file once the zip has read it). */
  dispose(): void {
    this.rels.destroy();
    this.refs.destroy();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
