import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { WEIGHTS_FILE, weightsFromJunit } from "./unit-shards.ts";

/*
 * `bun scripts/unit-weights.ts`: records how long each unit test file took in the last
 * `npm test` (its JUnit reports in test-results/unit-*.xml) into tests/unit-weights.json, which
 * the test script uses to share the files out between its parallel `bun test` processes. Rerun
 * it and commit the file when the suite's slow files change; a stale file only unbalances shards.
 */

const root = fileURLToPath(new URL("../", import.meta.url));
const results = join(root, "test-results");
const weights: Record<string, number> = {};
for (const name of readdirSync(results).filter((n) => /^unit-\d+\.xml$/.test(n))) {
  Object.assign(weights, weightsFromJunit(readFileSync(join(results, name), "utf8")));
}
const sorted = Object.fromEntries(Object.entries(weights).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(root, WEIGHTS_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
const total = Object.values(sorted).reduce((sum, s) => sum + s, 0);
process.stdout.write(
  `${Object.keys(sorted).length} files, ${total.toFixed(0)} s in all → ${WEIGHTS_FILE}\n`,
);
