/*
 * Export benchmark: streams deterministic synthetic leads to an xlsx and a csv file and prints
 * time, throughput, file size and peak RSS, with the machine's load and a bare Hono baseline of
 * the same run. Never asserts. Each case runs in a child process so
 * that one case's heap does not inflate the next one's RSS; comparing 5,000 with 50,000 rows
 * shows whether memory stays flat as the export grows. Every case runs twice: "cold", growth
 * from the RSS before the process's first export (it includes compiling exceljs, the zip and zlib
 * on first use), and "warm", growth from the RSS after a 500-row export of the same kind (what
 * each export after a server's first adds). Seconds are the cold run's.
 *
 *   node_modules/.bin/bun bench/export.ts            all cases
 *   node_modules/.bin/bun bench/export.ts xlsx 50000 one case, cold (what the parent runs)
 *   node_modules/.bin/bun bench/export.ts xlsx 50000 warm   the same, warm
 */
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { leadsCsvStream } from "../src/export/csv";
import type { LeadRow } from "../src/export/lead-row";
import { leadsXlsxStream, writeLeadsXlsx } from "../src/export/xlsx";
import { bareHonoBaseline, machineLoad } from "./lib/baseline";

type Mode = "xlsx" | "xlsx-nosrc" | "xlsx-web" | "csv";

interface Result {
  mode: Mode;
  rows: number;
  seconds: number;
  bytes: number;
  baselineRss: number;
  peakRss: number;
}

const WORDS = ["precision", "pumps", "valves", "solar", "logistics", "textile", "food", "steel"];
const TITLES = ["CEO", "Managing Director", "Sales Director", "Head of Purchasing", "Owner"];
const FIRST = ["Anna", "Jonas", "Maria", "Luca", "Sofia", "Kenji", "Amira", "Pedro"];
const LAST = ["Schmidt", "Rossi", "García", "Tanaka", "Nowak", "Dubois", "Müller", "Haddad"];

/** Deterministic leads: a fixed-seed LCG, so every run writes the same bytes. */
function* syntheticLeads(count: number): Generator<LeadRow> {
  let seed = 42;
  const next = () => {
    seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
    return seed;
  };
  const pick = <T>(items: readonly T[]): T => items[next() % items.length] as T;
  for (let i = 0; i < count; i++) {
    const domain = `${pick(WORDS)}-${i}.example`;
    const site = `https://www.${domain}`;
    const hasContact = next() % 4 !== 0;
    yield {
      companyName: `${pick(WORDS)} ${pick(WORDS)} ${i} GmbH`,
      industry: `${pick(WORDS)} manufacturing`,
      companyDescription: `Manufacturer of ${pick(WORDS)} and ${pick(WORDS)} equipment, exporting to ${1 + (next() % 40)} countries, founded ${1950 + (next() % 70)}.`,
      website: next() % 2 ? domain : site,
      contactName: hasContact ? `${pick(FIRST)} ${pick(LAST)}` : null,
      contactTitle: hasContact ? pick(TITLES) : null,
      contactEmail: hasContact ? `contact${i}@${domain}` : null,
      contactPhone: hasContact && next() % 2 ? `+49 89 ${1_000_000 + (next() % 8_999_999)}` : null,
      companyEmail: `info@${domain}`,
      companyPhone: `+49 30 ${1_000_000 + (next() % 8_999_999)}`,
      contactNameSource: hasContact ? `${site}/team` : null,
      contactEmailSource: hasContact ? `${site}/contact` : null,
      contactPhoneSource: hasContact ? `${site}/contact` : null,
      companyEmailSource: `${site}/imprint`,
      companyPhoneSource: `${site}/imprint`,
      contactEmailStatus: hasContact ? pick(["valid", "unknown", "invalid"]) : null,
    };
  }
}

async function pipeWebToFile(stream: ReadableStream<Uint8Array>, path: string): Promise<void> {
  await stream.pipeTo(Writable.toWeb(createWriteStream(path)) as WritableStream<Uint8Array>);
}

const WARM_UP_ROWS = 500;

