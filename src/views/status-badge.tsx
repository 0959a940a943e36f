import { projectState, type StateSource, type StateTone } from "../projects/project-status";

const base = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

const tone: Record<StateTone, string> = {
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-300",
  green: "bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300",
  gray: "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200",
  orange: "bg-orange-100 text-orange-800 dark:bg-orange-900/40 dark:text-orange-300",
  purple: "bg-purple-100 text-purple-800 dark:bg-purple-900/40 dark:text-purple-300",
  red: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300",
};

/** The dashboard card's reading of a project (spec §4 as issue 29 amends it, project-status.ts). */
export function dashboardStatus(project: StateSource): { label: string; tone: StateTone } {
  const state = projectState(project);
  return { label: state.short, tone: state.tone };
}

/** The project page's reading (header and chat): the same state, in its longer words. */
export function researchStatus(project: StateSource): { label: string; tone: StateTone } {
  const state = projectState(project);
  return { label: state.label, tone: state.tone };
}

export function Badge({ tone: t, children }: { tone: StateTone; children: string }) {
  return <span className={`${base} ${tone[t]}`}>{children}</span>;
}

/**
 * `data-status` stays the stored status and `data-state` is the derived state: the page chrome
 * compares the state with the store's to know when the server-rendered header is stale.
 */
export function DashboardStatusBadge({ project }: { project: StateSource }) {
  return <StateBadge project={project} label={dashboardStatus(project).label} />;
}

export function ResearchStatusBadge({ project }: { project: StateSource }) {
  return <StateBadge project={project} label={researchStatus(project).label} />;
}

function StateBadge({ project, label }: { project: StateSource; label: string }) {
  const state = projectState(project);
  return (
    <span
      className={`${base} ${tone[state.tone]}`}
      data-status={project.status}
      data-state={state.key}
      data-testid="status-badge"
    >
      {label}
    </span>
  );
}
