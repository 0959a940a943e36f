import type { DatabaseHandle } from "../../db/client";
import { createEventBus, type EventBus } from "../../src/live/event-bus";
import type { LiveEvent } from "../../src/live/events";
import {
  createLiveHub,
  type LiveHub,
  type LiveHubOptions,
  liveServeOptions,
} from "../../src/live/ws-hub";
import { createLogger } from "../../src/logger";
import { createTestApp } from "./app";
import type { TestDatabase } from "./database";
import { insertProject } from "./projects";

export interface LiveServer {
  /** http://127.0.0.1:port */
  origin: string;
  /** ws://127.0.0.1:port/ws */
  wsUrl: string;
  port: number;
  events: EventBus;
  hub: LiveHub;
  server: ReturnType<typeof Bun.serve>;
  /** A socket of the user whose session `cookie` carries, opened from our own page. */
  connect(cookie: string): Promise<LiveClient>;
  /** The handshake of that user, sent with fetch: to read a refusal's status and body. */
  handshakeAs(cookie: string): Promise<Response>;
  /** Closes every socket `connect` opened, then the hub and the server. */
  stop(): Promise<void>;
}

/** The app and a live hub on a real Bun server on a free loopback port, wired as server.ts does. */
export function startLiveServer(
  database: DatabaseHandle,
  options: Partial<
    Pick<
      LiveHubOptions,
      | "heartbeatIntervalMs"
      | "maxSubscriptionsPerSocket"
      | "maxSocketsPerUser"
      | "frameLimits"
      | "sessionSweepMs"
    >
  > = {},
  /** The app's own options (identity, config, the account check's clock). */
  appOptions: Omit<NonNullable<Parameters<typeof createTestApp>[1]>, "events"> = {},
): LiveServer {
  const events = createEventBus();
  const { app, config, deps } = createTestApp(database, { ...appOptions, events });
  const hub = createLiveHub({
    database,
    events,
    logger: createLogger(config.LOG_LEVEL),
    publicUrl: config.publicUrl,
    accountCheck: deps.accountCheck,
    sessionEnds: deps.sessionEnds,
    ...options,
  });
  const server = Bun.serve({ hostname: "127.0.0.1", port: 0, ...liveServeOptions(hub, app.fetch) });
  const origin = `http://127.0.0.1:${server.port}`;
  const wsUrl = `ws://127.0.0.1:${server.port}/ws`;
  const clients: LiveClient[] = [];
  return {
    origin,
    wsUrl,
    port: server.port ?? 0,
    events,
    hub,
    server,
    async connect(cookie) {
      const client = await LiveClient.open(wsUrl, browserHeaders(origin, cookie));
      clients.push(client);
      return client;
    },
    handshakeAs: (cookie) => handshake(wsUrl, browserHeaders(origin, cookie)),
    async stop() {
      for (const client of clients.splice(0)) client.close();
      await hub.stop();
      await server.stop(true);
    },
  };
}

type Frame = Record<string, unknown>;

/**
 * A websocket client for tests: frames queue up and `next()` takes them in order, so a test
 * reads the conversation as it happened.
 */
export class LiveClient {
  private readonly frames: string[] = [];
  private waiter: (() => void) | undefined;
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.addEventListener("message", (e) => {
      this.frames.push(String(e.data));
      this.waiter?.();
    });
    this.closed = new Promise((resolve) =>
      socket.addEventListener("close", (e) => resolve({ code: e.code, reason: e.reason })),
    );
  }

  /** Opens a socket (rejects when the handshake is refused), sending these headers. */
  static open(url: string, headers: Record<string, string>): Promise<LiveClient> {
    // Bun's WebSocket takes the headers that a browser sets itself (Cookie, Origin); the DOM lib
    // of tsconfig only knows the browser's constructor, hence the cast.
    const options: Bun.WebSocketOptions = { headers };
    const socket = new WebSocket(url, options as unknown as string[]);
    const client = new LiveClient(socket);
    return new Promise((resolve, reject) => {
      socket.addEventListener("open", () => resolve(client));
      socket.addEventListener("error", () => reject(new Error("websocket handshake failed")));
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** The next frame's raw text; throws when none arrives in time. */
  async nextText(timeoutMs = 3000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (this.frames.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("no frame arrived in time");
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
        setTimeout(resolve, left);
      });
      this.waiter = undefined;
    }
    return this.frames.shift() as string;
  }

  async next(timeoutMs?: number): Promise<Frame> {
    return JSON.parse(await this.nextText(timeoutMs)) as Frame;
  }

  /** Frames that arrive within `ms` (a test expecting silence asserts this is empty). */
  async drain(ms: number): Promise<Frame[]> {
    await Bun.sleep(ms);
    return this.frames.splice(0).map((text) => JSON.parse(text) as Frame);
  }

  /** Subscribes and waits for the server's confirmation (or its error frame). */
  async subscribe(projectId: number): Promise<Frame> {
    this.send({ action: "subscribe", projectId });
    return this.next();
  }

  close(): void {
    this.socket.close();
  }
}

/** The headers a browser on our own page would send with the handshake. */
export const browserHeaders = (origin: string, cookie: string) => ({ origin, cookie });

/** A handshake request as fetch can send it, to read a refusal's status and body. */
export function handshake(url: string, headers: Record<string, string>): Promise<Response> {
  return fetch(url.replace(/^ws/, "http"), {
    headers: {
      upgrade: "websocket",
      connection: "Upgrade",
      "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
      "sec-websocket-version": "13",
      ...headers,
    },
  });
}

/** A stored project of the user for a live test to subscribe to; its id. */
export const pumpsInBavaria = async (database: TestDatabase, userId: number): Promise<number> =>
  (
    await insertProject(database.db, userId, {
      name: "Pumps in Bavaria",
      productsServices: "Industrial pumps",
    })
  ).id;

/** The event a run publishes when it accepts its n-th company. */
export const accepted = (projectId: number, n: number): LiveEvent => ({
  type: "COMPANY_ACCEPTED",
  projectId,
  data: { acceptedCount: n, companyName: `Pumpen ${n} GmbH` },
});
