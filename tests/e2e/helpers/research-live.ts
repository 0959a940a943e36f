import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { titleWithEnglish } from "../../../src/projects/views";
import { EMULATOR_ORIGIN, FIREBASE_PROJECT_ID } from "./auth-emulator";
import { expectToast } from "./workspace";

// Steps of the live research e2e tests (tests/e2e/research-live.e2e.ts): a project made through
// the creation form, the chat's start and confirm, readings of the page's live parts, the xlsx
// read back, and an app server of the test's own that it can stop and start again. Every wait is
// for a condition; the limits are generous because the build machines have two loaded cores and
// a research run reads real (sandbox) web pages over loopback.

/** A research run on the sandbox web, from confirm to its target (10-20 companies). */
export const RUN_TIMEOUT = 180_000;
/** The rules model's plan reply to 'Start research', and other chat round trips. */
export const CHAT_TIMEOUT = 30_000;
/** One live update reaching the page (event, debounced refetch, render). */
export const LIVE_TIMEOUT = 15_000;

/** Sandbox profiles (SANDBOX_SEED=1) with enough matching companies for the targets used. */
export const PROFILES = {
  /** 33 matching companies. */
  france: {
    country: "France",
    companyType: "manufacturer",
    productsServices: "industrial pumps, packaging machinery, furniture, textiles, wine, printing",
    decisionMaker: "CEO",
  },
  /** 14 matching companies. */
  germany: {
    country: "Germany",
    companyType: "service company",
    productsServices: "software consulting",
    decisionMaker: "CEO",
  },
} as const;

export interface ProjectForm {
  name: string;
  country: string;
  companyType: string;
  productsServices: string;
  decisionMaker: string;
  companyCount: number;
}

/** From the dashboard: 'New Research', the form, 'Create Research'; returns the new id. */
export async function createProjectThroughForm(page: Page, fields: ProjectForm): Promise<number> {
  await page.getByRole("link", { name: "New Research" }).click();
  await expect(page.getByRole("heading", { name: "Create New Research Project" })).toBeVisible();
  const form = page.locator("form[data-create-form]");
  await form.getByLabel("Research Name").fill(fields.name);
  await form.getByLabel("Country").fill(fields.country);
  await form.getByLabel("Company Type").fill(fields.companyType);
  await form.getByLabel("Products/Services").fill(fields.productsServices);
  await form.getByLabel("Decision Maker").selectOption(fields.decisionMaker);
  await form.getByLabel("Number of Companies").fill(String(fields.companyCount));
  await form.getByRole("button", { name: "Create Research" }).click();
  await page.waitForURL(/\/research\/\d+$/);
  const id = Number(/\/research\/(\d+)$/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);
  await expectToast(page, "Research Created", "Start chatting to begin finding companies!");
  return id;
}

const ISLANDS = ["research-chat", "research-progress", "research-results", "research-rejected"];

/** Waits until the research page's four islands have hydrated (clicks before that are lost). */
export async function waitForIslands(page: Page): Promise<void> {
  for (const name of ISLANDS) {
    await expect(page.locator(`[data-island="${name}"]`)).toHaveAttribute("data-hydrated", "true", {
      timeout: LIVE_TIMEOUT,
    });
  }
  // src/client/workspace.ts wires the tabs and the export links.
  await expect(page.locator("[data-tabs]")).toHaveAttribute("data-tabs-wired", "true");
}

/** The parts of the research page the live tests read. */
export function researchPage(page: Page) {
  const chat = page.locator("[data-chat]");
  const panel = page.locator("[data-progress-panel]");
  const header = page.locator("#research-header");
  const results = page.locator("#panel-results");
  return {
    chat,
    panel,
    header,
    results,
    input: chat.getByRole("textbox", { name: "Message" }),
    lines: chat.locator("[data-message-role]"),
    confirmation: chat.locator("[data-confirmation]"),
    /** How the research ended: all found, or how many before the search ran out (issue 15). */
    banner: chat.locator("[data-completed-banner]"),
    panelFound: panel.getByTestId("panel-found"),
    headerFound: header.getByTestId("header-progress"),
    headerBadge: header.getByTestId("status-badge"),
    chatBadge: page.locator("#chat-status"),
    recentFinds: panel.locator("h3", { hasText: "Recent Finds" }).locator("xpath=..").locator("li"),
    rows: results.locator("tbody tr"),
    resultsTab: page.locator('[role="tab"][data-tab="results"]'),
  };
}

