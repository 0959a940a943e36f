import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { parseConfig } from "../src/env.ts";
import { sandboxCorpusFromConfig } from "../src/research-setup.ts";

const HAND_CORPUS = join(import.meta.dir, "fixtures", "hand-corpus");
const config = (env: Record<string, string>) =>
  parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SANDBOX_COMPANIES: "40",
    SANDBOX_SEGMENT_MIN: "0",
    ...env,
  });

describe("the sandbox web a configuration serves", () => {
  test("no corpus folder: the generated web (built by the sandbox itself)", async () => {
    expect(await sandboxCorpusFromConfig(config({}))).toBeUndefined();
  });

  test("a corpus folder alone, or beside the generated web", async () => {
    const alone = await sandboxCorpusFromConfig(config({ SANDBOX_CORPUS_DIR: HAND_CORPUS }));
    expect(alone?.sites.map((s) => s.domain)).toContain("hoffmann-pumpen-de.test");
    expect(alone?.companies).toHaveLength(8);
    const beside = await sandboxCorpusFromConfig(
      config({ SANDBOX_CORPUS_DIR: HAND_CORPUS, SANDBOX_CORPUS_BESIDE_GENERATED: "true" }),
    );
    expect(beside?.companies.length).toBe(8 + 40);
    expect(beside?.sites.map((s) => s.domain)).toContain("hoffmann-pumpen-de.test");
  });

  test("a missing folder fails at start with the folder named", async () => {
    await expect(
      sandboxCorpusFromConfig(config({ SANDBOX_CORPUS_DIR: "/nonexistent/corpus" })),
    ).rejects.toThrow("/nonexistent/corpus");
  });
});
