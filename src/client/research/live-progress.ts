import type { ListRowCountsData, LiveEvent } from "../../live/events";
import { completionHeadline } from "../../projects/completion-note";
import { projectStateKey, type StateSource } from "../../projects/project-status";
import { progressPercent } from "../../views/format";

/** What the activity line reads of the project: its state and its target. */
export type ActivityProject = StateSource & { companyCount: number };

/** Live progress of one project (spec §4 "Live progress per project"). */
export interface LiveProgress {
  acceptedCount: number;
  rejectedCount: number;
  /**
   * The percentage a live event gave; null until one does, and then the spec's load-time value
   * (found / target, capped) is what shows (see displayedProgress).
   */
  progressPercentage: number | null;
  currentActivity: string;
  isProcessing: boolean;
  currentQuery: string | null;
  queriesCompleted: number | null;
  totalQueries: number | null;
  websiteBeingProcessed: string | null;
  batch: { done: number; total: number } | null;
  /** A list project's rows by state (issue 30): from the page's snapshot, then its run's events. */
  listRows: ListRowCountsData | null;
}

/** What an event says about the project's status, beside the progress (spec §4). */
export type StatusEffect = string | null;

/**
 * The activity line of a project that is not reading sites, from its state (issue 29): spec §4's
 * 'Found {n} companies' or 'Ready to start research' while it may start or runs, and otherwise
 * what it waits for or how it ended, so a plan awaiting confirmation or a finished run never
 * reads "Ready to start research".
 */
export function restingActivity(project: ActivityProject, found: number): string {
  const soFar = `${found} ${found === 1 ? "company" : "companies"} found so far`;
  switch (projectStateKey(project)) {
    case "awaiting_confirmation":
      return "Waiting for your confirmation in the chat";
    case "paused":
      return `Paused: ${soFar}`;
    case "out_of_credits":
      return `Paused, out of credits: ${soFar}`;
    case "failed":
      return `Paused, the run failed: ${soFar}`;
    case "done":
      return completionHeadline(found, project.companyCount);
    default:
      return found > 0 ? `Found ${found} companies` : "Ready to start research";
  }
}

/**
 * The progress once the project's state changed (an event, a fetch, a reply): the run's reading
 * figures go and the line says the new state; an event may then say more (reduceLiveProgress).
 */
export function afterStateChange(state: LiveProgress, project: ActivityProject): LiveProgress {
  return {
    ...state,
    isProcessing: project.status === "processing",
    batch: null,
    websiteBeingProcessed: null,
    currentActivity: restingActivity(project, state.acceptedCount),
  };
}

/** The state on load: counts from the lists, the activity from the project's state. */
export function initialLiveProgress(input: {
  accepted: number;
  rejected: number;
  project: ActivityProject & { listRows?: ListRowCountsData };
}): LiveProgress {
  return {
    acceptedCount: input.accepted,
    rejectedCount: input.rejected,
    progressPercentage: null,
    currentActivity: restingActivity(input.project, input.accepted),
    isProcessing: input.project.status === "processing",
    currentQuery: null,
    queriesCompleted: null,
    totalQueries: null,
    websiteBeingProcessed: null,
    batch: null,
    listRows: input.project.listRows ?? null,
  };
}

/**
 * The counts an event carries, taken over the ones it leaves out. A count never goes down: leads
 * are never removed, and after a reconnect an event counted before the lists were refetched (or
 * by a run that resumed in a restarted server) may carry fewer than are already shown.
 */
export function withEventCounts(state: LiveProgress, event: LiveEvent): LiveProgress {
  const d = event.data;
  return {
    ...state,
    acceptedCount: Math.max(state.acceptedCount, d.acceptedCount ?? 0),
    rejectedCount: Math.max(state.rejectedCount, d.rejectedCount ?? 0),
    progressPercentage: d.progressPercentage ?? state.progressPercentage,
    listRows: laterListRows(state.listRows, d.listRows),
  };
}

/**
 * The later of two readings of a list's rows by state: rows only ever leave "pending" during a
 * run, so the one with fewer pending is newer (an event applied before an older fetch arrived).
 */
export function laterListRows(
  known: ListRowCountsData | null,
  next: ListRowCountsData | undefined,
): ListRowCountsData | null {
  if (!next) return known;
  if (!known || known.total !== next.total) return next;
  return next.pending <= known.pending ? next : known;
}

/** The events that only say what the run is reading now. */
const READING_EVENTS = new Set<LiveEvent["type"]>([
  "COMPANY_ACCEPTED",
  "COMPANY_REJECTED",
  "PROGRESS_UPDATE",
  "QUERY_STARTED",
  "QUERY_COMPLETED",
  "PROCESSING_WEBSITE",
  "BATCH_PROGRESS",
]);

/**
 * Applies one live event to the project's progress; `project` is the project as the event left
 * it. Once it no longer processes, events of the run's last reads (companies still being read
 * when it ended) update the counts but never the activity: a finished run never shows
 * "Processing batch: 5/8" (issue 29). A change of state itself resets the line (afterStateChange).
 */
