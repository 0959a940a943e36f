import type { ToastInput } from "../../client/toast-types";
import { productBenefits } from "./product-benefits";
import { PublicHeader } from "./public-header";

/** The public home page for visitors who are not signed in. */
export function LandingPage({ notice }: { notice?: ToastInput }) {
  return (
    <div className="min-h-screen">
      <PublicHeader
        other={{ href: "/pricing", label: "Pricing" }}
        signInClass="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      />
      <main className="mx-auto max-w-6xl px-6 py-16">
        {notice && (
          // Server-rendered, not a toast: the page the visitor lands on says it without script.
          <div
            role="status"
            data-testid="landing-notice"
            className="mb-10 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm dark:border-brand-600/40 dark:bg-brand-600/15"
          >
            <p className="font-semibold">{notice.title}</p>
            {notice.description && <p className="mt-1">{notice.description}</p>}
          </div>
        )}
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          Discover Your Next Business Opportunity
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-gray-600 dark:text-gray-400">
          An AI research assistant finds companies that match your ideal customer profile, verifies
          each one and extracts its decision maker's contact data.
        </p>
        <div className="mt-8 flex gap-4">
          <a
            href="/auth"
            className="rounded-md bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700"
          >
            Get Started
          </a>
          <a
            href="/pricing"
            className="rounded-md border border-gray-300 px-5 py-3 font-medium hover:bg-gray-100 dark:border-gray-700 dark:hover:bg-gray-900"
          >
            See pricing
          </a>
        </div>
        <BenefitCards />
      </main>
    </div>
  );
}

/** The four things the product does, one card each. */
function BenefitCards() {
  return (
    <ul className="mt-16 grid gap-6 sm:grid-cols-2">
      {productBenefits.map(({ title, full }) => (
        <li
          key={title}
          className="rounded-xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-gray-900"
        >
          <h2 className="font-semibold">{title}</h2>
          <p className="mt-2 text-gray-600 dark:text-gray-400">{full}</p>
        </li>
      ))}
    </ul>
  );
}
