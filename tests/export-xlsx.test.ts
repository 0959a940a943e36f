import { beforeAll, describe, expect, test } from "bun:test";
import { PassThrough } from "node:stream";
import * as ExcelJS from "exceljs";
import { EXPORT_HEADERS } from "../src/export/columns";
import type { LeadRow } from "../src/export/lead-row";
import { leadsXlsxStream, writeLeadsXlsx } from "../src/export/xlsx";
import {
  column,
  EMPTY,
  EVIL_NAME,
  loadSheet,
  ROWS,
  slowly,
  xlsxBuffer,
} from "./helpers/export-files";

describe("xlsx export", () => {
  let sheet: ExcelJS.Worksheet;
  beforeAll(async () => {
    sheet = await loadSheet(await xlsxBuffer(ROWS));
  });
  const cell = (row: number, header: string) => sheet.getRow(row).getCell(column(header));

  test("has the header row and one row per lead", () => {
    expect(sheet.name).toBe("Pumps in Germany");
    expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_HEADERS]);
    expect(sheet.actualRowCount).toBe(ROWS.length + 1);
    for (const header of [
      "Company",
      "Industry",
      "What company does?",
      "Website",
      "Decision Maker",
      "Decision Maker Title",
      "Decision Maker Email",
      "Decision Maker Phone",
      "Company Email",
      "Company Phone",
      "Decision Maker Source",
      "Decision Maker Email Source",
      "Decision Maker Phone Source",
      "Company Email Source",
      "Company Phone Source",
      "Email Check",
    ]) {
      expect(EXPORT_HEADERS).toContain(header);
    }
  });

  test("bold, frozen, filterable header", () => {
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    // Spreadsheet column letters: 1 → A, 26 → Z, 27 → AA.
    const letters = (n: number): string =>
      n <= 0 ? "" : letters(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));
    const last = letters(EXPORT_HEADERS.length);
    expect(sheet.autoFilter as unknown).toBe(`A1:${last}1`);
    expect(sheet.getColumn(column("What company does?")).width).toBe(60);
  });

  test("plain values come through as text", () => {
    expect(cell(2, "Industry").value).toBe("Industrial pumps");
    expect(cell(2, "What company does?").value).toBe(
      'Makes pumps, valves and "smart" meters.\nSince 1950.',
    );
    expect(cell(2, "Decision Maker").value).toBe("Anna Schmidt");
    expect(cell(2, "Decision Maker Title").value).toBe("CEO");
    expect(cell(2, "Email Check").value).toBe("valid");
    expect(cell(4, "Company").value).toBe("Gamma Müller & Söhne");
  });

  test("a formula in scraped text is neutralized and stays a string cell", () => {
    const company = cell(2, "Company");
    expect(company.value).toBe(`'${EVIL_NAME}`);
    expect(company.type).toBe(ExcelJS.ValueType.String);
    expect(company.type).not.toBe(ExcelJS.ValueType.Formula);
    expect(company.formula).toBeUndefined();
  });

  test("websites link as https, emails as mailto, phones as tel, sources as links", () => {
    const links: [row: number, column: string, text: string, hyperlink: string][] = [
      [2, "Website", "acme.example", "https://acme.example/"],
      [3, "Website", "https://beta.example/en", "https://beta.example/en"],
      [2, "Decision Maker Email", "anna@acme.example", "mailto:anna@acme.example"],
      [2, "Company Email", "info@acme.example", "mailto:info@acme.example"],
      [2, "Company Phone", "089 1234567", "tel:0891234567"],
      [2, "Decision Maker Source", "https://acme.example/team", "https://acme.example/team"],
    ];
    for (const [row, column, text, hyperlink] of links) {
      expect(cell(row, column).value).toEqual({ text, hyperlink });
    }
    expect(cell(2, "Website").type).toBe(ExcelJS.ValueType.Hyperlink);
    expect(cell(2, "Website").font?.underline).toBe(true);
    // Every link cell is blue and underlined, every plain cell keeps the default font (the
    // writer shares one style object per kind across cells).
    for (const header of ["Website", "Company Email", "Decision Maker Source"]) {
      expect(cell(2, header).font).toEqual({ color: { argb: "FF0563C1" }, underline: true });
    }
    expect(cell(2, "Company").font).toBeUndefined();
    expect(cell(2, "Industry").font).toBeUndefined();
  });

  test("an E.164 phone is a text cell without an apostrophe and still dials", () => {
    for (const [row, header] of [
      [2, "Decision Maker Phone"],
      [3, "Company Phone"],
    ] as const) {
      expect(cell(row, header).value).toEqual({
        text: "+49 89 1234567",
        hyperlink: "tel:+49891234567",
      });
    }
  });

  test("empty contact fields are empty cells", () => {
    for (const header of EXPORT_HEADERS.filter((h) => h !== "Company" && h !== "Industry")) {
      expect(cell(4, header).value).toBeNull();
      expect(cell(4, header).type).toBe(ExcelJS.ValueType.Null);
    }
  });

  test("a javascript: website is text, never a link", () => {
    const website = cell(5, "Website");
    expect(website.value).toBe("javascript:alert(1)");
    expect(website.type).toBe(ExcelJS.ValueType.String);
    expect(website.hyperlink).toBeUndefined();
  });
});

