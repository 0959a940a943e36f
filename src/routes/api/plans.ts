import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import { plans } from "../../../db/schema";
import type { AppEnv } from "../../app-env";
import { PAID_PLANS, type PaidPlanName, stripeSettings } from "../../billing/billing-config";

/**
 * The active plans in catalogue order with spec §3's Plan fields (priceMonthly and priceAnnual
 * as numeric strings; the card-provider price ids null here, see planApiRoutes) and the
 * feature list the pricing and plan pages show.
 */
export function activePlans(db: Database) {
  return db
    .select({
      name: plans.name,
      displayName: plans.displayName,
      description: plans.description,
      priceMonthly: plans.priceMonthly,
      priceAnnual: plans.priceAnnual,
      creditsPerMonth: plans.creditsPerMonth,
      stripePriceIdMonthly: plans.stripePriceIdMonthly,
      stripePriceIdAnnual: plans.stripePriceIdAnnual,
      isActive: plans.isActive,
      features: plans.features,
    })
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
}

const isPaid = (name: string): name is PaidPlanName =>
  (PAID_PLANS as readonly string[]).includes(name);

/**
 * GET /api/plans: public (whitelisted in api-guard); the same for everyone, so cacheable. The
 * Stripe price ids are configured in the environment (STRIPE_PRICE_*), the table's columns only
 * override them; both are public identifiers, and null while billing is not configured.
 */
export const planApiRoutes = new Hono<AppEnv>().get("/api/plans", async (c) => {
  const { database, config } = c.get("deps");
  const prices = stripeSettings(config)?.prices;
  const rows = await activePlans(database.db);
  c.header("Cache-Control", "public, max-age=300");
  return c.json(
    rows.map((plan) => {
      const configured = prices && isPaid(plan.name) ? prices[plan.name] : undefined;
      return {
        ...plan,
        stripePriceIdMonthly: plan.stripePriceIdMonthly ?? configured?.monthly ?? null,
        stripePriceIdAnnual: plan.stripePriceIdAnnual ?? configured?.annual ?? null,
      };
    }),
  );
});
