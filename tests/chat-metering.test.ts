import { expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { chatMessages } from "../db/schema";
import { CHAT_LIMITS, CHAT_RATE_MESSAGE } from "../src/routes/api/research";
import { createTestApp } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";

const ORIGIN = "http://127.0.0.1:3999";

describeEachDatabase("chat metering", ({ handle }) => {
  test("a user past the per-minute budget gets a 429 with a clear message; others do not", async () => {
    const { app } = createTestApp(handle());
    const json = { origin: ORIGIN, "content-type": "application/json" };
    const project = async (cookie: string) => {
      const res = await app.request(`${ORIGIN}/api/research-projects`, {
        method: "POST",
        headers: { cookie, ...json },
        body: JSON.stringify({
          name: "Chat",
          country: "Germany",
          companyType: "Manufacturer",
          productsServices: "pumps",
          decisionMaker: "CEO",
          companyCount: 3,
        }),
      });
      return ((await res.json()) as { id: number }).id;
    };
    const say = (cookie: string, id: number) =>
      app.request(`${ORIGIN}/api/research-projects/${id}/messages`, {
        method: "POST",
        headers: { cookie, ...json },
        body: JSON.stringify({ content: "What will you search for?" }),
      });
    const a = await signedInUser(handle());
    const b = await signedInUser(handle());
    const aProject = await project(a.cookie);
    const bProject = await project(b.cookie);
    const stored = async () =>
      (
        await handle()
          .db.select({ n: count() })
          .from(chatMessages)
          .where(eq(chatMessages.projectId, aProject))
      )[0]?.n;

    for (let i = 0; i < CHAT_LIMITS.perMinute; i++)
      expect((await say(a.cookie, aProject)).status).toBe(201);
    const before = await stored();
    const refused = await say(a.cookie, aProject);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: { code: "rate_limited", message: CHAT_RATE_MESSAGE },
    });
    expect(await stored()).toBe(before);
    expect((await say(b.cookie, bProject)).status).toBe(201);
  });
});
