import { fromPglite, PgBoss } from "pg-boss";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/client";
import type { Clock } from "../billing/clock";
import { renewDueCredits } from "../billing/credits";
import type { Logger } from "../logger";
import { attemptDelivery } from "../webhooks/deliver";
import type { WebhookUrlOptions } from "../webhooks/url-guard";

/** Queue of the job that renews free and boosted users' monthly credits. */
export const RENEW_DUE_CREDITS = "renew-due-credits";

/** Queue of research runs: one job runs one project's research until it ends or stops. */
export const RESEARCH_RUN = "research-run";

const singletonKey = (projectId: number) => `project-${projectId}`;

const researchJob = z.object({ projectId: z.number().int().positive() });

/** Queue of webhook deliveries: one job sends one stored delivery, retried with backoff. */
export const WEBHOOK_DELIVERY = "webhook-delivery";
/** Retries after the first attempt: backoff from 30 s, at most an hour apart, a few hours in all. */
export const WEBHOOK_RETRY_LIMIT = 8;

const webhookJob = z.object({ deliveryId: z.number().int().positive() });

/** Runs one project's research (the research engine's run registry). */
export interface ResearchRunner {
  /** `signal` aborts when the job was taken from this process (its heartbeat lapsed). */
  run(projectId: number, signal?: AbortSignal): Promise<unknown>;
}

/** Job states in which a run is queued or being worked on. */
const LIVE_STATES = new Set(["created", "retry", "active"]);

export interface JobRunnerOptions {
  database: DatabaseHandle;
  logger: Logger;
  clock: Clock;
  /** Cron expression of the renewal job (default: hourly). */
  renewalCron?: string;
  /** How often an idle worker looks for jobs; tests lower it. */
  pollingIntervalSeconds?: number;
  /** Runs research jobs; without it research jobs are not worked on in this process. */
  research?: ResearchRunner;
  /** Research runs at once per process. */
  researchConcurrency?: number;
  /** A research job not heard from for this long is retried elsewhere (pg-boss: at least 10). */
  heartbeatSeconds?: number;
  /** How often pg-boss fails jobs whose heartbeat lapsed or that expired. */
  superviseSeconds?: number;
  /** Sends webhook deliveries; without it they are queued but not sent from this process. */
  webhooks?: WebhookUrlOptions & { retryDelaySeconds?: number };
}

/** The background jobs: started once per process, stopped on shutdown (a Stoppable). */
export interface JobRunner {
  name: string;
  /** Queues one renewal pass now (the cron does this hourly). */
  enqueueRenewal(): Promise<void>;
  /** Queues a project's research run (one queued per project at most). */
  enqueueResearch(projectId: number): Promise<void>;
  /**
   * Queues the runs of projects left processing that no job holds any more (a graceful stop
   * ended their job); a job that a dead process held is retried by the heartbeat instead, and a
   * job that a live instance holds is left to it. Returns the projects queued.
   */
  resumeOrphans(projectIds: number[]): Promise<number[]>;
  /** Queues a stored webhook delivery (webhooks/emit.ts DeliveryQueue). */
  enqueue(deliveryId: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on whichever database the app uses: on Postgres its own small pool over the same
 * URL (pg-boss needs multi-statement queries, which postgres.js does not run unparameterised);
 * on PGlite the in-process adapter, since PGlite has one connection that only it can share.
 */
function createBoss(database: DatabaseHandle, superviseSeconds: number): PgBoss {
  const common = {
    schema: "pgboss",
    application_name: "export-discovery-jobs",
    // Expiry and lapsed heartbeats are found on the monitor pass, which needs both timers.
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
  };
  if (database.pglite)
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: "pglite" });
  if (!database.url) throw new Error("pg-boss needs the Postgres connection string");
  return new PgBoss({ ...common, connectionString: database.url, max: 3 });
}

/**
 * Starts pg-boss (creating or migrating its schema), registers the renewal worker and its cron
 * schedule. The worker reads the time from `clock`, so tests can move a month ahead.
 */
