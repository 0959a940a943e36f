/*
 * Live channel benchmark: 1,000 websocket subscribers watch one project of one user on a local
 * server (the real app and hub over an in-memory PGlite); events published on the bus fan out to
 * all of them. Prints connect and subscribe times, delivered frames/s and events/s (an event
 * counts once every subscriber has it), p50/p99 delivery latency, and RSS. Never asserts.
 *
 *   node_modules/.bin/bun bench/ws-fanout.ts             1,000 events in the burst phase
 *   node_modules/.bin/bun bench/ws-fanout.ts 200         a quick look
 *
 * Two phases: a burst (publish as fast as the bus allows, yielding every few events so sockets
 * flush: throughput, and latency under load) and a paced run (one event every 20 ms: latency of
 * a calm project). The clients run in a child process, so the server's event loop does not also
 * parse a million frames; both share this machine's CPUs, and both stamp time with the same
 * clock (performance.timeOrigin + now()).
 */
import { researchProjects } from "../db/schema";
import type { LiveEvent } from "../src/live/events";
import { createTestDatabase } from "../tests/helpers/database";
import { startLiveServer } from "../tests/helpers/live";
import { signedInUser } from "../tests/helpers/session";

const CLIENTS = 1000;
const BURST_EVENTS = Math.max(1, Math.min(Number(process.argv[2] ?? 1000) || 1000, 100_000));
const PACED_EVENTS = 100;
const PACED_GAP_MS = 20;
const BURST_YIELD_EVERY = 10;
const CONNECT_WAVE = 100;
const PHASE_TIMEOUT_MS = 120_000;

const say = (line: string) => process.stdout.write(`${line}\n`);
const clock = () => performance.timeOrigin + performance.now();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

// --- messages between the server process and the clients process ---

interface ClientsConfig {
  wsUrl: string;
  origin: string;
  cookie: string;
  projectId: number;
}
type ToClients =
  | { kind: "expect"; events: number }
  | { kind: "published"; times: number[] }
  | { kind: "exit" };
type FromClients =
  | { kind: "ready"; handshakeMs: number; subscribeMs: number; p50: number; p99: number }
  | { kind: "armed" }
  | {
      kind: "phase";
      frames: number;
      expected: number;
      spanMs: number;
      p50: number;
      p99: number;
      rss: number;
    };

// --- clients process ---

async function runClients(config: ClientsConfig): Promise<void> {
  const send = (message: FromClients) => process.send?.(message);
  const sockets: WebSocket[] = [];
  const handshakeTimes: number[] = [];
  let onFrame: (text: string, at: number) => void = () => {};

  const openOne = () =>
    new Promise<void>((resolve, reject) => {
      const started = clock();
      const options: Bun.WebSocketOptions = {
        headers: { cookie: config.cookie, origin: config.origin },
      };
      const socket = new WebSocket(config.wsUrl, options as unknown as string[]);
      socket.onopen = () => {
        handshakeTimes.push(clock() - started);
        sockets.push(socket);
        resolve();
      };
      socket.onerror = () => reject(new Error("handshake failed"));
      socket.onmessage = (e) => onFrame(String(e.data), clock());
    });

  const handshakeStart = clock();
  for (let wave = 0; wave < CLIENTS; wave += CONNECT_WAVE) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_WAVE, CLIENTS - wave) }, openOne));
  }
  const handshakeMs = clock() - handshakeStart;

  const subscribeStart = clock();
  let acks = 0;
  await new Promise<void>((resolve) => {
    onFrame = (text) => {
      if (text.includes('"subscribed"')) acks += 1;
      if (acks === CLIENTS) resolve();
    };
    const frame = JSON.stringify({ action: "subscribe", projectId: config.projectId });
    for (const socket of sockets) socket.send(frame);
  });
  const subscribeMs = clock() - subscribeStart;
  const sortedHandshakes = Float64Array.from(handshakeTimes).sort();
  send({
    kind: "ready",
    handshakeMs,
    subscribeMs,
    p50: percentile(sortedHandshakes, 50),
    p99: percentile(sortedHandshakes, 99),
  });

  // Per phase: every frame's arrival time and the event it carried (queriesCompleted = seq).
  let seqs = new Int32Array(0);
  let arrivals = new Float64Array(0);
  let count = 0;
  let published: number[] | undefined;
  let expected = 0;

  const finishIfDone = () => {
    if (!published || count < expected) return;
    const times = published;
    published = undefined;
    const latencies = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      latencies[i] = (arrivals[i] ?? 0) - (times[seqs[i] ?? 0] ?? 0);
    }
    latencies.sort();
    const first = Math.min(...times);
    let last = 0;
    for (let i = 0; i < count; i++) last = Math.max(last, arrivals[i] ?? 0);
    send({
      kind: "phase",
      frames: count,
      expected,
      spanMs: last - first,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      rss: process.memoryUsage().rss,
    });
  };

  process.on("message", (message: ToClients) => {
    if (message.kind === "exit") process.exit(0);
    if (message.kind === "expect") {
      expected = message.events * CLIENTS;
      seqs = new Int32Array(expected);
      arrivals = new Float64Array(expected);
      count = 0;
      onFrame = (text, at) => {
        if (count >= expected) return;
        const event = JSON.parse(text) as LiveEvent;
        seqs[count] = event.data.queriesCompleted ?? 0;
        arrivals[count] = at;
        count += 1;
        if (count === expected) finishIfDone();
      };
      send({ kind: "armed" });
      return;
    }
    published = message.times;
    // A phase that loses frames still reports, after its timeout, what did arrive.
    setTimeout(() => {
      expected = count;
      finishIfDone();
    }, PHASE_TIMEOUT_MS).unref();
    finishIfDone();
  });
}

