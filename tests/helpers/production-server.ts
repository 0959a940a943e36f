import type { Subprocess } from "bun";

/*
 * The real entry point (`bun src/server.ts`) started as production starts it, on a free port
 * with its data in a folder of the test's own: for the tests of what only a whole process shows
 * (boot, SIGTERM, a second instance on one database).
 */

export type ServerProcess = Subprocess<"ignore", "pipe", "pipe">;

export function spawnProductionServer(dataDir: string, env: Record<string, string>): ServerProcess {
  return Bun.spawn([process.execPath, "src/server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
}

/**
 * The URL the server prints once it listens. Throws, with what it printed, when it exits first
 * or `timeoutMs` passes; stdout is left free for later reads.
 */
export async function printedUrl(proc: ServerProcess, timeoutMs: number): Promise<string> {
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let timer: Timer | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`server did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  const printed = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      const match = text.match(/running at (http:\/\/\S+)/);
      if (match?.[1]) return match[1];
    }
    const stderr = await new Response(proc.stderr).text();
    throw new Error(`server exited before printing its URL:\n${text}\n${stderr}`);
  })();
  try {
    return await Promise.race([printed, timeout]);
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}
