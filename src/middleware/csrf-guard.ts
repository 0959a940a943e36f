import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site mutations that ride on the user's cookies. Hono's own csrf() only checks
 * form content types; this checks every unsafe method, because a session cookie authenticates
 * JSON and htmx calls just as well. Browsers always send Sec-Fetch-Site or Origin on such
 * requests; a request with neither comes from a non-browser client, which CSRF cannot steer.
 */
export function csrfGuard(trustedOrigins: () => string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header("cookie")) return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const ownOrigin = new URL(c.req.url).origin;
    const sameSite = site === "same-origin" || site === "none";
    const originOk =
      origin !== undefined && (origin === ownOrigin || trustedOrigins().includes(origin));
    const allowed = site !== undefined ? sameSite || originOk : origin === undefined || originOk;
    if (!allowed) {
      throw new AppError(
        "csrf",
        403,
        "This request did not come from Export Discovery and was refused.",
      );
    }
    return next();
  };
}
