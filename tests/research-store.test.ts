import { describe, expect, test } from "bun:test";
import { ApiError, type ChatReply, type ResearchApi } from "../src/client/research/api";
import type { LiveWatcher } from "../src/client/research/live-connection";
import { type LiveSource, ResearchStore } from "../src/client/research/project-store";
import type { ResearchSnapshot } from "../src/client/research/snapshot";
import type { ToastInput } from "../src/client/toast-types";
import type { LiveChatMessage, LiveEvent } from "../src/live/events";
import { displayStatus } from "../src/projects/project-status";
import type { LeadView } from "../src/projects/views";
import { FakeTimers, flushPromises } from "./helpers/fake-timers";
import { leadView } from "./helpers/lead-row";

// The research page's store (src/client/research/project-store.ts) against a fake API, a fake live
// channel and a fake clock: what it fetches when, what events and chat replies do to its state,
// and the toasts and redirects of spec §8.

const LOADED_AT = "2026-01-01T12:00:00.000Z";

const lead = (id: number, name = `Company ${id}`): LeadView =>
  leadView({ id, companyName: name, website: `c${id}.example` });

let nextId = 100;
const msg = (role: "user" | "assistant", content: string): LiveChatMessage => ({
  id: nextId++,
  role,
  content,
  createdAt: "2026-01-01T12:00:05.000Z",
  status: "sent",
});

function setup(overrides: Partial<ResearchSnapshot> = {}, serverMessages: LiveChatMessage[] = []) {
  const timers = new FakeTimers(Date.parse(LOADED_AT));
  const calls: string[] = [];
  const toasts: ToastInput[] = [];
  const redirects: [string, number][] = [];
  const warnings: string[] = [];
  const server = {
    project: { id: 1, name: "Boxes", status: "processing", companyCount: 10 },
    leads: [lead(1)],
    messages: serverMessages,
    reply: undefined as ChatReply | Error | undefined,
    projectFailure: undefined as Error | undefined,
    rejectedFailures: [] as Error[],
  };
  const answer = async <T>(name: string, value: T | Error): Promise<T> => {
    calls.push(name);
    if (value instanceof Error) throw value;
    return value;
  };
  const api: ResearchApi = {
    project: () => answer("project", server.projectFailure ?? { ...server.project }),
    messages: () => answer("messages", [...server.messages]),
    results: () => answer("results", [...server.leads]),
    rejected: () => answer("rejected", server.rejectedFailures.shift() ?? []),
    send: (content) => answer(`send:${content}`, server.reply ?? new Error("no reply set")),
    confirm: () => answer("confirm", server.reply ?? new Error("no reply set")),
  };
  let watcher: LiveWatcher | undefined;
  const live: LiveSource = {
    watch: (_id, w) => {
      watcher = w;
      return () => {};
    },
  };
  const store = new ResearchStore(
    {
      project: { ...server.project },
      leads: [lead(1)],
      rejected: [],
      messages: [],
      loadedAt: LOADED_AT,
      tab: "chat",
      ...overrides,
    },
    {
      api,
      timers,
      toast: (t) => toasts.push(t),
      redirect: (path, ms) => redirects.push([path, ms]),
      warn: (m) => warnings.push(m),
    },
  );
  store.start(live);
  const channel = () => {
    if (!watcher) throw new Error("the store did not watch the project");
    return watcher;
  };
  const emit = (type: LiveEvent["type"], data: LiveEvent["data"] = {}) =>
    channel().onEvent({ type, projectId: 1, data });
  const count = (name: string) => calls.filter((c) => c === name).length;
  return { store, timers, calls, count, toasts, redirects, warnings, server, channel, emit };
}

