import { beforeEach, describe, expect, test } from "bun:test";
import {
  leaveForSignIn,
  parseSessionLostNotice,
  resetSessionLost,
  SIGN_IN_AGAIN,
  sessionLostNotice,
} from "../src/client/session-lost";
import type { TestDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";
import { sameOrigin, specDetailsApp, UNAUTHORIZED } from "./helpers/spec-details";

// Issue 15 point 9, spec details that differed: session loss (§2, §8) and /api/login (§2, §8).

let database: TestDatabase;
const app = specDetailsApp((db) => {
  database = db;
});

describe("session loss (spec §2, §8)", () => {
  test("/api/login leads to the sign-in screen, with or without a session", async () => {
    const anonymous = await app().request("/api/login");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/auth");
    const { cookie } = await signedInUser(database);
    const signedIn = await app().request("/api/login", { headers: { cookie } });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/auth");
  });

  test("a signed-in page without a session: 'Unauthorized', then /auth after 500 ms", async () => {
    for (const path of ["/research/1", "/plan-overview", "/plan-management", "/account/api"]) {
      const res = await app().request(path);
      expect(`${path} ${res.status}`).toBe(`${path} 401`);
      expect(res.headers.get("refresh")).toBe("2; url=/auth");
      const html = await res.text();
      expect(html).toContain("Unauthorized</h1>");
      expect(html).toContain("You are logged out. Logging in again...");
      const json = html.match(
        /<script type="application\/json" data-session-lost="true">(.*?)<\/script>/,
      );
      expect(parseSessionLostNotice(JSON.parse(json?.[1] ?? "null"))).toEqual({
        to: "/auth",
        delayMs: 500,
        toast: expect.objectContaining(UNAUTHORIZED),
      });
    }
    // The visitor's own pages still answer as before.
    for (const path of ["/", "/pricing", "/auth", "/privacy-policy"]) {
      expect((await app().request(path)).status).toBe(200);
    }
  });

  test("htmx project actions without a session: the toast, then /api/login; status: /auth", async () => {
    const htmx = { ...sameOrigin, "hx-request": "true" };
    const cases = [
      ["/research", "/api/login"],
      ["/research/1/name", "/api/login"],
      ["/research/1/delete", "/api/login"],
      ["/research/1/status", "/auth"],
    ] as const;
    for (const [path, to] of cases) {
      const res = await app().request(path, {
        method: "POST",
        headers: htmx,
        body: new URLSearchParams({ name: "x", status: "paused" }),
      });
      expect(`${path} ${res.status}`).toBe(`${path} 401`);
      expect(res.headers.get("hx-redirect")).toBeNull();
      const trigger = JSON.parse(res.headers.get("hx-trigger") ?? "{}");
      expect(parseSessionLostNotice(trigger.sessionLost)).toEqual({
        to,
        delayMs: 500,
        toast: expect.objectContaining(UNAUTHORIZED),
      });
    }
    // Without script a plain form post still goes straight to sign-in.
    const plain = await app().request("/research/1/name", {
      method: "POST",
      headers: sameOrigin,
      body: new URLSearchParams({ name: "x" }),
    });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/auth");
  });
});

describe("leaving for sign-in (islands/session-lost.ts)", () => {
  beforeEach(resetSessionLost);

  test("shows the toast at once, goes after the delay, and only once", () => {
    const calls: string[] = [];
    const scheduled: [() => void, number][] = [];
    const deps = {
      toast: (t: { title: string }) => calls.push(`toast ${t.title}`),
      assign: (path: string) => calls.push(`go ${path}`),
      schedule: (run: () => void, ms: number) => scheduled.push([run, ms]),
    };
    expect(leaveForSignIn(sessionLostNotice(SIGN_IN_AGAIN.afterAction), deps)).toBe(true);
    expect(leaveForSignIn(sessionLostNotice(SIGN_IN_AGAIN.fromPage), deps)).toBe(false);
    expect(calls).toEqual(["toast Unauthorized"]);
    expect(scheduled.map(([, ms]) => ms)).toEqual([500]);
    scheduled[0]?.[0]();
    expect(calls).toEqual(["toast Unauthorized", "go /api/login"]);
  });

  test("a notice never leads off the site", () => {
    const toast = { title: "Unauthorized" };
    for (const to of ["//evil.example", "https://evil.example", "/\\evil.example", "auth", 5]) {
      expect(parseSessionLostNotice({ to, delayMs: 500, toast })).toBeUndefined();
    }
    expect(parseSessionLostNotice({ to: "/auth", toast })).toMatchObject({ delayMs: 500 });
  });
});
