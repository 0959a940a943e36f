import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import type { Config } from "../env";
import { AppError } from "../errors";
import { type BillingInterval, type PaidPlanName, stripeSettings } from "./billing-config";
import { type BillingCustomer, createStripeGateway, type StripeGateway } from "./stripe-gateway";

/** What the buttons say when Stripe is not configured. */
export const BILLING_NOT_CONFIGURED = "Billing is not configured";

const gateways = new WeakMap<Config, StripeGateway | null>();

/** The Stripe gateway for this configuration, or undefined when billing is off. */
export function gatewayFor(config: Config): StripeGateway | undefined {
  let gateway = gateways.get(config);
  if (gateway === undefined) {
    const settings = stripeSettings(config);
    gateway = settings ? createStripeGateway(settings) : null;
    gateways.set(config, gateway);
  }
  return gateway ?? undefined;
}

/**
 * Starts Checkout for a paid plan and returns the URL to send the browser to. A customer
 * created on the way is saved first, so a second attempt reuses it instead of making another.
 */
export async function startCheckout(
  db: Database,
  gateway: StripeGateway,
  user: BillingCustomer,
  plan: PaidPlanName,
  interval: BillingInterval,
): Promise<string> {
  const session = await gateway.createCheckoutSession(user, plan, interval);
  if (!user.stripeCustomerId) {
    await db
      .update(users)
      .set({ stripeCustomerId: session.customerId })
      .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  }
  return session.url;
}

/** The Customer Portal URL for a user who has a Stripe customer. */
export async function openPortal(gateway: StripeGateway, user: BillingCustomer): Promise<string> {
  if (!user.stripeCustomerId) {
    throw new AppError("no_subscription", 409, "There is no paid subscription to manage.");
  }
  return (await gateway.createPortalSession(user.stripeCustomerId)).url;
}
