import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { EMULATOR_ORIGIN, FIREBASE_PROJECT_ID } from "./auth-emulator";

// An app server of the live research e2e tests' own (tests/e2e/research-live-restart.e2e.ts), which a
// test can stop and start again.

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The app (scripts/e2e-app.ts) started the way playwright.config.ts starts the shared one, but
 * on a port and PGlite data directory of its own, so that a test can stop it (SIGTERM or SIGKILL)
 * and start it again on the same port and data without disturbing the other tests. It signs in
 * against the same Auth emulator. Its output goes to `logPath`.
 */
export class OwnAppServer {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> | undefined;
  readonly dataDir = mkdtempSync(join(tmpdir(), "export-discovery-e2e-live-"));
  port = 0;

  constructor(private readonly logPath: string) {}

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server (on the same port as before, if it ran before); resolves once it serves. */
  async start(timeoutMs = 90_000): Promise<number> {
    if (this.child) throw new Error("already running");
    if (this.port === 0) this.port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      ENABLE_TEST_ROUTES: "true",
      // The drawn web, as on the suite's server: the 24,000-company demo web took 10-15 s of
      // each start to generate and slowed the run (PROFILES hold enough matches on this one).
      SANDBOX_SEGMENT_MIN: "0",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(this.port),
      DATA_DIR: this.dataDir,
      FIREBASE_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_ORIGIN.replace(/^http:\/\//, ""),
    };
    delete env.DATABASE_URL;
    delete env.PUBLIC_URL;
    const log = openSync(this.logPath, "a");
    const started = Date.now();
    // On a copy of the run's database template the first time (E2E_PGLITE_TEMPLATE, inherited
    // from playwright.config.ts), on its own data after that.
    const child = spawn(join(ROOT, "node_modules", ".bin", "bun"), ["scripts/e2e-app.ts"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", log, log],
    });
    closeSync(log);
    this.child = child;
    // A test runner that dies must not leave the app holding its port and data.
    const orphan = () => child.kill("SIGKILL");
    process.once("exit", orphan);
    this.exited = new Promise((resolve) =>
      child.once("exit", (code) => {
        process.off("exit", orphan);
        resolve(code);
      }),
    );
    const deadline = started + timeoutMs;
    for (;;) {
      const code = await Promise.race([this.exited, delay(250).then(() => "waiting" as const)]);
      if (code !== "waiting") {
        this.child = undefined;
        throw new Error(`the app exited with ${code} while starting; see ${this.logPath}`);
      }
      try {
        const res = await fetch(`${this.baseURL}/readyz`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok) return Date.now() - started;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`the app did not start in ${timeoutMs} ms`);
    }
  }

  /** Stops it with `signal` and waits for the process to end; returns how long that took. */
  async stop(signal: NodeJS.Signals, timeoutMs = 45_000): Promise<number> {
    const child = this.child;
    if (!child || !this.exited) return 0;
    const started = Date.now();
    child.kill(signal);
    const ended = await Promise.race([this.exited, delay(timeoutMs).then(() => "timeout")]);
    if (ended === "timeout") {
      child.kill("SIGKILL");
      await this.exited;
    }
    this.child = undefined;
    if (ended === "timeout")
      throw new Error(`the app did not stop on ${signal} in ${timeoutMs} ms`);
    return Date.now() - started;
  }

  /** Stops the process if it still runs and removes its data. */
  async dispose(): Promise<void> {
    // stop() ends it with SIGKILL when SIGTERM is not enough.
    await this.stop("SIGTERM").catch(() => undefined);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

// Playwright runs tests under Node: no Bun.sleep here. Unreferenced: a wait that lost its race
// must not hold the worker open.
function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
