import { describe, expect, test } from "bun:test";
import { login, loginWithGoogle } from "../src/client/auth/flows";
import { fakeUser, flowHarness as harness } from "./helpers/flow-harness";

// Issue 16, point 5, in the browser's flows: a sign-in that creates a user carries a solved human
// check; an existing user's sign-in sends no body (spec §7) and solves nothing.

describe("sign-in flows and the human check", () => {
  const humanCheckRequired = {
    ok: false as const,
    verificationRequired: false as const,
    status: 400,
    message: "Please complete the security verification.",
    code: "human_check_required",
  };

  test("an existing user's sign-in sends no body and solves nothing (spec §7)", async () => {
    const h = harness({ user: fakeUser(true) });
    expect(await loginWithGoogle(h.deps)).toBe("leaving");
    expect(h.syncs).toEqual([undefined]);
    expect(h.solves).toEqual([]);
  });

  test("a new Google account solves the human check before it asks the server", async () => {
    const h = harness({ user: fakeUser(true), newGoogleUser: true });
    expect(await loginWithGoogle(h.deps)).toBe("leaving");
    // Solved before the first (and only) sync, which carries the payload.
    expect(h.solves).toEqual([0]);
    expect(h.syncs).toEqual([{ recaptchaToken: "solved-payload" }]);
    expect(h.navigations[0]?.path).toBe("/");
  });

  test("a sign-in the server would create a user for: solve, then ask once more", async () => {
    const h = harness({ user: fakeUser(false), syncAnswers: [humanCheckRequired] });
    await login(h.deps, "a@x.example", "pw");
    expect(h.syncs).toEqual([undefined, { recaptchaToken: "solved-payload" }]);
    expect(h.solves).toEqual([1]);
    expect(h.navigations[0]?.path).toBe("/verify-email");
  });

  test("an unsolvable human check: the server's message, no retry loop", async () => {
    const h = harness({
      user: fakeUser(true),
      syncAnswers: [humanCheckRequired],
      solved: undefined,
    });
    expect(await login(h.deps, "a@x.example", "pw")).toBe("stay");
    expect(h.syncs).toEqual([undefined]);
    expect(h.toasts).toEqual([
      {
        title: "Login failed",
        description: "Please complete the security verification.",
        variant: "destructive",
      },
    ]);
  });
});
