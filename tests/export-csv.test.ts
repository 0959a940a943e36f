import { beforeAll, describe, expect, test } from "bun:test";
import { EXPORT_HEADERS } from "../src/export/columns";
import { leadsCsvStream } from "../src/export/csv";
import {
  CSV_CONTENT_TYPE,
  exportContentDisposition,
  exportFileName,
  XLSX_CONTENT_TYPE,
} from "../src/export/file-name";
import type { LeadRow } from "../src/export/lead-row";
import { column, EMPTY, EVIL_NAME, ROWS } from "./helpers/export-files";

/** A strict RFC 4180 reader, so the test does not trust the writer's own idea of the format. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error("unterminated quoted field");
        field += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        field += '"';
        i += 1;
      }
    } else {
      const end = text.slice(i).search(/[,\r\n]/);
      const stop = end < 0 ? text.length : i + end;
      field += text.slice(i, stop);
      if (field.includes('"')) throw new Error("quote in an unquoted field");
      i = stop;
    }
    if (text[i] === ",") {
      record.push(field);
      field = "";
      i += 1;
    } else if (text.startsWith("\r\n", i)) {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i += 2;
    } else if (i < text.length) {
      throw new Error(`bare line break at ${i}`);
    }
  }
  if (field !== "" || record.length > 0) throw new Error("last record has no CRLF");
  return records;
}

describe("csv export", () => {
  let bytes: Uint8Array;
  let text: string;
  let records: string[][];
  beforeAll(async () => {
    bytes = new Uint8Array(await new Response(leadsCsvStream(ROWS)).arrayBuffer());
    text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    records = parseCsv(text.slice(1));
  });
  const value = (row: number, header: string) => records[row]?.[column(header) - 1];

  test("starts with a UTF-8 byte order mark", () => {
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  test("ends every record with CRLF and has the same columns as the xlsx", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(records[0]).toEqual([...EXPORT_HEADERS]);
    expect(records).toHaveLength(ROWS.length + 1);
    for (const record of records) expect(record).toHaveLength(EXPORT_HEADERS.length);
  });

  test("quotes commas, quotes and line breaks", () => {
    expect(value(1, "What company does?")).toBe(
      'Makes pumps, valves and "smart" meters.\nSince 1950.',
    );
    expect(text).toContain('"Makes pumps, valves and ""smart"" meters.\nSince 1950."');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });

  test("neutralizes formulas and keeps E.164 phones as they are", () => {
    expect(value(1, "Company")).toBe(`'${EVIL_NAME}`);
    expect(value(1, "Decision Maker Phone")).toBe("+49 89 1234567");
    expect(value(2, "Company Phone")).toBe("+49 89 1234567");
  });

  test("keeps plain values, unicode and empty cells as they are", () => {
    expect(value(3, "Company")).toBe("Gamma Müller & Söhne");
    expect(value(1, "Website")).toBe("acme.example");
    expect(value(4, "Website")).toBe("javascript:alert(1)");
    expect(value(3, "Decision Maker Email")).toBe("");
  });

  test("cancelling the download closes the row source", async () => {
    let closed = false;
    async function* endless(): AsyncGenerator<LeadRow> {
      try {
        for (let i = 0; ; i++) yield { ...EMPTY, companyName: `Company ${i}` };
      } finally {
        closed = true;
      }
    }
    const reader = leadsCsvStream(endless()).getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    expect(closed).toBe(true);
  });
});

describe("file names", () => {
  test("follow project_{id}_leads.{ext}", () => {
    expect(exportFileName(42, "xlsx")).toBe("project_42_leads.xlsx");
    expect(exportFileName(7, "csv")).toBe("project_7_leads.csv");
    expect(exportContentDisposition(42, "xlsx")).toBe(
      'attachment; filename="project_42_leads.xlsx"',
    );
  });

  test("refuse an id that is not a plain integer", () => {
    expect(() => exportFileName(1.5, "xlsx")).toThrow(RangeError);
    expect(() => exportFileName(-1, "xlsx")).toThrow(RangeError);
    expect(() => exportFileName(Number.NaN, "csv")).toThrow(RangeError);
  });

  test("content types", () => {
    expect(XLSX_CONTENT_TYPE).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(CSV_CONTENT_TYPE).toBe("text/csv; charset=utf-8");
  });
});
