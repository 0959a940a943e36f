import { beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { researchProjects, sessions, users } from "../db/schema";
import { recordExport } from "../src/projects/dashboard-stats";
import { deleteProject, renameProject } from "../src/projects/project-store";
import { ORIGIN, seedLead } from "./helpers/api-v1";
import { createTestApp } from "./helpers/app";
import { describeEachDatabase, describeTwoInstances, type TestDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";

// Issue 19: the dashboard takes its session from the session middleware's short-lived memory,
// and its lead counts and project pages from what it kept per user while the mark of the user's
// projects is unchanged. Neither may outlive what the database says: every change shows on the
// next request, another user's data never shows, and an ended session is refused at once.

setDefaultTimeout(60_000);

type App = ReturnType<typeof createTestApp>["app"];

const PROJECT = {
  country: "France",
  companyType: "Manufacturer",
  productsServices: "Valves",
  decisionMaker: "CEO",
};

async function newProject(database: TestDatabase, userId: number, name: string) {
  const [project] = await database.db
    .insert(researchProjects)
    .values({ ...PROJECT, name, userId })
    .returning({ id: researchProjects.id });
  if (!project) throw new Error("no project");
  return project.id;
}

const page = async (app: App, cookie: string, path = "/") =>
  (await app.request(path, { headers: { cookie } })).text();

/** A tile's figure as shown ("1,234" read as 1234). */
function tile(html: string, label: string): number {
  const match = html.match(new RegExp(`data-stat-value="${label}">([\\d,]+)<`));
  if (!match?.[1]) throw new Error(`no ${label} tile`);
  return Number(match[1].replaceAll(",", ""));
}

const creditsLine = (html: string) => html.match(/data-testid="credits-left">([^<]*)</)?.[1];

/** One project's card, or undefined when the page does not show it. */
function card(html: string, projectId: number): string | undefined {
  const start = html.indexOf(`data-project-card="${projectId}"`);
  return start < 0 ? undefined : html.slice(start, html.indexOf("</li>", start));
}

const isDashboard = (html: string) => html.includes('data-workspace="dashboard"');
const isLanding = (html: string) =>
  !isDashboard(html) && html.includes("AI-generated targeted search queries");

describeEachDatabase("the dashboard, kept and fresh", ({ handle }) => {
  let app: App;
  beforeAll(() => {
    app = createTestApp(handle()).app;
  });

  /** A signed-in user with a project of one lead, whose dashboard the app has shown twice. */
  async function kept(name = "Valves") {
    const signedIn = await signedInUser(handle(), { creditsLeft: 20, creditsMonthlyLimit: 20 });
    const projectId = await newProject(handle(), signedIn.user.id, name);
    await seedLead(handle(), projectId);
    for (let i = 0; i < 2; i++) expect(isDashboard(await page(app, signedIn.cookie))).toBe(true);
    return { ...signedIn, projectId };
  }

  test("a new lead changes Companies Found, Decision Makers and the card's count", async () => {
    const me = await kept();
    let html = await page(app, me.cookie);
    expect([tile(html, "Companies Found"), tile(html, "Decision Makers")]).toEqual([1, 1]);
    expect(card(html, me.projectId)).toContain("1 companies found");
    await seedLead(handle(), me.projectId);
    await seedLead(handle(), me.projectId, false);
    html = await page(app, me.cookie);
    expect([tile(html, "Companies Found"), tile(html, "Decision Makers")]).toEqual([3, 2]);
    expect(card(html, me.projectId)).toContain("3 companies found");
  });

  test("a status change shows on the card's badge", async () => {
    const me = await kept();
    expect(card(await page(app, me.cookie), me.projectId)).toContain("Not started");
    await handle()
      .db.update(researchProjects)
      .set({ status: "processing", processingStartedAt: new Date() })
      .where(eq(researchProjects.id, me.projectId));
    expect(card(await page(app, me.cookie), me.projectId)).toContain("Researching");
    await handle()
      .db.update(researchProjects)
      .set({ status: "completed" })
      .where(eq(researchProjects.id, me.projectId));
    expect(card(await page(app, me.cookie), me.projectId)).toContain("Done");
  });

  test("credits spent and an export show at once", async () => {
    const me = await kept();
    expect(creditsLine(await page(app, me.cookie))).toBe("20 out of 20");
    await handle().db.update(users).set({ creditsLeft: 13 }).where(eq(users.id, me.user.id));
    let html = await page(app, me.cookie);
    expect(creditsLine(html)).toBe("13 out of 20");
    expect(tile(html, "Exports")).toBe(0);
    await recordExport(handle().db, me.user.id);
    html = await page(app, me.cookie);
    expect(tile(html, "Exports")).toBe(1);
  });

  test("a renamed, a new and a deleted project show at once, in a search and on the list", async () => {
    const me = await kept("Valves");
    expect(card(await page(app, me.cookie, "/?q=pumps"), me.projectId)).toBeUndefined();
    await renameProject(handle().db, me.user.id, me.projectId, "Pumps and valves");
    let html = await page(app, me.cookie, "/?q=pumps");
    expect(card(html, me.projectId)).toContain("Pumps and valves");
    const second = await newProject(handle(), me.user.id, "Pumps");
    html = await page(app, me.cookie, "/?q=pumps");
    expect(card(html, second)).toBeDefined();
    html = await page(app, me.cookie);
    expect(tile(html, "Total Projects")).toBe(2);
    expect(card(html, second)).toContain("Pumps");
    await deleteProject(handle().db, me.user.id, second);
    html = await page(app, me.cookie);
    expect(tile(html, "Total Projects")).toBe(1);
    expect(card(html, second)).toBeUndefined();
    expect(tile(html, "Companies Found")).toBe(1);
  });

  test("another user's dashboard never shows this user's projects or figures", async () => {
    const me = await kept("Mine only");
    const other = await kept("Theirs only");
    await seedLead(handle(), other.projectId);
    for (let i = 0; i < 2; i++) {
      const mine = await page(app, me.cookie);
      const theirs = await page(app, other.cookie);
      expect(mine).toContain("Mine only");
      expect(mine).not.toContain("Theirs only");
      expect(theirs).toContain("Theirs only");
      expect(theirs).not.toContain("Mine only");
      expect([tile(mine, "Companies Found"), tile(theirs, "Companies Found")]).toEqual([1, 2]);
    }
  });

  test("a session deleted behind the app's back, logged out or expired gets the landing page at once", async () => {
    const deleted = await kept();
    await handle().db.delete(sessions).where(eq(sessions.userId, deleted.user.id));
    expect(isLanding(await page(app, deleted.cookie))).toBe(true);

    const loggedOut = await kept();
    const out = await app.request("/api/firebase/auth/logout", {
      method: "POST",
      headers: { cookie: loggedOut.cookie, origin: ORIGIN },
    });
    expect(out.status).toBe(200);
    expect(isLanding(await page(app, loggedOut.cookie))).toBe(true);

    const expired = await kept();
    await handle()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    expect(isLanding(await page(app, expired.cookie))).toBe(true);
    // /auth, for a verified user the dashboard, is the sign-in page again.
    expect(await page(app, expired.cookie, "/auth")).toContain("Sign In - Export Discovery");
  });

  test("an email no longer verified gets the verify-email screen at once", async () => {
    const me = await kept();
    await handle().db.update(users).set({ emailVerified: false }).where(eq(users.id, me.user.id));
    const html = await page(app, me.cookie);
    expect(isDashboard(html)).toBe(false);
    expect(html).toContain("Verify Your Email");
  });
});

await describeTwoInstances("two instances on one Postgres", ({ first, second }) => {
  test("instance B's kept dashboard shows A's changes and refuses a logout on A at once", async () => {
    const appA = createTestApp(first()).app;
    const appB = createTestApp(second()).app;
    const me = await signedInUser(first());
    const projectId = await newProject(first(), me.user.id, "Valves");
    for (let i = 0; i < 2; i++) expect(isDashboard(await page(appB, me.cookie))).toBe(true);
    await seedLead(first(), projectId);
    await recordExport(first().db, me.user.id);
    const html = await page(appB, me.cookie);
    expect([tile(html, "Companies Found"), tile(html, "Exports")]).toEqual([1, 1]);

    const out = await appA.request("/api/firebase/auth/logout", {
      method: "POST",
      headers: { cookie: me.cookie, origin: ORIGIN },
    });
    expect(out.status).toBe(200);
    expect(isLanding(await page(appB, me.cookie))).toBe(true);
  });
});
