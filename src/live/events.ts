import { z } from "zod";
import type { PauseReason } from "../projects/project-status";

/*
 * The live events of spec §4 ("Live progress per project") and their data fields (spec §7 "Live
 * channel"). One schema, shared by the engine that publishes them, the websocket hub that sends
 * them and the islands that read them, so the three can never disagree on a field name.
 */

export const liveEventTypes = [
  "COMPANY_ACCEPTED",
  "COMPANY_REJECTED",
  "PROGRESS_UPDATE",
  "RESEARCH_STATUS",
  "QUERY_STARTED",
  "QUERY_COMPLETED",
  "PROCESSING_WEBSITE",
  "BATCH_PROGRESS",
  "TARGET_REACHED",
  "RESEARCH_COMPLETED",
  "CHAT_MESSAGE",
] as const;

export type LiveEventType = (typeof liveEventTypes)[number];

/** A chat message as the messages call returns it (spec §7). */
export const liveChatMessageSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  role: z.enum(["user", "assistant"]),
  createdAt: z.string(),
  status: z.string().nullable(),
});

export type LiveChatMessage = z.infer<typeof liveChatMessageSchema>;

/** How many of a list project's rows are in each state; the states add up to `total`. */
export const listRowCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  accepted: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  unreachable: z.number().int().nonnegative(),
  duplicate: z.number().int().nonnegative(),
  invalid: z.number().int().nonnegative(),
});

export type ListRowCountsData = z.infer<typeof listRowCountsSchema>;

/** Every data field the spec names; each event fills the ones it has. */
export const liveEventDataSchema = z
  .object({
    acceptedCount: z.number().int().nonnegative(),
    rejectedCount: z.number().int().nonnegative(),
    progressPercentage: z.number().min(0).max(100),
    companyName: z.string().max(255),
    currentActivity: z.string().max(500),
    currentQuery: z.string().max(500),
    queriesCompleted: z.number().int().nonnegative(),
    totalQueries: z.number().int().nonnegative(),
    websiteBeingProcessed: z.string().max(2048),
    companiesProcessedInBatch: z.number().int().nonnegative(),
    totalCompaniesInBatch: z.number().int().nonnegative(),
    status: z.string().max(50),
    /**
     * Why a paused project is paused (project-status.ts pauseReasons), beside status paused; an
     * older sender leaves it out and the pause reads as the user's. A string, not the enum, so a
     * reason added later never makes a whole event invalid.
     */
    pauseReason: z.string().max(20),
    message: liveChatMessageSchema,
    /** A list project's rows by state (issue 30), beside its rows done / total in a BATCH_PROGRESS. */
    listRows: listRowCountsSchema,
  })
  .partial();

export type LiveEventData = z.infer<typeof liveEventDataSchema>;

export const liveEventSchema = z.object({
  type: z.enum(liveEventTypes),
  projectId: z.number().int().positive(),
  data: liveEventDataSchema,
});

/** What the server sends to a subscriber: `{type, projectId, data}`. */
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * A RESEARCH_STATUS event's data: the status, and beside a pause its reason, the user's unless
 * the engine paused it (out of credits, a failed run), so a live page says why without a reload.
 */
export function statusEventData(status: string, pauseReason: PauseReason = "user"): LiveEventData {
  return status === "paused" ? { status, pauseReason } : { status };
}
