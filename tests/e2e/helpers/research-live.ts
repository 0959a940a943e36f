import { expect, type Locator, type Page } from "@playwright/test";
import { expectToast } from "./workspace";

// Steps of the live research e2e tests (tests/e2e/research-live-*.e2e.ts): a project made through
// the creation form, the chat's start and confirm, and readings of the page's live parts (the
// table and the xlsx read back: research-table.ts; an app server of the test's own:
// own-app-server.ts). Every wait is for a condition; the limits are generous because the build
// machines have two loaded cores and a research run reads real (sandbox) web pages over loopback.

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
  /** The header's status badge ("Researching...", "Paused", …). */
  badge: string;
}

type Sampled = { __researchLiveSamples?: Sample[] };

/**
 * Records, in the page, every change of the panel's and the header's found/target, of the
 * results table's row count and of the header's status badge (a MutationObserver sees each
 * render: one per live event), so a test can tell afterwards that they grew step by step in one
 * page load, and that a state came, however briefly, between two of its own polls.
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
      badge:
        document
          .querySelector('#research-header [data-testid="status-badge"]')
          ?.textContent?.trim() ?? "",
    });
    const sample = () => {
      const now = read();
      const last = samples.at(-1);
      if (
        last &&
        last.panel === now.panel &&
        last.header === now.header &&
        last.rows === now.rows &&
        last.tab === now.tab &&
        last.badge === now.badge
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
  // The plan waits for confirmation (issue 29: not "Researching..." before the run starts).
  await expect(ui.chatBadge).toHaveText("Waiting for confirmation");
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