/** "n/target" as shown, read as numbers. */
export async function readFound(locator: Locator): Promise<{ found: number; target: number }> {
  const text = (await locator.textContent())?.trim() ?? "";
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new Error(`not a found/target figure: "${text}"`);
  return { found: Number(match[1]), target: Number(match[2]) };
}

/** Waits for the panel's found count to reach `atLeast`; returns what it shows then. */
export async function waitForFound(page: Page, atLeast: number, timeout = RUN_TIMEOUT) {
  const { panelFound } = researchPage(page);
  await expect
    .poll(async () => (await readFound(panelFound)).found, { timeout, intervals: [250] })
    .toBeGreaterThanOrEqual(atLeast);
  return readFound(panelFound);
}

type Marked = { __researchLiveMark?: string };

/** Leaves a mark on `window`; it survives only as long as the page is not loaded again. */
export async function markPage(page: Page): Promise<string> {
  const mark = `m${Date.now()}${Math.random().toString(36).slice(2)}`;
  await page.evaluate((m) => {
    (window as Marked).__researchLiveMark = m;
  }, mark);
  return mark;
}

export async function expectNotReloaded(page: Page, mark: string): Promise<void> {
  expect(
    await page.evaluate(() => (window as Marked).__researchLiveMark),
    "the page was loaded again",
  ).toBe(mark);
}

/** One reading of the page's live figures, taken in the page. */
export interface Sample {
  at: number;
  panel: string;
  header: string;
  rows: number;
  tab: string;
}

type Sampled = { __researchLiveSamples?: Sample[] };

/**
 * Records, in the page, every change of the panel's and the header's found/target and of the
 * results table's row count (a MutationObserver sees each render: one per live event), so a
 * test can tell afterwards that they grew step by step in one page load.
 */
