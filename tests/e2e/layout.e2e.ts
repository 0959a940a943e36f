import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./helpers/axe";
import {
  horizontalOverflow,
  post,
  VIEWPORTS,
  waitForIslands,
  watchConsole,
} from "./helpers/page-checks";
import { signInNewUser } from "./helpers/workspace";

// Issue 29 pt 7: the layout with real data at its widest. A project with 50 leads and 50
// rejections whose every value is as long as a crawl yields (80-character names, 300-character
// descriptions, long addresses, quoted criteria) and a dashboard with 200 projects, at a desktop
// and a phone width: no page scrolls sideways, no console error, no serious or critical axe
// violation. Screenshots (light and dark) go to test-results/layout/ for CI's artifacts.

/** A finished project with 50 long leads and 50 long rejections, and 200 more projects. */
async function seed(page: Page): Promise<number> {
  const { id: projectId } = (await post(page, "/api/research-projects", {
    name: "Folding carton and corrugated packaging manufacturers in Bavaria and Baden-Württemberg",
    country: "Germany",
    city: "Munich",
    companyType: "Manufacturer",
    productsServices: "Folding boxes, corrugated cardboard packaging, FSC-certified printing",
    decisionMaker: "Purchase Director",
    companyCount: 50,
  })) as { id: number };
  await post(page, "/__test/seed-leads", { projectId, count: 50, long: true });
  await post(page, "/__test/seed-rejected", { projectId, count: 50, long: true });
  await post(page, "/__test/project-status", { projectId, status: "completed" });
  await post(page, "/__test/seed-projects", { count: 200 });
  return projectId;
}

/** The pages to check, named for their screenshots. */
function pages(projectId: number): [string, string][] {
  const research = `/research/${projectId}`;
  return [
    ["dashboard", "/"],
    ["research-chat", research],
    ["research-results", `${research}?tab=results`],
    ["research-rejected", `${research}?tab=rejected`],
    ["research-icp", `${research}?tab=icp`],
    ["plan-overview", "/plan-overview"],
    ["account", "/account"],
    ["account-api", "/account/api"],
  ];
}

async function setTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.evaluate((t) => localStorage.setItem("theme", t), theme);
}

/** Opens a page and waits for its islands (a hydration mismatch is reported by then). */
async function open(page: Page, path: string): Promise<void> {
  const res = await page.goto(path);
  expect(res?.status(), `${path} answered ${res?.status()}`).toBe(200);
  await waitForIslands(page);
  await page.waitForLoadState("networkidle");
}

// The first screen and the one below it: a full page of 50 leads is too tall to look at.
async function shot(page: Page, name: string, width: number, theme: string): Promise<void> {
  const path = (part: string) => `test-results/layout/${name}-${width}-${theme}-${part}.png`;
  await page.screenshot({ path: path("top") });
  const rows = "[data-lead]:visible, [data-lead-card]:visible, [data-project-card]:visible";
  const table = page.locator(rows).first();
  if ((await table.count()) === 0) return;
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path("rows") });
}

test("long values and many projects fit at 1280 and 390 px, with no console error or serious axe violation", async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signInNewUser(page, "layout");
  const projectId = await seed(page);
  const problems: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await setTheme(page, "light");
    for (const [name, path] of pages(projectId)) {
      const errors = watchConsole(page);
      await open(page, path);
      const where = `${name} at ${viewport.width} px`;
      for (const o of await horizontalOverflow(page)) problems.push(`${where}: ${o}`);
      for (const v of await seriousViolations(page)) problems.push(`${where}: axe ${v}`);
      for (const e of errors) problems.push(`${where}: console ${e}`);
      page.removeAllListeners("console");
      page.removeAllListeners("pageerror");
      await shot(page, name, viewport.width, "light");
    }
    // Dark: the widest page's contrast and look; the layout is the same as in light.
    await setTheme(page, "dark");
    for (const [name, path] of pages(projectId).filter(([n]) => /dashboard|results/.test(n))) {
      await open(page, path);
      for (const v of await seriousViolations(page)) {
        problems.push(`${name} at ${viewport.width} px (dark): axe ${v}`);
      }
      await shot(page, name, viewport.width, "dark");
    }
  }
  expect(problems, "layout, console and accessibility problems").toEqual([]);
});
