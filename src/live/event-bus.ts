import type { LiveEvent } from "./events";

/** Called with every event of the projects it listens to; must not throw (errors are logged). */
export type LiveListener = (event: LiveEvent) => void;

/**
 * The in-process publish/subscribe channel between the research engine and the live transport.
 * Publishing never waits on a subscriber and a failing subscriber never stops the others: the
 * engine's work must not depend on who is watching.
 */
export interface EventBus {
  publish(event: LiveEvent): void;
  /** Listens to one project's events; returns the unsubscribe function. */
  subscribe(projectId: number, listener: LiveListener): () => void;
  /** Listens to every project's events (the cross-instance fan-out uses this). */
  subscribeAll(listener: LiveListener): () => void;
}

/** The bus of one process. `onError` hears a listener's exception. */
export function createEventBus(onError: (error: unknown) => void = () => {}): EventBus {
  const byProject = new Map<number, Set<LiveListener>>();
  const everyProject = new Set<LiveListener>();

  const deliver = (listener: LiveListener, event: LiveEvent) => {
    try {
      listener(event);
    } catch (error) {
      onError(error);
    }
  };

  return {
    publish(event) {
      for (const listener of [...(byProject.get(event.projectId) ?? [])]) deliver(listener, event);
      for (const listener of [...everyProject]) deliver(listener, event);
    },
    subscribe(projectId, listener) {
      const set = byProject.get(projectId) ?? new Set<LiveListener>();
      set.add(listener);
      byProject.set(projectId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byProject.delete(projectId);
      };
    },
    subscribeAll(listener) {
      everyProject.add(listener);
      return () => everyProject.delete(listener);
    },
  };
}
