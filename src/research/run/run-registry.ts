import type { ResearchEngine } from "./engine.ts";
import type { RunEnd } from "./research-run.ts";
import { ResearchRun } from "./research-run.ts";

/**
 * The runs of this process, one per project at most. A pause aborts the local run at once (other
 * processes notice the status within a candidate); shutdown aborts them all and waits, so the
 * job queue can hand their projects to the next process start.
 */
export class RunRegistry {
  private readonly running = new Map<
    number,
    { controller: AbortController; done: Promise<RunEnd> }
  >();
  /** Ended runs whose last companies are still being read. */
  private readonly winding = new Set<Promise<void>>();

  constructor(private readonly engine: ResearchEngine) {}

  /** Runs a project's research unless this process is already running it. */
  async run(projectId: number): Promise<RunEnd | "already-running"> {
    const existing = this.running.get(projectId);
    if (existing) return "already-running";
    const controller = new AbortController();
    const research = new ResearchRun(this.engine, projectId, controller.signal);
    const done = research.run();
    this.running.set(projectId, { controller, done });
    try {
      return await done;
    } finally {
      this.running.delete(projectId);
      // Nobody awaits a wind-down: a failure in it (a database error while booking the last
      // token usage) is logged, not left as an unhandled rejection, which would end the process.
      const settled = research
        .settled()
        .catch((error: unknown) =>
          this.engine.logger.error({ err: error, projectId }, "research run wind-down failed"),
        )
        .finally(() => this.winding.delete(settled));
      this.winding.add(settled);
    }
  }

  isRunning(projectId: number): boolean {
    return this.running.has(projectId);
  }

  /** Asks a running project to stop; resolves when it has. */
  async abort(projectId: number): Promise<void> {
    const entry = this.running.get(projectId);
    if (!entry) return;
    entry.controller.abort();
    await entry.done.catch(() => undefined);
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.running.keys()].map((id) => this.abort(id)));
    await Promise.allSettled([...this.winding]);
  }
}
