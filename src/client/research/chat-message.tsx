import { useEffect, useState } from "react";
import { REVEAL_STEP_MS, revealedLength } from "./chat-rules";
import type { ShownMessage } from "./display-queue";

/** User messages sit on the right; the assistant's take the full width (spec §2). */
export function ChatMessage({ message }: { message: ShownMessage }) {
  const user = message.role === "user";
  return (
    <li className={user ? "flex justify-end" : ""} data-message-role={message.role}>
      <div
        className={
          user
            ? "max-w-[80%] rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2 text-white"
            : "w-full rounded-2xl rounded-bl-sm bg-gray-100 px-4 py-3 text-gray-900 dark:bg-gray-800 dark:text-gray-100"
        }
      >
        <span className="sr-only">{user ? "You: " : "Assistant: "}</span>
        <p className="text-sm break-words whitespace-pre-wrap">
          {message.reveal ? <RevealedText message={message} /> : message.content}
        </p>
      </div>
    </li>
  );
}

/**
 * The gradual reveal of a new assistant message (spec §4, speed 30 ms a character, faster when
 * the chat would otherwise fall behind the run: see display-queue.ts). Assistive
 * technology gets the whole text at once; the growing copy is hidden from it, so a screen reader
 * announces the message once rather than at every step.
 */
function RevealedText({ message }: { message: ShownMessage }) {
  const length = useRevealedLength(message.content.length, message.shownAt, message.revealMs);
  return (
    <>
      <span aria-hidden="true">{message.content.slice(0, length)}</span>
      <span className="sr-only">{message.content}</span>
    </>
  );
}

function useRevealedLength(total: number, since: number, durationMs: number): number {
  const [length, setLength] = useState(0);
  useEffect(() => {
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setLength(total);
      return;
    }
    // Measured from when the message appeared, so a throttled background tab catches up.
    const tick = () => {
      const next = revealedLength(total, Date.now() - since, durationMs);
      setLength(next);
      return next < total;
    };
    if (!tick()) return;
    const timer = setInterval(() => {
      if (!tick()) clearInterval(timer);
    }, REVEAL_STEP_MS);
    return () => clearInterval(timer);
  }, [total, since, durationMs]);
  return length;
}
