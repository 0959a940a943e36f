import type { MiddlewareHandler } from "hono";

/** What every dynamic answer carries unless its route chose a cache policy of its own. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Lead data, exports and account pages are one user's: no shared cache (a CDN, a corporate
 * proxy) may keep them, and no browser may keep them on disk after logout. Rather than trust
 * each route to remember, every response without its own Cache-Control gets `private, no-store`;
 * the few public, cacheable answers (built assets, the plan list) set theirs explicitly.
 */
export function privateNoStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const current = c.res.headers.get("cache-control");
    if (!current || current === "no-store") c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
  };
}