// --- server process ---

async function runServer(): Promise<void> {
  const database = await createTestDatabase("pglite");
  const { user, cookie } = await signedInUser(database);
  const [project] = await database.db
    .insert(researchProjects)
    .values({
      userId: user.id,
      name: "Bench",
      country: "Germany",
      companyType: "Manufacturer",
      productsServices: "Pumps",
      decisionMaker: "CEO",
    })
    .returning({ id: researchProjects.id });
  if (!project) throw new Error("no project");
  // One user opens every socket here: lift the per-user cap a real browser never reaches.
  const live = startLiveServer(database, { maxSocketsPerUser: CLIENTS });
  Bun.gc(true);
  const baselineRss = process.memoryUsage().rss;
  const config: ClientsConfig = {
    wsUrl: live.wsUrl,
    origin: live.origin,
    cookie,
    projectId: project.id,
  };

  let deliver: (message: FromClients) => void = () => {};
  const nextMessage = () =>
    new Promise<FromClients>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("clients timed out")), PHASE_TIMEOUT_MS);
      deliver = (message) => {
        clearTimeout(timer);
        resolve(message);
      };
    });
  const clients = Bun.spawn([process.execPath, import.meta.path, "--clients"], {
    env: { ...process.env, WS_BENCH_CONFIG: JSON.stringify(config) },
    stdout: "inherit",
    stderr: "inherit",
    ipc: (message: FromClients) => deliver(message),
  });
  const tell = (message: ToClients) => clients.send(message);

  const ready = await nextMessage();
  if (ready.kind !== "ready") throw new Error(`unexpected ${ready.kind}`);
  say(`${CLIENTS} subscribers on one project (server ${live.origin}, PGlite)`);
  say(
    `  connect: ${ready.handshakeMs.toFixed(0)} ms for all handshakes in waves of ${CONNECT_WAVE} ` +
      `(each p50 ${ready.p50.toFixed(1)} ms, p99 ${ready.p99.toFixed(1)} ms); ` +
      `subscribe all: ${ready.subscribeMs.toFixed(0)} ms`,
  );
  Bun.gc(true);
  say(
    `  server RSS: ${mb(baselineRss)} before the sockets (app, PGlite), ` +
      `${mb(process.memoryUsage().rss)} with ${live.hub.stats().sockets} subscribed sockets`,
  );

  const event = (seq: number): LiveEvent => ({
    type: "PROGRESS_UPDATE",
    projectId: project.id,
    data: {
      acceptedCount: seq % 50,
      rejectedCount: seq % 7,
      progressPercentage: seq % 100,
      queriesCompleted: seq,
      totalQueries: 100_000,
      currentActivity: `Processing batch: ${seq % 10}/10`,
    },
  });

  async function phase(name: string, events: number, gapMs: number): Promise<void> {
    tell({ kind: "expect", events });
    await nextMessage();
    const times: number[] = [];
    for (let seq = 0; seq < events; seq++) {
      times.push(clock());
      live.events.publish(event(seq));
      if (gapMs > 0) await Bun.sleep(gapMs);
      else if (seq % BURST_YIELD_EVERY === BURST_YIELD_EVERY - 1) await Bun.sleep(0);
    }
    tell({ kind: "published", times });
    const result = await nextMessage();
    if (result.kind !== "phase") throw new Error(`unexpected ${result.kind}`);
    const seconds = result.spanMs / 1000;
    say(`  ${name}: ${events} events x ${CLIENTS} subscribers`);
    // A paced phase's rate is the pace itself; only the burst measures throughput.
    const rate =
      gapMs > 0
        ? ""
        : `: ${(result.frames / seconds).toFixed(0)} frames/s, ` +
          `${(result.frames / CLIENTS / seconds).toFixed(0)} events/s`;
    say(
      `    delivered ${result.frames}/${result.expected} frames in ${seconds.toFixed(2)} s${rate}`,
    );
    say(
      `    latency p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; ` +
        `RSS server ${mb(process.memoryUsage().rss)}, clients ${mb(result.rss)}`,
    );
  }

  await phase("burst", BURST_EVENTS, 0);
  await phase(`paced (${PACED_GAP_MS} ms apart)`, PACED_EVENTS, PACED_GAP_MS);

  tell({ kind: "exit" });
  await clients.exited;
  await live.stop();
  await database.close();
}

if (process.argv[2] === "--clients") {
  await runClients(JSON.parse(process.env.WS_BENCH_CONFIG ?? "{}") as ClientsConfig);
} else {
  await runServer();
  process.exit(0);
}
