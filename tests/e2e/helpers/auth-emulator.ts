// Talks to the Firebase Auth emulator that playwright.config.ts starts: accounts made without the
// UI, and the emails it "sends" (its oobCodes list). Host and project must match that file.

export const EMULATOR_ORIGIN = `http://127.0.0.1:${process.env.E2E_AUTH_EMULATOR_PORT ?? 9399}`;
export const FIREBASE_PROJECT_ID = "demo-export-discovery-e2e";

export interface OobCode {
  email: string;
  requestType: "VERIFY_EMAIL" | "PASSWORD_RESET" | string;
  oobCode: string;
  oobLink: string;
}

let counter = 0;

/** A unique address per call, so tests never share an account (and reruns never collide). */
export function uniqueEmail(label: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `e2e-${label}-${stamp}@example.com`;
}

async function emulatorJson<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${EMULATOR_ORIGIN}${path}`, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`emulator ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Creates an email/password account straight in the emulator (unverified, no app sync). */
export async function createEmulatorAccount(
  email: string,
  password: string,
): Promise<{ localId: string; idToken: string }> {
  return emulatorJson("/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
}

/**
 * A verified email/password account, without the mail round: the emulator's admin API
 * ("Bearer owner") marks the address verified. Throws when the emulator refuses either step.
 */
export async function createVerifiedEmulatorAccount(email: string, password: string) {
  const { localId } = await createEmulatorAccount(email, password);
  await emulatorJson(
    `/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/accounts:update`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  );
}

/** Every out-of-band code the emulator holds for `email` (newest last). */
export async function oobCodesFor(email: string): Promise<OobCode[]> {
  const { oobCodes = [] } = await emulatorJson<{ oobCodes?: OobCode[] }>(
    `/emulator/v1/projects/${FIREBASE_PROJECT_ID}/oobCodes`,
  );
  return oobCodes.filter((code) => code.email.toLowerCase() === email.toLowerCase());
}

/** The newest code of a type for `email`, waiting for it to appear (the app sends it async). */
export async function waitForOobCode(
  email: string,
  requestType: OobCode["requestType"],
  timeoutMs = 15_000,
): Promise<OobCode> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await oobCodesFor(email)).filter((c) => c.requestType === requestType).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${requestType} code for ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Follows a verification link the way a mail client would: the emulator applies the code. */
export async function applyOobLink(link: string): Promise<void> {
  const res = await fetch(link);
  if (!res.ok) throw new Error(`oob link answered ${res.status}: ${await res.text()}`);
}