export async function startSampling(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: Sample[] = [];
    (window as Sampled).__researchLiveSamples = samples;
    const read = (): Omit<Sample, "at"> => ({
      panel: document.querySelector('[data-testid="panel-found"]')?.textContent?.trim() ?? "",
      header: document.querySelector('[data-testid="header-progress"]')?.textContent?.trim() ?? "",
      rows: document.querySelectorAll("#panel-results tbody tr").length,
      tab: document.querySelector('[role="tab"][data-tab="results"]')?.textContent?.trim() ?? "",
    });
    const sample = () => {
      const now = read();
      const last = samples.at(-1);
      if (
        last &&
        last.panel === now.panel &&
        last.header === now.header &&
        last.rows === now.rows &&
        last.tab === now.tab
      )
        return;
      samples.push({ at: Math.round(performance.now()), ...now });
    };
    sample();
    new MutationObserver(sample).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

export async function samples(page: Page): Promise<Sample[]> {
  return (await page.evaluate(() => (window as Sampled).__researchLiveSamples)) ?? [];
}

/** The found figures a sampled series went through, in order, without repeats. */
export function foundSeries(series: Sample[], field: "panel" | "header"): number[] {
  const values = series
    .map((s) => /^(\d+)\/\d+$/.exec(s[field])?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number);
  return values.filter((v, i) => i === 0 || v !== values[i - 1]);
}

/** 'Start research' in the chat, the plan with its question, then "Yes, let's go!". */
export async function startResearchFromChat(page: Page): Promise<void> {
  const ui = researchPage(page);
  await ui.input.fill("Start research");
  await ui.input.press("Enter");
  await expect(ui.lines.filter({ hasText: /^You: Start research$/ })).toHaveCount(1);
  const plan = ui.lines.filter({ hasText: "Are you ready to start the research?" });
  await expect(plan).toHaveCount(1, { timeout: CHAT_TIMEOUT });
  await expect(plan).toContainText("Search queries:");
  await expect(ui.chatBadge).toHaveText("Researching...");
  const yes = ui.confirmation.getByRole("button", { name: "Yes, let's go!" });
  await expect(yes).toBeVisible({ timeout: CHAT_TIMEOUT });
  await expect(ui.confirmation.getByRole("button", { name: "Cancel research" })).toBeVisible();
  await yes.click();
  await expectToast(
    page,
    "Research Confirmed",
    "Research has started using the confirmed keywords",
  );
  await expect(ui.confirmation).toHaveCount(0);
}

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
      const first = cells[0]?.querySelectorAll("p");
      const person = cells[3]?.querySelectorAll("span.block");
      return {
        company: first?.[0]?.textContent?.trim() ?? "",
        industry: first?.[1]?.textContent?.trim() ?? "",
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

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The app (`bun src/server.ts`) started the way playwright.config.ts starts the shared one, but
 * on a port and PGlite data directory of its own, so that a test can stop it (SIGTERM or SIGKILL)
 * and start it again on the same port and data without disturbing the other tests. It signs in
 * against the same Auth emulator. Its output goes to `logPath`.
 */
export class OwnAppServer {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> | undefined;
  readonly dataDir = mkdtempSync(join(tmpdir(), "export-discovery-e2e-live-"));
  port = 0;

  constructor(private readonly logPath: string) {}

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server (on the same port as before, if it ran before); resolves once it serves. */
  async start(timeoutMs = 90_000): Promise<number> {
    if (this.child) throw new Error("already running");
    if (this.port === 0) this.port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      ENABLE_TEST_ROUTES: "true",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(this.port),
      DATA_DIR: this.dataDir,
      FIREBASE_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_ORIGIN.replace(/^http:\/\//, ""),
    };
    delete env.DATABASE_URL;
    delete env.PUBLIC_URL;
    const log = openSync(this.logPath, "a");
    const started = Date.now();
    const child = spawn(join(ROOT, "node_modules", ".bin", "bun"), ["src/server.ts"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", log, log],
    });
    closeSync(log);
    this.child = child;
    // A test runner that dies must not leave the app holding its port and data.
    const orphan = () => child.kill("SIGKILL");
    process.once("exit", orphan);
    this.exited = new Promise((resolve) =>
      child.once("exit", (code) => {
        process.off("exit", orphan);
        resolve(code);
      }),
    );
    const deadline = started + timeoutMs;
    for (;;) {
      const code = await Promise.race([this.exited, delay(250).then(() => "waiting" as const)]);
      if (code !== "waiting") {
        this.child = undefined;
        throw new Error(`the app exited with ${code} while starting; see ${this.logPath}`);
      }
      try {
        const res = await fetch(`${this.baseURL}/readyz`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok) return Date.now() - started;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`the app did not start in ${timeoutMs} ms`);
    }
  }

  /** Stops it with `signal` and waits for the process to end; returns how long that took. */
  async stop(signal: NodeJS.Signals, timeoutMs = 45_000): Promise<number> {
    const child = this.child;
    if (!child || !this.exited) return 0;
    const started = Date.now();
    child.kill(signal);
    const ended = await Promise.race([this.exited, delay(timeoutMs).then(() => "timeout")]);
    if (ended === "timeout") {
      child.kill("SIGKILL");
      await this.exited;
    }
    this.child = undefined;
    if (ended === "timeout")
      throw new Error(`the app did not stop on ${signal} in ${timeoutMs} ms`);
    return Date.now() - started;
  }

  /** Stops the process if it still runs and removes its data. */
  async dispose(): Promise<void> {
    // stop() ends it with SIGKILL when SIGTERM is not enough.
    await this.stop("SIGTERM").catch(() => undefined);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

// Playwright runs tests under Node: no Bun.sleep here. Unreferenced: a wait that lost its race
// must not hold the worker open.
function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
