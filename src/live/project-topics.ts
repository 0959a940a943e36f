import type { ServerWebSocket } from "bun";
import type { EventBus } from "./event-bus";
import type { LiveEvent } from "./events";

/** Sends a text frame to every socket subscribed to a topic (Bun's `server.publish`). */
export type TopicPublisher = (topic: string, text: string) => void;

export interface ProjectTopics {
  /** Adds the socket to the project's topic, subscribing to the bus for its first socket. */
  join(ws: ServerWebSocket<unknown>, projectId: number): void;
  /** Removes the socket (open or already closed); the last one leaving drops the bus listener. */
  leave(ws: ServerWebSocket<unknown>, projectId: number): void;
  /** How many projects have at least one socket. */
  size(): number;
  stop(): void;
}

const topicOf = (projectId: number) => `project:${projectId}`;

/** The frame a subscriber gets: exactly `{type, projectId, data}`, nothing a publisher added. */
export const eventFrame = (event: LiveEvent) =>
  JSON.stringify({ type: event.type, projectId: event.projectId, data: event.data });

/**
 * One bus listener per watched project, however many sockets watch it: each event is serialised
 * once and Bun's native pub/sub copies it to every socket of the project's topic, which is what
 * keeps a thousand watchers of one busy project cheap.
 */
export function createProjectTopics(events: EventBus, publish: TopicPublisher): ProjectTopics {
  const watched = new Map<number, { sockets: number; unsubscribe: () => void }>();
  return {
    join(ws, projectId) {
      ws.subscribe(topicOf(projectId));
      const entry = watched.get(projectId);
      if (entry) {
        entry.sockets += 1;
        return;
      }
      const unsubscribe = events.subscribe(projectId, (event) =>
        publish(topicOf(projectId), eventFrame(event)),
      );
      watched.set(projectId, { sockets: 1, unsubscribe });
    },
    leave(ws, projectId) {
      ws.unsubscribe(topicOf(projectId));
      const entry = watched.get(projectId);
      if (!entry) return;
      entry.sockets -= 1;
      if (entry.sockets > 0) return;
      entry.unsubscribe();
      watched.delete(projectId);
    },
    size: () => watched.size,
    stop() {
      for (const entry of watched.values()) entry.unsubscribe();
      watched.clear();
    },
  };
}
