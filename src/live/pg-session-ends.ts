import type postgres from "postgres";
import { z } from "zod";
import type { SessionEnds } from "../auth/session-ends";
import type { Logger } from "../logger";

/** The Postgres channel on which instances tell each other that a user's sessions ended. */
export const SESSION_ENDS_CHANNEL = "export_discovery_session_ends";

const notificationSchema = z.object({
  from: z.string().min(1).max(64),
  userId: z.number().int().positive(),
});

/**
 * Relays session ends between instances: a logout served by instance A closes the websockets
 * that instance B holds on that session at once, not at B's next sweep. Only the user id
 * travels; each instance re-checks its own sockets against the database. Returns the stop step.
 */
export async function relaySessionEnds(options: {
  sql: postgres.Sql;
  sessionEnds: SessionEnds;
  instanceId: string;
  logger: Logger;
  channel?: string;
}): Promise<() => Promise<void>> {
  const { sql, sessionEnds, instanceId, logger } = options;
  const channel = options.channel ?? SESSION_ENDS_CHANNEL;
  // Set while a relayed end is announced here, so it does not go back out.
  let relaying = false;

  const listening = await sql.listen(channel, (payload) => {
    let parsed: z.infer<typeof notificationSchema>;
    try {
      const result = notificationSchema.safeParse(JSON.parse(payload));
      if (!result.success) return void logger.warn("ignored a malformed session-end notification");
      parsed = result.data;
    } catch {
      return void logger.warn("ignored a malformed session-end notification");
    }
    if (parsed.from === instanceId) return;
    relaying = true;
    try {
      sessionEnds.announce(parsed.userId);
    } finally {
      relaying = false;
    }
  });

  const unlisten = sessionEnds.listen((userId) => {
    if (relaying) return;
    sql
      .notify(channel, JSON.stringify({ from: instanceId, userId }))
      .catch((err) => logger.error({ err }, "session-end NOTIFY failed"));
  });

  return async () => {
    unlisten();
    await listening.unlisten();
  };
}
