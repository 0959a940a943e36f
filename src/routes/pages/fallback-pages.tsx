import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { SessionLostPage } from "../../views/session-lost-notice";
import { ErrorPage } from "./error-page";
import { NOT_FOUND_TITLE, NotFoundPage } from "./not-found-page";

/** The HTML answer for any path no route matched. */
export function renderNotFound(c: Context<AppEnv>) {
  c.status(404);
  return c.render(<NotFoundPage />, { title: NOT_FOUND_TITLE });
}

/** The HTML answer for a failed page request. */
export function renderError(c: Context<AppEnv>, status: number, message: string) {
  c.status(status as 500);
  return c.render(<ErrorPage message={message} requestId={c.get("requestId")} />, {
    title: "Error",
  });
}

/**
 * A signed-in page asked for with no session (spec §2): 401 with the 'Unauthorized' notice, which
 * sends the browser to /auth after 500 ms; the Refresh header does it without script (later, so
 * that with script the toast shows first).
 */
export function renderSessionLost(c: Context<AppEnv>) {
  c.status(401);
  c.header("Refresh", "2; url=/auth");
  return c.render(<SessionLostPage />, { title: "Unauthorized - Export Discovery" });
}
