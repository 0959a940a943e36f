import PgBoss from "pg-boss";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/client";
import type { Clock } from "../billing/clock";
import { renewDueCredits } from "../billing/credits";
import type { Logger } from "../logger";
import { attemptDelivery } from "../webhooks/deliver";
import type { WebhookUrlOptions } from "../webhooks/url-guard";
import type { LeaseTerms } from "./job-heartbeat";
import { setAsideNewerJobSchema } from "./job-schema";
import { startLeasedWorker } from "./leased-worker";
import { pgliteJobDb } from "./pglite-job-db";

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

/** pg-boss's schema; job-schema.ts and the lease statements name it too. */
const SCHEMA = "pgboss";

/** A research run that still runs after this long loses its job: the backstop for a hung run. */
const RESEARCH_BACKSTOP_SECONDS = 4 * 3600;

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
  /** A research job not heard from for this long is retried elsewhere (job-heartbeat.ts). */
  heartbeatSeconds?: number;
  /** How often pg-boss's maintenance fails jobs whose lease lapsed (and retries them). */
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
 * on PGlite through the app's instance, since PGlite has one connection that only it can share.
 */
/**
 * pg-boss's pool, handed to pg as it is (pg-boss's types leave out pg's own options). pg waits
 * for a connection without end by default: a connect that hangs, as one can while Postgres
 * restarts, would hold the lease renewals and fetches queued behind it.
 */
const PG_POOL: object = { max: 3, connectionTimeoutMillis: 5_000 };

function createBoss(database: DatabaseHandle, superviseSeconds: number): PgBoss {
  const common = {
    schema: SCHEMA,
    application_name: "export-discovery-jobs",
    // The maintenance pass is the supervisor: it fails the jobs whose lease (their expiry) lapsed
    // and retries them; it takes turns across instances, so each pass runs once per interval.
    maintenanceIntervalSeconds: superviseSeconds,
  };
  if (database.pglite) return new PgBoss({ ...common, db: pgliteJobDb(database.pglite) });
  if (!database.url) throw new Error("pg-boss needs the Postgres connection string");
  return new PgBoss({ ...common, ...PG_POOL, connectionString: database.url });
}

/**
 * Starts pg-boss (creating or migrating its schema), registers the renewal worker and its cron
 * schedule. The worker reads the time from `clock`, so tests can move a month ahead.
 */
export async function startJobs(options: JobRunnerOptions): Promise<JobRunner> {
  const { database, logger, clock } = options;
  await setAsideNewerJobSchema(database, SCHEMA, logger);
  const boss = createBoss(database, options.superviseSeconds ?? 30);
  // pg's pool errors carry their whole client object; the message and code say what happened.
  boss.on("error", (err: Error & { code?: string }) =>
    logger.error({ err: { message: err.message, code: err.code } }, "job queue error"),
  );
  await boss.start();
  const jobDb = boss.getDb();
  await boss.createQueue(RENEW_DUE_CREDITS, {
    name: RENEW_DUE_CREDITS,
    retryLimit: 3,
    retryDelay: 60,
  });
  // One worker, one job at a time, is enough: renewals are idempotent, but a second pass would
  // only wait on the first one's row locks.
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
  await boss.createQueue(RESEARCH_RUN, { name: RESEARCH_RUN, policy: "short" });
  const lease: LeaseTerms = {
    db: jobDb,
    schema: SCHEMA,
    heartbeatSeconds: options.heartbeatSeconds ?? 30,
    backstopSeconds: RESEARCH_BACKSTOP_SECONDS,
    retryDelay: { firstSeconds: 2, maxSeconds: 60 },
  };
  // Per job rather than per queue, so an existing queue (created before these settings) follows
  // them too. The lease hands a dead process's run to another instance; the retries resume a run
  // that a lost database connection ended (the run continues from the database, so a retry never
  // repeats work). The first expiry is the lease of a job just taken, and the first retry delay
  // that of its first try: the renewals move both on from there.
  const researchJobOptions = {
    expireInSeconds: lease.heartbeatSeconds,
    retryLimit: 20,
    retryDelay: lease.retryDelay.firstSeconds,
  };
  const research = options.research;
  const researchWorker = research
    ? startLeasedWorker({
        boss,
        terms: lease,
        queue: RESEARCH_RUN,
        concurrency: options.researchConcurrency ?? 4,
        pollingMs: Math.min(options.pollingIntervalSeconds ?? 1, 1) * 1000,
        logger,
        handle: async (data, signal) => {
          const { projectId } = researchJob.parse(data);
          return { end: await research.run(projectId, signal) };
        },
      })
    : undefined;
  async function enqueueResearch(projectId: number): Promise<void> {
    await boss.send(
      RESEARCH_RUN,
      { projectId },
      { ...researchJobOptions, singletonKey: singletonKey(projectId) },
    );
  }
  // PGlite is one process by construction: an active job found at boot is our previous life's.
  // On Postgres it may be another instance's, alive or soon retried once its lease lapses.
  const holdsRun = (state: string) =>
    state === "active" ? !database.pglite : LIVE_STATES.has(state);
  const jobStates = async (projectId: number): Promise<string[]> => {
    const result = await jobDb.executeSql(
      `select state from ${SCHEMA}.job where name = $1 and singleton_key = $2`,
      [RESEARCH_RUN, singletonKey(projectId)],
    );
    return (result?.rows ?? []).map((row: { state: string }) => row.state);
  };
  // No cap on the backoff in this pg-boss: 8 retries from 30 s, doubling with jitter, reach the
  // last attempt after two to four hours.
  await boss.createQueue(WEBHOOK_DELIVERY, {
    name: WEBHOOK_DELIVERY,
    retryLimit: WEBHOOK_RETRY_LIMIT,
    retryDelay: options.webhooks?.retryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  const webhooks = options.webhooks;
  if (webhooks) {
    // pg-boss works one job at a time per worker: four workers send four deliveries at once.
    for (let i = 0; i < 4; i++) {
      await boss.work(
        WEBHOOK_DELIVERY,
        { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
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
        if ((await jobStates(projectId)).some(holdsRun)) continue;
        await enqueueResearch(projectId);
        queued.push(projectId);
      }
      return queued;
    },
    async enqueue(deliveryId) {
      await boss.send(WEBHOOK_DELIVERY, { deliveryId });
    },
    // Graceful: lets running jobs finish before closing pg-boss's connections.
    async stop() {
      await researchWorker?.stop(10_000);
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
