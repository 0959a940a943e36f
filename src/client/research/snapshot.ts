import type { LiveChatMessage } from "../../live/events";
import type { LeadView, RejectedView } from "../../projects/views";
import type { ResearchTab } from "../../views/research-tabs";
import { type RejectedJson, type ResearchProject, toRejectedView } from "./api";

/**
 * What the server knew when it rendered the research page. Written once into the page (one
 * JSON script shared by every island, rather than a copy of the leads in each island's props)
 * and read back by the client store, so the islands hydrate from exactly what the server drew.
 */
export interface ResearchSnapshot {
  project: ResearchProject;
  leads: LeadView[];
  rejected: RejectedView[];
  /** Null when the page was rendered without them: the chat loads them itself. */
  messages: LiveChatMessage[] | null;
  /** The server's clock at render: messages created later get the gradual reveal. */
  loadedAt: string;
  tab: ResearchTab;
}

/** The snapshot the page carries for this project (client only). */
export function readPageSnapshot(projectId: number): ResearchSnapshot {
  const el = document.querySelector(`script[data-research-snapshot="${projectId}"]`);
  if (!el?.textContent) throw new Error(`research page ${projectId}: no snapshot`);
  const parsed = JSON.parse(el.textContent) as Omit<ResearchSnapshot, "rejected"> & {
    rejected: RejectedJson[];
  };
  return { ...parsed, rejected: parsed.rejected.map(toRejectedView) };
}
