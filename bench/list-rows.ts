import { parseArgs } from "node:util";
import { createListProjectInput } from "../src/projects/list-import/list-input.ts";
import { parseCsv } from "../src/projects/list-import/parse-list.ts";
import { createListProject, listRowCounts } from "../src/projects/list-store.ts";
import { moveProjectStatus } from "../src/projects/status-store.ts";
import { researchRuleHandlers } from "../src/research/llm/rule-handlers.ts";
import { createRulesModel } from "../src/research/llm/rules-model.ts";
import { ResearchRun } from "../src/research/run/research-run.ts";
import { generateCorpus } from "../src/sandbox/generator.ts";
import { mixedList } from "../src/sandbox/mixed-list.ts";
import { startSandbox } from "../src/sandbox/server.ts";
import { machineLoad } from "./lib/baseline.ts";
import {
  createResearchUser,
  openThrowawayDatabase,
  sandboxResearchEngine,
} from "./lib/research-harness.ts";
import { RunObserver } from "./lib/run-observer.ts";

/**
 * `bun bench/list-rows.ts [--rows 1000] [--concurrency N] [--host-delay MS] [--page-latency MS]`:
 * a list project (issue 30) of `--rows` mixed rows (src/sandbox/mixed-list.ts: good sites,
 * parked, robots-refused, duplicates, malformed, names only, non-Latin names) researched on the
 * sandbox web through the real engine, with no criteria (every readable site a lead, the
 * decision maker found) and the offline rules model. Prints rows per minute, the time to the
 * first lead, every state's count and the machine's load. The fetcher's own per-host delay
 * (500 ms) and the engine's candidate concurrency apply unless the flags change them.
 */
const print = (line = "") => process.stdout.write(`${line}\n`);
const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "1000" },
    concurrency: { type: "string" },
    "host-delay": { type: "string" },
    "page-latency": { type: "string", default: "0" },
  },
});
const rowCount = Number(values.rows);
const hostDelayMs = values["host-delay"] ? Number(values["host-delay"]) : undefined;
const concurrency = values.concurrency ? Number(values.concurrency) : undefined;
const pageLatencyMs = Number(values["page-latency"]);

// The same web and list as tests/list-mode-scale.test.ts.
const corpus = generateCorpus({ seed: 30, companies: Math.max(1000, rowCount) });
const list = mixedList(corpus, rowCount);
const observer = new RunObserver();
const sandbox = startSandbox({
  corpus,
  pageLatencyMs,
  onSiteRequest: (_host, path) => observer.siteRequest(path),
});
const handle = await openThrowawayDatabase();
print(
  `list: ${list.rows.length} rows over the generated web (seed 30, ${corpus.companies.length} companies)`,
);
print(`start: ${machineLoad()}`);

try {
  const userId = await createResearchUser(handle.db);
  const engine = sandboxResearchEngine(handle.db, sandbox, createRulesModel(researchRuleHandlers), {
    ...(concurrency ? { candidateConcurrency: concurrency } : {}),
    ...(hostDelayMs !== undefined ? { fetcher: { perHostDelayMs: hostDelayMs } } : {}),
  });
  print(
    `candidate concurrency ${engine.candidateConcurrency}; per-host delay ${hostDelayMs === undefined ? "the fetcher default (500 ms)" : `${hostDelayMs} ms`}; page latency ${pageLatencyMs} ms`,
  );
  const table = parseCsv(new TextEncoder().encode(list.csv));
  const input = createListProjectInput.parse({
    name: "List benchmark",
    decisionMaker: "CEO",
    source: { type: "list", rows: table.rows, columns: table.columns },
  });
  const importStarted = performance.now();
  const { project, counts: imported } = await createListProject(handle.db, userId, input, {
    assertAffordable: async () => {},
  });
  print(
    `import: ${Math.round(performance.now() - importStarted)} ms; ${imported.pending} rows to research, ${imported.duplicate} duplicate and ${imported.invalid} invalid set aside`,
  );
  await moveProjectStatus(handle.db, project.id, "processing", { from: ["paused"] });

  observer.listen(engine.events);
  observer.start();
  const started = performance.now();
  const run = new ResearchRun(engine, project.id);
  const end = await run.run();
  const wallMs = performance.now() - started;
  await run.settled();
  const figures = observer.stop();
  const counts = await listRowCounts(handle.db, project.id);

  const worked = imported.pending - counts.pending;
  const firstLead = figures.msToAccepted(1);
  print();
  print(`run ended: ${end} after ${(wallMs / 1000).toFixed(1)} s`);
  print(
    `rows per minute: ${Math.round((counts.total / wallMs) * 60_000)} of the list (${Math.round((worked / wallMs) * 60_000)} researched rows per minute, ${worked} researched)`,
  );
  print(
    `time to the first lead: ${firstLead === undefined ? "no lead" : `${(firstLead / 1000).toFixed(2)} s`}`,
  );
  print(
    `states: ${counts.accepted} accepted, ${counts.rejected} rejected, ${counts.unreachable} unreachable, ${counts.duplicate} duplicate, ${counts.invalid} invalid, ${counts.pending} pending (of ${counts.total})`,
  );
  print(
    `site requests: ${figures.siteRequests} (${figures.robotsRequests} robots.txt); peak RSS ${Math.round(figures.peakRssBytes / 1024 / 1024)} MB`,
  );
} finally {
  await handle.close();
  await sandbox.stop();
}
print(`end: ${machineLoad()}`);
