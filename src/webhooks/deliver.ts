import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { sendRequest } from "../research/fetcher/http-request.ts";
import { SIGNATURE_HEADER, signatureHeader } from "./signature";
import { vetWebhookUrl, type WebhookUrlOptions } from "./url-guard";

/*
 * One attempt at one delivery: vet the URL again (DNS may have changed since registration),
 * sign "<timestamp>.<body>" afresh, POST, and record how it went. A 2xx is success; anything
 * else is a failure the job queue retries with backoff until its retry limit.
 */

const TIMEOUT_MS = 10_000;
/** Receivers answer with a status; their body is only read to keep the socket tidy. */
const MAX_RESPONSE_BYTES = 4096;

export type AttemptResult = { ok: true; status: number } | { ok: false; error: string };

export async function attemptDelivery(
  db: Database,
  deliveryId: number,
  options: WebhookUrlOptions & { finalAttempt: boolean; now?: () => number },
): Promise<AttemptResult> {
  const [row] = await db
    .select({
      body: webhookDeliveries.body,
      status: webhookDeliveries.status,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  // Its endpoint was deleted (the delivery with it), or it already went through: nothing to do.
  if (!row || row.status === "succeeded") return { ok: true, status: 0 };
  const result = await post(row.url, row.secret, row.body, options);
  const failed = !result.ok;
  await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: new Date(),
      lastStatusCode: "status" in result ? result.status : null,
      lastError: failed ? result.error.slice(0, 500) : null,
      status: !failed ? "succeeded" : options.finalAttempt ? "failed" : "pending",
    })
    .where(eq(webhookDeliveries.id, deliveryId));
  return result;
}

async function post(
  url: string,
  secret: string,
  body: string,
  options: WebhookUrlOptions & { now?: () => number },
): Promise<AttemptResult & { status?: number }> {
  const vetted = await vetWebhookUrl(url, options);
  if (!vetted.ok) return { ok: false, error: `refused: ${vetted.detail}` };
  const timestamp = Math.floor((options.now?.() ?? Date.now()) / 1000);
  const outcome = await sendRequest({
    target: vetted.target,
    userAgent: "ExportDiscovery-Webhooks/1.0",
    accept: "*/*",
    timeoutMs: TIMEOUT_MS,
    maxBytes: MAX_RESPONSE_BYTES,
    wantBody: () => false,
    post: {
      body,
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, body),
      },
    },
  });
  if (!outcome.ok) return { ok: false, error: `${outcome.reason}: ${outcome.detail}` };
  const { status } = outcome.response;
  if (status >= 200 && status < 300) return { ok: true, status };
  return { ok: false, status, error: `HTTP ${status}` };
}
