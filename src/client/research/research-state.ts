import { projectStateKey } from "../../projects/project-status";
import type { LeadView, RejectedView } from "../../projects/views";
import type { ResearchTab } from "../../views/research-tabs";
import type { ResearchProject } from "./api";
import { clearsChatFlags, initialRunning } from "./chat-rules";
import type { ShownMessage } from "./display-queue";
import {
  afterStateChange,
  displayedProgress,
  initialLiveProgress,
  type LiveProgress,
  laterListRows,
} from "./live-progress";
import type { ResearchSnapshot } from "./snapshot";

/** Everything the research page's islands show, for one project. */
export interface ResearchState {
  project: ResearchProject;
  leads: LeadView[];
  rejected: RejectedView[];
  /** The chat as displayed (the queue decides when each message appears). */
  messages: readonly ShownMessage[];
  messagesLoaded: boolean;
  live: LiveProgress;
  /** Subscribed on the live channel: events arrive and polling stops. */
  connected: boolean;
  /** A chat message is waiting for its reply. */
  sending: boolean;
  confirming: boolean;
  /** Spec §4's running flag, read from the assistant's words. */
  running: boolean;
  tab: ResearchTab;
}

/** Found, rejected and the bar's percentage as the page shows them for this state (spec §4). */
export function shownProgress(state: ResearchState): ReturnType<typeof displayedProgress> {
  return displayedProgress({
    connected: state.connected,
    live: state.live,
    resultCount: state.leads.length,
    rejectedCount: state.rejected.length,
    target: state.project.companyCount,
  });
}

/** The state the server rendered from its snapshot; the chat's messages join through the queue. */
export function initialResearchState(snapshot: ResearchSnapshot): ResearchState {
  const { project, leads, rejected, messages } = snapshot;
  return {
    project,
    leads,
    rejected,
    messages: [],
    messagesLoaded: messages !== null,
    live: initialLiveProgress({ accepted: leads.length, rejected: rejected.length, project }),
    connected: false,
    sending: false,
    confirming: false,
    running: initialRunning(project.status, messages ?? []),
    tab: snapshot.tab,
  };
}

/**
 * A fresh project's change to the state (spec §4: completed or paused clears the chat flags); a
 * new state also resets the activity line, so the panel says what the header says (issue 29).
 */
export function projectPatch(state: ResearchState, next: ResearchProject): Partial<ResearchState> {
  // A project without its usage (a test's fake reply) keeps the last known figures.
  const usage = next.usage ?? state.project.usage;
  const project = usage ? { ...next, usage } : next;
  const patch: Partial<ResearchState> = { project };
  const listRows = laterListRows(state.live.listRows, project.listRows);
  const live = listRows === state.live.listRows ? state.live : { ...state.live, listRows };
  if (projectStateKey(project) !== projectStateKey(state.project)) {
    patch.live = afterStateChange(live, project);
  } else if (live !== state.live) {
    patch.live = live;
  }
  const changed = project.status !== state.project.status;
  if (changed && clearsChatFlags(project.status)) {
    return { ...patch, sending: false, running: false };
  }
  return patch;
}
