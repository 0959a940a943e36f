import { expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { researchProjects } from "../db/schema";
import { createTestApp, testConfig } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { PUMP_MAKER } from "./helpers/projects";
import { ORIGIN } from "./helpers/research";
import { signedInUser } from "./helpers/session";

const project = { ...PUMP_MAKER, name: "Capped", companyCount: "3" };

describeEachDatabase("per-user project cap", ({ handle }) => {
  test("the API and the form refuse a project past the cap with a clear message", async () => {
    const config = testConfig({ MAX_PROJECTS_PER_USER: "3" });
    const { app } = createTestApp(handle(), { config });
    const { user, cookie } = await signedInUser(handle());
    const other = await signedInUser(handle());
    const held = async (userId: number) =>
      (
        await handle()
          .db.select({ n: count() })
          .from(researchProjects)
          .where(eq(researchProjects.userId, userId))
      )[0]?.n;
    const api = (who: string) =>
      app.request(`${ORIGIN}/api/research-projects`, {
        method: "POST",
        headers: { cookie: who, origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify(project),
      });
    // Parallel creates cannot slip past the cap.
    const first = await Promise.all([1, 2, 3, 4, 5].map(() => api(cookie)));
    expect(first.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409]);
    const refused = await api(cookie);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("project_limit");
    expect(body.error.message).toContain("limit of 3 research projects");
    expect(await held(user.id)).toBe(3);

    const form = await app.request(`${ORIGIN}/research`, {
      method: "POST",
      headers: {
        cookie,
        origin: ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(project).toString(),
    });
    expect(form.status).toBe(409);
    expect(await form.text()).toContain("limit of 3 research projects");
    expect(await held(user.id)).toBe(3);

    // Another user's cap is their own.
    expect((await api(other.cookie)).status).toBe(201);
  });
});
