const base = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

const tone = {
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-300",
  green: "bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300",
  gray: "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200",
  orange: "bg-orange-100 text-orange-800 dark:bg-orange-900/40 dark:text-orange-300",
  purple: "bg-purple-100 text-purple-800 dark:bg-purple-900/40 dark:text-purple-300",
  red: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300",
} as const;

type Tone = keyof typeof tone;

const NOT_STARTED = { label: "Not started", tone: "gray" } as const;

/**
 * The dashboard card's reading of a status (spec §4): processing, completed, anything else; a
 * project that never ran is "Not started" (issue 15, projects/project-status.ts displayStatus).
 */
export function dashboardStatus(status: string, notStarted = false): { label: string; tone: Tone } {
  if (notStarted) return NOT_STARTED;
  if (status === "processing") return { label: "Researching", tone: "blue" };
  if (status === "completed") return { label: "Done", tone: "green" };
  return { label: "Active", tone: "gray" };
}

/** The project page's reading (spec §4): completed green, paused orange, anything else purple. */
export function researchStatus(status: string, notStarted = false): { label: string; tone: Tone } {
  if (notStarted) return NOT_STARTED;
  if (status === "completed") return { label: "Research Done", tone: "green" };
  if (status === "paused") return { label: "Paused", tone: "orange" };
  return { label: "Researching...", tone: "purple" };
}

export function Badge({ tone: t, children }: { tone: Tone; children: string }) {
  return <span className={`${base} ${tone[t]}`}>{children}</span>;
}

/** `data-status` stays the stored status: the page chrome compares it with live events. */
interface BadgeProps {
  status: string;
  notStarted?: boolean;
}

export function DashboardStatusBadge({ status, notStarted }: BadgeProps) {
  return <StoredStatusBadge status={status} {...dashboardStatus(status, notStarted)} />;
}

export function ResearchStatusBadge({ status, notStarted }: BadgeProps) {
  return <StoredStatusBadge status={status} {...researchStatus(status, notStarted)} />;
}

function StoredStatusBadge({
  status,
  label,
  tone: t,
}: {
  status: string;
  label: string;
  tone: Tone;
}) {
  return (
    <span className={`${base} ${tone[t]}`} data-status={status} data-testid="status-badge">
      {label}
    </span>
  );
}
