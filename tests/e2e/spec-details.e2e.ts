import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/account-ui";
import { expectToast, openCardMenu, projectCard, signInNewUser } from "./helpers/workspace";

// Issue 15 point 9 in the browser: what the server hands over (the 'Unauthorized' notice, the
// htmx `sessionLost` trigger, `data-tooltip`) is acted on by the page's scripts.

const UNAUTHORIZED = ["Unauthorized", "You are logged out. Logging in again..."] as const;

/**
 * Holds the answer to /auth for a moment: the old page, with its toast, stays on screen until
 * the next one arrives, so the toast shown 500 ms before leaving can be checked on a slow machine.
 */
async function slowAuthPage(page: Page): Promise<void> {
  await page.route("**/auth", async (route) => {
    await new Promise((done) => setTimeout(done, 2_000));
    await route.continue();
  });
}

test("a signed-in page without a session: 'Unauthorized', then /auth", async ({ page }) => {
  await slowAuthPage(page);
  await page.goto("/plan-overview");
  await expect(page.getByRole("heading", { name: "Unauthorized" })).toBeVisible();
  await expectToast(page, ...UNAUTHORIZED);
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
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.isNavigationRequest()) seen.push(new URL(r.url()).pathname);
  });
  await field.fill("Renamed without a session");
  await field.press("Enter");
  await expectToast(page, ...UNAUTHORIZED);
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
