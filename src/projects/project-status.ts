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
 * The one reading of a project's state (issue 29): the header, the progress panel, the chat, the
 * dashboard and the API all derive what they say from here, so they can never disagree. Keys are
 * the API's words (`state` of /api/v1 projects).
 */
export const projectStates = [
  "not_started",
  "awaiting_confirmation",
  "researching",
  "paused",
  "out_of_credits",
  "failed",
  "done",
] as const;
export type ProjectStateKey = (typeof projectStates)[number];

export type StateTone = "gray" | "blue" | "purple" | "orange" | "red" | "green";

export interface ProjectState {
  key: ProjectStateKey;
  /** The project page's badge (header and chat). */
  label: string;
  /** The dashboard card's badge. */
  short: string;
  tone: StateTone;
}

/*
 * Spec §4's badge words where they still hold ('Researching...', 'Research Done', 'Paused'; the
 * dashboard's 'Researching' and 'Done'). Its catch-alls are replaced where they said something
 * untrue (issue 29): a plan waiting for confirmation is not 'Researching...', and a project
 * paused for lack of credits is not 'Active'. Every other status now has its own name, so the
 * dashboard's 'Active' is gone.
 */
const STATES: Record<ProjectStateKey, Omit<ProjectState, "key">> = {
  not_started: { label: "Not started", short: "Not started", tone: "gray" },
  awaiting_confirmation: {
    label: "Waiting for confirmation",
    short: "Waiting for confirmation",
    tone: "blue",
  },
  researching: { label: "Researching...", short: "Researching", tone: "purple" },
  paused: { label: "Paused", short: "Paused", tone: "orange" },
  out_of_credits: {
    label: "Paused: out of credits",
    short: "Paused: out of credits",
    tone: "orange",
  },
  failed: { label: "Paused: run failed", short: "Paused: run failed", tone: "red" },
  done: { label: "Research Done", short: "Done", tone: "green" },
};

/** What the state reads from a project: its stored status, first run and pause reason. */
export interface StateSource {
  status: string;
  processingStartedAt?: Date | string | null;
  pauseReason?: string | null;
}

/** The state key of a project (see projectState). */
export function projectStateKey(project: StateSource): ProjectStateKey {
  switch (project.status) {
    case "preparing":
      return "awaiting_confirmation";
    case "completed":
      return "done";
    case "paused":
      // The engine's reasons say more than "not started": a project it paused needs credits or
      // a retry, whether or not a company was read before.
      if (project.pauseReason === "credits") return "out_of_credits";
      if (project.pauseReason === "error") return "failed";
      return project.processingStartedAt ? "paused" : "not_started";
    default:
      // Processing, and (spec §4's catch-all) a status this build does not know.
      return "researching";
  }
}

/** The project's state with its words and tone. */
export function projectState(project: StateSource): ProjectState {
  const key = projectStateKey(project);
  return { key, ...STATES[key] };
}

/** States in which the run may be started or resumed (the header's Start / Resume). */
export function isStoppedState(key: ProjectStateKey): boolean {
  return key === "not_started" || key === "paused" || key === "out_of_credits" || key === "failed";
}
