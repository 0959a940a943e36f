import { randomBytes } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema";
import { AppError } from "../errors";

/** The events a user can subscribe to; "webhook.test" is only ever sent by the test button. */
export const WEBHOOK_EVENTS = ["lead.accepted", "research.completed", "research.failed"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number] | "webhook.test";

/** Endpoints per user: a handful of integrations, not a fan-out service. */
export const MAX_ENDPOINTS = 10;

export const endpointNotFound = () => new AppError("not_found", 404, "Webhook endpoint not found");

/** An endpoint as the page shows it: the secret only right after creation. */
export type EndpointSummary = Omit<WebhookEndpointRow, "secret">;

const withoutSecret = ({ secret: _secret, ...rest }: WebhookEndpointRow): EndpointSummary => rest;

/** Stores a vetted endpoint with a new signing secret (returned once). */
export async function createEndpoint(
  db: Database,
  userId: number,
  url: string,
  events: readonly string[],
): Promise<{ endpoint: EndpointSummary; secret: string }> {
  const [held] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  if ((held?.n ?? 0) >= MAX_ENDPOINTS) {
    throw new AppError(
      "webhook_limit",
      409,
      `You can register at most ${MAX_ENDPOINTS} endpoints.`,
    );
  }
  const secret = `whsec_${randomBytes(24).toString("base64url")}`;
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ userId, url, secret, events: [...events] })
    .returning();
  if (!row) throw new Error("webhook endpoint insert returned no row");
  return { endpoint: withoutSecret(row), secret };
}

export async function listEndpoints(db: Database, userId: number): Promise<EndpointSummary[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.id));
  return rows.map(withoutSecret);
}

/** The user's endpoint with its secret (for signing); another user's is a 404. */
export async function ownedEndpoint(
  db: Database,
  userId: number,
  endpointId: number,
): Promise<WebhookEndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.userId, userId)));
  if (!row) throw endpointNotFound();
  return row;
}

export async function deleteEndpoint(db: Database, userId: number, endpointId: number) {
  const gone = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (gone.length === 0) throw endpointNotFound();
}

/** A delivery as the log shows it: without its body, with its endpoint's URL. */
export type DeliverySummary = Omit<WebhookDeliveryRow, "body"> & { url: string };

/** The user's most recent deliveries across endpoints, newest first (the delivery log). */
export async function recentDeliveries(
  db: Database,
  userId: number,
  limit = 50,
): Promise<DeliverySummary[]> {
  return db
    .select({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      eventId: webhookDeliveries.eventId,
      eventType: webhookDeliveries.eventType,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      createdAt: webhookDeliveries.createdAt,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
      url: webhookEndpoints.url,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}
