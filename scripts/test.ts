import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readWeights, shardFiles, unitTestFiles } from "./unit-shards.ts";

/**
 * `npm test`: every suite in order: bun test (unit + integration, as UNIT_SHARDS parallel
 * processes: see unit-shards.ts), the production build, then Playwright end to end against it. Output streams live; the counts are read back from it (and
 * from Playwright's JSON report) and summed into one closing line, `tests: N passed, M failed`,
 * which CI and people grep for. Exits non-zero when anything failed, crashed or ran no tests.
 */

const root = fileURLToPath(new URL("../", import.meta.url));
// Must match the json reporter's outputFile in playwright.config.ts.
const E2E_REPORT = join(root, "test-results", "e2e.json");

// A hung suite must fail the run rather than eat the whole CI budget (30 minutes). The e2e suite
// took 530-600 s on 2 cores: 10 minutes cut a healthy run short.
const UNIT_TIMEOUT_MS = 20 * 60_000;
const E2E_TIMEOUT_MS = 15 * 60_000;
const STEP_TIMEOUT_MS = 5 * 60_000;

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Outcome extends Counts {
  name: string;
  /** A step (the build) has no tests of its own: it only passes or counts as one failure. */
  step?: boolean;
  notRun?: boolean;
  seconds: number;
  notes: string[];
}

interface Run {
  code: number;
  output: string;
  seconds: number;
  timedOut: boolean;
}

// Piped children think they are not on a terminal; keep their colours when we are on one.
const childEnv: Record<string, string | undefined> = process.stdout.isTTY
  ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" }
  : { ...process.env };

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

/**
 * Shows a stream as it comes and returns all of it. With a prefix (parallel shards), whole lines
 * only, each marked with its shard, so that two processes' lines do not cut into each other.
 */
async function tee(
  stream: ReadableStream<Uint8Array>,
  sink: NodeJS.WriteStream,
  prefix = "",
): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  let pending = "";
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    const chunk = done ? decoder.decode() : decoder.decode(value, { stream: true });
    text += chunk;
    if (!prefix) {
      if (value) sink.write(value);
    } else {
      pending += chunk;
      const cut = done ? pending.length : pending.lastIndexOf("\n") + 1;
      if (cut > 0) {
        const lines = pending.slice(0, cut).replace(/\n$/, "").split("\n");
        sink.write(`${lines.map((line) => prefix + line).join("\n")}\n`);
        pending = pending.slice(cut);
      }
    }
    if (done) return text;
  }
}

