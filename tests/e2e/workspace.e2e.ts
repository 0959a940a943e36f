import { expect } from "@playwright/test";
import { SIGN_IN_TIMEOUT, test } from "./helpers/account-ui";
import { seriousViolations } from "./helpers/axe";
import { openExportSheet } from "./helpers/research-table";
import {
  createVerifiedAccount,
  expectToast,
  openCardMenu,
  openTab,
  projectCard,
  signInNewUser,
  signInThroughUi,
  withoutPageLoad,
} from "./helpers/workspace";
import { expectEveryTab, project, waitForWorkspaceScript } from "./helpers/workspace-project";

// The workspace of spec §2 (dashboard, project list, creation form, research project page and
// its tabs) and the project toasts of §8, through the real UI against the e2e server's own
// database. Leads come from the test-only POST /__test/seed-leads: the research pipeline needs
// the internet, which the e2e run does not have.

const DELETE_CONFIRMATION =
  "Are you sure you want to delete this research? This action cannot be undone and will permanently remove all project data, chat messages, and found companies.";

test("create, rename, explore, pause, export and delete a research project", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);

  await test.step("sign in on an empty dashboard", async () => {
    await signInNewUser(page, "workspace");
    await expect(page.getByText("No research projects yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Your First Project" })).toBeVisible();
  });

  const form = page.locator("form[data-create-form]");
  await test.step("a refused creation form keeps its values and says why", async () => {
    await page.getByRole("link", { name: "New Research" }).click();
    await expect(page.getByRole("heading", { name: "Create New Research Project" })).toBeVisible();
    await form.getByLabel("Research Name").fill(project.name);
    await form.getByLabel("Country").fill(project.country);
    await form.getByLabel("City").fill(project.city);
    await form.getByLabel("Company Type").fill(project.companyType);
    await form.getByLabel("Products/Services").fill(project.productsServices);
    await form.getByLabel("Keywords").fill(project.keywords);
    await form.getByLabel("Exclusions").fill(project.exclusions);
    // Two mistakes: no decision maker, and more companies than the limit.
    await form.getByLabel("Number of Companies").fill("51");
    await form.getByRole("button", { name: "Create Research" }).click();

    await expect(form.getByText("Decision maker is required")).toBeVisible();
    await expect(form.getByText("Number of companies must be between 1 and 50")).toBeVisible();
    await expectToast(page, "Error", "Failed to create research project:");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(form.getByLabel("Research Name")).toHaveValue(project.name);
    await expect(form.getByLabel("Country")).toHaveValue(project.country);
    await expect(form.getByLabel("City")).toHaveValue(project.city);
    await expect(form.getByLabel("Company Type")).toHaveValue(project.companyType);
    await expect(form.getByLabel("Products/Services")).toHaveValue(project.productsServices);
    await expect(form.getByLabel("Keywords")).toHaveValue(project.keywords);
    await expect(form.getByLabel("Exclusions")).toHaveValue(project.exclusions);
    await expect(form.getByLabel("Number of Companies")).toHaveValue("51");
    await expect(form.getByLabel("Decision Maker")).toHaveAttribute("aria-invalid", "true");
  });

  let projectId = 0;
  await test.step("the corrected form creates the project and opens it", async () => {
    await form.getByLabel("Decision Maker").selectOption(project.decisionMaker);
    await form.getByLabel("Number of Companies").fill("5");
    await form.getByRole("button", { name: "Create Research" }).click();
    await page.waitForURL(/\/research\/\d+$/);
    projectId = Number(/\/research\/(\d+)$/.exec(page.url())?.[1]);
    expect(projectId).toBeGreaterThan(0);
    await expectToast(page, "Research Created", "Start chatting to begin finding companies!");
    const header = page.locator("#research-header");
    await expect(header.getByRole("heading", { level: 1 })).toHaveText(project.name);
    await expect(header).toContainText("Manufacturer in Germany, Munich");
    await expect(header.getByTestId("header-progress")).toHaveText("0/5");
  });

  await test.step("the dashboard lists the new project", async () => {
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    const card = projectCard(page, project.name);
    await expect(card).toBeVisible();
    await expect(card).toContainText(/Created .+ ago/);
    await expect(card).toContainText("0 companies found");
    // Never run yet: "Not started" (issue 15), not the spec's catch-all "Active".
    await expect(card.getByTestId("status-badge")).toHaveText("Not started");
    // No results: the card's export is a disabled button, not a download link.
    await expect(
      card.getByRole("button", { name: `Export ${project.name} to Excel` }),
    ).toBeDisabled();
  });

  await test.step("rename inline from the card menu", async () => {
    // By id: while the name is edited its heading is hidden.
    const card = page.locator(`[data-project-card="${projectId}"]`);
    await expect(card).toContainText(project.name);
    const menu = await openCardMenu(card);
    await menu.getByRole("link", { name: "Edit research name" }).click();
    const field = card.getByLabel("Research name");
    await expect(field).toBeVisible();
    await expect(field).toHaveValue(project.name);
    await field.fill(project.renamed);
    // Inline (spec §2): htmx swaps the card; the page stays.
    await withoutPageLoad(page, async () => {
      await field.press("Enter");
      await expectToast(page, "Name Updated");
    });
    const renamed = projectCard(page, project.renamed);
    await expect(renamed).toBeVisible();
    await expect(renamed.getByRole("link", { name: project.renamed })).toHaveAttribute(
      "href",
      `/research/${projectId}`,
    );
    await expect(projectCard(page, project.name)).toHaveCount(0);
  });

  await test.step("every tab of the project page", async () => {
    await expectEveryTab(page, projectId);
  });

  await test.step("pause and resume", async () => {
    const header = page.locator("#research-header");
    const badge = header.getByTestId("status-badge");
    // A new project is stored paused (spec §4) and shown as not started, with Start (issue 15).
    await expect(badge).toHaveText("Not started");
    await withoutPageLoad(page, async () => {
      await header.getByRole("button", { name: "Start Research" }).click();
      await expect(header.getByRole("button", { name: "Pause Research" })).toBeVisible();
    });
    await expect(badge).toHaveText("Researching...");
    // The chat header's badge follows (out-of-band swap).
    await expect(page.locator("#chat-status")).toContainText("Researching...");
    await header.getByRole("button", { name: "Pause Research" }).click();
    await expect(header.getByRole("button", { name: "Resume Research" })).toBeVisible();
    await expect(badge).toHaveText("Paused");
    await expect(page.locator("#chat-status")).toContainText("Paused");
  });

  await test.step("seeded results show in the table", async () => {
    const seeded = await page.request.post("/__test/seed-leads", {
      data: { projectId, count: 3 },
    });
    expect(seeded.ok(), await seeded.text()).toBe(true);
    await page.reload();
    await waitForWorkspaceScript(page);
    const results = await openTab(page, "Results (3)");
    await expect(page.locator("#research-header").getByTestId("header-progress")).toHaveText("3/5");
    const rows = results.locator("tbody tr");
    await expect(rows).toHaveCount(3);

    // A complete lead: company with industry, links out as https, mailto and tel.
    const full = rows.nth(0);
    await expect(full.locator("td").nth(0)).toContainText("Seeded Company 1");
    await expect(full.locator("td").nth(0)).toContainText("Packaging");
    const site = full.locator("td").nth(2).getByRole("link");
    await expect(site).toHaveAttribute("href", /^https:\/\/seed-1-.+\.example\.com\/$/);
    await expect(site).toHaveAttribute("target", "_blank");
    await expect(full.locator("td").nth(3)).toContainText("Dana Seed 1");
    await expect(full.locator("td").nth(3)).toContainText("CEO");
    // Decision maker's email and phone, then the company's: each column links out.
    const contactLinks: [column: number, href: string | RegExp][] = [
      [4, /^mailto:dana@seed-1-/],
      [5, "tel:+498920001"],
      [6, /^mailto:info@seed-1-/],
      [7, "tel:+498910001"],
    ];
    for (const [column, href] of contactLinks) {
      await expect(full.locator("td").nth(column).getByRole("link")).toHaveAttribute("href", href);
    }

    // A lead with only a name and a website: '-' wherever nothing was found.
    const sparse = rows.nth(1);
    await expect(sparse.locator("td").nth(0)).toContainText("Seeded Company 2");
    await expect(sparse.locator("td").nth(2).getByRole("link")).toHaveAttribute(
      "href",
      /^https:\/\/seed-2-/,
    );
    for (const column of [1, 3, 4, 5, 6, 7]) {
      await expect(sparse.locator("td").nth(column)).toHaveText("-");
    }
    await expect(sparse.locator("td a[href^='mailto:'], td a[href^='tel:']")).toHaveCount(0);
  });

  await test.step("export to Excel downloads the leads", async () => {
    const results = page.getByRole("tabpanel", { name: "Results (3)" });
    const download = page.waitForEvent("download");
    await results.getByRole("link", { name: "Export to Excel" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`project_${projectId}_leads.xlsx`);
    await expectToast(page, "Export Complete", "Excel");

    const path = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(path);
    const { sheet, headers: header } = await openExportSheet(path);
    expect(header.slice(0, 4)).toEqual(["Company", "Industry", "What company does?", "Website"]);
    expect(header).toContain("Decision Maker Email");
    const companies = [2, 3, 4].map((r) => sheet.getRow(r).getCell(1).text);
    expect(companies).toEqual(["Seeded Company 1", "Seeded Company 2", "Seeded Company 3"]);
  });

  await test.step("another user cannot open the project", async () => {
    const other = await browser.newContext({ baseURL });
    try {
      const otherPage = await other.newPage();
      await signInThroughUi(otherPage, await createVerifiedAccount("workspace-other"));
      const res = await otherPage.goto(`/research/${projectId}`);
      expect(res?.status()).toBe(404);
      await expect(
        otherPage.getByRole("heading", { name: "Research project not found" }),
      ).toBeVisible();
      await expect(otherPage.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
        "href",
        "/",
      );
      await expect(otherPage.getByText(project.renamed)).toHaveCount(0);
      // Nor seed leads into it.
      const seed = await otherPage.request.post("/__test/seed-leads", {
        data: { projectId, count: 1 },
      });
      expect(seed.status()).toBe(404);
    } finally {
      await other.close();
    }
  });

  await test.step("delete from the card menu, after confirming", async () => {
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/", { timeout: SIGN_IN_TIMEOUT });
    const card = projectCard(page, project.renamed);
    await expect(card).toContainText("3 companies found");
    // An export from the card updates the Exports tile in place (issue 15: the tile's count).
    const exportsTile = page.locator('[data-stat-value="Exports"]');
    await expect(exportsTile).toHaveText("1");
    await withoutPageLoad(page, async () => {
      const download = page.waitForEvent("download");
      await card.getByRole("link", { name: `Export ${project.renamed} to Excel` }).click();
      await download;
      await expect(exportsTile).toHaveText("2");
    });
    const menu = await openCardMenu(card);
    await menu.getByRole("link", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Research" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(DELETE_CONFIRMATION, { exact: true })).toBeVisible();
    await withoutPageLoad(page, async () => {
      await dialog.getByRole("button", { name: "Delete", exact: true }).click();
      await expectToast(page, "Project Deleted");
    });
    await expect(page.getByText("No research projects yet")).toBeVisible();
    await expect(projectCard(page, project.renamed)).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
  });
});

