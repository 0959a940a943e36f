import type { LiveChatMessage } from "../../src/live/events";
import type { Timers } from "./timers";

/** Spec §4/§9: one message at a time, 500 ms apart. */
export const DISPLAY_GAP_MS = 500;
/** Spec §4/§9: a queued message equal to one shown this recently is a duplicate. */
export const DUPLICATE_WINDOW_MS = 5_000;

/** A message on screen: when it appeared, and whether it is revealed gradually. */
export interface ShownMessage extends LiveChatMessage {
  shownAt: number;
  reveal: boolean;
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
  private waiting: LiveChatMessage[] = [];
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
    this.shown = [
      ...this.shown,
      ...fresh.map((m) => ({ ...m, shownAt: now, reveal: this.options.reveal(m) })),
    ];
    this.options.onChange(this.shown);
  }

  /** Adds messages to the queue; ids already shown or queued are ignored. */
  enqueue(messages: readonly LiveChatMessage[]): void {
    for (const m of messages) {
      if (!this.knows(m.id)) this.waiting.push(m);
    }
    this.schedule();
  }

  /** Shows the user's own message at once (it needs no queue: they just typed it). */
  showNow(message: LiveChatMessage): void {
    const now = this.options.timers.now();
    this.lastShownAt = now;
    this.show({ ...message, shownAt: now, reveal: false });
  }

  /** Gives a message shown under a temporary id its stored id (the send call's answer). */
  adopt(temporaryId: number, stored: LiveChatMessage): void {
    // A live event may have brought the stored copy first: the one on screen stays.
    this.waiting = this.waiting.filter((m) => m.id !== stored.id);
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
    return this.shown.some((m) => m.id === id) || this.waiting.some((m) => m.id === id);
  }

  private schedule(): void {
    if (this.timer !== undefined || this.waiting.length === 0) return;
    const { timers } = this.options;
    const wait = Math.max(0, this.lastShownAt + DISPLAY_GAP_MS - timers.now());
    this.timer = timers.setTimeout(() => {
      this.timer = undefined;
      this.showNext();
      this.schedule();
    }, wait);
  }

  /** Shows the first queued message that is not a recent duplicate; duplicates cost no gap. */
  private showNext(): void {
    const now = this.options.timers.now();
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      if (this.isRecentDuplicate(next, now)) continue;
      this.lastShownAt = now;
      const shown = { ...next, shownAt: now, reveal: this.options.reveal(next) };
      this.show(shown);
      this.options.onShow?.(shown);
      return;
    }
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
