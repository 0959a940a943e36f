import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type App, deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { sessions } from "../db/schema";
import { ACCOUNT_RECHECK_MS, createAccountCheck } from "../src/auth/account-check";
import type { AccountStatus } from "../src/auth/identity";
import { createSessionEnds } from "../src/auth/session-ends";
import { createSession } from "../src/auth/sessions";
import { TestClock } from "../src/billing/clock";
import { DEFAULT_SESSION_SWEEP_MS } from "../src/live/ws-hub";
import { createLogger } from "../src/logger";
import { testConfig } from "./helpers/app";
import { type AuthEmulatorHelpers, useAuthEmulator } from "./helpers/auth-emulator";
import { describeEachDatabase, type TestDatabase } from "./helpers/database";
import { type LiveClient, type LiveServer, startLiveServer } from "./helpers/live";
import { insertProject } from "./helpers/projects";
import { signedInUser } from "./helpers/session";

// Issue 16, point 4: a session follows its Firebase account. Disabled, deleted, or signed out
// everywhere (revoked tokens): the next request after the recheck interval is a visitor's and the
// user's websockets close. Logout closes the session's websockets at once. The check's clock is
// moved instead of waiting minutes.

setDefaultTimeout(60_000);

let emulator: AuthEmulatorHelpers;
let admin: App;
beforeAll(async () => {
  emulator = await useAuthEmulator();
  // firebase-admin as a console operator would use it, against the same emulator.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  admin = initializeApp({ projectId: emulator.projectId }, "revocation-test-operator");
}, 90_000);
afterAll(async () => {
  if (admin) await deleteApp(admin);
});

const PASSWORD = "correct-horse-1";
let seq = 0;
const PAST_RECHECK = ACCOUNT_RECHECK_MS + 1000;

/** Resolves with the close code, or "open" when the socket is still open after `ms`. */
const closedWithin = (client: LiveClient, ms: number) =>
  Promise.race([client.closed.then((c) => c.code), Bun.sleep(ms).then(() => "open" as const)]);

describe("the bound of issue 16", () => {
  test("a revoked account's sockets close within 5 minutes: recheck plus one sweep", () => {
    expect(ACCOUNT_RECHECK_MS + DEFAULT_SESSION_SWEEP_MS).toBeLessThanOrEqual(5 * 60_000);
  });
});

describeEachDatabase("sessions follow the Firebase account", ({ handle }) => {
  let live: LiveServer;
  let clock: TestClock;

  beforeAll(() => {
    clock = new TestClock();
    const config = testConfig({
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    });
    // The sweep timer is out of the way: the tests sweep when they mean to.
    live = startLiveServer(handle(), { sessionSweepMs: 3_600_000 }, { config, clock });
  });
  afterAll(async () => {
    await live?.stop();
  });

  /** A Firebase account with a verified email, its user row and a live session. */
  async function signedInAccount() {
    const email = `follow${Date.now()}-${++seq}@example.com`;
    const { localId } = await emulator.signUp(email, PASSWORD);
    await emulator.verifyEmail(email);
    const signedIn = await signedInUser(handle(), { email, firebaseUid: localId });
    return { ...signedIn, uid: localId };
  }

  async function watching(cookie: string, userId: number): Promise<LiveClient> {
    const projectId = await valvesInLyon(handle(), userId);
    const client = await live.connect(cookie);
    expect(await client.subscribe(projectId)).toMatchObject({ type: "subscribed" });
    return client;
  }

  const me = (cookie: string) => fetch(`${live.origin}/api/user`, { headers: { cookie } });
  const sessionsOf = (userId: number) =>
    handle().db.select().from(sessions).where(eq(sessions.userId, userId));

  test("a disabled account: signed out on the first request past the recheck, sockets closed", async () => {
    const account = await signedInAccount();
    const socket = await watching(account.cookie, account.user.id);
    await getAuth(admin).updateUser(account.uid, { disabled: true });

    // Within the interval the account is not asked again (one lookup per user per interval).
    expect((await me(account.cookie)).status).toBe(200);
    clock.advance(PAST_RECHECK);
    const res = await me(account.cookie);
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toMatch(/^sid=;/);
    // The request that noticed told the hub: the socket closes without waiting for a sweep.
    expect(await closedWithin(socket, 3000)).toBe(1008);
    expect(await sessionsOf(account.user.id)).toHaveLength(0);
  });

  test("a deleted account: the sweep closes its sockets without any request", async () => {
    const account = await signedInAccount();
    const bystander = await signedInAccount();
    const socket = await watching(account.cookie, account.user.id);
    const other = await watching(bystander.cookie, bystander.user.id);
    await getAuth(admin).deleteUser(account.uid);

    clock.advance(PAST_RECHECK);
    await live.hub.sweepSessions();
    expect(await closedWithin(socket, 3000)).toBe(1008);
    expect((await me(account.cookie)).status).toBe(401);
    // Someone else's account stands: still signed in, still connected.
    expect(await closedWithin(other, 200)).toBe("open");
    expect((await me(bystander.cookie)).status).toBe(200);
  });

  test("revoked tokens end the sessions begun before, not a sign-in after", async () => {
    const account = await signedInAccount();
    const socket = await watching(account.cookie, account.user.id);
    // Firebase keeps the revocation time in whole seconds: the session began in an earlier one.
    await handle()
      .db.update(sessions)
      .set({ createdAt: new Date(Date.now() - 2000) })
      .where(eq(sessions.userId, account.user.id));
    await getAuth(admin).revokeRefreshTokens(account.uid);

    clock.advance(PAST_RECHECK);
    await live.hub.sweepSessions();
    expect(await closedWithin(socket, 3000)).toBe(1008);
    expect((await me(account.cookie)).status).toBe(401);

    // A sign-in after the revocation is a new session, and it stands.
    await Bun.sleep(1000);
    const { cookie } = await newSessionFor(handle(), account.user.id);
    expect((await me(cookie)).status).toBe(200);
    clock.advance(PAST_RECHECK);
    expect((await me(cookie)).status).toBe(200);
  });

  test("logout closes that session's sockets at once, and only that session's", async () => {
    const account = await signedInAccount();
    const socket = await watching(account.cookie, account.user.id);
    const otherDevice = await newSessionFor(handle(), account.user.id);
    const otherSocket = await watching(otherDevice.cookie, account.user.id);

    const out = await fetch(`${live.origin}/api/firebase/auth/logout`, {
      method: "POST",
      headers: { cookie: account.cookie, origin: live.origin },
    });
    expect(out.status).toBe(200);
    // No clock moved, no sweep: the logout itself closed it.
    expect(await closedWithin(socket, 2000)).toBe(1008);
    expect(await closedWithin(otherSocket, 200)).toBe("open");
    expect((await me(otherDevice.cookie)).status).toBe(200);
  });
});

