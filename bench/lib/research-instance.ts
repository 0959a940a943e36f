/*
 * One app instance's research side, as src/server.ts starts it (a run registry working pg-boss's
 * research queue), for `bench/research-speed.ts --projects N`: several of these on one Postgres
 * share the queue. It reads the sandbox web over the parent's server, so that the parent sees
 * every instance's requests to every host, and asks the parent's stand-in model. Prints "ready"
 * once it works the queue; stops gracefully on SIGTERM.
 *
 *   bun bench/lib/research-instance.ts '<json of InstanceConfig>'
 */
import { writeFileSync } from "node:fs";
import http from "node:http";
import { openDatabase } from "../../db/client";
import { systemClock } from "../../src/billing/clock";
import { startJobs } from "../../src/jobs/job-runner";
import { createLogger } from "../../src/logger";
import { createProjectInput } from "../../src/projects/schemas";
import { hostGateClient, postgresHostGate } from "../../src/research/fetcher/host-gate";
import { createOpenAiModel } from "../../src/research/llm/openai-model";
import { RunRegistry } from "../../src/research/run/run-registry";
import { generateCorpus } from "../../src/sandbox/generator";
import { createSandboxMx } from "../../src/sandbox/mx";
import { createSearchIndex } from "../../src/sandbox/search-index";
import { createResearchUser, runProfile, sandboxResearchEngine } from "./research-harness";

export interface InstanceConfig {
  databaseUrl: string;
  /** The parent's sandbox web server. */
  sandboxPort: number;
  seed: number;
  companies: number;
  modelUrl: string;
  /** Research runs at once in this instance (the job runner's default when absent). */
  researchConcurrency?: number;
  /** The fetcher's per-host delay (its default when absent). */
  hostDelayMs?: number;
  /**
   * Runs one small project of its own before it says it is ready, so the timed projects meet
   * compiled code, as on a server that has been up a while (a cold process spends its first
   * seconds compiling the extractor and verifier, and two instances pay that twice).
   */
  warmUp?: boolean;
  /** Where to write, on SIGTERM, when each request to a site was sent: [host, epoch ms][]. */
  requestLog: string;
}

const config = JSON.parse(process.argv[2] ?? "{}") as InstanceConfig;

// When the fetcher sent each request (after its per-host limits), read off node:http, which it
// sends them with: the parent merges every instance's log to see politeness across instances.
// Sent times, not arrival times at the sandbox, which a busy machine's scheduling shifts.
const sent: [string, number][] = [];
const request = http.request;
http.request = ((options: http.RequestOptions, ...rest: unknown[]) => {
  sent.push([String(options.hostname), Date.now()]);
  return (request as (...args: unknown[]) => http.ClientRequest)(options, ...rest);
}) as typeof http.request;

const database = await openDatabase({ url: config.databaseUrl, dataDir: "" });
// The same generated web as the parent's (same seed): search and MX answers are computed here,
// pages are fetched from the parent's server.
const corpus = generateCorpus({ seed: config.seed, companies: config.companies });
const sandbox = {
  url: `http://127.0.0.1:${config.sandboxPort}`,
  port: config.sandboxPort,
  corpus,
  search: createSearchIndex(corpus),
  mx: createSandboxMx(corpus),
  stop: async () => {},
};
const model = createOpenAiModel({
  apiKey: "rules-backed-stand-in",
  baseURL: config.modelUrl,
  model: "rules-backed",
  structuredMode: "json_schema",
});
const logger = createLogger("silent");
// As src/server.ts builds it: on Postgres, the instances space each host's requests together.
const gateUrl = database.url;
const hostGate = gateUrl ? postgresHostGate(() => hostGateClient(gateUrl), logger) : undefined;
const engine = sandboxResearchEngine(database.db, sandbox, model, {
  fetcher: {
    ...(hostGate ? { hostGate } : {}),
    ...(config.hostDelayMs !== undefined ? { perHostDelayMs: config.hostDelayMs } : {}),
  },
});
if (config.warmUp) {
  // A country no benchmark profile asks for: it leaves nothing the timed projects could reuse.
  await runProfile(
    engine,
    await createResearchUser(database.db),
    createProjectInput.parse({
      name: "warm-up",
      country: "Sweden",
      companyType: "manufacturer",
      productsServices: "furniture",
      decisionMaker: "CEO",
      companyCount: 3,
    }),
  );
}
const registry = new RunRegistry(engine);
const jobs = await startJobs({
  database,
  logger,
  clock: systemClock,
  research: registry,
  ...(config.researchConcurrency ? { researchConcurrency: config.researchConcurrency } : {}),
});
process.stdout.write("ready\n");

process.once("SIGTERM", async () => {
  await registry.stopAll();
  await jobs.stop();
  writeFileSync(config.requestLog, JSON.stringify(sent));
  await hostGate?.end();
  await database.close();
  process.exit(0);
});
