import type postgres from "postgres";

/*
 * postgres.js 3.4.9 ends the process when the connection under a transaction dies (a Postgres
 * restart, pg_terminate_backend, a proxy dropping it): `begin()` answers the failed statement
 * with a ROLLBACK written to the dead connection, whose deferred write dereferences the closed
 * socket (`TypeError: null is not an object (evaluating 'socket.write')`, thrown from a
 * setImmediate, so nobody can catch it). Upstream: porsager/postgres#1208, fix pending in #1209.
 *
 * `begin()` itself already rejects when its connection closes. So when a statement fails
 * because the connection is gone, the transaction callback is kept from settling: no ROLLBACK
 * is written, and the caller gets `begin()`'s own rejection (the connection's close error). A
 * callback error that turns out not to come with a closed connection is passed on as usual.
 */

/** Error codes that mean the connection is gone: postgres.js's own, the socket's, Postgres's. */
const CONNECTION_GONE = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "57P01", // admin_shutdown: pg_terminate_backend, a fast shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up
]);

/** How long a transaction waits for its connection's close before treating an error as usual. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Whether an error says that the database connection was lost (not that a statement failed),
 * looking through the wrappers (drizzle's DrizzleQueryError keeps the driver's error as `cause`).
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, cause, severity } = e as { code?: unknown; cause?: unknown; severity?: unknown };
    if (typeof code === "string" && CONNECTION_GONE.has(code)) return true;
    // A FATAL error ends the session (a database refusing connections while it restarts).
    if (severity === "FATAL" || severity === "PANIC") return true;
    e = cause;
  }
  return false;
}

type Begin = (options: string, fn: (sql: postgres.TransactionSql) => unknown) => Promise<unknown>;

/** Makes the client's transactions survive their connection dying (see above). */
export function guardTransactions(client: postgres.Sql): void {
  const original = client.begin.bind(client) as unknown as Begin;
  const guarded: Begin = (options, fn) => {
    if (typeof options === "function") return guarded("", options);
    let settled = false;
    const transaction = original(options, async (sql) => {
      try {
        return await fn(sql);
      } catch (error) {
        if (!isConnectionLost(error)) throw error;
        // begin() rejects on its own once the close arrives; only if it does not, rethrow.
        await Bun.sleep(CLOSE_GRACE_MS);
        if (settled) await new Promise<never>(() => {});
        throw error;
      }
    });
    return transaction.finally(() => {
      settled = true;
    });
  };
  (client as unknown as { begin: Begin }).begin = guarded;
}
