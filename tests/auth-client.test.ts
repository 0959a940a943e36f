import { describe, expect, test } from "bun:test";
import { syncUser, verifySession } from "../src/client/auth/backend";
import { emulatedGoogleIdToken } from "../src/client/auth/emulated-google";
import { login, loginWithGoogle, register } from "../src/client/auth/flows";
import {
  authErrorMessage,
  IdentityWrapperError,
  NO_USER_SIGNED_IN,
  signUpProblem,
} from "../src/client/auth/messages";
import {
  userEmailLabel,
  userFullName,
  userInitials,
  userShortName,
} from "../src/views/user-display";
import { fakeUser, flowHarness as harness } from "./helpers/flow-harness";

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: (${code})`), { code });

describe("identity error messages (spec §8)", () => {
  const cases: [Parameters<typeof authErrorMessage>[0], string, string][] = [
    ["login", "auth/user-not-found", "No account found with this email address."],
    ["login", "auth/wrong-password", "Incorrect password. Please try again."],
    ["login", "auth/invalid-email", "Please enter a valid email address."],
    ["login", "auth/too-many-requests", "Too many failed attempts. Please try again later."],
    ["login", "auth/internal-error", "Authentication failed. Please try again."],
    ["register", "auth/email-already-in-use", "An account with this email already exists."],
    ["register", "auth/invalid-email", "Please enter a valid email address."],
    ["register", "auth/weak-password", "Password is too weak. Please choose a stronger password."],
    ["register", "auth/operation-not-allowed", "Registration failed. Please try again."],
    ["google", "auth/popup-closed-by-user", "Google sign-in was cancelled."],
    ["google", "auth/popup-blocked", "Please allow popups for Google sign-in."],
    [
      "google",
      "auth/account-exists-with-different-credential",
      "An account already exists with the same email address but different sign-in credentials.",
    ],
    ["google", "auth/cancelled-popup-request", "Only one popup request is allowed at one time."],
    ["google", "auth/unauthorized-domain", "Google authentication failed. Please try again."],
    ["reset", "auth/user-not-found", "No account found with this email address."],
    ["reset", "auth/invalid-email", "Please enter a valid email address."],
    ["reset", "auth/too-many-requests", "Too many reset attempts. Please try again later."],
    ["reset", "auth/network-request-failed", "Failed to send reset email. Please try again."],
  ];
  for (const [action, code, message] of cases) {
    test(`${action} ${code}`, () => {
      expect(authErrorMessage(action, firebaseError(code))).toBe(message);
    });
  }

  test("wrapper errors keep their own text; resend shows the message or a default", () => {
    expect(
      authErrorMessage(
        "login",
        new IdentityWrapperError("Firebase authentication is not configured"),
      ),
    ).toBe("Firebase authentication is not configured");
    expect(authErrorMessage("resend", new IdentityWrapperError(NO_USER_SIGNED_IN))).toBe(
      "No user signed in",
    );
    expect(authErrorMessage("resend", new Error("quota exceeded"))).toBe("quota exceeded");
    expect(authErrorMessage("resend", {})).toBe("Please try again later.");
  });
});

describe("emulated Google sign-in", () => {
  test("the fake ID token: JSON claims, a stable subject per address, verified email", () => {
    const token = emulatedGoogleIdToken({
      email: "Grace@Example.com",
      displayName: "Grace Hopper",
    });
    expect(JSON.parse(token)).toEqual({
      sub: "emulated-google-grace@example.com",
      email: "grace@example.com",
      email_verified: true,
      name: "Grace Hopper",
    });
    // The emulator reads a token that starts with "{" as plain claims.
    expect(token.startsWith("{")).toBe(true);
    expect(
      JSON.parse(emulatedGoogleIdToken({ email: "a@b.c", displayName: "" })),
    ).not.toHaveProperty("name");
  });
});

describe("sign-up checks, in the order of spec §5", () => {
  test("mismatch first, then the challenge, then the length", () => {
    expect(
      signUpProblem({ password: "short", confirmPassword: "other", challengePayload: undefined }),
    ).toBe("Passwords do not match.");
    expect(
      signUpProblem({ password: "short", confirmPassword: "short", challengePayload: undefined }),
    ).toBe("Please complete the security verification.");
    expect(
      signUpProblem({ password: "short", confirmPassword: "short", challengePayload: "p" }),
    ).toBe("Password must be at least 8 characters long.");
    expect(
      signUpProblem({
        password: "long enough",
        confirmPassword: "long enough",
        challengePayload: "p",
      }),
    ).toBeUndefined();
  });
});

describe("user display fallbacks", () => {
  const user = (over: Partial<Record<string, string | null>> = {}) => ({
    firstName: null,
    lastName: null,
    email: null,
    profileImageUrl: null,
    ...over,
  });
  test("initials, name, full name and email", () => {
    expect(userInitials(user({ firstName: "ada", lastName: "Lovelace" }))).toBe("AL");
    expect(userInitials(user({ lastName: "Lovelace" }))).toBe("L");
    expect(userInitials(user({ firstName: "  " }))).toBe("U");
    expect(userShortName(user({ firstName: "Ada", email: "a@x.example" }))).toBe("Ada");
    expect(userShortName(user({ email: "a@x.example" }))).toBe("a@x.example");
    expect(userShortName(user())).toBe("User");
    expect(userFullName(user({ firstName: "Ada", lastName: "Lovelace" }))).toBe("Ada Lovelace");
    expect(userFullName(user())).toBe("User");
    expect(userEmailLabel(user())).toBe("No email");
  });
});

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
