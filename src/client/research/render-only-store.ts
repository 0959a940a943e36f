import { researchApi } from "./api";
import { ResearchStore } from "./project-store";
import type { ResearchSnapshot } from "./snapshot";
import { browserTimers } from "./timers";

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
