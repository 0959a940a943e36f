import type { PGlite } from "@electric-sql/pglite";

/** What pg-boss asks of a database it does not connect to itself (its `db` option). */
export interface JobDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss over the app's PGlite: PGlite is one connection inside this process, so pg-boss cannot
 * open a pool of its own and goes through this instead.
 */
export function pgliteJobDb(pglite: PGlite): JobDb {
  return {
    async executeSql(text, values) {
      try {
        if (values && values.length > 0) {
          const result = await pglite.query(text, values);
          return { rows: result.rows };
        }
        // Unparameterised text may be several statements (schema creation, the locked
        // BEGIN ... COMMIT maintenance blocks), which only `exec` runs; node-postgres answers such
        // text with every statement's rows, so the rows are joined the same way.
        const results = await pglite.exec(text);
        return { rows: results.flatMap((result) => result.rows) };
      } catch (err) {
        // A pool would hand the next statement a fresh connection; PGlite's only one would stay
        // in the failed transaction and refuse every later statement, the app's included.
        await pglite.query("ROLLBACK").catch(() => {});
        throw err;
      }
    },
  };
}
