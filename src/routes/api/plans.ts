import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import { plans } from "../../../db/schema";
import type { AppEnv } from "../../app-env";

/**
 * The active plans in catalogue order with spec §3's Plan fields (priceMonthly and priceAnnual
 * as numeric strings; the card-provider price ids as stored, null when not set) and the
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

/** GET /api/plans: public (whitelisted in api-guard); the same for everyone, so cacheable. */
export const planApiRoutes = new Hono<AppEnv>().get("/api/plans", async (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json(await activePlans(c.get("deps").database.db));
});
