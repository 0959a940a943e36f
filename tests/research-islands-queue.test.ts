import { describe, expect, test } from "bun:test";
import { revealedLength } from "../src/client/research/chat-rules";
import {
  DisplayQueue,
  revealDuration,
  type ShownMessage,
} from "../src/client/research/display-queue";
import { message } from "./helpers/chat-message";
import { FakeTimers } from "./helpers/fake-timers";
import { report } from "./helpers/research";

// The pure rules of the research page's islands (spec §4, §7, §9): the display queue, the
// running flag, the confirmation block, the live connection's reconnects, the live progress
// reducer and the polling plan.

function queueWithClock() {
  const timers = new FakeTimers();
  let shown: readonly ShownMessage[] = [];
  const appeared: ShownMessage[] = [];
  const queue = new DisplayQueue({
    timers,
    reveal: (m) => m.role === "assistant",
    onChange: (list) => {
      shown = list;
    },
    onShow: (m) => appeared.push(m),
  });
  return { timers, queue, shown: () => shown.map((m) => m.content), appeared };
}

describe("display queue (spec §4: one at a time, 500 ms apart, 5 s duplicates dropped)", () => {
  test("queued messages appear one at a time, 500 ms apart, until one has waited 750 ms", async () => {
    const { timers, queue, shown } = queueWithClock();
    queue.enqueue([message("assistant", "one"), message("assistant", "two")]);
    queue.enqueue([message("assistant", "three"), message("assistant", "four")]);
    expect(shown()).toEqual([]);
    await timers.advance(0);
    expect(shown()).toEqual(["one"]);
    await timers.advance(499);
    expect(shown()).toEqual(["one"]);
    await timers.advance(1);
    expect(shown()).toEqual(["one", "two"]);
    // Issue 15: a third gap would show "three" 1 s after it arrived; the rest come at once.
    await timers.advance(249);
    expect(shown()).toEqual(["one", "two"]);
    await timers.advance(1);
    expect(shown()).toEqual(["one", "two", "three", "four"]);
    expect(queue.pending).toBe(0);
  });

  test("a message arriving after a quiet spell appears at once; soon after one, it waits", async () => {
    const { timers, queue, shown } = queueWithClock();
    queue.enqueue([message("assistant", "first")]);
    await timers.advance(0);
    await timers.advance(200);
    queue.enqueue([message("assistant", "second")]);
    expect(timers.delays).toEqual([300]);
    await timers.advance(300);
    expect(shown()).toEqual(["first", "second"]);
    await timers.advance(5_000);
    queue.enqueue([message("assistant", "third")]);
    await timers.advance(0);
    expect(shown()).toEqual(["first", "second", "third"]);
  });

  test("the same role and text shown within 5 s is dropped; after 5 s it shows again", async () => {
    const { timers, queue, shown } = queueWithClock();
    queue.enqueue([message("assistant", "Searching: boxes")]);
    await timers.advance(0);
    // Same text from another path (a refetch, an event): a different id, same words.
    queue.enqueue([message("assistant", "Searching: boxes"), message("user", "Searching: boxes")]);
    await timers.advance(500);
    // The assistant duplicate cost no gap: the user's line (another role) shows in its place.
    expect(shown()).toEqual(["Searching: boxes", "Searching: boxes"]);
    expect(queue.pending).toBe(0);
    await timers.advance(5_001);
    queue.enqueue([message("assistant", "Searching: boxes")]);
    await timers.advance(0);
    expect(shown()).toHaveLength(3);
  });

  test("ids already shown or queued are ignored", async () => {
    const { timers, queue, shown } = queueWithClock();
    const m = message("assistant", "hello");
    queue.seed([m]);
    queue.enqueue([m, m]);
    await timers.advance(1_000);
    expect(shown()).toEqual(["hello"]);
  });

  test("seeded messages show at once and are not 'appearing' ones", () => {
    const { queue, shown, appeared } = queueWithClock();
    queue.seed([message("user", "a"), message("assistant", "b")]);
    expect(shown()).toEqual(["a", "b"]);
    expect(appeared).toEqual([]);
  });

  test("the user's own message shows at once and takes its stored id from the reply", async () => {
    const { timers, queue, shown } = queueWithClock();
    queue.showNow(message("user", "Start research", { id: -1 }));
    expect(shown()).toEqual(["Start research"]);
    const stored = message("user", "Start research");
    queue.adopt(-1, stored);
    expect(queue.messages.map((m) => m.id)).toEqual([stored.id]);
    // The reply carries the user message again: known by id now, so not shown twice.
    queue.enqueue([stored, message("assistant", "On it")]);
    await timers.advance(500);
    expect(shown()).toEqual(["Start research", "On it"]);
  });

  test("a stored copy that arrived first (live event) replaces the temporary one", () => {
    const { queue, shown } = queueWithClock();
    const stored = message("user", "hi");
    queue.showNow(message("user", "hi", { id: -2 }));
    queue.enqueue([stored]);
    queue.adopt(-2, stored);
    expect(shown()).toEqual(["hi"]);
    expect(queue.pending).toBe(0);
  });
});

