import type { ReactNode } from "react";
import type { BillingInterval } from "../billing/billing-config";
import type { CatalogueEntry } from "../billing/plan-catalogue";
import { htmxGet } from "./htmx";
import { card, muted } from "./ui";

/** Dollars per month shown for a plan: the discounted price when billed annually. */
export function monthlyPriceFor(plan: CatalogueEntry, interval: BillingInterval): number {
  return interval === "annual" ? plan.priceAnnual : plan.priceMonthly;
}

/**
 * One plan of the catalogue, as the pricing and plan-management pages show it. The action
 * (a link or a form) differs per page and comes in as `children`.
 */
export function PlanCard({
  plan,
  interval,
  boostNote,
  children,
}: {
  plan: CatalogueEntry;
  interval: BillingInterval;
  /** 'Boosted to 10,000 credits as {category} user' for Power and Admin users. */
  boostNote?: string;
  children: ReactNode;
}) {
  const price = monthlyPriceFor(plan, interval);
  return (
    <article
      data-plan={plan.name}
      className={`${card} relative flex flex-col p-6 ${plan.mostPopular ? "border-2 border-brand-600 dark:border-brand-500" : ""}`}
    >
      {plan.mostPopular && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </span>
      )}
      <h3 className="text-lg font-semibold">{plan.displayName}</h3>
      <p className={`mt-1 text-sm ${muted}`}>{plan.description}</p>
      <p className="mt-4">
        <span className="text-4xl font-bold tabular-nums" data-testid="plan-price">
          {`$${price}`}
        </span>
        <span className={muted}>/month</span>
      </p>
      <p className={`h-5 text-sm ${muted}`}>
        {interval === "annual" && price > 0 ? "billed annually" : ""}
      </p>
      {boostNote && (
        <p className="mt-3 rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-700 dark:bg-brand-600/15 dark:text-brand-500">
          {boostNote}
        </p>
      )}
      <ul className="mt-4 mb-6 flex-1 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-600 dark:text-brand-500">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}

/**
 * The Monthly/Annual switch with its 'Save 20%' badge. Plain links (`?billing=annual`) so it
 * works without script; htmx swaps just the plan grid and keeps the address in step.
 */
export function BillingToggle({
  interval,
  path,
  target,
}: {
  interval: BillingInterval;
  path: string;
  /** id of the element htmx replaces with the same element of the new page. */
  target: string;
}) {
  const option = (value: BillingInterval, label: string) => {
    const href = value === "annual" ? `${path}?billing=annual` : path;
    const active = value === interval;
    return (
      <a
        {...htmxGet(href, target)}
        aria-current={active ? "true" : undefined}
        data-billing={value}
        className={`rounded-full px-4 py-1.5 text-sm font-medium transition-colors ${
          active
            ? "bg-brand-600 text-white"
            : "text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
        }`}
      >
        {label}
      </a>
    );
  };
  return (
    <div className="flex items-center justify-center gap-3">
      <nav
        aria-label="Billing period"
        className="inline-flex rounded-full border border-gray-200 bg-white p-1 dark:border-gray-700 dark:bg-gray-900"
      >
        {option("monthly", "Monthly")}
        {option("annual", "Annual")}
      </nav>
      <span className="rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-800 dark:bg-green-900/40 dark:text-green-300">
        Save 20%
      </span>
    </div>
  );
}

/** A mailto: link to sales, subject (and body) URL-encoded. */
export function salesMailto(email: string, body?: string): string {
  const query = [`subject=${encodeURIComponent("Enterprise Plan Inquiry")}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${email}?${query.join("&")}`;
}
