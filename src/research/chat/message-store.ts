import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { chatMessages } from "../../../db/schema";
import { toLiveMessage } from "../../live/chat-message";
import type { EventBus } from "../../live/event-bus";
import type { LiveChatMessage } from "../../live/events";

/** Status of a message the client has not shown yet (it reveals it gradually). */
export const MESSAGE_SENT = "sent";

/** A project's messages, oldest first. */
export async function listMessages(db: Database, projectId: number): Promise<LiveChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.projectId, projectId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return rows.map(toLiveMessage);
}

/** Stores a message, then tells the project's live subscribers about it. */
export async function postMessage(
  deps: { db: Database; events: EventBus },
  projectId: number,
  role: "user" | "assistant",
  content: string,
): Promise<LiveChatMessage> {
  const [row] = await deps.db
    .insert(chatMessages)
    .values({ projectId, role, content, status: MESSAGE_SENT })
    .returning();
  if (!row) throw new Error("chat message was not stored");
  const message = toLiveMessage(row);
  deps.events.publish({ type: "CHAT_MESSAGE", projectId, data: { message } });
  return message;
}
