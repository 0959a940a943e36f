import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import {
  creditRenewals,
  paymentHistory,
  planChangeHistory,
  subscriptionEvents,
  users,
} from "../db/schema";
import { fakeStripeOfFile, fakeSubscription } from "./fakes/stripe-server";
import { createTestApp } from "./helpers/app";
import { describeEachDatabase, type TestDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";
import { fakeInvoice, signedDelivery, stripeConfig, stripeEvent } from "./helpers/stripe";

const ORIGIN = "http://127.0.0.1:3999";
const DAY = 86_400_000;

const fake = fakeStripeOfFile();

describeEachDatabase("Stripe checkout, portal and webhooks", ({ handle }) => {
  const appFor = (db: TestDatabase) => createTestApp(db, { config: stripeConfig(fake()) }).app;
  const read = async (db: TestDatabase, id: number) =>
    (await db.db.select().from(users).where(eq(users.id, id)))[0];

  async function checkout(db: TestDatabase, cookie: string, plan: string, interval: string) {
    return appFor(db).request("/billing/checkout", {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ plan, interval }).toString(),
    });
  }

  test("checkout sends the plan's price for the interval and one customer per user", async () => {
    const db = handle();
    const { user, cookie } = await signedInUser(db);
    fake().requests.length = 0;

    const res = await checkout(db, cookie, "professional", "annual");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toStartWith("https://checkout.stripe.test/c/pay/cs_");
    const customer = fake().requests.find((r) => r.path === "/v1/customers");
    expect(customer?.form.email).toBe(user.email ?? "");
    const saved = (await read(db, user.id))?.stripeCustomerId;
    expect(saved).toStartWith("cus_");
    const session = fake().requests.find((r) => r.path === "/v1/checkout/sessions");
    expect(session?.form).toMatchObject({
      mode: "subscription",
      customer: saved,
      client_reference_id: String(user.id),
      "line_items[0][price]": "price_pro_a",
      success_url: `${ORIGIN}/plan-overview?checkout=success`,
    });

    fake().requests.length = 0;
    const monthly = await checkout(db, cookie, "starter", "monthly");
    expect(monthly.status).toBe(303);
    expect(fake().requests.map((r) => r.path)).toEqual(["/v1/checkout/sessions"]);
    expect(fake().requests[0]?.form).toMatchObject({
      customer: saved,
      "line_items[0][price]": "price_starter_m",
    });
  });

  test("checkout answers htmx with HX-Redirect and rejects an unknown plan", async () => {
    const db = handle();
    const { cookie } = await signedInUser(db);
    const res = await appFor(db).request("/billing/checkout", {
      method: "POST",
      headers: {
        cookie,
        origin: ORIGIN,
        "hx-request": "true",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "plan=enterprise&interval=monthly",
    });
    expect(res.headers.get("hx-redirect")).toStartWith("https://checkout.stripe.test/");
    expect((await checkout(db, cookie, "free", "monthly")).status).toBe(400);
  });

  test("portal opens for the user's customer", async () => {
    const db = handle();
    const { cookie } = await signedInUser(db, { plan: "starter", stripeCustomerId: "cus_portal1" });
    fake().requests.length = 0;
    const res = await appFor(db).request("/billing/portal", {
      method: "POST",
      headers: { cookie, origin: ORIGIN },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toStartWith("https://billing.stripe.test/p/session/");
    expect(fake().requests[0]?.form).toMatchObject({
      customer: "cus_portal1",
      return_url: `${ORIGIN}/plan-overview`,
    });
  });

  test("a subscription's whole lifecycle, replays and a bad signature", async () => {
    const db = handle();
    const app = appFor(db);
    const deliver = async (event: object, secret?: string) =>
      app.request("/api/stripe/webhook", await signedDelivery(event, secret));
    const customer = `cus_life_${db.kind}`;
    const subId = `sub_life_${db.kind}`;
    const { user } = await signedInUser(db, { stripeCustomerId: customer, creditsLeft: 5 });
    /** The user's row once these events were delivered, in order. */
    const userAfter = async (...events: object[]) => {
      for (const event of events) await deliver(event);
      return read(db, user.id);
    };
    const t0 = new Date(Date.now() - DAY);
    const t1 = new Date(t0.getTime() + 365 * DAY);
    const sub = (over: Partial<Parameters<typeof fakeSubscription>[0]> = {}) =>
      fakeSubscription({
        id: subId,
        customer,
        priceId: "price_pro_a",
        periodStart: t0,
        periodEnd: t1,
        userId: user.id,
        ...over,
      });

    // A forged delivery changes nothing.
    fake().subscriptions.set(subId, sub());
    const forged = stripeEvent("checkout.session.completed", {
      id: "cs_forged",
      object: "checkout.session",
      customer,
      subscription: subId,
      client_reference_id: String(user.id),
    });
    expect((await deliver(forged, "whsec_wrong")).status).toBe(400);
    const unsigned = await app.request("/api/stripe/webhook", {
      method: "POST",
      body: JSON.stringify(forged),
    });
    expect(unsigned.status).toBe(400);
    expect((await read(db, user.id))?.plan).toBe("free");
    expect(
      await db.db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.stripeEventId, forged.id)),
    ).toHaveLength(0);

    // Checkout completes: the plan follows the subscription Stripe holds.
    expect((await deliver(forged)).status).toBe(200);
    let u = await read(db, user.id);
    expect(u).toMatchObject({
      plan: "professional",
      billingInterval: "annual",
      subscriptionStatus: "active",
      stripeSubscriptionId: subId,
      cancelAtPeriodEnd: false,
    });
    expect(u?.nextPaymentDate?.getTime()).toBe(Math.floor(t1.getTime() / 1000) * 1000);

    // The first invoice is paid: 300 credits until the period's end; a replay grants nothing.
    const invoice = fakeInvoice({
      id: `in_1_${db.kind}`,
      customer,
      subscription: subId,
      priceId: "price_pro_a",
      amount: 34800,
      periodStart: t0,
      periodEnd: t1,
    });
    const paid = stripeEvent("invoice.paid", invoice);
    expect((await deliver(paid)).status).toBe(200);
    u = await read(db, user.id);
    expect(u).toMatchObject({ creditsLeft: 300, creditsMonthlyLimit: 300, failedPaymentCount: 0 });
    expect(u?.lastPaymentDate).not.toBeNull();
    await db.db.update(users).set({ creditsLeft: 120 }).where(eq(users.id, user.id));
    expect((await deliver(paid)).status).toBe(200);
    // Even a different event about the same invoice grants nothing again.
    expect((await deliver(stripeEvent("invoice.paid", invoice))).status).toBe(200);
    expect((await read(db, user.id))?.creditsLeft).toBe(120);
    const payments = await db.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.userId, user.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount: 34800,
      currency: "USD",
      status: "paid",
      planName: "professional",
    });
    expect(
      await db.db.select().from(creditRenewals).where(eq(creditRenewals.userId, user.id)),
    ).toHaveLength(1);

    // A renewal payment fails: counted once however often it is delivered.
    const failedInvoice = { ...invoice, id: `in_2_${db.kind}` };
    const failed = stripeEvent("invoice.payment_failed", failedInvoice);
    fake().subscriptions.set(subId, sub({ status: "past_due" }));
    u = await userAfter(failed, failed);
    expect(u).toMatchObject({ failedPaymentCount: 1, subscriptionStatus: "past_due" });
    expect(u?.lastPaymentFailureDate).not.toBeNull();
    expect(u?.gracePeriodEndDate?.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);

    // Stripe's retry succeeds: the count and the grace period are cleared.
    fake().subscriptions.set(subId, sub());
    u = await userAfter(stripeEvent("invoice.paid", failedInvoice));
    expect(u).toMatchObject({
      failedPaymentCount: 0,
      subscriptionStatus: "active",
      gracePeriodEndDate: null,
      creditsLeft: 300,
    });

    // Downgrade to Starter monthly, cancelling at the period's end.
    fake().subscriptions.set(subId, sub({ priceId: "price_starter_m", cancelAtPeriodEnd: true }));
    const updated = stripeEvent("customer.subscription.updated", sub());
    u = await userAfter(updated);
    expect(u).toMatchObject({
      plan: "starter",
      billingInterval: "monthly",
      cancelAtPeriodEnd: true,
      nextPaymentDate: null,
    });

    // The subscription ends; a late, stale 'created' event must not bring the plan back.
    fake().subscriptions.set(
      subId,
      sub({ priceId: "price_starter_m", status: "canceled", endedAt: new Date() }),
    );
    u = await userAfter(
      stripeEvent("customer.subscription.deleted", sub({ status: "canceled" })),
      stripeEvent("customer.subscription.created", sub()),
      updated,
    );
    expect(u).toMatchObject({
      plan: "free",
      subscriptionStatus: "canceled",
      stripeSubscriptionId: null,
    });

    const changes = await db.db
      .select()
      .from(planChangeHistory)
      .where(eq(planChangeHistory.userId, user.id));
    expect(changes.map((c) => `${c.fromPlan}>${c.toPlan}:${c.changeType}`)).toEqual([
      "free>professional:new_subscription",
      "professional>starter:downgrade",
      "starter>free:cancellation",
    ]);
    const events = await db.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.userId, user.id));
    expect(events).toHaveLength(8); // one per distinct event id: replays add none
  });

  test("a subscription event before checkout.session.completed ends the same", async () => {
    const db = handle();
    const app = appFor(db);
    const customer = `cus_early_${db.kind}`;
    const subId = `sub_early_${db.kind}`;
    const { user } = await signedInUser(db, { stripeCustomerId: customer });
    const sub = fakeSubscription({
      id: subId,
      customer,
      priceId: "price_ent_m",
      periodStart: new Date(),
      periodEnd: new Date(Date.now() + 30 * DAY),
    });
    fake().subscriptions.set(subId, sub);
    await app.request(
      "/api/stripe/webhook",
      await signedDelivery(stripeEvent("customer.subscription.created", sub)),
    );
    await app.request(
      "/api/stripe/webhook",
      await signedDelivery(
        stripeEvent("checkout.session.completed", {
          id: "cs_early",
          object: "checkout.session",
          customer,
          subscription: subId,
          client_reference_id: String(user.id),
        }),
      ),
    );
    expect(await read(db, user.id)).toMatchObject({
      plan: "enterprise",
      billingInterval: "monthly",
    });
    const changes = await db.db
      .select()
      .from(planChangeHistory)
      .where(eq(planChangeHistory.userId, user.id));
    expect(changes).toHaveLength(1);
  });
});