export async function startJobs(options: JobRunnerOptions): Promise<JobRunner> {
  const { database, logger, clock } = options;
  const boss = createBoss(database, options.superviseSeconds ?? 30);
  boss.on("error", (err) => logger.error({ err }, "job queue error"));
  await boss.start();
  await boss.createQueue(RENEW_DUE_CREDITS, { retryLimit: 3, retryDelay: 60 });
  // One pass at a time is enough: renewals are idempotent, but a second pass would only wait
  // on the first one's row locks.
  await boss.work(
    RENEW_DUE_CREDITS,
    { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
    async () => {
      const renewed = await renewDueCredits(database.db, clock.now());
      if (renewed > 0) logger.info({ renewed }, "credits renewed");
      return { renewed };
    },
  );
  await boss.schedule(RENEW_DUE_CREDITS, options.renewalCron ?? "0 * * * *");
  // "short": at most one queued job per project (singletonKey), any number active, so a job left
  // active by a killed process never blocks the project's next run.
  await boss.createQueue(RESEARCH_RUN, { policy: "short" });
  // Per job rather than per queue, so an existing queue (created before these settings) follows
  // them too. The heartbeat hands a dead process's run to another instance; the retries resume a
  // run that a lost database connection ended (the run continues from the database, so a retry
  // never repeats work). The expiry is only a backstop for a run that hangs.
  const researchJobOptions = {
    heartbeatSeconds: options.heartbeatSeconds ?? 30,
    retryLimit: 20,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 60,
    expireInSeconds: 4 * 3600,
  };
  const research = options.research;
  if (research) {
    await boss.work(
      RESEARCH_RUN,
      {
        batchSize: 1,
        localConcurrency: options.researchConcurrency ?? 4,
        pollingIntervalSeconds: Math.min(options.pollingIntervalSeconds ?? 1, 1),
      },
      async ([job]) => {
        const { projectId } = researchJob.parse(job?.data);
        return { end: await research.run(projectId, job?.signal) };
      },
    );
  }
  async function enqueueResearch(projectId: number): Promise<void> {
    await boss.send(
      RESEARCH_RUN,
      { projectId },
      { ...researchJobOptions, singletonKey: singletonKey(projectId) },
    );
  }
  // PGlite is one process by construction: an active job found at boot is our previous life's.
  // On Postgres it may be another instance's, alive or soon retried by its heartbeat; one without
  // a heartbeat (queued before heartbeats existed) would hold the project for hours.
  const holdsRun = (job: { state: string; heartbeatSeconds: number | null }) =>
    job.state === "active"
      ? !database.pglite && job.heartbeatSeconds !== null
      : LIVE_STATES.has(job.state);
  await boss.createQueue(WEBHOOK_DELIVERY, {
    retryLimit: WEBHOOK_RETRY_LIMIT,
    retryDelay: options.webhooks?.retryDelaySeconds ?? 30,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 120,
  });
  const webhooks = options.webhooks;
  if (webhooks) {
    await boss.work(
      WEBHOOK_DELIVERY,
      { batchSize: 1, localConcurrency: 4, pollingIntervalSeconds: 1 },
      async ([job]) => {
        const { deliveryId } = webhookJob.parse(job?.data);
        const finalAttempt = (job?.retryCount ?? 0) >= WEBHOOK_RETRY_LIMIT;
        const result = await attemptDelivery(database.db, deliveryId, {
          ...webhooks,
          finalAttempt,
        });
        // Throwing is how pg-boss learns to retry; the delivery row already records the failure.
        if (!result.ok) throw new Error(`webhook delivery ${deliveryId} failed: ${result.error}`);
        return { status: result.status };
      },
    );
  }
  return {
    name: "jobs",
    async enqueueRenewal() {
      await boss.send(RENEW_DUE_CREDITS, {});
    },
    enqueueResearch,
    async resumeOrphans(projectIds) {
      const queued: number[] = [];
      for (const projectId of projectIds) {
        const jobs = await boss.findJobs(RESEARCH_RUN, { key: singletonKey(projectId) });
        if (jobs.some(holdsRun)) continue;
        await enqueueResearch(projectId);
        queued.push(projectId);
      }
      return queued;
    },
    async enqueue(deliveryId) {
      await boss.send(WEBHOOK_DELIVERY, { deliveryId });
    },
    // Graceful: lets a running pass finish before closing pg-boss's connections.
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
