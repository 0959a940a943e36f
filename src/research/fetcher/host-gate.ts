import type postgres from "postgres";
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

// Advisory lock keys are (namespace, hash of the host): two hosts that share a hash only wait
// on each other a little more, which is harmless.
const LOCK_NAMESPACE = 0x45440001;
const POLL_MS = 50;
const HANDOFF_MARGIN_MS = 10;
// A lock held by a process that hangs must not stall every other instance's reads of a site.
const MAX_WAIT_FACTOR = 20;

function hostKey(host: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < host.length; i++) {
    hash ^= host.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * The gate over Postgres session advisory locks, on one connection reserved from the app's pool
 * while requests are under way:
 * a request start takes the host's lock and keeps it for the spacing, so another instance can
 * start on that host only after it. Within the process, starts on one host queue behind each
 * other (a session may take a lock it holds again, which would let them through). If the
 * database fails, requests go ahead with this process's own spacing, and it is logged.
 */
export function postgresHostGate(client: postgres.Sql, logger: Logger): HostGate {
  let connection: Promise<postgres.ReservedSql> | undefined;
  // Requests between taking their turn and giving it back: the connection is held only while
  // there are any, so an idle gate keeps nothing from the pool (nor holds up its shutdown).
  let users = 0;
  const tails = new Map<string, Promise<void>>();

  const reserved = () => {
    connection ??= client.reserve();
    return connection;
  };
  const letGo = () => {
    users--;
    if (users > 0 || !connection) return;
    const idle = connection;
    connection = undefined;
    void idle.then((sql) => sql.release()).catch(() => {});
  };

  const lockFor = async (key: number, maxWaitMs: number): Promise<boolean> => {
    const sql = await reserved();
    const giveUpAt = Date.now() + maxWaitMs;
    for (;;) {
      const [row] = await sql`select pg_try_advisory_lock(${LOCK_NAMESPACE}, ${key}) as ok`;
      if (row?.ok) return true;
      if (Date.now() >= giveUpAt) return false;
      await Bun.sleep(POLL_MS);
    }
  };

  const unlock = async (key: number) => {
    const sql = await reserved();
    await sql`select pg_advisory_unlock(${LOCK_NAMESPACE}, ${key})`;
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
      users++;
      const locked = await lockFor(key, spacingMs * MAX_WAIT_FACTOR).catch((err: unknown) => {
        logger.warn({ err, host }, "host gate unavailable; spacing this process only");
        return false;
      });
      setTimeout(() => {
        const release = locked ? unlock(key) : Promise.resolve();
        release
          .catch((err: unknown) => logger.warn({ err, host }, "host gate unlock failed"))
          .finally(() => {
            letGo();
            if (tails.get(host) === mine) tails.delete(host);
            done();
          });
      }, spacingMs);
    },
  };
}
