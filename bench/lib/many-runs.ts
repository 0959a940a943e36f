import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inArray } from "drizzle-orm";
import { researchProjects } from "../../db/schema";
import { systemClock } from "../../src/billing/clock";
import { startJobs } from "../../src/jobs/job-runner";
import { createLogger } from "../../src/logger";
import { createProject } from "../../src/projects/project-store";
import type { CreateProjectInput } from "../../src/projects/schemas";
import { moveProjectStatus } from "../../src/projects/status-store";
import { researchRuleHandlers } from "../../src/research/llm/rule-handlers";
import { benchmarkProfiles } from "../../src/sandbox/benchmark-profiles";
import { generateCorpus } from "../../src/sandbox/generator";
import { startSandbox } from "../../src/sandbox/server";
import { startRulesBackedOpenAi } from "../../tests/fakes/rules-backed-openai";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/database";
import { bareHonoBaseline, machineLoad } from "./baseline";
import { createResearchUser } from "./research-harness";
import type { InstanceConfig } from "./research-instance";

/*
 * `bench/research-speed.ts --projects N` (issue 19, point 4): N users each start one project at
 * once, and app instances on one Postgres (separate processes, as on separate machines) work
 * them off pg-boss's shared research queue. Run with one instance, then with two, each on a fresh
 * database. Prints the time until every project is done, fairness (slowest / fastest project),
 * whether every host was still read politely across instances (the sandbox server sees every
 * request), and each instance's peak RSS.
 */

export interface ManyRunsOptions {
  projects: number;
  /** Accepted companies each project asks for. */
  target: number;
  companies: number;
  modelLatencyMs: number;
  pageLatencyMs: number;
  /** No two requests to one host may start closer: the fetcher's default unless given. */
  hostDelayMs: number;
  /** Passed to the instances' fetchers when set (--host-delay). */
  fetcherHostDelayMs?: number;
  /** Research runs at once per instance (--runs-per-instance; the job runner's default: 4). */
  runsPerInstance?: number;
  /** Each instance researches a small project of its own before the clock starts (--warm). */
  warmUp?: boolean;
}

const print = (line = "") => process.stdout.write(`${line}\n`);
const instanceScript = fileURLToPath(new URL("./research-instance.ts", import.meta.url));
// Send times are read in whole milliseconds, after a timer that may fire a little early.
const JITTER_MS = 5;
const POLL_MS = 200;

interface Round {
  instances: number;
  allDoneMs: number;
  doneMs: number[];
  /** The three slowest projects: name, leads, time to done. */
  slowest: { name: string; leads: number; doneMs: number }[];
  leads: number;
  peakRssMb: number[];
  /** CPU seconds each instance used from the first job queued to the last project done. */
  cpuSeconds: number[];
  /** CPU seconds of this process (the sandbox web and the stand-in model every instance asks). */
  worldCpuSeconds: number;
  /** Requests the sandbox server answered (robots.txt, pages, redirects). */
  siteRequests: number;
  requests: number;
  hosts: number;
  /** Starts on one host closer together than the per-host delay (less jitter). */
  tooClose: number;
  /**
   * Closer than 90% of it: more than the lag between an instance taking a host's turn and its
   * request leaving, which a busy machine stretches to tens of milliseconds.
   */
  muchTooClose: number;
  minGapMs: number;
}

/** The N profiles: the benchmark's, repeated, so some projects look for the same companies. */
function profilesFor(n: number, target: number): CreateProjectInput[] {
  return Array.from({ length: n }, (_, i) => {
    const base = benchmarkProfiles[i % benchmarkProfiles.length] as CreateProjectInput;
    return { ...base, name: `${base.name} (user ${i + 1})`, companyCount: target };
  });
}

