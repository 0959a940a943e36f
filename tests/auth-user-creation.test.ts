import { beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { createHumanCheck } from "../src/auth/human-check";
import { upsertUserFromIdentity } from "../src/auth/users";
import { syncUser } from "../src/client/auth/backend";
import { emulatedGoogleIdToken } from "../src/client/auth/emulated-google";
import { solveHumanCheck } from "../src/client/auth/solve-human-check";
import { createTestApp, testConfig } from "./helpers/app";
import { type AuthEmulatorHelpers, useAuthEmulator } from "./helpers/auth-emulator";
import { describeEachDatabase } from "./helpers/database";

// Issue 16, point 5: every path that creates a user passes the human check, including the
// sign-ins that spec §7 sends without a body (login, Google); existing users sign in as before.

let emulator: AuthEmulatorHelpers;
beforeAll(async () => {
  emulator = await useAuthEmulator();
}, 90_000);

const SYNC = "/api/firebase/auth/sync-user";
const PASSWORD = "correct-horse-1";
let seq = 0;
const newEmail = () => `creator${Date.now()}-${++seq}@example.com`;

describeEachDatabase("user creation needs the human check", ({ handle }) => {
  const build = () =>
    createTestApp(handle(), {
      config: testConfig({
        FIREBASE_PROJECT_ID: emulator.projectId,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      }),
      humanCheck: createHumanCheck(handle().db, { cost: 1, maxCounter: 50 }),
    });

  /** The app as the browser's fetch: relative paths, answered in-process. */
  const browserFetch =
    (app: ReturnType<typeof build>["app"]) => (path: string, init?: RequestInit) =>
      Promise.resolve(app.request(path, init));

  const emptySync = (app: ReturnType<typeof build>["app"], token: string) =>
    app.request(SYNC, { method: "POST", headers: { authorization: `Bearer ${token}` } });

  const rowsFor = (email: string) => handle().db.select().from(users).where(eq(users.email, email));

  async function verifiedAccount(email = newEmail()) {
    await emulator.signUp(email, PASSWORD);
    await emulator.verifyEmail(email);
    return { email, token: (await emulator.signIn(email, PASSWORD)).idToken };
  }

  /** A first Google sign-in through the emulator, as the emulated popup does it. */
  async function googleAccount(email = newEmail()) {
    const idToken = emulatedGoogleIdToken({ email, displayName: "Grace Hopper" });
    const { idToken: token } = await emulator.call<{ idToken: string }>("accounts:signInWithIdp", {
      postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
      requestUri: "http://localhost",
      returnSecureToken: true,
    });
    return { email, token };
  }

  async function expectRefusedWithoutUser(res: Response, email: string, code: string) {
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code, message: "Please complete the security verification." });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await rowsFor(email)).toHaveLength(0);
  }

  test("an empty-body sign-in that would create a user: 400 human_check_required, no row", async () => {
    const { app } = build();
    const verified = await verifiedAccount();
    await expectRefusedWithoutUser(
      await emptySync(app, verified.token),
      verified.email,
      "human_check_required",
    );
    // An unverified account would get a limited session and a row: the same gate comes first.
    const unverified = newEmail();
    const { idToken } = await emulator.signUp(unverified, PASSWORD);
    await expectRefusedWithoutUser(
      await emptySync(app, idToken),
      unverified,
      "human_check_required",
    );
  });

  test("a first Google sign-in: refused without a solution, created with one solved like the browser", async () => {
    const { app } = build();
    const { email, token } = await googleAccount();
    await expectRefusedWithoutUser(await emptySync(app, token), email, "human_check_required");

    // The client's own solver (src/client/auth/solve-human-check.ts) against this server.
    const recaptchaToken = await solveHumanCheck(browserFetch(app));
    expect(recaptchaToken).toBeString();
    const synced = await syncUser(
      token,
      { recaptchaToken: recaptchaToken ?? "" },
      browserFetch(app),
    );
    expect(synced).toEqual({ ok: true });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ authProvider: "google.com", firstName: "Grace" });
  });

  test("a forged, a spent or a foreign solution creates nobody", async () => {
    const { app } = build();
    const { email, token } = await verifiedAccount();
    const send = (recaptchaToken: string) =>
      app.request(SYNC, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ recaptchaToken }),
      });
    const other = build();
    const foreign = await solveHumanCheck(browserFetch(other.app));
    await expectRefusedWithoutUser(await send("bm9wZQ=="), email, "human_check");
    await expectRefusedWithoutUser(await send(foreign ?? ""), email, "human_check");
    await expectRefusedWithoutUser(await send(""), email, "human_check_required");

    const spent = (await solveHumanCheck(browserFetch(app))) ?? "";
    const someoneElse = await verifiedAccount();
    const first = await app.request(SYNC, {
      method: "POST",
      headers: {
        authorization: `Bearer ${someoneElse.token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ recaptchaToken: spent }),
    });
    expect(first.status).toBe(200);
    await expectRefusedWithoutUser(await send(spent), email, "human_check");
  });

  test("an existing user signs in with no body and no check, as spec §7 has it", async () => {
    const { app } = build();
    const { email, token } = await verifiedAccount();
    const recaptchaToken = (await solveHumanCheck(browserFetch(app))) ?? "";
    expect(await syncUser(token, { recaptchaToken }, browserFetch(app))).toEqual({ ok: true });

    const again = await emptySync(app, (await emulator.signIn(email, PASSWORD)).idToken);
    expect(again.status).toBe(200);
    expect(again.headers.get("set-cookie")).toStartWith("sid=");
    expect(await rowsFor(email)).toHaveLength(1);
    // So does a returning Google user.
    const google = await googleAccount();
    const created = await syncUser(
      google.token,
      { recaptchaToken: (await solveHumanCheck(browserFetch(app))) ?? "" },
      browserFetch(app),
    );
    expect(created).toEqual({ ok: true });
    const returning = await googleAccount(google.email);
    expect((await emptySync(app, returning.token)).status).toBe(200);
    expect(await rowsFor(google.email)).toHaveLength(1);
  });

  test("the client sees the code that tells it to solve and retry", async () => {
    const { app } = build();
    const { token } = await verifiedAccount();
    expect(await syncUser(token, undefined, browserFetch(app))).toMatchObject({
      ok: false,
      status: 400,
      code: "human_check_required",
      message: "Please complete the security verification.",
    });
  });

  test("the user store itself refuses to create a user without the check", async () => {
    const identity = {
      uid: `direct-${++seq}`,
      email: newEmail(),
      emailVerified: true,
      name: undefined,
      picture: undefined,
      provider: "password",
    };
    await expect(
      upsertUserFromIdentity(handle().db, identity, {}, { humanChecked: false }),
    ).rejects.toMatchObject({ code: "human_check_required", status: 400 });
    expect(await rowsFor(identity.email)).toHaveLength(0);
    const created = await upsertUserFromIdentity(handle().db, identity, {}, { humanChecked: true });
    const again = await upsertUserFromIdentity(handle().db, identity, {}, { humanChecked: false });
    expect(again.id).toBe(created.id);
  });
});
