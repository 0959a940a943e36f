import { beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { researchProjects, sessions, users } from "../db/schema";
import { ORIGIN, seedLead } from "./helpers/api-v1";
import { createTestApp } from "./helpers/app";
import { describeEachDatabase, describeTwoInstances, type TestDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";

// Issue 19: the results list the research page polls may take its session from the session
// middleware's short-lived memory, and its body from a cache kept per project. Neither may
// outlive what the database says: a session ended anywhere (this instance, another one, a
// console) is refused on the next read, and an accepted lead shows on the next read.

setDefaultTimeout(60_000);

const PROJECT = {
  name: "Valves",
  country: "France",
  companyType: "Manufacturer",
  productsServices: "Valves",
  decisionMaker: "CEO",
};

/** A project of the user with one accepted lead. */
async function projectWithLead(database: TestDatabase, userId: number): Promise<number> {
  const [project] = await database.db
    .insert(researchProjects)
    .values({ ...PROJECT, userId })
    .returning({ id: researchProjects.id });
  if (!project) throw new Error("no project");
  await seedLead(database, project.id);
  return project.id;
}

type App = ReturnType<typeof createTestApp>["app"];
const results = (app: App, cookie: string, projectId: number) =>
  app.request(`/api/research-projects/${projectId}/results`, { headers: { cookie } });
const leadCount = async (res: Response) => ((await res.json()) as unknown[]).length;

describeEachDatabase("the results read and its session", ({ handle }) => {
  let app: App;
  beforeAll(() => {
    app = createTestApp(handle()).app;
  });

  /** A signed-in user whose session the app has looked up and kept (two reads). */
  async function kept() {
    const signedIn = await signedInUser(handle());
    const projectId = await projectWithLead(handle(), signedIn.user.id);
    for (let i = 0; i < 2; i++) {
      expect((await results(app, signedIn.cookie, projectId)).status).toBe(200);
    }
    return { ...signedIn, projectId };
  }

  test("a session deleted behind the app's back (another instance, a console) is refused at once", async () => {
    const me = await kept();
    await handle().db.delete(sessions).where(eq(sessions.userId, me.user.id));
    const res = await results(app, me.cookie, me.projectId);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "unauthenticated" } });
  });

  test("logout refuses the session's next read", async () => {
    const me = await kept();
    const out = await app.request("/api/firebase/auth/logout", {
      method: "POST",
      headers: { cookie: me.cookie, origin: ORIGIN },
    });
    expect(out.status).toBe(200);
    expect((await results(app, me.cookie, me.projectId)).status).toBe(401);
  });

  test("an expired session, or one whose email is no longer verified, is refused", async () => {
    const expired = await kept();
    await handle()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    expect((await results(app, expired.cookie, expired.projectId)).status).toBe(401);

    const unverified = await kept();
    await handle()
      .db.update(users)
      .set({ emailVerified: false })
      .where(eq(users.id, unverified.user.id));
    expect((await results(app, unverified.cookie, unverified.projectId)).status).toBe(403);
  });

  test("someone else's project stays a 404 with a kept session, and a new lead shows at once", async () => {
    const me = await kept();
    const other = await kept();
    expect((await results(app, other.cookie, me.projectId)).status).toBe(404);
    expect((await results(app, me.cookie, 987654321)).status).toBe(404);
    expect(await leadCount(await results(app, me.cookie, me.projectId))).toBe(1);
    await seedLead(handle(), me.projectId);
    expect(await leadCount(await results(app, me.cookie, me.projectId))).toBe(2);
  });
});

await describeTwoInstances("two instances on one Postgres", ({ first, second }) => {
  test("a logout on instance A is refused by instance B's next read, with no signal between them", async () => {
    const appA = createTestApp(first()).app;
    const appB = createTestApp(second()).app;
    const me = await signedInUser(first());
    const projectId = await projectWithLead(first(), me.user.id);
    for (let i = 0; i < 2; i++)
      expect((await results(appB, me.cookie, projectId)).status).toBe(200);
    await seedLead(first(), projectId);
    expect(await leadCount(await results(appB, me.cookie, projectId))).toBe(2);

    const out = await appA.request("/api/firebase/auth/logout", {
      method: "POST",
      headers: { cookie: me.cookie, origin: ORIGIN },
    });
    expect(out.status).toBe(200);
    expect((await results(appB, me.cookie, projectId)).status).toBe(401);
  });
});
