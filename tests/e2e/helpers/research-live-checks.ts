import { expect, type Page } from "@playwright/test";
import { neutralizeCell } from "../../../src/export/neutralize";
import { test } from "./account-ui";
import {
  createProjectThroughForm,
  LIVE_TIMEOUT,
  PROFILES,
  type researchPage,
  samples,
  waitForIslands,
} from "./research-live";
import { hostOf, type TableLead } from "./research-table";
import { signInNewUser } from "./workspace";

// Checks and steps the live research e2e files (tests/e2e/research-live-*.e2e.ts) share.

/** Elapsed seconds since `start`, for the timing annotations. */
export const since = (start: number) => ((Date.now() - start) / 1000).toFixed(1);

/**
 * The run's status on both badges, the header's once it arrives live, and the run button the
 * header then offers (Pause or Resume), where the step is about it.
 */
export async function expectRunState(
  ui: ReturnType<typeof researchPage>,
  status: string,
  offered?: string,
): Promise<void> {
  await expect(ui.headerBadge).toHaveText(status, { timeout: LIVE_TIMEOUT });
  await expect(ui.chatBadge).toHaveText(status);
  if (offered) await expect(ui.header.getByRole("button", { name: offered })).toBeVisible();
}

/**
 * The header badge of a sampled page (see startSampling) showed `status` after it last showed
 * `after`, however briefly. A resumed sandbox run can finish its last companies between two
 * polls of a plain toHaveText on a slow machine, so a state that only passes is checked here.
 */
export async function expectBadgePassedThrough(
  page: Page,
  status: string,
  after: string,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const badges = (await samples(page)).map((s) => s.badge);
        const from = badges.lastIndexOf(after);
        return from >= 0 && badges.slice(from).includes(status);
      },
      { timeout: LIVE_TIMEOUT, message: `the badge showed "${status}" after "${after}"` },
    )
    .toBe(true);
}

export function note(type: string, description: string): void {
  test.info().annotations.push({ type, description });
}

/** Rows equal field by field, websites compared by host (the table links, the file says). */
export function comparable(leads: TableLead[]) {
  return leads.map((l) => ({ ...l, website: hostOf(l.website) }));
}

/**
 * The table's rows as the export writes them: through the export's own formula-injection rule
 * (src/export/neutralize.ts), which leaves international phone numbers as they are.
 */
export function asExported(leads: TableLead[]) {
  const cell = (v: string) => (v === "-" ? v : neutralizeCell(v));
  return comparable(leads).map((lead) => {
    const row = { ...lead };
    for (const key of Object.keys(row) as (keyof TableLead)[]) {
      if (key !== "website") row[key] = cell(row[key]);
    }
    return row;
  });
}

/**
 * No company twice: each website (the engine's key per project) once. Names alone may repeat:
 * the sandbox has different companies of one name (textiles-lyon.test, textiles-lyon-2.test).
 */
export function expectDistinct(leads: { company: string; website: string }[]): void {
  const hosts = leads.map((l) => hostOf(l.website));
  expect(new Set(hosts).size, `duplicate websites: ${hosts.join(" | ")}`).toBe(leads.length);
}

/** A new user, signed in, on the research page of their project of `target` leads. */
export async function newUserProject(
  page: Page,
  label: string,
  name: string,
  profile: keyof typeof PROFILES,
  target: number,
): Promise<number> {
  await signInNewUser(page, label);
  const projectId = await createProjectThroughForm(page, {
    name,
    ...PROFILES[profile],
    companyCount: target,
  });
  await waitForIslands(page);
  return projectId;
}
