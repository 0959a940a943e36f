/*
 * Where the time of the two loaded routes of bench/api.ts goes (issue 19): each stage of
 * `GET /` and `GET /api/research-projects/:id/results` timed alone, one call at a time, on the
 * same seed (200 projects x 50 leads), then the whole request through `app.request` without
 * HTTP. The results read and the dashboard are timed as a repeated request finds them (what they
 * keep is reused while its mark is unchanged) and as a change finds them (the list read again).
 * Prints ms per call; never asserts.
 *
 *   node_modules/.bin/bun bench/api-profile.ts [--pglite] [calls]
 */
import "./lib/production-mode";
import type { DatabaseKind } from "../db/client";
import { manifestFromFiles } from "../src/assets/manifest";
import { findSession } from "../src/auth/sessions";
import { parseConfig } from "../src/env";
import { readDashboard } from "../src/projects/dashboard-read";
import { dashboardStats } from "../src/projects/dashboard-stats";
import { listLeads } from "../src/projects/lead-store";
import { listProjectPage } from "../src/projects/project-page";
import { readLeadsBody } from "../src/projects/results-json";
import { createTestDatabase } from "../tests/helpers/database";
import { seedApiLoad } from "./lib/api-seed";
import { machineLoad } from "./lib/baseline";
import { benchApp } from "./lib/bench-app";

const kind: DatabaseKind = process.argv.includes("--pglite") ? "pglite" : "postgres";
const calls = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 300);
const say = (line: string) => process.stdout.write(`${line}\n`);
const CONCURRENCY = 10;

/** CPU seconds used so far by the database's server processes for our database (Postgres only). */
async function databaseCpu(): Promise<number> {
  if (!database.url) return 0;
  const name = new URL(database.url).pathname.slice(1);
  const rows = (await database.execute(
    `select pid from pg_stat_activity where datname = '${name}'`,
  )) as { pid: number }[];
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const stat = await Bun.file(`/proc/${pid}/stat`).text();
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // a backend that ended meanwhile
    }
  }
  return ticks / 100;
}

/**
 * `total` calls, `CONCURRENCY` at a time, as the load generator sends them: calls per second,
 * and this process's and the database server's CPU per call, which a busy machine disturbs less
 * than the rate.
 */
async function underLoad(name: string, run: () => Promise<unknown>, total = calls * 5) {
  let next = 0;
  const worker = async () => {
    while (next++ < total) await run();
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  const dbCpu = await databaseCpu();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const wall = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  const dbMs = ((await databaseCpu()) - dbCpu) * 1000;
  say(
    `${name.padEnd(40)} ${(total / wall).toFixed(0).padStart(8)} calls/s  app CPU ${((user + system) / 1000 / total).toFixed(3)} ms/call  database CPU ${(dbMs / total).toFixed(3)} ms/call`,
  );
}

async function time(name: string, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 20; i++) await run();
  const started = performance.now();
  for (let i = 0; i < calls; i++) await run();
  const ms = (performance.now() - started) / calls;
  say(`${name.padEnd(40)} ${ms.toFixed(3).padStart(8)} ms/call`);
}

say(`start: ${machineLoad()}, ${kind}, ${calls} calls per stage`);
const database = await createTestDatabase(kind);
try {
  const { cookie, projectId } = await seedApiLoad(database.db);
  const db = database.db;
  const token = cookie.slice("sid=".length);
  const found = await findSession(db, token);
  if (!found) throw new Error("no session");
  const userId = found.user.id;
  const config = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", PORT: "0" });
  const { app } = benchApp(config, database, manifestFromFiles({}, new Map()));
  const get = async (path: string) => {
    const res = await app.request(path, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
    return res.text();
  };

  await time("session lookup (findSession)", () => findSession(db, token));
  const reader = { userId, sessionHash: found.session.tokenHash };
  await time("dashboard: session, user, mark (kept)", () =>
    readDashboard(db, reader, { page: 1, q: "" }),
  );
  await time("dashboard: 24 cards' rows (a new mark)", () =>
    listProjectPage(db, userId, { page: 1, q: "" }),
  );
  await time("dashboard stats API (kept counts)", () => dashboardStats(db, userId));
  await time("GET / via app.request", () => get("/"));
  await time("results: session, owner and mark (kept body)", () =>
    readLeadsBody(db, reader, projectId),
  );
  await time("results: listLeads (50 leads, a new mark)", () => listLeads(db, userId, projectId));
  const leads = await listLeads(db, userId, projectId);
  await time("results: JSON.stringify", async () => JSON.stringify(leads));
  await time("GET results via app.request", () =>
    get(`/api/research-projects/${projectId}/results`),
  );
  say(`\n${CONCURRENCY} at a time:`);
  await underLoad("GET / via app.request", () => get("/"));
  await underLoad("GET results via app.request", () =>
    get(`/api/research-projects/${projectId}/results`),
  );
} finally {
  await database.close();
}
say(`end: ${machineLoad()}, Bun ${Bun.version}`);
process.exit(0);
