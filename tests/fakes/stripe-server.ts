import { afterAll, beforeAll } from "bun:test";
import type Stripe from "stripe";

/** One API call the stand-in received, with its form body flattened to key → value. */
export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
}

/**
 * A stand-in for the part of the Stripe API the app calls (customers, Checkout and portal
 * sessions, subscription reads and cancels), on loopback. Tests set the subscriptions it serves, to play
 * Stripe's current state, and read `requests` to see what the SDK sent.
 */
export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  subscriptions: Map<string, Stripe.Subscription>;
  stop(): Promise<void>;
}

let sequence = 0;
const nextId = (prefix: string) => `${prefix}_test${++sequence}`;

/** A Checkout or portal session: a new id, and the URL it sends the customer to (ending in it). */
function session(prefix: string, object: string, urlBase: string, fields: object): Response {
  const id = nextId(prefix);
  return Response.json({ id, object, ...fields, url: `${urlBase}${id}` });
}

export function startFakeStripe(): FakeStripe {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, Stripe.Subscription>();
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const { pathname } = new URL(req.url);
      const body = req.method === "POST" ? await req.text() : "";
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method, path: pathname, form });
      if (req.method === "POST" && pathname === "/v1/customers") {
        return Response.json({ id: nextId("cus"), object: "customer", email: form.email ?? null });
      }
      if (req.method === "POST" && pathname === "/v1/checkout/sessions") {
        return session("cs", "checkout.session", "https://checkout.stripe.test/c/pay/", {
          mode: form.mode,
          customer: form.customer,
        });
      }
      if (req.method === "POST" && pathname === "/v1/billing_portal/sessions") {
        return session("bps", "billing_portal.session", "https://billing.stripe.test/p/session/", {
          customer: form.customer,
        });
      }
      const sub = pathname.match(/^\/v1\/subscriptions\/([\w-]+)$/);
      if ((req.method === "GET" || req.method === "DELETE") && sub?.[1]) {
        const found = subscriptions.get(sub[1]);
        if (found && req.method === "DELETE") {
          // Cancelled at once, as Stripe does for DELETE: the stand-in now serves it ended.
          const now = Math.floor(Date.now() / 1000);
          const ended = { ...found, status: "canceled" as const, canceled_at: now, ended_at: now };
          subscriptions.set(sub[1], ended);
          return Response.json(ended);
        }
        if (found) return Response.json(found);
        return Response.json(
          {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: `No such subscription: '${sub[1]}'`,
            },
          },
          { status: 404 },
        );
      }
      return Response.json(
        {
          error: {
            type: "invalid_request_error",
            message: `Unrecognized request URL (${pathname})`,
          },
        },
        { status: 404 },
      );
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    subscriptions,
    stop: () => server.stop(true),
  };
}

/** A subscription as Stripe's API returns it, with only the fields the app reads. */
export function fakeSubscription(options: {
  id: string;
  customer: string;
  priceId: string;
  status?: Stripe.Subscription.Status;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd?: boolean;
  endedAt?: Date;
  userId?: number;
}): Stripe.Subscription {
  const unix = (d: Date) => Math.floor(d.getTime() / 1000);
  return {
    id: options.id,
    object: "subscription",
    customer: options.customer,
    status: options.status ?? "active",
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: options.endedAt ? unix(options.endedAt) : null,
    ended_at: options.endedAt ? unix(options.endedAt) : null,
    start_date: unix(options.periodStart),
    trial_end: null,
    metadata: options.userId ? { userId: String(options.userId) } : {},
    items: {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${options.id}`,
      data: [
        {
          id: `si_${options.id}`,
          object: "subscription_item",
          price: { id: options.priceId, object: "price" },
          current_period_start: unix(options.periodStart),
          current_period_end: unix(options.periodEnd),
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

/** The Stripe stand-in of a test file: started before its tests, stopped after them. */
export function fakeStripeOfFile(): () => FakeStripe {
  let fake: FakeStripe | undefined;
  beforeAll(() => {
    fake = startFakeStripe();
  });
  afterAll(() => fake?.stop());
  return () => {
    if (!fake) throw new Error("the Stripe stand-in starts before the tests");
    return fake;
  };
}
