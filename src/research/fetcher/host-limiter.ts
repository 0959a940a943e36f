import type { HostGate } from "./host-gate.ts";

/*
 * Politeness per host: at most `concurrency` requests in flight and at least `delayMs` between
 * the starts of two requests. Hosts never wait on each other, and a timer exists only while some
 * request is queued, so an idle limiter keeps nothing alive.
 */

interface HostState {
  active: number;
  /** Earliest time the next request to this host may start. */
  nextStart: number;
  delayMs: number;
  waiting: Array<() => void>;
  timer: ReturnType<typeof setTimeout> | undefined;
}

// Idle hosts whose delay is still running stay in the map; sweep them once it grows this large.
const SWEEP_AT = 512;

/** Queues work per host, enforcing concurrency and spacing without a global lock. */
export class HostLimiter {
  readonly #hosts = new Map<string, HostState>();

  constructor(
    private readonly concurrency: number,
    private readonly now: () => number = Date.now,
    /** Spacing shared with other processes (several app instances on one database). */
    private readonly gate?: HostGate,
  ) {
    if (!(concurrency >= 1)) throw new RangeError("concurrency must be at least 1");
  }

  /** Runs `task` once `host` has a free slot and `delayMs` has passed since its last start. */
  async run<T>(host: string, delayMs: number, task: () => Promise<T>): Promise<T> {
    const state = this.#state(host);
    // The latest delay wins: robots.txt's Crawl-delay becomes known after the first request.
    state.delayMs = delayMs;
    await new Promise<void>((resolve) => {
      state.waiting.push(resolve);
      this.#pump(host, state);
    });
    try {
      await this.gate?.enter(host, delayMs);
      return await task();
    } finally {
      state.active--;
      this.#pump(host, state);
    }
  }

  /** Number of hosts with state kept (busy, queued or within their delay). */
  get trackedHosts(): number {
    return this.#hosts.size;
  }

  #state(host: string): HostState {
    let state = this.#hosts.get(host);
    if (!state) {
      if (this.#hosts.size >= SWEEP_AT) this.#sweep();
      state = { active: 0, nextStart: 0, delayMs: 0, waiting: [], timer: undefined };
      this.#hosts.set(host, state);
    }
    return state;
  }

  #pump(host: string, state: HostState): void {
    if (state.timer) return;
    while (state.waiting.length > 0 && state.active < this.concurrency) {
      const wait = state.nextStart - this.now();
      if (wait > 0) {
        state.timer = setTimeout(() => {
          state.timer = undefined;
          this.#pump(host, state);
        }, wait);
        return;
      }
      const grant = state.waiting.shift();
      state.active++;
      state.nextStart = this.now() + state.delayMs;
      grant?.();
    }
    if (this.#idle(state)) this.#hosts.delete(host);
  }

  #idle(state: HostState): boolean {
    return state.active === 0 && state.waiting.length === 0 && state.nextStart <= this.now();
  }

  #sweep(): void {
    for (const [host, state] of this.#hosts) if (this.#idle(state)) this.#hosts.delete(host);
  }
}
