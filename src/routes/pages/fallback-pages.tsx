import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
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