describe("research store: fetching", () => {
  test("polls while not connected: results 5 s on the chat tab, 3 s on the results tab", async () => {
    const { store, timers, count } = setup();
    await timers.advance(4_999);
    expect(count("results")).toBe(0);
    await timers.advance(1);
    expect(count("results")).toBe(1);
    await timers.advance(5_000);
    expect(count("results")).toBe(2);
    store.setTab("results");
    await timers.advance(3_000);
    expect(count("results")).toBe(3);
    await timers.advance(3_000);
    expect(count("results")).toBe(4);
    // The rest every 30 s.
    await timers.advance(30_000 - 11_000);
    expect(count("rejected")).toBe(1);
    expect(count("project")).toBe(1);
    expect(count("messages")).toBe(1);
  });

  test("once subscribed it stops polling and fetches everything (nothing is lost)", async () => {
    const { store, timers, calls, channel } = setup();
    channel().onSubscribed();
    await timers.advance(0);
    expect(calls.sort()).toEqual(["messages", "project", "rejected", "results"]);
    expect(store.getState().connected).toBe(true);
    await timers.advance(120_000);
    expect(calls).toHaveLength(4);
    // Lost again: polling resumes.
    channel().onLost();
    expect(store.getState().connected).toBe(false);
    await timers.advance(5_000);
    expect(calls.filter((c) => c === "results")).toHaveLength(2);
  });

  test("a tab switch refetches its list only when it is older than 30 s", async () => {
    const { store, timers, count, channel } = setup();
    channel().onSubscribed();
    await timers.advance(0);
    store.setTab("rejected");
    await timers.advance(0);
    expect(count("rejected")).toBe(1);
    store.setTab("chat");
    await timers.advance(30_000);
    store.setTab("rejected");
    await timers.advance(0);
    expect(count("rejected")).toBe(2);
  });

  test("the rejected list retries 5 times, then is only logged", async () => {
    const { timers, count, warnings, toasts, server, channel } = setup();
    server.rejectedFailures = Array.from({ length: 6 }, () => new ApiError(500, "boom"));
    // Subscribing fetches the list (and stops polling, which would add fetches of its own).
    channel().onSubscribed();
    await timers.advance(1_000 + 2_000 + 4_000 + 8_000 + 15_999);
    expect(count("rejected")).toBe(5);
    await timers.advance(1);
    expect(count("rejected")).toBe(6);
    expect(warnings).toEqual(["rejected companies could not be loaded"]);
    expect(toasts).toEqual([]);
  });

  test("a 401 while loading: 'Unauthorized' and /auth after 500 ms, once; polling stops", async () => {
    const { store, timers, toasts, redirects, calls, server } = setup();
    server.projectFailure = new ApiError(401, "Authentication required");
    await store.refetch("project");
    await store.refetch("project");
    expect(toasts).toEqual([
      {
        title: "Unauthorized",
        description: "You are logged out. Logging in again...",
        variant: "destructive",
      },
    ]);
    expect(redirects).toEqual([["/auth", 500]]);
    const before = calls.length;
    await timers.advance(60_000);
    expect(calls.length).toBe(before);
  });
});

describe("research store: live events", () => {
  test("accepted companies update the activity and refetch the results once per burst", async () => {
    const { store, timers, count, emit, channel, server } = setup();
    channel().onSubscribed();
    await timers.advance(0);
    server.leads = [lead(1), lead(2), lead(3)];
    emit("COMPANY_ACCEPTED", { companyName: "Acme", acceptedCount: 2 });
    emit("COMPANY_ACCEPTED", { companyName: "Beta", acceptedCount: 3 });
    expect(store.getState().live).toMatchObject({
      currentActivity: "Accepted: Beta",
      acceptedCount: 3,
    });
    await timers.advance(1_000);
    expect(count("results")).toBe(2);
    expect(store.getState().leads.map((l) => l.id)).toEqual([1, 2, 3]);
  });

  test("a steady stream of accepts refetches the table at least every 1.5 s, not only when it pauses", async () => {
    const { timers, count, emit, channel } = setup();
    channel().onSubscribed();
    await timers.advance(0);
    const before = count("results");
    // One accept every 300 ms for 6 s: never a 400 ms pause.
    for (let i = 1; i <= 20; i++) {
      emit("COMPANY_ACCEPTED", { companyName: `Company ${i}`, acceptedCount: i });
      await timers.advance(300);
    }
    expect(count("results") - before).toBeGreaterThanOrEqual(3);
  });

  test("completion sets the status, clears the flags and refetches", async () => {
    const { store, timers, count, emit, channel, server } = setup({
      messages: [msg("assistant", "Searching for box makers...")],
    });
    channel().onSubscribed();
    await timers.advance(0);
    expect(store.getState().running).toBe(true);
    server.project.status = "completed";
    emit("RESEARCH_COMPLETED");
    expect(store.getState().project.status).toBe("completed");
    expect(store.getState().running).toBe(false);
    expect(store.getState().live.currentActivity).toBe("Research completed successfully!");
    await timers.advance(0);
    expect(count("results")).toBe(2);
    emit("RESEARCH_STATUS", { status: "paused" });
    expect(store.getState().project.status).toBe("paused");
  });

  test("a new project is 'Not started' until it first processes, then 'Paused' (issue 15)", () => {
    const { store, emit } = setup({
      project: {
        id: 1,
        name: "Boxes",
        status: "paused",
        companyCount: 10,
        processingStartedAt: null,
      },
    });
    const shown = () => {
      const { status, processingStartedAt } = store.getState().project;
      return displayStatus(status, processingStartedAt);
    };
    expect(shown()).toBe("not-started");
    emit("RESEARCH_STATUS", { status: "preparing" });
    emit("RESEARCH_STATUS", { status: "paused" });
    expect(shown()).toBe("not-started");
    emit("RESEARCH_STATUS", { status: "processing" });
    emit("RESEARCH_STATUS", { status: "paused" });
    expect(shown()).toBe("paused");
  });

  test("chat messages join the queue, and the assistant's words set the running flag", async () => {
    const { store, timers, emit, count } = setup({ messages: [] });
    emit("CHAT_MESSAGE", { message: msg("assistant", "Searching: box makers") });
    emit("CHAT_MESSAGE", { message: msg("assistant", "Research complete! 3 companies found.") });
    await timers.advance(0);
    expect(store.getState().messages.map((m) => m.content)).toEqual(["Searching: box makers"]);
    expect(store.getState().running).toBe(true);
    expect(store.getState().messages[0]?.reveal).toBe(true);
    await timers.advance(500);
    expect(store.getState().messages).toHaveLength(2);
    expect(store.getState().running).toBe(false);
    await timers.advance(0);
    expect(count("results")).toBe(1);
    expect(count("project")).toBe(1);
    // A malformed message is not shown.
    emit("CHAT_MESSAGE", { message: { id: 1 } as unknown as LiveChatMessage });
    await timers.advance(1_000);
    expect(store.getState().messages).toHaveLength(2);
  });
});