describe("xlsx streaming", () => {
  test("takes an async row source and a web WritableStream", async () => {
    const chunks: Uint8Array[] = [];
    const output = new WritableStream<Uint8Array>({ write: (chunk) => void chunks.push(chunk) });
    const result = await writeLeadsXlsx(slowly(ROWS), output, {
      projectName: "x",
      sheetName: "My: leads?",
    });
    expect(result.rows).toBe(ROWS.length);
    const sheet = await loadSheet(Buffer.concat(chunks));
    expect(sheet.name).toBe("My  leads");
    expect(sheet.getRow(2).getCell(1).value).toBe(`'${EVIL_NAME}`);
  });

  test("linkSources: false keeps source URLs as plain text and other links as links", async () => {
    const chunks: Buffer[] = [];
    const output = new PassThrough();
    output.on("data", (chunk: Buffer) => chunks.push(chunk));
    await writeLeadsXlsx(ROWS, output, { projectName: "x", linkSources: false });
    const row = (await loadSheet(Buffer.concat(chunks))).getRow(2);
    expect(row.getCell(column("Decision Maker Source")).value).toBe("https://acme.example/team");
    expect(row.getCell(column("Website")).type).toBe(ExcelJS.ValueType.Hyperlink);
  });

  test("writes a header-only file for a project with no leads", async () => {
    const sheet = await loadSheet(await xlsxBuffer([]));
    expect(sheet.actualRowCount).toBe(1);
    expect(sheet.getRow(1).getCell(1).value).toBe("Company");
  });

  test("cuts text at Excel's cell limit", async () => {
    const long = { ...EMPTY, companyName: "A", companyDescription: "x".repeat(40_000) };
    const sheet = await loadSheet(await xlsxBuffer([long]));
    expect(String(sheet.getRow(2).getCell(column("What company does?")).value)).toHaveLength(
      32_767,
    );
  });

  test("cancelling the download closes the row source", async () => {
    let closed = false;
    async function* endless(): AsyncGenerator<LeadRow> {
      try {
        for (let i = 0; ; i++) yield { ...ROWS[0], ...EMPTY, companyName: `Company ${i}` };
      } finally {
        closed = true;
      }
    }
    const reader = leadsXlsxStream(endless(), { projectName: "x" }).getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    for (let i = 0; i < 100 && !closed; i++) await Bun.sleep(10);
    expect(closed).toBe(true);
  });

  test("a failing row source fails the stream instead of ending it cleanly", async () => {
    async function* broken(): AsyncGenerator<LeadRow> {
      for (let i = 0; i < 500; i++) yield { ...EMPTY, companyName: `Company ${i}` };
      throw new Error("database went away");
    }
    await expect(
      new Response(leadsXlsxStream(broken(), { projectName: "x" })).arrayBuffer(),
    ).rejects.toThrow("database went away");
  });

  test("a failing row source destroys a Node output", async () => {
    async function* broken(): AsyncGenerator<LeadRow> {
      yield ROWS[1] ?? EMPTY;
      throw new Error("boom");
    }
    const output = new PassThrough();
    output.resume();
    await expect(writeLeadsXlsx(broken(), output, { projectName: "x" })).rejects.toThrow("boom");
    expect(output.destroyed).toBe(true);
  });
});
