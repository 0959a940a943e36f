import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app-env";
import type { UserRow } from "../../auth/auth-state";
import { researchToasts } from "../../client/research/toasts";
import { SIGN_IN_AGAIN, sessionLostNotice } from "../../client/session-lost";
import type { ToastInput } from "../../client/toast-types";
import { AppError } from "../../errors";
import { dashboardStats } from "../../projects/dashboard-stats";
import { listLeads, listRejected } from "../../projects/lead-store";
import { listProjectPage, projectPageQuery } from "../../projects/project-page";
import {
  createProject,
  deleteProject,
  getProject,
  PROJECT_LIMIT_CODE,
  renameProject,
} from "../../projects/project-store";
import {
  createProjectInput,
  projectIdParam,
  projectStatusInput,
  renameProjectInput,
} from "../../projects/schemas";
import {
  type CreateFormErrors,
  type CreateFormValues,
  createFormFields,
} from "../../views/create-project-form";
import { renderWhole } from "../../views/renderer";
import { parseTab } from "../../views/research-tabs";
import { usageOfProject } from "../project-usage";
import { DashboardPage, type DashboardView } from "./dashboard-page";
import { setFlashToast, takeFlashToast, toastTrigger } from "./flash";
import { ResearchNotFound, ResearchPage } from "./research-page";

type Ctx = Context<AppEnv>;

/** The project-operation toasts of spec §8, word for word. */
export const toasts = {
  created: { title: "Research Created", description: "Start chatting to begin finding companies!" },
  createFailed: (message: string): ToastInput => ({
    title: "Error",
    description: `Failed to create research project: ${message}`,
    variant: "destructive",
  }),
  renamed: { title: "Name Updated", description: "The research name has been updated." },
  renameFailed: {
    title: "Update Failed",
    description: "Failed to update the project name. Please try again.",
    variant: "destructive",
  },
  deleted: { title: "Project Deleted", description: "The research project has been deleted." },
  deleteFailed: {
    title: "Delete Failed",
    description: "Failed to delete the project. Please try again.",
    variant: "destructive",
  },
  // The same toast the research page shows when the pause control gets no answer.
  statusFailed: researchToasts.statusFailed,
} satisfies Record<string, ToastInput | ((m: string) => ToastInput)>;

const isHtmx = (c: Ctx) => c.req.header("HX-Request") === "true";
const db = (c: Ctx) => c.get("deps").database.db;

function verifiedUser(c: Ctx): UserRow | undefined {
  const auth = c.get("auth");
  return auth.state === "verified" ? auth.user : undefined;
}

function currentUser(c: Ctx): UserRow {
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
const requireVerified: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (verifiedUser(c)) return next();
  if (isHtmx(c)) {
    const to = c.req.path.endsWith("/status") ? SIGN_IN_AGAIN.fromPage : SIGN_IN_AGAIN.afterAction;
    c.header("HX-Trigger", JSON.stringify({ sessionLost: sessionLostNotice(to) }));
    return c.body(null, 401);
  }
  return c.redirect("/auth", 303);
};

/** The numeric id of the path, or undefined (the caller answers 404). */
function pathId(c: Ctx): number | undefined {
  const parsed = projectIdParam.safeParse({ id: c.req.param("id") });
  return parsed.success ? Number(parsed.data.id) : undefined;
}

const projectNotFound = () => new AppError("not_found", 404, "Research project not found");

/** Runs a store call; on failure the htmx caller also gets the operation's failure toast. */
async function withFailureToast<T>(c: Ctx, toast: ToastInput, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    c.header("HX-Trigger", toastTrigger(toast));
    throw err;
  }
}

/** The dashboard view a GET asks for: `?new=1`, `?rename={id}` or `?delete={id}` (no-script paths). */
function viewFromQuery(c: Ctx): DashboardView {
  if (c.req.query("new") !== undefined) return { kind: "new" };
  const id = (name: string) => {
    const v = c.req.query(name);
    return v && /^\d{1,9}$/.test(v) ? Number(v) : undefined;
  };
  return {
    kind: "list",
    renaming: id("rename"),
    deleting: id("delete"),
  };
}

/** Renders the signed-in dashboard; account-pages sends `/` and `/auth` here for a verified user. */
export async function renderDashboard(
  c: Ctx,
  options: { view?: DashboardView; status?: 200 | 404 | 409 | 422; flash?: ToastInput } = {},
) {
  const user = verifiedUser(c);
  if (!user) return c.redirect("/auth", 302);
  const view = options.view ?? viewFromQuery(c);
  const query = projectPageQuery.parse({ page: c.req.query("page"), q: c.req.query("q") });
  const focus = view.kind === "list" ? (view.renaming ?? view.deleting) : undefined;
  const [stats, page] = await Promise.all([
    dashboardStats(db(c), user.id),
    listProjectPage(db(c), user.id, query, focus),
  ]);
  c.status(options.status ?? 200);
  return renderWhole(
    c,
    <DashboardPage
      user={user}
      data={{
        stats,
        page,
        view,
        now: new Date(),
        flash: options.flash ?? takeFlashToast(c),
      }}
    />,
    { title: "Dashboard - Export Discovery" },
  );
}

