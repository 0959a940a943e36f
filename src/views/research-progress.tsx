import type { LeadView } from "../projects/views";
import { ExportLink } from "./export-link";
import { progressPercent } from "./format";
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
export function contactLine(lead: Pick<LeadView, "contactName" | "contactTitle">): string {
  const parts = [lead.contactName?.trim(), lead.contactTitle?.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "No contact found";
}

/** The found/target bar, shared by the header and the side panel. */
export function ProgressBar({
  found,
  target,
  label,
}: {
  found: number;
  target: number;
  label: string;
}) {
  return (
    <progress
      className="bar"
      max={100}
      value={progressPercent(found, target)}
      aria-label={label}
      aria-valuetext={`${found} of ${target} companies found`}
    />
  );
}

/**
 * 'Research Progress' (spec §2 Chat tab side panel), server-rendered from the stored leads; the
 * progress island of a later issue keeps it live. `data-progress-panel` marks it for that.
 */
export function ResearchProgressPanel({
  projectId,
  status,
  target,
  leads,
}: {
  projectId: number;
  status: string;
  target: number;
  leads: LeadView[];
}) {
  const counts = leadCounts(leads);
  const completed = status === "completed";
  return (
    <aside className={`${card} space-y-5 p-5`} aria-labelledby="progress-title" data-progress-panel>
      <h2 id="progress-title" className="text-lg font-semibold">
        Research Progress
      </h2>
      <div className="space-y-2">
        <div className="flex items-center justify-between text-sm">
          <span className={muted}>Companies Found</span>
          <span className="font-semibold tabular-nums" data-testid="panel-found">
            {`${leads.length}/${target}`}
          </span>
        </div>
        <ProgressBar found={leads.length} target={target} label="Companies found" />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Count label="Decision Makers" value={counts.decisionMakers} />
        <Count label="Contact Info" value={counts.contactInfo} />
        <Count label="Websites" value={counts.websites} />
      </dl>
      <div className="grid gap-2">
        {/* Sends 'Add more leads to the research' once the chat island is in (a later issue). */}
        <button
          type="button"
          disabled={!completed}
          data-request-more-leads={projectId}
          className={btn.secondary}
        >
          Request More Leads
        </button>
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
    </aside>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    // Column-reversed so the figure reads first while the markup keeps <dt> before <dd>.
    <div className="flex flex-col-reverse rounded-lg bg-gray-50 p-2 dark:bg-gray-800/60">
      <dt className={`text-xs ${muted}`}>{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
