import { afterAll, beforeAll } from "bun:test";
import { createTestApp } from "./app";
import { createTestDatabase, type TestDatabase } from "./database";

/*
 * What the spec-details-* test files share: one PGlite database per file and the test app over
 * it, and what a lost session's answers carry.
 */

/** Opens the file's database before its tests (handing it to `use`); returns the app over it. */
export function specDetailsApp(use: (database: TestDatabase) => void) {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    use(database);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
  return () => createTestApp(database).app;
}

export const sameOrigin = { "sec-fetch-site": "same-origin" };
export const UNAUTHORIZED = {
  title: "Unauthorized",
  description: "You are logged out. Logging in again...",
};
