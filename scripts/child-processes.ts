import type { ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/* The scripts' child-process plumbing: a free port, a parent watchdog, a process group's signal. */

/** A TCP port free on 127.0.0.1 at the time of asking. */
export async function freePort(): Promise<number> {
  return await new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * A preload for a child process (node --require, bun --preload) that stops it when its parent
 * disappears. The children run in their own process group, so that a terminal's Ctrl-C reaches
 * only the parent, which then signals each child exactly once: firebase-tools treats a second
 * signal as "exit now, skip the export". The price is that a SIGKILLed parent would orphan them;
 * this watchdog closes that gap.
 */
export function writeParentWatchdog(dir: string): string {
  const file = join(dir, "exit-with-parent.cjs");
  writeFileSync(
    file,
    `const parent = process.ppid;
const timer = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(timer);
  process.kill(process.pid, "SIGTERM");
}, 1000);
timer.unref();
// The parent would have removed this directory; without it, the child tidies up after itself.
process.on("exit", () => {
  if (process.ppid !== parent) require("node:fs").rmSync(__dirname, { recursive: true, force: true });
});
`,
  );
  return file;
}

/** Sends a signal to a detached child's whole process group; false when it is already gone. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}
