import { describe, expect, test } from "bun:test";
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
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from "../src/client/toast-types";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, tooltipOpenDelay } from "../src/client/tooltip";
import type { TestDatabase } from "./helpers/database";
import { fakeUser, flowHarness } from "./helpers/flow-harness";
import { signedInUser } from "./helpers/session";
import { specDetailsApp } from "./helpers/spec-details";

// Issue 15 point 9, spec details that differed: the 'Loading...' screen (§2), skeletons, and
// the toast and tooltip constants (§9).

let database: TestDatabase;
const app = specDetailsApp((db) => {
  database = db;
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
