import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

type Render = (c: Context<AppEnv>) => Response | Promise<Response>;

/** Paths that are not pages: the route table of spec §2 does not apply to them. */
const NOT_PAGES = [/^\/api\//, /^\/build\//, /^\/healthz$/, /^\/readyz$/, /^\/ws$/, /^\/__test\//];

/** Pages only a verified user may open; a visitor is told so and sent to /auth. */
const SIGNED_IN_ONLY = [
  /^\/research(\/|$)/,
  /^\/plan-overview\/?$/,
  /^\/plan-management\/?$/,
  /^\/account(\/|$)/,
];

/** Pages a verified user has no use for; they go home. */
const VISITORS_ONLY = new Set(["/verify-email", "/reset-password"]);

/** Whether the route table of spec §2 governs this request (page paths, read requests). */
export function isPageRequest(method: string, path: string): boolean {
  return (method === "GET" || method === "HEAD") && !NOT_PAGES.some((re) => re.test(path));
}

/**
 * The route table of spec §2 for pages, applied after the session middleware: sunset mode shows
 * the thank-you screen everywhere; an unverified session sees the verify-email screen whatever
 * the path; a visitor asking for a signed-in page gets the 'Unauthorized' notice that sends
 * them to /auth (spec §2 dashboard and project page); a verified user is sent from the visitor
 * pages to /. Everything else falls through to the routes (and unmatched paths to the 404 page).
 */
export function pageAccess(screens: {
  thankYou: Render;
  verifyEmail: Render;
  sessionLost: Render;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (!isPageRequest(c.req.method, path)) return next();
    if (c.get("deps").config.SUNSET_MODE) return screens.thankYou(c);
    const { state } = c.get("auth");
    if (state === "unverified") return screens.verifyEmail(c);
    if (state === "anonymous" && SIGNED_IN_ONLY.some((re) => re.test(path))) {
      return screens.sessionLost(c);
    }
    if (state === "verified" && VISITORS_ONLY.has(path)) return c.redirect("/", 302);
    return next();
  };
}
