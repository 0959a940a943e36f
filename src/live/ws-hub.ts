import type { Server, ServerWebSocket, WebSocketHandler } from "bun";
import type { DatabaseHandle } from "../../db/client";
import type { AccountCheck } from "../auth/account-check";
import type { SessionEnds } from "../auth/session-ends";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import { getProject } from "../projects/project-store";
import type { EventBus } from "./event-bus";
import {
  DEFAULT_FRAME_LIMITS,
  type FrameBucket,
  type FrameLimitOptions,
  fullBucket,
  SocketCounter,
  takeFrame,
} from "./frame-limits";
import {
  type ClientFrame,
  type ControlFrame,
  MAX_CLIENT_FRAME_BYTES,
  parseClientFrame,
} from "./frames";
import { type HeartbeatState, startHeartbeat } from "./heartbeat";
import { createProjectTopics } from "./project-topics";
import { watchSessions } from "./session-watch";
import { authorizeUpgrade, verifiedUserOf } from "./upgrade-auth";

/** Where the live channel is served (spec §7). */
export const LIVE_PATH = "/ws";

export interface LiveHubOptions {
  database: DatabaseHandle;
  events: EventBus;
  logger: Logger;
  /** The app's public URL (trusted origin, cookie name). */
  publicUrl: string;
  /** How often sockets are pinged; one without a pong by the next ping is closed. */
  heartbeatIntervalMs?: number;
  /** Projects one socket may watch at once (a browser tab watches one or two). */
  maxSubscriptionsPerSocket?: number;
  /** Sockets one user may hold open (tabs and devices); more handshakes are refused (429). */
  maxSocketsPerUser?: number;
  /** Per-connection frame rate; past it the connection is closed with 1008. */
  frameLimits?: FrameLimitOptions;
  /** The account revocation check of HTTP requests, applied to handshakes and sweeps too. */
  accountCheck?: AccountCheck;
  /** Sessions ended in this process: their sockets close at once. */
  sessionEnds?: SessionEnds;
  /** How often every socket's session is re-checked (default a minute). */
  sessionSweepMs?: number;
}

/** What the hub keeps on each socket. */
export interface LiveSocketData extends HeartbeatState {
  userId: number;
  /** Re-checked on every subscribe, so a signed-out session cannot watch new projects. */
  sessionToken: string;
  projects: Set<number>;
  /** The socket's frames run one after another: an unsubscribe never overtakes its subscribe. */
  pending: Promise<void>;
  /** The connection's frame allowance (see frame-limits). */
  bucket: FrameBucket;
}

export type LiveServer = Server<LiveSocketData>;
type LiveSocket = ServerWebSocket<LiveSocketData>;

/** The /ws endpoint: authenticates handshakes, keeps subscriptions, forwards bus events. */
export interface LiveHub {
  name: string;
  /** Handles a request to LIVE_PATH: upgrades it (undefined) or refuses it (the Response). */
  upgrade(request: Request, server: LiveServer): Promise<Response | undefined>;
  /** Bun's websocket handlers; pass them to Bun.serve and to every server.reload. */
  websocket: WebSocketHandler<LiveSocketData>;
  stats(): { sockets: number; projects: number };
  /** Re-checks every socket's session now and closes those that ended (the timer does it too). */
  sweepSessions(): Promise<void>;
  /** Closes every socket with 1001 (clients reconnect elsewhere) and refuses new ones. */
  stop(): Promise<void>;
}

const OPEN = 1;
// Beyond this a frame is not a mistake but an attack on memory: the connection is closed (1009).
// Smaller oversized frames get an error frame from parseClientFrame.
const MAX_PAYLOAD_BYTES = 64 * 1024;
// A client that cannot keep up is closed rather than buffered without bound; it reconnects and
// refetches, which the protocol already expects.
const BACKPRESSURE_LIMIT_BYTES = 1024 * 1024;

