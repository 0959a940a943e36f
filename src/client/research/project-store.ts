import type { LiveChatMessage, LiveEvent } from "../../live/events";
import type { LeadView, RejectedView } from "../../projects/views";
import type { ResearchTab } from "../../views/research-tabs";
import type { ToastInput } from "../toast-types";
import {
  ApiError,
  type ChatReply,
  type ResearchApi,
  type ResearchProject,
  researchApi,
  toResearchProject,
} from "./api";
import {
  CANCEL_RESEARCH_MESSAGE,
  clearsChatFlags,
  initialRunning,
  MORE_LEADS_MESSAGE,
  runningSignal,
  shouldReveal,
} from "./chat-rules";
import { DisplayQueue, type ShownMessage } from "./display-queue";
import type { LiveWatcher } from "./live-connection";
import {
  displayedProgress,
  initialLiveProgress,
  type LiveProgress,
  reduceLiveProgress,
  statusFromEvent,
  withListCounts,
} from "./live-progress";
import { isStale, pollPlan, type Resource, rejectedRetryDelay, resourceOfTab } from "./polling";
import type { ResearchSnapshot } from "./snapshot";
import { browserTimers, type Timers } from "./timers";
import { CHAT_SESSION_REDIRECT_MS, REDIRECT_DELAY_MS, researchToasts } from "./toasts";

/** Everything the research page's islands show, for one project. */
export interface ResearchState {
  project: ResearchProject;
  leads: LeadView[];
  rejected: RejectedView[];
  /** The chat as displayed (the queue decides when each message appears). */
  messages: readonly ShownMessage[];
  messagesLoaded: boolean;
  live: LiveProgress;
  /** Subscribed on the live channel: events arrive and polling stops. */
  connected: boolean;
  /** A chat message is waiting for its reply. */
  sending: boolean;
  confirming: boolean;
  /** Spec §4's running flag, read from the assistant's words. */
  running: boolean;
  tab: ResearchTab;
}

/** Found, rejected and the bar's percentage as the page shows them for this state (spec §4). */
export function shownProgress(state: ResearchState): ReturnType<typeof displayedProgress> {
  return displayedProgress({
    connected: state.connected,
    live: state.live,
    resultCount: state.leads.length,
    rejectedCount: state.rejected.length,
    target: state.project.companyCount,
  });
}

/** What the store needs from the outside world; the page passes the browser's, tests fakes. */
export interface StoreDeps {
  api: ResearchApi;
  timers: Timers;
  toast(toast: ToastInput): void;
  /** Leaves the page for `path` after `delayMs`. */
  redirect(path: string, delayMs: number): void;
  warn(message: string, error?: unknown): void;
}

/** The live channel as the store uses it (LiveConnection in the page). */
export interface LiveSource {
  watch(projectId: number, watcher: LiveWatcher): () => void;
}

/** Wait after the last COMPANY_ACCEPTED/REJECTED before refetching the list: bursts coalesce. */
export const EVENT_REFETCH_DEBOUNCE_MS = 400;
/**
 * The longest a list waits for its refetch while events keep coming: a run that accepts a
 * company faster than every 400 ms would otherwise hold the table back until it pauses.
 */
export const EVENT_REFETCH_MAX_WAIT_MS = 1_500;

/**
 * The research page's state for one project, shared by its islands: the data of spec §7's
 * calls, the live progress of §4, the chat's display queue and flags. Live events update it
 * while the channel is subscribed; otherwise it polls. Everything with a side effect (network,
 * timers, toasts) goes through `deps`, and nothing runs before `start()`, so the server can
 * render from an inert store.
 */
export class ResearchStore {
  readonly initialState: ResearchState;
  private state: ResearchState;
  private readonly listeners = new Set<() => void>();
  private readonly queue: DisplayQueue;
  private readonly fetchedAt: Partial<Record<Resource, number>> = {};
  private readonly inflight = new Map<Resource, Promise<void>>();
  private readonly fetchAgain = new Set<Resource>();
  private readonly timers = new Map<string, unknown>();
  /** When each pending debounce saw its first event. */
  private readonly debounceSince = new Map<string, number>();
  private readonly pollIntervals = new Map<Resource, number>();
  private temporaryIds = 0;
  private started = false;
  private unwatch: (() => void) | undefined;
  private leaving = false;

