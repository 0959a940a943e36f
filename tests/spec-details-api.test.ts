import { describe, expect, test } from "bun:test";
import { createTestApp, testConfig } from "./helpers/app";
import type { TestDatabase } from "./helpers/database";
import { signedInUser } from "./helpers/session";
import { specDetailsApp } from "./helpers/spec-details";

// Issue 15 point 9, spec details that differed: /api/user and /api/plans with §3's fields (§7).

let database: TestDatabase;
const app = specDetailsApp((db) => {
  database = db;
});

describe("/api/user and /api/plans (spec §3, §7)", () => {
  test("/api/user: {user} with spec §3's User fields, never a secret; 401 gives no user", async () => {
    const { cookie } = await signedInUser(database, {
      password: "$2b$10$legacyhash",
      resetToken: "reset-me",
      stripeCustomerId: "cus_1",
    });
    const res = await app().request("/api/user", { headers: { cookie } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(["user"]);
    expect(Object.keys(body.user).sort()).toEqual(
      [
        "id",
        "email",
        "firstName",
        "lastName",
        "profileImageUrl",
        "createdAt",
        "updatedAt",
        "firebaseUid",
        "emailVerified",
        "createdWithFirebase",
        "googleId",
        "facebookId",
        "authProvider",
        "category",
        "plan",
        "subscriptionStatus",
        "creditsLeft",
        "creditsMonthlyLimit",
        "lastCreditRefreshDate",
        "nextCreditRefreshDate",
        "lastPaymentDate",
        "nextPaymentDate",
        "trialEndsAt",
        "stripeCustomerId",
        "stripeSubscriptionId",
        "billingInterval",
        "failedPaymentCount",
        "subscriptionStartDate",
        "subscriptionEndDate",
        "cancelAtPeriodEnd",
        "pendingPlanChange",
        "lastPaymentFailureDate",
        "gracePeriodEndDate",
      ].sort(),
    );
    expect(body.user).toMatchObject({
      emailVerified: true,
      category: "Regular",
      billingInterval: "monthly",
      stripeCustomerId: "cus_1",
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain("legacyhash");
    expect(text).not.toContain("reset-me");

    const anonymous = await app().request("/api/user");
    expect(anonymous.status).toBe(401);
    const refused = (await anonymous.json()) as Record<string, unknown>;
    expect(refused).not.toHaveProperty("user");
    expect(refused.message).toBe("Authentication required");
  });

  test("/api/plans: a list of plans with spec §3's Plan fields", async () => {
    const res = await app().request("/api/plans");
    expect(res.status).toBe(200);
    const plans = (await res.json()) as Record<string, unknown>[];
    expect(plans.map((p) => p.name)).toEqual(["free", "starter", "professional", "enterprise"]);
    for (const plan of plans) {
      for (const field of [
        "name",
        "displayName",
        "description",
        "priceMonthly",
        "priceAnnual",
        "creditsPerMonth",
        "stripePriceIdMonthly",
        "stripePriceIdAnnual",
        "isActive",
      ]) {
        expect(`${plan.name} ${field} ${field in plan}`).toBe(`${plan.name} ${field} true`);
      }
      expect(typeof plan.priceMonthly).toBe("string");
      expect(plan.isActive).toBe(true);
    }
    expect(plans.map((p) => p.stripePriceIdMonthly)).toEqual([null, null, null, null]);
    expect(plans.map((p) => [p.creditsPerMonth, p.priceMonthly, p.priceAnnual])).toEqual([
      [20, "0.00", "0.00"],
      [100, "14.00", "11.00"],
      [300, "39.00", "29.00"],
      [1000, "109.00", "89.00"],
    ]);
    // With billing configured, the paid plans carry their Stripe price ids.
    const billing = Object.fromEntries(
      ["STARTER", "PROFESSIONAL", "ENTERPRISE"].flatMap((p) => [
        [`STRIPE_PRICE_${p}_MONTHLY`, `price_${p.toLowerCase()}_m`],
        [`STRIPE_PRICE_${p}_ANNUAL`, `price_${p.toLowerCase()}_a`],
      ]),
    );
    const configured = createTestApp(database, {
      config: testConfig({
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        ...billing,
      }),
    }).app;
    const priced = (await (await configured.request("/api/plans")).json()) as Record<
      string,
      unknown
    >[];
    expect(priced.map((p) => [p.name, p.stripePriceIdMonthly, p.stripePriceIdAnnual])).toEqual([
      ["free", null, null],
      ["starter", "price_starter_m", "price_starter_a"],
      ["professional", "price_professional_m", "price_professional_a"],
      ["enterprise", "price_enterprise_m", "price_enterprise_a"],
    ]);
  });
});
