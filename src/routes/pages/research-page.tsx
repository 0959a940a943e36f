import ResearchRejected from "../../../islands/research-rejected";
import ResearchResults from "../../../islands/research-results";
import { toResearchProject } from "../../client/research/api";
import { renderOnlyStore } from "../../client/research/render-only-store";
import type { ResearchSnapshot } from "../../client/research/snapshot";
import { ResearchStoreContext } from "../../client/research/use-research";
import type { ToastInput } from "../../client/toast-types";
import type { ListRowCountsData, LiveChatMessage } from "../../live/events";
import {
  isStoppedState,
  type ProjectStateKey,
  projectStateKey,
} from "../../projects/project-status";
import type { ProjectRow } from "../../projects/project-store";
import type { ProjectUsage } from "../../projects/project-usage";
import type { LeadView, RejectedView } from "../../projects/views";
import { ChatShell } from "../../views/chat-shell";
import { FlashToast } from "../../views/flash-toast";
import { htmxPost } from "../../views/htmx";
import { Icon } from "../../views/icons";
import { IcpPanel } from "../../views/icp-panel";
import { Island, serializeProps } from "../../views/island";
import { ProgressBar } from "../../views/research-progress";
import { type ResearchTab, Tabs } from "../../views/research-tabs";
import { SessionTimeoutCard } from "../../views/skeleton";
import { ResearchStatusBadge } from "../../views/status-badge";
import { TopNav } from "../../views/top-nav";
import { btn, card, muted } from "../../views/ui";
import type { DisplayUser } from "../../views/user-display";

export interface ResearchPageData {
  project: ProjectRow;
  leads: LeadView[];
  rejected: RejectedView[];
  /** The chat so far, oldest first; without it the chat island loads it after hydration. */
  messages?: LiveChatMessage[];
  tab: ResearchTab;
  flash?: ToastInput;
  /** The user's credits: at 0 the header offers the upgrade instead of resuming. */
  creditsLeft?: number;
  /** What the project has cost so far (credits, model tokens). */
  usage?: ProjectUsage;
  /** A list project's rows by state (issue 30). */
  listRows?: ListRowCountsData;
}

/** What the islands start from: the page's data as JSON, and the server's clock. */
export function researchSnapshot(data: ResearchPageData, now = new Date()): ResearchSnapshot {
  return {
    project: {
      ...toResearchProject(data.project),
      ...(data.usage ? { usage: data.usage } : {}),
      ...(data.listRows ? { listRows: data.listRows } : {}),
    },
    leads: data.leads,
    rejected: data.rejected,
    messages: data.messages ?? null,
    loadedAt: now.toISOString(),
    tab: data.tab,
  };
}

/** 'companyType in country[, city]' (spec §2 header). */
export function locationLine(p: Pick<ProjectRow, "companyType" | "country" | "city">): string {
  const city = p.city?.trim();
  return `${p.companyType} in ${p.country}${city ? `, ${city}` : ""}`;
}

/**
 * The research project page (spec §2): header, then the four tabs, every panel rendered on the
 * server so any tab opens instantly and `?tab=` deep links work without script. The chat, the
 * progress panel and the two tables are islands that share one store (src/client/research/): the
 * server renders them from the same snapshot the page hands to the browser.
 */
export function ResearchPage({ user, data }: { user: DisplayUser; data: ResearchPageData }) {
  const { project, leads, rejected } = data;
  const snapshot = researchSnapshot(data);
  const projectId = project.id;
  return (
    <ResearchStoreContext.Provider value={renderOnlyStore(snapshot)}>
      <div className="min-h-screen" data-workspace="research">
        <TopNav user={user} />
        <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
          <ResearchHeader project={project} found={leads.length} creditsLeft={data.creditsLeft} />
          <Tabs
            selected={data.tab}
            tabs={[
              { id: "chat", label: "Research Chat", panel: <ChatShell projectId={projectId} /> },
              {
                id: "results",
                label: `Results (${leads.length})`,
                panel: (
                  <Island
                    name="research-results"
                    component={ResearchResults}
                    props={{ projectId }}
                  />
                ),
              },
              {
                id: "rejected",
                label: `Rejected Companies (${rejected.length})`,
                panel: (
                  <Island
                    name="research-rejected"
                    component={ResearchRejected}
                    props={{ projectId }}
                  />
                ),
              },
              { id: "icp", label: "Ideal Customer Profile", panel: <IcpPanel project={project} /> },
            ]}
          />
        </main>
        <SessionTimeoutCard />
        <FlashToast toast={data.flash} />
        {/* Read by src/client/research/snapshot.ts: one copy of the data for all the islands. */}
        <script
          type="application/json"
          data-research-snapshot={projectId}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeProps escapes it
          dangerouslySetInnerHTML={{ __html: serializeProps(snapshot) }}
        />
      </div>
    </ResearchStoreContext.Provider>
  );
}

