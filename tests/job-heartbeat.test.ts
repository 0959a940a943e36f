import { afterEach, expect, test } from "bun:test";
import PgBoss from "pg-boss";
import { completeClaim, holdClaim, type LeaseTerms, renewLease } from "../src/jobs/job-heartbeat";
import { type LeasedWorker, startLeasedWorker } from "../src/jobs/leased-worker";
import { pgliteJobDb } from "../src/jobs/pglite-job-db";
import { createLogger } from "../src/logger";
import { describeEachDatabase, type TestDatabase } from "./helpers/database";
import { waitFor } from "./helpers/research";

// The research jobs' heartbeat over pg-boss 10 (decisions 014 and 017): a renewed lease keeps a
// long job with its worker through supervision; a holder that stops renewing loses the job to
// another worker, and finds out at its next renewal; a holder whose lease lapsed (the database
// was out of reach) while nobody took the job takes it back.

const QUEUE = "lease-test";
const HEARTBEAT_SECONDS = 2;

/** pg-boss as job-runner.ts makes it, with a maintenance (supervision) pass every second. */
function bossOn(database: TestDatabase): PgBoss {
  const common = { schema: "pgboss", maintenanceIntervalSeconds: 1 };
  return database.pglite
    ? new PgBoss({ ...common, db: pgliteJobDb(database.pglite) })
    : new PgBoss({ ...common, connectionString: database.url ?? "", max: 3 });
}

describeEachDatabase("job heartbeat", ({ handle }) => {
  let boss: PgBoss | undefined;
  let workers: LeasedWorker[] = [];
  let supervisionPasses = () => 0;

  afterEach(async () => {
    for (const worker of workers) await worker.stop(1_000);
    workers = [];
    await boss?.stop({ graceful: false });
    boss = undefined;
  });

  async function started(): Promise<{ boss: PgBoss; terms: LeaseTerms }> {
    boss = bossOn(handle());
    boss.on("error", () => {});
    let passes = 0;
    boss.on("maintenance", () => {
      passes++;
    });
    supervisionPasses = () => passes;
    await boss.start();
    await boss.createQueue(QUEUE, { name: QUEUE, policy: "short" });
    const terms: LeaseTerms = {
      db: boss.getDb(),
      schema: "pgboss",
      heartbeatSeconds: HEARTBEAT_SECONDS,
      backstopSeconds: 3600,
      retryDelay: { firstSeconds: 1, maxSeconds: 60 },
    };
    return { boss, terms };
  }

  /** A job whose lease lapses after HEARTBEAT_SECONDS without a renewal. */
  async function queued(queue: PgBoss): Promise<string> {
    const id = await queue.send(QUEUE, {}, { expireInSeconds: HEARTBEAT_SECONDS, retryLimit: 5 });
    if (!id) throw new Error("no job queued");
    return id;
  }

  /** The job fetched by hand, as by a holder that then falls silent: that holder's claim. */
  async function claimedByHand(queue: PgBoss, id: string) {
    const [taken] = await queue.fetch<unknown>(QUEUE, { includeMetadata: true });
    if (!taken) throw new Error("no job fetched");
    return { queue: QUEUE, id, retryCount: taken.retryCount };
  }

  /** A leased worker on the queue, one job at a time, stopped after the test. */
  function startWorker(
    queue: PgBoss,
    terms: LeaseTerms,
    handle: (data: unknown, signal: AbortSignal) => Promise<{ done: boolean }>,
  ): void {
    workers.push(
      startLeasedWorker({
        boss: queue,
        terms,
        queue: QUEUE,
        concurrency: 1,
        pollingMs: 200,
        logger: createLogger("silent"),
        handle,
      }),
    );
  }

  async function jobRow(queue: PgBoss, id: string) {
    const job = await queue.getJobById<unknown>(QUEUE, id);
    return { state: job?.state, retryCount: job?.retryCount };
  }

  test("a renewed job stays with its worker across many supervision passes", async () => {
    const { boss, terms } = await started();
    const id = await queued(boss);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const signals: AbortSignal[] = [];
    startWorker(boss, terms, async (_data, signal) => {
      signals.push(signal);
      await released;
      return { done: true };
    });
    await waitFor("the worker to take the job", () => signals.length === 1, 10_000);
    // Passes a second apart over three heartbeats: without renewals the lease would have lapsed
    // and one of them retried the job.
    const before = supervisionPasses();
    await waitFor(
      "supervision passes",
      () => supervisionPasses() >= before + 3 * HEARTBEAT_SECONDS,
      20_000,
    );
    expect(await jobRow(boss, id)).toEqual({ state: "active", retryCount: 0 });
    expect(signals[0]?.aborted).toBe(false);
    release();
    await waitFor("completion", async () => (await jobRow(boss, id)).state === "completed", 5_000);
    expect(signals).toHaveLength(1);
  }, 30_000);

  test("a holder that stops renewing loses the job to another worker and its signal aborts", async () => {
    const { boss, terms } = await started();
    const id = await queued(boss);
    // The first holder takes the job and then falls silent, as a process cut off or killed.
    const firstClaim = await claimedByHand(boss, id);
    const runs: number[] = [];
    startWorker(boss, terms, async () => {
      runs.push(Date.now());
      return { done: true };
    });
    await waitFor("the other worker to finish the job", () => runs.length === 1, 20_000, 100);
    // The handler returns before pg-boss records the completion: wait for the row, not the run.
    await waitFor("completion", async () => (await jobRow(boss, id)).state === "completed", 5_000);
    expect(await jobRow(boss, id)).toEqual({ state: "completed", retryCount: 1 });
    // The silent holder's next renewal finds the job gone.
    expect(await renewLease(terms, firstClaim)).toBe(false);
    const held = holdClaim(terms, firstClaim, () => {});
    try {
      await waitFor("the old holder's signal to abort", () => held.signal.aborted, 5_000);
      expect(held.lost).toBe(true);
    } finally {
      held.release();
    }
  }, 40_000);

  test("a holder whose lease lapsed while nobody took the retry takes the job back and completes it", async () => {
    const { boss, terms } = await started();
    const id = await queued(boss);
    const claim = await claimedByHand(boss, id);
    // No renewal reaches the database (it restarts): supervision fails the job to a retry.
    await waitFor(
      "the lease to lapse",
      async () => (await jobRow(boss, id)).state === "retry",
      20_000,
      100,
    );
    // The holder, still working, reaches the database again before any worker took the retry.
    const held = holdClaim(terms, claim, () => {});
    try {
      await waitFor(
        "the claim to be taken back",
        async () => (await jobRow(boss, id)).state === "active",
        5_000,
      );
      expect(held.signal.aborted).toBe(false);
      expect(await jobRow(boss, id)).toEqual({ state: "active", retryCount: 0 });
      // Held again: no worker gets it, and the holder's completion counts.
      expect(await boss.fetch<unknown>(QUEUE)).toEqual([]);
      expect(await completeClaim(terms, claim, { done: true })).toBe(true);
      expect(await jobRow(boss, id)).toEqual({ state: "completed", retryCount: 0 });
    } finally {
      held.release();
    }
  }, 40_000);
});