// Bun returns 0 when it dropped a frame (the socket is past its backpressure limit and closing)
// and -1 when it queued it; either way nothing more is buffered for a slow consumer.
const send = (ws: LiveSocket, frame: ControlFrame) => ws.send(JSON.stringify(frame));
/** Close code for a client that breaks the frame rules (size, rate): policy violation. */
export const POLICY_VIOLATION = 1008;

const SESSION_ENDED = "Your session has ended. Please sign in again.";
/** Every socket's session is re-checked this often: with the account recheck, within 5 min. */
export const DEFAULT_SESSION_SWEEP_MS = 60_000;

function refuse(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status, headers: { "cache-control": "no-store" } });
}

/** Builds the hub; it starts its heartbeat at once and is a Stoppable for the server. */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const { database, logger } = options;
  const maxSubscriptions = options.maxSubscriptionsPerSocket ?? 20;
  const frameLimits = options.frameLimits ?? DEFAULT_FRAME_LIMITS;
  const perUser = new SocketCounter(options.maxSocketsPerUser ?? 10);
  // A user whose socket was closed for flooding waits before reconnecting, so a reconnect loop
  // costs one refused handshake each instead of a fresh allowance of frames.
  const penalties = new Map<number, number>();
  const PENALTY_MS = 10_000;
  const violate = (ws: LiveSocket, reason: string) => {
    const now = performance.now();
    for (const [userId, until] of penalties) if (until <= now) penalties.delete(userId);
    penalties.set(ws.data.userId, now + PENALTY_MS);
    ws.close(POLICY_VIOLATION, reason);
  };
  const sockets = new Set<LiveSocket>();
  // The server that upgraded our sockets publishes to their topics; a hot reload keeps it.
  let server: LiveServer | undefined;
  let stopped = false;
  const topics = createProjectTopics(options.events, (topic, text) => {
    server?.publish(topic, text);
  });
  const stopHeartbeat = startHeartbeat(() => sockets, options.heartbeatIntervalMs ?? 30_000);
  const userOf = (token: string) => verifiedUserOf(database.db, token, options.accountCheck);
  const endSession = (ws: LiveSocket) => {
    if (ws.readyState !== OPEN) return;
    send(ws, { type: "error", message: SESSION_ENDED });
    ws.close(POLICY_VIOLATION, "session ended");
  };
  const sessionWatch = watchSessions({
    sockets: () => sockets,
    stillSignedIn: async (data) => (await userOf(data.sessionToken)) === data.userId,
    end: endSession,
    sessionEnds: options.sessionEnds,
    intervalMs: options.sessionSweepMs ?? DEFAULT_SESSION_SWEEP_MS,
    logger,
  });

  async function upgrade(request: Request, srv: LiveServer): Promise<Response | undefined> {
    if (stopped) return refuse(503, "unavailable", "The server is shutting down.");
    if (request.method !== "GET") return refuse(405, "method_not_allowed", "Use GET.");
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return refuse(426, "upgrade_required", "This endpoint speaks websocket only.");
    }
    const auth = await authorizeUpgrade(request, {
      db: database.db,
      publicUrl: options.publicUrl,
      accountCheck: options.accountCheck,
    });
    if (!auth.ok) {
      logger.info({ status: auth.status, code: auth.code }, "live handshake refused");
      return refuse(auth.status, auth.code, auth.message);
    }
    if ((penalties.get(auth.userId) ?? 0) > performance.now()) {
      return refuse(429, "too_many_frames", "Too many messages. Please wait a moment.");
    }
    if (!perUser.tryAdd(auth.userId)) {
      return refuse(429, "too_many_connections", "Too many live connections. Close a tab.");
    }
    server = srv;
    const data: LiveSocketData = {
      userId: auth.userId,
      sessionToken: auth.sessionToken,
      projects: new Set(),
      alive: true,
      pending: Promise.resolve(),
      bucket: fullBucket(frameLimits, performance.now()),
    };
    if (srv.upgrade(request, { data })) return undefined;
    perUser.remove(auth.userId);
    return refuse(400, "bad_request", "This is not a valid websocket handshake.");
  }

  /** Whether the socket's user still has a verified session and owns the project. */
  async function canWatch(
    data: LiveSocketData,
    projectId: number,
  ): Promise<"yes" | "not-found" | "signed-out"> {
    const userId = await userOf(data.sessionToken);
    if (userId !== data.userId) return "signed-out";
    try {
      await getProject(database.db, userId, projectId);
      return "yes";
    } catch (error) {
      // One answer for a missing project and someone else's, as the HTTP API gives.
      if (error instanceof AppError && error.status === 404) return "not-found";
      throw error;
    }
  }

  async function subscribe(ws: LiveSocket, projectId: number): Promise<void> {
    const { data } = ws;
    if (data.projects.has(projectId)) return void send(ws, { type: "subscribed", projectId });
    if (data.projects.size >= maxSubscriptions) {
      return void send(ws, {
        type: "error",
        message: `A connection can watch at most ${maxSubscriptions} projects.`,
      });
    }
    const verdict = await canWatch(data, projectId);
    if (ws.readyState !== OPEN || stopped) return;
    if (verdict === "signed-out") return endSession(ws);
    if (verdict === "not-found") {
      return void send(ws, { type: "error", message: "Research project not found" });
    }
    data.projects.add(projectId);
    topics.join(ws, projectId);
    send(ws, { type: "subscribed", projectId });
  }

  async function handle(ws: LiveSocket, frame: ClientFrame): Promise<void> {
    if (frame.action === "subscribe") return subscribe(ws, frame.projectId);
    if (ws.data.projects.delete(frame.projectId)) topics.leave(ws, frame.projectId);
    send(ws, { type: "unsubscribed", projectId: frame.projectId });
  }

  const websocket: WebSocketHandler<LiveSocketData> = {
    maxPayloadLength: MAX_PAYLOAD_BYTES,
    backpressureLimit: BACKPRESSURE_LIMIT_BYTES,
    closeOnBackpressureLimit: true,
    // Our heartbeat decides when a peer is dead; Bun's idle timeout would close quiet but
    // healthy watchers of a paused project.
    idleTimeout: 0,
    sendPings: false,
    open(ws) {
      sockets.add(ws);
    },
    message(ws, raw) {
      ws.data.alive = true;
      // Checked before any parsing or database work, so a flood costs only its sender.
      if (!takeFrame(ws.data.bucket, frameLimits, performance.now())) {
        return violate(ws, "too many frames");
      }
      if (raw.length > MAX_CLIENT_FRAME_BYTES * 4) return violate(ws, "frame too large");
      const parsed = parseClientFrame(raw);
      if (!parsed.ok) return void send(ws, { type: "error", message: parsed.message });
      ws.data.pending = ws.data.pending
        .then(() => handle(ws, parsed.frame))
        .catch((err) => {
          logger.error({ err }, "live frame failed");
          if (ws.readyState === OPEN) {
            send(ws, { type: "error", message: "Something went wrong. Please try again." });
          }
        });
    },
    pong(ws) {
      ws.data.alive = true;
    },
    close(ws) {
      sockets.delete(ws);
      perUser.remove(ws.data.userId);
      for (const projectId of ws.data.projects) topics.leave(ws, projectId);
      ws.data.projects.clear();
    },
  };

  return {
    name: "live-hub",
    upgrade,
    websocket,
    stats: () => ({ sockets: sockets.size, projects: topics.size() }),
    sweepSessions: () => sessionWatch.sweep(),
    async stop() {
      if (stopped) return;
      stopped = true;
      stopHeartbeat();
      sessionWatch.stop();
      for (const ws of sockets) ws.close(1001, "server shutting down");
      topics.stop();
    },
  };
}

/**
 * Bun.serve / server.reload options with the live channel in front of the app: /ws is routed
 * natively (never reaching Hono), everything else goes to `fetch`.
 */
export function liveServeOptions(
  hub: LiveHub,
  fetch: (request: Request, server: LiveServer) => Response | Promise<Response>,
) {
  return { routes: { [LIVE_PATH]: hub.upgrade }, fetch, websocket: hub.websocket };
}