/** CPU seconds a process has used (user + system), from the kernel. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Peak resident memory of a process, from the kernel's high-water mark. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function startInstance(config: InstanceConfig) {
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = Bun.spawn([process.execPath, ...profile, instanceScript, JSON.stringify(config)], {
    stdout: "pipe",
    stderr: "inherit",
  });
  const reader = child.stdout.getReader();
  let seen = "";
  while (!seen.includes("ready")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("research instance ended before it was ready");
    seen += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  return child;
}

async function round(instances: number, options: ManyRunsOptions, shared: Shared): Promise<Round> {
  const database: TestDatabase = await createTestDatabase("postgres");
  const logDir = mkdtempSync(join(tmpdir(), "many-runs-"));
  const logs = Array.from({ length: instances }, (_, i) => join(logDir, `instance-${i}.json`));
  let siteRequests = 0;
  shared.onRequest = () => {
    siteRequests++;
  };
  const children: ReturnType<typeof Bun.spawn>[] = [];
  try {
    const config: Omit<InstanceConfig, "requestLog"> = {
      databaseUrl: database.url ?? "",
      sandboxPort: shared.sandboxPort,
      seed: 1,
      companies: options.companies,
      modelUrl: shared.modelUrl,
      ...(options.fetcherHostDelayMs !== undefined
        ? { hostDelayMs: options.fetcherHostDelayMs }
        : {}),
      ...(options.runsPerInstance ? { researchConcurrency: options.runsPerInstance } : {}),
      ...(options.warmUp ? { warmUp: true } : {}),
    };
    for (const requestLog of logs) children.push(await startInstance({ ...config, requestLog }));
    const enqueuer = await startJobs({
      database,
      logger: createLogger("silent"),
      clock: systemClock,
    });
    const ids: number[] = [];
    for (const profile of profilesFor(options.projects, options.target)) {
      const userId = await createResearchUser(database.db);
      const project = await createProject(database.db, userId, profile);
      await moveProjectStatus(database.db, project.id, "processing", { from: ["paused"] });
      ids.push(project.id);
    }
    siteRequests = 0;
    const cpuAtStart = new Map(children.map((child) => [child, cpuSeconds(child.pid)]));
    const worldCpuAtStart = cpuSeconds(process.pid);
    const startedAt = Date.now();
    const started = performance.now();
    for (const id of ids) await enqueuer.enqueueResearch(id);
    const doneAt = new Map<number, number>();
    while (doneAt.size < ids.length) {
      await Bun.sleep(POLL_MS);
      const rows = await database.db
        .select({ id: researchProjects.id, status: researchProjects.status })
        .from(researchProjects)
        .where(inArray(researchProjects.id, ids));
      for (const row of rows) {
        if (row.status !== "processing" && !doneAt.has(row.id)) {
          doneAt.set(row.id, performance.now() - started);
        }
      }
    }
    const named = await database.db
      .select({
        id: researchProjects.id,
        name: researchProjects.name,
        leads: researchProjects.leadCount,
      })
      .from(researchProjects)
      .where(inArray(researchProjects.id, ids));
    const slowest = named
      .map((p) => ({ name: p.name, leads: p.leads, doneMs: doneAt.get(p.id) ?? 0 }))
      .sort((a, b) => b.doneMs - a.doneMs)
      .slice(0, 3);
    const leads = named.reduce((sum, p) => sum + p.leads, 0);
    const peaks = children.map((child) => peakRssMb(child.pid));
    const cpu = children.map((child) => cpuSeconds(child.pid) - (cpuAtStart.get(child) ?? 0));
    const worldCpu = cpuSeconds(process.pid) - worldCpuAtStart;
    await enqueuer.stop();
    await stopInstances(children);
    const doneMs = [...doneAt.values()].sort((a, b) => a - b);
    return {
      instances,
      allDoneMs: doneMs.at(-1) ?? 0,
      doneMs,
      slowest,
      leads,
      peakRssMb: peaks,
      cpuSeconds: cpu,
      worldCpuSeconds: worldCpu,
      siteRequests,
      ...politeness(readLogs(logs, startedAt), options.hostDelayMs),
    };
  } finally {
    await stopInstances(children);
    await database.close();
    rmSync(logDir, { recursive: true, force: true });
  }
}

async function stopInstances(children: ReturnType<typeof Bun.spawn>[]): Promise<void> {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(children.map((child) => child.exited));
}

/** Every instance's sent requests since `since`, by host, in time order. */
function readLogs(paths: string[], since: number): Map<string, number[]> {
  const byHost = new Map<string, number[]>();
  for (const path of paths) {
    for (const [host, at] of JSON.parse(readFileSync(path, "utf8")) as [string, number][]) {
      if (at < since) continue;
      const times = byHost.get(host) ?? [];
      times.push(at);
      byHost.set(host, times);
    }
  }
  for (const times of byHost.values()) times.sort((a, b) => a - b);
  return byHost;
}

function politeness(requests: Map<string, number[]>, delayMs: number) {
  let tooClose = 0;
  let muchTooClose = 0;
  let minGapMs = Number.POSITIVE_INFINITY;
  let total = 0;
  for (const times of requests.values()) {
    total += times.length;
    for (let i = 1; i < times.length; i++) {
      const gap = (times[i] as number) - (times[i - 1] as number);
      minGapMs = Math.min(minGapMs, gap);
      if (gap < delayMs - JITTER_MS) tooClose++;
      if (gap < delayMs * 0.9) muchTooClose++;
    }
  }
  return { requests: total, hosts: requests.size, tooClose, muchTooClose, minGapMs };
}

interface Shared {
  sandboxPort: number;
  modelUrl: string;
  onRequest: (host: string) => void;
}