  constructor(
    snapshot: ResearchSnapshot,
    private readonly deps: StoreDeps,
  ) {
    const loadedAt = Date.parse(snapshot.loadedAt);
    this.queue = new DisplayQueue({
      timers: deps.timers,
      reveal: (m) => shouldReveal(m, loadedAt),
      onChange: (messages) => this.set({ messages }),
      onShow: (m) => this.readRunningFlag(m),
    });
    const { project, leads, rejected, messages } = snapshot;
    this.state = {
      project,
      leads,
      rejected,
      messages: [],
      messagesLoaded: messages !== null,
      live: initialLiveProgress({
        accepted: leads.length,
        rejected: rejected.length,
        status: project.status,
      }),
      connected: false,
      sending: false,
      confirming: false,
      running: initialRunning(project.status, messages ?? []),
      tab: snapshot.tab,
    };
    if (messages) this.queue.seed(messages);
    this.initialState = this.state;
    // The server's lists are as fresh as any fetch: the stale time counts from now.
    const now = deps.timers.now();
    for (const r of ["project", "results", "rejected"] as const) this.fetchedAt[r] = now;
    if (messages) this.fetchedAt.messages = now;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): ResearchState => this.state;
  readonly getInitialState = (): ResearchState => this.initialState;

  /** Starts the live subscription, polling, and the chat's first load; runs once. */
  start(live: LiveSource): void {
    if (this.started) return;
    this.started = true;
    this.unwatch = live.watch(this.state.project.id, {
      onEvent: (event) => this.applyEvent(event),
      onSubscribed: () => {
        this.set({ connected: true });
        this.reschedulePolling();
        // Events from now on will arrive; what happened before is fetched, so none is lost.
        for (const r of ["project", "messages", "results", "rejected"] as const) {
          void this.refetch(r);
        }
      },
      onLost: () => {
        this.set({ connected: false });
        this.reschedulePolling();
      },
    });
    if (!this.state.messagesLoaded) void this.refetch("messages");
    this.reschedulePolling();
  }

  /** Another part of the page knows the open tab (the tablist); polling and staleness follow. */
  setTab(tab: ResearchTab): void {
    if (tab === this.state.tab) return;
    this.set({ tab });
    this.reschedulePolling();
    const resource = resourceOfTab(tab);
    if (resource) void this.refetch(resource, { onlyIfStale: true });
  }

  /** Fetches a resource again; a fetch asked for while one runs runs once more after it. */
  refetch(resource: Resource, options: { onlyIfStale?: boolean } = {}): Promise<void> {
    if (this.leaving) return Promise.resolve();
    const running = this.inflight.get(resource);
    if (options.onlyIfStale) {
      if (running || !isStale(this.fetchedAt[resource], this.deps.timers.now())) {
        return running ?? Promise.resolve();
      }
    } else if (running) {
      this.fetchAgain.add(resource);
      return running;
    }
    const done = this.load(resource).finally(() => {
      this.inflight.delete(resource);
      if (this.fetchAgain.delete(resource)) void this.refetch(resource);
    });
    this.inflight.set(resource, done);
    return done;
  }

  /** Applies one live event (spec §4): progress, status, and what must be fetched. */
  applyEvent(event: LiveEvent): void {
    this.set({ live: reduceLiveProgress(this.state.live, event) });
    const status = statusFromEvent(event);
    if (status) {
      // Once processing, never "Not started" again (the server stamps processingStartedAt).
      const started =
        status === "processing" ? { processingStartedAt: new Date().toISOString() } : {};
      this.applyProject({ ...this.state.project, status, ...started });
    }
    switch (event.type) {
      case "COMPANY_ACCEPTED":
        this.debounce("results", () => void this.refetch("results"));
        return;
      case "COMPANY_REJECTED":
        this.debounce("rejected", () => void this.refetch("rejected"));
        return;
      case "TARGET_REACHED":
      case "RESEARCH_COMPLETED":
        void this.refetch("results");
        void this.refetch("project");
        return;
      case "CHAT_MESSAGE":
        if (isChatMessage(event.data.message)) this.queue.enqueue([event.data.message]);
        return;
    }
  }