test("research my list: upload a CSV, see its preview and cost, pick a column, create", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInNewUser(page, "list-form");
  await page.getByRole("link", { name: "New Research" }).click();
  const form = page.locator("form[data-create-form]");
  // The preview is the workspace script's: wait until it has wired the form.
  await expect(form).toHaveAttribute("data-list-wired", "true");
  await form.getByLabel("Research my list").check();
  await form.getByLabel("Research Name").fill("Fair exhibitors");
  // The search's own fields are not asked for a list.
  await expect(form.getByLabel("Number of Companies")).toBeHidden();

  const preview = form.locator("[data-list-preview]");
  const create = form.getByRole("button", { name: "Create Research" });
  await test.step("a list costing more than the credits left is refused before it starts", async () => {
    const lines = Array.from({ length: 25 }, (_, i) => `exhibitor-${i + 1}.example`);
    await form.getByLabel("Paste your list").fill(lines.join("\n"));
    await expect(preview).toContainText("25 rows: 25 companies to research");
    await expect(preview.getByRole("alert")).toContainText(
      "could cost up to 25 credits (one per accepted lead), but you have 20 credits left",
    );
    await expect(create).toBeDisabled();
  });

  await test.step("an uploaded CSV replaces the pasted lines: its rows, counts and most cost", async () => {
    const csv = [
      "Aussteller;Webseite;Sitz;Halle",
      "Acme Tools GmbH;www.acme-tools.example;Deutschland;A1",
      "Acme Shop;https://shop.acme-tools.example;Deutschland;A2",
      "Rossi Imballaggi;rossi-imballaggi.example;Italia;B4",
    ].join("\n");
    await form.getByLabel("Or upload a file").setInputFiles({
      name: "aussteller.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await expect(preview).toContainText("3 rows: 2 companies to research, 1 duplicate, 0 invalid");
    await expect(preview.locator("[data-list-cost]")).toHaveText(
      "At most 2 credits: one per accepted lead. You have 20 credits left.",
    );
    const rows = preview.getByRole("region", { name: "First rows of your list" });
    await expect(rows.getByRole("row")).toHaveCount(4);
    await expect(rows.getByRole("row").nth(2)).toContainText("Same company as row 1");
    await expect(create).toBeEnabled();
    await expect(form.getByLabel("Website column")).toHaveValue("Webseite");
    await expect(form.getByLabel("Company name column")).toHaveValue("Aussteller");
    // "Sitz" is no header word for a country: the user picks it, and the preview reads it so.
    await expect(form.getByLabel("Country column")).toHaveValue("");
    await form.getByLabel("Country column").selectOption("Sitz");
    await expect(rows.getByRole("columnheader", { name: "Sitz (country)" })).toBeVisible();
    // The table scrolls inside its card; the page itself never scrolls sideways, on a phone too.
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fits()).toBe(true);
    // The sign-in toast is not this form's to judge (axe finds its <ol> holds no <li>): closed first.
    const notifications = page.getByRole("region", { name: "Notifications (F8)" });
    const close = notifications.getByRole("button", { name: "Close" });
    while ((await close.count()) > 0)
      await close
        .first()
        .click({ timeout: 2_000 })
        .catch(() => {});
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("create: the list project opens on its research page", async () => {
    await form.getByLabel("Decision Maker").selectOption("CEO");
    await create.click();
    await page.waitForURL(/\/research\/\d+$/);
    await expect(page.locator("#research-header").getByRole("heading", { level: 1 })).toHaveText(
      "Fair exhibitors",
    );
  });
});
