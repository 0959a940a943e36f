import type { ListRowCountsData } from "../live/events";
import { progressPercent } from "./format";
import { muted } from "./ui";

/** The states in the order a list's rows end in them, pending (not yet worked) last. */
const STATES = [
  ["accepted", "Accepted"],
  ["rejected", "Rejected"],
  ["unreachable", "Unreachable"],
  ["duplicate", "Duplicate"],
  ["invalid", "Invalid"],
  ["pending", "Pending"],
] as const;

/**
 * A list project's rows in the progress panel (issue 30): rows done of the rows imported, and
 * how many rows are in each state; the states add up to the rows, so nothing reads as dropped.
 */
export function ListRowsProgress({ rows }: { rows: ListRowCountsData }) {
  const done = rows.total - rows.pending;
  return (
    <div className="space-y-2" data-list-rows>
      <div className="flex items-center justify-between text-sm">
        <span className={muted}>Rows Done</span>
        <span className="font-semibold tabular-nums" data-testid="panel-rows-done">
          {`${done}/${rows.total}`}
        </span>
      </div>
      <progress
        className="bar"
        max={100}
        value={progressPercent(done, rows.total)}
        aria-label="List rows done"
        aria-valuetext={`${done} of ${rows.total} rows done`}
      />
      <dl className="grid grid-cols-3 gap-x-3 gap-y-1 text-xs">
        {STATES.map(([state, label]) => (
          <div key={state} className="flex justify-between gap-1" data-row-state={state}>
            <dt className={muted}>{label}</dt>
            <dd className="font-medium tabular-nums">{rows[state]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
