import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import type { Database } from "../../db/client";
import { paymentHistory, subscriptionEvents, users } from "../../db/schema";
import type { UserRow } from "../auth/auth-state";
import { renewCredits } from "./credits";
import { appliedAt, isPaidPeriodSuperseded, isStaleEvent } from "./event-order";
import type { StripeGateway } from "./stripe-gateway";
import { applySubscription, customerId } from "./subscription-state";

/** Days a user keeps the paid plan after a failed payment while Stripe retries the card. */
export const GRACE_PERIOD_DAYS = 7;

export const HANDLED_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

/** The references an event carries, whatever its object. */
interface EventRefs {
  subscriptionId: string | null;
  customerId: string | null;
  /** Our user id, from client_reference_id or the subscription's metadata. */
  userId: number | null;
}

function refsOf(event: Stripe.Event): EventRefs {
  const object = event.data.object as unknown as Record<string, unknown>;
  const idOf = (v: unknown) =>
    typeof v === "string" ? v : ((v as { id?: string } | null)?.id ?? null);
  const numeric = (v: unknown) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null);
  switch (event.type) {
    case "checkout.session.completed": {
      const s = event.data.object;
      return {
        subscriptionId: idOf(s.subscription),
        customerId: customerId(s.customer),
        userId: numeric(s.client_reference_id),
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const s = event.data.object;
      return {
        subscriptionId: s.id,
        customerId: customerId(s.customer),
        userId: numeric(s.metadata?.userId),
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const i = event.data.object;
      return {
        subscriptionId: idOf(i.parent?.subscription_details?.subscription),
        customerId: customerId(i.customer),
        userId: numeric(i.parent?.subscription_details?.metadata?.userId),
      };
    }
    default:
      return {
        subscriptionId: null,
        customerId: customerId(object.customer as string),
        userId: null,
      };
  }
}

/**
 * The subscription as Stripe holds it now. A deleted subscription can still be read; if it
 * cannot (removed test data), the event's own copy is the best there is.
 */
async function currentSubscription(
  gateway: StripeGateway,
  event: Stripe.Event,
  id: string | null,
): Promise<Stripe.Subscription | undefined> {
  if (!id) return undefined;
  try {
    return await gateway.retrieveSubscription(id);
  } catch (err) {
    const missing =
      err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404;
    if (missing && event.type.startsWith("customer.subscription.")) {
      return event.data.object as Stripe.Subscription;
    }
    throw err;
  }
}

async function findUser(db: Database, refs: EventRefs): Promise<UserRow | undefined> {
  if (refs.customerId) {
    const [byCustomer] = await db
      .select()
      .from(users)
      .where(eq(users.stripeCustomerId, refs.customerId));
    if (byCustomer) return byCustomer;
  }
  if (refs.userId === null) return undefined;
  const [byId] = await db.select().from(users).where(eq(users.id, refs.userId));
  return byId;
}

export interface WebhookOutcome {
  /** False when the event was already processed (a replay) or is of a type we ignore. */
  applied: boolean;
  userId?: number;
}

/**
 * Applies one verified Stripe event. The event's id is recorded in the same transaction as its
 * effect, first and with on-conflict-do-nothing, so a replay (Stripe retries, duplicates) finds
 * the row and changes nothing; a failure rolls both back and Stripe's retry applies it again.
 */
export async function handleStripeEvent(
  db: Database,
  gateway: StripeGateway,
  event: Stripe.Event,
  now: Date,
): Promise<WebhookOutcome> {
  if (!HANDLED_EVENTS.has(event.type)) return { applied: false };
  const refs = refsOf(event);
  // Read before the transaction: a network call must not hold the database's only connection.
  const subscription = await currentSubscription(gateway, event, refs.subscriptionId);
  return db.transaction(async (tx) => {
    const user = await findUser(tx, refs);
    const [recorded] = await tx
      .insert(subscriptionEvents)
      .values({
        userId: user?.id,
        eventType: event.type,
        stripeEventId: event.id,
        subscriptionId: refs.subscriptionId,
        previousPlan: user?.plan,
        metadata: { objectId: (event.data.object as { id?: string }).id ?? null },
        processedAt: now,
      })
      .onConflictDoNothing({ target: subscriptionEvents.stripeEventId })
      .returning({ id: subscriptionEvents.id });
    if (!recorded) return { applied: false };
    if (!user) return { applied: true };

    const settings = gateway.settings;
    let current = user;
    const stale = isStaleEvent(event, user.stripeEventAt);
    if (event.type === "checkout.session.completed" && refs.customerId && !user.stripeCustomerId) {
      [current = user] = await tx
        .update(users)
        .set({ stripeCustomerId: refs.customerId })
        .where(eq(users.id, user.id))
        .returning();
    }
    if (subscription && !stale) {
      current = await applySubscription(tx, settings, current, subscription, event.type);
    }
    let creditsAllocated: number | undefined;
    if (event.type === "invoice.paid") {
      creditsAllocated = await recordPaidInvoice(tx, current, event.data.object, now, stale);
    } else if (event.type === "invoice.payment_failed" && !stale) {
      await recordFailedPayment(tx, current, event.data.object, now);
    }
    await tx
      .update(users)
      .set({ stripeEventAt: appliedAt(event, user.stripeEventAt) })
      .where(eq(users.id, user.id));
    await tx
      .update(subscriptionEvents)
      .set({ newPlan: current.plan, creditsAllocated })
      .where(eq(subscriptionEvents.id, recorded.id));
    return { applied: true, userId: user.id };
  });
}

function invoicePeriod(invoice: Stripe.Invoice) {
  // The subscription line carries the period paid for; the invoice's own period_* fields
  // describe the previous period on renewal invoices.
  const line = invoice.lines?.data?.[0];
  const start = line?.period?.start ?? invoice.period_start;
  const end = line?.period?.end ?? invoice.period_end;
  return { start: new Date(start * 1000), end: new Date(end * 1000) };
}

function paymentIntentOf(invoice: Stripe.Invoice): string | null {
  const intent = invoice.payments?.data?.[0]?.payment?.payment_intent;
  if (!intent) return null;
  return typeof intent === "string" ? intent : intent.id;
}

/** Payment history, a clean payment record and the period's credits; returns credits granted. */
async function recordPaidInvoice(
  db: Database,
  user: UserRow,
  invoice: Stripe.Invoice,
  now: Date,
  stale: boolean,
): Promise<number | undefined> {
  const period = invoicePeriod(invoice);
  const row = {
    userId: user.id,
    stripePaymentIntentId: paymentIntentOf(invoice),
    stripeInvoiceId: invoice.id,
    amount: invoice.amount_paid,
    currency: invoice.currency.toUpperCase(),
    status: "paid",
    planName: user.plan,
    billingPeriodStart: period.start,
    billingPeriodEnd: period.end,
  };
  await upsertPaidPayment(db, row);
  // A late invoice is history: it never restores spent credits of a newer period, and a stale
  // one does not clear a failure reported after it.
  if (await isPaidPeriodSuperseded(db, user.id, period.end)) return undefined;
  if (!stale) {
    await db
      .update(users)
      .set({
        lastPaymentDate: now,
        failedPaymentCount: 0,
        gracePeriodEndDate: null,
        ...(user.stripeSubscriptionId && { subscriptionStatus: "active" }),
      })
      .where(eq(users.id, user.id));
  }
  if (!invoice.id) return undefined;
  const renewal = await renewCredits(db, user.id, {
    reason: "invoice_paid",
    invoiceId: invoice.id,
    now,
    periodEnd: period.end,
  });
  return renewal.renewed ? renewal.creditsGranted : undefined;
}

async function upsertPaidPayment(db: Database, row: typeof paymentHistory.$inferInsert) {
  // A failed attempt of the same invoice may have left a "failed" row: the payment supersedes it.
  await db
    .insert(paymentHistory)
    .values(row)
    .onConflictDoUpdate({
      target: paymentHistory.stripeInvoiceId,
      set: {
        status: row.status,
        amount: row.amount,
        stripePaymentIntentId: row.stripePaymentIntentId,
      },
    });
}

/** Counts the failure and opens a grace period (kept, not extended, by later failures). */
async function recordFailedPayment(
  db: Database,
  user: UserRow,
  invoice: Stripe.Invoice,
  now: Date,
): Promise<void> {
  const period = invoicePeriod(invoice);
  await db
    .insert(paymentHistory)
    .values({
      userId: user.id,
      stripePaymentIntentId: paymentIntentOf(invoice),
      stripeInvoiceId: invoice.id,
      amount: invoice.amount_due,
      currency: invoice.currency.toUpperCase(),
      status: "failed",
      planName: user.plan,
      billingPeriodStart: period.start,
      billingPeriodEnd: period.end,
    })
    .onConflictDoNothing({ target: paymentHistory.stripeInvoiceId });
  const graceEnd = new Date(now.getTime() + GRACE_PERIOD_DAYS * 24 * 60 * 60 * 1000);
  await db
    .update(users)
    .set({
      failedPaymentCount: sql`${users.failedPaymentCount} + 1`,
      lastPaymentFailureDate: now,
      gracePeriodEndDate: user.gracePeriodEndDate ?? graceEnd,
      subscriptionStatus: "past_due",
    })
    .where(eq(users.id, user.id));
}
