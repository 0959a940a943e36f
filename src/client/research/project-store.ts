import type { LiveChatMessage, LiveEvent } from "../../live/events";
import type { ResearchTab } from "../../views/research-tabs";
import type { ToastInput } from "../toast-types";
import { type ChatReply, type ResearchProject, toResearchProject } from "./api";
import {
  CANCEL_RESEARCH_MESSAGE,
  initialRunning,
  MORE_LEADS_MESSAGE,
  pendingMessage,
  runningSignal,
  shouldReveal,
  storedEcho,
} from "./chat-rules";
import { DisplayQueue, type ShownMessage } from "./display-queue";
import { KeyedTimers } from "./keyed-timers";
import {
  reduceLiveProgress,
  statusFromEvent,
  withEventCounts,
  withListCounts,
} from "./live-progress";
import { pollPlan, type Resource, refetchesAfter, resourceOfTab } from "./polling";
import { Refetcher } from "./refetcher";
import { withRejectedRetries } from "./rejected-retries";
import { initialResearchState, projectPatch, type ResearchState } from "./research-state";
import type { ResearchSnapshot } from "./snapshot";
import { isChatMessage, isUnauthorized, messageOf } from "./store-checks";
import type { LiveSource, StoreDeps } from "./store-deps";
import { CHAT_SESSION_REDIRECT_MS, REDIRECT_DELAY_MS, researchToasts } from "./toasts";

export { EVENT_REFETCH_DEBOUNCE_MS, EVENT_REFETCH_MAX_WAIT_MS } from "./keyed-timers";
export { type ResearchState, shownProgress } from "./research-state";
export type { LiveSource, StoreDeps } from "./store-deps";

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
  private readonly fetches: Refetcher;
  private readonly timers: KeyedTimers;
  private temporaryIds = 0;
  private started = false;
  private unwatch: (() => void) | undefined;
  private leaving = false;
  /**
   * Status events applied so far. A project read (a fetch, a chat reply) asked for before the
   * latest one is older than it: its status must not undo the event's (issue 29: the header said
   * "Researching..." after the run had ended, from a reply computed while it ran).
   */
  private statusEvents = 0;

  constructor(
    snapshot: ResearchSnapshot,
    private readonly deps: StoreDeps,
  ) {
    this.timers = new KeyedTimers(deps.timers);
    this.fetches = new Refetcher(
      (resource) => this.load(resource),
      () => deps.timers.now(),
      () => this.leaving,
    );
    const loadedAt = Date.parse(snapshot.loadedAt);
    this.queue = new DisplayQueue({
      timers: deps.timers,
      reveal: (m) => shouldReveal(m, loadedAt),
      onChange: (messages) => this.set({ messages }),
      onShow: (m) => this.readRunningFlag(m),
    });
    const { messages } = snapshot;
    this.state = initialResearchState(snapshot);
    if (messages) this.queue.seed(messages);
    this.initialState = this.state;
    // The server's lists are as fresh as any fetch: the stale time counts from now.
    for (const r of ["project", "results", "rejected"] as const) this.fetches.fetched(r);
    if (messages) this.fetches.fetched("messages");
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
    return this.fetches.refetch(resource, options);
  }

  /** Applies one live event (spec §4): progress, status, and what must be fetched. */
  applyEvent(event: LiveEvent): void {
    const status = statusFromEvent(event);
    if (status) {
      this.statusEvents++;
      // Its counts first: the new state's line says how many were found when it came.
      this.set({ live: withEventCounts(this.state.live, event) });
      // Once processing, never "Not started" again (the server stamps processingStartedAt).
      const started =
        status === "processing" ? { processingStartedAt: new Date().toISOString() } : {};
      const pauseReason = status === "paused" ? (event.data.pauseReason ?? "user") : null;
      this.applyProject({ ...this.state.project, status, pauseReason, ...started });
    }
    // After the status: the progress reads the state it lands in (a finished run's stragglers
    // no longer move the activity line).
    this.set({ live: reduceLiveProgress(this.state.live, event, this.state.project) });
    const { debounced, now } = refetchesAfter(event);
    if (debounced) this.timers.debounce(debounced, () => void this.refetch(debounced));
    for (const resource of now) void this.refetch(resource);
    if (event.type === "CHAT_MESSAGE" && isChatMessage(event.data.message)) {
      this.queue.enqueue([event.data.message]);
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
    const temporary = pendingMessage(-++this.temporaryIds, text, this.deps.timers.now());
    this.queue.showNow(temporary);
    this.set({ sending: true });
    try {
      const asked = this.statusEvents;
      const reply = await this.deps.api.send(text);
      const stored = storedEcho(reply.messages, text);
      if (stored) this.queue.adopt(temporary.id, stored);
      this.acceptReply(reply, asked);
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
      const asked = this.statusEvents;
      this.acceptReply(await this.deps.api.confirm(), asked);
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
    this.timers.clearAll();
    this.deps.toast(toast);
    this.deps.redirect("/auth", delayMs);
  }

  /** Stops every timer (tests; the page's timers end with the page). */
  dispose(): void {
    this.unwatch?.();
    this.timers.clearAll();
    this.queue.dispose();
  }

  private set(patch: Partial<ResearchState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  private async load(resource: Resource): Promise<void> {
    const { api } = this.deps;
    try {
      const stopped = () => this.leaving;
      const loaders: Record<Resource, () => Promise<void>> = {
        project: async () => {
          const asked = this.statusEvents;
          this.applyProject(await api.project(), asked);
        },
        messages: async () => this.applyMessages(await api.messages()),
        results: async () => this.applyList("leads", await api.results()),
        rejected: async () =>
          this.applyList(
            "rejected",
            await withRejectedRetries(() => api.rejected(), this.deps.timers, stopped),
          ),
      };
      await loaders[resource]();
      this.fetches.fetched(resource);
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

  /**
   * A newer project: from an event (no `asked`), or read by a call made when `asked` status
   * events had been applied. A read that a status event overtook keeps the event's status and
   * reads the project once more, so the page settles on the server's latest.
   */
  private applyProject(next: ResearchProject, asked = this.statusEvents): void {
    const overtaken = asked !== this.statusEvents;
    const { status, pauseReason, processingStartedAt } = this.state.project;
    const project = overtaken ? { ...next, status, pauseReason, processingStartedAt } : next;
    this.set(projectPatch(this.state, project));
    if (overtaken) void this.refetch("project");
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

  /** A fetched list, with the live counts raised to its length. */
  private applyList<K extends "leads" | "rejected">(key: K, rows: ResearchState[K]): void {
    const count = key === "leads" ? { accepted: rows.length } : { rejected: rows.length };
    this.set({ [key]: rows, live: withListCounts(this.state.live, count) });
  }

  private acceptReply(reply: ChatReply, asked: number): void {
    this.applyProject(toResearchProject(reply.project), asked);
    this.fetches.fetched("project");
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

  /** Polls per spec §7's plan, none before start() or after the session is lost. */
  private reschedulePolling(): void {
    const plan =
      this.leaving || !this.started ? null : pollPlan(this.state.connected, this.state.tab);
    this.timers.poll(plan, (resource) => this.refetch(resource));
  }
}
