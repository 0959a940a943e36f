import type { ToastInput } from "../../../islands/toast-types";
import type { ProjectRow } from "../../projects/project-store";
import type { LeadView, RejectedView } from "../../projects/views";
import { ChatShell } from "../../views/chat-shell";
import { EmptyState } from "../../views/empty-state";
import { ExportLink } from "../../views/export-link";
import { FlashToast } from "../../views/flash-toast";
import { Icon } from "../../views/icons";
import { IcpPanel } from "../../views/icp-panel";
import { RejectedTable } from "../../views/rejected-table";
import { ProgressBar } from "../../views/research-progress";
import { type ResearchTab, Tabs } from "../../views/research-tabs";
import { ResultsTable } from "../../views/results-table";
import { SessionTimeoutCard } from "../../views/skeleton";
import { Badge, ResearchStatusBadge } from "../../views/status-badge";
import { TopNav } from "../../views/top-nav";
import { btn, card, muted } from "../../views/ui";
import type { DisplayUser } from "../../views/user-display";

export interface ResearchPageData {
  project: ProjectRow;
  leads: LeadView[];
  rejected: RejectedView[];
  tab: ResearchTab;
  flash?: ToastInput;
}

/** 'companyType in country[, city]' (spec §2 header). */
export function locationLine(p: Pick<ProjectRow, "companyType" | "country" | "city">): string {
  const city = p.city?.trim();
  return `${p.companyType} in ${p.country}${city ? `, ${city}` : ""}`;
}

/**
 * The research project page (spec §2): header, then the four tabs, every panel rendered on the
 * server so any tab opens instantly and `?tab=` deep links work without script.
 */
export function ResearchPage({ user, data }: { user: DisplayUser; data: ResearchPageData }) {
  const { project, leads, rejected } = data;
  return (
    <div className="min-h-screen" data-workspace="research">
      <TopNav user={user} />
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <ResearchHeader project={project} found={leads.length} />
        <Tabs
          selected={data.tab}
          tabs={[
            {
              id: "chat",
              label: "Research Chat",
              panel: <ChatShell project={project} leads={leads} />,
            },
            {
              id: "results",
              label: `Results (${leads.length})`,
              panel: <ResultsPanel project={project} leads={leads} />,
            },
            {
              id: "rejected",
              label: `Rejected Companies (${rejected.length})`,
              panel: <RejectedPanel rejected={rejected} />,
            },
            { id: "icp", label: "Ideal Customer Profile", panel: <IcpPanel project={project} /> },
          ]}
        />
      </main>
      <SessionTimeoutCard />
      <FlashToast toast={data.flash} />
    </div>
  );
}

/**
 * Name, location, status, progress and the pause control. htmx swaps this element (and the chat
 * header's badge, out of band) after a status change.
 */
export function ResearchHeader({ project, found }: { project: ProjectRow; found: number }) {
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
              <ResearchStatusBadge status={project.status} />
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
          <PauseControl projectId={project.id} status={project.status} />
        </div>
      </div>
    </header>
  );
}

/** Hidden when completed; paused → 'Resume Research', otherwise 'Pause Research' (spec §4). */
function PauseControl({ projectId, status }: { projectId: number; status: string }) {
  if (status === "completed") return null;
  const paused = status === "paused";
  return (
    <form
      method="post"
      action={`/research/${projectId}/status`}
      hx-post={`/research/${projectId}/status`}
      hx-target="#research-header"
      hx-select="#research-header"
      hx-select-oob="#chat-status"
      hx-swap="outerHTML"
      hx-disabled-elt="find button"
    >
      <input type="hidden" name="status" value={paused ? "processing" : "paused"} />
      <button type="submit" className={paused ? btn.primary : btn.secondary} data-pause-control>
        <Icon name={paused ? "play" : "pause"} />
        {paused ? "Resume Research" : "Pause Research"}
      </button>
    </form>
  );
}

function ResultsPanel({ project, leads }: { project: ProjectRow; leads: LeadView[] }) {
  return (
    <section className={card} aria-labelledby="results-title">
      <div className="flex flex-col gap-3 border-b border-gray-200 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-gray-800">
        <div className="min-w-0">
          <h2 id="results-title" className="text-xl font-semibold">
            Research Results
          </h2>
          <p className={`truncate text-sm ${muted}`}>{project.name}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportLink
            projectId={project.id}
            count={leads.length}
            className={btn.primary}
            label="Export to Excel"
          />
          <button
            type="button"
            disabled={project.status !== "completed"}
            data-request-more-leads={project.id}
            className={btn.secondary}
          >
            Request More Leads
          </button>
        </div>
      </div>
      {leads.length === 0 ? (
        <EmptyState
          icon="search"
          title="No results found yet"
          description="The AI is still researching. Check back in a few minutes or continue the conversation in the chat."
        />
      ) : (
        <ResultsTable leads={leads} />
      )}
    </section>
  );
}

function RejectedPanel({ rejected }: { rejected: RejectedView[] }) {
  return (
    <section className={card} aria-labelledby="rejected-title">
      <div className="flex items-start justify-between gap-3 border-b border-gray-200 p-5 dark:border-gray-800">
        <div>
          <h2 id="rejected-title" className="text-xl font-semibold">
            Rejected Companies
          </h2>
          <p className={`text-sm ${muted}`}>
            Companies automatically filtered out by AI verification
          </p>
        </div>
        <Badge tone="red">{`${rejected.length} Rejected`}</Badge>
      </div>
      {rejected.length === 0 ? (
        <EmptyState
          icon="ban"
          title="No companies have been rejected yet"
          description="Companies that don't match your research criteria will appear here automatically"
        />
      ) : (
        <RejectedTable rejected={rejected} />
      )}
    </section>
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
