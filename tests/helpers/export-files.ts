import * as ExcelJS from "exceljs";
import { EXPORT_HEADERS } from "../../src/export/columns";
import type { LeadRow } from "../../src/export/lead-row";
import { leadsXlsxStream } from "../../src/export/xlsx";
import { EMPTY_LEAD_ROW } from "./lead-row";

// The lead rows the export-* test files write, and readings of what the writers made of them.
export const EMPTY = EMPTY_LEAD_ROW;

export const EVIL_NAME = '=HYPERLINK("http://evil.example","click")';

export const ROWS: LeadRow[] = [
  {
    ...EMPTY,
    companyName: EVIL_NAME,
    industry: "Industrial pumps",
    companyDescription: 'Makes pumps, valves and "smart" meters.\nSince 1950.',
    website: "acme.example",
    contactName: "Anna Schmidt",
    contactTitle: "CEO",
    contactEmail: "anna@acme.example",
    contactPhone: "+49 89 1234567",
    companyEmail: "info@acme.example",
    companyPhone: "089 1234567",
    contactNameSource: "https://acme.example/team",
    contactEmailSource: "https://acme.example/contact",
    contactPhoneSource: "https://acme.example/contact",
    companyEmailSource: "https://acme.example/imprint",
    companyPhoneSource: "https://acme.example/imprint",
    contactEmailStatus: "valid",
  },
  {
    ...EMPTY,
    companyName: "Beta Ventiles GmbH",
    website: "https://beta.example/en",
    companyPhone: "+49 89 1234567",
    companyPhoneSource: "https://beta.example/kontakt",
  },
  { ...EMPTY, companyName: "Gamma Müller & Söhne", industry: "Valves" },
  { ...EMPTY, companyName: "Delta Ltd", website: "javascript:alert(1)" },
];

export async function* slowly<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) {
    await Promise.resolve();
    yield item;
  }
}

export async function xlsxBuffer(
  rows: Iterable<LeadRow> | AsyncIterable<LeadRow>,
): Promise<Buffer> {
  const stream = leadsXlsxStream(rows, { projectName: "Pumps in Germany" });
  return Buffer.from(await new Response(stream).arrayBuffer());
}

export async function loadSheet(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("workbook has no sheet");
  return sheet;
}

export function column(header: string): number {
  const index = EXPORT_HEADERS.indexOf(header);
  if (index < 0) throw new Error(`no column ${header}`);
  return index + 1;
}
