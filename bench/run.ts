import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm run bench [name ...]`: runs the named benchmarks (file names in bench/ without .ts), or
 * all of them, one process each so one's memory figures never include another's. Benchmarks
 * print figures; nothing here asserts.
 */
const dir = fileURLToPath(new URL(".", import.meta.url));
const all = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && f !== "run.ts")
  .map((f) => f.slice(0, -3))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(", ")}; known: ${all.join(", ")}`);
  process.exit(2);
}
let failed = 0;
for (const name of wanted.length > 0 ? wanted : all) {
  process.stdout.write(`\n=== bench/${name} ===\n`);
  const proc = Bun.spawn([process.execPath, join(dir, `${name}.ts`)], {
    stdout: "inherit",
    stderr: "inherit",
  });
  if ((await proc.exited) !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
