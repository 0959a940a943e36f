import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedPlans } from "../db/seed";
import { createApp } from "./app";
import type { AppDeps } from "./app-env";
import { buildAssets } from "./assets/build";
import { type AssetManifest, loadAssetManifest } from "./assets/manifest";
import { createAccountCheck } from "./auth/account-check";
import { createHumanCheck } from "./auth/human-check";
import { closeFirebaseApps, firebaseIdentity } from "./auth/identity";
import { RateLimiter } from "./auth/rate-limit";
import { createSessionEnds } from "./auth/session-ends";
import { systemClock } from "./billing/clock";
import { type Config, loadConfig } from "./env";
import { type JobRunner, startJobs } from "./jobs/job-runner";
import type { EventBus } from "./live/event-bus";
import { createEventBus } from "./live/event-bus";
import { startPgFanout } from "./live/pg-fanout";
import { createLiveHub, type LiveHub, type LiveServer, liveServeOptions } from "./live/ws-hub";
import { createLogger, type Logger } from "./logger";
import { hostGateClient, postgresHostGate } from "./research/fetcher/host-gate";
import { createResearchService, type ResearchService } from "./research/research-service";
import { RunRegistry } from "./research/run/run-registry";
import { createResearchParts, sandboxCorpusFromConfig } from "./research-setup";
import type { DeliveryQueue } from "./webhooks/emit";
import { webhookRunNotices } from "./webhooks/run-notices";

/** Something with a stop step that must run on shutdown (job workers, the live hub, ...). */
export interface Stoppable {
  name: string;
  stop(): Promise<void>;
}

export interface MainOptions {
  /** Prebuilt assets (the compiled binary embeds them); default: public/build on disk. */
  assets?: AssetManifest;
  /** Overrides the database location check, for binaries that cannot host PGlite. */
  requireDatabaseUrl?: string;
}

// Under `bun --hot` this module re-runs on every change; the database and the listening server
// live on globalThis so a reload swaps the app without reopening either.
interface Running {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  /** Long-lived services that survive a hot reload (the human check's key, rate counters). */
  services: Pick<
    AppDeps,
    | "identity"
    | "humanCheck"
    | "rateLimiter"
    | "accountCheck"
    | "sessionEnds"
    | "events"
    | "research"
    | "webhookQueue"
  >;
  server?: LiveServer;
  /** The /ws hub: its sockets and subscriptions survive a hot reload, like the server. */
  live: LiveHub;
  stoppables: Stoppable[];
  draining: boolean;
}
const hot = globalThis as { __exportDiscovery?: Running };

const publicDir = fileURLToPath(new URL("../public", import.meta.url));

/** Boots the app: database, migrations, seed, assets, HTTP server, signal handlers. */
export async function main(options: MainOptions = {}): Promise<Running> {
  const running = hot.__exportDiscovery ?? (await boot(options));
  hot.__exportDiscovery = running;
  const { config, logger, database } = running;

  if (config.NODE_ENV === "development" && !options.assets) {
    await buildAssets({ production: false });
  }
  const assets = options.assets ?? loadAssetManifest(publicDir);
  const app = createApp({
    config,
    database,
    logger,
    assets,
    ...running.services,
    isDraining: () => running.draining,
  });

  const serveOptions = liveServeOptions(running.live, app.fetch);
  if (running.server) {
    running.server.reload(serveOptions);
    logger.info("reloaded");
    return running;
  }
  running.server = Bun.serve({ hostname: config.HOST, port: config.PORT, ...serveOptions });
  const url = `http://${config.HOST}:${running.server.port}`;
  logger.info({ url, database: database.kind }, "listening");
  process.stdout.write(`\nExport Discovery is running at ${url}\n\n`);
  return running;
}

async function boot(options: MainOptions): Promise<Running> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (options.requireDatabaseUrl && !config.DATABASE_URL) {
    process.stderr.write(`${options.requireDatabaseUrl}\n`);
    process.exit(2);
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: join(config.DATA_DIR, "pglite"),
  });
  await migrateDatabase(database);
  await seedPlans(database.db);
  if (config.NODE_ENV === "production" && !config.ALTCHA_HMAC_KEY) {
    logger.warn("ALTCHA_HMAC_KEY is not set: human-check challenges use a per-process key");
  }
  const events = createEventBus((err) => logger.error({ err }, "live event listener failed"));
  const sessionEnds = createSessionEnds((err) =>
    logger.error({ err }, "session end listener failed"),
  );
  const stoppables: Stoppable[] = [{ name: "firebase-admin", stop: closeFirebaseApps }];
  if (database.kind === "postgres") {
    // Instances share live events and session ends (a logout here closes sockets there).
    stoppables.push(await startPgFanout({ database, events, logger, sessionEnds }));
  }
  const { research, webhookQueue } = await startResearch(config, {
    database,
    events,
    logger,
    stoppables,
  });
  const identity = firebaseIdentity(config);
  const accountCheck = createAccountCheck({ db: database.db, identity, sessionEnds, logger });
  const services = {
    identity,
    humanCheck: createHumanCheck(database.db, { secret: config.ALTCHA_HMAC_KEY }),
    rateLimiter: new RateLimiter(),
    accountCheck,
    sessionEnds,
    events,
    research,
    webhookQueue,
  };
  const running: Running = {
    config,
    logger,
    database,
    services,
    live: createLiveHub({
      database,
      events,
      logger,
      publicUrl: config.publicUrl,
      accountCheck,
      sessionEnds,
    }),
    stoppables,
    draining: false,
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => void shutdown(running, signal));
  }
  return running;
}

