import type { ReactNode } from "react";
import { API_PLAN_MESSAGE } from "../../api-keys/access";
import type { UserRow } from "../../auth/auth-state";
import { TopNav } from "../../views/top-nav";
import { muted } from "../../views/ui";

/** The account's API page: keys and webhooks, or the plan notice when the plan has no API. */
export function ApiAccessPage({
  user,
  allowed,
  children,
}: {
  user: UserRow;
  allowed: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen">
      <TopNav user={user} />
      <main className="mx-auto max-w-4xl space-y-8 px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold">API and webhooks</h1>
        {allowed ? (
          children
        ) : (
          <p role="note" className={muted}>
            {API_PLAN_MESSAGE} <a href="/plan-management">See the plans</a>.
          </p>
        )}
      </main>
    </div>
  );
}
