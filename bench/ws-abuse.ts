/*
 * Websocket abuse benchmark (issue 16 point 1): one client floods the live channel with 40,000
 * frames while another user keeps using the API and their own websocket. Prints that user's p99
 * latency before and during the flood, the server process's RSS, and how far the flood got.
 * Target: p99 during <= 2x before, RSS growth <= 50 MB. Never asserts. The growth is read against
 * a quiet phase of the same length, whose peak is the victim's own garbage before a collection.
 *
 *   node_modules/.bin/bun bench/ws-abuse.ts              with the hub's limits (as served)
 *   node_modules/.bin/bun bench/ws-abuse.ts --no-limits  frame limits lifted, for comparison
 *
 * The app and hub run here over an in-memory PGlite (as bench/ws-fanout.ts); the flooder runs in
 * a child process so its sending does not share this event loop. When the server closes the
 * flooding socket, the flooder reconnects and goes on until all frames are sent.
 */
import { researchProjects } from "../db/schema";
import type { TestDatabase } from "../tests/helpers/database";
import { createTestDatabase } from "../tests/helpers/database";
import { browserHeaders, LiveClient, startLiveServer } from "../tests/helpers/live";
import { signedInUser } from "../tests/helpers/session";

const FLOOD_FRAMES = 40_000;
const SAMPLES = 300;
const RECONNECT_MS = 3000;
/** About as long as a flood lasts, reconnects included. */
const QUIET_MS = 5000;
const say = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface FloodConfig {
  wsUrl: string;
  origin: string;
  cookie: string;
  projectId: number;
}

async function runFlooder(config: FloodConfig): Promise<void> {
  // Each frame asks for a different project: the costly kind, as every one needs a session and
  // ownership check in the database (a repeated id would be answered from memory).
  let nextId = config.projectId + 1_000_000;
  const frameOf = () => JSON.stringify({ action: "subscribe", projectId: nextId++ });
  const headers = browserHeaders(config.origin, config.cookie);
  const client = await LiveClient.open(config.wsUrl, headers);
  let open = true;
  let closeCode = 0;
  void client.closed.then(({ code }) => {
    open = false;
    closeCode = code;
  });
  let sent = 0;
  let sentWhileOpen = 0;
  while (sent < FLOOD_FRAMES) {
    for (let i = 0; i < 500 && sent < FLOOD_FRAMES; i++, sent++) {
      client.socket.send(frameOf());
      if (open) sentWhileOpen++;
    }
    await Bun.sleep(0);
  }
  // Then the reconnect loop an abusive client would try, for a few seconds.
  let reconnects = 0;
  let refused = 0;
  const until = performance.now() + RECONNECT_MS;
  while (performance.now() < until) {
    try {
      const again = await LiveClient.open(config.wsUrl, headers);
      reconnects++;
      for (let i = 0; i < 1000; i++) again.socket.send(frameOf());
      // Without limits the server never closes it: give up on this one after a moment.
      await Promise.race([again.closed, Bun.sleep(500)]);
      again.close();
    } catch {
      refused++;
    }
    await Bun.sleep(50);
  }
  process.stdout.write(JSON.stringify({ sent, sentWhileOpen, closeCode, reconnects, refused }));
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? Number.NaN;
}

async function project(database: TestDatabase, userId: number): Promise<number> {
  const [row] = await database.db
    .insert(researchProjects)
    .values({
      userId,
      name: "Bench",
      country: "Germany",
      companyType: "Manufacturer",
      productsServices: "Pumps",
      decisionMaker: "CEO",
    })
    .returning({ id: researchProjects.id });
  if (!row) throw new Error("no project");
  return row.id;
}

