import type { ListRowCountsData } from "../live/events";
import type { StateSource } from "../projects/project-status";
import { type ProjectUsage, usageLines } from "../projects/project-usage";
import { type LeadView, titleWithEnglish } from "../projects/views";
import { ExportLink } from "./export-link";
import { progressPercent } from "./format";
import { ListRowsProgress } from "./list-rows-progress";
import { ResearchStatusBadge } from "./status-badge";
import { btn, card, muted } from "./ui";

/** The side panel's counts, by the definitions of spec §2. */
export function leadCounts(leads: LeadView[]) {
  const has = (v: string | null) => Boolean(v?.trim());
  return {
    /** Results with both a contact name and a contact email. */
    decisionMakers: leads.filter((l) => has(l.contactName) && has(l.contactEmail)).length,
    /** Results with any email or phone. */
    contactInfo: leads.filter(
      (l) =>
        has(l.contactEmail) || has(l.contactPhone) || has(l.companyEmail) || has(l.companyPhone),
    ).length,
    websites: leads.filter((l) => has(l.website)).length,
  };
}

/** 'name, title', just the name or title, or 'No contact found' (spec §2 Recent Finds). */
export function contactLine(
  lead: Pick<LeadView, "contactName" | "contactTitle" | "contactTitleEnglish">,
): string {
  const title = lead.contactTitle?.trim();
  const parts = [
    lead.contactName?.trim(),
    title && titleWithEnglish(title, lead.contactTitleEnglish),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "No contact found";
}

/**
 * The found/target bar, shared by the header and the side panel. `percent` is the live
 * connection's figure when it gave one (spec §4); otherwise found / target, capped.
 */
export function ProgressBar({
  found,
  target,
  label,
  percent = progressPercent(found, target),
}: {
  found: number;
  target: number;
  label: string;
  percent?: number;
}) {
  return (
    <progress
      className="bar"
      max={100}
      value={percent}
      aria-label={label}
      aria-valuetext={`${found} of ${target} companies found`}
    />
  );
}

export interface ResearchProgressPanelProps {
  projectId: number;
  /** The project's state as the header reads it (project-status.ts). */
  project: StateSource;
  target: number;
  leads: LeadView[];
  /** Found as shown (spec §4: the live count while connected); default the list's length. */
  found?: number;
  percent?: number;
  /** The live connection's current activity text. */
  activity?: string;
  onRequestMore?: () => void;
  /** A request for more leads is on its way. */
  requestPending?: boolean;
  /** What the project has cost so far; absent, the lines are not shown. */
  usage?: ProjectUsage;
  /** A list project's rows by state (issue 30); absent for a search project. */
  listRows?: ListRowCountsData | null;
}

/**
 * 'Research Progress' (spec §2 Chat tab side panel). The server renders it from the stored
 * leads; the progress island renders the same markup from the live store.
 */
export function ResearchProgressPanel({
  projectId,
  project,
  target,
  leads,
  found = leads.length,
  percent,
  activity,
  onRequestMore,
  requestPending = false,
  usage,
  listRows,
}: ResearchProgressPanelProps) {
  const counts = leadCounts(leads);
  const completed = project.status === "completed";
  return (
    <aside className={`${card} space-y-5 p-5`} aria-labelledby="progress-title" data-progress-panel>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="progress-title" className="text-lg font-semibold">
          Research Progress
        </h2>
        {/* The header's words for the state, so the two can be read side by side (issue 29). */}
        <span data-testid="panel-state">
          <ResearchStatusBadge project={project} />
        </span>
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between text-sm">
          <span className={muted}>Companies Found</span>
          <span className="font-semibold tabular-nums" data-testid="panel-found">
            {`${found}/${target}`}
          </span>
        </div>
        <ProgressBar found={found} target={target} percent={percent} label="Companies found" />
        {activity && (
          <p
            className={`truncate text-xs ${muted}`}
            data-testid="current-activity"
            data-tooltip={activity}
          >
            {activity}
          </p>
        )}
      </div>
      {listRows && <ListRowsProgress rows={listRows} />}
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Count label="Decision Makers" counts="named, with e-mail" value={counts.decisionMakers} />
        <Count label="Contact Info" counts="any e-mail or phone" value={counts.contactInfo} />
        <Count label="Websites" counts="with a website" value={counts.websites} />
      </dl>
      <div className="grid gap-2">
        <RequestMoreLeadsButton
          projectId={projectId}
          completed={completed}
          pending={requestPending}
          onClick={onRequestMore}
        />
        <ExportLink
          projectId={projectId}
          count={leads.length}
          className={btn.primary}
          label="Export Current Results"
        />
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold">Recent Finds</h3>
        {leads.length === 0 ? (
          <p className={`text-sm ${muted}`}>No companies found yet.</p>
        ) : (
          <ul className="space-y-2">
            {leads.slice(0, 3).map((lead) => (
              <li
                key={lead.id}
                className="rounded-lg border border-gray-100 p-3 text-sm dark:border-gray-800"
              >
                <p className="truncate font-medium">{lead.companyName}</p>
                <p className={`truncate text-xs ${muted}`}>{contactLine(lead)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      {usage && <UsageList usage={usage} />}
    </aside>
  );
}

/** Credits and model tokens the project has spent (issue 15), and their cost when known. */
function UsageList({ usage }: { usage: ProjectUsage }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold">Cost So Far</h3>
      <dl className="space-y-1 text-sm" data-project-usage>
        {usageLines(usage).map((line) => (
          <div key={line.label} className="flex justify-between gap-2">
            <dt className={muted}>{line.label}</dt>
            <dd className="text-right font-medium tabular-nums">{line.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * 'Request More Leads' (spec §2, §4): enabled only when completed; the islands send the chat
 * message on click. Shared by the side panel and the results tab.
 */
export function RequestMoreLeadsButton({
  projectId,
  completed,
  pending = false,
  onClick,
}: {
  projectId: number;
  completed: boolean;
  pending?: boolean;
  onClick?: () => void;
}) {
  return (
    <button
      type="button"
      disabled={!completed || pending}
      data-request-more-leads={projectId}
      className={btn.secondary}
      onClick={onClick}
    >
      Request More Leads
    </button>
  );
}

/**
 * A tile under the spec's name (§2), with what it counts beside it (issue 29): "Decision Makers"
 * are leads with a named contact and an e-mail, not every company found.
 */
function Count({ label, counts, value }: { label: string; counts: string; value: number }) {
  return (
    // Column-reversed so the figure reads first while the markup keeps <dt> before <dd>.
    <div className="flex flex-col-reverse rounded-lg bg-gray-50 p-2 dark:bg-gray-800/60">
      <dt className={`text-xs ${muted}`}>
        {label}
        {/* The space keeps the two apart for a screen reader and in copied text. */}
        <span className="block text-[0.65rem] leading-tight" data-tile-counts>
          {` ${counts}`}
        </span>
      </dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
