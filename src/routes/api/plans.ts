import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import { plans } from "../../../db/schema";
import type { AppEnv } from "../../app-env";

/** The active plans in catalogue order, as the pricing and plan pages read them (spec §3 Plan). */
export function activePlans(db: Database) {
  return db
    .select({
      name: plans.name,
      displayName: plans.displayName,
      description: plans.description,
      priceMonthly: plans.priceMonthly,
      priceAnnual: plans.priceAnnual,
      creditsPerMonth: plans.creditsPerMonth,
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
