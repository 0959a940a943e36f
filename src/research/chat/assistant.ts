import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { researchProjects } from "../../../db/schema";
import type { EventBus } from "../../live/event-bus";
import { type LiveChatMessage, statusEventData } from "../../live/events";
import type { Logger } from "../../logger";
import { listLeads } from "../../projects/lead-store";
import { moveProjectStatus } from "../../projects/status-store";
import { planQueries, planRequest } from "../plan/query-plan.ts";
import type { LanguageModel } from "../ports.ts";
import { profileOf, splitList } from "../profile.ts";
import { meteredModel, UsageMeter } from "../run/metered-model.ts";
import {
  addTokenUsage,
  leadCount,
  type ProjectRecord,
  reactivateQueries,
  savePlan,
} from "../run/project-state.ts";
import { type ChatIntent, readIntent } from "./intents.ts";
import { listDoneMoreReply, listPlanReply } from "./list-start.ts";
import { postMessage } from "./message-store.ts";
import * as replies from "./replies.ts";

/*
 * The research assistant of the chat (spec §4 chat flows): reads what a message asks for and
 * does it: plan, confirm, cancel, pause, resume, more leads, keyword and exclusion changes, or a
 * question about a found company. Every reply is stored before the call returns.
 */

/** A company cap per project (spec §9). */
export const MAX_COMPANIES = 50;
/** "Add more leads" without a number. */
export const DEFAULT_MORE = 10;

export interface AssistantDeps {
  db: Database;
  events: EventBus;
  logger: Logger;
  model: LanguageModel;
  /** Starts (or continues) the project's run in the background. */
  startRun(projectId: number): Promise<void>;
  /** Stops the project's local run, if any. */
  stopRun(projectId: number): Promise<void>;
}

type Project = ProjectRecord;

/** Handles one user message; returns the user message and the replies, in order. */
export async function handleUserMessage(
  deps: AssistantDeps,
  project: Project,
  content: string,
): Promise<LiveChatMessage[]> {
  const userMessage = await postMessage(deps, project.id, "user", content);
  const meter = new UsageMeter();
  const model = meteredModel(deps.model, meter);
  try {
    const leads = await listLeads(deps.db, project.userId, project.id);
    const { value: intent } = await readIntent(model, {
      message: content,
      status: project.status,
      companies: leads.map((l) => l.companyName).slice(0, 200),
    });
    const reply = await act({ ...deps, model }, project, intent, leads);
    return [userMessage, await postMessage(deps, project.id, "assistant", reply)];
  } finally {
    await addTokenUsage(deps.db, project.id, meter.take());
  }
}

/** The confirm call (and "yes" in the chat): preparing → processing, then the run starts. */
export async function confirmResearch(
  deps: AssistantDeps,
  project: Project,
): Promise<LiveChatMessage[]> {
  const reply = await confirm(deps, project);
  return [await postMessage(deps, project.id, "assistant", reply)];
}

/**
 * The public API's start call: what "start" and then "yes" do in the chat, in one step (plan
 * the queries when the project has none prepared, then confirm). Replies are stored as chat
 * messages, so the project page tells the same story as after a chat.
 */
export async function startResearch(
  deps: AssistantDeps,
  project: Project,
): Promise<LiveChatMessage[]> {
  const meter = new UsageMeter();
  const metered = { ...deps, model: meteredModel(deps.model, meter) };
  try {
    const messages: LiveChatMessage[] = [];
    let current = project;
    if (current.status === "paused") {
      const plan = await start(metered, current, 0);
      messages.push(await postMessage(deps, current.id, "assistant", plan));
      current = { ...current, status: "preparing" };
    }
    messages.push(await postMessage(deps, current.id, "assistant", await confirm(deps, current)));
    return messages;
  } finally {
    await addTokenUsage(deps.db, project.id, meter.take());
  }
}

async function act(
  deps: AssistantDeps,
  project: Project,
  intent: ChatIntent,
  leads: Awaited<ReturnType<typeof listLeads>>,
): Promise<string> {
  const found = leads.length;
  switch (intent.intent) {
    case "start":
      return start(deps, project, found);
    case "confirm":
      return confirm(deps, project);
    case "cancel":
      return cancel(deps, project, found);
    case "pause":
      return pause(deps, project, found);
    case "resume":
      return resume(deps, project, found);
    case "more":
      return more(deps, project, intent.count ?? DEFAULT_MORE);
    case "add-keyword":
    case "remove-keyword":
    case "add-exclusion":
    case "remove-exclusion": {
      const list = intent.intent.endsWith("keyword") ? "keywords" : "exclusions";
      const adding = intent.intent.startsWith("add-");
      return editList(deps.db, project, list, adding, intent.term ?? "");
    }
    case "question": {
      const lead = leads.find((l) => l.companyName === intent.company);
      return lead ? replies.companyAnswer(lead) : replies.helpReply();
    }
    case "other":
      return replies.helpReply();
  }
}

