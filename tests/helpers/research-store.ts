import type { ChatReply, ResearchApi } from "../../src/client/research/api";
import type { LiveWatcher } from "../../src/client/research/live-connection";
import { type LiveSource, ResearchStore } from "../../src/client/research/project-store";
import type { ResearchSnapshot } from "../../src/client/research/snapshot";
import type { ToastInput } from "../../src/client/toast-types";
import type { LiveChatMessage, LiveEvent } from "../../src/live/events";
import type { LeadView } from "../../src/projects/views";
import { FakeTimers } from "./fake-timers";
import { leadView } from "./lead-row";

// The research page's store (src/client/research/project-store.ts) against a fake API, a fake live
// channel and a fake clock, as the research-store-* test files drive it.

const LOADED_AT = "2026-01-01T12:00:00.000Z";

export const lead = (id: number, name = `Company ${id}`): LeadView =>
  leadView({ id, companyName: name, website: `c${id}.example` });

let nextId = 100;
export const msg = (role: "user" | "assistant", content: string): LiveChatMessage => ({
  id: nextId++,
  role,
  content,
  createdAt: "2026-01-01T12:00:05.000Z",
  status: "sent",
});

export function setup(
  overrides: Partial<ResearchSnapshot> = {},
  serverMessages: LiveChatMessage[] = [],
) {
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