export function reduceLiveProgress(
  state: LiveProgress,
  event: LiveEvent,
  project?: ActivityProject,
): LiveProgress {
  const stopped = project !== undefined && project.status !== "processing";
  if (stopped && READING_EVENTS.has(event.type)) {
    return withEventCounts(state, event);
  }
  return reduceReading(state, event);
}

/** Applies one live event (spec §4 table); events that carry counts also update them. */
function reduceReading(state: LiveProgress, event: LiveEvent): LiveProgress {
  const d = event.data;
  const counts = withEventCounts(state, event);
  switch (event.type) {
    case "COMPANY_ACCEPTED":
      return { ...state, ...counts, currentActivity: `Accepted: ${d.companyName ?? ""}` };
    case "COMPANY_REJECTED":
      return { ...state, ...counts, currentActivity: `Rejected: ${d.companyName ?? ""}` };
    case "PROGRESS_UPDATE":
      return {
        ...state,
        ...counts,
        currentActivity: d.currentActivity ?? state.currentActivity,
        currentQuery: d.currentQuery ?? state.currentQuery,
        queriesCompleted: d.queriesCompleted ?? state.queriesCompleted,
        totalQueries: d.totalQueries ?? state.totalQueries,
        websiteBeingProcessed: d.websiteBeingProcessed ?? state.websiteBeingProcessed,
      };
    case "RESEARCH_STATUS":
      return { ...state, ...counts, isProcessing: d.status === "processing" };
    case "QUERY_STARTED": {
      const query = d.currentQuery ?? "";
      return { ...state, currentQuery: query, currentActivity: `Searching: ${query}` };
    }
    case "QUERY_COMPLETED":
      return {
        ...state,
        queriesCompleted: d.queriesCompleted ?? state.queriesCompleted,
        totalQueries: d.totalQueries ?? state.totalQueries,
        currentActivity: "Query completed, processing results...",
      };
    case "PROCESSING_WEBSITE":
      return { ...state, websiteBeingProcessed: d.websiteBeingProcessed ?? null };
    case "BATCH_PROGRESS": {
      const batch = {
        done: d.companiesProcessedInBatch ?? state.batch?.done ?? 0,
        total: d.totalCompaniesInBatch ?? state.batch?.total ?? 0,
      };
      return {
        ...counts,
        batch,
        currentActivity: `Processing batch: ${batch.done}/${batch.total}`,
      };
    }
    case "TARGET_REACHED":
      return {
        ...state,
        ...counts,
        isProcessing: false,
        batch: null,
        currentActivity: "Target reached! Research completed.",
      };
    case "RESEARCH_COMPLETED":
      return {
        ...state,
        ...counts,
        isProcessing: false,
        batch: null,
        // The engine says how it ended (a search that ran out says how many it found).
        currentActivity: d.currentActivity ?? "Research completed successfully!",
      };
    case "CHAT_MESSAGE":
      return state;
  }
}

/** The project status an event sets, if any (spec §4 "Project status" live events). */
export function statusFromEvent(event: LiveEvent): StatusEffect {
  switch (event.type) {
    case "RESEARCH_STATUS":
      return event.data.status ?? null;
    case "TARGET_REACHED":
    case "RESEARCH_COMPLETED":
      return "completed";
    default:
      return null;
  }
}

/**
 * Refetched lists never lower the live counts: a list fetched just before an event was applied
 * is older than the event, and the counts only grow during a run.
 */
export function withListCounts(
  state: LiveProgress,
  lists: { accepted?: number; rejected?: number },
): LiveProgress {
  return {
    ...state,
    acceptedCount: Math.max(state.acceptedCount, lists.accepted ?? 0),
    rejectedCount: Math.max(state.rejectedCount, lists.rejected ?? 0),
  };
}

/**
 * Found, rejected and progress as shown (spec §4): from the live connection while it is
 * connected, otherwise from the lists and found / target.
 */
export function displayedProgress(input: {
  connected: boolean;
  live: LiveProgress;
  resultCount: number;
  rejectedCount: number;
  target: number;
}): { found: number; rejected: number; percent: number } {
  if (input.connected) {
    const { acceptedCount, rejectedCount, progressPercentage } = input.live;
    // The rows shown are a floor even while connected: leads are never removed, and a list read
    // while the connection was down may be ahead of the counts the connection gives when it
    // comes back (the header read 16, 13, 16 in a live run).
    const found = Math.max(acceptedCount, input.resultCount);
    return {
      found,
      rejected: Math.max(rejectedCount, input.rejectedCount),
      percent:
        progressPercentage === null || found > acceptedCount
          ? progressPercent(found, input.target)
          : Math.min(100, Math.round(progressPercentage)),
    };
  }
  // Spec §4: the list lengths while disconnected. The lists are refetched a moment after the
  // events that grow them, so just after the connection drops they can lag the count the live
  // connection last gave; leads are never removed, so the larger of the two is the true count and
  // the figure never goes down (a drop from 6 to 4 read as lost leads).
  const found = Math.max(input.resultCount, input.live.acceptedCount);
  return {
    found,
    rejected: Math.max(input.rejectedCount, input.live.rejectedCount),
    percent: progressPercent(found, input.target),
  };
}
