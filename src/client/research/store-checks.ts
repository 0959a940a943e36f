import type { LiveChatMessage } from "../../live/events";
import { ApiError } from "./api";

/* What the research store reads from errors and events before acting on them. */

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

export const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "Please try again.";

/** A CHAT_MESSAGE's message, checked before it reaches the chat (the event schema is not here). */
export function isChatMessage(value: unknown): value is LiveChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === "number" &&
    typeof m.content === "string" &&
    (m.role === "user" || m.role === "assistant") &&
    typeof m.createdAt === "string"
  );
}
