import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type WebhookEndpointRow, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import type { WebhookEvent } from "./webhook-store";

/** Hands a stored delivery to the job queue (pg-boss in the server), which sends and retries. */
export interface DeliveryQueue {
  enqueue(deliveryId: number): Promise<void>;
}

/** The JSON every delivery carries: an id receivers can deduplicate on, the type and the data. */
export function eventBody(type: WebhookEvent, data: unknown, now = new Date()) {
  const id = `evt_${randomBytes(12).toString("base64url")}`;
  return { id, body: JSON.stringify({ id, type, createdAt: now.toISOString(), data }) };
}

/** Stores one delivery of the event to the endpoint and queues it. */
export async function queueDelivery(
  db: Database,
  queue: DeliveryQueue,
  endpoint: Pick<WebhookEndpointRow, "id">,
  type: WebhookEvent,
  data: unknown,
): Promise<number> {
  const { id, body } = eventBody(type, data);
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint.id, eventId: id, eventType: type, body, status: "pending" })
    .returning({ id: webhookDeliveries.id });
  if (!row) throw new Error("webhook delivery insert returned no row");
  await queue.enqueue(row.id);
  return row.id;
}

/** Sends the event to every endpoint of the user that subscribed to it. */
export async function emitWebhookEvent(
  db: Database,
  queue: DeliveryQueue,
  userId: number,
  type: WebhookEvent,
  data: unknown,
): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  let sent = 0;
  for (const endpoint of endpoints) {
    if (!endpoint.events.includes(type)) continue;
    await queueDelivery(db, queue, endpoint, type, data);
    sent++;
  }
  return sent;
}
