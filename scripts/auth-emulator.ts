import { spawn } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, signalGroup, writeParentWatchdog } from "./child-processes.ts";

/**
 * Starts and stops the Firebase Auth emulator (firebase-tools, a devDependency) for `npm run dev`,
 * bun tests and Playwright. Every instance gets its own firebase.json in a temp directory, so two
 * emulators on different ports (a developer's dev server and a test run) never fight over the
 * hub and logging ports, the hub locator file or firebase-debug.log.
 *
 * CLI: `bun scripts/auth-emulator.ts [--port 9099] [--project demo-x] [--data DIR] [--log FILE]`
 * starts one and stays in the foreground until SIGINT/SIGTERM (Playwright's webServer uses this).
 */

const root = fileURLToPath(new URL("../", import.meta.url));
const FIREBASE_BIN = join(root, "node_modules", "firebase-tools", "lib", "bin", "firebase.js");
const READY_TIMEOUT_MS = 60_000;
// An export on exit takes about 2 s; beyond this the process is stuck and gets SIGKILL.
const STOP_TIMEOUT_MS = 15_000;
const TAIL_LINES = 40;
const ANSI_ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

export { freePort, signalGroup, writeParentWatchdog } from "./child-processes.ts";

export const DEFAULT_PROJECT_ID = "demo-export-discovery";

export interface AuthEmulatorOptions {
  /** Port of the Auth API; 0 or unset picks a free one. */
  port?: number;
  /** A `demo-*` id keeps firebase-tools away from real Google services. */
  projectId?: string;
  /** Appends the emulator's output here; without it only the last lines are kept for errors. */
  logFile?: string;
  /** Accounts are imported from here at start and exported here on a clean stop. */
  dataDir?: string;
  timeoutMs?: number;
}

export interface AuthEmulator {
  /** host:port, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  port: number;
  projectId: string;
  /** True when an emulator was already answering on the port: stop() then leaves it running. */
  reused: boolean;
  /** Resolves with the exit code if the emulator ends on its own or is stopped; never if reused. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
  /** Synchronous last resort for `process.on("exit")`, where nothing can be awaited. */
  killNow(): void;
}

type Probe = "emulator" | "other" | "closed";

/** What answers on host:port: the Auth emulator (its root returns `{ authEmulator: ... }`), something else, or nothing. */
export async function probeAuthEmulator(host: string, timeoutMs = 1_000): Promise<Probe> {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json().catch(() => null)) as { authEmulator?: unknown } | null;
    return res.ok && body?.authEmulator ? "emulator" : "other";
  } catch (err) {
    // A timeout means something holds the port without speaking HTTP to us.
    return err instanceof Error && err.name === "TimeoutError" ? "other" : "closed";
  }
}

function emulatorConfig(port: number, hubPort: number, loggingPort: number): object {
  // Keep whatever the project's firebase.json says and override only what must differ per instance.
  const projectConfig = join(root, "firebase.json");
  const base = existsSync(projectConfig)
    ? (JSON.parse(readFileSync(projectConfig, "utf8")) as { emulators?: Record<string, unknown> })
    : {};
  return {
    ...base,
    emulators: {
      ...base.emulators,
      auth: { host: "127.0.0.1", port },
      hub: { host: "127.0.0.1", port: hubPort },
      logging: { host: "127.0.0.1", port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

function reusedEmulator(port: number, projectId: string): AuthEmulator {
  return {
    host: `127.0.0.1:${port}`,
    port,
    projectId,
    reused: true,
    exited: new Promise(() => {}),
    stop: async () => {},
    killNow: () => {},
  };
}

export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const port = options.port || (await freePort());
  const host = `127.0.0.1:${port}`;

  const probe = await probeAuthEmulator(host);
  if (probe === "emulator") return reusedEmulator(port, projectId);
  if (probe === "other") {
    throw new Error(`Port ${port} is in use by something that is not the Firebase Auth emulator.`);
  }

  const workDir = mkdtempSync(join(tmpdir(), "auth-emulator-"));
  const configFile = join(workDir, "firebase.json");
  writeFileSync(
    configFile,
    JSON.stringify(emulatorConfig(port, await freePort(), await freePort()), null, 2),
  );
  const args = [
    "--require",
    writeParentWatchdog(workDir),
    FIREBASE_BIN,
    "emulators:start",
    "--only",
    "auth",
    "--project",
    projectId,
    "--config",
    configFile,
    "--non-interactive",
  ];
  if (options.dataDir) {
    const dataDir = resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
    args.push("--import", dataDir, "--export-on-exit", dataDir);
  }
  if (options.logFile) mkdirSync(dirname(resolve(options.logFile)), { recursive: true });

  // firebase-tools is a Node program; Bun runs it too but no faster, and Node is what it supports.
  const child = spawn("node", args, {
    // firebase-debug.log and the export's scratch directory are written to the working directory.
    cwd: workDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      // No update check or prompt: both would reach for the network or wait for a keypress.
      NO_UPDATE_NOTIFIER: "1",
      FORCE_COLOR: "0",
      // The hub locator file (hub-<project>.json) goes to the OS temp dir; keep it per instance.
      TMPDIR: workDir,
    },
  });

  const tail: string[] = [];
  let sawReady = false;
  const collect = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    if (options.logFile) appendFileSync(options.logFile, text);
    if (text.includes("All emulators ready")) sawReady = true;
    // FORCE_COLOR does not reach every colour library firebase-tools uses; errors read better plain.
    const plain = text.replace(ANSI_ESCAPES, "");
    tail.push(...plain.split("\n").filter((l) => l.trim() !== ""));
    tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const exited = new Promise<number | null>((done) => {
    child.on("exit", (code, signal) => done(signal ? null : code));
    child.on("error", (err) => {
      tail.push(String(err));
      done(null);
    });
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    rmSync(workDir, { recursive: true, force: true });
  });

  const killNow = () => {
    signalGroup(child, "SIGKILL");
  };
  const stop = async () => {
    if (hasExited) return;
    // One SIGTERM: firebase-tools then exports (with dataDir) and shuts down cleanly.
    signalGroup(child, "SIGTERM");
    const timer = setTimeout(killNow, STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  // The port answers before an import has finished, so wait for both the banner and the port.
  const deadline = Date.now() + (options.timeoutMs ?? READY_TIMEOUT_MS);
  for (;;) {
    if (sawReady && (await probeAuthEmulator(host)) === "emulator") break;
    if (hasExited || Date.now() > deadline) {
      const why = hasExited
        ? `exited with code ${child.exitCode ?? child.signalCode}`
        : `was not ready within ${Math.round((options.timeoutMs ?? READY_TIMEOUT_MS) / 1000)} s`;
      await stop();
      throw new Error(
        `Firebase Auth emulator on ${host} ${why}. Last output:\n${tail.join("\n") || "(none)"}`,
      );
    }
    await Bun.sleep(200);
  }

  return { host, port, projectId, reused: false, exited, stop, killNow };
}

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function cli(): Promise<void> {
  const emulator = await startAuthEmulator({
    port: Number(argValue("--port") ?? 9099),
    projectId: argValue("--project"),
    dataDir: argValue("--data"),
    logFile: argValue("--log"),
  });
  process.stdout.write(
    `Auth emulator ${emulator.reused ? "already running" : "ready"} at ${emulator.host} (project ${emulator.projectId})\n`,
  );
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void emulator.stop().then(() => process.exit(0));
    });
  }
  const code = await emulator.exited;
  if (!stopping) {
    process.stderr.write(`Auth emulator exited on its own (code ${code}).\n`);
    process.exit(1);
  }
}

if (import.meta.main) {
  cli().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
