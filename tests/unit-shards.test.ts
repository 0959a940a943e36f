import { describe, expect, test } from "bun:test";
import { fileURLToPath } from "node:url";
import { shardFiles, unitTestFiles, weightsFromJunit } from "../scripts/unit-shards.ts";

const root = fileURLToPath(new URL("../", import.meta.url));

describe("the unit suite's shards", () => {
  test("every test file lands in exactly one shard, as a path bun will not read as a filter", () => {
    const files = unitTestFiles(root);
    expect(files).toContain("./tests/unit-shards.test.ts");
    expect(files.every((f) => f.startsWith("./tests/") && f.endsWith(".test.ts"))).toBe(true);
    const shards = shardFiles(files, {}, 3);
    expect(shards.flat().sort()).toEqual(files);
    expect(new Set(shards.flat()).size).toBe(files.length);
  });

  test("recorded times are balanced: the longest files go to different shards", () => {
    const weights = { "tests/a.test.ts": 80, "tests/b.test.ts": 70, "tests/c.test.ts": 5 };
    const files = [
      "./tests/a.test.ts",
      "./tests/b.test.ts",
      "./tests/c.test.ts",
      "./tests/d.test.ts",
    ];
    const shards = shardFiles(files, weights, 2);
    expect(shards).toEqual([
      ["./tests/a.test.ts"],
      ["./tests/b.test.ts", "./tests/c.test.ts", "./tests/d.test.ts"],
    ]);
  });

  test("one shard, or more shards than files, still runs every file once", () => {
    const files = ["./tests/a.test.ts", "./tests/b.test.ts"];
    expect(shardFiles(files, {}, 1)).toEqual([files]);
    expect(shardFiles(files, {}, 5).flat().sort()).toEqual(files);
  });

  test("per-file seconds are read from bun's JUnit report, not from its nested describes", () => {
    const xml = [
      '<testsuites name="bun test" tests="3" time="2.5">',
      '  <testsuite name="tests/a.test.ts" file="tests/a.test.ts" tests="2" assertions="2" failures="0" skipped="0" time="2.25" hostname="vm">',
      '    <testsuite name="inner" file="tests/a.test.ts" line="3" tests="2" time="1.0" hostname="vm">',
      "    </testsuite>",
      "  </testsuite>",
      '  <testsuite name="tests/b.test.ts" file="tests/b.test.ts" tests="1" assertions="1" failures="0" skipped="0" time="0.04" hostname="vm">',
      "  </testsuite>",
      "</testsuites>",
    ].join("\n");
    expect(weightsFromJunit(xml)).toEqual({ "tests/a.test.ts": 2.3, "tests/b.test.ts": 0 });
  });
});
