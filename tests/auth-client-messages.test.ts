import { describe, expect, test } from "bun:test";
import { emulatedGoogleIdToken } from "../src/client/auth/emulated-google";
import {
  authErrorMessage,
  humanCheckHint,
  IdentityWrapperError,
  NO_USER_SIGNED_IN,
  signUpFieldProblems,
  signUpProblem,
} from "../src/client/auth/messages";
import {
  userEmailLabel,
  userFullName,
  userInitials,
  userShortName,
} from "../src/views/user-display";
import { firebaseError } from "./helpers/flow-harness";

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

describe("sign-up: each wrong field its own message", () => {
  test("a bad address, a short password and a differing confirmation: three messages", () => {
    expect(
      signUpFieldProblems({ email: "not-an-address", password: "short", confirmPassword: "other" }),
    ).toEqual({
      email: "Enter a valid email address.",
      password: "Password must be at least 8 characters long.",
      confirmPassword: "Passwords do not match.",
    });
  });

  test("all right: no message", () => {
    const ok = {
      email: "ana@example.com",
      password: "long-enough-1",
      confirmPassword: "long-enough-1",
    };
    expect(signUpFieldProblems(ok)).toEqual({});
  });

  test("Create Account's hint follows the human check, and is gone once it is solved", () => {
    expect(humanCheckHint("unverified")).toContain("security verification");
    expect(humanCheckHint("verifying")).toContain("in progress");
    expect(humanCheckHint("error")).toContain("again");
    expect(humanCheckHint("verified")).toBe("");
  });
});
