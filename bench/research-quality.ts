import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { benchmarkProfiles } from "../src/sandbox/benchmark-profiles.ts";
import { type BenchModel, openAiBenchModel, rulesBenchModel } from "./lib/bench-model.ts";
import {
  type BenchmarkCorpus,
  folderBenchmark,
  generatedBenchmark,
  MAX_COMPANY_COUNT,
  untilExhausted,
} from "./lib/benchmark-cases.ts";
import {
  DEFINITIONS,
  profileBlock,
  type ScoredRun,
  tokensByTaskBlock,
  totalBlock,
} from "./lib/quality-report.ts";
import { runAndScore, startScoring } from "./lib/score-run.ts";

/**
 * `bun bench/research-quality.ts [--corpus DIR] [--openai] [--profile-count]`: runs every
 * research profile of a corpus through the real engine and scores what it accepted and the
 * contacts it shows against the corpus's ground truth. Without --corpus: the generated sandbox
 * web (seed 1, 3000 companies) and the benchmark profiles; with it, a corpus folder and its
 * profiles.json. --openai runs the openai adapter (the configured server if OPENAI_API_KEY is set,
 * else the rules-backed stand-in, so tokens are measured). Each profile's target is raised to 50
 * so that a run goes on until candidates run out; --profile-count keeps the profile's own.
 * Prints figures; never fails on them.
 */
const print = (line = "") => process.stdout.write(`${line}\n`);
const { values } = parseArgs({
  options: {
    corpus: { type: "string" },
    openai: { type: "boolean", default: false },
    "profile-count": { type: "boolean", default: false },
  },
});

const bench: BenchmarkCorpus = values.corpus
  ? await folderBenchmark(resolve(values.corpus)).catch((error: Error) => {
      console.error(error.message);
      process.exit(2);
    })
  : generatedBenchmark({ seed: 1, companies: 3000 }, benchmarkProfiles);
const model: BenchModel = values.openai ? openAiBenchModel(process.env) : rulesBenchModel();
const setup = startScoring(bench.corpus, model.model);

print(`corpus: ${bench.label}; ${bench.cases.length} profiles`);
print(`model: ${model.name}`);
print(
  values["profile-count"]
    ? "target: each profile's own companyCount"
    : `target: companyCount ${MAX_COMPANY_COUNT} for every profile (runs until candidates run out)`,
);
print();
for (const line of DEFINITIONS) print(`  ${line}`);
print();

const runs: ScoredRun[] = [];
try {
  for (const testCase of bench.cases) {
    const profile = values["profile-count"] ? testCase.profile : untilExhausted(testCase.profile);
    const scored = await runAndScore(setup, { ...testCase, profile });
    runs.push(scored);
    for (const line of profileBlock(scored)) print(line);
    print();
  }
  for (const line of totalBlock(runs)) print(line);
  for (const line of tokensByTaskBlock(model.tokensByTask(), runs)) print(line);
} finally {
  await setup.stop();
  await model.stop();
}
