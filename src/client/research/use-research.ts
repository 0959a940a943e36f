import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import { pageResearchStore, startPageResearchStore } from "./page-store";
import type { ResearchState, ResearchStore } from "./project-store";

/**
 * The store an island reads. The server provides an inert one built from the snapshot it is
 * rendering; in the browser there is none, and the island takes the page's shared store.
 */
export const ResearchStoreContext = createContext<ResearchStore | null>(null);

/** The research state for an island, and the store for its actions. */
export function useResearch(projectId: number): [ResearchState, ResearchStore] {
  const provided = useContext(ResearchStoreContext);
  const store = provided ?? pageResearchStore(projectId);
  // Hydration renders the initial state, which is what the server drew; updates follow.
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getInitialState);
  useEffect(() => {
    if (!provided) startPageResearchStore(store);
  }, [provided, store]);
  return [state, store];
}
