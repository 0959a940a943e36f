import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

// Runs under Node (`playwright test`), not Bun: only Node built-ins here.

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
/** A second app on the demo web (SANDBOX_SEGMENT_MIN=30) for the new-user journey alone. */
export const demoPort = port + 1;
// A port and project of its own, so a developer's emulator on 9099 neither collides nor leaks in.
const authEmulatorPort = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9399);
const authEmulatorHost = `127.0.0.1:${authEmulatorPort}`;
const firebaseProjectId = "demo-export-discovery-e2e";

/** scripts/test.ts reads this file to count results; keep the two paths in step. */
const JSON_REPORT = "test-results/e2e.json";

// Playwright loads this file in the runner and again in every worker. Only the first load makes
// the data directory; workers inherit the variable, so they neither make nor delete another one.
function e2eDataDir(): string {
  const inherited = process.env.E2E_DATA_DIR;
  if (inherited) return inherited;
  const dir = mkdtempSync(join(tmpdir(), "export-discovery-e2e-"));
  process.env.E2E_DATA_DIR = dir;
  // Every app of the run (these servers, a test's own: helpers/own-app-server.ts) starts on a
  // copy of one migrated database, made by the first to boot (scripts/e2e-app.ts).
  process.env.E2E_PGLITE_TEMPLATE = join(dir, "pglite-template");
  // Made now, while the Auth emulator (the first web server) boots on the other core: the apps
  // below start after it and find it made, or wait for it.
  const maker = spawn("node_modules/.bin/bun", ["scripts/e2e-app.ts", "--template-only"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  maker.unref();
  // The runner exits after the web server has been stopped, so PGlite is closed by then.
  process.on("exit", () => {
    maker.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync("which", ["chromium"], { encoding: "utf8" }).trim();
  } catch {
    // Playwright's own browser download is not available offline; say what to do instead.
    throw new Error(
      "Chromium not found on PATH. Run scripts/ensure-chromium.sh (Debian: apt-get install chromium) or set CHROMIUM_PATH.",
    );
  }
}

// The e2e server always uses its own throwaway PGlite database, never a configured Postgres.
delete process.env.DATABASE_URL;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: false,
  // One server and one database shared by every test; 2-core machines gain nothing from more.
  workers: 1,
  // A retry would hide a flaky test behind a green run; fix the flake instead.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: JSON_REPORT }]],
  // Playwright empties its output folder when it starts: a folder of its own, so that the unit
  // shards' JUnit reports in test-results/ (scripts/test.ts, read by scripts/unit-weights.ts)
  // survive it, also when the two suites run at once (E2E_ALONGSIDE_UNIT=1).
  outputDir: "test-results/e2e",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium" }],
  webServer: [
    {
      command: `node_modules/.bin/bun scripts/auth-emulator.ts --port ${authEmulatorPort} --project ${firebaseProjectId}`,
      // The emulator's root answers 200 once its API is up.
      url: `http://${authEmulatorHost}/`,
      reuseExistingServer: false,
      // It compiles its API schema on start: 10-20 s on a 2-core machine.
      timeout: 90_000,
      stdout: "ignore",
      stderr: "pipe",
      // The script stops the emulator (its own process group) and then exits.
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      command: "node_modules/.bin/bun scripts/e2e-app.ts",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      // The first app to boot makes the run's database template (initdb, every migration).
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        NODE_ENV: "production",
        ENABLE_TEST_ROUTES: "true",
        // Every test signs its users in from 127.0.0.1: the default 30 in 10 minutes is for people.
        SIGN_IN_LIMIT_PER_ADDRESS: "10000",
        // The drawn web: on the demo web the engine slows other tests' requests past the 10 s
        // session timeout; the journey has its own server below.
        SANDBOX_SEGMENT_MIN: "0",
        LOG_LEVEL: "warn",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: e2eDataDir(),
        FIREBASE_PROJECT_ID: firebaseProjectId,
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      },
    },
    {
      // The demo web for tests/e2e/new-user-journey.e2e.ts: its own process and database, so its
      // research load never slows the other tests' server.
      command: "node_modules/.bin/bun scripts/e2e-app.ts",
      url: `http://127.0.0.1:${demoPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        HOST: "127.0.0.1",
        PORT: String(demoPort),
        DATA_DIR: join(e2eDataDir(), "demo"),
        SANDBOX_SEGMENT_MIN: "30",
        FIREBASE_PROJECT_ID: firebaseProjectId,
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      },
    },
  ],
});
