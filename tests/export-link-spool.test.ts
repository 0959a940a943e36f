import { expect, test } from "bun:test";
import * as ExcelJS from "exceljs";
import { EXPORT_HEADERS } from "../src/export/columns";
import type { LeadRow } from "../src/export/lead-row";
import { leadsXlsxStream } from "../src/export/xlsx";

// Enough rows that the spooled links cross several file chunks (64 KB) and the sheet's
// relationship part holds thousands of entries, with characters XML must escape in a URL.
const ROW_COUNT = 1_500;

function lead(i: number) {
  return {
    companyName: `Company ${i}`,
    industry: null,
    companyDescription: null,
    website: `https://company-${i}.example/?a=1&b=${i}`,
    contactName: i % 3 === 0 ? null : `Person ${i}`,
    contactTitle: null,
    contactEmail: i % 3 === 0 ? null : `person${i}@company-${i}.example`,
    contactPhone: null,
    companyEmail: `info@company-${i}.example`,
    companyPhone: null,
    contactNameSource: i % 3 === 0 ? null : `https://company-${i}.example/team`,
    contactEmailSource: null,
    contactPhoneSource: null,
    companyEmailSource: `https://company-${i}.example/imprint?x=${i}&y=1`,
    companyPhoneSource: null,
    contactEmailStatus: null,
  } satisfies LeadRow;
}

async function* leads(): AsyncGenerator<LeadRow> {
  for (let i = 0; i < ROW_COUNT; i++) yield lead(i);
}

const column = (header: string) => EXPORT_HEADERS.indexOf(header) + 1;

test("every link of a large export lands on its own cell, escaped and in order", async () => {
  const stream = leadsXlsxStream(leads(), { projectName: "Many links" });
  const buffer = Buffer.from(await new Response(stream).arrayBuffer());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  expect(sheet.rowCount).toBe(ROW_COUNT + 1);
  let links = 0;
  for (let i = 0; i < ROW_COUNT; i++) {
    const row = sheet.getRow(i + 2);
    const expected = lead(i);
    expect(row.getCell(column("Website")).value).toEqual({
      text: expected.website,
      hyperlink: expected.website,
    });
    expect(row.getCell(column("Company Email")).value).toEqual({
      text: expected.companyEmail,
      hyperlink: `mailto:${expected.companyEmail}`,
    });
    const email = row.getCell(column("Decision Maker Email")).value;
    if (expected.contactEmail !== null) {
      expect(email).toEqual({
        text: expected.contactEmail,
        hyperlink: `mailto:${expected.contactEmail}`,
      });
    } else {
      expect(email).toBeNull();
    }
    row.eachCell((cell) => {
      if (cell.hyperlink) links += 1;
    });
  }
  // Website, company email, its source, and for two rows in three the contact email and source.
  expect(links).toBe(ROW_COUNT * 3 + 2 * 1_000);
});
