/**
 * A fixed number of workers over a queue that keeps growing while they run: the query loop adds
 * candidates as searches return, so one slow site (a long Crawl-delay) holds up one worker, not
 * the whole run.
 */
export class WorkPool<T> {
  private readonly queue: T[] = [];
  private running = 0;
  private idleWaiters: (() => void)[] = [];
  private roomWaiters: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly work: (item: T) => Promise<void>,
  ) {}

  /** Queued and running items. */
  get size(): number {
    return this.queue.length + this.running;
  }

  add(item: T): void {
    this.queue.push(item);
    this.pump();
  }

  /** Resolves once fewer than `max` items are queued or running. */
  async room(max: number): Promise<void> {
    while (this.size >= max) await new Promise<void>((resolve) => this.roomWaiters.push(resolve));
  }

  /** Resolves when nothing is queued or running. */
  async idle(): Promise<void> {
    while (this.size > 0) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops what has not started yet (a stop). */
  clear(): void {
    this.queue.length = 0;
    this.notify();
  }

  private pump(): void {
    while (this.running < this.limit && this.queue.length > 0) {
      const item = this.queue.shift() as T;
      this.running++;
      void this.work(item)
        .catch(() => {})
        .finally(() => {
          this.running--;
          this.pump();
          this.notify();
        });
    }
  }

  private notify(): void {
    const room = this.roomWaiters;
    this.roomWaiters = [];
    for (const wake of room) wake();
    if (this.size === 0) {
      const idle = this.idleWaiters;
      this.idleWaiters = [];
      for (const wake of idle) wake();
    }
  }
}