  /**
   * Sends a chat message: shown at once, 'Thinking...' until the reply, which joins the queue.
   * Resolves false when it failed (the toast has been shown).
   */
  async send(
    content: string,
    failure: ToastInput = researchToasts.messageFailed,
  ): Promise<boolean> {
    const text = content.trim();
    if (!text || this.state.sending || this.leaving) return false;
    const temporary: LiveChatMessage = {
      id: -++this.temporaryIds,
      content: text,
      role: "user",
      createdAt: new Date(this.deps.timers.now()).toISOString(),
      status: null,
    };
    this.queue.showNow(temporary);
    this.set({ sending: true });
    try {
      const reply = await this.deps.api.send(text);
      const stored =
        reply.messages.find((m) => m.role === "user" && m.content === text) ??
        reply.messages.find((m) => m.role === "user");
      if (stored) this.queue.adopt(temporary.id, stored);
      this.acceptReply(reply);
      return true;
    } catch (error) {
      this.queue.remove(temporary.id);
      if (isUnauthorized(error)) {
        this.sessionLost(researchToasts.sessionExpired, CHAT_SESSION_REDIRECT_MS);
      } else {
        this.deps.warn("chat message failed", error);
        this.deps.toast(failure);
      }
      return false;
    } finally {
      this.set({ sending: false });
    }
  }

  /** "Yes, let's go!": starts research with the confirmed keywords (spec §4). */
  async confirm(): Promise<void> {
    if (this.state.confirming || this.leaving) return;
    this.set({ confirming: true });
    try {
      this.acceptReply(await this.deps.api.confirm());
      this.deps.toast(researchToasts.confirmed);
    } catch (error) {
      if (isUnauthorized(error)) return this.sessionLost(researchToasts.unauthorized);
      this.deps.warn("confirm failed", error);
      this.deps.toast(researchToasts.confirmFailed(messageOf(error)));
    } finally {
      this.set({ confirming: false });
    }
  }

  cancelResearch(): Promise<boolean> {
    return this.send(CANCEL_RESEARCH_MESSAGE);
  }

  /** Spec §4: sends 'Add more leads to the research', then refetches the project. */
  async requestMoreLeads(): Promise<void> {
    await this.send(MORE_LEADS_MESSAGE, researchToasts.requestFailed);
    await this.refetch("project");
  }

  /** The status was changed from the header (spec §7: project and messages are refetched). */
  statusChanged(): void {
    void this.refetch("project");
    void this.refetch("messages");
  }

  /** The session is gone: say so once, stop asking the server, and go to sign-in. */
  sessionLost(toast: ToastInput = researchToasts.unauthorized, delayMs = REDIRECT_DELAY_MS): void {
    if (this.leaving) return;
    this.leaving = true;
    this.stopTimers();
    this.deps.toast(toast);
    this.deps.redirect("/auth", delayMs);
  }

  /** Stops every timer (tests; the page's timers end with the page). */
  dispose(): void {
    this.unwatch?.();
    this.stopTimers();
    this.queue.dispose();
  }