/**
 * The research engine on its configured parts, runs as pg-boss jobs (one per project run), and
 * the runs a stop or crash interrupted queued again, so they continue where they were.
 */
async function startResearch(
  config: Config,
  shared: { database: DatabaseHandle; events: EventBus; logger: Logger; stoppables: Stoppable[] },
): Promise<{ research: ResearchService; webhookQueue: DeliveryQueue }> {
  const { database, events, logger, stoppables } = shared;
  const corpus = await sandboxCorpusFromConfig(config);
  const url = database.url;
  const hostGate = url ? postgresHostGate(() => hostGateClient(url), logger) : undefined;
  // Ended last, after the runs that pass the gate.
  if (hostGate) stoppables.push({ name: "host-gate", stop: () => hostGate.end() });
  const parts = createResearchParts(config, {
    db: database.db,
    events,
    logger,
    ...(corpus ? { corpus } : {}),
    // Instances on one Postgres space their requests to a host together (issue 19).
    ...(hostGate ? { hostGate } : {}),
  });
  logger.info(parts.describe, "research engine");
  // The queue sends webhooks and the engine's notices fill it, but the queue starts its workers
  // (and so maybe runs) before it exists: deliveries wait for it.
  let queueReady: (jobs: JobRunner) => void = () => {};
  const ready = new Promise<JobRunner>((resolve) => {
    queueReady = resolve;
  });
  const queue = { enqueue: async (deliveryId: number) => (await ready).enqueue(deliveryId) };
  parts.engine.notices = webhookRunNotices(database.db, queue);
  const registry = new RunRegistry(parts.engine);
  const jobs = await startJobs({
    database,
    logger,
    clock: systemClock,
    renewalCron: config.CREDIT_RENEWAL_CRON,
    research: registry,
    heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
    superviseSeconds: config.JOB_SUPERVISE_SECONDS,
    webhooks: { allowLoopbackHttp: config.WEBHOOK_ALLOW_LOOPBACK_HTTP },
  });
  queueReady(jobs);
  // Stopped in reverse order: runs first (they end their current company), then the queue,
  // then the sandbox web they were reading.
  stoppables.push({ name: "research-web", stop: () => parts.stop() });
  stoppables.push(jobs);
  stoppables.push({ name: "research-runs", stop: () => registry.stopAll() });
  const service = createResearchService({
    db: database.db,
    events,
    logger,
    model: parts.engine.model,
    scheduler: {
      start: (projectId) => jobs.enqueueResearch(projectId),
      stop: (projectId) => registry.abort(projectId),
    },
  });
  const resumed = await jobs.resumeOrphans(await service.interruptedProjects());
  if (resumed.length > 0) logger.info({ projects: resumed }, "interrupted research runs queued");
  return { research: service, webhookQueue: queue };
}

/**
 * Graceful stop: refuse new connections, let in-flight requests finish (up to the grace period),
 * stop background workers, then close the database.
 */
async function shutdown(running: Running, signal: string): Promise<void> {
  const { logger, config } = running;
  running.draining = true;
  logger.info({ signal }, "stopping");
  // Open websockets would hold server.stop(false) for the whole grace period; closing them with
  // 1001 sends their clients to reconnect (to another instance, or to us after a restart).
  await running.live.stop();
  const grace = Bun.sleep(config.SHUTDOWN_GRACE_SECONDS * 1000).then(() => "timeout" as const);
  const drained = running.server?.stop(false).then(() => "drained" as const);
  if (drained && (await Promise.race([drained, grace])) === "timeout") {
    logger.warn("grace period over; closing open connections");
    await running.server?.stop(true);
  }
  for (const s of running.stoppables.reverse()) {
    await s.stop().catch((err) => logger.error({ err, name: s.name }, "stop failed"));
  }
  await running.database.close();
  logger.info("stopped");
  process.exit(0);
}

if (import.meta.main) {
  await main();
}
