import { loadConfig } from "../src/env";
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { seedPlans } from "./seed";

// `bun db/setup.ts migrate|seed`: the db:migrate and db:seed scripts.
const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: bun db/setup.ts migrate|seed");
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(handle);
  if (command === "seed") await seedPlans(handle.db);
  console.warn(`${command}: done on ${handle.kind}`);
} finally {
  await handle.close();
}
