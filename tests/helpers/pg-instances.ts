import type { SessionEnds } from "../../src/auth/session-ends";
import type { EventBus } from "../../src/live/event-bus";
import { type PgFanout, startPgFanout } from "../../src/live/pg-fanout";
import { createLogger } from "../../src/logger";
import { createTestDatabase, type TestDatabase } from "./database";
import { type ChannelListener, listenOn } from "./pg-listen";

/** What one instance joins to the others: its event bus and, where it shares them, session ends. */
export interface InstanceWiring {
  events: EventBus;
  sessionEnds?: SessionEnds;
}

/** Instances "a", "b", … of the app in this process, each with its own fan-out connections. */
export interface PgInstances {
  database: TestDatabase;
  /** A third listener that hears everything NOTIFYed on the channel the test watches. */
  observer: ChannelListener;
  /** Stops the fan-outs and the observer, then drops the database. */
  stop(): Promise<void>;
}

/**
 * A fresh Postgres database shared by one fan-out per wiring (instance ids "a", "b", … in order),
 * and an observer on `channel`. `wire` gets the database first, for instances that need it
 * before their fan-out starts (a live server).
 */
export async function pgInstances(
  channel: string,
  wire: (database: TestDatabase) => InstanceWiring[],
): Promise<PgInstances> {
  const database = await createTestDatabase("postgres");
  const { url } = database;
  if (!url) throw new Error("no Postgres URL");
  const logger = createLogger("silent");
  const fanouts: PgFanout[] = [];
  let observer: ChannelListener | undefined;
  const stop = async () => {
    for (const fanout of fanouts) await fanout.stop();
    await observer?.end();
    await database.close();
  };
  try {
    for (const [index, wiring] of wire(database).entries()) {
      const instanceId = String.fromCharCode(97 + index);
      fanouts.push(await startPgFanout({ database, logger, instanceId, ...wiring }));
    }
    observer = await listenOn(url, channel);
    return { database, observer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
