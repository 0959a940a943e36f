import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { fakeStripeOfFile, fakeSubscription } from "./fakes/stripe-server";
import { createTestApp } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";
import { fakeInvoice, signedDelivery, stripeConfig, stripeEvent } from "./helpers/stripe";

const DAY = 86_400_000;
const fake = fakeStripeOfFile();

describeEachDatabase("Stripe events out of order", ({ handle }) => {
  test("late events never restore credits or roll the subscription back", async () => {
    const db = handle();
    const { app } = createTestApp(db, { config: stripeConfig(fake()) });
    const customer = `cus_order_${db.kind}`;
    const subId = `sub_order_${db.kind}`;
    const { user } = await signedInUser(db, { stripeCustomerId: customer, creditsLeft: 5 });
    const read = async () => (await db.db.select().from(users).where(eq(users.id, user.id)))[0];
    const nowS = Math.floor(Date.now() / 1000);
    /** An event stamped `ago` seconds before now. */
    const at = (type: string, object: object, ago: number, id?: string) => ({
      ...stripeEvent(type, object, id),
      created: nowS - ago,
    });
    const deliver = async (event: object) => {
      const res = await app.request("/api/stripe/webhook", await signedDelivery(event));
      expect(res.status).toBe(200);
    };
    const t0 = new Date(Date.now() - 40 * DAY);
    const t1 = new Date(Date.now() - 10 * DAY);
    const t2 = new Date(Date.now() + 20 * DAY);
    const sub = fakeSubscription({
      id: subId,
      customer,
      priceId: "price_pro_m",
      periodStart: t1,
      periodEnd: t2,
      userId: user.id,
    });
    fake().subscriptions.set(subId, sub);
    const invoice = (id: string, start: Date, end: Date) =>
      fakeInvoice({
        id: `${id}_${db.kind}`,
        customer,
        subscription: subId,
        priceId: "price_pro_m",
        amount: 4900,
        periodStart: start,
        periodEnd: end,
      });

    // This period's invoice is paid: the plan's credits; the user then spends most of them.
    const current = at("invoice.paid", invoice("in_current", t1, t2), 100);
    await deliver(current);
    const granted = (await read())?.creditsLeft ?? 0;
    expect(granted).toBeGreaterThan(5);
    await db.db.update(users).set({ creditsLeft: 3 }).where(eq(users.id, user.id));

    // Last period's invoice arrives late: recorded, but the spent credits stay spent.
    await deliver(at("invoice.paid", invoice("in_previous", t0, t1), 5000));
    expect((await read())?.creditsLeft).toBe(3);

    // An old payment failure arriving after the payment does not open a grace period.
    await deliver(at("invoice.payment_failed", invoice("in_failed_old", t0, t1), 4000));
    expect(await read()).toMatchObject({
      subscriptionStatus: "active",
      failedPaymentCount: 0,
      gracePeriodEndDate: null,
    });

    // A duplicate of the current invoice stays a no-op.
    await deliver(current);
    expect((await read())?.creditsLeft).toBe(3);

    // An old cancellation (Stripe no longer has the subscription, so its copy is all there is)
    // does not roll the plan back.
    const plan = (await read())?.plan;
    expect(plan).not.toBe("free");
    fake().subscriptions.delete(subId);
    const canceled = { ...sub, status: "canceled", ended_at: nowS - 3000 };
    await deliver(at("customer.subscription.deleted", canceled, 3000));
    expect(await read()).toMatchObject({ plan, stripeSubscriptionId: subId });

    // A newer event still applies.
    await deliver(at("customer.subscription.deleted", { ...canceled, ended_at: nowS }, 0));
    expect((await read())?.plan).toBe("free");
  });
});
