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
import {
  DisplayQueue,
  revealDuration,
  type ShownMessage,
} from "../src/client/research/display-queue";
import {
  LiveConnection,
  liveUrl,
  parseServerFrame,
  reconnectDelay,
  type SocketLike,
} from "../src/client/research/live-connection";
import {
  displayedProgress,
  initialLiveProgress,
  type LiveProgress,
  reduceLiveProgress,
  statusFromEvent,
  withListCounts,
} from "../src/client/research/live-progress";
import {
  isStale,
  pollPlan,
  rejectedRetryDelay,
  resourceOfTab,
  STALE_TIME_MS,
} from "../src/client/research/polling";
import type { LiveChatMessage, LiveEvent, LiveEventType } from "../src/live/events";
import { FakeTimers } from "./helpers/fake-timers";
import { report } from "./helpers/research";

// The pure rules of the research page's islands (spec §4, §7, §9): the display queue, the
// running flag, the confirmation block, the live connection's reconnects, the live progress
// reducer and the polling plan.

let nextId = 1;
function message(
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

/** A WebSocket stand-in the test opens, feeds and closes by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike["onopen"] = null;
  onclose: SocketLike["onclose"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onerror: SocketLike["onerror"] = null;
  sent: unknown[] = [];
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event("open"));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, new Event("close") as CloseEvent);
  }
  receive(frame: unknown) {
    this.onmessage?.call(
      this as unknown as WebSocket,
      new MessageEvent("message", { data: JSON.stringify(frame) }),
    );
  }
}

function connectionWithFakes() {
  const timers = new FakeTimers();
  const sockets: FakeSocket[] = [];
  const connection = new LiveConnection(
    "ws://test/ws",
    () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    timers,
  );
  const heard: string[] = [];
  connection.watch(7, {
    onEvent: (e) => heard.push(e.type),
    onSubscribed: () => heard.push("subscribed"),
    onLost: () => heard.push("lost"),
  });
  const last = () => {
    const s = sockets.at(-1);
    if (!s) throw new Error("no socket opened");
    return s;
  };
  return { timers, sockets, connection, heard, last };
}

describe("live connection (spec §4: 5 reconnects, 1 s doubling, then give up)", () => {
  test("the schedule is 1, 2, 4, 8, 16 s, then nothing", () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      null,
    ]);
  });

  test("the address is /ws on the page's host, wss on https", () => {
    expect(liveUrl({ protocol: "http:", host: "127.0.0.1:3000" })).toBe("ws://127.0.0.1:3000/ws");
    expect(liveUrl({ protocol: "https:", host: "app.example" })).toBe("wss://app.example/ws");
  });

  test("subscribes on open and passes events and control frames to the project's watchers", () => {
    const { last, heard } = connectionWithFakes();
    const socket = last();
    socket.open();
    expect(socket.sent).toEqual([{ action: "subscribe", projectId: 7 }]);
    socket.receive({ type: "subscribed", projectId: 7 });
    socket.receive({ type: "COMPANY_ACCEPTED", projectId: 7, data: { companyName: "Acme" } });
    socket.receive({ type: "COMPANY_ACCEPTED", projectId: 8, data: {} });
    socket.receive({ type: "error", message: "nope" });
    expect(heard).toEqual(["subscribed", "COMPANY_ACCEPTED"]);
  });

  test("a lost connection retries at 1, 2, 4, 8, 16 s and then gives up", async () => {
    const { timers, sockets, connection, last } = connectionWithFakes();
    last().drop();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      waits.push(...timers.delays);
      const before = sockets.length;
      await timers.advance(timers.delays[0] ?? 0);
      expect(sockets.length).toBe(before + 1);
      last().drop();
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(timers.delays).toEqual([]);
    expect(connection.gaveUp).toBe(true);
  });

  test("a reconnect resubscribes every project and starts the count afresh", async () => {
    const { timers, sockets, connection, last, heard } = connectionWithFakes();
    connection.watch(9, { onEvent() {}, onSubscribed() {}, onLost() {} });
    last().open();
    last().drop();
    expect(heard).toEqual(["lost"]);
    await timers.advance(1_000);
    last().drop();
    await timers.advance(2_000);
    last().open();
    expect(last().sent).toEqual([
      { action: "subscribe", projectId: 7 },
      { action: "subscribe", projectId: 9 },
    ]);
    last().drop();
    // Opened again, so the next drop waits 1 s, not 4 s.
    expect(timers.delays).toEqual([1_000]);
    expect(sockets).toHaveLength(3);
  });

  test("the last watcher of a project unsubscribes", () => {
    const { last, connection } = connectionWithFakes();
    last().open();
    const stop = connection.watch(9, { onEvent() {}, onSubscribed() {}, onLost() {} });
    stop();
    expect(last().sent).toEqual([
      { action: "subscribe", projectId: 7 },
      { action: "subscribe", projectId: 9 },
      { action: "unsubscribe", projectId: 9 },
    ]);
  });

  test("frames that are not JSON objects of the protocol are ignored", () => {
    expect(parseServerFrame("not json")).toBeNull();
    expect(parseServerFrame(JSON.stringify([1]))).toBeNull();
    expect(parseServerFrame(JSON.stringify({ type: "COMPANY_ACCEPTED", projectId: 1 }))).toBeNull();
    expect(parseServerFrame(JSON.stringify({ type: "x", projectId: "1", data: {} }))).toBeNull();
    expect(parseServerFrame(new ArrayBuffer(2))).toBeNull();
  });
});

const event = (type: LiveEventType, data: LiveEvent["data"] = {}): LiveEvent => ({
  type,
  projectId: 1,
  data,
});

describe("live progress (spec §4 table)", () => {
  const start = initialLiveProgress({ accepted: 0, rejected: 0, status: "processing" });

  test("initial load: counts from the lists, 'Found {n} companies' or 'Ready to start research'", () => {
    expect(start.currentActivity).toBe("Ready to start research");
    expect(start.isProcessing).toBe(true);
    const found = initialLiveProgress({ accepted: 3, rejected: 2, status: "paused" });
    expect(found).toMatchObject({
      acceptedCount: 3,
      rejectedCount: 2,
      currentActivity: "Found 3 companies",
      isProcessing: false,
    });
    // Progress at load is found / target, capped at 100.
    const shown = (accepted: number, target: number) =>
      displayedProgress({
        connected: true,
        live: initialLiveProgress({ accepted, rejected: 0, status: "paused" }),
        resultCount: accepted,
        rejectedCount: 0,
        target,
      }).percent;
    expect(shown(3, 10)).toBe(30);
    expect(shown(12, 10)).toBe(100);
  });

  test("every event type", () => {
    // A progress update carries the whole progress: all of it is taken as it comes.
    const progress = {
      acceptedCount: 5,
      rejectedCount: 3,
      progressPercentage: 50,
      currentActivity: "Checking sites",
      queriesCompleted: 2,
      totalQueries: 6,
    };
    const cases: [LiveEvent, Partial<LiveProgress>][] = [
      [
        event("COMPANY_ACCEPTED", { companyName: "Acme GmbH", acceptedCount: 4 }),
        { currentActivity: "Accepted: Acme GmbH", acceptedCount: 4 },
      ],
      [
        event("COMPANY_REJECTED", { companyName: "Shady Ltd", rejectedCount: 2 }),
        { currentActivity: "Rejected: Shady Ltd", rejectedCount: 2 },
      ],
      [event("PROGRESS_UPDATE", progress), progress],
      [event("RESEARCH_STATUS", { status: "paused" }), { isProcessing: false }],
      [
        event("QUERY_STARTED", { currentQuery: "box makers munich" }),
        { currentActivity: "Searching: box makers munich", currentQuery: "box makers munich" },
      ],
      [
        event("QUERY_COMPLETED", { queriesCompleted: 1 }),
        { currentActivity: "Query completed, processing results...", queriesCompleted: 1 },
      ],
      [
        event("PROCESSING_WEBSITE", { websiteBeingProcessed: "acme.example" }),
        { websiteBeingProcessed: "acme.example", currentActivity: "Ready to start research" },
      ],
      [
        event("BATCH_PROGRESS", { companiesProcessedInBatch: 3, totalCompaniesInBatch: 8 }),
        { currentActivity: "Processing batch: 3/8", batch: { done: 3, total: 8 } },
      ],
      [
        event("TARGET_REACHED", {}),
        { currentActivity: "Target reached! Research completed.", isProcessing: false },
      ],
      [
        event("RESEARCH_COMPLETED", {}),
        { currentActivity: "Research completed successfully!", isProcessing: false },
      ],
      [event("CHAT_MESSAGE", { message: message("assistant", "hi") }), start],
    ];
    for (const [e, expected] of cases) {
      expect({ type: e.type, ...reduceLiveProgress(start, e) }).toMatchObject({
        type: e.type,
        ...expected,
      });
    }
    expect(reduceLiveProgress(start, event("RESEARCH_STATUS", { status: "processing" }))).toEqual(
      start,
    );
  });

  test("status effects: a status event sets it; target reached and completed set completed", () => {
    expect(statusFromEvent(event("RESEARCH_STATUS", { status: "paused" }))).toBe("paused");
    expect(statusFromEvent(event("TARGET_REACHED"))).toBe("completed");
    expect(statusFromEvent(event("RESEARCH_COMPLETED"))).toBe("completed");
    expect(statusFromEvent(event("COMPANY_ACCEPTED"))).toBeNull();
  });

  test("displayed figures: live while connected, the lists otherwise", () => {
    const live = reduceLiveProgress(
      start,
      event("PROGRESS_UPDATE", { acceptedCount: 7, rejectedCount: 4, progressPercentage: 70 }),
    );
    const input = { live, resultCount: 6, rejectedCount: 3, target: 10 };
    expect(displayedProgress({ ...input, connected: true })).toEqual({
      found: 7,
      rejected: 4,
      percent: 70,
    });
    expect(displayedProgress({ ...input, connected: false })).toEqual({
      found: 6,
      rejected: 3,
      percent: 60,
    });
    // Connected but no percentage given yet: found / target.
    const counted = reduceLiveProgress(start, event("COMPANY_ACCEPTED", { acceptedCount: 2 }));
    expect(displayedProgress({ ...input, live: counted, connected: true }).percent).toBe(20);
  });

  test("refetched lists never lower the live counts", () => {
    const live = { ...start, acceptedCount: 5, rejectedCount: 1 };
    expect(withListCounts(live, { accepted: 4 })).toMatchObject({ acceptedCount: 5 });
    expect(withListCounts(live, { accepted: 6, rejected: 3 })).toMatchObject({
      acceptedCount: 6,
      rejectedCount: 3,
    });
  });
});

describe("polling and stale times (spec §7)", () => {
  test("no polling while connected; otherwise by tab", () => {
    for (const tab of ["chat", "results", "rejected", "icp"] as const) {
      expect(pollPlan(true, tab)).toBeNull();
    }
    expect(pollPlan(false, "results")).toEqual({
      results: 3_000,
      rejected: 30_000,
      project: 30_000,
      messages: 30_000,
    });
    expect(pollPlan(false, "chat")?.results).toBe(5_000);
    expect(pollPlan(false, "rejected")?.results).toBe(30_000);
    expect(pollPlan(false, "icp")?.results).toBe(30_000);
  });

  test("30 s stale time", () => {
    expect(STALE_TIME_MS).toBe(30_000);
    expect(isStale(undefined, 0)).toBe(true);
    expect(isStale(1_000, 30_999)).toBe(false);
    expect(isStale(1_000, 31_000)).toBe(true);
    expect(resourceOfTab("results")).toBe("results");
    expect(resourceOfTab("rejected")).toBe("rejected");
    expect(resourceOfTab("chat")).toBe("messages");
    expect(resourceOfTab("icp")).toBeNull();
  });

  test("rejected list retries: 3 after a 401, 5 otherwise, 1 s doubling to 30 s", () => {
    const delays = (status: number) => {
      const out: number[] = [];
      for (let failures = 1; ; failures++) {
        const d = rejectedRetryDelay(failures, status);
        if (d === null) return out;
        out.push(d);
      }
    };
    expect(delays(401)).toEqual([1_000, 2_000, 4_000]);
    expect(delays(500)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(rejectedRetryDelay(6, undefined)).toBeNull();
  });
});
