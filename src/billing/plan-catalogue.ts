/** The static plan catalogue of spec §3; the database's `plans` table is seeded from it. */
export interface CatalogueEntry {
  name: "free" | "starter" | "professional" | "enterprise";
  displayName: string;
  description: string;
  creditsPerMonth: number;
  /** Whole dollars per month, billed monthly. */
  priceMonthly: number;
  /** Whole dollars per month, billed annually (the "Save 20%" price). */
  priceAnnual: number;
  features: string[];
  mostPopular: boolean;
}

const everyPlan = ["Unlimited research projects", "Advanced company discovery", "Export to Excel"];

export const planCatalogue: readonly CatalogueEntry[] = [
  {
    name: "free",
    displayName: "Free",
    description: "Try AI lead research on a few companies a month.",
    creditsPerMonth: 20,
    priceMonthly: 0,
    priceAnnual: 0,
    features: ["20 credits per month", ...everyPlan, "Email support"],
    mostPopular: false,
  },
  {
    name: "starter",
    displayName: "Starter",
    description: "For individuals building a steady pipeline.",
    creditsPerMonth: 100,
    priceMonthly: 14,
    priceAnnual: 11,
    features: ["100 credits per month", ...everyPlan, "Priority email support"],
    mostPopular: false,
  },
  {
    name: "professional",
    displayName: "Professional",
    description: "For teams that research new markets every week.",
    creditsPerMonth: 300,
    priceMonthly: 39,
    priceAnnual: 29,
    features: [
      "300 credits per month",
      ...everyPlan,
      "Priority email support",
      "API access: REST API and webhooks",
    ],
    mostPopular: true,
  },
  {
    name: "enterprise",
    displayName: "Enterprise",
    description: "For organisations prospecting at scale.",
    creditsPerMonth: 1000,
    priceMonthly: 109,
    priceAnnual: 89,
    features: [
      "1000 credits per month",
      ...everyPlan,
      "API access: REST API and webhooks",
      "24/7 priority support",
      "Dedicated account manager",
    ],
    mostPopular: false,
  },
];

/** Power and Admin users get this many credits a month whatever their plan (spec §6). */
export const BOOSTED_MONTHLY_CREDITS = 10_000;

/** The catalogue entry of a plan name, if it is one. */
export function findPlan(name: string): CatalogueEntry | undefined {
  return planCatalogue.find((p) => p.name === name);
}
