import { isStale, type Resource } from "./polling";

/**
 * The research store's fetches, one at a time per resource: a fetch asked for while one runs
 * runs once more after it, and `onlyIfStale` skips a resource fetched within the stale time.
 */
export class Refetcher {
  private readonly fetchedAt: Partial<Record<Resource, number>> = {};
  private readonly inflight = new Map<Resource, Promise<void>>();
  private readonly fetchAgain = new Set<Resource>();

  constructor(
    private readonly load: (resource: Resource) => Promise<void>,
    private readonly now: () => number,
    /** Once true (the session is gone), nothing is fetched any more. */
    private readonly stopped: () => boolean,
  ) {}

  /** Records that `resource` is as fresh as the server's answer now. */
  fetched(resource: Resource): void {
    this.fetchedAt[resource] = this.now();
  }

  refetch(resource: Resource, options: { onlyIfStale?: boolean } = {}): Promise<void> {
    if (this.stopped()) return Promise.resolve();
    const running = this.inflight.get(resource);
    if (options.onlyIfStale) {
      if (running || !isStale(this.fetchedAt[resource], this.now())) {
        return running ?? Promise.resolve();
      }
    } else if (running) {
      this.fetchAgain.add(resource);
      return running;
    }
    const done = this.load(resource).finally(() => {
      this.inflight.delete(resource);
      if (this.fetchAgain.delete(resource)) void this.refetch(resource);
    });
    this.inflight.set(resource, done);
    return done;
  }
}
