import { expect, test } from "bun:test";
import { Hono } from "hono";
import { manifestFromFiles } from "../src/assets/manifest";
import { AppError } from "../src/errors";
import { createTestApp, testConfig } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";

describeEachDatabase("error handling and middleware", ({ handle }) => {
  let cookie = "";

  function appWith(routes: (app: Hono) => void) {
    const assets = manifestFromFiles(
      { "app.css": "app-abc.css" },
      new Map([["/build/app-abc.css", new Blob(["body{}"], { type: "text/css" })]]),
    );
    const { app } = createTestApp(handle(), { assets });
    const extra = new Hono();
    routes(extra);
    // Routes added after createApp still get its middleware and error handling.
    app.route("/", extra as never);
    return app;
  }

  test("a signed-in user for the API calls below", async () => {
    cookie = (await signedInUser(handle())).cookie;
    expect(cookie).toStartWith("sid=");
  });

  test("AppError keeps its status and safe message; JSON for /api, HTML for pages", async () => {
    const app = appWith((r) => {
      r.get("/api/boom", () => {
        throw new AppError("nope", 409, "That name is taken.", { fields: { name: ["taken"] } });
      });
      r.get("/boom", () => {
        throw new AppError("nope", 409, "That name is taken.");
      });
    });
    const api = await app.request("/api/boom", { headers: { cookie } });
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
    const api = await app.request("/api/crash", { headers: { cookie } });
    expect(api.status).toBe(500);
    const text = await api.text();
    expect(text).not.toContain("secret");
    expect(JSON.parse(text)).toMatchObject({ code: "internal" });
    const page = await app.request("/crash");
    expect(page.status).toBe(500);
    expect(await page.text()).not.toContain("secret");
  });

  test("CSRF: a cross-site mutation carrying cookies is refused; same-origin passes", async () => {
    const app = appWith((r) => {
      r.post("/api/thing", (c) => c.json({ ok: true }));
    });
    const url = "http://127.0.0.1:3999/api/thing";
    const post = (headers: Record<string, string>, body?: string) =>
      app.request(url, { method: "POST", headers: { cookie, ...headers }, body });
    const evil = "https://evil.example";
    const own = "http://127.0.0.1:3999";
    const crossSite = await post({ origin: evil, "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const crossOriginNoFetchMeta = await post(
      { origin: evil, "content-type": "application/json" },
      "{}",
    );
    expect(crossOriginNoFetchMeta.status).toBe(403);
    const sameOrigin = await post({ origin: own, "sec-fetch-site": "same-origin" });
    expect(sameOrigin.status).toBe(200);
    const sameOriginNoFetchMeta = await post({ origin: own });
    expect(sameOriginNoFetchMeta.status).toBe(200);
  });

  test("bodies over the limit are refused with 413", async () => {
    const app = appWith((r) => {
      r.post("/api/echo", async (c) => c.json({ size: (await c.req.text()).length }));
    });
    const big = "x".repeat(testConfig().BODY_LIMIT_BYTES + 1);
    const headers = { "content-type": "text/plain", cookie };
    const res = await app.request("/api/echo", { method: "POST", body: big, headers });
    expect(res.status).toBe(413);
    const ok = await app.request("/api/echo", { method: "POST", body: "small", headers });
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
});
