import type { UserRow } from "../../auth/auth-state";
import type { BillingInterval } from "../../billing/billing-config";
import { isBoostedCategory } from "../../billing/credits";
import {
  BOOSTED_MONTHLY_CREDITS,
  type CatalogueEntry,
  planCatalogue,
} from "../../billing/plan-catalogue";
import { BillingToggle, PlanCard, salesMailto } from "../../views/plan-card";
import { TopNav } from "../../views/top-nav";
import { btn, muted } from "../../views/ui";

/** The banners of spec §6, by user category. */
const CATEGORY_BANNERS: Record<string, string> = {
  Power:
    "You were granted a Power User, which means you are very good friends with Export Discovery. Congratulations! You receive 10,000 credits monthly regardless of your selected plan.",
  Admin: "As an Admin user, you receive 10,000 credits monthly regardless of your selected plan.",
};

function PlanAction({
  plan,
  current,
  interval,
}: {
  plan: CatalogueEntry;
  current: boolean;
  interval: BillingInterval;
}) {
  const style = plan.mostPopular ? btn.primary : btn.secondary;
  if (current) {
    return (
      <button type="button" disabled className={style}>
        Current Plan
      </button>
    );
  }
  // Free has no Checkout: leaving a paid plan happens in the Customer Portal.
  const action = plan.name === "free" ? "/billing/portal" : "/billing/checkout";
  return (
    <form method="post" action={action} hx-post={action} className="grid">
      <input type="hidden" name="plan" value={plan.name} />
      <input type="hidden" name="interval" value={interval} />
      <button type="submit" className={style}>
        {`Choose ${plan.displayName}`}
      </button>
    </form>
  );
}

/** Plan Management (spec §2): choose a plan, with the Power/Admin banners of spec §6. */
export function PlanManagementPage({
  user,
  interval,
  salesEmail,
}: {
  user: UserRow;
  interval: BillingInterval;
  salesEmail: string;
}) {
  const boosted = isBoostedCategory(user.category);
  const banner = CATEGORY_BANNERS[user.category];
  return (
    <div className="min-h-screen">
      <TopNav user={user} />
      <main className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
        <a href="/plan-overview" className={`text-sm hover:underline ${muted}`}>
          ← Back to Plan Overview
        </a>
        {banner && (
          <p
            role="note"
            data-testid="category-banner"
            className="rounded-lg border border-brand-500/40 bg-brand-50 p-4 text-brand-700 dark:bg-brand-600/15 dark:text-brand-500"
          >
            {banner}
          </p>
        )}
        <div className="text-center">
          <h1 className="text-3xl font-bold">Choose Your Plan</h1>
        </div>
        <section id="plan-choices" aria-label="Plans" className="space-y-10">
          <BillingToggle interval={interval} path="/plan-management" target="plan-choices" />
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {planCatalogue.map((plan) => (
              <PlanCard
                key={plan.name}
                plan={plan}
                interval={interval}
                boostNote={
                  boosted && plan.creditsPerMonth !== BOOSTED_MONTHLY_CREDITS
                    ? `Boosted to 10,000 credits as ${user.category} user`
                    : undefined
                }
              >
                <PlanAction plan={plan} current={plan.name === user.plan} interval={interval} />
              </PlanCard>
            ))}
          </div>
        </section>
        <div className="text-center">
          <p className={muted}>Need a custom plan for your organisation?</p>
          <a
            href={salesMailto(
              salesEmail,
              "Hello, I would like to learn more about enterprise pricing for Export Discovery.",
            )}
            className={`${btn.secondary} mt-3`}
          >
            Contact Sales
          </a>
        </div>
      </main>
    </div>
  );
}