describe("research store: chat actions", () => {
  test("send: shown at once, 'thinking' until the reply, which is queued", async () => {
    const { store, timers, server } = setup();
    const user = msg("user", "Start research");
    const reply = msg("assistant", "Here is my plan. Are you ready to start the research?");
    server.reply = {
      messages: [user, reply],
      project: { id: 1, name: "Boxes", status: "preparing", companyCount: 10 },
    };
    const sent = store.send("  Start research  ");
    expect(store.getState().sending).toBe(true);
    expect(store.getState().messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "Start research"],
    ]);
    expect(await sent).toBe(true);
    expect(store.getState().sending).toBe(false);
    expect(store.getState().project.status).toBe("preparing");
    await timers.advance(500);
    expect(store.getState().messages.map((m) => m.id)).toEqual([user.id, reply.id]);
  });

  test("send refused: the message goes, 'Message Failed'; a 401 is 'Session Expired'", async () => {
    const { store, server, toasts, redirects } = setup();
    server.reply = new ApiError(500, "boom");
    expect(await store.send("hello")).toBe(false);
    expect(store.getState().messages).toEqual([]);
    expect(toasts.at(-1)).toEqual({
      title: "Message Failed",
      description: "Could not send message. Please try again.",
      variant: "destructive",
    });
    server.reply = new ApiError(401, "Authentication required");
    expect(await store.send("hello")).toBe(false);
    expect(toasts.at(-1)).toEqual({
      title: "Session Expired",
      description: "Please login to continue. Redirecting...",
      variant: "destructive",
    });
    expect(redirects).toEqual([["/auth", 1_500]]);
  });

  test("empty text and a send while one is pending do nothing", async () => {
    const { store, calls, server } = setup();
    server.reply = { messages: [], project: server.project };
    expect(await store.send("   ")).toBe(false);
    const first = store.send("one");
    expect(await store.send("two")).toBe(false);
    await first;
    expect(calls).toEqual(["send:one"]);
  });

  test("confirm: 'Research Confirmed', or 'Failed to confirm research: {message}'", async () => {
    const { store, server, toasts } = setup();
    server.reply = {
      messages: [msg("assistant", "Searching now.")],
      project: { ...server.project, status: "processing" },
    };
    await store.confirm();
    expect(toasts.at(-1)).toEqual({
      title: "Research Confirmed",
      description: "Research has started using the confirmed keywords",
    });
    server.reply = new ApiError(409, "Research is already running.");
    await store.confirm();
    expect(toasts.at(-1)).toEqual({
      title: "Error",
      description: "Failed to confirm research: Research is already running.",
      variant: "destructive",
    });
  });

  test("'Request More Leads' sends its message and refetches the project", async () => {
    const { store, server, calls, toasts } = setup();
    server.reply = new ApiError(500, "boom");
    await store.requestMoreLeads();
    expect(calls).toEqual(["send:Add more leads to the research", "project"]);
    expect(toasts.at(-1)).toEqual({
      title: "Error",
      description: "Failed to send request. Please try again.",
      variant: "destructive",
    });
    await store.cancelResearch();
    expect(calls.at(-1)).toBe("send:Cancel research");
  });

  test("a chat without server messages loads them, shown at once", async () => {
    const { store, timers } = setup({ messages: null }, [
      msg("user", "hi"),
      msg("assistant", "Hi!"),
    ]);
    // The server drew no messages; the first render says so.
    expect(store.initialState.messagesLoaded).toBe(false);
    await flushPromises();
    await timers.advance(0);
    expect(store.getState().messagesLoaded).toBe(true);
    expect(store.getState().messages.map((m) => m.content)).toEqual(["hi", "Hi!"]);
  });
});
