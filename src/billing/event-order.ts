import { and, desc, eq, isNotNull } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../db/client";
import { creditRenewals } from "../../db/schema";

/**
 * Stripe delivers events at least once and in no guaranteed order: a retried
 * `invoice.payment_failed` or `customer.subscription.updated` can arrive after a newer event has
 * been applied. Each user keeps the `created` time of the newest event applied to them; an older
 * event is recorded (so its replay stays a no-op) but changes neither the subscription nor the
 * payment state. Equal times are not stale: Stripe stamps related events in the same second.
 */
export function isStaleEvent(event: Stripe.Event, lastAppliedAt: Date | null): boolean {
  return lastAppliedAt !== null && event.created * 1000 < lastAppliedAt.getTime();
}

/** The time to store after applying an event: never moves backwards. */
export function appliedAt(event: Stripe.Event, lastAppliedAt: Date | null): Date {
  const created = new Date(event.created * 1000);
  return lastAppliedAt && lastAppliedAt > created ? lastAppliedAt : created;
}

/**
 * Whether a paid invoice covers a period already paid and renewed: a late delivery of last
 * month's invoice must not reset this month's spent credits to the full allowance. Judged by
 * the period, not the event time, because a renewal's `invoice.paid` may be stamped a second
 * before the `customer.subscription.updated` that arrived first.
 */
export async function isPaidPeriodSuperseded(
  db: Database,
  userId: number,
  periodEnd: Date,
): Promise<boolean> {
  const [latest] = await db
    .select({ end: creditRenewals.nextScheduledRenewal })
    .from(creditRenewals)
    .where(and(eq(creditRenewals.userId, userId), isNotNull(creditRenewals.stripeInvoiceId)))
    .orderBy(desc(creditRenewals.nextScheduledRenewal))
    .limit(1);
  return latest?.end != null && periodEnd < latest.end;
}
