import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Subprocess } from "bun";
import postgres from "postgres";

// Proves `npm run build:binary` yields an executable that boots on its own (embedded assets,
// migrations and PGlite runtime), answers the health probes and stops cleanly on SIGTERM.

const root = fileURLToPath(new URL("../", import.meta.url));
const binary = join(root, "dist", "export-discovery");
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const BUILD_TIMEOUT_MS = 180_000;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

interface Running {
  proc: Subprocess<"ignore", "pipe", "pipe">;
  url: string;
  /** Everything the process printed so far, for failure messages. */
  output(): string;
}

const started: Running[] = [];

/** Bounds a promise, so a hung child fails the test instead of hanging the run. */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: Timer | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function collect(stream: ReadableStream<Uint8Array>, sink: (text: string) => void) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    sink(decoder.decode(next.value, { stream: true }));
  }
}

/** Starts the binary on a free port and resolves once it reports the URL it listens on. */
async function startBinary(env: Record<string, string>): Promise<Running> {
  // A clean environment: an inherited DATABASE_URL would silently change what is under test.
  const proc = Bun.spawn([binary], {
    cwd: tmpdir(),
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      SHUTDOWN_GRACE_SECONDS: "5",
      ...env,
    },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  let out = "";
  let err = "";
  const running: Running = { proc, url: "", output: () => `stdout:\n${out}\nstderr:\n${err}` };
  started.push(running);

  let announced: (url: string) => void = () => {};
  const url = new Promise<string>((resolve) => {
    announced = resolve;
  });
  void collect(proc.stdout, (text) => {
    out += text;
    const match = /running at (http:\/\/\S+)/.exec(out);
    if (match?.[1]) announced(match[1]);
  });
  void collect(proc.stderr, (text) => {
    err += text;
  });
  const exitedEarly = proc.exited.then((code) => {
    throw new Error(`binary exited with code ${code} before listening\n${running.output()}`);
  });
  running.url = await within(
    START_TIMEOUT_MS,
    `binary start\n${running.output()}`,
    Promise.race([url, exitedEarly]),
  );
  return running;
}

/** The probes every deployment relies on, then a graceful stop. */
async function expectServesAndStops(running: Running): Promise<void> {
  const health = await fetch(`${running.url}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });

  const ready = await fetch(`${running.url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ok", database: "ok" });

  // What the Dockerfile's HEALTHCHECK runs, against the same instance.
  const probe = Bun.spawn([binary, "--healthcheck"], {
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", PORT: new URL(running.url).port },
    stdout: "ignore",
    stderr: "pipe",
  });
  expect(await within(STOP_TIMEOUT_MS, "--healthcheck", probe.exited)).toBe(0);

  running.proc.kill("SIGTERM");
  const code = await within(STOP_TIMEOUT_MS, "graceful stop", running.proc.exited);
  expect(code, running.output()).toBe(0);
}

/** Whether the test Postgres answers; in CI its absence is a failure, elsewhere a loud skip. */
async function postgresReachable(): Promise<boolean> {
  const admin = postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await admin`select 1`;
    return true;
  } catch (err) {
    if (process.env.CI === "true") throw new Error(`CI needs Postgres at ${ADMIN_URL}: ${err}`);
    console.warn(`\n! Postgres not reachable at ${ADMIN_URL}: binary-on-Postgres test skipped\n`);
    return false;
  } finally {
    await admin.end({ timeout: 1 });
  }
}

describe("compiled binary", () => {
  beforeAll(async () => {
    const build = Bun.spawn([process.execPath, join(root, "scripts", "build-binary.ts")], {
      cwd: root,
      stdout: "pipe",
      stderr: "pipe",
    });
    const code = await within(BUILD_TIMEOUT_MS - 5_000, "build:binary", build.exited);
    if (code !== 0 || !existsSync(binary)) {
      const log = `${await new Response(build.stdout).text()}${await new Response(build.stderr).text()}`;
      throw new Error(`build:binary failed with code ${code}\n${log}`);
    }
  }, BUILD_TIMEOUT_MS);

  // Whatever the outcome, no child outlives its test.
  afterEach(async () => {
    for (const running of started.splice(0)) {
      if (running.proc.exitCode === null && running.proc.signalCode === null) {
        running.proc.kill("SIGKILL");
        await running.proc.exited;
      }
    }
  });

  test(
    "boots on embedded PGlite, serves the probes and stops on SIGTERM",
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "exd-binary-"));
      try {
        await expectServesAndStops(await startBinary({ DATA_DIR: dataDir }));
        expect(existsSync(join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    START_TIMEOUT_MS + STOP_TIMEOUT_MS + 10_000,
  );

  describe("on Postgres", () => {
    const name = `exd_binary_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    let databaseUrl: string | undefined;

    beforeAll(async () => {
      if (!(await postgresReachable())) return;
      const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`create database ${name}`);
      } finally {
        await admin.end({ timeout: 5 });
      }
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    });

    afterAll(async () => {
      if (!databaseUrl) return;
      const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end({ timeout: 5 });
      }
    });

    test(
      "migrates a fresh database, serves the probes and stops on SIGTERM",
      async () => {
        if (!databaseUrl) return;
        const dataDir = mkdtempSync(join(tmpdir(), "exd-binary-"));
        try {
          await expectServesAndStops(
            await startBinary({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }),
          );
          // Postgres configured: the embedded database must not have been created on the side.
          expect(existsSync(join(dataDir, "pglite"))).toBe(false);
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
      START_TIMEOUT_MS + STOP_TIMEOUT_MS + 10_000,
    );
  });
});
