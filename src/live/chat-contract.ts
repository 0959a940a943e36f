/*
 * The chat's prose contract (spec §4), written once for the server that writes the assistant's
 * words and the client that reads them. The client learns whether research runs from the words
 * of the last assistant message, and the confirmation block appears when a message ends with the
 * confirm question; the server's replies must use those words exactly where they are true.
 * tests/chat-contract.test.ts checks every reply the server can send against these rules.
 */

/** The assistant's question that offers the confirmation block. */
export const CONFIRM_PROMPT = "Are you ready to start the research?";
/** What the "Cancel research" button sends. */
export const CANCEL_RESEARCH_MESSAGE = "Cancel research";
/** What the "Add more leads" button sends. */
export const MORE_LEADS_MESSAGE = "Add more leads to the research";

// "research complete" also matches "research completed"; a stop word wins over a running word
// ("Searching finished with an error" means stopped).
const STOPPED_WORDS = /research complete|completed|error/i;
const RUNNING_WORDS =
  /searching|analyzing|evaluating|scraping|finding companies|research has been resumed/i;

export type RunningSignal = "running" | "stopped" | null;

/** What an assistant message says about whether research is running; null when it says nothing. */
export function runningSignal(content: string): RunningSignal {
  if (STOPPED_WORDS.test(content)) return "stopped";
  if (RUNNING_WORDS.test(content)) return "running";
  return null;
}
