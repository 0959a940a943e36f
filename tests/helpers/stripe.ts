import Stripe from "stripe";
import type { Config } from "../../src/env";
import type { FakeStripe } from "../fakes/stripe-server";
import { testConfig } from "./app";

export const WEBHOOK_SECRET = "whsec_test_secret";

export const PRICES = {
  STRIPE_PRICE_STARTER_MONTHLY: "price_starter_m",
  STRIPE_PRICE_STARTER_ANNUAL: "price_starter_a",
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: "price_pro_m",
  STRIPE_PRICE_PROFESSIONAL_ANNUAL: "price_pro_a",
  STRIPE_PRICE_ENTERPRISE_MONTHLY: "price_ent_m",
  STRIPE_PRICE_ENTERPRISE_ANNUAL: "price_ent_a",
};

/** A Config with billing on, its API calls going to the stand-in. */
export function stripeConfig(fake: FakeStripe): Config {
  return testConfig({
    STRIPE_SECRET_KEY: "sk_test_stand_in",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
    ...PRICES,
  });
}

const signer = new Stripe("sk_test_signer");
let eventCounter = 0;

/** A webhook delivery: a fresh event id unless one is given (replays reuse it). */
export function stripeEvent(type: string, object: object, id = `evt_test_${++eventCounter}`) {
  return {
    id,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** The request Stripe would send, signed with the SDK's test header. */
export async function signedDelivery(event: object, secret = WEBHOOK_SECRET): Promise<RequestInit> {
  const payload = JSON.stringify(event);
  // Async: under Bun the SDK signs with Web Crypto, which has no synchronous HMAC.
  const header = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: payload,
  };
}

/** An invoice of a subscription, with the fields the app reads. */
export function fakeInvoice(options: {
  id: string;
  customer: string;
  subscription: string;
  priceId: string;
  amount: number;
  periodStart: Date;
  periodEnd: Date;
}) {
  const unix = (d: Date) => Math.floor(d.getTime() / 1000);
  return {
    id: options.id,
    object: "invoice",
    customer: options.customer,
    currency: "usd",
    amount_paid: options.amount,
    amount_due: options.amount,
    period_start: unix(options.periodStart),
    period_end: unix(options.periodStart),
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: options.subscription, metadata: {} },
    },
    lines: {
      object: "list",
      data: [
        {
          id: `il_${options.id}`,
          period: { start: unix(options.periodStart), end: unix(options.periodEnd) },
          pricing: { type: "price_details", price_details: { price: options.priceId } },
        },
      ],
    },
  };
}
