import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { gatewayFor } from "../../billing/billing-service";
import { systemClock } from "../../billing/clock";
import { assertEventShape } from "../../billing/event-shape";
import { handleStripeEvent } from "../../billing/webhooks";
import { AppError } from "../../errors";

/**
 * POST /api/stripe/webhook: public (api-guard), authenticated by Stripe's signature over the
 * raw body, which is why the body is read as text and never parsed before verification.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post("/api/stripe/webhook", async (c) => {
  const { config, database, logger } = c.get("deps");
  const gateway = gatewayFor(config);
  if (!gateway) throw new AppError("billing_off", 404, "Billing is not configured.");
  const signature = c.req.header("stripe-signature");
  const raw = await c.req.text();
  const event = signature
    ? await gateway.constructEvent(raw, signature).catch(() => undefined)
    : undefined;
  if (!event) throw new AppError("bad_signature", 400, "Invalid Stripe signature.");
  try {
    assertEventShape(event);
  } catch (err) {
    logger.warn({ eventId: event.id, type: event.type, err }, "malformed stripe event");
    throw err;
  }
  const outcome = await handleStripeEvent(database.db, gateway, event, systemClock.now());
  logger.info({ eventId: event.id, type: event.type, ...outcome }, "stripe event");
  return c.json({ received: true });
});