describe("the chat keeps pace with the run (issue 15)", () => {
  let serial = 0;
  /** `n` characters, each text its own (equal texts would be dropped as duplicates). */
  const text = (n: number) => `${++serial} `.padEnd(n, "x");

  /** Feeds the queue a run's bursts and records, per message, when it arrived and appeared. */
  async function replay(bursts: { at: number; lengths: number[] }[]) {
    const timers = new FakeTimers();
    const start = timers.now();
    const arrived = new Map<number, number>();
    const shown: ShownMessage[] = [];
    const seen = new DisplayQueue({
      timers,
      reveal: () => true,
      onChange: () => {},
      onShow: (m) => shown.push(m),
    });
    for (const burst of bursts) {
      await timers.advance(start + burst.at - timers.now());
      const messages = burst.lengths.map((n) => message("assistant", text(n)));
      for (const m of messages) arrived.set(m.id, timers.now());
      seen.enqueue(messages);
    }
    await timers.advance(10_000);
    expect(seen.pending).toBe(0);
    return shown.map((m) => {
      const at = arrived.get(m.id) as number;
      return {
        m,
        at,
        showLag: m.shownAt - at,
        /** When the last character is on screen, by the same rule the chat renders with. */
        doneLag: m.reveal ? m.shownAt + m.revealMs - at : m.shownAt - at,
      };
    });
  }

  test("a burst: each message shows within 1 s and is fully typed within 2 s of arriving", async () => {
    // A run's end: progress lines one after another, then five at once with the long summary.
    const rows = await replay([
      { at: 0, lengths: [80, 120] },
      { at: 100, lengths: [60] },
      { at: 250, lengths: [300, 40, 500, 90, 270] },
      { at: 900, lengths: [200, 200, 200] },
      { at: 5_000, lengths: [30] },
    ]);
    expect(rows).toHaveLength(12);
    const worstShow = Math.max(...rows.map((r) => r.showLag));
    const worstDone = Math.max(...rows.map((r) => r.doneLag));
    report(`pacing: worst show lag ${worstShow} ms, worst full-text lag ${worstDone} ms`);
    for (const { m, at, showLag, doneLag } of rows) {
      expect(showLag).toBeLessThanOrEqual(1_000);
      expect(doneLag).toBeLessThanOrEqual(2_000);
      // What ChatMessage draws 2 s after arrival is the whole text.
      expect(revealedLength(m.content.length, at + 2_000 - m.shownAt, m.revealMs)).toBe(
        m.content.length,
      );
    }
    // Still one after another, not all at once: the order of arrival is kept.
    expect(rows.map((r) => r.at)).toEqual([...rows.map((r) => r.at)].sort((a, b) => a - b));
  });

  test("a message alone still types at 30 ms a character when that keeps within 2 s", async () => {
    const [short, long] = await replay([
      { at: 0, lengths: [40] },
      { at: 3_000, lengths: [400] },
    ]);
    expect(short?.m.revealMs).toBe(40 * 30);
    expect(short?.showLag).toBe(0);
    // 400 characters would take 12 s: the reveal is sped up to end in time.
    expect(long?.m.revealMs).toBe(1_750);
    expect(revealedLength(400, 875, long?.m.revealMs)).toBe(200);
  });

  test("too late to type: a message shown near its 2 s limit appears whole", () => {
    expect(revealDuration(100, 0, 1_700)).toBe(0);
    expect(revealDuration(100, 0, 1_000)).toBe(750);
    expect(revealDuration(10, 0, 0)).toBe(300);
  });
});
