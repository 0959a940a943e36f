import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userStats, users } from "../../db/schema";
import { planCatalogue } from "../billing/plan-catalogue";
import { AppError } from "../errors";
import type { UserRow } from "./auth-state";
import type { VerifiedIdentity } from "./identity";

export interface ProfileInput {
  firstName?: string;
  lastName?: string;
}

const freePlan = planCatalogue[0];

function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

function splitName(name: string | undefined): ProfileInput {
  if (!name) return {};
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first?.slice(0, 100), lastName: rest.join(" ").slice(0, 100) || undefined };
}

/**
 * Creates or refreshes the user behind a verified identity. New users start on the free plan
 * with its credits. A Firebase account recreated with a verified email takes over the old row
 * (same person, new uid); an unverified one cannot claim someone else's email.
 */
export async function upsertUserFromIdentity(
  db: Database,
  identity: VerifiedIdentity,
  profile: ProfileInput,
  /** Whether this request passed the human check; without it no new user is created. */
  gate: { humanChecked: boolean },
): Promise<UserRow> {
  const names = { ...splitName(identity.name), ...dropEmpty(profile) };
  return db.transaction(async (tx) => {
    const { byUid, byEmail } = await matchIdentity(tx, identity);
    const existing = byUid ?? byEmail;
    if (byEmail && !identity.emailVerified) {
      throw new AppError("email_taken", 409, "An account with this email already exists.");
    }
    // Checked again inside the transaction: the row seen before the human check may be gone.
    if (!existing && !gate.humanChecked) throw humanCheckRequired();
    if (existing) {
      const [updated] = await tx
        .update(users)
        .set({
          firebaseUid: identity.uid,
          email: identity.email ?? existing.email,
          emailVerified: identity.emailVerified,
          firstName: existing.firstName ?? names.firstName,
          lastName: existing.lastName ?? names.lastName,
          profileImageUrl: identity.picture ?? existing.profileImageUrl,
          authProvider: identity.provider,
        })
        .where(eq(users.id, existing.id))
        .returning();
      if (!updated) throw new Error("user vanished during sign-in");
      return updated;
    }
    const now = new Date();
    const [created] = await tx
      .insert(users)
      .values({
        firebaseUid: identity.uid,
        email: identity.email,
        emailVerified: identity.emailVerified,
        firstName: names.firstName,
        lastName: names.lastName,
        profileImageUrl: identity.picture,
        authProvider: identity.provider,
        createdWithFirebase: true,
        plan: freePlan?.name ?? "free",
        creditsLeft: freePlan?.creditsPerMonth ?? 20,
        creditsMonthlyLimit: freePlan?.creditsPerMonth ?? 20,
        lastCreditRefreshDate: now,
        nextCreditRefreshDate: addMonths(now, 1),
      })
      .returning();
    if (!created) throw new Error("user insert returned nothing");
    await tx.insert(userStats).values({ userId: created.id }).onConflictDoNothing();
    return created;
  });
}

/** The spec's sign-up message; `human_check_required` tells the client to solve and retry. */
export const HUMAN_CHECK_MESSAGE = "Please complete the security verification.";

export const humanCheckRequired = () =>
  new AppError("human_check_required", 400, HUMAN_CHECK_MESSAGE);

type Reader = Pick<Database, "select">;

/** The rows an identity could sign in as: its own uid's, or (new uid) its email's. */
async function matchIdentity(db: Reader, identity: VerifiedIdentity) {
  const [byUid] = await db.select().from(users).where(eq(users.firebaseUid, identity.uid));
  const [byEmail] =
    byUid || !identity.email
      ? [undefined]
      : await db.select().from(users).where(eq(users.email, identity.email));
  return { byUid, byEmail };
}

/**
 * Whether signing this identity in would create a user (no row for its uid or its email): such
 * a sign-in must pass the human check first, whichever path (form, Google, plain login) it takes.
 */
export async function wouldCreateUser(db: Database, identity: VerifiedIdentity): Promise<boolean> {
  const { byUid, byEmail } = await matchIdentity(db, identity);
  return !byUid && !byEmail;
}

function dropEmpty(p: ProfileInput): ProfileInput {
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v?.trim())) as ProfileInput;
}

/**
 * The user as the browser reads it (spec §3 User, under a `user` key), field by field so that a
 * new column never leaks by default. Left out on purpose: the legacy password and reset token
 * (secrets, even as hashes) and stripeEventAt (webhook ordering, internal).
 */
export function publicUser(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
    firebaseUid: u.firebaseUid,
    // The client treats emailVerified as always true: only verified users get this far.
    emailVerified: true,
    createdWithFirebase: u.createdWithFirebase,
    googleId: u.googleId,
    facebookId: u.facebookId,
    authProvider: u.authProvider,
    category: u.category,
    plan: u.plan,
    subscriptionStatus: u.subscriptionStatus,
    creditsLeft: u.creditsLeft,
    creditsMonthlyLimit: u.creditsMonthlyLimit,
    lastCreditRefreshDate: u.lastCreditRefreshDate,
    nextCreditRefreshDate: u.nextCreditRefreshDate,
    lastPaymentDate: u.lastPaymentDate,
    nextPaymentDate: u.nextPaymentDate,
    trialEndsAt: u.trialEndsAt,
    stripeCustomerId: u.stripeCustomerId,
    stripeSubscriptionId: u.stripeSubscriptionId,
    billingInterval: u.billingInterval,
    failedPaymentCount: u.failedPaymentCount,
    subscriptionStartDate: u.subscriptionStartDate,
    subscriptionEndDate: u.subscriptionEndDate,
    cancelAtPeriodEnd: u.cancelAtPeriodEnd,
    pendingPlanChange: u.pendingPlanChange,
    lastPaymentFailureDate: u.lastPaymentFailureDate,
    gracePeriodEndDate: u.gracePeriodEndDate,
  };
}
