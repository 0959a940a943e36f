import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedPlans } from "../db/seed";

/*
 * The app as the e2e suite runs it (playwright.config.ts, tests/e2e/helpers/own-app-server.ts):
 * `bun src/server.ts`, but a new PGlite database starts as a copy of a template made once per
 * e2e run (E2E_PGLITE_TEMPLATE). PGlite's first open of an empty folder runs initdb, 8-16 s of
 * CPU on a two-core machine, which every server of the suite paid before (four per run); a copy
 * of a closed, migrated and seeded database folder takes a fraction of a second, and the boot's
 * own migrations and seed then find nothing to do. A folder that holds a database already (a
 * restart) is opened as it is. Without E2E_PGLITE_TEMPLATE this is `bun src/server.ts`.
 */

/** Makes the template unless it exists; a folder renamed into place, so a half-made one is never read. */
async function ensureTemplate(template: string): Promise<void> {
  if (existsSync(template)) return;
  const building = mkdtempSync(`${template}-building-`);
  const database = await openDatabase({ dataDir: building });
  await migrateDatabase(database);
  await seedPlans(database.db);
  await database.close();
  try {
    renameSync(building, template);
  } catch (err) {
    // Another server made it first: theirs is as good as ours.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(template)) throw err;
  }
}

const template = process.env.E2E_PGLITE_TEMPLATE;
const dataDir = process.env.DATA_DIR;
if (template && dataDir) {
  // src/server.ts keeps its PGlite database in DATA_DIR/pglite.
  const target = join(dataDir, "pglite");
  if (!existsSync(target)) {
    await ensureTemplate(template);
    cpSync(template, target, { recursive: true });
  }
}

const { main } = await import("../src/server.ts");
await main();
