import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/*
 * The unit suite runs as several `bun test` processes at once, each on its own share of the test
 * files. Most of the suite's time is spent waiting (app processes starting, Postgres, the Auth
 * emulator, timers of the fault tests), so two processes on a 2-core machine finish in little
 * more than half the time of one. Files are shared out by how long each took in a recorded run
 * (tests/unit-weights.json, refreshed by `bun scripts/unit-weights.ts` from the JUnit reports
 * the test script leaves in test-results/): longest first, each onto the lightest shard. Tests
 * need no change to run this way: every test database and Auth emulator is per process already.
 */

export const WEIGHTS_FILE = "tests/unit-weights.json";

/** A file no run has timed yet counts as this many seconds: about a typical integration file. */
const UNKNOWN_FILE_SECONDS = 3;

/** Every bun test file under tests/, as `./tests/...` (a bare name would be read as a filter). */
export function unitTestFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "fixtures") walk(path);
      } else if (entry.name.endsWith(".test.ts")) {
        files.push(`./${relative(root, path).split("\\").join("/")}`);
      }
    }
  };
  walk(join(root, "tests"));
  return files.sort();
}

/** Recorded seconds per file (keys without the leading `./`); empty when none were recorded. */
export function readWeights(root: string): Record<string, number> {
  const path = join(root, WEIGHTS_FILE);
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, "utf8")) as Record<string, number>;
}

/**
 * Splits files into `count` shards of about equal recorded time: the longest file first, each
 * onto the shard with the least time so far. Deterministic, so a shard can be rerun alone.
 */
export function shardFiles(
  files: readonly string[],
  weights: Readonly<Record<string, number>>,
  count: number,
): string[][] {
  const weightOf = (file: string) => weights[file.replace(/^\.\//, "")] ?? UNKNOWN_FILE_SECONDS;
  const shards = Array.from({ length: Math.max(1, count) }, () => ({
    files: [] as string[],
    seconds: 0,
  }));
  const longestFirst = [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    lightest.files.push(file);
    lightest.seconds += weightOf(file);
  }
  return shards.map((shard) => shard.files.sort()).filter((files) => files.length > 0);
}

/** Seconds per test file from a bun JUnit report (its top-level `<testsuite file=… time=…>`). */
export function weightsFromJunit(xml: string): Record<string, number> {
  const weights: Record<string, number> = {};
  for (const match of xml.matchAll(
    /^ {2}<testsuite name="[^"]*" file="([^"]+)"[^>]*? time="([\d.]+)"/gm,
  )) {
    const [, file, seconds] = match;
    if (file && seconds) weights[file] = Math.round(Number(seconds) * 10) / 10;
  }
  return weights;
}
