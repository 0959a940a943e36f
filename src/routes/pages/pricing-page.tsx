import type { BillingInterval } from "../../billing/billing-config";
import { planCatalogue } from "../../billing/plan-catalogue";
import { BillingToggle, PlanCard, salesMailto } from "../../views/plan-card";
import { btn, card, muted } from "../../views/ui";
import { PublicHeader } from "./public-header";

/**
 * The public pricing page (spec §2): four plans, Need More? and Ready to Start?. A signed-in
 * user is not asked to sign in again: plans lead to Plan Management, the call to their dashboard.
 */
export function PricingPage({
  interval,
  salesEmail,
  signedIn = false,
}: {
  interval: BillingInterval;
  salesEmail: string;
  signedIn?: boolean;
}) {
  const choose = signedIn ? `/plan-management?billing=${interval}` : "/auth";
  return (
    <div className="min-h-screen">
      <PublicHeader
        other={{ href: "/", label: "Home" }}
        signInClass={btn.primary}
        signedIn={signedIn}
      />
      <main className="mx-auto max-w-6xl px-6 pt-8 pb-16">
        <div className="text-center">
          <h1 className="text-4xl font-bold tracking-tight">Choose Your Plan</h1>
          <p className={`mt-3 text-lg ${muted}`}>
            Every plan includes AI research, verification and Excel export.
          </p>
        </div>
        <section id="pricing-plans" aria-label="Plans" className="mt-8 space-y-10">
          <BillingToggle interval={interval} path="/pricing" target="pricing-plans" />
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {planCatalogue.map((plan) => (
              <PlanCard key={plan.name} plan={plan} interval={interval}>
                <a href={choose} className={plan.mostPopular ? btn.primary : btn.secondary}>
                  Select Plan
                </a>
              </PlanCard>
            ))}
          </div>
        </section>
        <section className={`${card} mt-12 p-8 text-center`}>
          <h2 className="text-2xl font-semibold">Need More?</h2>
          <p className={`mt-2 ${muted}`}>
            Custom credit volumes, invoicing and onboarding for larger teams.
          </p>
          <a href={salesMailto(salesEmail)} className={`${btn.secondary} mt-4`}>
            Contact Sales
          </a>
        </section>
        <section className="mt-12 rounded-xl bg-brand-600 p-10 text-center text-white">
          <h2 className="text-3xl font-bold">Ready to Start?</h2>
          <p className="mt-2 text-brand-100">Start free with 20 credits a month. No card needed.</p>
          <a
            href={signedIn ? "/" : "/auth"}
            className="mt-6 inline-block rounded-md bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {signedIn ? "Go to Dashboard" : "Get Started Now"}
          </a>
        </section>
      </main>
    </div>
  );
}
