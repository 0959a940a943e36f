import type { ReactNode } from "react";
import { card, muted } from "./ui";

/* What the API access page's two panels (keys, webhooks) share: their frame, a secret shown once. */

/** A panel of the API access page: its card and heading. */
export function ApiPanel({
  headingId,
  heading,
  lead,
  alert,
  shownOnce,
  children,
}: {
  headingId: string;
  heading: string;
  /** The paragraph under the heading: what the feature does and how to use it. */
  lead: ReactNode;
  /** Why the last request was refused. */
  alert?: string;
  shownOnce: { intro: string; testId: string; value: string | undefined };
  children: ReactNode;
}) {
  return (
    <section className={`${card} space-y-4 p-6`} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      <p className={`text-sm ${muted}`}>{lead}</p>
      {alert && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {alert}
        </p>
      )}
      <ShownOnce {...shownOnce} />
      {children}
    </section>
  );
}

/** A new key or signing secret, shown once after it was made (nothing without one). */
function ShownOnce({
  intro,
  testId,
  value,
}: {
  intro: string;
  testId: string;
  value: string | undefined;
}) {
  if (!value) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-green-600/40 bg-green-50 p-4 dark:bg-green-900/20"
    >
      <p className="font-medium">{intro}</p>
      <code data-testid={testId} className="mt-2 block break-all font-mono text-sm">
        {value}
      </code>
    </div>
  );
}

/** A plain table's header row, one cell per column name ("" for the one column without a name). */
export function HeadRow({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>{columns.map((name) => (name ? <th key={name}>{name}</th> : <th key="" />))}</tr>
    </thead>
  );
}

/** A one-button form: a POST to `action` that needs no fields (revoke, test, delete). */
export function PostButton({
  action,
  className,
  children,
}: {
  action: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action}>
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
