import { describe, expect, test } from "bun:test";
import {
  CHAT_PLACEHOLDER,
  CHAT_PLACEHOLDER_COMPLETED,
  chatPlaceholder,
  confirmationVisible,
  initialRunning,
  revealedLength,
  runningSignal,
  shouldReveal,
  statusPill,
} from "../src/client/research/chat-rules";
import { distanceFromBottom, SCROLL_BUTTON_THRESHOLD_PX } from "../src/client/research/chat-scroll";
import { message } from "./helpers/chat-message";

// The pure rules of the research page's islands (spec §4, §7, §9): the display queue, the
// running flag, the confirmation block, the live connection's reconnects, the live progress
// reducer and the polling plan.

describe("chat rules", () => {
  test("running flag: stop words win, running words start, anything else says nothing", () => {
    for (const text of [
      "Research complete! 10 companies found.",
      "The research is completed.",
      "An error occurred while searching.",
      "RESEARCH COMPLETED",
    ]) {
      expect(runningSignal(text)).toBe("stopped");
    }
    for (const text of [
      "Searching for packaging makers in Munich...",
      "Analyzing acme.example",
      "Evaluating 5 candidates",
      "Scraping contact pages",
      "I'm finding companies that match.",
      "Research has been resumed.",
    ]) {
      expect(runningSignal(text)).toBe("running");
    }
    expect(runningSignal("Here is my research plan.")).toBeNull();
  });

  test("running at load: the last assistant message, unless completed or paused", () => {
    const msgs = [message("assistant", "Searching now"), message("user", "ok")];
    expect(initialRunning("processing", msgs)).toBe(true);
    expect(initialRunning("paused", msgs)).toBe(false);
    expect(initialRunning("completed", msgs)).toBe(false);
    expect(initialRunning("processing", [message("assistant", "Research complete")])).toBe(false);
    expect(initialRunning("processing", [])).toBe(false);
  });

  test("confirmation block: preparing with messages, or the prompt at the end", () => {
    const plan = message("assistant", "My plan...\n\nAre you ready to start the research?  ");
    const other = message("assistant", "Hello");
    const base = { dismissed: false, busy: false };
    expect(confirmationVisible({ ...base, status: "preparing", messages: [other] })).toBe(true);
    expect(confirmationVisible({ ...base, status: "preparing", messages: [] })).toBe(false);
    expect(confirmationVisible({ ...base, status: "paused", messages: [plan] })).toBe(true);
    expect(confirmationVisible({ ...base, status: "paused", messages: [other] })).toBe(false);
    // The prompt must be the last assistant message's ending, user lines after it do not count.
    const later = [plan, message("user", "hmm")];
    expect(confirmationVisible({ ...base, status: "paused", messages: later })).toBe(true);
    expect(confirmationVisible({ ...base, status: "paused", messages: [plan, other] })).toBe(false);
    // Typing dismisses it; a request on its way hides it.
    const dismissed = { dismissed: true, busy: false, status: "preparing", messages: [plan] };
    expect(confirmationVisible(dismissed)).toBe(false);
    const busy = { dismissed: false, busy: true, status: "preparing", messages: [plan] };
    expect(confirmationVisible(busy)).toBe(false);
  });

  test("placeholders before and after completion", () => {
    expect(chatPlaceholder("paused")).toBe(CHAT_PLACEHOLDER);
    expect(chatPlaceholder("completed")).toBe(CHAT_PLACEHOLDER_COMPLETED);
    expect(CHAT_PLACEHOLDER).toBe("Type 'Start research' or ask for specific companies...");
    expect(CHAT_PLACEHOLDER_COMPLETED).toBe(
      "Ask for more companies (e.g., 'find 30 more companies')",
    );
  });

  test("status pill: 'Thinking...' while a reply is awaited, else 'Finding companies...'", () => {
    expect(statusPill({ sending: true, running: true })).toBe("Thinking...");
    expect(statusPill({ sending: false, running: true })).toBe("Finding companies...");
    expect(statusPill({ sending: false, running: false })).toBeNull();
    // Issue 29: the assistant's words never make a project that is not researching look busy.
    for (const status of ["preparing", "paused", "completed"]) {
      expect(statusPill({ sending: false, running: true, status })).toBeNull();
    }
    expect(statusPill({ sending: false, running: true, status: "processing" })).toBe(
      "Finding companies...",
    );
  });

  test("gradual reveal: new, not displayed assistant messages; 30 ms a character", () => {
    const loadedAt = Date.parse("2026-01-01T12:00:00Z");
    const after = { createdAt: "2026-01-01T12:00:01Z" };
    expect(shouldReveal(message("assistant", "x", after), loadedAt)).toBe(true);
    expect(
      shouldReveal(message("assistant", "x", { ...after, status: "displayed" }), loadedAt),
    ).toBe(false);
    expect(shouldReveal(message("user", "x", after), loadedAt)).toBe(false);
    expect(
      shouldReveal(message("assistant", "x", { createdAt: "2026-01-01T11:59:59Z" }), loadedAt),
    ).toBe(false);
    expect(revealedLength(100, 0)).toBe(0);
    expect(revealedLength(100, 29)).toBe(0);
    expect(revealedLength(100, 30)).toBe(1);
    expect(revealedLength(100, 300)).toBe(10);
    expect(revealedLength(100, 60_000)).toBe(100);
  });

  test("scroll-to-bottom shows beyond 50 px", () => {
    expect(SCROLL_BUTTON_THRESHOLD_PX).toBe(50);
    expect(distanceFromBottom({ scrollHeight: 1000, scrollTop: 600, clientHeight: 400 })).toBe(0);
    expect(distanceFromBottom({ scrollHeight: 1000, scrollTop: 549, clientHeight: 400 })).toBe(51);
  });
});
