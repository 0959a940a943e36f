import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type EmulatorLinkSource, watchVerificationLinks } from "../src/auth/emulator-links.ts";
import {
  type AuthEmulator,
  DEFAULT_PROJECT_ID,
  probeAuthEmulator,
  signalGroup,
  startAuthEmulator,
  writeParentWatchdog,
} from "./auth-emulator.ts";

/**
 * `npm run dev`: the Firebase Auth emulator (unless a real project or another emulator is
 * configured), then `bun --hot src/server.ts` with FIREBASE_AUTH_EMULATOR_HOST pointing at it.
 * Ctrl-C or SIGTERM stops both; if the server dies, the emulator is stopped and its code returned.
 *
 * Reads the same variables as src/env.ts (FIREBASE_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST,
 * DATA_DIR) with the same defaults, but only to decide what to start; the server parses them.
 */

const root = fileURLToPath(new URL("../", import.meta.url));
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost"]);
// The server's own grace period (SHUTDOWN_GRACE_SECONDS, 10 s by default) plus a margin.
const SERVER_STOP_TIMEOUT_MS = 15_000;

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Starts, reuses or merely checks the emulator; undefined when identity is a real project. */
async function authEmulator(): Promise<AuthEmulator | undefined> {
  const projectId = process.env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;
  const configured = process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  if (!configured && !projectId.startsWith("demo-")) {
    say(`Identity: Firebase project ${projectId} (no emulator)`);
    return undefined;
  }
  const [hostname = "", portText = ""] = (configured ?? "127.0.0.1:9099").split(":");
  const port = Number(portText);
  if (!LOCAL_HOSTS.has(hostname)) {
    // Someone else's emulator (another machine, a container): use it, but only if it answers.
    if ((await probeAuthEmulator(configured ?? "")) !== "emulator") {
      fail(`FIREBASE_AUTH_EMULATOR_HOST=${configured} does not answer as an Auth emulator.`);
    }
    say(`Auth emulator: using ${configured}`);
    return undefined;
  }
  const dataDir = resolve(root, process.env.DATA_DIR || "data");
  const accountsDir = join(dataDir, "auth-emulator");
  const logFile = join(dataDir, "auth-emulator.log");
  say(`Starting the Firebase Auth emulator on 127.0.0.1:${port}...`);
  const started = performance.now();
  const emulator = await startAuthEmulator({ port, projectId, dataDir: accountsDir, logFile });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (emulator.reused) {
    say(`Auth emulator: reusing the one already running on ${emulator.host}`);
  } else {
    say(
      `Auth emulator ready on ${emulator.host} in ${seconds} s (log: ${relative(root, logFile)})`,
    );
    say(
      `Dev accounts are saved to ${relative(root, accountsDir)} when you stop with Ctrl-C (lost if killed).`,
    );
  }
  return emulator;
}

/** The emulator whose verification links the terminal shows: ours, or a configured one. */
function linkSource(emulator: AuthEmulator | undefined): EmulatorLinkSource | undefined {
  // The same rule as the server's (src/auth/emulator-links.ts devLinkSource): never in production.
  if (process.env.NODE_ENV === "production") return undefined;
  if (emulator) return { host: emulator.host, projectId: emulator.projectId };
  const configured = process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  const projectId = process.env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;
  return configured ? { host: configured, projectId } : undefined;
}

/** The emulator sends no email, so each sign-up's verification link is printed here instead. */
function printVerificationLinks(source: EmulatorLinkSource | undefined): () => void {
  if (!source) return () => {};
  say("Verification links of new sign-ups will be printed here (the emulator sends no email).");
  return watchVerificationLinks(source, (code) => {
    say(`Verification link for ${code.email}: ${code.oobLink}`);
  });
}

function startServer(emulator: AuthEmulator | undefined, scratch: string): ChildProcess {
  const env = { ...process.env };
  if (emulator) {
    env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    env.FIREBASE_PROJECT_ID = emulator.projectId;
  }
  // Under `bun scripts/dev.ts` execPath is Bun itself; the fallback covers a Node launch.
  const bun = process.versions.bun ? process.execPath : join(root, "node_modules", ".bin", "bun");
  return spawn(bun, ["--preload", writeParentWatchdog(scratch), "--hot", "src/server.ts"], {
    cwd: root,
    env,
    // Its own process group, so a terminal's Ctrl-C reaches it once, from us, not twice.
    detached: true,
    // Inherited, not piped: the URL line and pino's output reach the terminal unchanged.
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function main(): Promise<void> {
  const emulator = await authEmulator();
  const scratch = mkdtempSync(join(tmpdir(), "export-discovery-dev-"));
  const server = startServer(emulator, scratch);
  const stopLinks = printVerificationLinks(linkSource(emulator));
  const serverExit = new Promise<number>((done) => {
    server.on("exit", (code, signal) => {
      done(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
    server.on("error", (err) => {
      process.stderr.write(`Could not start the server: ${err.message}\n`);
      done(1);
    });
  });

  let stopping = false;
  let stoppingSince = 0;
  const stopAll = async (exitCode: number): Promise<never | undefined> => {
    if (stopping) {
      // npm forwards the terminal's SIGINT that we also received: only a later Ctrl-C means
      // "stop waiting", and that skips the emulator's export.
      if (Date.now() - stoppingSince < 1_000) return;
      signalGroup(server, "SIGKILL");
      emulator?.killNow();
      process.exit(exitCode);
    }
    stopping = true;
    stoppingSince = Date.now();
    say("Stopping...");
    stopLinks();
    if (signalGroup(server, "SIGTERM")) {
      const timer = setTimeout(() => signalGroup(server, "SIGKILL"), SERVER_STOP_TIMEOUT_MS);
      await serverExit;
      clearTimeout(timer);
    }
    await emulator?.stop();
    rmSync(scratch, { recursive: true, force: true });
    process.exit(exitCode);
  };

  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => void stopAll(0));
  }
  void emulator?.exited.then((code) => {
    if (stopping) return;
    process.stderr.write(`The Auth emulator stopped unexpectedly (code ${code}); stopping.\n`);
    void stopAll(1);
  });
  const code = await serverExit;
  if (!stopping) {
    process.stderr.write(`The server exited with code ${code}; stopping the Auth emulator.\n`);
    await stopAll(code);
  }
}

main().catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