async function start(deps: AssistantDeps, project: Project, found: number): Promise<string> {
  if (project.status === "processing") {
    return replies.alreadyRunningReply(found, project.companyCount);
  }
  if (project.status === "completed") return more(deps, project, DEFAULT_MORE);
  if (project.sourceKind === "list") {
    // The list is the plan: no queries to make.
    await moveProjectStatus(deps.db, project.id, "preparing", { from: ["paused", "preparing"] });
    publishStatus(deps, project.id, "preparing");
    return listPlanReply(deps.db, project.id);
  }
  const profile = profileOf(project);
  const { value: plan } = await planQueries(deps.model, planRequest(profile));
  await savePlan(deps.db, project.id, plan);
  await moveProjectStatus(deps.db, project.id, "preparing", { from: ["paused", "preparing"] });
  publishStatus(deps, project.id, "preparing");
  return replies.planReply(project, plan, profile.keywords);
}

async function confirm(deps: AssistantDeps, project: Project): Promise<string> {
  if (project.status === "processing") {
    return replies.alreadyRunningReply(await leadCount(deps.db, project.id), project.companyCount);
  }
  if (project.status !== "preparing") return replies.notPreparedReply();
  await moveProjectStatus(deps.db, project.id, "processing", { from: ["preparing"] });
  publishStatus(deps, project.id, "processing");
  await deps.startRun(project.id);
  return replies.confirmedReply(project);
}

async function cancel(deps: AssistantDeps, project: Project, found: number): Promise<string> {
  await moveProjectStatus(deps.db, project.id, "paused", { from: ["preparing", "processing"] });
  await deps.stopRun(project.id);
  publishStatus(deps, project.id, "paused");
  return replies.cancelledReply(found);
}

async function pause(deps: AssistantDeps, project: Project, found: number): Promise<string> {
  if (project.status !== "processing") return replies.pausedReply(found, project.companyCount);
  await moveProjectStatus(deps.db, project.id, "paused", { from: ["processing"] });
  await deps.stopRun(project.id);
  publishStatus(deps, project.id, "paused");
  return replies.pausedReply(found, project.companyCount);
}

async function resume(deps: AssistantDeps, project: Project, found: number): Promise<string> {
  if (project.status === "processing")
    return replies.alreadyRunningReply(found, project.companyCount);
  if (project.status === "completed") return more(deps, project, DEFAULT_MORE);
  if (project.status === "preparing") return confirm(deps, project);
  await moveProjectStatus(deps.db, project.id, "processing", { from: ["paused"] });
  publishStatus(deps, project.id, "processing");
  await deps.startRun(project.id);
  return replies.resumedReply(found, project.companyCount);
}

async function more(deps: AssistantDeps, project: Project, wanted: number): Promise<string> {
  if (project.sourceKind === "list") {
    // A list's rows are its whole job: a finished one is done, one with rows left resumes.
    if (project.status === "completed") return listDoneMoreReply(deps.db, project.id);
    return resume(deps, project, await leadCount(deps.db, project.id));
  }
  const found = await leadCount(deps.db, project.id);
  if (found >= MAX_COMPANIES) return replies.atLimitReply();
  const wantedTarget = Math.max(found, project.companyCount) + wanted;
  const target = Math.min(MAX_COMPANIES, wantedTarget);
  const capped = wantedTarget > MAX_COMPANIES;
  await deps.stopRun(project.id);
  // From any status: more leads restart a finished, paused or running project with a new target.
  await moveProjectStatus(deps.db, project.id, "processing", { companyCount: target });
  await reactivateQueries(deps.db, project.id);
  publishStatus(deps, project.id, "processing");
  await deps.startRun(project.id);
  return replies.moreReply(target - found, target, capped);
}

/** The project's comma-separated lists the chat can edit, with their stored length limits. */
const EDITABLE_LISTS = {
  keywords: { max: 1000, added: replies.keywordAddedReply, removed: replies.keywordRemovedReply },
  exclusions: {
    max: 5000,
    added: replies.exclusionAddedReply,
    removed: replies.exclusionRemovedReply,
  },
} as const;

/** Adds a term to, or removes it from, the keywords or the exclusions. */
async function editList(
  db: Database,
  project: Project,
  field: keyof typeof EDITABLE_LISTS,
  adding: boolean,
  term: string,
): Promise<string> {
  const list = EDITABLE_LISTS[field];
  const items = splitList(project[field]);
  const same = (item: string) => item.toLowerCase() === term.toLowerCase();
  const has = items.some(same);
  if (adding) {
    if (!has) await saveList(db, project.id, field, [...items, term].join(", ").slice(0, list.max));
    return list.added(term);
  }
  const rest = items.filter((item) => !same(item));
  if (has) await saveList(db, project.id, field, rest.length ? rest.join(", ") : null);
  return list.removed(term, has);
}

async function saveList(
  db: Database,
  projectId: number,
  field: keyof typeof EDITABLE_LISTS,
  value: string | null,
) {
  await db
    .update(researchProjects)
    .set({ [field]: value, updatedAt: new Date() })
    .where(eq(researchProjects.id, projectId));
}

function publishStatus(deps: AssistantDeps, projectId: number, status: string) {
  deps.events.publish({ type: "RESEARCH_STATUS", projectId, data: statusEventData(status) });
}
