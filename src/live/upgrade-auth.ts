import type { Database } from "../../db/client";
import type { AccountCheck } from "../auth/account-check";
import { isVerifiedSession } from "../auth/session-middleware";
import { findSession, sessionCookieName } from "../auth/sessions";
import { isSameOrigin } from "../middleware/csrf-guard";

export interface UpgradeAuthOptions {
  db: Database;
  /** The app's public URL: its origin is trusted and `https:` selects the `__Host-` cookie. */
  publicUrl: string;
  /** The revocation check the HTTP requests get; without one, only the session row counts. */
  accountCheck?: AccountCheck;
}

export type UpgradeAuth =
  | { ok: true; userId: number; sessionToken: string }
  | { ok: false; status: 401 | 403; code: string; message: string };

/**
 * Decides whether a websocket handshake may open: it must come from our own pages and carry the
 * session of a verified user. The socket then rides on that cookie for its whole life, so this is
 * the one check a cross-site page must not pass.
 */
export async function authorizeUpgrade(
  request: Request,
  options: UpgradeAuthOptions,
): Promise<UpgradeAuth> {
  if (!isSameOrigin(request, [new URL(options.publicUrl).origin])) {
    return {
      ok: false,
      status: 403,
      code: "csrf",
      message: "This request did not come from Export Discovery and was refused.",
    };
  }
  const https = options.publicUrl.startsWith("https:");
  const token = new Bun.CookieMap(request.headers.get("cookie") ?? "").get(
    sessionCookieName(https),
  );
  const userId = token ? await verifiedUserOf(options.db, token, options.accountCheck) : undefined;
  if (userId === undefined || !token) {
    return { ok: false, status: 401, code: "unauthorized", message: "Please sign in." };
  }
  return { ok: true, userId, sessionToken: token };
}

/**
 * The verified user behind a session token; undefined when the session is gone or limited, or
 * its account no longer stands.
 */
export async function verifiedUserOf(
  db: Database,
  token: string,
  accountCheck?: AccountCheck,
): Promise<number | undefined> {
  const found = await findSession(db, token);
  if (!found || !isVerifiedSession(found)) return undefined;
  if (accountCheck && !(await accountCheck.sessionStands(found))) return undefined;
  return found.user.id;
}
