import type { Database } from "../../db/client";

/**
 * A query built once per database handle and reused: drizzle then skips rebuilding the SQL on
 * every call, and the driver keeps one server-side prepared statement for it. For the hot read
 * paths (the session behind every request, the results the research page polls).
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
