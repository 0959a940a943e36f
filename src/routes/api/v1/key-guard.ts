import { eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { users } from "../../../../db/schema";
import { API_PLAN_MESSAGE, hasApiAccess } from "../../../api-keys/access";
import { authenticateApiKey } from "../../../api-keys/key-store";
import type { AppEnv } from "../../../app-env";
import { stripeSettings } from "../../../billing/billing-config";
import { AppError, apiErrorBody } from "../../../errors";

const BEARER = /^Bearer ([^\s]{1,200})$/;
export const RATE_MESSAGE = "Too many requests for this API key. Retry after the given seconds.";

/**
 * /api/v1 authenticates with `Authorization: Bearer <key>` only, never the session cookie: a key
 * is what a script holds, and a cookie-borne call there would be a CSRF target. Each call looks
 * the key up (revocation is immediate), checks the owner's plan, then counts against the key's
 * per-minute budget.
 */
export function requireApiKey(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { database, config, rateLimiter } = c.get("deps");
    const token = BEARER.exec(c.req.header("authorization") ?? "")?.[1];
    const key = token ? await authenticateApiKey(database.db, token) : undefined;
    if (!key) {
      c.header("WWW-Authenticate", 'Bearer realm="api"');
      throw new AppError(
        "unauthenticated",
        401,
        "A valid API key is required (Authorization: Bearer).",
      );
    }
    const [owner] = await database.db
      .select({ plan: users.plan, category: users.category })
      .from(users)
      .where(eq(users.id, key.userId));
    if (!owner || !hasApiAccess(owner, stripeSettings(config) !== undefined)) {
      throw new AppError("plan_required", 403, API_PLAN_MESSAGE);
    }
    const bucket = `api:${key.keyId}`;
    if (!rateLimiter.hit(bucket, config.API_RATE_LIMIT_PER_MINUTE, 60_000)) {
      const seconds = Math.max(1, Math.ceil(rateLimiter.retryAfterMs(bucket) / 1000));
      // The same body as every other error, requestId included, so a client logs one shape.
      const requestId = c.get("requestId");
      return c.json(apiErrorBody("rate_limited", RATE_MESSAGE, { requestId }), 429, {
        "Retry-After": String(seconds),
      });
    }
    c.set("apiKey", key);
    return next();
  };
}

/** The key owner's id; the guard has run on every /api/v1 data route. */
export function apiUserId(c: Context<AppEnv>): number {
  const key = c.get("apiKey");
  if (!key) throw new Error("/api/v1 route reached without an API key");
  return key.userId;
}
