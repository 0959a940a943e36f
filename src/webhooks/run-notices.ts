import type { Database } from "../../db/client";
import { leadById } from "../projects/lead-store";
import type { RunNotices } from "../research/run/engine.ts";
import { type DeliveryQueue, emitWebhookEvent } from "./emit";

/**
 * The research engine's notices as webhook events: `lead.accepted` with the lead as the API
 * returns it, `research.completed` and `research.failed` with the project id, the reason and the
 * count. Runs happen in one process per project, so each event is emitted once.
 */
export function webhookRunNotices(db: Database, queue: DeliveryQueue): RunNotices {
  return {
    async leadAccepted({ userId, projectId, leadId }) {
      const lead = await leadById(db, projectId, leadId);
      if (!lead) return;
      const data = { projectId, lead: { ...lead, criteria: lead.criteria ?? [] } };
      await emitWebhookEvent(db, queue, userId, "lead.accepted", data);
    },
    async runEnded({ userId, projectId, outcome, reason, acceptedCount }) {
      const type = outcome === "completed" ? "research.completed" : "research.failed";
      await emitWebhookEvent(db, queue, userId, type, { projectId, reason, acceptedCount });
    },
  };
}
