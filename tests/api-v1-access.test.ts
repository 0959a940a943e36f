import { expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { bearer, createKeyOnPage, pagePost } from "./helpers/api-v1";
import { createTestApp, testConfig } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { openApiValidator } from "./helpers/openapi";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(60_000);

/* Who may use the API and how much: plan texts, the per-key rate limit, access by plan. */

type Json = Record<string, unknown>;

describeEachDatabase("public API v1 limits", ({ handle }) => {
  test("the plans describe API access as it is now", async () => {
    const { app } = createTestApp(handle());
    const plans = (await (await app.request("/api/plans")).json()) as {
      name: string;
      features: string[];
    }[];
    const withApi = plans.filter((p) => p.features.includes("API access: REST API and webhooks"));
    expect(withApi.map((p) => p.name).sort()).toEqual(["enterprise", "professional"]);
    const pricing = await (await app.request("/pricing")).text();
    expect(pricing).toContain("API access: REST API and webhooks");
    expect(pricing).not.toContain("in development");
  });

  test("rate limit per key: 429 with Retry-After and the error shape; another key is unaffected", async () => {
    const { app } = createTestApp(handle(), {
      config: testConfig({ API_RATE_LIMIT_PER_MINUTE: "3" }),
    });
    const doc = await (await app.request("/api/v1/openapi.json")).json();
    const api = openApiValidator(doc);
    const { cookie } = await signedInUser(handle());
    const [first, second] = [
      await createKeyOnPage(app, cookie),
      await createKeyOnPage(app, cookie),
    ];
    for (let i = 0; i < 3; i++)
      expect((await bearer(app, first, "GET", "/api/v1/projects")).status).toBe(200);
    const limited = await bearer(app, first, "GET", "/api/v1/projects");
    expect(limited.status).toBe(429);
    const retry = Number(limited.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    const body = (await api.conforms("GET", "/api/v1/projects", limited)) as Json;
    expect(body.error).toMatchObject({ code: "rate_limited" });
    // Like every other error, the 429 names the request for a support ticket.
    expect(body.requestId).toEqual(expect.any(String));
    expect((await bearer(app, second, "GET", "/api/v1/projects")).status).toBe(200);
  });

  test("with billing on, API access follows the plan: free is refused, professional and Power pass", async () => {
    const billing = {
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_STARTER_MONTHLY: "a",
      STRIPE_PRICE_STARTER_ANNUAL: "b",
      STRIPE_PRICE_PROFESSIONAL_MONTHLY: "c",
      STRIPE_PRICE_PROFESSIONAL_ANNUAL: "d",
      STRIPE_PRICE_ENTERPRISE_MONTHLY: "e",
      STRIPE_PRICE_ENTERPRISE_ANNUAL: "f",
    };
    const { app } = createTestApp(handle(), { config: testConfig(billing) });
    const free = await signedInUser(handle());
    const refused = await pagePost(app, "/account/api/keys", free.cookie, { name: "x" });
    expect(refused.status).toBe(403);
    const page = await (
      await app.request("/account/api", { headers: { cookie: free.cookie } })
    ).text();
    expect(page).toContain("Professional and Enterprise plans");

    const pro = await signedInUser(handle(), { plan: "professional" });
    const key = await createKeyOnPage(app, pro.cookie);
    expect((await bearer(app, key, "GET", "/api/v1/projects")).status).toBe(200);
    const power = await signedInUser(handle(), { category: "Power" });
    expect(
      (await bearer(app, await createKeyOnPage(app, power.cookie), "GET", "/api/v1/projects"))
        .status,
    ).toBe(200);

    // A downgrade takes the API away from keys made before it.
    await handle().db.update(users).set({ plan: "free" }).where(eq(users.id, pro.user.id));
    const downgraded = await bearer(app, key, "GET", "/api/v1/projects");
    expect(downgraded.status).toBe(403);
    expect(((await downgraded.json()) as Json).error).toMatchObject({ code: "plan_required" });
  });
});
