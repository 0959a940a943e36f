import bossPackage from "pg-boss/version.json";
import type { DatabaseHandle } from "../../db/client";
import type { Logger } from "../logger";

/**
 * Moves aside a pg-boss schema that a newer pg-boss made (until issue 15 the app ran pg-boss 12,
 * whose schema 46 the pinned pg-boss 10, schema 24, cannot read nor migrate down: it would run
 * its statements against tables it does not know). Renamed, not dropped: its jobs stay readable.
 * What is lost is only the queue itself: boot queues the interrupted research runs again (no job
 * holds them any more), and the renewal job is scheduled again.
 */
export async function setAsideNewerJobSchema(
  database: DatabaseHandle,
  schema: string,
  logger: Logger,
): Promise<void> {
  const version = await installedVersion(database, schema);
  if (version === null || version <= bossPackage.schema) return;
  const aside = `${schema}_v${version}_${Date.now()}`;
  try {
    await database.execute(`alter schema ${schema} rename to ${aside}`);
  } catch (err) {
    // Another instance booting at the same moment may have set it aside first.
    const now = await installedVersion(database, schema);
    if (now !== null && now > bossPackage.schema) throw err;
    return;
  }
  logger.warn(
    { schema, version, supported: bossPackage.schema, renamedTo: aside },
    "job schema of a newer pg-boss set aside; interrupted runs are queued again",
  );
}

/** The schema version pg-boss recorded, or null when it is not installed. */
async function installedVersion(database: DatabaseHandle, schema: string): Promise<number | null> {
  const [table] = (await database.execute(
    `select to_regclass('${schema}.version') as name`,
  )) as Array<{ name: string | null }>;
  if (!table?.name) return null;
  const [row] = (await database.execute(`select version from ${schema}.version`)) as Array<{
    version: number | string;
  }>;
  return row ? Number(row.version) : null;
}