/**
 * Name, location, status, progress and the pause control. htmx swaps this element after a status
 * change (the islands follow through the store, see src/client/research/page-chrome.ts).
 */
export function ResearchHeader({
  project,
  found,
  creditsLeft,
}: {
  project: ProjectRow;
  found: number;
  creditsLeft?: number;
}) {
  const state = projectStateKey(project);
  return (
    <header id="research-header" className={`${card} p-5`}>
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <a
            href="/"
            className={`${btn.icon} shrink-0`}
            aria-label="Back to Dashboard"
            title="Back to Dashboard"
          >
            <Icon name="arrowLeft" className="h-5 w-5" />
          </a>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="truncate text-2xl font-bold">{project.name}</h1>
              <ResearchStatusBadge project={project} />
            </div>
            <p className={`mt-1 text-sm ${muted}`}>{locationLine(project)}</p>
          </div>
        </div>
        <div className="flex items-center gap-4">
          <div className="w-40">
            <p
              className="mb-1 text-right text-sm font-semibold tabular-nums"
              data-testid="header-progress"
            >
              {`${found}/${project.companyCount}`}
            </p>
            <ProgressBar found={found} target={project.companyCount} label="Research progress" />
          </div>
          <PauseControl projectId={project.id} state={state} noCredits={creditsLeft === 0} />
        </div>
      </div>
    </header>
  );
}

/**
 * The run's control, by the project's state (project-status.ts). Hidden when done (spec §4);
 * while the plan waits for confirmation the chat's confirmation block is the control, so the
 * header only points there (issue 29: no 'Pause Research' for a run that has not started).
 * Researching → 'Pause Research'; stopped → 'Resume Research', or 'Start Research' for a project
 * that never ran (issue 15); with no credits left, starting or resuming would only pause again,
 * so the upgrade is offered instead.
 */
function PauseControl({
  projectId,
  state,
  noCredits,
}: {
  projectId: number;
  state: ProjectStateKey;
  noCredits: boolean;
}) {
  if (state === "done") return null;
  if (state === "awaiting_confirmation") {
    return (
      <a href="?tab=chat" className={`text-sm underline ${muted}`} data-awaiting-confirmation>
        Confirm the plan in the chat to start
      </a>
    );
  }
  const stopped = isStoppedState(state);
  if (stopped && noCredits) {
    return (
      <a href="/plan-management" className={btn.primary} data-upgrade-control>
        Upgrade Plan
      </a>
    );
  }
  const label = !stopped
    ? "Pause Research"
    : state === "not_started"
      ? "Start Research"
      : "Resume Research";
  return (
    <form
      {...htmxPost(`/research/${projectId}/status`, "research-header")}
      hx-disabled-elt="find button"
    >
      <input type="hidden" name="status" value={stopped ? "processing" : "paused"} />
      <button type="submit" className={stopped ? btn.primary : btn.secondary} data-pause-control>
        <Icon name={stopped ? "play" : "pause"} />
        {label}
      </button>
    </form>
  );
}

/** Missing, someone else's, or a non-numeric id: one answer, sent with a 404. */
export function ResearchNotFound({ user }: { user: DisplayUser }) {
  return (
    <div className="min-h-screen" data-workspace="research">
      <TopNav user={user} />
      <main className="mx-auto flex max-w-7xl justify-center px-4 py-16 sm:px-6">
        <div className={`${card} w-full max-w-md p-8 text-center`}>
          <h1 className="text-2xl font-bold">Research project not found</h1>
          <p className={`mt-2 ${muted}`}>It may have been deleted, or the link is not right.</p>
          <a href="/" className={`${btn.primary} mt-6`}>
            <Icon name="arrowLeft" />
            Back to Dashboard
          </a>
        </div>
      </main>
    </div>
  );
}
