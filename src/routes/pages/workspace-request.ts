import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app-env";
import type { UserRow } from "../../auth/auth-state";
import { SIGN_IN_AGAIN, sessionLostNotice } from "../../client/session-lost";
import type { ToastInput } from "../../client/toast-types";
import { AppError } from "../../errors";
import { projectIdParam } from "../../projects/schemas";
import { toastTrigger } from "./flash";

/* What the workspace pages and their form handlers read from a request, and how they refuse one. */

export type Ctx = Context<AppEnv>;

export const isHtmx = (c: Ctx) => c.req.header("HX-Request") === "true";
export const db = (c: Ctx) => c.get("deps").database.db;

export function verifiedUser(c: Ctx): UserRow | undefined {
  const auth = c.get("auth");
  return auth.state === "verified" ? auth.user : undefined;
}

export function currentUser(c: Ctx): UserRow {
  const user = verifiedUser(c);
  // requireVerified runs first; this only narrows the type.
  if (!user) throw new AppError("unauthorized", 401, "Authentication required");
  return user;
}

/**
 * The page form handlers are POSTs, which the page route table (page-access) leaves alone: a
 * visitor or an unverified session is sent to sign in here. htmx gets spec §8's session loss:
 * the 'Unauthorized' toast, then /api/login after a project action, /auth after a status update
 * (islands/session-lost.ts follows the `sessionLost` trigger); a plain form post goes to /auth.
 */
export const requireVerified: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (verifiedUser(c)) return next();
  if (isHtmx(c)) {
    const to = c.req.path.endsWith("/status") ? SIGN_IN_AGAIN.fromPage : SIGN_IN_AGAIN.afterAction;
    c.header("HX-Trigger", JSON.stringify({ sessionLost: sessionLostNotice(to) }));
    return c.body(null, 401);
  }
  return c.redirect("/auth", 303);
};

/** The numeric id of the path, or undefined (the caller answers 404). */
export function pathId(c: Ctx): number | undefined {
  const parsed = projectIdParam.safeParse({ id: c.req.param("id") });
  return parsed.success ? Number(parsed.data.id) : undefined;
}

export const projectNotFound = () => new AppError("not_found", 404, "Research project not found");

/** Runs a store call; on failure the htmx caller also gets the operation's failure toast. */
export async function withFailureToast<T>(
  c: Ctx,
  toast: ToastInput,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    c.header("HX-Trigger", toastTrigger(toast));
    throw err;
  }
}

/** The tab the user was on when they posted (htmx names the page; a plain form sends Referer). */
export function tabOfCaller(c: Ctx): string | undefined {
  const from = c.req.header("HX-Current-URL") ?? c.req.header("Referer");
  if (!from) return undefined;
  try {
    return new URL(from).searchParams.get("tab") ?? undefined;
  } catch {
    return undefined;
  }
}

/** Form fields as strings (a file field, which no form of ours has, counts as empty). */
export async function formFields(c: Ctx): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === "string") out[key] = value;
  }
  return out;
}
