import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { researchProjects } from "../../db/schema";
import { assertCreditsForList, assertCreditsToRun } from "../billing/credits-to-run";
import type { EventBus } from "../live/event-bus";
import { type LiveChatMessage, statusEventData } from "../live/events";
import type { Logger } from "../logger";
import { listRowCounts } from "../projects/list-store";
import { getProject, type ProjectRow, setProjectStatus } from "../projects/project-store";
import { moveProjectStatus } from "../projects/status-store";
import {
  type AssistantDeps,
  confirmResearch,
  handleUserMessage,
  startResearch,
} from "./chat/assistant.ts";
import { listMessages, postMessage } from "./chat/message-store.ts";
import { pausedReply, resumedReply } from "./chat/replies.ts";
import { researchRuleHandlers } from "./llm/rule-handlers.ts";
import { createRulesModel } from "./llm/rules-model.ts";
import type { LanguageModel } from "./ports.ts";
import { leadCount } from "./run/project-state.ts";

/*
 * What the HTTP routes ask of the research engine: the chat, the confirm call and status
 * changes, each owner-checked (another user's project is the same 404 as a missing one).
 */

/** Starts and stops runs: pg-boss jobs in the server, direct calls in tests. */
export interface RunScheduler {
  start(projectId: number): Promise<void>;
  stop(projectId: number): Promise<void>;
}

export interface ChatExchange {
  messages: LiveChatMessage[];
  project: ProjectRow;
}

export interface ResearchService {
  listMessages(userId: number, projectId: number): Promise<LiveChatMessage[]>;
  sendMessage(userId: number, projectId: number, content: string): Promise<ChatExchange>;
  confirm(userId: number, projectId: number): Promise<ChatExchange>;
  /** The API's start: plan (when not prepared) and confirm, as the chat's "start" then "yes". */
  start(userId: number, projectId: number): Promise<ChatExchange>;
  /** The pause/resume control: paused stops the run, processing starts it. */
  setStatus(
    userId: number,
    projectId: number,
    status: "paused" | "processing",
  ): Promise<ProjectRow>;
  /** Projects left processing by a stop or crash; the server starts their runs again at boot. */
  interruptedProjects(): Promise<number[]>;
  /**
   * Pauses every running project of the user and waits for this process's runs to end (account
   * deletion: no run may write leads or charge credits while the user's rows are deleted).
   */
  stopRunsOf(userId: number): Promise<void>;
}

export interface ResearchServiceDeps {
  db: Database;
  events: EventBus;
  logger: Logger;
  model: LanguageModel;
  scheduler: RunScheduler;
}

/** The research service over a database, a model and a run scheduler. */
export function createResearchService(deps: ResearchServiceDeps): ResearchService {
  const assistant: AssistantDeps = {
    db: deps.db,
    events: deps.events,
    logger: deps.logger,
    model: deps.model,
    startRun: (id) => deps.scheduler.start(id),
    stopRun: (id) => deps.scheduler.stop(id),
  };
  const exchange = async (userId: number, projectId: number, messages: LiveChatMessage[]) => ({
    messages,
    project: await getProject(deps.db, userId, projectId),
  });
  /** Refuses (402, with the numbers) a run that could only pause for want of credits. */
  const creditsFor = async (project: ProjectRow) =>
    project.sourceKind === "list"
      ? // A list never stops half-way for credits: its pending rows must all be payable.
        assertCreditsForList(
          deps.db,
          project.userId,
          (await listRowCounts(deps.db, project.id)).pending,
        )
      : assertCreditsToRun(
          deps.db,
          project.userId,
          project.companyCount - (await leadCount(deps.db, project.id)),
        );
  return {
    async listMessages(userId, projectId) {
      await getProject(deps.db, userId, projectId);
      return listMessages(deps.db, projectId);
    },
    async sendMessage(userId, projectId, content) {
      const project = await getProject(deps.db, userId, projectId);
      const messages = await handleUserMessage(assistant, project, content);
      return exchange(userId, projectId, messages);
    },
    async confirm(userId, projectId) {
      const project = await getProject(deps.db, userId, projectId);
      if (project.status === "preparing") await creditsFor(project);
      const messages = await confirmResearch(assistant, project);
      return exchange(userId, projectId, messages);
    },
    async start(userId, projectId) {
      const project = await getProject(deps.db, userId, projectId);
      if (project.status !== "processing") await creditsFor(project);
      const messages = await startResearch(assistant, project);
      return exchange(userId, projectId, messages);
    },
    async setStatus(userId, projectId, status) {
      const before = await getProject(deps.db, userId, projectId);
      if (status === "processing" && before.status !== "processing") await creditsFor(before);
      const project = await setProjectStatus(deps.db, userId, projectId, status);
      if (before.status === status) return project;
      deps.events.publish({ type: "RESEARCH_STATUS", projectId, data: statusEventData(status) });
      const found = await leadCount(deps.db, projectId);
      if (status === "paused") {
        await deps.scheduler.stop(projectId);
        await postMessage(deps, projectId, "assistant", pausedReply(found, project.companyCount));
      } else {
        await postMessage(deps, projectId, "assistant", resumedReply(found, project.companyCount));
        await deps.scheduler.start(projectId);
      }
      return project;
    },
    async interruptedProjects() {
      const rows = await deps.db
        .select({ id: researchProjects.id })
        .from(researchProjects)
        .where(eq(researchProjects.status, "processing"));
      return rows.map((row) => row.id);
    },
    async stopRunsOf(userId) {
      const running = await deps.db
        .select({ id: researchProjects.id })
        .from(researchProjects)
        .where(and(eq(researchProjects.userId, userId), eq(researchProjects.status, "processing")));
      // Paused first, so a run in another process stops at its next candidate too.
      for (const { id } of running) {
        await moveProjectStatus(deps.db, id, "paused", { from: ["processing"], userId });
      }
      await Promise.all(running.map(({ id }) => deps.scheduler.stop(id)));
    },
  };
}

/** A scheduler that runs in this process, without a queue (tests and benchmarks). */
export function directScheduler(registry: {
  run(projectId: number): Promise<unknown>;
  abort(projectId: number): Promise<void>;
}): RunScheduler & { settled(): Promise<void> } {
  const pending = new Set<Promise<unknown>>();
  return {
    async start(projectId) {
      const run = registry.run(projectId).finally(() => pending.delete(run));
      pending.add(run);
    },
    stop: (projectId) => registry.abort(projectId),
    /** Resolves when every run started so far has ended. */
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/**
 * A research service that plans and chats with the offline rules model and starts no runs: for
 * tests and benchmarks that exercise pages and calls, not research.
 */
export function chatOnlyResearchService(
  deps: Omit<ResearchServiceDeps, "model" | "scheduler">,
): ResearchService {
  return createResearchService({
    ...deps,
    model: createRulesModel(researchRuleHandlers),
    scheduler: { start: async () => {}, stop: async () => {} },
  });
}
