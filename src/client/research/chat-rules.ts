import {
  CANCEL_RESEARCH_MESSAGE,
  CONFIRM_PROMPT,
  MORE_LEADS_MESSAGE,
  type RunningSignal,
  runningSignal,
} from "../../live/chat-contract";
import type { LiveChatMessage } from "../../live/events";

// The words shared with the server live in the contract; the islands keep importing them here.
export {
  CANCEL_RESEARCH_MESSAGE,
  CONFIRM_PROMPT,
  MORE_LEADS_MESSAGE,
  type RunningSignal,
  runningSignal,
};

/*
 * The chat rules of spec §4 that decide what the chat shows: the running flag read from the
 * assistant's words, the confirmation block, the placeholders and which messages are revealed
 * gradually. Pure functions, so the islands and the tests read the same rules.
 */

export const CHAT_PLACEHOLDER = "Type 'Start research' or ask for specific companies...";
export const CHAT_PLACEHOLDER_COMPLETED = "Ask for more companies (e.g., 'find 30 more companies')";

/** Completed and paused projects are not running and not waiting for a reply (spec §4). */
export function clearsChatFlags(status: string): boolean {
  return status === "completed" || status === "paused";
}

/** The running flag at page load: the last assistant message's word, unless stopped by status. */
export function initialRunning(status: string, messages: readonly LiveChatMessage[]): boolean {
  if (clearsChatFlags(status)) return false;
  const last = lastAssistant(messages);
  return last ? runningSignal(last.content) === "running" : false;
}

export function lastAssistant<M extends Pick<LiveChatMessage, "role">>(
  messages: readonly M[],
): M | undefined {
  return messages.findLast((m) => m.role === "assistant");
}

/**
 * Whether the confirmation block shows (spec §4): in preparing status with messages, or when the
 * last assistant message ends with the prompt; never once the user has typed something, nor
 * while a request that would answer it is on its way.
 */
export function confirmationVisible(input: {
  status: string;
  messages: readonly Pick<LiveChatMessage, "role" | "content">[];
  dismissed: boolean;
  busy: boolean;
}): boolean {
  if (input.dismissed || input.busy || input.messages.length === 0) return false;
  if (input.status === "preparing") return true;
  return lastAssistant(input.messages)?.content.trimEnd().endsWith(CONFIRM_PROMPT) ?? false;
}

export function chatPlaceholder(status: string): string {
  return status === "completed" ? CHAT_PLACEHOLDER_COMPLETED : CHAT_PLACEHOLDER;
}

/**
 * New assistant messages are revealed gradually (spec §4): status not 'displayed' and created
 * after the page loaded. Older ones were already read, so they appear whole.
 */
export function shouldReveal(message: LiveChatMessage, pageLoadedAt: number): boolean {
  return (
    message.role === "assistant" &&
    message.status !== "displayed" &&
    Date.parse(message.createdAt) > pageLoadedAt
  );
}

/** Reveal speed of spec §9: one character every 30 ms. */
export const REVEAL_STEP_MS = 30;

/**
 * How many characters of a revealing message show after `elapsedMs`, when the whole reveal takes
 * `durationMs` (30 ms a character unless the display queue shortened it to keep pace).
 */
export function revealedLength(
  length: number,
  elapsedMs: number,
  durationMs = length * REVEAL_STEP_MS,
): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return length;
  return Math.max(0, Math.floor((length * elapsedMs) / durationMs));
}

/**
 * The words of the status pill: 'Thinking...' while a reply is awaited, else while running. The
 * running flag is read from the assistant's words; a project whose status says it is not
 * researching (a plan waiting for confirmation) never reads 'Finding companies...' (issue 29).
 */
export function statusPill(flags: {
  sending: boolean;
  running: boolean;
  status?: string;
}): string | null {
  if (flags.sending) return "Thinking...";
  if (flags.running && (flags.status ?? "processing") === "processing") {
    return "Finding companies...";
  }
  return null;
}

/** The user's message as the chat shows it at once, under a temporary (negative) id. */
export function pendingMessage(id: number, text: string, now: number): LiveChatMessage {
  return { id, content: text, role: "user", createdAt: new Date(now).toISOString(), status: null };
}

/** The stored copy of a sent message among the reply's messages, which replaces the pending one. */
export function storedEcho(
  messages: readonly LiveChatMessage[],
  text: string,
): LiveChatMessage | undefined {
  return (
    messages.find((m) => m.role === "user" && m.content === text) ??
    messages.find((m) => m.role === "user")
  );
}
