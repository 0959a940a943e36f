/*
 * API benchmark: seeds 200 projects x 50 leads for one user, serves the real app with Bun.serve
 * and loads three routes with autocannon (10 connections each): the results JSON of one project,
 * the server-rendered dashboard at `/`, and a bare Hono JSON route as the floor the framework and
 * runtime set. Runs on PGlite, and on Postgres too when the test server answers. Prints req/s,
 * p50 and p99; never asserts.
 *
 *   node_modules/.bin/bun bench/api.ts              10 s per route
 *   node_modules/.bin/bun bench/api.ts 3            3 s per route (a quick look)
 *
 * autocannon runs under Node in a child process: in this process it would share the event loop
 * with the server it measures and the figures would mostly show its own cost.
 */
import "./lib/production-mode";
import { type DatabaseHandle, type DatabaseKind, openDatabase } from "../db/client";
import { manifestFromFiles } from "../src/assets/manifest";
import { parseConfig } from "../src/env";
import { createTestDatabase, isPostgresReachable } from "../tests/helpers/database";
import { LEADS_PER_PROJECT, PROJECTS, seedApiLoad } from "./lib/api-seed";
import { bareHonoBaseline, type LoadFigures, loadUrl, machineLoad } from "./lib/baseline";
import { benchApp } from "./lib/bench-app";

const CONNECTIONS = 10;
const seconds = Number(process.argv[2] ?? 10);

const say = (line: string) => process.stdout.write(`${line}\n`);

type Figures = LoadFigures;

/** The production app over `database`, as src/server.ts builds it (no built assets needed). */
function serveApp(database: DatabaseHandle) {
  const config = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", PORT: "0" });
  // The page HTML only names asset URLs; serving the files is not what is measured here.
  const { app } = benchApp(config, database, manifestFromFiles({}, new Map()));
  return Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: app.fetch });
}

const load = (name: string, url: string, headers: Record<string, string> = {}) =>
  loadUrl(name, url, { headers, seconds, connections: CONNECTIONS });

async function benchDatabase(kind: DatabaseKind): Promise<Figures[]> {
  const started = performance.now();
  const database = await createTestDatabase(kind);
  try {
    const { cookie, projectId } = await seedApiLoad(database.db);
    // What autovacuum does within a minute of 10,000 inserts (statistics, the visibility map for
    // index-only counts), done before loading rather than in the middle of a route's run.
    if (kind === "postgres") await database.execute("vacuum analyze");
    const seededIn = ((performance.now() - started) / 1000).toFixed(1);
    say(`[${kind}] seeded ${PROJECTS} projects x ${LEADS_PER_PROJECT} leads in ${seededIn} s`);
    // The app's own pool, as src/server.ts opens it (10 connections; the test helper's has 5).
    const served = database.url ? await openDatabase({ url: database.url, dataDir: "" }) : database;
    const server = serveApp(served);
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const headers = { cookie };
      const resultsUrl = `${base}/api/research-projects/${projectId}/results`;
      await describeOnce(kind, "results", resultsUrl, headers);
      await describeOnce(kind, "dashboard", `${base}/`, headers);
      // As a browser asks (every browser sends Accept-Encoding with gzip), and as a client that
      // asks for no encoding.
      const browser = { ...headers, "accept-encoding": "gzip, deflate, br, zstd" };
      return [
        await load(`${kind}  GET /api/research-projects/:id/results (gzip)`, resultsUrl, browser),
        await load(`${kind}  GET /api/research-projects/:id/results`, resultsUrl, headers),
        await load(`${kind}  GET / (SSR dashboard)`, `${base}/`, headers),
      ];
    } finally {
      server.stop(true);
      if (served !== database) await served.close();
    }
  } finally {
    await database.close();
  }
}

/** One request first, so that the figures are known to measure a real answer. */
async function describeOnce(
  kind: string,
  what: string,
  url: string,
  headers: Record<string, string>,
) {
  const res = await fetch(url, { headers });
  const body = await res.text();
  say(`[${kind}] ${what}: HTTP ${res.status}, ${body.length} bytes`);
}

/** The table, with each route's req/s as a share of the bare Hono baseline of the same run. */
function print(rows: Figures[], baseline: Figures): void {
  const all = [...rows, baseline];
  const width = Math.max(...all.map((r) => r.name.length));
  say(`\n${"route".padEnd(width)}   req/s   p50 ms  p99 ms  non-2xx  errors  of bare`);
  for (const r of all) {
    const share = `${((100 * r.reqPerSec) / baseline.reqPerSec).toFixed(2)}%`;
    say(
      `${r.name.padEnd(width)}  ${r.reqPerSec.toFixed(0).padStart(6)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(6)}  ${String(r.non2xx).padStart(7)}  ${String(r.errors).padStart(6)}  ${share.padStart(7)}`,
    );
  }
  say(`\n${CONNECTIONS} connections, ${seconds} s per route, Bun ${Bun.version}, ${machineLoad()}`);
}

say(`start: ${machineLoad()}`);
const rows: Figures[] = [];
rows.push(...(await benchDatabase("pglite")));
if (await isPostgresReachable()) rows.push(...(await benchDatabase("postgres")));
print(rows, await bareHonoBaseline(seconds, CONNECTIONS));
process.exit(0);
