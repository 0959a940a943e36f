import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/account-ui";
import { openCardMenu, projectCard, signInNewUser } from "./helpers/workspace";

// Issue 15 point 9 in the browser: what the server hands over (the 'Unauthorized' notice, the
// htmx `sessionLost` trigger, `data-tooltip`) is acted on by the page's scripts.

const UNAUTHORIZED = ["Unauthorized", "You are logged out. Logging in again..."] as const;

/**
 * Holds the answer to /auth for a moment, so the old page stays a while on a slow machine before
 * the next one arrives.
 */
async function slowAuthPage(page: Page): Promise<void> {
  await page.route("**/auth", async (route) => {
    await new Promise((done) => setTimeout(done, 2_000));
    await route.continue();
  });
}

/**
 * Every text the toast list shows, as it changes, recorded from the page as it happens. The
 * toast is on screen for the 500 ms before the page leaves for sign-in; once the browser is
 * navigating, Playwright's locators wait for the next page, so a check by locator can miss it on
 * a busy machine (it did once in CI). The record survives the navigation.
 */
async function recordToasts(page: Page): Promise<string[]> {
  const shown: string[] = [];
  await page.exposeFunction("recordToastText", (text: string) => {
    if (text && shown.at(-1) !== text) shown.push(text);
  });
  const observe = () => {
    new MutationObserver(() => {
      const list = document.querySelector("[data-toast-list]");
      const record = (window as unknown as { recordToastText?: (text: string) => void })
        .recordToastText;
      if (list && record) record(list.textContent ?? "");
    }).observe(document, { childList: true, subtree: true, characterData: true });
  };
  // Pages to come, and the one on screen (a rename starts on an open page).
  await page.addInitScript(observe);
  if (page.url().startsWith("http")) await page.evaluate(observe);
  return shown;
}

/** A toast with this title and description was shown, whatever page is on screen now. */
async function expectToastShown(shown: string[], title: string, description: string) {
  await expect
    .poll(() => shown.some((text) => text.includes(title) && text.includes(description)))
    .toBe(true);
}

test("a signed-in page without a session: 'Unauthorized', then /auth", async ({ page }) => {
  await slowAuthPage(page);
  const toasts = await recordToasts(page);
  // The page is read from its response: it leaves after 500 ms, before a slow first load has
  // even returned from goto, and then locators wait for the next page.
  const response = await page.goto("/plan-overview");
  expect(response?.status()).toBe(401);
  expect(await response?.text()).toContain(">Unauthorized</h");
  await expectToastShown(toasts, ...UNAUTHORIZED);
  await page.waitForURL((url) => url.pathname === "/auth");
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
});

test("a rename after the session ended: the toast, then /api/login, then /auth", async ({
  page,
  context,
}) => {
  await signInNewUser(page, "spec-rename");
  const res = await page.request.post("/api/research-projects", {
    data: {
      name: "Session loss check",
      country: "Germany",
      companyType: "Manufacturer",
      productsServices: "Folding boxes",
      decisionMaker: "CEO",
      companyCount: 5,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.reload();
  const card = projectCard(page, "Session loss check");
  const menu = await openCardMenu(card);
  await menu.getByText("Edit research name").click();
  // The card's heading hides while renaming, so the open form is found on its own.
  const field = page.locator("form[data-rename-form]:visible input[name=name]");
  await expect(field).toBeFocused();
  await context.clearCookies();
  await slowAuthPage(page);
  const toasts = await recordToasts(page);
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.isNavigationRequest()) seen.push(new URL(r.url()).pathname);
  });
  await field.fill("Renamed without a session");
  await field.press("Enter");
  await expectToastShown(toasts, ...UNAUTHORIZED);
  await page.waitForURL((url) => url.pathname === "/auth");
  expect(seen).toEqual(["/api/login", "/auth"]);
});

test("tooltips: the theme toggle's opens on hover, and closes on leaving", async ({ page }) => {
  await page.goto("/pricing");
  const toggle = page.getByRole("button", { name: "Toggle dark mode" });
  const tooltip = page.getByRole("tooltip");
  // A hover before the deferred client script has wired the tooltips opens nothing: hover again.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await toggle.hover();
    await expect(tooltip).toHaveText("Toggle dark mode", { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(toggle).toHaveAttribute("aria-describedby", "tooltip");
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
});
