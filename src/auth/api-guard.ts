import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";

/** API paths anyone may call; each handles its own authentication if it has any. */
export const PUBLIC_API_PATHS = new Set([
  "/api/user",
  "/api/login",
  "/api/firebase/auth/sync-user",
  "/api/firebase/auth/logout",
  "/api/altcha/challenge",
  "/api/plans",
  "/api/stripe/webhook",
]);

/** Every other /api/* call needs a verified session: 401 without one, 403 while unverified. */
export function requireApiSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The public API authenticates with its own keys (routes/api/v1/key-guard.ts), never cookies.
    if (PUBLIC_API_PATHS.has(c.req.path) || c.req.path.startsWith("/api/v1/")) return next();
    const auth = c.get("auth");
    if (auth.state === "anonymous") {
      throw new AppError("unauthenticated", 401, "Authentication required");
    }
    if (auth.state === "unverified") {
      throw new AppError("email_unverified", 403, "Please verify your email first.");
    }
    return next();
  };
}
