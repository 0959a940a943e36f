import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  devLinkSource,
  type EmulatorLinkSource,
  latestVerificationLink,
  type OobCode,
  watchVerificationLinks,
} from "../src/auth/emulator-links";
import { parseConfig } from "../src/env";
import { createTestApp, testConfig } from "./helpers/app";
import { type AuthEmulatorHelpers, useAuthEmulator } from "./helpers/auth-emulator";
import { createTestDatabase, type TestDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";

/*
 * Issue 15 point 7: in development the Auth emulator sends no email, so the verify-email screen
 * shows the user's verification link (and `npm run dev` prints each new one). Never in production
 * and never with a real Firebase project.
 */

let emulator: AuthEmulatorHelpers;
let database: TestDatabase;
let source: EmulatorLinkSource;
beforeAll(async () => {
  emulator = await useAuthEmulator();
  database = await createTestDatabase("pglite");
  source = { host: emulator.host, projectId: emulator.projectId };
}, 90_000);
afterAll(async () => {
  await database?.close();
});

let seq = 0;
const newEmail = () => `verify${Date.now()}-${++seq}@example.com`;

/** A new emulator account with a verification email "sent" the way the browser SDK sends it. */
async function signUpAndSend(email: string) {
  const { idToken, localId } = await emulator.signUp(email, "correct-horse-1");
  await emulator.call("accounts:sendOobCode", { requestType: "VERIFY_EMAIL", idToken });
  const codes = await emulator.oobCodes();
  const link = codes.findLast((c) => c.email === email && c.requestType === "VERIFY_EMAIL");
  if (!link) throw new Error("the emulator listed no verification code");
  return { localId, link: link.oobLink };
}

const configFor = (extra: Record<string, string> = {}) =>
  testConfig({
    FIREBASE_PROJECT_ID: emulator.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    ...extra,
  });

async function verifyScreen(config: ReturnType<typeof configFor>, email: string, uid: string) {
  const { cookie } = await signedInUser(database, { email, firebaseUid: uid }, { verified: false });
  const { app } = createTestApp(database, { config });
  return { app, cookie };
}

describe("the verification link in development", () => {
  test("the verify-email screen shows the user's own newest link, on any path", async () => {
    const email = newEmail();
    const { localId, link } = await signUpAndSend(email);
    // Someone else's link must never show on this user's screen.
    await signUpAndSend(newEmail());
    const { app, cookie } = await verifyScreen(configFor(), email, localId);
    for (const path of ["/verify-email", "/", "/plan-overview"]) {
      const html = await (await app.request(path, { headers: { cookie } })).text();
      expect(html).toContain("Verify Your Email");
      expect(html).toContain("data-dev-verification-link");
      expect(html).toContain(link.replaceAll("&", "&amp;"));
    }
    const others = (await emulator.oobCodes()).filter((c) => c.email !== email);
    const html = await (await app.request("/verify-email", { headers: { cookie } })).text();
    for (const other of others) expect(html).not.toContain(other.oobCode);
  });

  test("a used link is gone: the screen shows none (the email is verified by then)", async () => {
    const email = newEmail();
    const { link } = await signUpAndSend(email);
    expect(await latestVerificationLink(source, email.toUpperCase())).toBe(link);
    const oobCode = new URL(link).searchParams.get("oobCode");
    await emulator.call("accounts:update", { oobCode });
    expect(await latestVerificationLink(source, email)).toBeUndefined();
  });

  test("never in production, never with a real Firebase project", async () => {
    const email = newEmail();
    const { localId, link } = await signUpAndSend(email);
    const production = configFor({ NODE_ENV: "production" });
    expect(devLinkSource(production)).toBeUndefined();
    const { app, cookie } = await verifyScreen(production, email, localId);
    const html = await (await app.request("/verify-email", { headers: { cookie } })).text();
    expect(html).toContain("Verify Your Email");
    expect(html).not.toContain("data-dev-verification-link");
    expect(html).not.toContain(new URL(link).searchParams.get("oobCode") ?? "?");

    const realProject = parseConfig({ NODE_ENV: "development", FIREBASE_PROJECT_ID: "acme-prod" });
    expect(realProject.authEmulatorHost).toBeUndefined();
    expect(devLinkSource(realProject)).toBeUndefined();
    expect(devLinkSource(configFor())).toEqual(source);
  });

  test("an emulator that does not answer gives no link, and no error", async () => {
    const email = newEmail();
    await signUpAndSend(email);
    const gone = { host: "127.0.0.1:9", projectId: emulator.projectId };
    expect(await latestVerificationLink(gone, email)).toBeUndefined();
  });

  test("the dev terminal's watcher reports each new verification link once, not old ones", async () => {
    const old = newEmail();
    await signUpAndSend(old);
    const seen: OobCode[] = [];
    const stop = watchVerificationLinks(source, (code) => seen.push(code), 50);
    try {
      // Let the first round list the old code as already known.
      await waitFor(async () => true, 200);
      const fresh = newEmail();
      const { link } = await signUpAndSend(fresh);
      await waitFor(async () => seen.some((c) => c.email === fresh));
      await Bun.sleep(200);
      expect(seen.filter((c) => c.email === fresh).map((c) => c.oobLink)).toEqual([link]);
      expect(seen.some((c) => c.email === old)).toBe(false);
    } finally {
      stop();
    }
  });
});

async function waitFor(check: () => Promise<boolean>, minMs = 0): Promise<void> {
  const started = Date.now();
  for (let i = 0; i < 200; i++) {
    if (Date.now() - started >= minMs && (await check())) return;
    await Bun.sleep(25);
  }
  throw new Error("condition not met");
}
