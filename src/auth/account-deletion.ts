import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../db/client";
import { subscriptionEvents, users } from "../../db/schema";
import type { StripeGateway } from "../billing/stripe-gateway";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import type { UserRow } from "./auth-state";
import type { IdentityVerifier } from "./identity";
import type { SessionEnds } from "./session-ends";

export interface AccountDeletionDeps {
  db: Database;
  identity: Pick<IdentityVerifier, "deleteAccount">;
  /** Pauses the user's running projects and waits for their runs to end. */
  stopRuns: (userId: number) => Promise<void>;
  /** Absent when billing is off. */
  billing: Pick<StripeGateway, "retrieveSubscription" | "cancelSubscription"> | undefined;
  sessionEnds: SessionEnds;
  logger: Logger;
}

/** Stripe's states of a subscription that will never bill again. */
const ENDED: ReadonlySet<Stripe.Subscription.Status> = new Set(["canceled", "incomplete_expired"]);

/**
 * Deletes an account and everything of it (the privacy policy's promise, issue 29). In this
 * order, so that a failure leaves the account whole rather than half gone:
 *
 * 1. a live Stripe subscription is cancelled at once (a failure stops here, nothing deleted:
 *    a deleted user must never be billed again);
 * 2. the user's runs are stopped, so none writes leads or charges credits meanwhile;
 * 3. in one transaction the user's row goes, and with it, through the cascading foreign keys of
 *    db/schema, projects, leads, list rows, rejections, chat, usage, API keys, webhook endpoints
 *    and deliveries, sessions, billing history; the Stripe event log (kept unlinked by its
 *    foreign key for other users' replays) is deleted explicitly. The Firebase account is
 *    deleted last inside that transaction: if Firebase refuses, the rows are rolled back and
 *    the user can try again; if it succeeds the commit follows at once.
 * 4. the live hub is told, so websockets riding on the sessions close.
 */
export async function deleteAccount(deps: AccountDeletionDeps, user: UserRow): Promise<void> {
  await cancelLiveSubscription(deps, user);
  await deps.stopRuns(user.id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(subscriptionEvents).where(eq(subscriptionEvents.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    if (user.firebaseUid) await deps.identity.deleteAccount(user.firebaseUid);
  });
  deps.sessionEnds.announce(user.id);
  deps.logger.info({ userId: user.id }, "account deleted");
}

async function cancelLiveSubscription(deps: AccountDeletionDeps, user: UserRow): Promise<void> {
  const id = user.stripeSubscriptionId;
  if (!id) return;
  if (!deps.billing) {
    // Billing was switched off after this user subscribed: nothing here can reach Stripe.
    deps.logger.warn(
      { userId: user.id },
      "account deleted with a subscription billing cannot reach",
    );
    return;
  }
  try {
    const current = await deps.billing.retrieveSubscription(id);
    if (!ENDED.has(current.status)) await deps.billing.cancelSubscription(id);
  } catch (err) {
    if ((err as { code?: unknown }).code === "resource_missing") return;
    throw new AppError(
      "subscription_cancel_failed",
      502,
      "Your subscription could not be cancelled just now, so nothing was deleted. Please try again.",
      { cause: err },
    );
  }
}
