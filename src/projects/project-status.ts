/*
 * The project state machine: the statuses a project can be in (spec §4, stored in
 * research_projects.status) and the moves between them. Every write of the status goes through
 * status-store.ts, which refuses a move this table does not allow. Pure and browser-safe: the
 * islands read the display state from here too.
 *
 *   paused ──plan (chat "start")──▶ preparing ──confirm──▶ processing ──target/exhausted──▶ completed
 *     ▲  └────────resume / more leads─────────────────────▶ │  ▲                              │
 *     └──────────pause, cancel, out of credits──────────────┘  └──────────more leads─────────┘
 */

/** Project statuses seen in the spec (§4); a new project is stored paused. */
export const projectStatuses = ["paused", "preparing", "processing", "completed"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** Where each status may go; staying put is allowed only where a move re-runs something. */
const MOVES: Record<ProjectStatus, readonly ProjectStatus[]> = {
  // The chat plans (preparing); the resume control, "resume" and "more" start the run.
  paused: ["preparing", "processing"],
  // Planning again; confirming or asking for more starts the run; cancel or pause stops it.
  preparing: ["preparing", "processing", "paused"],
  // "More" restarts the run with a higher target; pause, cancel or no credits stop it; the run
  // completes when the target is reached or the search runs out.
  processing: ["processing", "paused", "completed"],
  // Only more leads reopen a finished project; there is nothing left to pause.
  completed: ["processing"],
};

/** Why a paused project is paused (research_projects.pause_reason). */
export const pauseReasons = ["user", "credits", "error"] as const;
export type PauseReason = (typeof pauseReasons)[number];

export function isProjectStatus(value: string): value is ProjectStatus {
  return (projectStatuses as readonly string[]).includes(value);
}

/** Whether the machine allows `from` → `to`. */
export function canMove(from: string, to: ProjectStatus): boolean {
  return isProjectStatus(from) && MOVES[from].includes(to);
}

/** The statuses from which `to` may be reached, for a conditional update. */
export function sourcesOf(to: ProjectStatus): ProjectStatus[] {
  return projectStatuses.filter((from) => MOVES[from].includes(to));
}

/**
 * What the user sees: a paused project that never started processing is "not started", so that
 * a new project offers Start, not Resume (issue 15). Derived, not stored: the spec's statuses stay.
 */
export type DisplayStatus = ProjectStatus | "not-started";

export function displayStatus(
  status: string,
  processingStartedAt: Date | string | null | undefined,
): DisplayStatus | string {
  return status === "paused" && !processingStartedAt ? "not-started" : status;
}
