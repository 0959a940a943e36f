import { expect, type Page, test } from "@playwright/test";

/**
 * Records everything that means a page is broken in the browser although its HTML looks right:
 * console errors (Chromium reports refused scripts and styles there), uncaught exceptions, CSP
 * violations, and same-origin requests that failed.
 */
async function watchForProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
  page.on("requestfailed", (req) =>
    problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`),
  );
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  // Init scripts are injected by the browser itself, so the page's CSP does not block this one.
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"}`);
    });
  });
  return async () => {
    const csp = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    return [...problems, ...csp.map((v) => `CSP violation: ${v}`)];
  };
}

async function waitForHydratedProbe(page: Page) {
  await page.locator('[data-island="island-probe"][data-hydrated="true"]').waitFor();
}

test("the island page hydrates and responds to a click", async ({ page }) => {
  await page.goto("/__test/island");
  const button = page.getByTestId("island-probe");
  await expect(button).toHaveText("Clicked: 0");
  await waitForHydratedProbe(page);
  await button.click();
  await expect(button).toHaveText("Clicked: 1");
});

test("an unknown path renders the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("404 Page Not Found");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
});

test("the theme toggle switches to dark, is remembered, and survives a reload", async ({
  page,
}) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveClass(/\blight\b/);

  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).not.toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  // With every bundled script refused, only the inline snippet in <head> can apply the stored
  // theme, which is what keeps a dark-theme user from seeing a light flash.
  await page.route("**/build/*.js", (route) => route.abort());
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).not.toHaveClass(/\blight\b/);
  await page.unrouteAll();

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(html).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("the landing page and the island page load without console errors or CSP violations", async ({
  page,
}) => {
  const problems = await watchForProblems(page);

  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Exercises client.js, and the inline theme snippet on the next load.
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(await problems()).toEqual([]);

  await page.goto("/__test/island");
  await waitForHydratedProbe(page);
  await page.getByTestId("island-probe").click();
  await expect(page.getByTestId("island-probe")).toHaveText("Clicked: 1");
  await page.waitForLoadState("networkidle");
  expect(await problems()).toEqual([]);
});

test("the landing page loads little JavaScript and no React", async ({ page }) => {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") {
      scripts.push(res.body().then((body) => ({ url: res.url(), bytes: body.length })));
    }
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, s) => sum + s.bytes, 0);
  test.info().annotations.push({
    type: "landing-js-bytes",
    description: `${total} bytes uncompressed: ${loaded.map((s) => `${new URL(s.url).pathname} ${s.bytes}`).join(", ")}`,
  });
  expect(loaded.length).toBeGreaterThan(0);
  // htmx (~52 KB) plus the tiny client entry fit; the React chunk (~200 KB) would not, and it
  // must only ever load on pages with an island.
  expect(total).toBeLessThan(80 * 1024);
});
