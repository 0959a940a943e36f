import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import ResearchChat from "../islands/research-chat";
import type { Identity } from "../src/client/auth/firebase-identity";
import { login } from "../src/client/auth/flows";
import { wireVerifyEmailPage } from "../src/client/auth/verify-email-page";
import { renderOnlyStore } from "../src/client/research/render-only-store";
import { ResearchStoreContext } from "../src/client/research/use-research";
import {
  leaveForSignIn,
  parseSessionLostNotice,
  resetSessionLost,
  SIGN_IN_AGAIN,
  sessionLostNotice,
} from "../src/client/session-lost";
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from "../src/client/toast-types";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, tooltipOpenDelay } from "../src/client/tooltip";
import { createTestApp, testConfig } from "./helpers/app";
import { createTestDatabase, type TestDatabase } from "./helpers/database";
import { fakeUser, flowHarness } from "./helpers/flow-harness";
import { signedInUser } from "./helpers/session";

/*
 * Issue 15 point 9: spec details that differed. Session loss (§2, §8), /api/login (§2, §8),
 * /api/user and /api/plans with §3's fields (§7), the 'Loading...' screen (§2), and the toast
 * and tooltip constants (§9).
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const app = () => createTestApp(database).app;
const sameOrigin = { "sec-fetch-site": "same-origin" };
const UNAUTHORIZED = {
  title: "Unauthorized",
  description: "You are logged out. Logging in again...",
};

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

describe("/api/user and /api/plans (spec §3, §7)", () => {
  test("/api/user: {user} with spec §3's User fields, never a secret; 401 gives no user", async () => {
    const { cookie } = await signedInUser(database, {
      password: "$2b$10$legacyhash",
      resetToken: "reset-me",
      stripeCustomerId: "cus_1",
    });
    const res = await app().request("/api/user", { headers: { cookie } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(["user"]);
    expect(Object.keys(body.user).sort()).toEqual(
      [
        "id",
        "email",
        "firstName",
        "lastName",
        "profileImageUrl",
        "createdAt",
        "updatedAt",
        "firebaseUid",
        "emailVerified",
        "createdWithFirebase",
        "googleId",
        "facebookId",
        "authProvider",
        "category",
        "plan",
        "subscriptionStatus",
        "creditsLeft",
        "creditsMonthlyLimit",
        "lastCreditRefreshDate",
        "nextCreditRefreshDate",
        "lastPaymentDate",
        "nextPaymentDate",
        "trialEndsAt",
        "stripeCustomerId",
        "stripeSubscriptionId",
        "billingInterval",
        "failedPaymentCount",
        "subscriptionStartDate",
        "subscriptionEndDate",
        "cancelAtPeriodEnd",
        "pendingPlanChange",
        "lastPaymentFailureDate",
        "gracePeriodEndDate",
      ].sort(),
    );
    expect(body.user).toMatchObject({
      emailVerified: true,
      category: "Regular",
      billingInterval: "monthly",
      stripeCustomerId: "cus_1",
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain("legacyhash");
    expect(text).not.toContain("reset-me");

    const anonymous = await app().request("/api/user");
    expect(anonymous.status).toBe(401);
    const refused = (await anonymous.json()) as Record<string, unknown>;
    expect(refused).not.toHaveProperty("user");
    expect(refused.message).toBe("Authentication required");
  });

  test("/api/plans: a list of plans with spec §3's Plan fields", async () => {
    const res = await app().request("/api/plans");
    expect(res.status).toBe(200);
    const plans = (await res.json()) as Record<string, unknown>[];
    expect(plans.map((p) => p.name)).toEqual(["free", "starter", "professional", "enterprise"]);
    for (const plan of plans) {
      for (const field of [
        "name",
        "displayName",
        "description",
        "priceMonthly",
        "priceAnnual",
        "creditsPerMonth",
        "stripePriceIdMonthly",
        "stripePriceIdAnnual",
        "isActive",
      ]) {
        expect(`${plan.name} ${field} ${field in plan}`).toBe(`${plan.name} ${field} true`);
      }
      expect(typeof plan.priceMonthly).toBe("string");
      expect(plan.isActive).toBe(true);
    }
    expect(plans.map((p) => p.stripePriceIdMonthly)).toEqual([null, null, null, null]);
    expect(plans.map((p) => [p.creditsPerMonth, p.priceMonthly, p.priceAnnual])).toEqual([
      [20, "0.00", "0.00"],
      [100, "14.00", "11.00"],
      [300, "39.00", "29.00"],
      [1000, "109.00", "89.00"],
    ]);
    // With billing configured, the paid plans carry their Stripe price ids.
    const billing = Object.fromEntries(
      ["STARTER", "PROFESSIONAL", "ENTERPRISE"].flatMap((p) => [
        [`STRIPE_PRICE_${p}_MONTHLY`, `price_${p.toLowerCase()}_m`],
        [`STRIPE_PRICE_${p}_ANNUAL`, `price_${p.toLowerCase()}_a`],
      ]),
    );
    const configured = createTestApp(database, {
      config: testConfig({
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        ...billing,
      }),
    }).app;
    const priced = (await (await configured.request("/api/plans")).json()) as Record<
      string,
      unknown
    >[];
    expect(priced.map((p) => [p.name, p.stripePriceIdMonthly, p.stripePriceIdAnnual])).toEqual([
      ["free", null, null],
      ["starter", "price_starter_m", "price_starter_a"],
      ["professional", "price_professional_m", "price_professional_a"],
      ["enterprise", "price_enterprise_m", "price_enterprise_a"],
    ]);
  });
});

describe("the 'Loading...' screen while the auth state loads (spec §2)", () => {
  test("the account pages carry it, hidden until a sign-in checks the session", async () => {
    for (const path of ["/auth", "/reset-password", "/verify-email"]) {
      const html = await (await app().request(path)).text();
      expect(html).toMatch(/<div hidden="" data-loading-screen="true" role="status"/);
      expect(html).toContain(">Loading...</p>");
    }
  });

  test("sign-in shows it for the session check and keeps it through the redirect", async () => {
    const ok = flowHarness({ user: fakeUser(true) });
    expect(await login(ok.deps, "a@x.example", "pw")).toBe("leaving");
    expect(ok.loading).toEqual([true]);
    expect(ok.navigations.map((n) => n.path)).toEqual(["/"]);
    const failed = flowHarness({ user: fakeUser(true), session: "session-error" });
    expect(await login(failed.deps, "a@x.example", "pw")).toBe("stay");
    expect(failed.loading).toEqual([true, false]);
    // A wrong password never gets as far as the session check.
    const refused = flowHarness({
      error: Object.assign(new Error("x"), { code: "auth/wrong-password" }),
    });
    await login(refused.deps, "a@x.example", "pw");
    expect(refused.loading).toEqual([]);
  });
});

describe("the 'Loading...' screen on the verify-email page (spec §2)", () => {
  const openVerifyPage = async (emailVerified: boolean, syncOk: boolean) => {
    const h = flowHarness({
      sync: syncOk ? { ok: true } : { ok: false, verificationRequired: true, message: "" },
    });
    h.deps.identity = {
      ...h.deps.identity,
      ready: async () => {},
      currentUser: () => ({ emailVerified, reload: async () => {} }),
    } as unknown as Identity;
    const root = { querySelector: () => null } as unknown as HTMLElement;
    await wireVerifyEmailPage(root, h.deps);
    return h;
  };

  test("once the email is verified, it shows while the session is upgraded and the app opens", async () => {
    const verified = await openVerifyPage(true, true);
    expect(verified.loading).toEqual([true]);
    expect(verified.navigations.map((n) => n.path)).toEqual(["/"]);
    const refused = await openVerifyPage(true, false);
    expect(refused.loading).toEqual([true, false]);
    const pending = await openVerifyPage(false, true);
    expect(pending.loading).toEqual([]);
    expect(pending.navigations).toEqual([]);
  });
});

describe("toast and tooltip constants (spec §9)", () => {
  test("toasts: one at a time, 5000 ms, removed 1,000,000 ms after dismissal, 50 px swipe, F8, 420 px", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toBe("F8");
    expect(TOAST_MAX_WIDTH_PX).toBe(420);
    // The view's Tailwind class and the hotkey's label say the same.
    const region = readFileSync(new URL("../src/views/toast-region.tsx", import.meta.url), "utf8");
    expect(region).toContain(`max-w-[${TOAST_MAX_WIDTH_PX}px]`);
    expect(region).toContain(`Notifications (${TOAST_HOTKEY})`);
  });

  test("tooltips: open after 700 ms, at once within 300 ms of the last one closing", () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(tooltipOpenDelay(10_000, undefined)).toBe(700);
    expect(tooltipOpenDelay(10_000, 9_800)).toBe(0);
    expect(tooltipOpenDelay(10_000, 9_700)).toBe(700);
  });

  test("the views ask for these tooltips, not the browser's own (title)", async () => {
    const { cookie } = await signedInUser(database);
    const html = await (await app().request("/", { headers: { cookie } })).text();
    expect(html).toMatch(/data-theme-toggle="true"[^>]*data-tooltip="Toggle dark mode"/);
    expect(html).not.toContain('title="Toggle dark mode"');
    // No view or island leaves a tooltip to the browser's own timing.
    const { Glob } = await import("bun");
    for (const dir of ["src/views", "islands"]) {
      for await (const file of new Glob("**/*.tsx").scan(dir)) {
        const text = readFileSync(`${dir}/${file}`, "utf8");
        const titles = text.match(/\s title=(?!\{title\})[{"][^>]*/g) ?? [];
        // A dialog's or an empty state's `title` prop is a heading, not an attribute.
        const attributes = titles.filter((t) => !/^\s title="(Delete Research|No [^"]+)"/.test(t));
        expect(`${dir}/${file}: ${attributes.join(" | ")}`).toBe(`${dir}/${file}: `);
      }
    }
  });
});

describe("skeletons while data loads (spec §2)", () => {
  const chatWith = (messages: null | []) =>
    renderToString(
      createElement(
        ResearchStoreContext.Provider,
        {
          value: renderOnlyStore({
            project: {
              id: 7,
              name: "P",
              status: "paused",
              companyCount: 10,
              processingStartedAt: null,
            },
            leads: [],
            rejected: [],
            messages,
            loadedAt: new Date().toISOString(),
            tab: "chat",
          }),
        },
        createElement(ResearchChat, { projectId: 7 }),
      ),
    );

  test("the chat shows a skeleton until its messages are loaded", () => {
    const loading = chatWith(null);
    expect(loading).toContain('data-skeleton="chat-messages"');
    expect(loading).toContain("Loading messages...");
    expect(chatWith([])).not.toContain("data-skeleton");
  });
});
