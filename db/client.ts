import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { guardTransactions } from "./lost-connection";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Raw SQL for the few places drizzle cannot express (LISTEN/NOTIFY, readiness probes). */
  execute(query: string): Promise<unknown[]>;
  /** The postgres.js client, when the database is Postgres (for reserved connections). */
  postgres?: postgres.Sql;
  /** The connection string, when the database is Postgres. */
  url?: string;
  /** The PGlite instance, when the database is embedded. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it an embedded PGlite database is used. */
  url?: string;
  /** Folder of the PGlite database, or "memory://" for a throwaway one. */
  dataDir: string;
  /** Connection pool size for Postgres. */
  maxConnections?: number;
}

/** Opens Postgres when a URL is given, PGlite in `dataDir` otherwise. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.maxConnections ?? 10);
  return openPglite(options.dataDir);
}

/**
 * Seconds to open a connection, for every postgres.js client of the app (the pool, the live
 * fan-out's, the host gate's): ample for a database across a network, short of a stall. A
 * connection that does not open in this time is given up and tried again, instead of holding the
 * queries queued on it for postgres.js's default 30 s. Seen after a Postgres restart: one connect
 * hung while the server was refusing connections, and the run waited on it long after the
 * database was back (tests/faults-pg-restart.test.ts). postgres.js 3.4.9 reconnects at once,
 * without end, when the server closes a connection during its startup (porsager/postgres#1193,
 * fix pending in #1214); the connect timeout is what ends that loop.
 */
export const CONNECT_TIMEOUT_SECONDS = 5;

function openPostgres(url: string, max: number): DatabaseHandle {
  const client = postgres(url, {
    max,
    onnotice: () => {},
    connection: { application_name: "export-discovery" },
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
  });
  guardTransactions(client);
  const db = drizzlePostgres({ client, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    postgres: client,
    url,
    execute: async (query) => Array.from(await client.unsafe(query)),
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(dataDir));
}

/** A handle over an already created PGlite instance (tests load theirs from a dump). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    execute: async (query) => (await client.exec(query)).at(-1)?.rows ?? [],
    close: () => client.close(),
  };
}

/** Throws unless the database answers a trivial query. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
