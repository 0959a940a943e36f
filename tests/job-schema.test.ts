import { expect, test } from "bun:test";
import { systemClock } from "../src/billing/clock";
import { startJobs } from "../src/jobs/job-runner";
import { createLogger } from "../src/logger";
import { describeEachDatabase } from "./helpers/database";

// Databases that ran the app before issue 15 hold pg-boss 12's schema (version 46), which the
// pinned pg-boss 10 (schema 24) would run its statements against without migrating.

describeEachDatabase("a newer pg-boss schema", ({ handle }) => {
  test("is renamed aside at start; the queue is created anew and works", async () => {
    const database = handle();
    await database.execute(
      "create schema pgboss; create table pgboss.version (version int primary key); insert into pgboss.version values (46)",
    );
    const jobs = await startJobs({ database, logger: createLogger("silent"), clock: systemClock });
    try {
      const aside = await database.execute(
        "select nspname from pg_namespace where nspname like 'pgboss_v46_%'",
      );
      expect(aside).toHaveLength(1);
      const [row] = (await database.execute("select version from pgboss.version")) as Array<{
        version: number;
      }>;
      expect(Number(row?.version)).toBe(24);
      await jobs.enqueueResearch(1);
      const queued = await database.execute(
        "select state from pgboss.job where name = 'research-run' and singleton_key = 'project-1'",
      );
      expect(queued).toEqual([{ state: "created" }]);
    } finally {
      await jobs.stop();
    }
  }, 60_000);
});