async function runServer(limits: boolean): Promise<void> {
  const database = await createTestDatabase("pglite");
  const attacker = await signedInUser(database);
  const victim = await signedInUser(database);
  const attackerProject = await project(database, attacker.user.id);
  const victimProject = await project(database, victim.user.id);
  const live = startLiveServer(
    database,
    limits ? {} : { frameLimits: { framesPerSecond: 1e9, burst: 1e9 } },
  );
  const headers = { cookie: victim.cookie, origin: live.origin };
  const victimSocket = await LiveClient.open(
    live.wsUrl,
    browserHeaders(live.origin, victim.cookie),
  );

  await victimSocket.subscribe(victimProject);
  let seq = 0;

  /** One API call and one live event of the victim, timed. */
  async function sample(api: number[], ws: number[]) {
    let t = performance.now();
    const res = await fetch(`${live.origin}/api/research-projects/${victimProject}`, { headers });
    await res.arrayBuffer();
    api.push(performance.now() - t);
    // The victim's live traffic: an event of their project, from publish to their socket.
    t = performance.now();
    live.events.publish({
      type: "COMPANY_ACCEPTED",
      projectId: victimProject,
      data: { acceptedCount: ++seq, companyName: "Pumpen GmbH" },
    });
    await victimSocket.next(30_000);
    ws.push(performance.now() - t);
  }

  for (let i = 0; i < 20; i++) await sample([], []); // warm-up
  // The quiet phase runs as long as a flood takes, tracking its peak RSS as the flood phase does:
  // the victim's own requests leave garbage that the collector clears when it likes, and that
  // part of the peak is not the flood's doing.
  Bun.gc(true);
  const rssQuietStart = process.memoryUsage().rss;
  let rssQuietPeak = rssQuietStart;
  const before = { api: [] as number[], ws: [] as number[] };
  const quietUntil = performance.now() + QUIET_MS;
  while (before.api.length < SAMPLES || performance.now() < quietUntil) {
    await sample(before.api, before.ws);
    rssQuietPeak = Math.max(rssQuietPeak, process.memoryUsage().rss);
  }
  Bun.gc(true);
  const rssBefore = process.memoryUsage().rss;

  const config: FloodConfig = {
    wsUrl: live.wsUrl,
    origin: live.origin,
    cookie: attacker.cookie,
    projectId: attackerProject,
  };
  const started = performance.now();
  const child = Bun.spawn(["node_modules/.bin/bun", import.meta.path, "--flood"], {
    env: { ...process.env, WS_ABUSE_CONFIG: JSON.stringify(config) },
    stdout: "pipe",
  });
  const during = { api: [] as number[], ws: [] as number[] };
  let rssPeak = rssBefore;
  let done = false;
  void child.exited.then(() => {
    done = true;
  });
  while (!done || during.api.length < 50) {
    await sample(during.api, during.ws);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }
  const floodMs = performance.now() - started;
  const flood = JSON.parse(await new Response(child.stdout).text()) as Record<string, number>;

  say(`ws-abuse (${limits ? "with limits" : "limits lifted"}): ${FLOOD_FRAMES} frames flooded`);
  say(
    `  flooder: ${flood.sent} frames in ${(floodMs / 1000).toFixed(1)} s (incl. ` +
      `${RECONNECT_MS / 1000} s of reconnects); ${flood.sentWhileOpen} sent while open, close ` +
      `code ${flood.closeCode || "none"}; reconnected ${flood.reconnects}x, refused ${flood.refused}x`,
  );
  const line = (name: string, b: number[], d: number[]) =>
    say(
      `  ${name} p99 before ${p99(b).toFixed(1)} ms, during ${p99(d).toFixed(1)} ms ` +
        `(${(p99(d) / p99(b)).toFixed(2)}x; ${d.length} samples during)`,
    );
  line("victim API ", before.api, during.api);
  line("victim live", before.ws, during.ws);
  Bun.gc(true);
  const rssAfter = process.memoryUsage().rss;
  const quietGrowth = rssQuietPeak - rssQuietStart;
  const floodGrowth = rssPeak - rssBefore;
  say(
    `  server RSS before ${mb(rssBefore)}, peak during ${mb(rssPeak)} ` +
      `(+${mb(floodGrowth)}), after GC ${mb(rssAfter)} (+${mb(rssAfter - rssBefore)})`,
  );
  say(
    `  the victim's own traffic alone, ${(QUIET_MS / 1000).toFixed(0)} s without a flood: ` +
      `peak +${mb(quietGrowth)}; growth the flood adds: ${floodGrowth >= quietGrowth ? "+" : ""}` +
      `${mb(floodGrowth - quietGrowth)}`,
  );
  victimSocket.close();
  await live.stop();
  await database.close();
}

if (process.argv[2] === "--flood") {
  await runFlooder(JSON.parse(process.env.WS_ABUSE_CONFIG ?? "{}") as FloodConfig);
  process.exit(0);
} else {
  await runServer(!process.argv.includes("--no-limits"));
  process.exit(0);
}
