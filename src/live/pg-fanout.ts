import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { CONNECT_TIMEOUT_SECONDS, type DatabaseHandle } from "../../db/client";
import type { SessionEnds } from "../auth/session-ends";
import type { Logger } from "../logger";
import { readLiveChatMessage } from "./chat-message";
import type { EventBus } from "./event-bus";
import type { LiveEvent } from "./events";
import { decodeNotification, encodeNotification, type Notification } from "./fanout-payload";
import { relaySessionEnds } from "./pg-session-ends";

/** The Postgres channel every instance of one database shares. */
export const LIVE_CHANNEL = "export_discovery_live";

export interface PgFanoutOptions {
  /** A Postgres handle: its `url` opens the fan-out's own connections. */
  database: DatabaseHandle;
  events: EventBus;
  logger: Logger;
  channel?: string;
  /** Names this instance in its notifications; random by default. */
  instanceId?: string;
  /** Session ends (logout, account check) to share with the other instances' live hubs. */
  sessionEnds?: SessionEnds;
}

export interface PgFanout {
  name: string;
  instanceId: string;
  stop(): Promise<void>;
}

/**
 * Joins this process's event bus to every other instance's through LISTEN/NOTIFY, so a watcher
 * connected to instance B sees the events of a run that instance A works on. Local events are
 * NOTIFYed with our instance id (our own echo is ignored); events from elsewhere are published
 * on the local bus for local subscribers and never NOTIFYed again. Not needed on PGlite, which
 * is one process by construction.
 */
export async function startPgFanout(options: PgFanoutOptions): Promise<PgFanout> {
  const { database, events, logger } = options;
  if (!database.url) throw new Error("the live fan-out needs a Postgres connection string");
  const channel = options.channel ?? LIVE_CHANNEL;
  const instanceId = options.instanceId ?? randomBytes(9).toString("base64url");
  // Its own client: LISTEN holds a connection for the life of the process, and NOTIFYs should
  // not wait behind the app's queries in the shared pool. One connection keeps NOTIFYs in order.
  const sql = postgres(database.url, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: "export-discovery-live" },
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
  });
  // The bus hands every listener the same object, so this tells our own listener which events
  // arrived from another instance and must not go back out.
  const fromElsewhere = new WeakSet<LiveEvent>();

  async function toLocalEvent({ event, messageId }: Notification): Promise<LiveEvent | undefined> {
    if (messageId === undefined) return event;
    const message = await readLiveChatMessage(database.db, event.projectId, messageId);
    // Deleted in the meantime (with its project): nobody is left to show it to.
    if (!message) return undefined;
    return { ...event, data: { ...event.data, message } };
  }

  async function receive(payload: string): Promise<void> {
    const notification = decodeNotification(payload);
    if (!notification) return void logger.warn("ignored a malformed live notification");
    if (notification.from === instanceId) return;
    const event = await toLocalEvent(notification);
    if (!event) return;
    fromElsewhere.add(event);
    events.publish(event);
  }

  // Notifications are handled one after another, so reading a chat row never lets a later
  // event overtake the message before it.
  let inbound = Promise.resolve();
  const listening = await sql.listen(channel, (payload) => {
    inbound = inbound
      .then(() => receive(payload))
      .catch((err) => logger.error({ err }, "live notification failed"));
  });

  const unsubscribe = events.subscribeAll((event) => {
    if (fromElsewhere.has(event)) return;
    const { payload, dropped } = encodeNotification(instanceId, event);
    if (dropped.length > 0) {
      logger.warn(
        { type: event.type, projectId: event.projectId, dropped },
        "live event trimmed to fit NOTIFY",
      );
    }
    sql.notify(channel, payload).catch((err) => logger.error({ err }, "live NOTIFY failed"));
  });

  const stopSessionEnds = options.sessionEnds
    ? await relaySessionEnds({ sql, sessionEnds: options.sessionEnds, instanceId, logger })
    : undefined;

  logger.debug({ instanceId, channel }, "live fan-out listening");
  return {
    name: "live-fanout",
    instanceId,
    async stop() {
      unsubscribe();
      await stopSessionEnds?.();
      await listening.unlisten();
      await inbound;
      await sql.end({ timeout: 5 });
    },
  };
}
