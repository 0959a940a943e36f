import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatMessages } from "../../db/schema";
import type { LiveChatMessage } from "./events";

/** A project's chat message as a CHAT_MESSAGE event carries it; undefined once deleted. */
export async function readLiveChatMessage(
  db: Database,
  projectId: number,
  messageId: number,
): Promise<LiveChatMessage | undefined> {
  const [row] = await db
    .select({
      id: chatMessages.id,
      content: chatMessages.content,
      role: chatMessages.role,
      createdAt: chatMessages.createdAt,
      status: chatMessages.status,
    })
    .from(chatMessages)
    // The project id comes with the notification: a message is never sent to another project.
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.projectId, projectId)));
  return row && { ...row, createdAt: row.createdAt.toISOString() };
}
