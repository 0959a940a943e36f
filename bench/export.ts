/*
 * Export benchmark: streams deterministic synthetic leads to an xlsx and a csv file and prints
 * time, throughput, file size and peak RSS, with the machine's load and a bare Hono baseline of
 * the same run. Never asserts. Each case runs in a child process so
 * that one case's heap does not inflate the next one's RSS; comparing 5,000 with 50,000 rows
 * shows whether memory stays flat as the export grows.
 *
 *   node_modules/.bin/bun bench/export.ts            all cases
 *   node_modules/.bin/bun bench/export.ts xlsx 50000 one case (what the parent runs)
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

async function runCase(mode: Mode, rows: number): Promise<Result> {
  Bun.gc(true);
  const baselineRss = process.memoryUsage().rss;
  let peakRss = baselineRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const dir = mkdtempSync(join(tmpdir(), "export-bench-"));
  const path = join(dir, `leads.${mode === "csv" ? "csv" : "xlsx"}`);
  const started = performance.now();
  try {
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
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    return { mode, rows, seconds, bytes: statSync(path).size, baselineRss, peakRss };
  } finally {
    clearInterval(sampler);
    rmSync(dir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const [mode, rows] = process.argv.slice(2);
  if (mode) {
    process.stdout.write(
      `${JSON.stringify(await runCase(mode as Mode, Number(rows ?? 50_000)))}\n`,
    );
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
  process.stdout.write(
    `${"case".padEnd(10)} ${"rows".padStart(7)} ${"seconds".padStart(8)} ${"rows/s".padStart(9)} ${"output".padStart(10)} ${"base RSS".padStart(10)} ${"peak RSS".padStart(10)} ${"growth".padStart(10)}\n`,
  );
  let xlsx50k: number | undefined;
  for (const [caseMode, caseRows] of cases) {
    const child = Bun.spawnSync([process.execPath, import.meta.path, caseMode, String(caseRows)], {
      stderr: "inherit",
    });
    const line = child.stdout.toString().trim().split("\n").pop() ?? "";
    const r = JSON.parse(line) as Result;
    process.stdout.write(
      `${r.mode.padEnd(10)} ${String(r.rows).padStart(7)} ${r.seconds.toFixed(2).padStart(8)} ${Math.round(
        r.rows / r.seconds,
      )
        .toLocaleString("en-US")
        .padStart(
          9,
        )} ${mb(r.bytes).padStart(10)} ${mb(r.baselineRss).padStart(10)} ${mb(r.peakRss).padStart(10)} ${mb(r.peakRss - r.baselineRss).padStart(10)}\n`,
    );
    xlsx50k ??= caseMode === "xlsx" && caseRows === 50_000 ? r.seconds : undefined;
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
