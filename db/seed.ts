import { sql } from "drizzle-orm";
import { planCatalogue } from "../src/billing/plan-catalogue";
import type { Database } from "./client";
import { plans } from "./schema";

/**
 * Writes the static plan catalogue. Idempotent: safe on every boot. Stripe price ids are set by
 * the billing configuration and are left alone here.
 */
export async function seedPlans(db: Database): Promise<void> {
  const rows = planCatalogue.map((p, i) => ({
    name: p.name,
    displayName: p.displayName,
    description: p.description,
    priceMonthly: p.priceMonthly.toFixed(2),
    priceAnnual: p.priceAnnual.toFixed(2),
    creditsPerMonth: p.creditsPerMonth,
    features: p.features,
    sortOrder: i,
  }));
  await db
    .insert(plans)
    .values(rows)
    .onConflictDoUpdate({
      target: plans.name,
      set: {
        displayName: sql`excluded.display_name`,
        description: sql`excluded.description`,
        priceMonthly: sql`excluded.price_monthly`,
        priceAnnual: sql`excluded.price_annual`,
        creditsPerMonth: sql`excluded.credits_per_month`,
        features: sql`excluded.features`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
