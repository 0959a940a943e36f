import { applySessionAfresh } from "../../auth/session-middleware";
import type { ToastInput } from "../../client/toast-types";
import { AppError } from "../../errors";
import { readDashboard } from "../../projects/dashboard-read";
import { listLeads, listRejected } from "../../projects/lead-store";
import { listRowCountsOf } from "../../projects/list-store";
import { projectPageQuery } from "../../projects/project-page";
import { getProject } from "../../projects/project-store";
import { renderWhole } from "../../views/renderer";
import { parseTab } from "../../views/research-tabs";
import { usageOfProject } from "../project-usage";
import { DashboardPage, type DashboardView } from "./dashboard-page";
import { takeFlashToast } from "./flash";
import { ResearchNotFound, ResearchPage } from "./research-page";
import { type Ctx, currentUser, db, pathId } from "./workspace-request";

/* The two signed-in pages as whole documents: the dashboard and a research project's page. */

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

/** What the dashboard answers when its read finds the session ended (`renderDashboard`). */
export type SignedOutAnswer = () => Response | Promise<Response>;

/**
 * Renders the signed-in dashboard; account-pages sends `/` and `/auth` here for a verified user.
 * Its read checks the session itself (for `/` the middleware may have taken it from its memory):
 * when that finds the session ended, the session is looked up afresh and the request answered
 * as then: the dashboard if it stands after all, else `signedOut` (by default, to sign in).
 */
export async function renderDashboard(
  c: Ctx,
  options: {
    view?: DashboardView;
    status?: 200 | 404 | 409 | 422;
    flash?: ToastInput;
    signedOut?: SignedOutAnswer;
  } = {},
  lookedUpAfresh = false,
) {
  const auth = c.get("auth");
  const signedOut = options.signedOut ?? (() => c.redirect("/auth", 302));
  if (auth.state !== "verified") return signedOut();
  const view = options.view ?? viewFromQuery(c);
  const query = projectPageQuery.parse({ page: c.req.query("page"), q: c.req.query("q") });
  const focus = view.kind === "list" ? (view.renaming ?? view.deleting) : undefined;
  const reader = { userId: auth.user.id, sessionHash: auth.sessionHash };
  const read = await readDashboard(db(c), reader, query, focus);
  if (!read) {
    if (lookedUpAfresh) return signedOut();
    await applySessionAfresh(c);
    return renderDashboard(c, options, true);
  }
  c.status(options.status ?? 200);
  return renderWhole(
    c,
    <DashboardPage
      user={read.user}
      data={{
        stats: read.stats,
        page: read.page,
        view,
        now: new Date(),
        flash: options.flash ?? takeFlashToast(c),
      }}
    />,
    { title: "Dashboard - Export Discovery" },
  );
}

export async function renderResearch(c: Ctx, tabSource?: string) {
  const user = currentUser(c);
  const id = pathId(c);
  const project = id === undefined ? undefined : await findProject(c, user.id, id);
  if (!project) {
    c.status(404);
    return c.render(<ResearchNotFound user={user} />, {
      title: "Research project not found - Export Discovery",
    });
  }
  const [leads, rejected, messages, usage, listRows] = await Promise.all([
    listLeads(db(c), user.id, project.id),
    listRejected(db(c), user.id, project.id),
    c.get("deps").research.listMessages(user.id, project.id),
    usageOfProject(c, project),
    listRowCountsOf(db(c), project),
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
        ...(listRows ? { listRows } : {}),
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
