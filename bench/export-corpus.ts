import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { benchmarkProfiles } from "../src/sandbox/benchmark-profiles.ts";
import { saveCorpusFolder } from "../src/sandbox/corpus-folder.ts";
import { generateCorpus } from "../src/sandbox/generator.ts";

/**
 * `bun bench/export-corpus.ts [--out DIR] [--seed N] [--companies N]`: writes the generated
 * sandbox web and the benchmark profiles as a corpus folder (docs/corpus-format.md), by default
 * into a new temp folder that it leaves in place, and prints its size and how long it took.
 */
const print = (line: string) => process.stdout.write(`${line}\n`);
const { values } = parseArgs({
  options: {
    out: { type: "string" },
    seed: { type: "string", default: "1" },
    companies: { type: "string", default: "3000" },
  },
});
const seed = Number(values.seed);
const companies = Number(values.companies);
if (!Number.isInteger(seed) || !Number.isInteger(companies) || companies < 1) {
  console.error("usage: bun bench/export-corpus.ts [--out DIR] [--seed N] [--companies N]");
  process.exit(2);
}
const out = values.out
  ? resolve(values.out)
  : join(await mkdtemp(join(tmpdir(), "sandbox-corpus-")), "corpus");

const started = performance.now();
const corpus = generateCorpus({ seed, companies });
const generated = performance.now();
const figures = await saveCorpusFolder(corpus, benchmarkProfiles, out).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const written = performance.now();

print(`seed ${seed}, companies ${corpus.companies.length}, profiles ${benchmarkProfiles.length}`);
print(
  `sites ${figures.sites}, files ${figures.files}, bytes ${(figures.bytes / 1e6).toFixed(1)} MB`,
);
print(
  `generation ${((generated - started) / 1000).toFixed(2)} s, export ${((written - generated) / 1000).toFixed(2)} s`,
);
print(`wrote ${out}`);
