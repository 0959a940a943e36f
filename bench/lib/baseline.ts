/*
 * What makes benchmark figures comparable across machines (issue 19, point 5): the machine's
 * load while it ran, and a bare Hono JSON route measured in the same run, as the floor the
 * runtime and framework set. Figures are then read as ratios to that baseline.
 */
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";

const autocannonDir = fileURLToPath(new URL("../../node_modules/autocannon/", import.meta.url));

export interface LoadFigures {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** "load 1.20 0.80 0.60 on 2 cores": the 1, 5 and 15-minute load averages, and the core count. */
export function machineLoad(): string {
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
  return `load ${one} ${five} ${fifteen} on ${cpus().length} cores`;
}

/**
 * Loads `url` with autocannon under Node in a child process: in this process it would share the
 * event loop with the server it measures, and the figures would mostly show its own cost.
 */
export async function loadUrl(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; seconds: number; connections: number },
): Promise<LoadFigures> {
  const script = `
    const autocannon = require(${JSON.stringify(autocannonDir)});
    const [url, headers, duration, connections] = JSON.parse(process.argv[1]);
    autocannon({ url, headers, duration, connections }, (err, r) => {
      if (err) { console.error(err); process.exit(1); }
      process.stdout.write(JSON.stringify({
        reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99,
        non2xx: r.non2xx, errors: r.errors,
      }));
    });`;
  const args = [url, options.headers ?? {}, options.seconds, options.connections];
  const proc = Bun.spawn(["node", "-e", script, JSON.stringify(args)], {
    stdout: "pipe",
    stderr: "inherit",
  });
  const out = await new Response(proc.stdout).text();
  if ((await proc.exited) !== 0) throw new Error(`autocannon failed for ${name}`);
  return { name, ...(JSON.parse(out) as Omit<LoadFigures, "name">) };
}

/** req/s of a bare Hono `c.json({ok:true})` route on this machine, now. */
export async function bareHonoBaseline(seconds: number, connections: number) {
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch: new Hono().get("/", (c) => c.json({ ok: true })).fetch,
  });
  try {
    const url = `http://127.0.0.1:${server.port}/`;
    return await loadUrl("bare Hono c.json({ok:true})", url, { seconds, connections });
  } finally {
    server.stop(true);
  }
}
