import type { LiveEvent } from "../../live/events";
import { browserTimers, type Timers } from "./timers";

/** Spec §4/§9: 5 reconnect attempts, 1 s doubling; then the connection gives up. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000] as const;

/** Wait before reconnect attempt `attempt` (1-based), or null once there are no more. */
export function reconnectDelay(attempt: number): number | null {
  return RECONNECT_DELAYS_MS[attempt - 1] ?? null;
}

/** The /ws address on the page's own host, secure when the page is (spec §7). */
export function liveUrl(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;
}

/** What one project's watcher hears. */
export interface LiveWatcher {
  onEvent(event: LiveEvent): void;
  /** The subscription is active (again): state fetched now misses no later event. */
  onSubscribed(): void;
  /** The socket closed, or the server refused the subscription: poll until onSubscribed. */
  onLost(): void;
}

/** The part of a WebSocket the connection uses (tests pass a fake). */
export type SocketLike = Pick<
  WebSocket,
  "readyState" | "onopen" | "onclose" | "onmessage" | "onerror" | "send" | "close"
>;

const OPEN = 1;

type ServerFrame =
  | LiveEvent
  | { type: "subscribed"; projectId: number }
  | { type: "unsubscribed"; projectId: number }
  | { type: "error"; message: string };

/**
 * Reads a server frame. Only the shape is checked here: the event schema (zod) stays on the
 * server, to keep it out of the page's script, and the reducers ignore fields they do not know.
 */
export function parseServerFrame(text: unknown): ServerFrame | null {
  if (typeof text !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const frame = value as Record<string, unknown>;
  if (typeof frame.type !== "string") return null;
  if (frame.type === "error") return { type: "error", message: String(frame.message ?? "") };
  if (typeof frame.projectId !== "number") return null;
  if (frame.type === "subscribed") return { type: "subscribed", projectId: frame.projectId };
  if (frame.type === "unsubscribed") return { type: "unsubscribed", projectId: frame.projectId };
  if (typeof frame.data !== "object" || frame.data === null) return null;
  return frame as unknown as LiveEvent;
}

/**
 * The page's one live connection (spec §4 "Live connection", §7 "Live channel"): opened on the
 * first watch, it resubscribes every watched project whenever it (re)opens. A drop is retried
 * 5 times, 1 s doubling; a connection that opens again starts its count afresh. After the last
 * attempt it gives up and the watchers keep polling.
 */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private readonly watchers = new Map<number, Set<LiveWatcher>>();
  private failedAttempts = 0;
  private retryTimer: unknown;
  private closedByUs = false;
  /** True once the connection has given up (spec: after 5 attempts). */
  gaveUp = false;

  constructor(
    private readonly url: string,
    private readonly openSocket: (url: string) => SocketLike = (u) => new WebSocket(u),
    private readonly timers: Timers = browserTimers,
  ) {}

  /** Starts watching a project; returns the function that stops. */
  watch(projectId: number, watcher: LiveWatcher): () => void {
    const set = this.watchers.get(projectId) ?? new Set();
    const first = set.size === 0;
    set.add(watcher);
    this.watchers.set(projectId, set);
    if (!this.socket && !this.gaveUp && this.retryTimer === undefined) this.connect();
    else if (first) this.send({ action: "subscribe", projectId });
    return () => {
      set.delete(watcher);
      if (set.size > 0) return;
      this.watchers.delete(projectId);
      this.send({ action: "unsubscribe", projectId });
    };
  }

  /** Closes for good (tests; a page that goes away closes by itself). */
  close(): void {
    this.closedByUs = true;
    this.timers.clearTimeout(this.retryTimer);
    this.socket?.close();
    this.socket = null;
  }

  private connect(): void {
    this.retryTimer = undefined;
    let socket: SocketLike;
    try {
      socket = this.openSocket(this.url);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.failedAttempts = 0;
      for (const projectId of this.watchers.keys()) this.send({ action: "subscribe", projectId });
    };
    socket.onmessage = (message) => this.receive(message.data);
    // Every failure ends in close (an error event is always followed by one).
    socket.onerror = () => {};
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.notifyAll((w) => w.onLost());
      if (!this.closedByUs) this.retry();
    };
  }

  private retry(): void {
    this.failedAttempts += 1;
    const delay = reconnectDelay(this.failedAttempts);
    if (delay === null) {
      this.gaveUp = true;
      return;
    }
    this.retryTimer = this.timers.setTimeout(() => this.connect(), delay);
  }

  private receive(data: unknown): void {
    const frame = parseServerFrame(data);
    if (!frame) return;
    if (frame.type === "error") {
      console.warn(`live channel: ${frame.message}`);
      return;
    }
    const watchers = this.watchers.get(frame.projectId);
    if (!watchers) return;
    for (const w of [...watchers]) {
      if (frame.type === "subscribed") w.onSubscribed();
      else if (frame.type === "unsubscribed") w.onLost();
      else w.onEvent(frame);
    }
  }

  private send(frame: { action: "subscribe" | "unsubscribe"; projectId: number }): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private notifyAll(call: (w: LiveWatcher) => void): void {
    for (const set of this.watchers.values()) for (const w of [...set]) call(w);
  }
}

let shared: LiveConnection | undefined;

/** The one connection of this page, shared by every island. */
export function pageLiveConnection(): LiveConnection {
  shared ??= new LiveConnection(liveUrl(window.location));
  return shared;
}
