import { showToast } from "../toast";
import { researchApi } from "./api";
import { pageLiveConnection } from "./live-connection";
import { connectPageChrome } from "./page-chrome";
import { ResearchStore } from "./project-store";
import { readPageSnapshot } from "./snapshot";
import { browserTimers } from "./timers";

const stores = new Map<number, ResearchStore>();
const started = new WeakSet<ResearchStore>();
/**
 * The page's store for a project, made from the page's snapshot on first use: every island of
 * the page gets the same one, whichever hydrates first.
 */
export function pageResearchStore(projectId: number): ResearchStore {
  let store = stores.get(projectId);
  if (store) return store;
  store = new ResearchStore(readPageSnapshot(projectId), {
    api: researchApi(projectId),
    timers: browserTimers,
    toast: showToast,
    redirect: (path, delayMs) => setTimeout(() => location.assign(path), delayMs),
    warn: (message, error) => console.warn(message, error),
  });
  stores.set(projectId, store);
  return store;
}

/** Starts the store's network side and the page chrome; both once, whoever asks first. */
export function startPageResearchStore(store: ResearchStore): void {
  if (started.has(store)) return;
  started.add(store);
  store.start(pageLiveConnection());
  connectPageChrome(store);
}
