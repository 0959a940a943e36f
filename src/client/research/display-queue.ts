import type { LiveChatMessage } from "../../live/events";
import { REVEAL_STEP_MS } from "./chat-rules";
import type { Timers } from "./timers";

/** Spec §4/§9: one message at a time, 500 ms apart, while the chat keeps up. */
export const DISPLAY_GAP_MS = 500;
/** Spec §4/§9: a queued message equal to one shown this recently is a duplicate. */
export const DUPLICATE_WINDOW_MS = 5_000;

/*
 * Issue 15: the chat keeps pace with the run. Each message appears within 1 s of reaching the
 * page and is fully typed out within 2 s, however many arrive at once: the 500 ms gap and the
 * 30 ms a character give way when they would make the chat fall behind. The limits below are
 * a quarter second under those promises, the slack a busy page's timers may take.
 */
/** A message that has waited this long appears now, with every other one as overdue. */
export const SHOW_WITHIN_MS = 750;
/** A reveal is planned to end this long after the message arrived. */
export const REVEAL_WITHIN_MS = 1_750;
/** Less time than this left for a reveal: the message appears whole instead. */
export const MIN_REVEAL_MS = 150;

/** A message on screen: when it arrived and appeared, and how it is revealed. */
export interface ShownMessage extends LiveChatMessage {
  /** When it reached the page (queued), by the queue's clock. */
  arrivedAt: number;
  shownAt: number;
  reveal: boolean;
  /** How long the gradual reveal takes from `shownAt` (0 when not revealed). */
  revealMs: number;
}

/** A message waiting for its turn, and when it arrived. */
interface Waiting {
  message: LiveChatMessage;
  arrivedAt: number;
}

/**
 * How long the reveal of `length` characters may take: 30 ms a character, shortened so it ends
 * by REVEAL_WITHIN_MS after arrival; 0 (shown whole) when too little of that time is left.
 */
export function revealDuration(length: number, arrivedAt: number, shownAt: number): number {
  const left = arrivedAt + REVEAL_WITHIN_MS - shownAt;
  if (left < MIN_REVEAL_MS) return 0;
  return Math.min(length * REVEAL_STEP_MS, left);
}

export interface DisplayQueueOptions {
  timers: Timers;
  /** Decides the gradual reveal when a message is shown. */
  reveal: (message: LiveChatMessage) => boolean;
  /** Called with the whole list after every change. */
  onChange: (shown: readonly ShownMessage[]) => void;
  /** Called for each message as it appears (not for seeded ones). */
  onShow?: (message: ShownMessage) => void;
}

/**
 * The chat's display queue (spec §4 "Message display"). Messages reach the chat from several
 * places at once (the send reply, CHAT_MESSAGE events, refetches after a reconnect), so they are
 * known by id and shown one at a time; a queued message whose role and text match one shown in
 * the last 5 s is dropped, which absorbs the engine repeating itself across those paths.
 */
export class DisplayQueue {
  private shown: ShownMessage[] = [];
  private waiting: Waiting[] = [];
  private lastShownAt = Number.NEGATIVE_INFINITY;
  private timer: unknown;

  constructor(private readonly options: DisplayQueueOptions) {}

  get messages(): readonly ShownMessage[] {
    return this.shown;
  }

  get pending(): number {
    return this.waiting.length;
  }

  /** The messages that were there when the chat loaded: shown at once, all of them. */
  seed(messages: readonly LiveChatMessage[]): void {
    const now = this.options.timers.now();
    const fresh = messages.filter((m) => !this.knows(m.id));
    this.shown = [...this.shown, ...fresh.map((m) => this.shownNow(m, now, now))];
    this.options.onChange(this.shown);
  }

  /** Adds messages to the queue; ids already shown or queued are ignored. */
  enqueue(messages: readonly LiveChatMessage[]): void {
    const now = this.options.timers.now();
    for (const m of messages) {
      if (!this.knows(m.id)) this.waiting.push({ message: m, arrivedAt: now });
    }
    this.schedule();
  }

  /** Shows the user's own message at once (it needs no queue: they just typed it). */
  showNow(message: LiveChatMessage): void {
    const now = this.options.timers.now();
    this.lastShownAt = now;
    this.show({ ...message, arrivedAt: now, shownAt: now, reveal: false, revealMs: 0 });
  }

  /** Gives a message shown under a temporary id its stored id (the send call's answer). */
  adopt(temporaryId: number, stored: LiveChatMessage): void {
    // A live event may have brought the stored copy first: the one on screen stays.
    this.waiting = this.waiting.filter((w) => w.message.id !== stored.id);
    if (this.shown.some((m) => m.id === stored.id)) {
      this.remove(temporaryId);
      return;
    }
    this.shown = this.shown.map((m) => (m.id === temporaryId ? { ...m, ...stored } : m));
    this.options.onChange(this.shown);
  }

  remove(id: number): void {
    this.shown = this.shown.filter((m) => m.id !== id);
    this.options.onChange(this.shown);
  }

  /** Stops the timer (the page is going away). */
  dispose(): void {
    this.options.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private knows(id: number): boolean {
    return this.shown.some((m) => m.id === id) || this.waiting.some((w) => w.message.id === id);
  }

  /** Wakes at the next message's turn: the gap after the last one, or its deadline if sooner. */
  private schedule(): void {
    const oldest = this.waiting[0];
    if (this.timer !== undefined || !oldest) return;
    const { timers } = this.options;
    const turn = Math.min(this.lastShownAt + DISPLAY_GAP_MS, oldest.arrivedAt + SHOW_WITHIN_MS);
    this.timer = timers.setTimeout(
      () => {
        this.timer = undefined;
        this.showDue();
        this.schedule();
      },
      Math.max(0, turn - timers.now()),
    );
  }

  /**
   * Shows the first queued message that is not a recent duplicate (duplicates cost no gap), and
   * then every one that has waited its limit: a burst appears at once rather than falling behind.
   */
  private showDue(): void {
    const now = this.options.timers.now();
    let shownOne = false;
    while (this.waiting.length > 0) {
      const next = this.waiting[0] as Waiting;
      if (shownOne && now - next.arrivedAt < SHOW_WITHIN_MS) return;
      this.waiting.shift();
      if (this.isRecentDuplicate(next.message, now)) continue;
      this.lastShownAt = now;
      const shown = this.shownNow(next.message, next.arrivedAt, now);
      this.show(shown);
      this.options.onShow?.(shown);
      shownOne = true;
    }
  }

  private shownNow(message: LiveChatMessage, arrivedAt: number, now: number): ShownMessage {
    const revealMs = this.options.reveal(message)
      ? revealDuration(message.content.length, arrivedAt, now)
      : 0;
    return { ...message, arrivedAt, shownAt: now, reveal: revealMs > 0, revealMs };
  }

  private isRecentDuplicate(message: LiveChatMessage, now: number): boolean {
    return this.shown.some(
      (m) =>
        m.role === message.role &&
        m.content === message.content &&
        now - m.shownAt <= DUPLICATE_WINDOW_MS,
    );
  }

  private show(message: ShownMessage): void {
    this.shown = [...this.shown, message];
    this.options.onChange(this.shown);
  }
}
