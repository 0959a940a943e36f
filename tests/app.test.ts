import { expect, test } from "bun:test";
import { Hono } from "hono";
import { createApp } from "../src/app";
import { manifestFromFiles } from "../src/assets/manifest";
import { AppError } from "../src/errors";
import { createLogger } from "../src/logger";
import { createTestApp, testConfig } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";

describeEachDatabase("app", ({ handle }) => {
  const app = () =>
    createTestApp(handle(), { config: testConfig({ ENABLE_TEST_ROUTES: "true" }) }).app;

  test("/healthz answers 200 while the process is up", async () => {
    const res = await app().request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  test("/readyz answers 200 with the database reachable and migrations applied", async () => {
    const res = await app().request("/readyz");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { migrations: { expected: number; applied: number } };
    expect(body.migrations.applied).toBe(body.migrations.expected);
  });

  test("/readyz answers 503 while draining", async () => {
    const { app: draining } = createTestApp(handle(), { isDraining: () => true });
    expect((await draining.request("/readyz")).status).toBe(503);
  });

  test("an unmatched page is the 404 page; an unmatched API path is JSON", async () => {
    const page = await app().request("/no-such-page");
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain("<title>404 Page Not Found</title>");
    expect(html).toContain("<h1");
    const api = await app().request("/api/no-such-thing");
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: "not_found" });
  });

  test("pages carry a CSP whose nonce matches the theme snippet, and a request id", async () => {
    const res = await app().request("/");
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("the landing page lists the four benefits", async () => {
    const html = await (await app().request("/")).text();
    for (const benefit of [
      "AI-generated targeted search queries",
      "Automatic contact extraction",
      "Verification against your ideal customer profile",
      "Excel export",
    ]) {
      expect(html).toContain(benefit);
    }
    expect(html).toContain('href="/auth"');
    expect(html).toContain('href="/pricing"');
  });

  test("the island probe page renders a marker with escaped props", async () => {
    const html = await (await app().request("/__test/island")).text();
    expect(html).toContain('data-island="island-probe"');
    expect(html).toContain('data-island-props="');
  });

  test("test-only routes do not exist unless enabled", async () => {
    const { app: plain } = createTestApp(handle());
    expect((await plain.request("/__test/island")).status).toBe(404);
  });
});

function appWith(routes: (app: Hono) => void) {
  const deps = {
    config: testConfig(),
    database: { db: {}, kind: "pglite", execute: async () => [], close: async () => {} },
    logger: createLogger("silent"),
    assets: manifestFromFiles(
      { "app.css": "app-abc.css" },
      new Map([["/build/app-abc.css", new Blob(["body{}"], { type: "text/css" })]]),
    ),
  } as unknown as Parameters<typeof createApp>[0];
  const app = createApp(deps);
  const extra = new Hono();
  routes(extra);
  // Routes added after createApp still get its middleware and error handling.
  app.route("/", extra as never);
  return app;
}

test("AppError keeps its status and safe message; JSON for /api, HTML for pages", async () => {
  const app = appWith((r) => {
    r.get("/api/boom", () => {
      throw new AppError("nope", 409, "That name is taken.", { fields: { name: ["taken"] } });
    });
    r.get("/boom", () => {
      throw new AppError("nope", 409, "That name is taken.");
    });
  });
  const api = await app.request("/api/boom");
  expect(api.status).toBe(409);
  expect(await api.json()).toMatchObject({
    code: "nope",
    message: "That name is taken.",
    fields: { name: ["taken"] },
  });
  const page = await app.request("/boom");
  expect(page.status).toBe(409);
  expect(await page.text()).toContain("That name is taken.");
});

test("an unexpected error answers 500 without internals", async () => {
  const app = appWith((r) => {
    r.get("/api/crash", () => {
      throw new Error("connection string postgres://secret@db leaked");
    });
    r.get("/crash", () => {
      throw new Error("stack secret");
    });
  });
  const api = await app.request("/api/crash");
  expect(api.status).toBe(500);
  const text = await api.text();
  expect(text).not.toContain("secret");
  expect(JSON.parse(text)).toMatchObject({ code: "internal" });
  const page = await app.request("/crash");
  expect(page.status).toBe(500);
  expect(await page.text()).not.toContain("secret");
});

test("CSRF: a cross-site mutation carrying cookies is refused; same-origin and cookieless pass", async () => {
  const app = appWith((r) => {
    r.post("/api/thing", (c) => c.json({ ok: true }));
  });
  const url = "http://127.0.0.1:3999/api/thing";
  const crossSite = await app.request(url, {
    method: "POST",
    headers: { cookie: "sid=abc", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
  });
  expect(crossSite.status).toBe(403);
  const crossOriginNoFetchMeta = await app.request(url, {
    method: "POST",
    headers: {
      cookie: "sid=abc",
      origin: "https://evil.example",
      "content-type": "application/json",
    },
    body: "{}",
  });
  expect(crossOriginNoFetchMeta.status).toBe(403);
  const sameOrigin = await app.request(url, {
    method: "POST",
    headers: {
      cookie: "sid=abc",
      origin: "http://127.0.0.1:3999",
      "sec-fetch-site": "same-origin",
    },
  });
  expect(sameOrigin.status).toBe(200);
  const noCookie = await app.request(url, {
    method: "POST",
    headers: { origin: "https://evil.example" },
  });
  expect(noCookie.status).toBe(200);
});

test("bodies over the limit are refused with 413", async () => {
  const app = appWith((r) => {
    r.post("/api/echo", async (c) => c.json({ size: (await c.req.text()).length }));
  });
  const big = "x".repeat(testConfig().BODY_LIMIT_BYTES + 1);
  const res = await app.request("/api/echo", {
    method: "POST",
    body: big,
    headers: { "content-type": "text/plain" },
  });
  expect(res.status).toBe(413);
  const ok = await app.request("/api/echo", {
    method: "POST",
    body: "small",
    headers: { "content-type": "text/plain" },
  });
  expect(ok.status).toBe(200);
});

test("built assets are served with an immutable cache; unknown ones are 404", async () => {
  const app = appWith(() => {});
  const res = await app.request("/build/app-abc.css");
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toContain("immutable");
  expect(res.headers.get("content-type")).toContain("text/css");
  expect((await app.request("/build/nope.js")).status).toBe(404);
});
