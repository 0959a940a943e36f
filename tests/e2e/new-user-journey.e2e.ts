import { expect } from "@playwright/test";
import ExcelJS from "exceljs";
import { demoPort } from "../../playwright.config";
import {
  ALTCHA_TIMEOUT,
  createAccountButton,
  expectToast,
  fillSignUp,
  openAuthPage,
  SIGN_IN_TIMEOUT,
  solveHumanCheck,
  test,
  verifyFromMail,
} from "./helpers/account-ui";
import { uniqueEmail } from "./helpers/auth-emulator";
import {
  createProjectThroughForm,
  LIVE_TIMEOUT,
  RUN_TIMEOUT,
  researchPage,
  startResearchFromChat,
  waitForFound,
  waitForIslands,
} from "./helpers/research-live";
import { hostOf, openExportSheet, readTable } from "./helpers/research-table";
import { openTab } from "./helpers/workspace";

// Issue 15 pt 11: what a new user does on a fresh clone, start to finish, against the default
// sandbox web (playwright.config.ts sets no SANDBOX_* variable, so the app's defaults, top-up
// included, are what is searched): sign up, verify the email, create the first project most
// people type (German pump manufacturers, their CEO, 20 of them), run it, see 20 leads with
// decision makers, export them and read the workbook back with exceljs.

const TARGET = 20;
const has = (value: string) => value !== "" && value !== "-";
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
/** The export writes phone numbers in international form (E.164 with its "+"), as text. */
const PHONE = /^\+\d{7,15}$/;

// The journey runs on the demo web (SANDBOX_SEGMENT_MIN=30), served by a second app of its own
// (playwright.config.ts), so its research load never slows the other tests' server.
test.use({ baseURL: `http://127.0.0.1:${demoPort}` });

test("a new user: sign up, verify, German pumps project, 20 leads with CEOs, xlsx export", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(ALTCHA_TIMEOUT + RUN_TIMEOUT + 120_000);
  const email = uniqueEmail("journey");

  await test.step("sign up and verify the email", async () => {
    const panel = await openAuthPage(page, "Sign Up");
    await fillSignUp(panel, {
      firstName: "Nora",
      lastName: "Neumann",
      email,
      password: "journey-password-42",
    });
    await solveHumanCheck(panel);
    await createAccountButton(panel).click();
    await expect(page).toHaveURL(/\/verify-email$/, { timeout: SIGN_IN_TIMEOUT });
    await expectToast(page, "Registration successful!");
    await verifyFromMail(page, context, email);
  });

  const projectId = await createProjectThroughForm(page, {
    name: "German pump makers",
    country: "Germany",
    companyType: "Manufacturer",
    productsServices: "pumps",
    decisionMaker: "CEO",
    companyCount: TARGET,
  });
  const ui = researchPage(page);

  await test.step("run it from the chat until all 20 are found", async () => {
    await waitForIslands(page);
    await expect(ui.chat).toHaveAttribute("data-live", "connected", { timeout: LIVE_TIMEOUT });
    await startResearchFromChat(page);
    const found = await waitForFound(page, TARGET);
    expect(found).toEqual({ found: TARGET, target: TARGET });
  });

  const table =
    await test.step("the Results tab lists 20 leads, most with a named CEO", async () => {
      await openTab(page, `Results (${TARGET})`);
      await expect(ui.rows).toHaveCount(TARGET, { timeout: LIVE_TIMEOUT });
      const rows = await readTable(page);
      expect(new Set(rows.map((r) => hostOf(r.website))).size).toBe(TARGET);
      const named = rows.filter((r) => has(r.decisionMaker));
      testInfo.annotations.push({
        type: "leads",
        description: `${rows.length} leads, ${named.length} with a decision maker`,
      });
      expect(named.length).toBeGreaterThan(TARGET / 2);
      // Those named can be reached: an email or phone of their own or of their company.
      for (const r of named) {
        expect(
          [r.contactEmail, r.contactPhone, r.companyEmail, r.companyPhone].some(has),
          `${r.company} has no email or phone`,
        ).toBe(true);
      }
      return rows;
    });

  await test.step("export to Excel and read the workbook: emails and phones as shown", async () => {
    const results = page.locator("#panel-results");
    const download = page.waitForEvent("download", { timeout: LIVE_TIMEOUT });
    await results.getByRole("link", { name: "Export to Excel" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`project_${projectId}_leads.xlsx`);
    const path = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(path);

    const { sheet, column } = await openExportSheet(path);
    const rows = [];
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      const cell = (name: string) => row.getCell(column(name));
      if (!cell("Company").text) continue;
      rows.push({
        website: hostOf(cell("Website").text),
        decisionMaker: cell("Decision Maker").text,
        contactEmail: cell("Decision Maker Email").text,
        contactPhone: cell("Decision Maker Phone").text,
        companyEmail: cell("Company Email").text,
        companyPhone: cell("Company Phone").text,
        // A phone number stored as a number would lose its "+" and leading zeros.
        phoneTypes: [cell("Decision Maker Phone").type, cell("Company Phone").type],
      });
    }
    expect(rows).toHaveLength(TARGET);

    const emails = rows.flatMap((r) => [r.contactEmail, r.companyEmail]).filter(Boolean);
    const phones = rows.flatMap((r) => [r.contactPhone, r.companyPhone]).filter(Boolean);
    testInfo.annotations.push({
      type: "export",
      description: `${emails.length} emails, ${phones.length} phones in ${rows.length} rows`,
    });
    expect(emails.length).toBeGreaterThan(TARGET / 2);
    expect(phones.length).toBeGreaterThan(TARGET / 2);
    for (const value of emails) expect(value).toMatch(EMAIL);
    for (const value of phones) expect(value).toMatch(PHONE);
    for (const r of rows) {
      for (const type of r.phoneTypes) expect(type).not.toBe(ExcelJS.ValueType.Number);
    }

    // The file holds what the table showed, lead for lead.
    const shown = (v: string) => (has(v) ? v : "");
    const byHost = new Map(table.map((t) => [hostOf(t.website), t]));
    for (const r of rows) {
      const t = byHost.get(r.website);
      expect(t, `${r.website} is in the table`).toBeDefined();
      expect({
        site: r.website,
        contactEmail: r.contactEmail,
        contactPhone: r.contactPhone,
        companyEmail: r.companyEmail,
        companyPhone: r.companyPhone,
      }).toEqual({
        site: r.website,
        contactEmail: shown(t?.contactEmail ?? ""),
        contactPhone: shown(t?.contactPhone ?? ""),
        companyEmail: shown(t?.companyEmail ?? ""),
        companyPhone: shown(t?.companyPhone ?? ""),
      });
    }
  });
});
