import { describe, expect, test } from "bun:test";
import { syncUser, verifySession } from "../src/client/auth/backend";
import { login, loginWithGoogle, register } from "../src/client/auth/flows";
import { fakeUser, firebaseError, flowHarness as harness } from "./helpers/flow-harness";

type Call = { url: string; init?: RequestInit };
const fakeFetch = (answers: (Response | Error)[]) => {
  const calls: Call[] = [];
  const fn = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? new Response(null, { status: 500 });
    if (next instanceof Error) throw next;
    return next;
  };
  return { fn, calls };
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("backend calls", () => {
  test("sync sends the bearer token, and the registration body only when given", async () => {
    const { fn, calls } = fakeFetch([json(200, { user: {} }), json(200, { user: {} })]);
    expect(await syncUser("tok", undefined, fn)).toEqual({ ok: true });
    expect(calls[0]?.init?.body).toBeUndefined();
    const headers = (calls[0]?.init?.headers ?? {}) as Record<string, string>;
    expect(headers.authorization).toBe("Bearer tok");
    await syncUser("tok", { firstName: "A", lastName: "B", recaptchaToken: "p" }, fn);
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({
      firstName: "A",
      lastName: "B",
      recaptchaToken: "p",
    });
  });

  test("sync failures: verification, server message, 429, fallback", async () => {
    const { fn } = fakeFetch([
      json(403, { requiresEmailVerification: true, message: "verify" }),
      json(400, { message: "Security verification failed." }),
      json(429, { message: "x" }),
      new Response("oops", { status: 500 }),
      new TypeError("offline"),
    ]);
    expect(await syncUser("t", undefined, fn)).toMatchObject({ verificationRequired: true });
    expect(await syncUser("t", undefined, fn)).toMatchObject({
      message: "Security verification failed.",
    });
    expect(await syncUser("t", undefined, fn)).toMatchObject({
      message: "Too many failed attempts. Please try again later.",
    });
    expect(await syncUser("t", undefined, fn)).toMatchObject({
      message: "Failed to sync user with backend",
    });
    expect(await syncUser("t", undefined, fn)).toMatchObject({
      message: "Failed to sync user with backend",
    });
  });

  test("session check: only 200 counts, 10 attempts, network-only failures are a connection error", async () => {
    const ok = fakeFetch([json(401, {}), json(500, {}), json(200, { user: {} })]);
    expect(await verifySession({ fetchImpl: ok.fn, delayMs: 0 })).toBe("ok");
    expect(ok.calls).toHaveLength(3);
    const refused = fakeFetch(Array.from({ length: 10 }, () => json(401, {})));
    expect(await verifySession({ fetchImpl: refused.fn, delayMs: 0 })).toBe("session-error");
    expect(refused.calls).toHaveLength(10);
    const offline = fakeFetch(Array.from({ length: 10 }, () => new TypeError("offline")));
    expect(await verifySession({ fetchImpl: offline.fn, delayMs: 0 })).toBe("connection-error");
  });
});

describe("sign-in flows (spec §4)", () => {
  test("verified login: sync, welcome toast, session check, then /", async () => {
    const h = harness({ user: fakeUser(true) });
    expect(await login(h.deps, "a@x.example", "pw")).toBe("leaving");
    expect(h.syncs).toEqual([undefined]);
    expect(h.toasts).toEqual([{ title: "Login successful", description: "Welcome back!" }]);
    // Shown at once, and again by the dashboard after the full-page redirect.
    expect(h.navigations).toEqual([
      { path: "/", toast: { title: "Login successful", description: "Welcome back!" } },
    ]);
  });

  test("unverified login: sync for the limited cookie, destructive toast, /verify-email", async () => {
    const h = harness({
      user: fakeUser(false),
      sync: { ok: false, verificationRequired: true, message: "" },
    });
    await login(h.deps, "a@x.example", "pw");
    expect(h.syncs).toHaveLength(1);
    expect(h.navigations[0]?.path).toBe("/verify-email");
    expect(h.navigations[0]?.toast).toMatchObject({
      title: "Email not verified",
      description: "Please check your email and verify your account before logging in.",
      variant: "destructive",
    });
  });

  test("failed session checks stay on the page with the spec's toasts", async () => {
    const session = harness({ user: fakeUser(true), session: "session-error" });
    expect(await login(session.deps, "a@x.example", "pw")).toBe("stay");
    expect(session.toasts.at(-1)).toMatchObject({
      title: "Session Error",
      description: "Please try logging in again.",
    });
    const offline = harness({ user: fakeUser(true), session: "connection-error" });
    await login(offline.deps, "a@x.example", "pw");
    expect(offline.toasts.at(-1)).toMatchObject({
      title: "Connection Error",
      description: "Please check your internet connection and try again.",
    });
    expect(offline.navigations).toEqual([]);
  });

  test("a wrong password shows the mapped message and stays", async () => {
    const h = harness({ error: firebaseError("auth/wrong-password") });
    expect(await login(h.deps, "a@x.example", "pw")).toBe("stay");
    expect(h.toasts).toEqual([
      {
        title: "Login failed",
        description: "Incorrect password. Please try again.",
        variant: "destructive",
      },
    ]);
  });

  test("a sync failure shows the server's message", async () => {
    const h = harness({
      user: fakeUser(true),
      sync: {
        ok: false,
        verificationRequired: false,
        status: 429,
        message: "Too many failed attempts. Please try again later.",
      },
    });
    await login(h.deps, "a@x.example", "pw");
    expect(h.toasts[0]?.description).toBe("Too many failed attempts. Please try again later.");
    expect(h.navigations).toEqual([]);
  });

  test("Google: verification required goes to /verify-email without a toast", async () => {
    const h = harness({
      user: fakeUser(true),
      sync: { ok: false, verificationRequired: true, message: "verify" },
    });
    await loginWithGoogle(h.deps);
    expect(h.toasts).toEqual([]);
    expect(h.navigations).toEqual([{ path: "/verify-email", toast: undefined }]);
  });

  test("registration: account, verification email, sync with the details, /verify-email", async () => {
    const h = harness({
      user: fakeUser(false),
      sync: { ok: false, verificationRequired: true, message: "" },
    });
    const outcome = await register(h.deps, {
      email: "n@x.example",
      password: "long enough",
      firstName: "N",
      lastName: "X",
      recaptchaToken: "payload",
    });
    expect(outcome).toBe("leaving");
    expect(h.sent).toEqual(["verification"]);
    expect(h.syncs).toEqual([{ firstName: "N", lastName: "X", recaptchaToken: "payload" }]);
    expect(h.navigations[0]).toMatchObject({
      path: "/verify-email",
      toast: { title: "Registration successful!" },
    });
  });

  test("registration refused by the server: its message, and the new account is removed", async () => {
    const user = fakeUser(false);
    const h = harness({
      user,
      sync: {
        ok: false,
        verificationRequired: false,
        status: 400,
        message: "Security verification failed.",
      },
    });
    expect(
      await register(h.deps, {
        email: "n@x.example",
        password: "long enough",
        firstName: "",
        lastName: "",
        recaptchaToken: "used",
      }),
    ).toBe("stay");
    expect(h.toasts).toEqual([
      {
        title: "Registration failed",
        description: "Security verification failed.",
        variant: "destructive",
      },
    ]);
    expect(user.deleted).toBe(true);
  });
});
