import { expect, type Page, test } from "@playwright/test";
import {
  horizontalOverflow,
  type PageProblems,
  post,
  VIEWPORTS,
  waitForIslands,
  watchConsole,
} from "./helpers/page-checks";
import { signInNewUser } from "./helpers/workspace";

// Issue 15 pt 6: every page a signed-in user can open, at a desktop and a phone width, loads
// without a console error (React's hydration warnings among them) and without a horizontal
// scroll. The research page is visited on each tab, with the data that makes it widest: leads,
// rejected companies, a long chat, a search that ran out.

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
