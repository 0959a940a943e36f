import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Subprocess } from "bun";
import { writeParentWatchdog } from "../../scripts/auth-emulator";
import { waitFor } from "./research";

/*
 * The real entry point (`bun src/server.ts`) in processes of its own, for the fault tests: kill
 * one with SIGKILL, run two on one database. Every process started here is remembered, so a
 * test's `finally` (or afterAll) ends them all even when the test failed half-way, and a
 * watchdog preload ends them if the test runner itself is killed.
 */

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Companies in the generated web the spawned servers search: small enough to boot in a second. */
export const FAULT_WEB_COMPANIES = 800;

export interface AppProcess {
  proc: Subprocess<"ignore", "pipe", "pipe">;
  /** http://127.0.0.1:port */
  url: string;
  /** Everything it printed so far (stdout and stderr), for failure messages. */
  output(): string;
}

const started = new Set<AppProcess>();
let scratch: string | undefined;

function watchdog(): string {
  scratch ??= mkdtempSync(join(tmpdir(), "exd-faults-"));
  return writeParentWatchdog(scratch);
}

async function collect(stream: ReadableStream<Uint8Array>, sink: (text: string) => void) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    sink(decoder.decode(next.value, { stream: true }));
  }
}

/**
 * Starts the server on a free port with the sandbox web, the offline rules model and fast job
 * supervision (a dead process's run is taken over in about 12 s), plus `env`; resolves once it
 * prints its URL.
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const proc = Bun.spawn([process.execPath, "--preload", watchdog(), "src/server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      SANDBOX_SEED: "1",
      SANDBOX_COMPANIES: String(FAULT_WEB_COMPANIES),
      SANDBOX_SEGMENT_MIN: "0",
      JOB_HEARTBEAT_SECONDS: "10",
      JOB_SUPERVISE_SECONDS: "1",
      OPENAI_API_KEY: "",
      SEARXNG_URL: "",
      BRAVE_SEARCH_API_KEY: "",
      DATABASE_URL: "",
      ...env,
    },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  let text = "";
  const app: AppProcess = { proc, url: "", output: () => text };
  started.add(app);
  void collect(proc.stdout, (chunk) => {
    text += chunk;
  });
  void collect(proc.stderr, (chunk) => {
    text += chunk;
  });
  app.url = await waitFor(
    "the server to print its URL",
    () => {
      if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}:\n${text}`);
      return /running at (http:\/\/\S+)/.exec(text)?.[1];
    },
    30_000,
  );
  return app;
}

/** SIGKILL: no shutdown step runs, as when a machine or container dies. */
export async function killHard(app: AppProcess): Promise<void> {
  app.proc.kill("SIGKILL");
  await app.proc.exited;
  started.delete(app);
}

/** SIGTERM: the graceful stop of a deploy; resolves with the exit code. */
export async function stopGracefully(app: AppProcess): Promise<number> {
  app.proc.kill("SIGTERM");
  const code = await app.proc.exited;
  started.delete(app);
  return code;
}

/** Ends every process this file started (SIGKILL) and removes the watchdog's folder. */
export async function stopAllAppProcesses(): Promise<void> {
  for (const app of [...started]) await killHard(app);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
}

/** Runs `check` and, when it throws, adds what the servers printed to the error. */
export async function withServerOutput<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    const logs = [...started].map((app, i) => `--- server ${i + 1} ---\n${app.output()}`);
    throw new Error(`${error instanceof Error ? error.message : error}\n${logs.join("\n")}`);
  }
}

/** JSON API calls of one signed-in user, as our own page in a browser makes them. */
export function httpApi(app: AppProcess, cookie: string) {
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        cookie,
        origin: app.url,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
}

/** Creates a project through the API and confirms its research, as the chat does. */
export async function startResearchOverHttp(
  app: AppProcess,
  cookie: string,
  project: Record<string, unknown>,
): Promise<number> {
  const call = httpApi(app, cookie);
  const created = await call("POST", "/api/research-projects", project);
  const id = created.id as number;
  await call("POST", `/api/research-projects/${id}/messages`, { content: "Start research" });
  await call("POST", `/api/research-projects/${id}/confirm`);
  return id;
}
