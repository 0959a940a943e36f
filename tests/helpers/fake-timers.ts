import type { Timers } from "../../src/client/research/timers";

/** A clock that only moves when told to, with the timers that fire as it passes them. */
export class FakeTimers implements Timers {
  private time: number;
  private nextId = 1;
  private readonly pending = new Map<number, { at: number; run: () => void }>();

  constructor(start = 1_000_000) {
    this.time = start;
  }

  now = (): number => this.time;

  setTimeout = (run: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.pending.set(id, { at: this.time + Math.max(0, ms), run });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.pending.delete(handle as number);
  };

  /** Timers waiting to fire, soonest first, as delays from now. */
  get delays(): number[] {
    return [...this.pending.values()].map((t) => t.at - this.time).sort((a, b) => a - b);
  }

  /** Moves the clock, firing every timer due on the way in order (and those they set). */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      // Promise callbacks first (a fetch that resolved may set the next timer).
      await flushPromises();
      const next = [...this.pending.entries()]
        .filter(([, t]) => t.at <= end)
        .sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
      if (!next) break;
      const [id, timer] = next;
      this.pending.delete(id);
      this.time = timer.at;
      timer.run();
    }
    this.time = end;
    await flushPromises();
  }
}

/** Lets every already-resolved promise callback run. */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