/** Runs a command with its output shown as it comes and captured (stdout then stderr). */
async function run(cmd: string[], timeoutMs: number, prefix = ""): Promise<Run> {
  say(
    `\n${prefix}$ ${cmd.length > 8 ? `${cmd.slice(0, 4).join(" ")} … (${cmd.length - 4} more)` : cmd.join(" ")}`,
  );
  const started = performance.now();
  let timedOut = false;
  const proc = Bun.spawn(cmd, {
    cwd: root,
    env: childEnv,
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  // Bun.spawn's own timeout does not say whether it fired; this does.
  const timer = setTimeout(() => {
    timedOut = true;
    proc.kill("SIGTERM");
    setTimeout(() => proc.kill("SIGKILL"), 10_000).unref();
  }, timeoutMs);
  const [out, err, code] = await Promise.all([
    tee(proc.stdout, process.stdout, prefix),
    tee(proc.stderr, process.stderr, prefix),
    proc.exited,
  ]);
  clearTimeout(timer);
  return { code, output: out + err, seconds: (performance.now() - started) / 1000, timedOut };
}

function lastCount(text: string, word: string): number | undefined {
  const matches = [...text.matchAll(new RegExp(`^\\s*(\\d+) ${word}\\s*$`, "gm"))];
  const last = matches.at(-1);
  return last ? Number(last[1]) : undefined;
}

/** Reads Bun's closing summary (` 12 pass`, ` 0 fail`, ...), which it prints to stderr. */
export function parseBunSummary(output: string): Counts | undefined {
  const text = Bun.stripANSI(output);
  const pass = lastCount(text, "pass");
  const fail = lastCount(text, "fail");
  if (pass === undefined && fail === undefined) return undefined;
  const errors = lastCount(text, "errors?") ?? 0;
  return {
    passed: pass ?? 0,
    // An error between tests fails the run even though no single test failed.
    failed: (fail ?? 0) + errors,
    skipped: (lastCount(text, "skip") ?? 0) + (lastCount(text, "todo") ?? 0),
  };
}

interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
}

/** Counts from Playwright's JSON report; a flaky test (failed, then passed on retry) is a failure. */
export function parsePlaywrightReport(
  json: string,
): (Counts & { flaky: number; errors: string[] }) | undefined {
  const report = JSON.parse(json) as PlaywrightReport;
  if (!report.stats) return undefined;
  const { expected, unexpected, flaky, skipped } = report.stats;
  // Errors outside any test (web server did not start, config broken), shortened to a line each.
  const errors = (report.errors ?? []).map((e) => {
    const firstLine = Bun.stripANSI(e.message ?? "").split("\n")[0] ?? "";
    return firstLine.slice(0, 200) || "unknown error";
  });
  return {
    passed: expected,
    failed: unexpected + flaky,
    skipped,
    flaky,
    errors,
  };
}

/** Applies the rules shared by every suite: a crash, a bad exit or an empty suite is a failure. */
function judge(name: string, result: Run, counts: Counts | undefined, notes: string[]): Outcome {
  const outcome: Outcome = {
    name,
    seconds: result.seconds,
    notes,
    ...(counts ?? { passed: 0, failed: 0, skipped: 0 }),
  };
  if (result.timedOut) notes.push(`killed after ${Math.round(result.seconds)} s`);
  if (!counts) {
    outcome.failed += 1;
    notes.push(`no test summary (exit code ${result.code}); counted as 1 failed`);
  } else if (counts.passed + counts.failed + counts.skipped === 0) {
    outcome.failed += 1;
    notes.push("ran no tests; counted as 1 failed");
  } else if (result.code !== 0 && counts.failed === 0) {
    outcome.failed += 1;
    notes.push(`exit code ${result.code} with no failed test; counted as 1 failed`);
  }
  return outcome;
}

/** A step that is not a test suite (the build): fine, or one failure that stops the e2e suite. */
function judgeStep(name: string, result: Run): Outcome {
  const ok = result.code === 0 && !result.timedOut;
  return {
    name,
    step: true,
    seconds: result.seconds,
    passed: 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    notes: ok ? [] : [`exit code ${result.code}; counted as 1 failed`],
  };
}

/** How many `bun test` processes share the unit files: UNIT_SHARDS, else one per core (≤ 4). */
function unitShardCount(): number {
  const asked = Number(process.env.UNIT_SHARDS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.min(4, Math.max(1, availableParallelism()));
}

/** The unit suite as parallel shards; each is judged alone (a crash in one is its failure). */
async function unitSuites(): Promise<Outcome[]> {
  const shards = shardFiles(unitTestFiles(root), readWeights(root), unitShardCount());
  // bun does not make the report's folder, and a report it cannot write fails the shard.
  mkdirSync(join(root, "test-results"), { recursive: true });
  return Promise.all(
    shards.map(async (files, index) => {
      const label = `${index + 1}/${shards.length}`;
      // Per-file times, for `bun scripts/unit-weights.ts` (test-results/ is not committed).
      const junit = ["--reporter=junit", `--reporter-outfile=test-results/unit-${index + 1}.xml`];
      const result = await run(
        [process.execPath, "test", ...junit, ...files],
        UNIT_TIMEOUT_MS,
        shards.length > 1 ? `[unit ${label}] ` : "",
      );
      const name = `unit + integration (bun test${shards.length > 1 ? `, shard ${label}` : ""})`;
      return judge(name, result, parseBunSummary(result.output), []);
    }),
  );
}

async function e2eSuite(prefix = ""): Promise<Outcome> {
  rmSync(E2E_REPORT, { force: true });
  const result = await run(
    ["node", join(root, "node_modules", "@playwright", "test", "cli.js"), "test"],
    E2E_TIMEOUT_MS,
    prefix,
  );
  const notes: string[] = [];
  let counts: Counts | undefined;
  if (existsSync(E2E_REPORT)) {
    try {
      const parsed = parsePlaywrightReport(readFileSync(E2E_REPORT, "utf8"));
      if (parsed?.flaky) notes.push(`${parsed.flaky} flaky, counted as failed`);
      for (const e of parsed?.errors ?? []) notes.push(e);
      counts = parsed;
    } catch (err) {
      notes.push(`unreadable report ${E2E_REPORT}: ${(err as Error).message}`);
    }
  }
  return judge("end to end (playwright)", result, counts, notes);
}

function statusOf(o: Outcome): string {
  if (o.notRun) return "not run";
  if (o.step) return o.failed ? "failed" : "ok";
  return `${o.passed} passed, ${o.failed} failed${o.skipped ? `, ${o.skipped} skipped` : ""}`;
}

/**
 * E2E_ALONGSIDE_UNIT=1: the e2e suite starts with the unit shards instead of after them (the
 * build and the Chromium check it needs come first; they take seconds). Off by default: on two
 * cores the shards and the e2e suite's browser, apps and research runs then share the CPU, and
 * the live e2e tests' waits were sized for a machine they had to themselves.
 */
function e2eAlongsideUnit(): boolean {
  return process.env.E2E_ALONGSIDE_UNIT === "1";
}

const E2E_NOT_RUN: Outcome = {
  name: "end to end (playwright)",
  notRun: true,
  seconds: 0,
  passed: 0,
  failed: 0,
  skipped: 0,
  notes: ["a step it needs failed"],
};

/** The production build and the Chromium check: the steps the e2e suite needs. */
async function e2eSteps(): Promise<Outcome[]> {
  const build = judgeStep(
    "production build",
    await run([process.execPath, join(root, "scripts", "build.ts")], STEP_TIMEOUT_MS),
  );
  const chromium = judgeStep(
    "chromium check",
    await run(["bash", join(root, "scripts", "ensure-chromium.sh")], STEP_TIMEOUT_MS),
  );
  return [build, chromium];
}

async function main(): Promise<number> {
  const startedAll = performance.now();
  const outcomes: Outcome[] = [];

  if (e2eAlongsideUnit()) {
    const steps = await e2eSteps();
    const [unit, e2e] = await Promise.all([
      unitSuites(),
      steps.some((s) => s.failed) ? E2E_NOT_RUN : e2eSuite("[e2e] "),
    ]);
    outcomes.push(...unit, ...steps, e2e);
  } else {
    outcomes.push(...(await unitSuites()));
    const steps = await e2eSteps();
    outcomes.push(...steps);
    outcomes.push(steps.some((s) => s.failed) ? E2E_NOT_RUN : await e2eSuite());
  }

  const total = outcomes.reduce(
    (sum, o) => ({
      passed: sum.passed + o.passed,
      failed: sum.failed + o.failed,
      skipped: sum.skipped + o.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );

  say("\nSummary");
  for (const o of outcomes) {
    const notes = o.notes.length ? ` (${o.notes.join("; ")})` : "";
    say(`  ${o.name}: ${statusOf(o)}, ${o.seconds.toFixed(1)} s${notes}`);
  }
  say(`  total time: ${((performance.now() - startedAll) / 1000).toFixed(1)} s`);
  const skipped = total.skipped ? `, ${total.skipped} skipped` : "";
  say(`tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
  return total.failed > 0 ? 1 : 0;
}

if (import.meta.main) {
  process.exitCode = await main();
}
