import { expect, test } from "bun:test";
import { fileURLToPath } from "node:url";
import { loadAssetManifest } from "../src/assets/manifest";
import { createTestApp, testConfig } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { expectToContainAll } from "./helpers/html";
import { signedInUser } from "./helpers/session";

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
    // Without a session every non-public API path is 401, whether or not it exists.
    expect((await app().request("/api/no-such-thing")).status).toBe(401);
    const { cookie } = await signedInUser(handle());
    const api = await app().request("/api/no-such-thing", { headers: { cookie } });
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
    expectToContainAll(html, [
      "AI-generated targeted search queries",
      "Automatic contact extraction",
      "Verification against your ideal customer profile",
      "Excel export",
    ]);
    expectToContainAll(html, ['href="/auth"', 'href="/pricing"']);
  });

  test("the island probe page renders a marker with escaped props", async () => {
    const html = await (await app().request("/__test/island")).text();
    expect(html).toContain('data-island="island-probe"');
    expect(html).toContain('data-island-props="');
  });

  test("robots.txt keeps crawlers out of the app's private pages", async () => {
    const { app: withFiles } = createTestApp(handle(), {
      assets: loadAssetManifest(fileURLToPath(new URL("../public", import.meta.url))),
    });
    const res = await withFiles.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Disallow: /api/");
    expect(res.headers.get("cache-control")).not.toContain("immutable");
  });

  test("test-only routes do not exist unless enabled", async () => {
    const { app: plain } = createTestApp(handle());
    expect((await plain.request("/__test/island")).status).toBe(404);
  });
});
