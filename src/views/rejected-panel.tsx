import type { RejectedView } from "../projects/views";
import { EmptyState } from "./empty-state";
import { RejectedTable } from "./rejected-table";
import { Badge } from "./status-badge";
import { card, muted } from "./ui";

/**
 * The Rejected Companies tab (spec §2): title, subtitle, '{n} Rejected', then the table or the
 * empty state. Rendered by the server and, with live data, by the rejected island.
 */
export function RejectedPanel({ rejected }: { rejected: RejectedView[] }) {
  return (
    <section className={card} aria-labelledby="rejected-title">
      <div className="flex items-start justify-between gap-3 border-b border-gray-200 p-5 dark:border-gray-800">
        <div>
          <h2 id="rejected-title" className="text-xl font-semibold">
            Rejected Companies
          </h2>
          <p className={`text-sm ${muted}`}>
            Companies automatically filtered out by AI verification
          </p>
        </div>
        <Badge tone="red">{`${rejected.length} Rejected`}</Badge>
      </div>
      {rejected.length === 0 ? (
        <EmptyState
          icon="ban"
          title="No companies have been rejected yet"
          description="Companies that don't match your research criteria will appear here automatically"
        />
      ) : (
        <RejectedTable rejected={rejected} />
      )}
    </section>
  );
}
