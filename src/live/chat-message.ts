import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatMessages } from "../../db/schema";
import type { LiveChatMessage } from "./events";

type MessageRow = typeof chatMessages.$inferSelect;

/** A stored message in the wire shape of spec §7: id, content, role, createdAt, status. */
export function toLiveMessage(row: MessageRow): LiveChatMessage {
  return {
    id: row.id,
    content: row.content,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  };
}

/** A project's chat message as a CHAT_MESSAGE event carries it; undefined once deleted. */
export async function readLiveChatMessage(
  db: Database,
  projectId: number,
  messageId: number,
): Promise<LiveChatMessage | undefined> {
  // The project id comes with the notification: a message is never sent to another project.
  const ofThisProject = and(eq(chatMessages.id, messageId), eq(chatMessages.projectId, projectId));
  const [row] = await db.select().from(chatMessages).where(ofThisProject);
  return row && toLiveMessage(row);
}
