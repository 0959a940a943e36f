import { expect, test } from "bun:test";
import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { clientAddress, forwardedClient } from "../src/auth/rate-limit";
import { createTestApp, testConfig } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { PUMP_MAKER } from "./helpers/projects";
import { apiClient } from "./helpers/research";
import { signedInUser } from "./helpers/session";

const ORIGIN = "http://127.0.0.1:3999";

test("the client is the rightmost X-Forwarded-For entry our proxies did not write", () => {
  // The client forged "6.6.6.6"; our one proxy appended the address it really saw.
  expect(forwardedClient("6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7");
  // Two proxies of ours: the CDN appended the client, the load balancer appended the CDN.
  expect(forwardedClient("6.6.6.6, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
  expect(forwardedClient("203.0.113.7", 2)).toBe("203.0.113.7");
  expect(forwardedClient("2001:db8::1", 1)).toBe("2001:db8::1");
  expect(forwardedClient("", 1)).toBeUndefined();
  expect(forwardedClient("not an address", 1)).toBeUndefined();
});

describeEachDatabase("proxies and caches", ({ handle }) => {
  test("with TRUST_PROXY the app's client address ignores forged left entries", async () => {
    const seen: string[] = [];
    const probe = new Hono<AppEnv>().get("/probe", (c) => c.text(clientAddress(c)));
    for (const [trust, hops] of [
      ["true", "1"],
      ["true", "2"],
      ["false", "1"],
    ]) {
      const config = testConfig({ TRUST_PROXY: trust ?? "", TRUST_PROXY_HOPS: hops ?? "" });
      const { app } = createTestApp(handle(), { config });
      app.route("/", probe as never);
      const res = await app.request("/probe", {
        headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" },
      });
      seen.push(await res.text());
    }
    expect(seen).toEqual(["10.0.0.2", "203.0.113.7", "unknown"]);
  });

  test("lead data, exports and account pages are private, no-store; assets stay cacheable", async () => {
    const { app } = createTestApp(handle());
    const { cookie } = await signedInUser(handle());
    const form = { ...PUMP_MAKER, name: "Cache test", companyCount: 3 };
    const id = (await apiClient(app, cookie).post("/api/research-projects", form)).json
      .id as number;
    for (const path of [
      `/api/research-projects/${id}`,
      `/api/research-projects/${id}/results`,
      `/api/research-projects/${id}/rejected-companies`,
      `/api/research-projects/${id}/messages`,
      `/api/research-projects/${id}/export`,
      "/api/research-projects",
      "/api/user",
      "/",
      `/research/${id}`,
      "/plan-management",
    ]) {
      const res = await app.request(`${ORIGIN}${path}`, { headers: { cookie } });
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const plans = await app.request(`${ORIGIN}/api/plans`);
    expect(plans.headers.get("cache-control")).toContain("public");
  });
});
