import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../db/client";
import { planChangeHistory, users } from "../../db/schema";
import type { UserRow } from "../auth/auth-state";
import { planForPrice, type StripeSettings } from "./billing-config";
import { findPlan } from "./plan-catalogue";

/** Stripe statuses in which the user has the paid plan (past_due: still in dunning). */
const LIVE = new Set<Stripe.Subscription.Status>(["active", "trialing", "past_due"]);
/** Statuses after which the subscription is over and the user is back on Free. */
const ENDED = new Set<Stripe.Subscription.Status>(["canceled", "incomplete_expired", "unpaid"]);

const fromUnix = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);
const creditsOf = (plan: string) => findPlan(plan)?.creditsPerMonth ?? 0;

function changeType(from: string, to: string, fromInterval: string, toInterval: string) {
  if (to === "free") return "cancellation";
  if (from === "free") return "new_subscription";
  if (from === to) return fromInterval === toInterval ? "update" : "interval_change";
  return creditsOf(to) > creditsOf(from) ? "upgrade" : "downgrade";
}

/**
 * Makes the user's plan fields match the subscription as Stripe holds it now. Reading the
 * current object (not the event's snapshot) is what makes late, duplicate or reordered
 * deliveries converge on one end state. Returns the user after the change.
 */
export async function applySubscription(
  db: Database,
  settings: StripeSettings,
  user: UserRow,
  sub: Stripe.Subscription,
  reason: string,
): Promise<UserRow> {
  // An old subscription's end must not downgrade a user who has since subscribed again.
  if (user.stripeSubscriptionId && user.stripeSubscriptionId !== sub.id && !LIVE.has(sub.status)) {
    return user;
  }
  const item = sub.items.data[0];
  const mapped = item ? planForPrice(settings, item.price.id) : undefined;
  let set: Partial<typeof users.$inferInsert>;
  if (ENDED.has(sub.status)) {
    set = {
      plan: "free",
      billingInterval: "monthly",
      subscriptionStatus: "canceled",
      stripeSubscriptionId: null,
      cancelAtPeriodEnd: false,
      subscriptionEndDate: fromUnix(sub.ended_at) ?? fromUnix(sub.canceled_at),
      nextPaymentDate: null,
      pendingPlanChange: null,
    };
  } else if (LIVE.has(sub.status) && mapped) {
    const periodEnd = fromUnix(item?.current_period_end);
    set = {
      plan: mapped.plan,
      billingInterval: mapped.interval,
      subscriptionStatus: sub.status,
      stripeSubscriptionId: sub.id,
      stripeCustomerId: user.stripeCustomerId ?? customerId(sub.customer),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      subscriptionStartDate: fromUnix(sub.start_date),
      subscriptionEndDate: fromUnix(sub.cancel_at) ?? (sub.cancel_at_period_end ? periodEnd : null),
      nextPaymentDate: sub.cancel_at_period_end ? null : periodEnd,
      trialEndsAt: fromUnix(sub.trial_end),
    };
  } else {
    // incomplete (first payment pending) or a price that is not ours: nothing to apply yet.
    return user;
  }
  const [updated] = await db.update(users).set(set).where(eq(users.id, user.id)).returning();
  if (!updated) throw new Error("user vanished during a subscription update");
  if (updated.plan !== user.plan || updated.billingInterval !== user.billingInterval) {
    await db.insert(planChangeHistory).values({
      userId: user.id,
      fromPlan: user.plan,
      toPlan: updated.plan,
      fromBillingInterval: user.billingInterval,
      toBillingInterval: updated.billingInterval,
      changeType: changeType(
        user.plan,
        updated.plan,
        user.billingInterval,
        updated.billingInterval,
      ),
      stripeSubscriptionId: sub.id,
      reason,
    });
  }
  return updated;
}

/** The id behind an expandable customer field. */
export function customerId(customer: string | { id: string } | null | undefined): string | null {
  if (!customer) return null;
  return typeof customer === "string" ? customer : customer.id;
}
