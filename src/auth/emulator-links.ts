import type { Config } from "../env";

/*
 * The Firebase Auth emulator sends no email: it keeps every out-of-band code ("sent" link) and
 * lists the unused ones at /emulator/v1/projects/{projectId}/oobCodes. In development that list
 * is how a new user reaches their verification link: `npm run dev` prints each new one in the
 * terminal, and the verify-email screen shows the user's own. Never in production, and never
 * against a real Firebase project, which has no such endpoint and sends real emails.
 */

/** One unused out-of-band code, as the emulator lists it. */
export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** Where the emulator's codes can be read; only development against the emulator has one. */
export interface EmulatorLinkSource {
  /** host:port of the Auth emulator. */
  host: string;
  projectId: string;
}

/** The emulator to read links from, or undefined in production or with a real Firebase project. */
export function devLinkSource(
  config: Pick<Config, "NODE_ENV" | "authEmulatorHost" | "FIREBASE_PROJECT_ID">,
): EmulatorLinkSource | undefined {
  if (config.NODE_ENV === "production" || !config.authEmulatorHost) return undefined;
  return { host: config.authEmulatorHost, projectId: config.FIREBASE_PROJECT_ID };
}

// A page render waits for this at most: a stopped emulator must not hold the verify screen up.
const READ_TIMEOUT_MS = 1_000;

/** The unused codes, oldest first; throws when the emulator does not answer as expected. */
export async function emulatorOobCodes(source: EmulatorLinkSource): Promise<OobCode[]> {
  const url = `http://${source.host}/emulator/v1/projects/${encodeURIComponent(source.projectId)}/oobCodes`;
  const res = await fetch(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`the Auth emulator answered ${res.status} for its oobCodes`);
  const body = (await res.json()) as { oobCodes?: unknown };
  return Array.isArray(body.oobCodes) ? body.oobCodes.filter(isOobCode) : [];
}

function isOobCode(value: unknown): value is OobCode {
  const v = value as Partial<OobCode> | null;
  return (
    typeof v?.email === "string" &&
    typeof v.requestType === "string" &&
    typeof v.oobCode === "string" &&
    typeof v.oobLink === "string"
  );
}

const isVerification = (code: OobCode) => code.requestType === "VERIFY_EMAIL";

/**
 * The newest unused verification link sent to `email`, or undefined: none sent, already used,
 * or the emulator unreachable (the screen then simply shows no link).
 */
export async function latestVerificationLink(
  source: EmulatorLinkSource,
  email: string,
): Promise<string | undefined> {
  let codes: OobCode[];
  try {
    codes = await emulatorOobCodes(source);
  } catch {
    return undefined;
  }
  const wanted = email.toLowerCase();
  return codes.findLast((c) => isVerification(c) && c.email.toLowerCase() === wanted)?.oobLink;
}

/**
 * Calls `onLink` once for every verification link the emulator sends from now on (the ones
 * already listed at start are old news), polling every `intervalMs`. Returns a stop function.
 */
export function watchVerificationLinks(
  source: EmulatorLinkSource,
  onLink: (code: OobCode) => void,
  intervalMs = 1_000,
): () => void {
  const seen = new Set<string>();
  let primed = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = async () => {
    try {
      for (const code of await emulatorOobCodes(source)) {
        if (seen.has(code.oobCode)) continue;
        seen.add(code.oobCode);
        if (primed && isVerification(code)) onLink(code);
      }
      primed = true;
    } catch {
      // The emulator is starting or stopping; the next round asks again.
    }
    if (!stopped) timer = setTimeout(poll, intervalMs);
  };
  void poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