/** The time to done of the project in the middle (the upper one of an even count). */
const medianDoneMs = (r: Round): number => r.doneMs[Math.floor(r.doneMs.length / 2)] ?? 0;

function report(r: Round, options: ManyRunsOptions): void {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const fastest = r.doneMs[0] ?? 0;
  const slowest = r.doneMs.at(-1) ?? 0;
  print(`\n${r.instances} instance${r.instances > 1 ? "s" : ""} on one Postgres:`);
  print(`  all ${options.projects} projects done after ${s(r.allDoneMs)}; ${r.leads} leads`);
  print(
    `  fairness: fastest ${s(fastest)}, median ${s(medianDoneMs(r))}, slowest ${s(slowest)} (slowest / fastest ${(slowest / Math.max(fastest, 1)).toFixed(1)}×)`,
  );
  print(
    `  per-host politeness: ${r.requests} requests sent to ${r.hosts} hosts (${r.siteRequests} answered by the sandbox); closest two starts on one host ${Number.isFinite(r.minGapMs) ? `${r.minGapMs.toFixed(0)} ms` : "-"}; closer than the ${options.hostDelayMs} ms delay: ${r.tooClose}, than 90% of it: ${r.muchTooClose}`,
  );
  print(`  peak RSS per instance: ${r.peakRssMb.map((mb) => `${mb.toFixed(0)} MB`).join(", ")}`);
  // Cores' worth of CPU each instance had: on a machine shared with other work, a second
  // instance can only help if the first could not get more.
  print(
    `  CPU per instance: ${r.cpuSeconds.map((cpu) => `${cpu.toFixed(1)} s (${(cpu / (r.allDoneMs / 1000)).toFixed(2)} of a core)`).join(", ")}`,
  );
  // The web and the model are one process here, shared by every instance: near a whole core, it
  // and not the instances sets the pace, which a real web and model would not.
  print(
    `  CPU of the sandbox web and stand-in model (this process): ${r.worldCpuSeconds.toFixed(1)} s (${(r.worldCpuSeconds / (r.allDoneMs / 1000)).toFixed(2)} of a core)`,
  );
  print(`  each project done after: ${r.doneMs.map((ms) => (ms / 1000).toFixed(0)).join(", ")} s`);
  // Which projects set "all done": a profile researched by two users at once, or one whose
  // segment holds fewer matches than asked (it reads every candidate before it ends).
  print(
    `  slowest: ${r.slowest.map((p) => `${p.name} ${s(p.doneMs)} (${p.leads} leads)`).join("; ")}`,
  );
}

/** Runs the N projects with one instance, then two, and prints both. */
export async function manyRuns(options: ManyRunsOptions): Promise<void> {
  print(`start: ${machineLoad()}`);
  print(
    `${options.projects} users, one project each (target ${options.target}), generated web of ${options.companies} companies; model ${options.modelLatencyMs} ms per call, ${options.pageLatencyMs} ms per site request; ${options.runsPerInstance ?? "4 (the default)"} research runs at once per instance`,
  );
  const corpus = generateCorpus({ seed: 1, companies: options.companies });
  const shared: Shared = { sandboxPort: 0, modelUrl: "", onRequest: () => {} };
  const sandbox = startSandbox({
    corpus,
    pageLatencyMs: options.pageLatencyMs,
    onSiteRequest: (_site, _path, host) => shared.onRequest(host),
  });
  const model = startRulesBackedOpenAi(researchRuleHandlers, {
    latencyMs: options.modelLatencyMs,
  });
  shared.sandboxPort = sandbox.port;
  shared.modelUrl = model.url;
  try {
    const one = await round(1, options, shared);
    report(one, options);
    const two = await round(2, options, shared);
    report(two, options);
    print(
      `\nsecond instance: all done ${(one.allDoneMs / Math.max(two.allDoneMs, 1)).toFixed(2)}× sooner (${(one.allDoneMs / 1000).toFixed(1)} s → ${(two.allDoneMs / 1000).toFixed(1)} s)`,
    );
    // What a user waits, half of them less: not set by the one longest project as "all done" is.
    print(
      `second instance: median project done ${(medianDoneMs(one) / Math.max(medianDoneMs(two), 1)).toFixed(2)}× sooner (${(medianDoneMs(one) / 1000).toFixed(1)} s → ${(medianDoneMs(two) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await sandbox.stop();
    await model.stop();
  }
  // The same run's floor, so that the figures compare across machines as ratios.
  const bare = await bareHonoBaseline(3, 10);
  print(`bare Hono baseline ${Math.round(bare.reqPerSec).toLocaleString("en-US")} req/s`);
  print(`end: ${machineLoad()}, Bun ${Bun.version}`);
}
