import type { ToastInput } from "../toast-types";
import type { ResearchApi } from "./api";
import type { LiveWatcher } from "./live-connection";
import type { Timers } from "./timers";

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
