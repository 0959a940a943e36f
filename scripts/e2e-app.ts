import { cpSync, existsSync, mkdirSync, renameSync } from "node:fs";
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

/** How long a server waits for the template another process is making. */
const TEMPLATE_WAIT_MS = 120_000;

/**
 * Makes the template unless it exists or another process is making it (its lock folder), in which
 * case it waits for that one. Made in a folder of its own and renamed into place, so a half-made
 * template is never copied.
 */
async function ensureTemplate(template: string): Promise<void> {
  if (existsSync(template)) return;
  try {
    mkdirSync(`${template}.lock`);
  } catch {
    const deadline = Date.now() + TEMPLATE_WAIT_MS;
    while (!existsSync(template)) {
      if (Date.now() > deadline) throw new Error(`no database template at ${template} in time`);
      await Bun.sleep(100);
    }
    return;
  }
  const building = `${template}.building`;
  const database = await openDatabase({ dataDir: building });
  await migrateDatabase(database);
  await seedPlans(database.db);
  await database.close();
  renameSync(building, template);
}

const template = process.env.E2E_PGLITE_TEMPLATE;
const dataDir = process.env.DATA_DIR;
if (template && process.argv.includes("--template-only")) {
  // playwright.config.ts starts this while the Auth emulator boots, so that initdb runs on the
  // other core instead of in the first app's start.
  await ensureTemplate(template);
  process.exit(0);
}
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
