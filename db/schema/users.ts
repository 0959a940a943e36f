import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, updatedAt } from "./columns";

/** A person with an account. Identity lives in Firebase; billing state lives here (spec §3 User). */
export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    email: varchar({ length: 320 }).unique(),
    firstName: varchar({ length: 100 }),
    lastName: varchar({ length: 100 }),
    profileImageUrl: varchar({ length: 2048 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),

    firebaseUid: varchar({ length: 128 }).unique(),
    emailVerified: boolean().notNull().default(false),
    createdWithFirebase: boolean().notNull().default(false),
    // Legacy columns of the spec's user record. Firebase owns passwords and reset links, so the
    // app never writes these; they stay so an imported user table keeps its shape.
    password: text(),
    googleId: varchar({ length: 255 }),
    facebookId: varchar({ length: 255 }),
    authProvider: varchar({ length: 50 }),
    resetToken: varchar({ length: 255 }),
    resetTokenExpiry: timestamptz(),

    category: varchar({ length: 20 }).notNull().default("Regular"),
    plan: varchar({ length: 50 }).notNull().default("free"),
    subscriptionStatus: varchar({ length: 20 }).notNull().default("active"),

    creditsLeft: integer().notNull().default(20),
    creditsMonthlyLimit: integer().notNull().default(20),
    lastCreditRefreshDate: timestamptz(),
    nextCreditRefreshDate: timestamptz(),

    lastPaymentDate: timestamptz(),
    nextPaymentDate: timestamptz(),
    trialEndsAt: timestamptz(),

    stripeCustomerId: varchar({ length: 255 }).unique(),
    stripeSubscriptionId: varchar({ length: 255 }),
    billingInterval: varchar({ length: 20 }).notNull().default("monthly"),
    failedPaymentCount: integer().notNull().default(0),
    subscriptionStartDate: timestamptz(),
    subscriptionEndDate: timestamptz(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    pendingPlanChange: varchar({ length: 50 }),
    lastPaymentFailureDate: timestamptz(),
    gracePeriodEndDate: timestamptz(),
    /** `created` of the newest Stripe event applied to this customer: older ones arrive late. */
    stripeEventAt: timestamptz(),
  },
  (t) => [
    // The last line of defence for "credits never below zero", whatever the application does.
    check("users_credits_left_non_negative", sql`${t.creditsLeft} >= 0`),
  ],
);

/** Running totals shown on the dashboard (spec §3 User stats). */
export const userStats = pgTable("user_stats", {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  totalCompaniesFound: integer().notNull().default(0),
  totalDecisionMakers: integer().notNull().default(0),
  totalExports: integer().notNull().default(0),
  updatedAt: updatedAt(),
});
