import type { LiveChatMessage } from "../../src/live/events";

let nextId = 1;

/** A chat message as the research page's islands receive it, with an id of its own. */
export function message(
  role: "user" | "assistant",
  content: string,
  extra: Partial<LiveChatMessage> = {},
): LiveChatMessage {
  return {
    id: nextId++,
    role,
    content,
    createdAt: "2026-01-01T00:00:00.000Z",
    status: "sent",
    ...extra,
  };
}
