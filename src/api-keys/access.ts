import { isBoostedCategory } from "../billing/credits";

/** The plans whose features list "API access" (spec §3 plan catalogue). */
export const API_PLANS = ["professional", "enterprise"] as const;

export const API_PLAN_MESSAGE =
  "API access is part of the Professional and Enterprise plans. Upgrade on the plan page to use it.";

/**
 * Whether a user may hold and use API keys: the plans that list API access, and the boosted
 * categories (Power, Admin) that get every allowance. Where billing is not configured nobody can
 * change plans, so the API is open to every account (the embedded default, a self-hosted install).
 */
export function hasApiAccess(user: { plan: string; category: string }, billingOn: boolean) {
  if (!billingOn) return true;
  return (API_PLANS as readonly string[]).includes(user.plan) || isBoostedCategory(user.category);
}