describe("the account check on its own", () => {
  const session = (createdAt: Date) =>
    ({ tokenHash: "h", userId: 7, verified: true, createdAt, expiresAt: createdAt }) as never;
  const user = { id: 7, firebaseUid: "uid-7" } as never;

  function harness(answers: (AccountStatus | Error)[]) {
    const clock = new TestClock();
    let lookups = 0;
    const ended: number[] = [];
    const sessionEnds = createSessionEnds();
    sessionEnds.listen((userId) => ended.push(userId));
    // Deleting sessions needs no database here: the check only ever reaches it on revocation.
    const db = { delete: () => ({ where: async () => {} }) } as never;
    const check = createAccountCheck({
      db,
      identity: {
        async accountStatus() {
          lookups++;
          const next = answers.shift() ?? { state: "active", tokensValidAfter: undefined };
          if (next instanceof Error) throw next;
          return next;
        },
      },
      sessionEnds,
      logger: createLogger("silent"),
      clock,
    });
    return { clock, check, lookups: () => lookups, ended };
  }

  test("one lookup per interval, shared by concurrent requests", async () => {
    const h = harness([]);
    const begun = session(h.clock.now());
    const ask = () => h.check.sessionStands({ session: begun, user });
    expect(await ask()).toBe(true);
    expect(h.lookups()).toBe(0);
    h.clock.advance(PAST_RECHECK);
    expect(await Promise.all([ask(), ask(), ask()])).toEqual([true, true, true]);
    expect(h.lookups()).toBe(1);
    h.clock.advance(ACCOUNT_RECHECK_MS - 1000);
    expect(await ask()).toBe(true);
    expect(h.lookups()).toBe(1);
  });

  test("an unreachable identity service keeps sessions, and is asked again 30 s later", async () => {
    const h = harness([new Error("ECONNREFUSED"), { state: "disabled" }]);
    const begun = session(h.clock.now());
    const ask = () => h.check.sessionStands({ session: begun, user });
    h.clock.advance(PAST_RECHECK);
    expect(await ask()).toBe(true);
    expect(await ask()).toBe(true);
    expect(h.lookups()).toBe(1);
    h.clock.advance(31_000);
    expect(await ask()).toBe(false);
    expect(h.lookups()).toBe(2);
    expect(h.ended).toEqual([7]);
  });

  test("an account from before Firebase is never looked up", async () => {
    const h = harness([{ state: "deleted" }]);
    h.clock.advance(PAST_RECHECK);
    const legacy = { id: 8, firebaseUid: null } as never;
    expect(await h.check.sessionStands({ session: session(new Date(0)), user: legacy })).toBe(true);
    expect(h.lookups()).toBe(0);
  });
});

/** Another session (another device) of a user who is already signed in. */
async function newSessionFor(database: TestDatabase, userId: number) {
  const { token } = await createSession(database.db, { userId, verified: true, ttlDays: 1 });
  return { cookie: `sid=${token}` };
}

const valvesInLyon = async (database: TestDatabase, userId: number): Promise<number> =>
  (
    await insertProject(database.db, userId, {
      name: "Valves in Lyon",
      country: "France",
      productsServices: "Industrial valves",
    })
  ).id;
