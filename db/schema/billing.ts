import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns";
import { researchProjects } from "./projects";
import { users } from "./users";

/**
 * The plan catalogue (spec §3 Plan). `priceAnnual` is the per-month price when billed annually,
 * as the pricing page shows it; prices are numeric strings, as the UI reads them.
 */
export const plans = pgTable("plans", {
  id: serial().primaryKey(),
  name: varchar({ length: 100 }).notNull().unique(),
  displayName: varchar({ length: 100 }).notNull(),
  description: text(),
  priceMonthly: numeric({ precision: 10, scale: 2 }).notNull(),
  priceAnnual: numeric({ precision: 10, scale: 2 }).notNull(),
  creditsPerMonth: integer().notNull(),
  stripePriceIdMonthly: varchar({ length: 255 }),
  stripePriceIdAnnual: varchar({ length: 255 }),
  features: jsonb().$type<string[]>().notNull().default([]),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/** Every credit spent, and on what. Kept when a project is deleted: it is the user's bill. */
export const creditUsageLogs = pgTable("credit_usage_logs", {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  projectId: integer().references(() => researchProjects.id, { onDelete: "set null" }),
  creditsUsed: integer().notNull(),
  actionType: varchar({ length: 50 }).notNull(),
  description: text(),
  createdAt: createdAt(),
});

export const paymentHistory = pgTable("payment_history", {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  stripePaymentIntentId: varchar({ length: 255 }),
  stripeInvoiceId: varchar({ length: 255 }).unique(),
  /** In the currency's minor unit (cents), as the card provider reports it. */
  amount: integer().notNull(),
  currency: varchar({ length: 3 }).notNull().default("USD"),
  status: varchar({ length: 50 }).notNull(),
  planName: varchar({ length: 100 }),
  billingPeriodStart: timestamptz(),
  billingPeriodEnd: timestamptz(),
  createdAt: createdAt(),
});

/** Webhook deliveries already applied; the unique event id makes replays harmless. */
export const subscriptionEvents = pgTable("subscription_events", {
  id: serial().primaryKey(),
  userId: integer().references(() => users.id, { onDelete: "set null" }),
  eventType: varchar({ length: 100 }).notNull(),
  stripeEventId: varchar({ length: 255 }).notNull().unique(),
  subscriptionId: varchar({ length: 255 }),
  previousPlan: varchar({ length: 50 }),
  newPlan: varchar({ length: 50 }),
  creditsAllocated: integer(),
  metadata: jsonb().$type<Record<string, unknown>>(),
  processedAt: createdAt(),
});

export const planChangeHistory = pgTable("plan_change_history", {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  fromPlan: varchar({ length: 50 }),
  toPlan: varchar({ length: 50 }).notNull(),
  fromBillingInterval: varchar({ length: 20 }),
  toBillingInterval: varchar({ length: 20 }),
  changeType: varchar({ length: 50 }).notNull(),
  effectiveDate: timestamptz().notNull().defaultNow(),
  stripeSubscriptionId: varchar({ length: 255 }),
  reason: text(),
  createdAt: createdAt(),
});

export const creditRenewals = pgTable("credit_renewals", {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  renewalType: varchar({ length: 50 }).notNull(),
  creditsGranted: integer().notNull(),
  previousCredits: integer().notNull(),
  newCreditsTotal: integer().notNull(),
  planAtRenewal: varchar({ length: 50 }).notNull(),
  userCategoryAtRenewal: varchar({ length: 20 }).notNull(),
  subscriptionStatus: varchar({ length: 20 }),
  stripeInvoiceId: varchar({ length: 255 }),
  gracePeriodUsed: boolean().notNull().default(false),
  renewalDate: timestamptz().notNull().defaultNow(),
  nextScheduledRenewal: timestamptz(),
  notes: text(),
});
