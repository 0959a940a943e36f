import type { PollPlan, Resource } from "./polling";
import type { Timers } from "./timers";

/** Wait after the last COMPANY_ACCEPTED/REJECTED before refetching the list: bursts coalesce. */
export const EVENT_REFETCH_DEBOUNCE_MS = 400;
/**
 * The longest a list waits for its refetch while events keep coming: a run that accepts a
 * company faster than every 400 ms would otherwise hold the table back until it pauses.
 */
export const EVENT_REFETCH_MAX_WAIT_MS = 1_500;

/** The research store's timers by name: its polls and debounced refetches, all stoppable. */
export class KeyedTimers {
  private readonly handles = new Map<string, unknown>();
  /** When each pending debounce saw its first event. */
  private readonly debounceSince = new Map<string, number>();
  private readonly pollIntervals = new Map<Resource, number>();

  constructor(private readonly timers: Timers) {}

  /** Runs `run` every `ms` after the previous run ended, until the key's timer is cleared. */
  private every(key: string, ms: number, run: () => Promise<void>): void {
    const handle = this.timers.setTimeout(async () => {
      await run();
      // Still ours: not cleared, nor replaced by a new schedule, while the fetch ran.
      if (this.handles.get(key) === handle) this.every(key, ms, run);
    }, ms);
    this.handles.set(key, handle);
  }

  /** Runs `run` once events pause, and at the latest EVENT_REFETCH_MAX_WAIT_MS after the first. */
  debounce(key: string, run: () => void): void {
    const now = this.timers.now();
    const firstAt = this.debounceSince.get(key) ?? now;
    this.debounceSince.set(key, firstAt);
    const wait = Math.min(EVENT_REFETCH_DEBOUNCE_MS, firstAt + EVENT_REFETCH_MAX_WAIT_MS - now);
    this.clear(`debounce:${key}`);
    this.handles.set(
      `debounce:${key}`,
      this.timers.setTimeout(
        () => {
          this.handles.delete(`debounce:${key}`);
          this.debounceSince.delete(key);
          run();
        },
        Math.max(0, wait),
      ),
    );
  }

  /** Polls per spec §7's plan (none: null); a resource whose interval did not change keeps its timer. */
  poll(plan: PollPlan | null, refetch: (resource: Resource) => Promise<void>): void {
    for (const resource of ["project", "messages", "results", "rejected"] as const) {
      const ms = plan?.[resource];
      if (ms === this.pollIntervals.get(resource)) continue;
      this.clear(`poll:${resource}`);
      this.pollIntervals.delete(resource);
      if (ms === undefined) continue;
      this.pollIntervals.set(resource, ms);
      this.every(`poll:${resource}`, ms, () => refetch(resource));
    }
  }

  clear(key: string): void {
    if (!this.handles.has(key)) return;
    this.timers.clearTimeout(this.handles.get(key));
    this.handles.delete(key);
  }

  clearAll(): void {
    for (const key of [...this.handles.keys()]) this.clear(key);
    this.debounceSince.clear();
    this.pollIntervals.clear();
  }
}
