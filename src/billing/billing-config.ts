import type { Config } from "../env";

export type BillingInterval = "monthly" | "annual";
export type PaidPlanName = "starter" | "professional" | "enterprise";

export const BILLING_INTERVALS = ["monthly", "annual"] as const;
export const PAID_PLANS = ["starter", "professional", "enterprise"] as const;

/** What the Stripe adapter needs; present only when billing is fully configured. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidPlanName, Record<BillingInterval, string>>;
  /** A stand-in API origin (tests); undefined means api.stripe.com. */
  apiBase: URL | undefined;
  /** Origin of the app, for Checkout's return URLs. */
  publicUrl: string;
}

/**
 * Billing settings from the Config, or undefined when any piece is missing: a half-configured
 * Stripe would take money for a plan it cannot map back, so billing is all or nothing.
 */
export function stripeSettings(config: Config): StripeSettings | undefined {
  const prices = {
    starter: {
      monthly: config.STRIPE_PRICE_STARTER_MONTHLY,
      annual: config.STRIPE_PRICE_STARTER_ANNUAL,
    },
    professional: {
      monthly: config.STRIPE_PRICE_PROFESSIONAL_MONTHLY,
      annual: config.STRIPE_PRICE_PROFESSIONAL_ANNUAL,
    },
    enterprise: {
      monthly: config.STRIPE_PRICE_ENTERPRISE_MONTHLY,
      annual: config.STRIPE_PRICE_ENTERPRISE_ANNUAL,
    },
  };
  const complete = Object.values(prices).every((p) => p.monthly && p.annual);
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET || !complete) return undefined;
  return {
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    prices: prices as StripeSettings["prices"],
    apiBase: config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined,
    publicUrl: config.publicUrl,
  };
}

/** The plan and interval a Stripe price id stands for, if it is one of ours. */
export function planForPrice(
  settings: StripeSettings,
  priceId: string,
): { plan: PaidPlanName; interval: BillingInterval } | undefined {
  for (const plan of PAID_PLANS) {
    for (const interval of BILLING_INTERVALS) {
      if (settings.prices[plan][interval] === priceId) return { plan, interval };
    }
  }
  return undefined;
}