async function runCase(mode: Mode, rows: number, warm: boolean): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), "export-bench-"));
  const path = join(dir, `leads.${mode === "csv" ? "csv" : "xlsx"}`);
  let sampler: ReturnType<typeof setInterval> | undefined;
  try {
    if (warm) await writeCase(mode, WARM_UP_ROWS, join(dir, "warm-up"));
    Bun.gc(true);
    const baselineRss = process.memoryUsage().rss;
    let peakRss = baselineRss;
    sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    const started = performance.now();
    await writeCase(mode, rows, path);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    return { mode, rows, seconds, bytes: statSync(path).size, baselineRss, peakRss };
  } finally {
    clearInterval(sampler);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function writeCase(mode: Mode, rows: number, path: string): Promise<void> {
  if (mode === "xlsx") {
    await writeLeadsXlsx(syntheticLeads(rows), createWriteStream(path), { projectName: "Bench" });
  } else if (mode === "xlsx-nosrc") {
    const options = { projectName: "Bench", linkSources: false };
    await writeLeadsXlsx(syntheticLeads(rows), createWriteStream(path), options);
  } else if (mode === "xlsx-web") {
    await pipeWebToFile(leadsXlsxStream(syntheticLeads(rows), { projectName: "Bench" }), path);
  } else {
    await pipeWebToFile(leadsCsvStream(syntheticLeads(rows)), path);
  }
}

function runChild(mode: Mode, rows: number, warm: boolean): Result {
  const args = [process.execPath, import.meta.path, mode, String(rows), warm ? "warm" : "cold"];
  const child = Bun.spawnSync(args, { stderr: "inherit" });
  const line = child.stdout.toString().trim().split("\n").pop() ?? "";
  return JSON.parse(line) as Result;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const [mode, rows, warm] = process.argv.slice(2);
  if (mode) {
    const result = await runCase(mode as Mode, Number(rows ?? 50_000), warm === "warm");
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  const cases: [Mode, number][] = [
    ["xlsx", 5_000],
    ["xlsx", 50_000],
    ["xlsx", 100_000],
    ["xlsx-nosrc", 50_000],
    ["xlsx-web", 50_000],
    ["csv", 5_000],
    ["csv", 50_000],
    ["csv", 100_000],
  ];
  process.stdout.write(`start: ${machineLoad()}\n`);
  const columns = ["seconds", "rows/s", "output", "cold base", "cold peak", "cold grow"];
  columns.push("warm base", "warm peak", "warm grow");
  process.stdout.write(
    `${"case".padEnd(10)} ${"rows".padStart(7)} ${columns.map((c) => c.padStart(10)).join(" ")}\n`,
  );
  let xlsx50k: number | undefined;
  for (const [caseMode, caseRows] of cases) {
    const cold = runChild(caseMode, caseRows, false);
    const warm = runChild(caseMode, caseRows, true);
    const cells = [
      cold.seconds.toFixed(2),
      Math.round(cold.rows / cold.seconds).toLocaleString("en-US"),
      mb(cold.bytes),
      ...[cold, warm].flatMap((r) => [
        mb(r.baselineRss),
        mb(r.peakRss),
        mb(r.peakRss - r.baselineRss),
      ]),
    ];
    process.stdout.write(
      `${caseMode.padEnd(10)} ${String(caseRows).padStart(7)} ${cells.map((c) => c.padStart(10)).join(" ")}\n`,
    );
    xlsx50k ??= caseMode === "xlsx" && caseRows === 50_000 ? cold.seconds : undefined;
  }
  // The same run's floor, so the figures compare across machines as ratios.
  const bare = await bareHonoBaseline(3, 10);
  const ratio =
    xlsx50k === undefined
      ? ""
      : `; xlsx 50k seconds x bare req/s = ${Math.round(xlsx50k * bare.reqPerSec).toLocaleString("en-US")}`;
  process.stdout.write(
    `\nbare Hono baseline ${Math.round(bare.reqPerSec).toLocaleString("en-US")} req/s${ratio}\nend: ${machineLoad()}, Bun ${Bun.version}\n`,
  );
}

await main();
