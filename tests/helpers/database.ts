import { afterAll, beforeAll, describe } from "bun:test";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { type DatabaseHandle, type DatabaseKind, openDatabase, wrapPglite } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { seedPlans } from "../../db/seed";

/** Where the real-Postgres test databases are created; CI starts this server. */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

let postgresReachable: Promise<boolean> | undefined;

/** Whether the test Postgres answers; in CI its absence is a failure, elsewhere a loud skip. */
export function isPostgresReachable(): Promise<boolean> {
  postgresReachable ??= (async () => {
    const admin = postgres(TEST_POSTGRES_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
    try {
      await admin`select 1`;
      return true;
    } catch {
      if (process.env.CI === "true") throw new Error(`CI needs Postgres at ${TEST_POSTGRES_URL}`);
      console.warn(
        `\n! Postgres not reachable at ${TEST_POSTGRES_URL}: Postgres variants skipped\n`,
      );
      return false;
    } finally {
      await admin.end({ timeout: 1 });
    }
  })();
  return postgresReachable;
}

export interface TestDatabase extends DatabaseHandle {
  /** The connection string (Postgres only), for tests that start a second process. */
  url?: string;
}

// A migrated PGlite, dumped once per test process and loaded for each test database: loading a
// dump is several times faster than replaying migrations.
let pgliteTemplate: Promise<File | Blob> | undefined;

async function freshPglite(): Promise<TestDatabase> {
  pgliteTemplate ??= (async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    await migrateDatabase(handle);
    await seedPlans(handle.db);
    const dump = await handle.pglite?.dumpDataDir("none");
    await handle.close();
    if (!dump) throw new Error("PGlite handle without its instance");
    return dump;
  })();
  return wrapPglite(await PGlite.create({ loadDataDir: await pgliteTemplate }));
}

async function freshPostgres(): Promise<TestDatabase> {
  const name = `exd_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: "", maxConnections: 5 });
  await migrateDatabase(handle);
  await seedPlans(handle.db);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** A new, migrated and seeded database of the given kind; `close()` removes it. */
export function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return kind === "pglite" ? freshPglite() : freshPostgres();
}

export interface DatabaseSuite {
  kind: DatabaseKind;
  /** The suite's database; valid inside tests and hooks. */
  handle(): TestDatabase;
}

/**
 * Runs the same suite against a fresh PGlite and a fresh real Postgres database, so every
 * integration test proves both drivers. Each suite gets its own database for the whole block.
 */
export function describeEachDatabase(name: string, body: (suite: DatabaseSuite) => void): void {
  for (const kind of ["pglite", "postgres"] as const) {
    describe(`${name} [${kind}]`, () => {
      let current: TestDatabase | undefined;
      let skip = false;
      beforeAll(async () => {
        if (kind === "postgres" && !(await isPostgresReachable())) {
          skip = true;
          return;
        }
        current = await createTestDatabase(kind);
        // Explicit: bun applies the preload's default timeout to the first file only, and the
        // first PGlite initdb of a process can take tens of seconds on a busy 2-core machine.
      }, 120_000);
      afterAll(async () => {
        await current?.close();
      }, 60_000);
      body({
        kind,
        handle: () => {
          if (skip) throw new Error("Postgres unavailable (skipped outside CI)");
          if (!current) throw new Error("database not ready");
          return current;
        },
      });
    });
  }
}

export interface TwoInstances {
  /** The test database, as instance A opens it. */
  first(): TestDatabase;
  /** Instance B's own pool on the same Postgres, so its own kept sessions and caches. */
  second(): DatabaseHandle;
}

/** A suite of two app instances on one Postgres; skipped (loudly) when Postgres is not reachable. */
export async function describeTwoInstances(
  name: string,
  body: (instances: TwoInstances) => void,
): Promise<void> {
  const postgresUp = await isPostgresReachable();
  describe.skipIf(!postgresUp)(`${name} [postgres]`, () => {
    let database: TestDatabase | undefined;
    let second: DatabaseHandle | undefined;
    beforeAll(async () => {
      database = await createTestDatabase("postgres");
      if (!database.url) throw new Error("no Postgres URL");
      second = await openDatabase({ url: database.url, dataDir: "", maxConnections: 2 });
    }, 120_000);
    afterAll(async () => {
      await second?.close();
      await database?.close();
    });
    const ready = <T>(value: T | undefined) => {
      if (!value) throw new Error("databases not ready");
      return value;
    };
    body({ first: () => ready(database), second: () => ready(second) });
  });
}
