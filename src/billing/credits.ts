import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { creditRenewals, creditUsageLogs, researchProjects, users } from "../../db/schema";
import { addMonthsUtc } from "./clock";
import { BOOSTED_MONTHLY_CREDITS, findPlan } from "./plan-catalogue";

/** Categories whose allowance is 10,000 a month whatever the plan (spec §6). */
export const BOOSTED_CATEGORIES = ["Power", "Admin"] as const;

/** Whether this category gets the boosted allowance. */
export function isBoostedCategory(category: string): boolean {
  return (BOOSTED_CATEGORIES as readonly string[]).includes(category);
}

/** Credits a user is granted each month: the plan's, or 10,000 for Power and Admin users. */
export function monthlyAllowance(user: { plan: string; category: string }): number {
  if (isBoostedCategory(user.category)) return BOOSTED_MONTHLY_CREDITS;
  // An unknown plan name (a retired plan) gets the free allowance rather than nothing.
  return (findPlan(user.plan) ?? findPlan("free"))?.creditsPerMonth ?? 0;
}

/**
 * The first monthly anniversary of `anchor` strictly after `now`: a user who signed up on the
 * 31st renews on the last day of shorter months and on the 31st again when there is one.
 */
export function nextAnniversary(anchor: Date, now: Date): Date {
  const day = anchor.getUTCDate();
  const months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - anchor.getUTCMonth());
  let k = Math.max(1, months);
  let next = addMonthsUtc(anchor, k, day);
  while (next <= now) {
    k += 1;
    next = addMonthsUtc(anchor, k, day);
  }
  return next;
}

export type RenewalReason = "scheduled" | "invoice_paid";

export interface RenewOptions {
  reason: RenewalReason;
  now: Date;
  /** The paid invoice behind a paid renewal; one renewal per invoice. */
  invoiceId?: string;
  /** End of the paid period: the next renewal comes with the next invoice, at about that time. */
  periodEnd?: Date;
}

export type RenewalResult =
  | { renewed: true; creditsGranted: number; nextCreditRefreshDate: Date }
  | { renewed: false; reason: "not_due" | "already_renewed" | "no_user" };

/**
 * Resets a user's credits to their monthly allowance (unused credits do not roll over) and
 * schedules the next renewal. Idempotent per period: the user's row is locked (`for update`)
 * and a scheduled renewal runs only when `nextCreditRefreshDate <= now`, which the renewal
 * itself moves a month ahead; a paid renewal runs once per invoice id. So two workers, a
 * replayed webhook or a job retried after a crash grant nothing twice.
 */
export async function renewCredits(
  db: Database,
  userId: number,
  options: RenewOptions,
): Promise<RenewalResult> {
  const { now, invoiceId } = options;
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) return { renewed: false, reason: "no_user" } as const;
    if (invoiceId) {
      const [done] = await tx
        .select({ id: creditRenewals.id })
        .from(creditRenewals)
        .where(
          and(eq(creditRenewals.userId, userId), eq(creditRenewals.stripeInvoiceId, invoiceId)),
        );
      if (done) return { renewed: false, reason: "already_renewed" } as const;
    } else if (dueAt(user) > now) {
      return { renewed: false, reason: "not_due" } as const;
    }
    const allowance = monthlyAllowance(user);
    const next =
      options.periodEnd && options.periodEnd > now
        ? options.periodEnd
        : nextAnniversary(user.createdAt, now);
    await tx
      .update(users)
      .set({
        creditsLeft: allowance,
        creditsMonthlyLimit: allowance,
        lastCreditRefreshDate: now,
        nextCreditRefreshDate: next,
      })
      .where(eq(users.id, userId));
    await tx.insert(creditRenewals).values({
      userId,
      renewalType: options.reason,
      creditsGranted: allowance,
      previousCredits: user.creditsLeft,
      newCreditsTotal: allowance,
      planAtRenewal: user.plan,
      userCategoryAtRenewal: user.category,
      subscriptionStatus: user.subscriptionStatus,
      stripeInvoiceId: invoiceId,
      gracePeriodUsed: user.gracePeriodEndDate !== null && user.gracePeriodEndDate > now,
      renewalDate: now,
      nextScheduledRenewal: next,
    });
    return { renewed: true, creditsGranted: allowance, nextCreditRefreshDate: next } as const;
  });
}

/** When a user's scheduled renewal is due; a row without a date is due a month after sign-up. */
function dueAt(user: { nextCreditRefreshDate: Date | null; createdAt: Date }): Date {
  return user.nextCreditRefreshDate ?? addMonthsUtc(user.createdAt, 1);
}

/**
 * Renews every free or boosted user whose renewal is due; returns how many were renewed. Paid
 * plans renew when Stripe reports the invoice paid, not here.
 */
export async function renewDueCredits(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(eq(users.plan, "free"), inArray(users.category, [...BOOSTED_CATEGORIES])),
        sql`coalesce(${users.nextCreditRefreshDate}, ${users.createdAt} + interval '1 month') <= ${now.toISOString()}::timestamptz`,
      ),
    );
  let renewed = 0;
  for (const { id } of due) {
    const result = await renewCredits(db, id, { reason: "scheduled", now });
    if (result.renewed) renewed += 1;
  }
  return renewed;
}

/**
 * The user's credit spending, one row per project (a 20-lead run is one row of 20 credits, not
 * 20 rows of 1), the most recently charged first, with the project's name (null once deleted).
 */
export function recentCreditUsage(db: Database, userId: number, limit = 10) {
  const lastUsed = sql<Date>`max(${creditUsageLogs.createdAt})`.mapWith(creditUsageLogs.createdAt);
  return db
    .select({
      id: sql<number>`min(${creditUsageLogs.id})`.mapWith(Number),
      projectName: researchProjects.name,
      creditsUsed: sql<number>`sum(${creditUsageLogs.creditsUsed})`.mapWith(Number),
      createdAt: lastUsed,
    })
    .from(creditUsageLogs)
    .leftJoin(researchProjects, eq(researchProjects.id, creditUsageLogs.projectId))
    .where(eq(creditUsageLogs.userId, userId))
    .groupBy(creditUsageLogs.projectId, researchProjects.name)
    .orderBy(desc(lastUsed), desc(sql`min(${creditUsageLogs.id})`))
    .limit(limit);
}
