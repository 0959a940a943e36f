import { beforeAll, expect, test } from "bun:test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { eq } from "drizzle-orm";
import { userStats, users } from "../db/schema";
import { PUBLIC_API_PATHS } from "../src/auth/api-guard";
import { createHumanCheck, type HumanCheck } from "../src/auth/human-check";
import { RateLimiter } from "../src/auth/rate-limit";
import { createTestApp, testConfig } from "./helpers/app";
import { type AuthEmulatorHelpers, useAuthEmulator } from "./helpers/auth-emulator";
import { describeEachDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";
import { forgedToken, idTokenClaims, unsignedToken } from "./helpers/tokens";

let emulator: AuthEmulatorHelpers;
beforeAll(async () => {
  emulator = await useAuthEmulator();
}, 90_000);

const SYNC = "/api/firebase/auth/sync-user";
let seq = 0;
const newEmail = () => `person${Date.now()}-${++seq}@example.com`;

describeEachDatabase("accounts API", ({ handle }) => {
  const emulatorConfig = (extra: Record<string, string> = {}) =>
    testConfig({
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      ...extra,
    });
  // One signing key for every app of this suite, so a challenge fetched from one is accepted by
  // the next (a sign-in that creates a user must carry one).
  let sharedCheck: HumanCheck | undefined;
  const build = (extra: Record<string, string> = {}, rateLimiter?: RateLimiter) => {
    sharedCheck ??= createHumanCheck(handle().db, { cost: 1, maxCounter: 50 });
    return createTestApp(handle(), {
      config: emulatorConfig(extra),
      rateLimiter,
      humanCheck: sharedCheck,
    });
  };

  const sync = (token: string, body?: object, cookie?: string) =>
    build().app.request(SYNC, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { "content-type": "application/json" } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });

  const cookieOf = (res: Response) => res.headers.get("set-cookie")?.split(";")[0] ?? "";

  async function verifiedToken(email = newEmail()) {
    await emulator.signUp(email, "correct-horse-1");
    await emulator.verifyEmail(email);
    return (await emulator.signIn(email, "correct-horse-1")).idToken;
  }

  async function solvedPayload(
    app: { app: { request(path: string): Response | Promise<Response> } } = build(),
  ) {
    const challenge = await (await app.app.request("/api/altcha/challenge")).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("challenge not solved");
    return btoa(JSON.stringify({ challenge, solution }));
  }

  /** A first sign-in, which creates the user: it carries a solved human check. */
  const firstSync = async (token: string, cookie?: string) =>
    sync(token, { recaptchaToken: await solvedPayload() }, cookie);

  test("no Bearer token, a forged, an expired, a made-up and a wrong-project token: 401", async () => {
    const { localId } = await emulator.signUp(newEmail(), "correct-horse-1");
    const p = emulator.projectId;
    const past = Math.floor(Date.now() / 1000) - 7200;
    const cases = [
      forgedToken(idTokenClaims(p, localId)),
      unsignedToken(idTokenClaims(p, localId, { iat: past - 60, auth_time: past - 60, exp: past })),
      unsignedToken(idTokenClaims(p, "no-such-account-uid")),
      unsignedToken(idTokenClaims("demo-someone-else", localId)),
      "not-a-jwt-at-all-but-long-enough",
    ];
    const noHeader = await build().app.request(SYNC, { method: "POST" });
    expect(noHeader.status).toBe(401);
    for (const token of cases) {
      const res = await sync(token);
      expect(res.status).toBe(401);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  test("a verified user gets a session cookie, the free plan's credits and no secrets", async () => {
    const email = newEmail();
    const res = await firstSync(await verifiedToken(email));
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^sid=[\w-]{40,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    const { user } = (await res.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({
      email,
      plan: "free",
      creditsLeft: 20,
      creditsMonthlyLimit: 20,
      emailVerified: true,
      createdWithFirebase: true,
      authProvider: "password",
    });
    expect(user).not.toHaveProperty("password");
    expect(user).not.toHaveProperty("resetToken");
    expect(user.nextCreditRefreshDate).toBeTruthy();
    const me = await build().app.request("/api/user", { headers: { cookie: cookieOf(res) } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
    const [row] = await handle().db.select().from(users).where(eq(users.email, email));
    const stats = await handle()
      .db.select()
      .from(userStats)
      .where(eq(userStats.userId, row?.id ?? 0));
    expect(stats).toHaveLength(1);
  });

  test("the app's own client, flagging that it expects it, hears 'verify your email' with 200", async () => {
    const email = newEmail();
    const { idToken } = await emulator.signUp(email, "correct-horse-1");
    const res = await build().app.request(`${SYNC}?unverified=ok`, {
      method: "POST",
      headers: { authorization: `Bearer ${idToken}`, "content-type": "application/json" },
      body: JSON.stringify({ recaptchaToken: await solvedPayload() }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ requiresEmailVerification: true });
    const me = await build().app.request("/api/user", { headers: { cookie: cookieOf(res) } });
    expect(me.status).toBe(403);
  });

  test("an unverified user gets a limited session that only says: verify your email", async () => {
    const email = newEmail();
    const { idToken } = await emulator.signUp(email, "correct-horse-1");
    const res = await firstSync(idToken);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ requiresEmailVerification: true });
    const cookie = cookieOf(res);
    expect(cookie).toStartWith("sid=");
    const me = await build().app.request("/api/user", { headers: { cookie } });
    expect(me.status).toBe(403);
    expect(await me.json()).toMatchObject({ requiresEmailVerification: true });
    // Once verified, signing in again upgrades to a full session.
    await emulator.verifyEmail(email);
    const again = await sync(
      (await emulator.signIn(email, "correct-horse-1")).idToken,
      undefined,
      cookie,
    );
    expect(again.status).toBe(200);
    const stale = await build().app.request("/api/user", { headers: { cookie } });
    expect(stale.status).toBe(401);
  });

  test("registration needs a solved human check, used once", async () => {
    const app = build();
    const payload = await solvedPayload(app);
    const email = newEmail();
    const token = await verifiedToken(email);
    const body = { firstName: "Grace", lastName: "Hopper", recaptchaToken: payload };
    const first = await app.app.request(SYNC, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { user: { firstName: string } }).user.firstName).toBe("Grace");
    const reused = await app.app.request(SYNC, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({
      message: "Please complete the security verification.",
    });
    for (const recaptchaToken of [
      "",
      "bm9wZQ==",
      btoa(JSON.stringify({ challenge: {}, solution: {} })),
    ]) {
      const res = await sync(token, { firstName: "G", lastName: "H", recaptchaToken });
      expect(res.status).toBe(400);
    }
  });

  test("a human check signed with another key is refused", async () => {
    // An app of its own has its own random signing key.
    const payload = await solvedPayload(createTestApp(handle(), { config: emulatorConfig() }));
    const res = await sync(await verifiedToken(), { recaptchaToken: payload });
    expect(res.status).toBe(400);
  });

  test("logout revokes the session: the old cookie opens nothing", async () => {
    const res = await firstSync(await verifiedToken());
    const cookie = cookieOf(res);
    const out = await build().app.request("/api/firebase/auth/logout", {
      method: "POST",
      headers: { cookie, origin: "http://127.0.0.1:3999" },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/sid=;|Max-Age=0/);
    const me = await build().app.request("/api/user", { headers: { cookie } });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ message: "Authentication required" });
  });

  test("behind https the cookie is __Host- and Secure", async () => {
    const { app } = build({ PUBLIC_URL: "https://leads.example.com" });
    const res = await app.request(SYNC, {
      method: "POST",
      headers: {
        authorization: `Bearer ${await verifiedToken()}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ recaptchaToken: await solvedPayload() }),
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toStartWith("__Host-sid=");
    expect(setCookie).toContain("Secure");
  });

  test("too many sign-in attempts from one address answer 429 with the spec's message", async () => {
    const limiter = new RateLimiter();
    const { app } = build({}, limiter);
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) {
      last = await app.request(SYNC, { method: "POST", headers: { authorization: "Bearer x" } });
    }
    expect(last?.status).toBe(429);
    expect(await last?.json()).toMatchObject({
      message: "Too many failed attempts. Please try again later.",
    });
  });

  test("every non-public API route answers 401 without a session, 403 unverified", async () => {
    const { app } = build();
    const { cookie } = await signedInUser(handle(), {}, { verified: false });
    const paths = app.routes
      .filter(
        // The public API (/api/v1) takes API keys, never cookies: tests/api-v1-access.test.ts.
        (r) =>
          r.path.startsWith("/api/") &&
          !r.path.startsWith("/api/v1/") &&
          r.method !== "ALL" &&
          !PUBLIC_API_PATHS.has(r.path),
      )
      .map((r) => ({ method: r.method, path: r.path.replace(/:\w+/g, "1") }));
    for (const { method, path } of paths) {
      const anonymous = await app.request(path, { method });
      expect(`${method} ${path} ${anonymous.status}`).toBe(`${method} ${path} 401`);
      const unverified = await app.request(path, {
        method,
        headers: { cookie, origin: "http://127.0.0.1:3999" },
      });
      expect(`${method} ${path} ${unverified.status}`).toBe(`${method} ${path} 403`);
    }
    expect(PUBLIC_API_PATHS.has("/api/user")).toBe(true);
  });
});
