import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { printedUrl, type ServerProcess, spawnProductionServer } from "./helpers/production-server";

// The real entry point in its own process: boot on PGlite, print the URL, drain on SIGTERM.
let dataDir: string;
let proc: ServerProcess | undefined;
let baseUrl = "";

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "exd-lifecycle-"));
  proc = spawnProductionServer(dataDir, { ENABLE_TEST_ROUTES: "true", DATABASE_URL: "" });
  baseUrl = await printedUrl(proc, 60_000);
}, 90_000);

afterAll(() => {
  proc?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

test("boots on PGlite with no configuration and answers health checks", async () => {
  expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  const ready = await fetch(`${baseUrl}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ database: "ok" });
});

test("SIGTERM lets an in-flight request finish, then stops accepting and exits 0", async () => {
  const running = proc;
  if (!running) throw new Error("no server");
  const inFlight = fetch(`${baseUrl}/__test/slow?ms=1500`);
  await Bun.sleep(300);
  running.kill("SIGTERM");
  const res = await inFlight;
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ slept: 1500 });
  expect(await running.exited).toBe(0);
  await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
}, 30_000);
