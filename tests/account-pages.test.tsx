import { expect, test } from "bun:test";
import { users } from "../db/schema";
import { createSession } from "../src/auth/sessions";
import { createTestApp, testConfig } from "./helpers/app";
import { describeEachDatabase, type TestDatabase } from "./helpers/database";
import { expectTabOpen, expectToContainAll } from "./helpers/html";

let seq = 0;

/** A user with a live session; `verified: false` gives the limited session of spec §2. */
async function sessionCookie(
  db: TestDatabase,
  fields: Partial<typeof users.$inferInsert> = {},
  verified = true,
): Promise<string> {
  seq += 1;
  const [user] = await db.db
    .insert(users)
    .values({
      email: `pages${seq}-${Date.now()}@example.com`,
      firebaseUid: `pages-uid-${seq}-${Date.now()}`,
      emailVerified: verified,
      ...fields,
    })
    .returning();
  if (!user) throw new Error("insert failed");
  const { token } = await createSession(db.db, { userId: user.id, verified, ttlDays: 1 });
  return `sid=${token}`;
}

describeEachDatabase("account pages", ({ handle }) => {
  const app = (overrides: Record<string, string> = {}) =>
    createTestApp(handle(), { config: testConfig(overrides) }).app;
  const get = async (path: string, cookie?: string, overrides?: Record<string, string>) => {
    const res = await app(overrides).request(path, { headers: cookie ? { cookie } : {} });
    return { res, html: res.status === 200 || res.status === 401 ? await res.text() : "" };
  };

  test("/auth shows both tabs, the badge, the marketing panel and both forms", async () => {
    const { res, html } = await get("/auth");
    expect(res.status).toBe(200);
    expectToContainAll(html, [
      "Enhanced Security Mode",
      "Discover Your Next Business Opportunity",
      "AI-generated targeted search queries",
      "Automatic contact extraction",
      "Verification against your ideal customer profile",
      "Excel export",
      'role="tablist"',
      "Sign In",
      "Sign Up",
      "Continue with Google",
      "Sign up with Google",
      "Forgot password?",
      'href="/reset-password"',
      "min. 8 characters",
      "Create Account",
      'href="/privacy-policy"',
      "verification email",
      '<altcha-widget challenge="/api/altcha/challenge"',
      'id="firebase-config"',
    ]);
    // Sign In is the default tab; Sign Up's panel starts hidden.
    expectTabOpen(html, "signin", "signup");
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Create Account<\/button>/);
    expect(html).not.toContain("style=");
  });

  test("/auth?tab=signup opens the Sign Up tab", async () => {
    const { html } = await get("/auth?tab=signup");
    expectTabOpen(html, "signup", "signin");
  });

  test("the page carries only public Firebase settings", async () => {
    const { html } = await get("/auth", undefined, {
      FIREBASE_SERVICE_ACCOUNT_JSON: '{"private_key":"TOP-SECRET-KEY"}',
      ALTCHA_HMAC_KEY: "hmac-secret-hmac-secret-hmac-secret-42",
    });
    const json = html.match(/<script type="application\/json" id="firebase-config">([^<]*)</)?.[1];
    expect(json).toBeTruthy();
    const configKeys = Object.keys(JSON.parse(json ?? "{}")).sort();
    expect(configKeys).toEqual(["apiKey", "authDomain", "emulatorUrl", "projectId"]);
    expect(html).not.toContain("TOP-SECRET-KEY");
    expect(html).not.toContain("hmac-secret");
  });

  test("the CSP admits the Auth emulator and our own workers, still no inline styles", async () => {
    const { res } = await get("/auth");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9099");
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:9099");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("style-src 'self';");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    // Google sign-in goes through the emulator's fake accounts, not Google's popup scripts.
    expect(csp).not.toContain("apis.google.com");
  });

  test("with the emulator, Google sign-in asks for the account in an in-page dialog", async () => {
    const { html } = await get("/auth");
    expect(html).toContain("<dialog data-emulated-google");
    expect(html).toContain("Emulated Google account");
    const real = await get("/auth", undefined, { FIREBASE_PROJECT_ID: "acme-prod" });
    expect(real.html).not.toContain("data-emulated-google");
  });

  test("with a real Firebase project the CSP names Google's endpoints", async () => {
    const { res } = await get("/auth", undefined, {
      FIREBASE_PROJECT_ID: "acme-prod",
      FIREBASE_AUTH_DOMAIN: "login.acme.example",
    });
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("https://identitytoolkit.googleapis.com");
    expect(csp).toContain("https://securetoken.googleapis.com");
    expect(csp).toContain("frame-src 'self' https://login.acme.example");
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toContain("https://apis.google.com");
    expect(csp).not.toContain("127.0.0.1:9099");
  });

  test("/verify-email has its texts; the auth script is loaded only on account pages", async () => {
    const { html } = await get("/verify-email");
    expectToContainAll(html, [
      "Verify Your Email",
      "Resend Verification Email",
      'data-busy-label="Sending..."',
      "Back to Login",
      "Refresh page",
      "Didn&#x27;t receive the email? Check your spam folder or try resending.",
    ]);
    expect(html).toContain('src="/build/auth.js"');
    expect((await get("/privacy-policy")).html).not.toContain("/build/auth.js");
  });

  test("/reset-password has the form state and the hidden sent state", async () => {
    const { html } = await get("/reset-password");
    expectToContainAll(html, [
      "Send Reset Email",
      'data-busy-label="Sending Reset Email..."',
      "Back to Login",
      "Sign in here",
      "Password Reset Email Sent",
      "Send Another Email",
      "spam folder",
    ]);
    expect(html).toMatch(/data-reset-state="sent" hidden/);
  });

  test("/privacy-policy: date, sections, rights, age and the configured contact", async () => {
    const { html } = await get("/privacy-policy", undefined, {
      CONTACT_EMAIL: "dpo@acme.example",
    });
    expectToContainAll(html, [
      "Last updated 2025.07.01",
      "Account data",
      "Usage data",
      "Contact data",
      "Technical data",
      "Third-party data",
      "How we use and share your information",
      "Data security",
      "Data retention",
      "Changes to this policy",
      "Access",
      "Correct",
      "Delete",
      "Object",
      "Withdraw consent",
      "children under 16",
      "mailto:dpo@acme.example",
    ]);
  });

  test("/thank-you: heading, farewell and the 2025 footer", async () => {
    const { html } = await get("/thank-you");
    expect(html).toContain("Thank you</h1>");
    expect(html).toContain("no longer needed");
    expect(html).toContain("AI assistants");
    expect(html).toContain("© 2025 Export Discovery");
  });

  test("anonymous: public pages answer, signed-in pages say 'Unauthorized' and lead to /auth, others 404", async () => {
    for (const path of ["/", "/auth", "/verify-email", "/reset-password", "/privacy-policy"]) {
      expect((await get(path)).res.status).toBe(200);
    }
    for (const path of ["/research/1", "/research/abc", "/plan-overview", "/plan-management"]) {
      const { res, html } = await get(path);
      expect(res.status).toBe(401);
      expect(res.headers.get("refresh")).toBe("2; url=/auth");
      expect(html).toContain("You are logged out. Logging in again...");
    }
    const missing = await app().request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("404 Page Not Found");
  });

  test("unverified: every page path shows the verify-email screen with the email", async () => {
    const cookie = await sessionCookie(handle(), { email: "pending@example.com" }, false);
    for (const path of ["/", "/auth", "/research/1", "/anything", "/plan-overview"]) {
      const { res, html } = await get(path, cookie);
      expect(res.status).toBe(200);
      expect(html).toContain("Verify Your Email");
      expect(html).toContain("pending@example.com");
      expect(html).toContain(`href="${path}"`);
    }
    expect((await app().request("/healthz", { headers: { cookie } })).status).toBe(200);
  });

  test("verified: / and /auth show the dashboard; visitor pages redirect home", async () => {
    const cookie = await sessionCookie(handle(), { firstName: "Grace", lastName: "Hopper" });
    for (const path of ["/", "/auth"]) {
      const { res, html } = await get(path, cookie);
      expect(res.status).toBe(200);
      expect(html).toContain("Lead Research Dashboard");
      expect(html).toContain("Manage your AI-powered lead research projects");
      expect(html).not.toContain("/build/auth.js");
    }
    for (const path of ["/verify-email", "/reset-password"]) {
      const { res } = await get(path, cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    }
    expect((await get("/privacy-policy", cookie)).res.status).toBe(200);
  });

  test("sunset mode: every page is the thank-you screen; health and API are not", async () => {
    const sunset = { SUNSET_MODE: "true" };
    for (const path of ["/", "/auth", "/research/3", "/whatever"]) {
      const { res, html } = await get(path, undefined, sunset);
      expect(res.status).toBe(200);
      expect(html).toContain("Thank you</h1>");
    }
    const cookie = await sessionCookie(handle());
    expect((await get("/", cookie, sunset)).html).toContain("Thank you</h1>");
    expect((await app(sunset).request("/healthz")).status).toBe(200);
  });

  test("top nav: image avatar, first name, full name and email", async () => {
    const cookie = await sessionCookie(handle(), {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@navy.example",
      profileImageUrl: "https://images.example/grace.png",
    });
    const { html } = await get("/", cookie);
    expect(html).toContain('src="https://images.example/grace.png"');
    expect(html).toMatch(/data-testid="user-short-name">Grace</);
    expect(html).toMatch(/data-testid="user-full-name">Grace Hopper</);
    expect(html).toMatch(/data-testid="user-email">grace@navy.example</);
    expect(html).toContain('href="/plan-overview"');
    expect(html).toContain("Plan Overview");
    expect(html).toContain("Sign Out");
    expect(html).toContain('href="/"');
  });

  test("top nav: initials, then email as the name", async () => {
    const cookie = await sessionCookie(handle(), {
      firstName: null,
      lastName: "Hopper",
      email: "h@navy.example",
    });
    const { html } = await get("/", cookie);
    expect(html).toMatch(/data-testid="user-avatar"[^>]*>H</);
    expect(html).toMatch(/data-testid="user-short-name">h@navy.example</);
    expect(html).toMatch(/data-testid="user-full-name">Hopper</);
  });

  test("top nav: no names and no email give 'U', 'User' and 'No email'", async () => {
    const cookie = await sessionCookie(handle(), { firstName: null, lastName: null, email: null });
    const { html } = await get("/", cookie);
    expect(html).toMatch(/data-testid="user-avatar"[^>]*>U</);
    expect(html).toMatch(/data-testid="user-short-name">User</);
    expect(html).toMatch(/data-testid="user-full-name">User</);
    expect(html).toMatch(/data-testid="user-email">No email</);
  });

  test("every page has the toast region", async () => {
    const { html } = await get("/privacy-policy");
    expect(html).toContain('aria-label="Notifications (F8)"');
    expect(html).toContain("data-toast-list");
  });
});
