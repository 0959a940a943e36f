import { expect, type Locator, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { titleWithEnglish } from "../../../src/projects/views";
import { LIVE_TIMEOUT, researchPage } from "./research-live";

// The Results table, the results JSON and the xlsx export of the research page, each read back
// as the same rows so the live e2e tests can compare them.

/** A lead as the Results table shows it (values without their source links). */
export interface TableLead {
  company: string;
  industry: string;
  description: string;
  website: string;
  decisionMaker: string;
  title: string;
  contactEmail: string;
  contactPhone: string;
  companyEmail: string;
  companyPhone: string;
}

/** Every row of the Results table, read in the page. */
export async function readTable(page: Page): Promise<TableLead[]> {
  return researchPage(page).results.evaluate((panel) => {
    const cellValue = (cell: Element | undefined): string => {
      if (!cell) return "";
      const copy = cell.cloneNode(true) as Element;
      for (const source of copy.querySelectorAll("[data-source]")) source.remove();
      return copy.textContent?.trim() ?? "";
    };
    return [...panel.querySelectorAll("tbody tr")].map((row) => {
      const cells = [...row.querySelectorAll("td")];
      // The company's name (clamped, its full text in the tooltip), then its industry.
      const name = cells[0]?.querySelector("[data-tooltip]");
      const person = cells[3]?.querySelectorAll("span.block");
      return {
        company: name?.getAttribute("data-tooltip")?.trim() ?? "",
        industry: cells[0]?.querySelector("p")?.textContent?.trim() ?? "",
        description: cellValue(cells[1]),
        website: cells[2]?.querySelector("a")?.getAttribute("href") ?? cellValue(cells[2]),
        decisionMaker: person?.[0]?.textContent?.trim() ?? cellValue(cells[3]),
        title: person?.[1]?.textContent?.trim() ?? "-",
        contactEmail: cellValue(cells[4]),
        contactPhone: cellValue(cells[5]),
        companyEmail: cellValue(cells[6]),
        companyPhone: cellValue(cells[7]),
      };
    });
  });
}

/** The table's reading of a value: '-' for nothing. */
const shown = (value: string | null | undefined) => value?.trim() || "-";

/** A website as a comparable host name. */
export function hostOf(url: string): string {
  try {
    return new URL(/^https?:\/\//.test(url) ? url : `https://${url}`).hostname.replace(
      /^www\./,
      "",
    );
  } catch {
    return url;
  }
}

/**
 * The first sheet of a downloaded export: its header row, and `column(name)`, the 1-based index
 * of a header (throws, and so fails the test, when the export lacks it).
 */
export async function openExportSheet(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("the workbook has no sheet");
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const column = (name: string) => {
    const index = headers.indexOf(name);
    if (index < 0) throw new Error(`no column "${name}" in ${headers.join(", ")}`);
    return index + 1;
  };
  return { sheet, headers, column };
}

/** The first sheet of a downloaded export, as the table's rows. */
export async function readExport(path: string): Promise<TableLead[]> {
  const { sheet, column } = await openExportSheet(path);
  const leads: TableLead[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const text = (name: string) => shown(row.getCell(column(name)).text);
    if (text("Company") === "-") continue;
    leads.push({
      company: text("Company"),
      industry: text("Industry"),
      description: text("What company does?"),
      website: text("Website"),
      decisionMaker: text("Decision Maker"),
      title: text("Decision Maker Title"),
      contactEmail: text("Decision Maker Email"),
      contactPhone: text("Decision Maker Phone"),
      companyEmail: text("Company Email"),
      companyPhone: text("Company Phone"),
    });
  }
  return leads;
}

/** What GET /api/research-projects/{id}/results holds, as the table would show it. */
/** The fields of a results JSON row these tests compare with the table. */
export interface ApiResult {
  companyName: string;
  website: string;
  contactTitle: string | null;
  contactTitleEnglish?: string;
}

export async function apiResults(page: Page, projectId: number): Promise<ApiResult[]> {
  const res = await page.request.get(`/api/research-projects/${projectId}/results`);
  expect(res.ok(), `results call answered ${res.status()}`).toBe(true);
  return (await res.json()) as ApiResult[];
}

/**
 * The table shows a found title with its English catalogue title ("Directeur général (CEO)"), as
 * the results JSON gives them; the export keeps the title as found. Returns the rows as exported.
 */
export function titlesAsFound<Row extends { title: string }>(
  table: Row[],
  api: ApiResult[],
): Row[] {
  const shown = api.map(({ contactTitle: found, contactTitleEnglish: english }) =>
    found ? titleWithEnglish(found, english) : "-",
  );
  expect(table.map((row) => row.title)).toEqual(shown);
  return table.map((row, i) => ({ ...row, title: api[i]?.contactTitle || "-" }));
}

/** Downloads through an export control and reads the file back; returns its rows. */
export async function downloadExport(
  page: Page,
  control: Locator,
  projectId: number,
  savePath: (name: string) => string,
): Promise<TableLead[]> {
  const download = page.waitForEvent("download", { timeout: LIVE_TIMEOUT });
  await control.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`project_${projectId}_leads.xlsx`);
  const path = savePath(`${Date.now()}-${file.suggestedFilename()}`);
  await file.saveAs(path);
  return readExport(path);
}

// --- An app server of the test's own ---------------------------------------------------------
