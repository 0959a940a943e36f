import { describe, expect, test } from "bun:test";
import pkg from "../package.json";
import lock from "../package-lock.json";

// Issue 15 point 10: `npm install` on the Node the README names prints no EBADENGINE. The README
// points to package.json's engines range; this holds every locked package to it, so a bump that
// needs a newer Node fails here rather than as a warning scrolling by in a newcomer's install.

/** The lowest Node of each alternative of a range: "^20.19.0 || ^22.13.0" → 20.19.0, 22.13.0. */
function lowestVersions(range: string): string[] {
  return range.split("||").map((part) => {
    const version = part.trim().match(/\d+\.\d+\.\d+/)?.[0];
    if (!version) throw new Error(`no version in "${part}"`);
    return version;
  });
}

describe("Node versions", () => {
  const range = pkg.engines.node;
  const packages = Object.entries(lock.packages as Record<string, { engines?: unknown }>);

  test("the lockfile records package.json's range", () => {
    expect((lock.packages[""] as { engines?: { node?: string } }).engines?.node).toBe(range);
  });

  for (const node of lowestVersions(range)) {
    test(`every locked package accepts Node ${node}`, () => {
      const refusing = packages
        .map(([path, entry]) => {
          const engines = entry.engines as { node?: string } | string[] | undefined;
          // Old packages wrote engines as an array, which npm ignores.
          const wanted = Array.isArray(engines) ? undefined : engines?.node;
          return { path, wanted };
        })
        .filter(({ wanted }) => wanted !== undefined && !Bun.semver.satisfies(node, wanted))
        .map(({ path, wanted }) => `${path.replace(/^.*node_modules\//, "")} wants ${wanted}`);
      expect(refusing).toEqual([]);
    });
  }
});
