import { DELETE_WORD } from "../../account-confirmation";
import type { UserRow } from "../../auth/auth-state";
import { TopNav } from "../../views/top-nav";
import { btn, card, input, muted } from "../../views/ui";
import { userEmailLabel, userFullName } from "../../views/user-display";
import { CreditsThisMonth, CurrentPlan } from "./plan-overview-page";

/**
 * The account page (issue 29): who is signed in, the plan and this month's credits (the same
 * parts as Plan Overview), links to billing and the API, and deleting the account.
 */
export function AccountSettingsPage({
  user,
  deleteError,
}: {
  user: UserRow;
  /** Why the last deletion attempt was refused (a 400), shown under the confirmation field. */
  deleteError?: string;
}) {
  return (
    <div className="min-h-screen">
      <TopNav user={user} />
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold">Account</h1>
        <section aria-labelledby="account-profile" className={`${card} space-y-4 p-6`}>
          <h2 id="account-profile" className="text-lg font-semibold">
            Profile
          </h2>
          <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className={muted}>Name</dt>
            <dd className="break-words">{userFullName(user)}</dd>
            <dt className={muted}>E-mail</dt>
            <dd className="break-all" data-testid="account-email">
              {userEmailLabel(user)}
            </dd>
          </dl>
        </section>
        <section aria-labelledby="account-plan" className={`${card} space-y-6 p-6`}>
          <h2 id="account-plan" className="sr-only">
            Plan and credits
          </h2>
          <div className="flex flex-wrap items-start justify-between gap-4">
            <CurrentPlan user={user} />
            <div className="flex flex-wrap gap-2">
              <a href="/plan-overview" className={btn.secondary}>
                Billing and usage
              </a>
              <a href="/plan-management" className={btn.secondary}>
                Manage Plan
              </a>
              <a href="/account/api" className={btn.secondary}>
                API and webhooks
              </a>
            </div>
          </div>
          <CreditsThisMonth user={user} />
        </section>
        <DeleteAccountSection email={user.email} error={deleteError} />
      </main>
    </div>
  );
}

/**
 * Deleting the account: a plain form post, so it works whatever the script does. The button
 * stays disabled until the typed confirmation matches (src/client/confirm-deletion.ts, the same
 * rule as the server's: src/account-confirmation.ts); the server checks again.
 */
function DeleteAccountSection({ email, error }: { email: string | null; error?: string }) {
  return (
    <section
      aria-labelledby="account-delete"
      className={`${card} space-y-4 border-red-200 p-6 dark:border-red-900`}
    >
      <h2 id="account-delete" className="text-lg font-semibold text-red-700 dark:text-red-400">
        Delete account
      </h2>
      <p className="text-sm">
        This deletes your account and all its data for good: your research projects with their
        leads, imported lists, rejected companies and chat, your credit usage, API keys and
        webhooks. A running research is stopped and a paid subscription is cancelled at once, with
        no further charges. This cannot be undone.
      </p>
      <form method="post" action="/account/delete" className="space-y-3" data-confirm-deletion>
        <div className="space-y-1.5">
          <label htmlFor="delete-confirmation" className="block text-sm font-medium">
            Type your e-mail address or {DELETE_WORD} to confirm
          </label>
          <input
            id="delete-confirmation"
            name="confirmation"
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={320}
            required
            className={input}
            data-account-email={email ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "delete-confirmation-error" : undefined}
          />
          {error && (
            <p
              id="delete-confirmation-error"
              role="alert"
              className="text-sm text-red-600 dark:text-red-400"
            >
              {error}
            </p>
          )}
        </div>
        <button type="submit" className={btn.danger} disabled data-delete-account>
          Delete account
        </button>
      </form>
    </section>
  );
}
