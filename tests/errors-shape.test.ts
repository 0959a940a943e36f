import { expect, test } from "bun:test";
import { Hono } from "hono";
import { AppError } from "../src/errors";
import { fakeStripeOfFile } from "./fakes/stripe-server";
import { createTestApp, testConfig } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";
import { fakeInvoice, signedDelivery, stripeConfig, stripeEvent } from "./helpers/stripe";

const fake = fakeStripeOfFile();

const ORIGIN = "http://127.0.0.1:3999";

describeEachDatabase("one error shape: JSON under /api, HTML for pages", ({ handle }) => {
  test("API errors read { error: { code, message } }, including 404 and AppError", async () => {
    const { app } = createTestApp(handle());
    const extra = new Hono();
    extra.get("/api/taken", () => {
      throw new AppError("taken", 409, "That name is taken.", { fields: { name: ["taken"] } });
    });
    app.route("/", extra as never);
    const { cookie } = await signedInUser(handle());
    const missing = await app.request("/api/nope", { headers: { cookie } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: { code: "not_found", message: "Not found" },
    });
    const taken = await app.request("/api/taken", { headers: { cookie } });
    expect(await taken.json()).toMatchObject({
      error: { code: "taken", message: "That name is taken.", fields: { name: ["taken"] } },
    });
    const anonymous = await app.request("/api/research-projects");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: "unauthenticated" } });
  });

  test("a refused cross-site page post (403) renders an HTML page, never [object Object]", async () => {
    const { app } = createTestApp(handle());
    const { cookie } = await signedInUser(handle());
    const res = await app.request(`${ORIGIN}/research`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: "name=x",
    });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).not.toContain("[object Object]");
    expect(html).toContain("<html");
    expect(html).toContain("did not come from Export Discovery");
    const api = await app.request(`${ORIGIN}/api/research-projects`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: "{}",
    });
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ error: { code: "csrf" } });
  });

  test("an oversized page post (413) renders HTML; an oversized API call answers JSON", async () => {
    const { app } = createTestApp(handle());
    const big = "x".repeat(testConfig().BODY_LIMIT_BYTES + 1);
    const page = await app.request(`${ORIGIN}/research`, { method: "POST", body: big });
    expect(page.status).toBe(413);
    const html = await page.text();
    expect(html).not.toContain("[object Object]");
    expect(html).toContain("too large");
    const api = await app.request(`${ORIGIN}/api/stripe/webhook`, { method: "POST", body: big });
    expect(api.status).toBe(413);
    expect(await api.json()).toMatchObject({ error: { code: "payload_too_large" } });
  });

  test("a signed Stripe event missing fields answers 400, not 500, and changes nothing", async () => {
    const db = handle();
    const { app } = createTestApp(db, { config: stripeConfig(fake()) });
    const whole = fakeInvoice({
      id: "in_partial",
      customer: "cus_partial",
      subscription: "sub_partial",
      priceId: "price_pro_m",
      amount: 100,
      periodStart: new Date(),
      periodEnd: new Date(Date.now() + 86_400_000),
    });
    const { currency: _dropped, ...partial } = whole;
    const res = await app.request(
      "/api/stripe/webhook",
      await signedDelivery(stripeEvent("invoice.paid", partial)),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "malformed_event" } });
    const noObject = { ...stripeEvent("invoice.paid", {}), data: {} };
    const res2 = await app.request("/api/stripe/webhook", await signedDelivery(noObject));
    expect(res2.status).toBe(400);
  });
});
