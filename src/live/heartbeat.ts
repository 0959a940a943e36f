import type { ServerWebSocket } from "bun";

/** What the heartbeat needs on a socket: whether it answered since the last ping. */
export interface HeartbeatState {
  alive: boolean;
}

/**
 * Pings every socket each interval and terminates those that did not answer the previous ping.
 * A peer that vanished without a close frame (a sleeping laptop, a dropped NAT mapping) would
 * otherwise keep its socket and its subscriptions for as long as the process runs. The pong
 * handler (or any frame from the client) marks a socket alive again. Returns the stop function.
 */
export function startHeartbeat<T extends HeartbeatState>(
  sockets: () => Iterable<ServerWebSocket<T>>,
  intervalMs: number,
): () => void {
  const timer = setInterval(() => {
    for (const ws of [...sockets()]) {
      if (!ws.data.alive) {
        ws.terminate();
        continue;
      }
      ws.data.alive = false;
      ws.ping();
    }
  }, intervalMs);
  // The heartbeat alone must never keep a finished process (or test run) alive.
  timer.unref();
  return () => clearInterval(timer);
}
