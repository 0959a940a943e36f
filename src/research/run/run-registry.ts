import { pingDatabase } from "../../../db/client";
import type { ResearchEngine } from "./engine.ts";
import { DatabaseLost } from "./failures.ts";
import { ResearchRun, type RunEnd } from "./research-run.ts";

/** Times a run continues in this process after losing the database, before leaving it to the job. */
const MAX_RESUMES = 5;
/** How long a run waits for the database to answer again (a restart takes seconds). */
const DATABASE_WAIT_MS = 30_000;

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

  /**
   * Runs a project's research unless this process is already running it. `signal` stops it too
   * (the job queue's, when the job was handed to another process).
   */
  async run(projectId: number, signal?: AbortSignal): Promise<RunEnd | "already-running"> {
    const existing = this.running.get(projectId);
    if (existing) return "already-running";
    const controller = new AbortController();
    const stop = signal ? AbortSignal.any([controller.signal, signal]) : controller.signal;
    const done = this.runResuming(projectId, stop);
    this.running.set(projectId, { controller, done });
    try {
      return await done;
    } finally {
      this.running.delete(projectId);
    }
  }

  /**
   * A run that lost the database (a Postgres restart) starts again from what was committed as
   * soon as the database answers, without waiting for the job queue's retry. If it does not come
   * back in time, the error fails the job, and the queue retries it (here or elsewhere).
   */
  private async runResuming(projectId: number, stop: AbortSignal): Promise<RunEnd> {
    for (let attempt = 1; ; attempt++) {
      const research = new ResearchRun(this.engine, projectId, stop);
      try {
        return await research.run();
      } catch (error) {
        if (!(error instanceof DatabaseLost)) throw error;
        this.engine.logger.warn({ projectId, attempt }, "research run lost the database");
        if (attempt >= MAX_RESUMES || stop.aborted || !(await this.databaseAnswers(stop))) {
          throw error;
        }
        this.engine.logger.warn({ projectId, attempt }, "database answers again; run resumes");
      } finally {
        this.windDown(projectId, research);
      }
    }
  }

  /** Whether the database answers again within DATABASE_WAIT_MS (polled twice a second). */
  private async databaseAnswers(stop: AbortSignal): Promise<boolean> {
    const deadline = Date.now() + DATABASE_WAIT_MS;
    let lastError: unknown;
    while (Date.now() < deadline && !stop.aborted) {
      try {
        await pingDatabase(this.engine.db);
        return true;
      } catch (error) {
        lastError = error;
        await Bun.sleep(500);
      }
    }
    this.engine.logger.warn(
      { err: lastError },
      "database did not answer; the run is left to its job",
    );
    return false;
  }

  /**
   * Nobody awaits a wind-down: a failure in it (a database error while booking the last token
   * usage) is logged, not left as an unhandled rejection, which would end the process.
   */
  private windDown(projectId: number, research: ResearchRun): void {
    const settled = research
      .settled()
      .catch((error: unknown) =>
        this.engine.logger.error({ err: error, projectId }, "research run wind-down failed"),
      )
      .finally(() => this.winding.delete(settled));
    this.winding.add(settled);
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
