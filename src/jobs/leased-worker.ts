import type PgBoss from "pg-boss";
import type { Logger } from "../logger";
import {
  completeClaim,
  type HeldClaim,
  holdClaim,
  type LeaseTerms,
  renewLease,
} from "./job-heartbeat";

export interface LeasedWorkerOptions {
  boss: PgBoss;
  terms: LeaseTerms;
  queue: string;
  /** Jobs worked on at once by this process. */
  concurrency: number;
  /** How often an idle worker looks for jobs. */
  pollingMs: number;
  logger: Logger;
  /** Works one job; `signal` aborts when the job was taken from this process. */
  handle(data: unknown, signal: AbortSignal): Promise<unknown>;
}

export interface LeasedWorker {
  /** Takes no more jobs and waits up to `timeoutMs` for the running ones to end. */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * Works a queue whose jobs hold a lease while they run (job-heartbeat.ts). pg-boss's own `work`
 * is not used for these: it ends a job by id alone, unawaited, and times the handler out at the
 * expiry it read when it took the job, which here is the lease, renewed while the job runs.
 */
export function startLeasedWorker(options: LeasedWorkerOptions): LeasedWorker {
  const { boss, terms, queue, logger } = options;
  const running = new Map<string, { held: HeldClaim; done: Promise<void> }>();
  let stopped = false;
  let wake = () => {};
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const warn = (err: unknown, what: string) => logger.warn({ err, queue }, what);

  async function work(job: PgBoss.JobWithMetadata<unknown>, held: HeldClaim) {
    try {
      const output = await options.handle(job.data, held.signal);
      // A claim lost meanwhile is the new holder's to end.
      if (held.lost) logger.warn({ queue, jobId: job.id }, "job was taken from this worker");
      else await completeClaim(terms, held.claim, output);
    } catch (err) {
      // Failing retries the job with its backoff, unless this claim no longer holds it.
      const message = err instanceof Error ? err.message : String(err);
      warn(err, "job failed; the queue retries it");
      if (!held.lost && (await renewLease(terms, held.claim)))
        await boss.fail(queue, job.id, { message });
    }
  }

  function start(job: PgBoss.JobWithMetadata<unknown>) {
    const working = running.get(job.id);
    if (working) {
      // Our own job back as a retry (its lease lapsed while the database was out of reach): the
      // work goes on under the new claim rather than aborting and starting again.
      if (!working.held.lost) return working.held.adopt(job.retryCount);
      // Its old work is ending: the job goes back to the queue, to be taken once that is over.
      void boss.fail(queue, job.id, { message: "previous claim still ending" }).catch((err) => {
        warn(err, "handing a job back failed");
      });
      return;
    }
    const claim = { queue, id: job.id, retryCount: job.retryCount };
    const held = holdClaim(terms, claim, (err) => warn(err, "job lease renewal failed"));
    // Ending the job may fail with the database out of reach: the lease then lapses and the
    // maintenance pass retries the job, which continues from what the run committed.
    const done = work(job, held)
      .catch((err) => warn(err, "ending a job failed"))
      .finally(() => {
        held.release();
        running.delete(job.id);
        wake();
      });
    running.set(job.id, { held, done });
  }

  const loop = (async () => {
    while (!stopped) {
      const free = options.concurrency - running.size;
      // pg-boss's fetch answers [] when the database is out of reach, so the loop only waits.
      const jobs =
        free > 0
          ? await boss.fetch<unknown>(queue, { batchSize: free, includeMetadata: true })
          : [];
      if (stopped) {
        // Taken while stopping: handed back at once (as a retry) rather than left to the lease.
        for (const job of jobs) {
          await boss.fail(queue, job.id, { message: "worker stopping" }).catch((err) => {
            warn(err, "handing a job back failed");
          });
        }
        break;
      }
      for (const job of jobs) start(job);
      // A job that ends wakes the loop early, to take the next one into its slot.
      await pause(options.pollingMs);
    }
  })();

  return {
    async stop(timeoutMs) {
      stopped = true;
      wake();
      await loop;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([Promise.all([...running.values()].map((r) => r.done)), grace]);
      clearTimeout(timer);
      // Still running past the grace period: stop renewing, so another instance takes them once
      // their lease lapses.
      for (const { held } of running.values()) held.release();
    },
  };
}