  private set(patch: Partial<ResearchState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  private async load(resource: Resource): Promise<void> {
    const { api } = this.deps;
    try {
      switch (resource) {
        case "project":
          this.applyProject(await api.project());
          break;
        case "messages":
          this.applyMessages(await api.messages());
          break;
        case "results":
          this.applyLeads(await api.results());
          break;
        case "rejected":
          this.applyRejected(await this.loadRejected());
          break;
      }
      this.fetchedAt[resource] = this.deps.timers.now();
    } catch (error) {
      if (resource === "rejected") {
        // Spec §8: only logged; whatever was shown (or the empty state) stays.
        this.deps.warn("rejected companies could not be loaded", error);
      } else if (isUnauthorized(error)) {
        this.sessionLost();
      } else {
        // A poll or the next event tries again.
        this.deps.warn(`${resource} could not be loaded`, error);
      }
    }
  }

  /** Spec §7's retries for the rejected list: 3 after a 401, else 5; 1 s doubling to 30 s. */
  private async loadRejected(): Promise<RejectedView[]> {
    for (let failures = 1; ; failures++) {
      try {
        return await this.deps.api.rejected();
      } catch (error) {
        const delay = rejectedRetryDelay(failures, error instanceof ApiError ? error.status : 0);
        if (delay === null || this.leaving) throw error;
        await new Promise<void>((resolve) => this.deps.timers.setTimeout(resolve, delay));
      }
    }
  }

  private applyProject(next: ResearchProject): void {
    // A project without its usage (a test's fake reply) keeps the last known figures.
    const usage = next.usage ?? this.state.project.usage;
    const project = usage ? { ...next, usage } : next;
    const changed = project.status !== this.state.project.status;
    const patch: Partial<ResearchState> = { project };
    // Spec §4: completed or paused clears the sending and running flags.
    if (changed && clearsChatFlags(project.status)) {
      patch.sending = false;
      patch.running = false;
    }
    this.set(patch);
  }

  private applyMessages(messages: LiveChatMessage[]): void {
    if (this.state.messagesLoaded) {
      this.queue.enqueue(messages);
      return;
    }
    this.set({
      messagesLoaded: true,
      running: initialRunning(this.state.project.status, messages),
    });
    this.queue.seed(messages);
  }

  private applyLeads(leads: LeadView[]): void {
    this.set({ leads, live: withListCounts(this.state.live, { accepted: leads.length }) });
  }

  private applyRejected(rejected: RejectedView[]): void {
    this.set({ rejected, live: withListCounts(this.state.live, { rejected: rejected.length }) });
  }

  private acceptReply(reply: ChatReply): void {
    this.applyProject(toResearchProject(reply.project));
    this.fetchedAt.project = this.deps.timers.now();
    this.queue.enqueue(reply.messages);
  }

  /** Spec §4's running flag, from each assistant message as it appears. */
  private readRunningFlag(message: ShownMessage): void {
    if (message.role !== "assistant") return;
    const signal = runningSignal(message.content);
    if (signal === "running") this.set({ running: true });
    if (signal === "stopped") {
      this.set({ running: false });
      void this.refetch("results");
      void this.refetch("project");
    }
  }

  /** Polls per spec §7's plan; a resource whose interval did not change keeps its timer. */
  private reschedulePolling(): void {
    const plan =
      this.leaving || !this.started ? null : pollPlan(this.state.connected, this.state.tab);
    for (const resource of ["project", "messages", "results", "rejected"] as const) {
      const ms = plan?.[resource];
      if (ms === this.pollIntervals.get(resource)) continue;
      this.clearTimer(`poll:${resource}`);
      this.pollIntervals.delete(resource);
      if (ms === undefined) continue;
      this.pollIntervals.set(resource, ms);
      this.every(`poll:${resource}`, ms, () => this.refetch(resource));
    }
  }

  /** Runs `run` every `ms` after the previous run ended, until the key's timer is cleared. */
  private every(key: string, ms: number, run: () => Promise<void>): void {
    const handle = this.deps.timers.setTimeout(async () => {
      await run();
      // Still ours: not cleared, nor replaced by a new schedule, while the fetch ran.
      if (this.timers.get(key) === handle) this.every(key, ms, run);
    }, ms);
    this.timers.set(key, handle);
  }

  /** Runs `run` once events pause, and at the latest EVENT_REFETCH_MAX_WAIT_MS after the first. */
  private debounce(key: string, run: () => void): void {
    const now = this.deps.timers.now();
    const firstAt = this.debounceSince.get(key) ?? now;
    this.debounceSince.set(key, firstAt);
    const wait = Math.min(EVENT_REFETCH_DEBOUNCE_MS, firstAt + EVENT_REFETCH_MAX_WAIT_MS - now);
    this.clearTimer(`debounce:${key}`);
    this.timers.set(
      `debounce:${key}`,
      this.deps.timers.setTimeout(
        () => {
          this.timers.delete(`debounce:${key}`);
          this.debounceSince.delete(key);
          run();
        },
        Math.max(0, wait),
      ),
    );
  }

  private clearTimer(key: string): void {
    if (!this.timers.has(key)) return;
    this.deps.timers.clearTimeout(this.timers.get(key));
    this.timers.delete(key);
  }

  private stopTimers(): void {
    for (const key of [...this.timers.keys()]) this.clearTimer(key);
    this.debounceSince.clear();
    this.pollIntervals.clear();
  }
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "Please try again.";

/** A CHAT_MESSAGE's message, checked before it reaches the chat (the event schema is not here). */
function isChatMessage(value: unknown): value is LiveChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === "number" &&
    typeof m.content === "string" &&
    (m.role === "user" || m.role === "assistant") &&
    typeof m.createdAt === "string"
  );
}

/**
 * A store that only renders: the server's, built from the snapshot it is drawing. It is never
 * started, so it never fetches, waits or toasts.
 */
export function renderOnlyStore(snapshot: ResearchSnapshot): ResearchStore {
  const unused = () => {};
  return new ResearchStore(snapshot, {
    api: researchApi(snapshot.project.id),
    timers: browserTimers,
    toast: unused,
    redirect: unused,
    warn: unused,
  });
}
