import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import { guardTransactions, isConnectionLost } from "../db/lost-connection";
import {
  createTestDatabase,
  isPostgresReachable,
  TEST_POSTGRES_URL,
  type TestDatabase,
} from "./helpers/database";

// The driver-level half of issue 16 point 11 (b): a transaction whose connection is terminated
// fails with a connection error the caller can catch, instead of ending the process
// (porsager/postgres#1208: the ROLLBACK written to the closed socket throws from a setImmediate).

describe("isConnectionLost", () => {
  test("connection errors, through wrappers, and only those", () => {
    expect(isConnectionLost(Object.assign(new Error("x"), { code: "CONNECTION_CLOSED" }))).toBe(
      true,
    );
    expect(isConnectionLost({ code: "57P01", severity: "FATAL" })).toBe(true);
    expect(isConnectionLost({ code: "55000", severity: "FATAL" })).toBe(true);
    const wrapped = new Error("Failed query", { cause: { code: "ECONNRESET" } });
    expect(isConnectionLost(wrapped)).toBe(true);
    expect(isConnectionLost({ code: "23505", severity: "ERROR" })).toBe(false);
    expect(isConnectionLost(new Error("boom"))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});

const postgresUp = await isPostgresReachable();

describe.skipIf(!postgresUp)("guarded transactions [postgres]", () => {
  let database: TestDatabase;
  let client: postgres.Sql;
  let admin: postgres.Sql;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    client = postgres(database.url ?? "", {
      max: 2,
      onnotice: () => {},
      connection: { application_name: "faults-guarded" },
    });
    guardTransactions(client);
    admin = postgres(TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
    await client`create table marks (id int primary key)`;
    process.on("uncaughtException", onUncaught);
  }, 60_000);

  afterAll(async () => {
    process.off("uncaughtException", onUncaught);
    await client?.end({ timeout: 1 });
    await admin?.end({ timeout: 5 });
    await database?.close();
  }, 30_000);

  test("a transaction whose connection is terminated rejects; the process and the pool go on", async () => {
    const transaction = client.begin(async (tx) => {
      await tx`insert into marks values (1)`;
      await tx`select pg_sleep(5)`;
    });
    const outcome = transaction.then(
      () => "committed",
      (error: unknown) => error,
    );
    // Wait until the transaction's statement runs, then cut its connection.
    const deadline = Date.now() + 5_000;
    let killed = 0;
    while (killed === 0 && Date.now() < deadline) {
      const rows = await admin`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'faults-guarded' and query like 'select pg_sleep%'`;
      killed = rows.length;
      if (killed === 0) await Bun.sleep(20);
    }
    expect(killed).toBe(1);
    const error = await outcome;
    expect(isConnectionLost(error)).toBe(true);
    // The deferred write would have thrown by now (it runs on the next turn of the loop).
    await Bun.sleep(100);
    expect(uncaught).toEqual([]);
    const [row] = await client`select count(*)::int as n from marks`;
    expect(row?.n).toBe(0);
  });

  test("other errors still roll back and reach the caller; commits still commit", async () => {
    const failed = client.begin(async (tx) => {
      await tx`insert into marks values (2)`;
      throw new Error("not this one");
    });
    await expect(failed).rejects.toThrow("not this one");
    await client.begin(async (tx) => {
      await tx`insert into marks values (3)`;
    });
    const rows = await client`select id from marks order by id`;
    expect(rows.map((row) => row.id)).toEqual([3]);
  });
});
