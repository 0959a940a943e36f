import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { handleCreate, handleDelete, handleRename, handleStatus } from "./project-form-handlers";
import { renderResearch } from "./workspace-renders";
import { requireVerified } from "./workspace-request";

export { renderDashboard, type SignedOutAnswer } from "./workspace-renders";
export { toasts } from "./workspace-toasts";

/**
 * The signed-in workspace pages: the research project page, and the form handlers behind the
 * dashboard and the project page (create, rename, pause/resume, delete). The handlers take
 * plain form posts and answer redirects, or htmx requests and answer pages htmx picks a region
 * from; toasts travel in HX-Trigger or, across a redirect, in a one-shot cookie.
 */
export const workspacePageRoutes = new Hono<AppEnv>()
  .use("/research", requireVerified)
  .use("/research/*", requireVerified)
  .get("/research/:id", (c) => renderResearch(c))
  .post("/research", handleCreate)
  .post("/research/:id/name", handleRename)
  .post("/research/:id/status", handleStatus)
  .post("/research/:id/delete", handleDelete);
