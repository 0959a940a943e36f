import Stripe from "stripe";
import type { BillingInterval, PaidPlanName, StripeSettings } from "./billing-config";

/** The user fields Checkout and the portal need. */
export interface BillingCustomer {
  id: number;
  email: string | null;
  stripeCustomerId: string | null;
}

/** The few Stripe calls the app makes; tests point them at a stand-in server. */
export interface StripeGateway {
  readonly settings: StripeSettings;
  /** A subscription Checkout Session for the plan and interval; creates the customer if needed. */
  createCheckoutSession(
    user: BillingCustomer,
    plan: PaidPlanName,
    interval: BillingInterval,
  ): Promise<{ url: string; customerId: string }>;
  /** A Customer Portal session, where the user cancels or changes the card. */
  createPortalSession(customerId: string): Promise<{ url: string }>;
  /** The subscription as Stripe holds it now (events may arrive late or out of order). */
  retrieveSubscription(id: string): Promise<Stripe.Subscription>;
  /** Cancels a subscription at once, without proration (account deletion). */
  cancelSubscription(id: string): Promise<Stripe.Subscription>;
  /** Verifies the signature over the raw body; rejects on a bad or stale signature. */
  constructEvent(rawBody: string, signature: string): Promise<Stripe.Event>;
}

/** A gateway over the `stripe` SDK, pointed at `settings.apiBase` when one is given. */
export function createStripeGateway(settings: StripeSettings): StripeGateway {
  const base = settings.apiBase;
  const stripe = new Stripe(settings.secretKey, {
    // Bun's fetch rather than node:http: one HTTP stack for the whole process.
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "https:" ? 443 : 80),
      protocol: base.protocol === "http:" ? "http" : "https",
    }),
  });
  const returnUrl = (path: string) => `${settings.publicUrl}${path}`;

  return {
    settings,
    async createCheckoutSession(user, plan, interval) {
      const customerId =
        user.stripeCustomerId ??
        (
          await stripe.customers.create({
            email: user.email ?? undefined,
            metadata: { userId: String(user.id) },
          })
        ).id;
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customerId,
        client_reference_id: String(user.id),
        line_items: [{ price: settings.prices[plan][interval], quantity: 1 }],
        subscription_data: { metadata: { userId: String(user.id) } },
        success_url: returnUrl("/plan-overview?checkout=success"),
        cancel_url: returnUrl("/plan-management"),
      });
      if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
      return { url: session.url, customerId };
    },
    async createPortalSession(customerId) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl("/plan-overview"),
      });
      return { url: session.url };
    },
    retrieveSubscription: (id) => stripe.subscriptions.retrieve(id),
    cancelSubscription: (id) => stripe.subscriptions.cancel(id),
    // The async variant: under Bun the SDK verifies with Web Crypto, which has no sync HMAC.
    constructEvent: (rawBody, signature) =>
      stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret),
  };
}