async function renderResearch(c: Ctx, tabSource?: string) {
  const user = currentUser(c);
  const id = pathId(c);
  const project = id === undefined ? undefined : await findProject(c, user.id, id);
  if (!project) {
    c.status(404);
    return c.render(<ResearchNotFound user={user} />, {
      title: "Research project not found - Export Discovery",
    });
  }
  const [leads, rejected, messages, usage] = await Promise.all([
    listLeads(db(c), user.id, project.id),
    listRejected(db(c), user.id, project.id),
    c.get("deps").research.listMessages(user.id, project.id),
    usageOfProject(c, project),
  ]);
  const tab = parseTab(tabSource ?? c.req.query("tab"));
  return c.render(
    <ResearchPage
      user={user}
      data={{
        project,
        leads,
        rejected,
        messages,
        tab,
        flash: takeFlashToast(c),
        creditsLeft: user.creditsLeft,
        usage,
      }}
    />,
    { title: `${project.name} - Export Discovery` },
  );
}

async function findProject(c: Ctx, userId: number, id: number) {
  try {
    return await getProject(db(c), userId, id);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return undefined;
    throw err;
  }
}

/** The tab the user was on when they posted (htmx names the page; a plain form sends Referer). */
function tabOfCaller(c: Ctx): string | undefined {
  const from = c.req.header("HX-Current-URL") ?? c.req.header("Referer");
  if (!from) return undefined;
  try {
    return new URL(from).searchParams.get("tab") ?? undefined;
  } catch {
    return undefined;
  }
}

/** Form fields as strings (a file field, which no form of ours has, counts as empty). */
async function formFields(c: Ctx): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === "string") out[key] = value;
  }
  return out;
}

function firstMessages(issues: { path: PropertyKey[]; message: string }[]): CreateFormErrors {
  const errors: CreateFormErrors = {};
  for (const issue of issues) {
    const field = createFormFields.find((f) => f === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

async function handleCreate(c: Ctx) {
  const user = currentUser(c);
  const fields = await formFields(c);
  const values: CreateFormValues = {};
  for (const f of createFormFields) values[f] = fields[f] ?? "";
  const refuse = (message: string, errors: Record<string, string>, status: 409 | 422) => {
    const toast = toasts.createFailed(message);
    c.header("HX-Trigger", toastTrigger(toast));
    // htmx picks #project-area out of this page; a plain post shows the whole page and toast.
    return renderDashboard(c, { view: { kind: "new", values, errors }, status, flash: toast });
  };
  const parsed = createProjectInput.safeParse(values);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid input";
    return refuse(message, firstMessages(parsed.error.issues), 422);
  }
  const max = c.get("deps").config.MAX_PROJECTS_PER_USER;
  const project = await withFailureToast(c, toasts.createFailed("Please try again."), () =>
    createProject(db(c), user.id, parsed.data, max),
  ).catch((err) => {
    if (!(err instanceof AppError && err.code === PROJECT_LIMIT_CODE)) throw err;
    return refuse(err.userMessage, { name: err.userMessage }, 409);
  });
  if (project instanceof Response) return project;
  setFlashToast(c, toasts.created);
  const to = `/research/${project.id}`;
  if (isHtmx(c)) {
    c.header("HX-Redirect", to);
    return c.body(null, 200);
  }
  return c.redirect(to, 303);
}

async function handleRename(c: Ctx) {
  const user = currentUser(c);
  const id = pathId(c);
  if (id === undefined) throw projectNotFound();
  const parsed = renameProjectInput.safeParse({ name: (await formFields(c)).name ?? "" });
  if (!parsed.success) {
    // Someone else's project answers 404 before its name is judged.
    await withFailureToast(c, toasts.renameFailed, () => getProject(db(c), user.id, id));
    c.header("HX-Trigger", toastTrigger(toasts.renameFailed));
    const renameError = parsed.error.issues[0]?.message;
    return renderDashboard(c, {
      view: { kind: "list", renaming: id, renameError },
      status: 422,
      flash: toasts.renameFailed,
    });
  }
  await withFailureToast(c, toasts.renameFailed, () =>
    renameProject(db(c), user.id, id, parsed.data.name),
  );
  return afterDashboardChange(c, toasts.renamed);
}

async function handleDelete(c: Ctx) {
  const user = currentUser(c);
  const id = pathId(c);
  if (id === undefined) throw projectNotFound();
  await withFailureToast(c, toasts.deleteFailed, () => deleteProject(db(c), user.id, id));
  return afterDashboardChange(c, toasts.deleted);
}

/** htmx gets the fresh dashboard to pick its region from; a plain form is redirected home. */
function afterDashboardChange(c: Ctx, toast: ToastInput) {
  if (isHtmx(c)) {
    c.header("HX-Trigger", toastTrigger(toast));
    return renderDashboard(c, { view: { kind: "list" }, flash: undefined });
  }
  setFlashToast(c, toast);
  return c.redirect("/", 303);
}

async function handleStatus(c: Ctx) {
  const user = currentUser(c);
  const id = pathId(c);
  if (id === undefined) throw projectNotFound();
  const parsed = projectStatusInput.safeParse({ status: (await formFields(c)).status });
  if (!parsed.success) {
    await withFailureToast(c, toasts.statusFailed, () => getProject(db(c), user.id, id));
    c.header("HX-Trigger", toastTrigger(toasts.statusFailed));
    throw new AppError("invalid_status", 422, "Failed to update research status.");
  }
  await withFailureToast(c, toasts.statusFailed, () =>
    c.get("deps").research.setStatus(user.id, id, parsed.data.status),
  );
  if (isHtmx(c)) return renderResearch(c, tabOfCaller(c));
  const tab = parseTab(tabOfCaller(c));
  return c.redirect(`/research/${id}${tab === "chat" ? "" : `?tab=${tab}`}`, 303);
}

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
