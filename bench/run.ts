import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm run bench [name ...] [-- --flag ...]`: runs the named benchmarks (file names in bench/
 * without .ts), or all of them, one process each so one's memory figures never include another's.
 * Arguments from the first one that starts with "-" on are passed to every benchmark run, e.g.
 * `npm run bench research-quality -- --corpus DIR`. Benchmarks print figures; nothing here asserts.
 */
const dir = fileURLToPath(new URL(".", import.meta.url));
const all = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && f !== "run.ts")
  .map((f) => f.slice(0, -3))
  .sort();
const args = process.argv.slice(2);
const firstFlag = args.findIndex((a) => a.startsWith("-"));
const wanted = firstFlag === -1 ? args : args.slice(0, firstFlag);
const passed = firstFlag === -1 ? [] : args.slice(firstFlag);
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(", ")}; known: ${all.join(", ")}`);
  process.exit(2);
}
let failed = 0;
for (const name of wanted.length > 0 ? wanted : all) {
  process.stdout.write(`\n=== bench/${name} ===\n`);
  const proc = Bun.spawn([process.execPath, join(dir, `${name}.ts`), ...passed], {
    stdout: "inherit",
    stderr: "inherit",
  });
  if ((await proc.exited) !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
