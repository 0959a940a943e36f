import type { ServerWebSocket } from "bun";
import type { SessionEnds } from "../auth/session-ends";
import type { Logger } from "../logger";

/** What the watch needs on a socket: whose it is and the session cookie it rides on. */
export interface SessionBound {
  userId: number;
  sessionToken: string;
}

export interface SessionWatchOptions<T extends SessionBound> {
  sockets: () => Iterable<ServerWebSocket<T>>;
  /** Whether the socket's session still belongs to its user (and the account still stands). */
  stillSignedIn: (data: T) => Promise<boolean>;
  /** Closes a socket whose session has ended. */
  end: (ws: ServerWebSocket<T>) => void;
  /** Sessions ended in this process (logout, account check): re-check that user's sockets now. */
  sessionEnds?: SessionEnds;
  /** Every socket is re-checked this often, which also catches sessions ended elsewhere. */
  intervalMs: number;
  logger: Logger;
}

export interface SessionWatch {
  /** Re-checks every open socket (or one user's) and closes those whose session has ended. */
  sweep(userId?: number): Promise<void>;
  stop(): void;
}

/**
 * Keeps websockets from outliving their sessions. A socket is authenticated once, at its
 * handshake; without this, a logout, a disabled Firebase account or revoked tokens would leave
 * it streaming for as long as it stays open. Logout in this process closes its sockets at once
 * (through `sessionEnds`); the periodic sweep covers the rest, including the account check of
 * users who make no HTTP request, and sessions ended on another instance.
 */
export function watchSessions<T extends SessionBound>(
  options: SessionWatchOptions<T>,
): SessionWatch {
  const { logger } = options;
  let running: Promise<void> | undefined;

  async function check(userId: number | undefined): Promise<void> {
    const verdicts = new Map<string, Promise<boolean>>();
    for (const ws of [...options.sockets()]) {
      if (userId !== undefined && ws.data.userId !== userId) continue;
      // Sockets of one session (several tabs) share one check.
      const token = ws.data.sessionToken;
      let verdict = verdicts.get(token);
      if (!verdict) {
        verdict = options.stillSignedIn(ws.data);
        verdicts.set(token, verdict);
      }
      try {
        if (!(await verdict)) options.end(ws);
      } catch (err) {
        // A database hiccup keeps the socket; the next sweep asks again.
        logger.warn({ err }, "live session check failed");
      }
    }
  }

  function sweep(userId?: number): Promise<void> {
    if (userId !== undefined) return check(userId);
    // Sweeps do not pile up behind a slow database.
    running ??= check(undefined).finally(() => {
      running = undefined;
    });
    return running;
  }

  const unlisten = options.sessionEnds?.listen((userId) => {
    void sweep(userId);
  });
  const timer = setInterval(() => void sweep(), options.intervalMs);
  // The sweep alone must never keep a finished process (or test run) alive.
  timer.unref();
  return {
    sweep,
    stop() {
      clearInterval(timer);
      unlisten?.();
    },
  };
}
