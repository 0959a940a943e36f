import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";
import type { AppError } from "../errors";
import { apiSessionRefusal } from "./api-guard";
import { confirmsSession, forgetSession, lookUpSession } from "./session-cache";
import { findSession, hashToken, type NewSession, sessionCookieName } from "./sessions";

const isHttps = (c: Context<AppEnv>) => c.get("deps").config.publicUrl.startsWith("https:");

/** Reads the session cookie and sets `c.var.auth` for every request. */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await applySession(c, confirmsSession(c.req.method, c.req.path));
    await next();
  };
}

/**
 * Sets `c.var.auth` from the session cookie. `confirmedByRead`: the request's read checks the
 * session itself (session-cache.ts), so a session looked up a moment ago may stand in.
 */
async function applySession(c: Context<AppEnv>, confirmedByRead: boolean): Promise<void> {
  const { database, accountCheck } = c.get("deps");
  const token = getCookie(c, sessionCookieName(isHttps(c)));
  const found = token ? await lookUpSession(database.db, token, confirmedByRead) : undefined;
  if (found && !(await accountCheck.sessionStands(found))) {
    // The account was disabled, deleted or signed out everywhere: this request is a visitor's.
    forgetSession(database.db, found.session.tokenHash);
    c.set("auth", { state: "anonymous" });
    clearSessionCookie(c);
  } else if (!found) {
    c.set("auth", { state: "anonymous" });
  } else {
    c.set("auth", {
      state: isVerifiedSession(found) ? "verified" : "unverified",
      user: found.user,
      sessionHash: found.session.tokenHash,
    });
  }
}

/**
 * When a page's read that checks the session itself found it gone: the session looked up afresh
 * and `c.var.auth` set again, as the middleware would have set it without its memory.
 */
export async function applySessionAfresh(c: Context<AppEnv>): Promise<void> {
  const token = sessionToken(c);
  if (token) forgetSession(c.get("deps").database.db, hashToken(token));
  await applySession(c, false);
}

/** A session counts as verified only when both the session and the user's email are. */
export function isVerifiedSession({
  session,
  user,
}: {
  session: { verified: boolean };
  user: { emailVerified: boolean };
}): boolean {
  return session.verified && user.emailVerified;
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure (and __Host-) behind https. */
export function setSessionCookie(c: Context<AppEnv>, session: NewSession): void {
  const https = isHttps(c);
  setCookie(c, sessionCookieName(https), session.token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: https,
    path: "/",
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  const https = isHttps(c);
  deleteCookie(c, sessionCookieName(https), { path: "/", secure: https });
}

/** The raw cookie token of this request, if any (logout revokes it). */
export function sessionToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, sessionCookieName(isHttps(c)));
}

/**
 * When a read that checks the session itself (session-cache.ts) found nothing, whether the
 * session is to blame: the API's 401 once it is gone or expired, 403 once no longer verified,
 * as if the middleware had looked it up; undefined when it stands (the read's own answer holds).
 */
export async function sessionRefusal(c: Context<AppEnv>): Promise<AppError | undefined> {
  const db = c.get("deps").database.db;
  const token = sessionToken(c);
  const found = token ? await findSession(db, token) : undefined;
  if (found && isVerifiedSession(found)) return undefined;
  if (token) forgetSession(db, hashToken(token));
  return apiSessionRefusal(found ? "unverified" : "anonymous");
}
