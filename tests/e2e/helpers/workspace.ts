import { expect, type Locator, type Page } from "@playwright/test";
import { openAuthPage, SIGN_IN_TIMEOUT, signIn } from "./account-ui";
import {
  applyOobLink,
  createEmulatorAccount,
  EMULATOR_ORIGIN,
  uniqueEmail,
  waitForOobCode,
} from "./auth-emulator";

// Steps shared by the workspace e2e tests (dashboard, creation form, research project page).
// Every wait is for a condition; limits are generous for two-core build machines.

export const PASSWORD = "workspace-e2e-password";

/**
 * A new account verified the way its owner would: the emulator "sends" the verification mail
 * (sendOobCode), and its link is followed. Returns the address.
 */
export async function createVerifiedAccount(label: string): Promise<string> {
  const email = uniqueEmail(label);
  const { idToken } = await createEmulatorAccount(email, PASSWORD);
  const res = await fetch(
    `${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=e2e`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ requestType: "VERIFY_EMAIL", idToken }),
    },
  );
  expect(res.ok, `sendOobCode answered ${res.status}`).toBe(true);
  const { oobLink } = await waitForOobCode(email, "VERIFY_EMAIL");
  await applyOobLink(oobLink);
  return email;
}

/** Signs in through /auth and waits for the dashboard. */
export async function signInThroughUi(page: Page, email: string): Promise<void> {
  const panel = await openAuthPage(page, "Sign In");
  await signIn(panel, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === "/", { timeout: SIGN_IN_TIMEOUT });
  await expect(page.getByRole("heading", { name: "Lead Research Dashboard" })).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
}

/** A fresh verified user, signed in and on the dashboard. Returns the address. */
export async function signInNewUser(page: Page, label: string): Promise<string> {
  const email = await createVerifiedAccount(label);
  await signInThroughUi(page, email);
  return email;
}

/** The dashboard card of the project with this name. */
export function projectCard(page: Page, name: string): Locator {
  return page
    .locator("[data-project-card]")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** Opens a card's <details> menu (its summary names the project) and returns the menu. */
export async function openCardMenu(card: Locator): Promise<Locator> {
  const menu = card.locator("details[data-card-menu]");
  await menu.locator("summary").click();
  await expect(menu).toHaveAttribute("open", "");
  return menu;
}

/** The one toast on screen (spec §9 shows one at a time), by title and description. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-toast-list] > li").filter({
    has: page.getByText(title, { exact: true }),
  });
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast).toContainText(description);
}

/** The research page's tab with this label (its count included, e.g. 'Results (0)'). */
export async function openTab(page: Page, label: string): Promise<Locator> {
  const tab = page.getByRole("tab", { name: label, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: label, exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

type Marked = { __workspaceE2eMark?: string };

/**
 * Runs `action` and checks the page was not reloaded meanwhile (htmx swapped a region in place):
 * a mark left on `window` survives only without a page load.
 */
export async function withoutPageLoad(page: Page, action: () => Promise<void>): Promise<void> {
  const mark = `m${Date.now()}`;
  await page.evaluate((m) => {
    (window as Marked).__workspaceE2eMark = m;
  }, mark);
  await action();
  expect(await page.evaluate(() => (window as Marked).__workspaceE2eMark)).toBe(mark);
}
