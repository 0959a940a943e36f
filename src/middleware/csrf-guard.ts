import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site mutations that ride on the user's cookies. Hono's own csrf() only checks
 * form content types; this checks every unsafe method, because a session cookie authenticates
 * JSON and htmx calls just as well.
 */
export function csrfGuard(trustedOrigins: () => string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header("cookie")) return next();
    if (!isSameOrigin(c.req.raw, trustedOrigins())) {
      throw new AppError(
        "csrf",
        403,
        "This request did not come from Export Discovery and was refused.",
      );
    }
    return next();
  };
}

/**
 * Whether a request comes from our own pages (or a trusted origin). Browsers always send
 * Sec-Fetch-Site or Origin on cross-site requests (and on every websocket handshake); a request
 * with neither comes from a non-browser client, which CSRF cannot steer.
 */
export function isSameOrigin(request: Request, trustedOrigins: readonly string[]): boolean {
  const site = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  const originOk =
    origin !== null && (origin === new URL(request.url).origin || trustedOrigins.includes(origin));
  if (site !== null) return site === "same-origin" || site === "none" || originOk;
  return origin === null || originOk;
}
