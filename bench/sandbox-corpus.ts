import { parseConfig } from "../src/env.ts";
import type { MessFeature } from "../src/sandbox/corpus.ts";
import { generateCorpus } from "../src/sandbox/generator.ts";
import { corpusHash } from "../src/sandbox/hash.ts";
import { createSearchIndex } from "../src/sandbox/search-index.ts";

/**
 * `bun bench/sandbox-corpus.ts [companies] [seed] [min-per-segment]`: generates the sandbox web
 * as the app does (SANDBOX_SEGMENT_MIN's top-up unless given) and prints its size, generation and
 * indexing time, per-country/industry/type counts, the smallest segment and each mess feature's
 * share of company sites. Prints figures only.
 */
const print = (line: string) => process.stdout.write(`${line}\n`);
const count = Number(process.argv[2] ?? 3000);
const seed = Number(process.argv[3] ?? 1);
const minPerSegment = Number(process.argv[4] ?? parseConfig(process.env).SANDBOX_SEGMENT_MIN);

const started = performance.now();
const corpus = generateCorpus({ seed, companies: count, minPerSegment });
const generationMs = performance.now() - started;
const indexStarted = performance.now();
const search = createSearchIndex(corpus);
const indexMs = performance.now() - indexStarted;
const queryStarted = performance.now();
const queries = [
  "Pumpen Hersteller Bayern",
  "industrial pumps manufacturer Germany",
  "fabricant emballage Lyon",
  "organic coffee wholesaler",
];
for (const query of queries) search.searchSync({ query });
const queryMs = (performance.now() - queryStarted) / queries.length;

const pages = corpus.sites.flatMap((s) => Object.values(s.pages));
const bytes = pages.reduce((sum, p) => sum + p.body.byteLength, 0);
const tally = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
};

print(`seed ${seed}, ${count} drawn, at least ${minPerSegment} per segment`);
print(`corpus hash ${corpusHash(corpus).slice(0, 16)}`);
print(
  `companies ${corpus.companies.length}, sites ${corpus.sites.length}, pages ${pages.length}, bytes ${(bytes / 1e6).toFixed(1)} MB`,
);
print(
  `generation ${generationMs.toFixed(0)} ms, index ${indexMs.toFixed(0)} ms, query ${queryMs.toFixed(1)} ms (mean of ${queries.length}, cold)`,
);
print(
  `people ${corpus.companies.reduce((n, c) => n + c.people.length, 0)}, with email ${corpus.companies.reduce((n, c) => n + c.people.filter((p) => p.email).length, 0)}`,
);
print(`countries: ${tally(corpus.companies.map((c) => c.country))}`);
print(`languages: ${tally(corpus.companies.map((c) => c.language))}`);
print(`industries: ${tally(corpus.companies.map((c) => c.industry))}`);
print(`types: ${tally(corpus.companies.map((c) => c.companyType))}`);
const segments = new Map<string, number>();
for (const c of corpus.companies) {
  const key = `${c.country} ${c.industry} ${c.companyType}`;
  segments.set(key, (segments.get(key) ?? 0) + 1);
}
const sizes = [...segments.values()].sort((a, b) => a - b);
print(
  `segments (country × industry × type) ${sizes.length}: min ${sizes[0]}, median ${sizes[sizes.length >> 1]}, max ${sizes.at(-1)}`,
);
print(`memory: rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
const features = corpus.companies.flatMap((c) => c.features);
const counts = new Map<MessFeature, number>();
for (const f of features) counts.set(f, (counts.get(f) ?? 0) + 1);
print("mess features (share of company sites):");
for (const [feature, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
  print(`  ${feature.padEnd(30)} ${((100 * n) / corpus.companies.length).toFixed(1)}%`);
}
print(
  `aggregator documents: ${corpus.sites
    .filter((s) => s.kind !== "company")
    .map((s) => `${s.kind} ${s.documents.length}`)
    .join(", ")}`,
);
