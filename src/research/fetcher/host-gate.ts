import postgres from "postgres";
import { CONNECT_TIMEOUT_SECONDS } from "../../../db/client";
import { isConnectionLost } from "../../../db/lost-connection";
import type { Logger } from "../../logger";

/**
 * Spacing of request starts per host across processes. The host limiter spaces one process's
 * requests; with several app instances on one database, each would otherwise keep its own
 * spacing and together read a site faster than its delay allows (bench/research-speed.ts
 * --projects showed starts 0 ms apart on one host).
 */
export interface HostGate {
  /** Resolves when a request to `host` may start: none started anywhere in the last `spacingMs`. */
  enter(host: string, spacingMs: number): Promise<void>;
}

/** A gate on a database client of its own, which its owner ends on shutdown. */
export interface ClosableGate extends HostGate {
  end(): Promise<void>;
}

// Advisory lock keys are (namespace, hash of the host): two hosts that share a hash only wait
// on each other a little more, which is harmless.
const LOCK_NAMESPACE = 0x45440001;
const POLL_MS = 50;
const HANDOFF_MARGIN_MS = 10;
// A lock held by a process that hangs must not stall every other instance's reads of a site.
const MAX_WAIT_FACTOR = 20;
/** After a failed gate query, how long requests keep to this process's own spacing. */
const SKIP_AFTER_FAILURE_MS = 1_000;

function hostKey(host: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < host.length; i++) {
    hash ^= host.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * The gate's own client: one connection, closed after a minute without requests so an idle gate
 * holds nothing; its owner ends it on shutdown.
 */
export function hostGateClient(url: string): postgres.Sql {
  return postgres(url, {
    max: 1,
    idle_timeout: 60,
    onnotice: () => {},
    connection: { application_name: "export-discovery-host-gate" },
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
  });
}

/**
 * The gate over Postgres session advisory locks, on a client of its own with one connection
 * (`max: 1`), so every lock and unlock goes to the same session:
 * a request start takes the host's lock and keeps it for the spacing, so another instance can
 * start on that host only after it. Within the process, starts on one host queue behind each
 * other (a session may take a lock it holds again, which would let them through). If the
 * database fails, requests go ahead with this process's own spacing, and it is logged.
 *
 * Not a connection reserved from the app's pool (`client.reserve()`): postgres.js 3.4.9 keeps
 * writing a reserved connection's queries to it after its socket closed (a Postgres restart), and
 * that deferred write throws from a setImmediate (`null is not an object (evaluating
 * 'socket.write')`, porsager/postgres#1208), which ends the process; releasing such a reservation
 * would also put the dead connection back into the app's pool. A plain client reconnects its
 * closed connection on the next query instead (the session's locks went with the old one).
 */
export function postgresHostGate(openClient: () => postgres.Sql, logger: Logger): ClosableGate {
  const tails = new Map<string, Promise<void>>();
  let client = openClient();
  let skipUntil = 0;

  /**
   * A gate query failed: requests go on with this process's own spacing for a moment rather
   * than each waiting on a database that does not answer, and a lost connection is replaced by
   * a new client. postgres.js 3.4.9 can leave a connection that the server closed during its
   * startup (a Postgres restart) failing every later connect in turn (porsager/postgres#1193);
   * the app's pool has other connections, but this client has one, and every read of a site
   * waited 5 s on it.
   */
  const failed = (on: postgres.Sql, err: unknown, what: string, host: string) => {
    logger.warn({ err, host }, what);
    skipUntil = Date.now() + SKIP_AFTER_FAILURE_MS;
    // Replaced once: a failure on a client already replaced (its ended connection) is not news.
    if (on !== client || !isConnectionLost(err)) return;
    client = openClient();
    void on.end({ timeout: 0 }).catch(() => {});
  };

  const lockFor = async (on: postgres.Sql, key: number, maxWaitMs: number): Promise<boolean> => {
    const giveUpAt = Date.now() + maxWaitMs;
    for (;;) {
      const [row] = await on`select pg_try_advisory_lock(${LOCK_NAMESPACE}, ${key}) as ok`;
      if (row?.ok) return true;
      if (Date.now() >= giveUpAt) return false;
      await Bun.sleep(POLL_MS);
    }
  };

  // The lock is a session's: it is released on the client that took it, even if a failure
  // elsewhere has replaced the gate's client since (a closed one released it with its session).
  const unlock = async (on: postgres.Sql, key: number) => {
    await on`select pg_advisory_unlock(${LOCK_NAMESPACE}, ${key})`;
  };

  return {
    async enter(host, spacingMs) {
      const behind = tails.get(host);
      const before = behind ?? Promise.resolve();
      let done = () => {};
      const mine = before.then(() => new Promise<void>((resolve) => (done = resolve)));
      tails.set(host, mine);
      await before;
      // Right after our own unlock, another instance polling for the host gets a turn first:
      // otherwise this process, trying at once, would keep the host to itself.
      if (behind) await Bun.sleep(POLL_MS + HANDOFF_MARGIN_MS);
      const key = hostKey(host);
      const on = client;
      const locked =
        Date.now() < skipUntil
          ? false
          : await lockFor(on, key, spacingMs * MAX_WAIT_FACTOR).catch((err: unknown) => {
              failed(on, err, "host gate unavailable; spacing this process only", host);
              return false;
            });
      setTimeout(() => {
        const release = locked ? unlock(on, key) : Promise.resolve();
        release
          .catch((err: unknown) => failed(on, err, "host gate unlock failed", host))
          .finally(() => {
            if (tails.get(host) === mine) tails.delete(host);
            done();
          });
      }, spacingMs);
    },
    end: () => client.end({ timeout: 5 }),
  };
}
