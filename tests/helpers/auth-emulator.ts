import { type AuthEmulator, startAuthEmulator } from "../../scripts/auth-emulator.ts";

/**
 * One Firebase Auth emulator per test process, started on first use on a free port of its own
 * (so a developer's `npm run dev` on 9099 and parallel test runs do not collide) and killed when
 * the process exits. Starting takes 10-20 s, so test files share it: call `reset()` or use unique
 * emails rather than starting another.
 */

export const TEST_PROJECT_ID = "demo-export-discovery-test";
/** The emulator accepts any API key; the app's default is used so requests look like the app's. */
const API_KEY = "demo-api-key";
/** The emulator treats this bearer token as an admin (service account) credential. */
const ADMIN = { authorization: "Bearer owner" };

export interface OobCode {
  email: string;
  requestType: "VERIFY_EMAIL" | "PASSWORD_RESET" | "EMAIL_SIGNIN" | (string & {});
  oobCode: string;
  oobLink: string;
}

export interface EmulatorAccount {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  disabled?: boolean;
}

export interface AuthEmulatorHelpers {
  /** host:port, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  signUp(email: string, password: string): Promise<{ idToken: string; localId: string }>;
  signIn(email: string, password: string): Promise<{ idToken: string; localId: string }>;
  /** Marks the account's email verified the way a user clicking the emailed link would (the code is used up). */
  verifyEmail(email: string): Promise<void>;
  /** Codes "sent" since the last reset(), oldest first. */
  oobCodes(): Promise<OobCode[]>;
  lookup(email: string): Promise<EmulatorAccount | undefined>;
  /** Any Identity Toolkit call: `call("accounts:sendOobCode", {...})`. Throws on an error reply. */
  call<T = Record<string, unknown>>(
    method: string,
    body: object,
    headers?: Record<string, string>,
  ): Promise<T>;
  /** Deletes every account and hides every code sent so far. */
  reset(): Promise<void>;
}

let started: Promise<AuthEmulatorHelpers> | undefined;

export function useAuthEmulator(): Promise<AuthEmulatorHelpers> {
  started ??= startAuthEmulator({ projectId: TEST_PROJECT_ID }).then((emulator) => {
    killAtExit(emulator);
    return helpers(emulator);
  });
  return started;
}

function killAtExit(emulator: AuthEmulator): void {
  // Nothing can be awaited in an exit handler; the emulator holds no data worth a clean stop.
  // `bun test` (1.4) exits without emitting "exit": there the emulator's parent watchdog (see
  // scripts/auth-emulator.ts) stops it within a second of the test process ending.
  process.once("exit", () => emulator.killNow());
}

function helpers(emulator: AuthEmulator): AuthEmulatorHelpers {
  const base = `http://${emulator.host}`;
  const emulatorApi = `${base}/emulator/v1/projects/${emulator.projectId}`;
  // The emulator cannot forget codes, so reset() remembers which ones to hide.
  const staleCodes = new Set<string>();

  async function call<T>(method: string, body: object, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}/identitytoolkit.googleapis.com/v1/${method}?key=${API_KEY}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as T & { error?: { message?: string } };
    if (!res.ok) throw new Error(`${method}: ${json.error?.message ?? res.status}`);
    return json;
  }

  async function oobCodes(): Promise<OobCode[]> {
    const res = await fetch(`${emulatorApi}/oobCodes`);
    if (!res.ok) throw new Error(`oobCodes: HTTP ${res.status}`);
    const { oobCodes = [] } = (await res.json()) as { oobCodes?: OobCode[] };
    return oobCodes.filter((c) => !staleCodes.has(c.oobCode));
  }

  async function lookup(email: string): Promise<EmulatorAccount | undefined> {
    const { users } = await call<{ users?: EmulatorAccount[] }>(
      `projects/${emulator.projectId}/accounts:lookup`,
      { email: [email] },
      ADMIN,
    );
    return users?.[0];
  }

  return {
    host: emulator.host,
    projectId: emulator.projectId,
    call,
    oobCodes,
    lookup,
    signUp: (email, password) =>
      call("accounts:signUp", { email, password, returnSecureToken: true }),
    signIn: (email, password) =>
      call("accounts:signInWithPassword", { email, password, returnSecureToken: true }),
    async verifyEmail(email) {
      // As an admin, so no sign-in is needed: the same link the app would have emailed.
      const { oobCode } = await call<{ oobCode: string }>(
        "accounts:sendOobCode",
        { requestType: "VERIFY_EMAIL", email, returnOobLink: true },
        ADMIN,
      );
      await call("accounts:update", { oobCode });
    },
    async reset() {
      const res = await fetch(`${emulatorApi}/accounts`, { method: "DELETE" });
      if (!res.ok) throw new Error(`reset: HTTP ${res.status}`);
      for (const code of await oobCodes()) staleCodes.add(code.oobCode);
    },
  };
}
