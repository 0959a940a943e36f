import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { MigrationMeta } from "drizzle-orm/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { Database, DatabaseHandle } from "./client";
import journal from "./migrations/meta/_journal.json" with { type: "json" };

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
  breakpoints: boolean;
}

/** Where the SQL of each migration comes from: the folder on disk, or files embedded in a binary. */
export type MigrationSqlReader = (tag: string) => string;

const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url));
let readSql: MigrationSqlReader = (tag) => readFileSync(join(migrationsDir, `${tag}.sql`), "utf8");

/** Used by the compiled binary, whose migrations are embedded rather than on disk. */
export function useMigrationSqlReader(reader: MigrationSqlReader): void {
  readSql = reader;
}

/** The committed migrations, in order, in the shape drizzle's migrator expects. */
export function loadMigrations(): MigrationMeta[] {
  return (journal.entries as JournalEntry[]).map((entry) => {
    const text = readSql(entry.tag);
    return {
      sql: text.split("--> statement-breakpoint"),
      bps: entry.breakpoints,
      folderMillis: entry.when,
      hash: createHash("sha256").update(text).digest("hex"),
    };
  });
}

// drizzle's per-driver `migrate()` only reads a folder; the dialect method it wraps takes the
// migrations directly, which lets the binary run embedded ones.
interface MigratableDatabase {
  dialect: { migrate(m: MigrationMeta[], session: unknown, cfg: object): Promise<void> };
  session: unknown;
}

async function applyMigrations(db: Database, migrations: MigrationMeta[]): Promise<void> {
  const internal = db as unknown as MigratableDatabase;
  await internal.dialect.migrate(migrations, internal.session, { migrationsFolder: "" });
}

const MIGRATION_LOCK_KEY = 727_411_001;

/**
 * Applies every pending migration. On Postgres an advisory lock serializes app instances that
 * boot at the same moment, so only one of them runs the DDL.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrations = loadMigrations();
  if (!handle.url) return applyMigrations(handle.db, migrations);
  // One connection only, so the session-level lock and drizzle's migration transaction share it.
  const conn = postgres(handle.url, { max: 1, onnotice: () => {} });
  try {
    await conn`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await applyMigrations(drizzlePostgres({ client: conn }) as unknown as Database, migrations);
    await conn`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await conn.end({ timeout: 5 });
  }
}

/** How many migrations the code ships and how many the database has applied. */
export async function migrationStatus(
  handle: DatabaseHandle,
): Promise<{ expected: number; applied: number }> {
  const expected = journal.entries.length;
  try {
    const rows = await handle.execute(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    const first = rows[0] as { n?: number } | undefined;
    return { expected, applied: Number(first?.n ?? 0) };
  } catch {
    return { expected, applied: 0 };
  }
}
