import type { LiveEvent } from "../../live/events";
import type { ResearchTab } from "../../views/research-tabs";

/*
 * When the page asks the server again (spec §7): polling only while the live connection is not
 * connected, the 30 s stale time for tab switches and mounts, and the rejected list's retries.
 */

export const STALE_TIME_MS = 30_000;

/** The data the research page keeps. */
export type Resource = "project" | "messages" | "results" | "rejected";

export const RESULTS_POLL_MS = {
  /** The results tab, where new rows are the point. */
  resultsTab: 3_000,
  /**
   * Spec §7's "dashboard-side view": read here as the chat tab, whose side panel (counts,
   * Recent Finds) summarises the results.
   */
  progressPanel: 5_000,
  /** Any other tab. */
  page: 30_000,
} as const;

/** Rejected companies, and the project and its messages (which the spec leaves open). */
export const SLOW_POLL_MS = 30_000;

export type PollPlan = Record<Resource, number>;

/** How often each resource is polled; null while the live connection delivers events. */
export function pollPlan(connected: boolean, tab: ResearchTab): PollPlan | null {
  if (connected) return null;
  const results =
    tab === "results"
      ? RESULTS_POLL_MS.resultsTab
      : tab === "chat"
        ? RESULTS_POLL_MS.progressPanel
        : RESULTS_POLL_MS.page;
  return { results, rejected: SLOW_POLL_MS, project: SLOW_POLL_MS, messages: SLOW_POLL_MS };
}

/** Whether data fetched at `fetchedAt` should be fetched again on a mount or tab switch. */
export function isStale(fetchedAt: number | undefined, now: number): boolean {
  return fetchedAt === undefined || now - fetchedAt >= STALE_TIME_MS;
}

/** The resource a tab shows, refetched when the tab opens with stale data. */
export function resourceOfTab(tab: ResearchTab): Resource | null {
  if (tab === "results") return "results";
  if (tab === "rejected") return "rejected";
  if (tab === "chat") return "messages";
  return null;
}

/**
 * Retries of the rejected list (spec §7): up to 3 after a 401, otherwise up to 5; `failures`
 * counts the failed attempts so far. Returns the wait before the next try, or null to stop.
 */
export function rejectedRetryDelay(failures: number, status: number | undefined): number | null {
  const limit = status === 401 ? 3 : 5;
  if (failures > limit) return null;
  return Math.min(1_000 * 2 ** (failures - 1), 30_000);
}

/**
 * What a live event makes the page fetch: a list once a burst of its events pauses (debounced),
 * the results and the project at once when the run ends.
 */
export function refetchesAfter(event: LiveEvent): { debounced?: Resource; now: Resource[] } {
  switch (event.type) {
    case "COMPANY_ACCEPTED":
      return { debounced: "results", now: [] };
    case "COMPANY_REJECTED":
      return { debounced: "rejected", now: [] };
    case "TARGET_REACHED":
    case "RESEARCH_COMPLETED":
      return { now: ["results", "project"] };
    default:
      return { now: [] };
  }
}
