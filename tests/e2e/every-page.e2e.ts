import { expect, type Page, test } from "@playwright/test";
import { signInNewUser } from "./helpers/workspace";

// Issue 15 pt 6: every page a signed-in user can open, at a desktop and a phone width, loads
// without a console error (React's hydration warnings among them) and without a horizontal
// scroll. The research page is visited on each tab, with the data that makes it widest: leads,
// rejected companies, a long chat, a search that ran out.

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** What one page did wrong: console errors, uncaught errors, and what sticks out on the right. */
interface PageProblems {
  path: string;
  errors: string[];
  overflow: string[];
}

/** Collects console errors (warnings only when about hydration) and uncaught errors. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    const text = msg.text();
    if (msg.type() === "error" || (msg.type() === "warning" && /hydrat/i.test(text))) {
      errors.push(`${msg.type()}: ${text}`);
    }
  });
  page.on("pageerror", (err) => errors.push(`uncaught: ${err.message}`));
  return errors;
}

/** Waits until every island on the page has hydrated (a mismatch is reported by then). */
async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0, {
    timeout: 15_000,
  });
}

/**
 * The page's horizontal overflow: empty when the document is no wider than the viewport, else
 * the widest elements that reach past its right edge (tag, classes, width), to say what to fix.
 */
function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const clippedByAncestor = (el: Element): boolean => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    if (root.scrollWidth <= width) return [];
    const culprits = [...document.body.querySelectorAll<HTMLElement>("*")]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ el, right }) => right > width + 0.5 && el.getClientRects().length > 0)
      // Inside a scrolling box (a wide table) it scrolls there, not the page.
      .filter(({ el }) => !clippedByAncestor(el))
      // Only the outermost: a child of an overflowing element adds nothing.
      .filter(({ el }, _, all) => !all.some((o) => o.el !== el && o.el.contains(el)))
      .slice(0, 5)
      .map(
        ({ el, right }) => `<${el.tagName.toLowerCase()} class="${el.className}"> to ${right}px`,
      );
    return [`document ${root.scrollWidth}px wide in a ${width}px viewport`, ...culprits];
  });
}

async function post(page: Page, path: string, data: unknown): Promise<unknown> {
  const res = await page.request.post(path, { data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** A project with everything the research page can show, finished short of its target. */
async function seedProject(page: Page): Promise<number> {
  const project = (await post(page, "/api/research-projects", {
    name: "Folding carton manufacturers with a deliberately long project name for wrapping",
    country: "Germany",
    city: "Munich",
    companyType: "Manufacturer",
    productsServices: "Folding boxes, corrugated cardboard packaging, FSC-certified printing",
    decisionMaker: "Chief Executive Officer",
    companyCount: 20,
    keywords: "folding boxes, FSC, offset printing",
    exclusions: "resellers, https://www.a-very-long-domain-name-of-an-excluded-company.example.com",
  })) as { id: number };
  const projectId = project.id;
  await post(page, "/__test/seed-leads", { projectId, count: 4 });
  await post(page, "/__test/seed-rejected", { projectId, count: 3 });
  await post(page, "/__test/seed-messages", {
    projectId,
    messages: [
      { role: "user", content: "Start research" },
      {
        role: "assistant",
        content: `Here is my research plan.\n\nSearch queries:\n1. ${"verylongunbrokenwordwithoutspaces".repeat(4)}\n2. https://www.example.com/a/very/long/path/that/does/not/break/anywhere/at/all`,
      },
      {
        role: "assistant",
        content:
          "Research completed. Found 4 of 20 companies: the search ran out of matching sites. Next step: search all of Germany rather than only Munich (a new project without the city).",
      },
    ],
  });
  await post(page, "/__test/project-status", { projectId, status: "completed" });
  return projectId;
}

/** Every page a signed-in user reaches from the navigation, by path. */
function signedInPages(projectId: number): string[] {
  const research = `/research/${projectId}`;
  return [
    "/",
    "/?new=1",
    research,
    `${research}?tab=results`,
    `${research}?tab=rejected`,
    `${research}?tab=icp`,
    "/pricing",
    "/plan-overview",
    "/plan-management",
    "/account/api",
    "/api/v1/docs",
    "/privacy-policy",
  ];
}

async function visit(page: Page, path: string): Promise<PageProblems> {
  const errors = watchConsole(page);
  const res = await page.goto(path);
  expect(res?.status(), `${path} answered ${res?.status()}`).toBe(200);
  await waitForIslands(page);
  // Late errors (a hydration mismatch is reported after the first render) get their moment.
  await page.waitForLoadState("networkidle");
  const overflow = await horizontalOverflow(page);
  page.removeAllListeners("console");
  page.removeAllListeners("pageerror");
  return { path, errors, overflow };
}

for (const viewport of VIEWPORTS) {
  test(`every signed-in page at ${viewport.width} px: no console error, no horizontal scroll`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInNewUser(page, `every-page-${viewport.name}`);
    const projectId = await seedProject(page);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const problems: PageProblems[] = [];
    for (const path of signedInPages(projectId)) {
      const found = await visit(page, path);
      if (found.errors.length > 0 || found.overflow.length > 0) problems.push(found);
    }
    expect(
      problems,
      `pages with console errors or a horizontal scroll at ${viewport.width} px`,
    ).toEqual([]);
  });
}
