import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";
import type { AuthState } from "./auth-state";

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
    const refused = apiSessionRefusal(c.get("auth").state);
    if (refused) throw refused;
    return next();
  };
}

/** The API's answer to a request without a verified session: 401, or 403 while unverified. */
export function apiSessionRefusal(state: AuthState["state"]): AppError | undefined {
  if (state === "anonymous") return new AppError("unauthenticated", 401, "Authentication required");
  if (state === "unverified") {
    return new AppError("email_unverified", 403, "Please verify your email first.");
  }
  return undefined;
}
