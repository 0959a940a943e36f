import { parseArgs } from "node:util";
import { createProjectInput } from "../src/projects/schemas.ts";
import { generateCorpus } from "../src/sandbox/generator.ts";
import { matchesProfile } from "../src/sandbox/ground-truth.ts";
import { startSandbox } from "../src/sandbox/server.ts";
import { bareHonoBaseline, machineLoad } from "./lib/baseline.ts";
import { standInBenchModel } from "./lib/bench-model.ts";
import { MAX_COMPANY_COUNT } from "./lib/benchmark-cases.ts";
import { ratio } from "./lib/quality-report.ts";
import {
  createResearchUser,
  openThrowawayDatabase,
  runProfile,
  sandboxResearchEngine,
} from "./lib/research-harness.ts";
import { RunObserver } from "./lib/run-observer.ts";

/**
 * `bun bench/research-speed.ts [--companies N] [--model-latency MS] [--page-latency MS]
 * [--concurrency N] [--host-delay MS]`: how long the engine takes to 50 accepted companies when every model call
 * takes 300 ms and every request to a site 100 ms, as over the internet, through the real openai
 * adapter against the rules-backed stand-in. The generated web is larger than the default (8000
 * companies) so that one country's makers of a few product lines are well over 50. Prints the
 * wall time, what the same calls and requests would take one after another, the speed-up, and
 * what the run did. Target: 50 accepted within 60 s on a 2-core machine.
 */
const print = (line = "") => process.stdout.write(`${line}\n`);
const { values } = parseArgs({
  options: {
    companies: { type: "string", default: "8000" },
    "model-latency": { type: "string", default: "300" },
    "page-latency": { type: "string", default: "100" },
    concurrency: { type: "string" },
    "host-delay": { type: "string" },
    projects: { type: "string" },
    target: { type: "string", default: "10" },
    "runs-per-instance": { type: "string" },
    warm: { type: "boolean", default: false },
  },
});
if (values.projects) {
  // Many users at once over instances sharing the job queue (issue 19, point 4).
  const { manyRuns } = await import("./lib/many-runs.ts");
  const hostDelay = values["host-delay"] ? Number(values["host-delay"]) : undefined;
  await manyRuns({
    projects: Number(values.projects),
    target: Number(values.target),
    // The single run's web: every profile's segment holds more companies than a project asks,
    // so "all done" measures the runs at once, not one segment running out of matches (on the
    // 3,000-company web "Service firms in Madrid" holds 9 of 10 and reads every candidate
    // whatever the instances: --companies 3000 shows that case).
    companies: Number(values.companies),
    modelLatencyMs: Number(values["model-latency"]),
    pageLatencyMs: Number(values["page-latency"]),
    // 500 ms: the fetcher's default per-host delay (src/research/fetcher/http-fetcher.ts).
    hostDelayMs: hostDelay ?? 500,
    ...(hostDelay !== undefined ? { fetcherHostDelayMs: hostDelay } : {}),
    ...(values["runs-per-instance"]
      ? { runsPerInstance: Number(values["runs-per-instance"]) }
      : {}),
    warmUp: values.warm,
  });
  process.exit(0);
}
const companies = Number(values.companies);
const modelLatencyMs = Number(values["model-latency"]);
const pageLatencyMs = Number(values["page-latency"]);
const concurrency = values.concurrency ? Number(values.concurrency) : undefined;
const hostDelayMs = values["host-delay"] ? Number(values["host-delay"]) : undefined;

const profile = createProjectInput.parse({
  name: "Italian makers of chemicals, print, auto parts, electronics, packaging and medical devices",
  country: "Italy",
  companyType: "manufacturer",
  productsServices:
    "chemicals, printing, auto parts, electronic components, packaging machinery, medical devices",
  decisionMaker: "CEO",
  companyCount: MAX_COMPANY_COUNT,
});

const corpus = generateCorpus({ seed: 1, companies });
const matches = corpus.companies.filter((c) => matchesProfile(c, profile).match).length;
const observer = new RunObserver();
const sandbox = startSandbox({
  corpus,
  pageLatencyMs,
  onSiteRequest: (_host, path) => observer.siteRequest(path),
});
const model = standInBenchModel(modelLatencyMs);
// The embedded database is most of the process's memory (PGlite's WASM heap): shown apart.
const rssBeforeDatabase = process.memoryUsage().rss;
const handle = await openThrowawayDatabase();

print(`corpus: generated seed 1, ${corpus.companies.length} companies`);
print(`profile: ${profile.name}; ${matches} matching companies (matchesProfile)`);
print(`model: ${model.name}; page latency ${pageLatencyMs} ms per request to a site`);

try {
  const userId = await createResearchUser(handle.db);
  const engine = sandboxResearchEngine(handle.db, sandbox, model.model, {
    ...(concurrency ? { candidateConcurrency: concurrency } : {}),
    ...(hostDelayMs !== undefined ? { fetcher: { perHostDelayMs: hostDelayMs } } : {}),
  });
  print(
    `candidate concurrency: ${engine.candidateConcurrency}; per-host delay ${hostDelayMs === undefined ? "the fetcher default" : `${hostDelayMs} ms`}`,
  );
  observer.listen(engine.events);
  observer.start();
  const run = await runProfile(engine, userId, profile);
  const figures = observer.stop();
  const modelCalls = model.httpCalls() ?? 0;
  const sequentialMs = modelCalls * modelLatencyMs + figures.siteRequests * pageLatencyMs;
  const toTarget = figures.msToAccepted(MAX_COMPANY_COUNT);
  print();
  print(
    `run ended: ${run.end} after ${(run.wallMs / 1000).toFixed(1)} s (companies still being read then were done after ${(run.settledMs / 1000).toFixed(1)} s)`,
  );
  print(
    `time to ${MAX_COMPANY_COUNT} accepted: ${toTarget === undefined ? `not reached (${figures.accepted} accepted)` : `${(toTarget / 1000).toFixed(1)} s`}`,
  );
  print(
    `sequential sum of simulated latency: ${(sequentialMs / 1000).toFixed(1)} s (${modelCalls} model calls × ${modelLatencyMs} ms + ${figures.siteRequests} site requests × ${pageLatencyMs} ms)`,
  );
  // Counts include the companies finished after the end, so they are set against that time.
  print(
    `speed-up over one-at-a-time: ${(sequentialMs / run.settledMs).toFixed(1)}× (sequential sum / ${(run.settledMs / 1000).toFixed(1)} s until the last company was done)`,
  );
  print(
    `candidates processed: ${figures.candidates} (accepted ${figures.accepted}, rejected ${figures.rejected}; accepted ${ratio(figures.accepted, figures.accepted + figures.rejected)} of verdicts)`,
  );
  print(
    `site requests: ${figures.siteRequests} (${figures.robotsRequests} robots.txt, ${figures.siteRequests - figures.robotsRequests} pages and redirects)`,
  );
  print(`model calls: ${modelCalls}`);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  print(
    `peak RSS: ${mb(figures.peakRssBytes)} (sampled every 50 ms); at the start of the run ${mb(figures.startRssBytes)}, of which the in-memory PGlite database ${mb(figures.startRssBytes - rssBeforeDatabase)}`,
  );
} finally {
  await handle.close();
  await sandbox.stop();
  await model.stop();
}
const bare = await bareHonoBaseline(3, 10);
print(
  `bare Hono baseline ${Math.round(bare.reqPerSec).toLocaleString("en-US")} req/s; ${machineLoad()}`,
);
