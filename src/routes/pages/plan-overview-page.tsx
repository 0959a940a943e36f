import type { UserRow } from "../../auth/auth-state";
import { findPlan } from "../../billing/plan-catalogue";
import { formatRenewDate } from "../../views/format";
import { TopNav } from "../../views/top-nav";
import { btn, card, muted } from "../../views/ui";

export interface CreditUsageRow {
  id: number;
  projectName: string | null;
  creditsUsed: number;
  createdAt: Date;
}

/** The form that opens the Stripe Customer Portal (or explains billing is off). */
function CancelPlanForm() {
  return (
    <form method="post" action="/billing/portal" hx-post="/billing/portal">
      <button type="submit" className={btn.danger}>
        Cancel Plan
      </button>
    </form>
  );
}

/**
 * 'Credits This Month' (spec §2): what is left of the monthly limit, over a usage bar (used =
 * limit minus left). Both figures say which they are (issue 29: "0 / 20" over a full bar read as
 * nothing used while the bar said everything was).
 */
export function CreditsThisMonth({
  user,
}: {
  user: Pick<UserRow, "creditsLeft" | "creditsMonthlyLimit" | "nextCreditRefreshDate">;
}) {
  const limit = user.creditsMonthlyLimit;
  const left = Math.max(0, user.creditsLeft);
  const used = Math.max(0, limit - left);
  const n = (value: number) => value.toLocaleString("en-US");
  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between text-sm">
        <span className="font-medium">Credits This Month</span>
        <span className="tabular-nums" data-testid="credits-this-month">
          {`${n(left)} / ${n(limit)} left`}
        </span>
      </div>
      <progress
        className="bar"
        value={used}
        max={Math.max(1, limit)}
        aria-label="Credits used this month"
        aria-valuetext={`${n(used)} of ${n(limit)} credits used`}
      />
      <p className={`mt-1 text-xs ${muted}`} data-testid="credits-used">
        {`${n(used)} of ${n(limit)} used · renews ${formatRenewDate(user.nextCreditRefreshDate)}`}
      </p>
    </div>
  );
}

const isPaidPlan = (user: Pick<UserRow, "plan">) => (findPlan(user.plan)?.priceMonthly ?? 0) > 0;

/** 'Current Plan': the plan's name and monthly price (Plan Overview and the account page). */
export function CurrentPlan({ user }: { user: Pick<UserRow, "plan"> }) {
  const plan = findPlan(user.plan);
  return (
    <div>
      <p className={`text-sm ${muted}`}>Current Plan</p>
      <p className="text-2xl font-semibold" data-testid="plan-name">
        {plan?.displayName ?? "Free"}
      </p>
      <p className={muted} data-testid="plan-price">
        {isPaidPlan(user) ? `$${plan?.priceMonthly}/month` : "Free"}
      </p>
    </div>
  );
}

/** Plan Overview (spec §2): the plan, this month's credits, billing date and credit usage. */
export function PlanOverviewPage({ user, usage }: { user: UserRow; usage: CreditUsageRow[] }) {
  const paid = isPaidPlan(user);
  return (
    <div className="min-h-screen">
      <TopNav user={user} />
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold">Plan Overview</h1>
        <section aria-label="Current plan" className={`${card} space-y-6 p-6`}>
          <div className="flex flex-wrap items-start justify-between gap-4">
            <CurrentPlan user={user} />
            <div className="flex gap-2">
              <a href="/plan-management" className={btn.primary}>
                Manage Plan
              </a>
              {paid && <CancelPlanForm />}
            </div>
          </div>
          <CreditsThisMonth user={user} />
          {user.nextPaymentDate && (
            <p className="text-sm">
              <span className={muted}>Next Billing Date: </span>
              <span className="font-medium" data-testid="next-billing-date">
                {formatRenewDate(user.nextPaymentDate)}
              </span>
            </p>
          )}
        </section>
        <section aria-label="Recent credit usage" className={`${card} p-6`}>
          <h2 className="mb-4 text-lg font-semibold">Recent Credit Usage</h2>
          {usage.length === 0 ? (
            <p className={muted}>No credits used yet.</p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead className={muted}>
                <tr>
                  <th className="py-2 font-medium">Project</th>
                  <th className="py-2 font-medium">Credits</th>
                  <th className="py-2 font-medium">Date</th>
                </tr>
              </thead>
              <tbody>
                {usage.map((row) => (
                  <tr key={row.id} className="border-t border-gray-100 dark:border-gray-800">
                    <td className="py-2">{row.projectName ?? "Deleted project"}</td>
                    <td className="py-2 tabular-nums">{row.creditsUsed}</td>
                    <td className="py-2">{formatRenewDate(row.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </main>
    </div>
  );
}
