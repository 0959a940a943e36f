import type { ReactNode } from "react";
import { card, muted } from "./ui";

/** One figure of the dashboard (Total Projects, Companies Found, ...). */
export function StatTile({
  label,
  value,
  icon,
}: {
  label: string;
  value: number;
  icon: ReactNode;
}) {
  return (
    <div className={`${card} flex items-center gap-4 p-5`} data-stat={label}>
      <span
        aria-hidden="true"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-600/15 dark:text-brand-500"
      >
        {icon}
      </span>
      <div>
        <p className={`text-sm font-medium ${muted}`}>{label}</p>
        <p className="text-2xl font-bold tabular-nums" data-stat-value={label}>
          {value.toLocaleString("en-US")}
        </p>
      </div>
    </div>
  );
}
