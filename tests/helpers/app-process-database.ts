import { afterAll, afterEach, beforeAll } from "bun:test";
import { stopAllAppProcesses } from "./app-process";
import { createTestDatabase, type TestDatabase } from "./database";

/**
 * A Postgres database for the app processes a describe block spawns (the kill -9 tests): made
 * before its tests, dropped after them. Each test's processes end with the test: a survivor
 * would take the next test's job. Call inside the describe; read the database in the tests.
 */
export function postgresForAppProcesses(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  }, 60_000);
  afterEach(() => stopAllAppProcesses(), 30_000);
  afterAll(async () => {
    await stopAllAppProcesses();
    await database?.close();
  }, 30_000);
  return () => {
    if (!database) throw new Error("the test database is made in beforeAll");
    return database;
  };
}
