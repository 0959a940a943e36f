import { SYNC_FAILED, TOO_MANY_ATTEMPTS } from "./messages";

/** What registration sends along with the ID token (spec §7). */
export interface RegistrationDetails {
  firstName: string;
  lastName: string;
  /** The ALTCHA payload; the field keeps the spec's name. */
  recaptchaToken: string;
}

/**
 * What a sign-in sends when the server asks for the human check (a sign-in that would create a
 * user): the payload alone, or with registration's names.
 */
export type SyncDetails = Partial<Omit<RegistrationDetails, "recaptchaToken">> &
  Pick<RegistrationDetails, "recaptchaToken">;

/** The query that lets sync-user answer an unverified sign-in with 200 (src/routes/api/auth.ts). */
export const PENDING_VERIFICATION_OK = "unverified=ok";

/** The server's code for "this sign-in creates a user: solve the human check and send it". */
export const HUMAN_CHECK_REQUIRED = "human_check_required";

export type SyncResult =
  | { ok: true }
  | { ok: false; verificationRequired: true; message: string }
  | {
      ok: false;
      verificationRequired: false;
      status: number;
      message: string;
      /** The API error code, when the server gave one. */
      code?: string;
    };

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

async function readMessage(
  res: Response,
): Promise<{ message?: string; verify?: boolean; code?: string }> {
  try {
    const body = (await res.json()) as {
      message?: unknown;
      requiresEmailVerification?: unknown;
      error?: { code?: unknown };
    };
    return {
      message: typeof body.message === "string" && body.message ? body.message : undefined,
      verify: body.requiresEmailVerification === true,
      code: typeof body.error?.code === "string" ? body.error.code : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Trades a Firebase ID token for our session cookie. A 403 asking for email verification still
 * sets a limited cookie, so the server shows the verify-email screen from then on.
 */
export async function syncUser(
  idToken: string,
  details?: SyncDetails,
  fetchImpl: Fetch = fetch,
): Promise<SyncResult> {
  let res: Response;
  try {
    // The flag asks for 200 rather than 403 when the e-mail is not verified yet: this client
    // expects that answer, and a 403 would show as a console error on every sign-up.
    res = await fetchImpl(`/api/firebase/auth/sync-user?${PENDING_VERIFICATION_OK}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${idToken}`,
        accept: "application/json",
        ...(details ? { "content-type": "application/json" } : {}),
      },
      body: details ? JSON.stringify(details) : undefined,
    });
  } catch {
    return { ok: false, verificationRequired: false, status: 0, message: SYNC_FAILED };
  }
  const { message, verify, code } = res.ok
    ? await readMessage(res.clone())
    : await readMessage(res);
  if (res.ok && !verify) return { ok: true };
  if ((res.ok || res.status === 403) && verify) {
    return { ok: false, verificationRequired: true, message: message ?? "" };
  }
  if (res.status === 429) {
    return { ok: false, verificationRequired: false, status: 429, message: TOO_MANY_ATTEMPTS };
  }
  return {
    ok: false,
    verificationRequired: false,
    status: res.status,
    message: message ?? SYNC_FAILED,
    ...(code ? { code } : {}),
  };
}

export type SessionCheck = "ok" | "session-error" | "connection-error";

/**
 * After sign-in: polls GET /api/user until it answers 200 (spec §7: 10 attempts, 400 ms apart).
 * Any other status or a network error means try again.
 */
export async function verifySession(
  options: { fetchImpl?: Fetch; attempts?: number; delayMs?: number } = {},
): Promise<SessionCheck> {
  const { fetchImpl = fetch, attempts = 10, delayMs = 400 } = options;
  let networkFailures = 0;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await fetchImpl("/api/user", { headers: { accept: "application/json" } });
      if (res.status === 200) return "ok";
    } catch {
      networkFailures++;
    }
    if (attempt < attempts) await new Promise((r) => setTimeout(r, delayMs));
  }
  return networkFailures === attempts ? "connection-error" : "session-error";
}
