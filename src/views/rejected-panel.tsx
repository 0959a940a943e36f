import type { RejectedView } from "../projects/views";
import { ListPanel } from "./list-panel";
import { RejectedTable } from "./rejected-table";
import { Badge } from "./status-badge";
import { muted } from "./ui";

/**
 * The Rejected Companies tab (spec §2): title, subtitle, '{n} Rejected', then the table or the
 * empty state. Rendered by the server and, with live data, by the rejected island.
 */
export function RejectedPanel({ rejected }: { rejected: RejectedView[] }) {
  return (
    <ListPanel
      titleId="rejected-title"
      heading="Rejected Companies"
      subtitle="Companies automatically filtered out by AI verification"
      classes={{
        header:
          "flex items-start justify-between gap-3 border-b border-gray-200 p-5 dark:border-gray-800",
        subtitle: `text-sm ${muted}`,
      }}
      aside={<Badge tone="red">{`${rejected.length} Rejected`}</Badge>}
      empty={
        rejected.length === 0
          ? {
              icon: "ban",
              title: "No companies have been rejected yet",
              description:
                "Companies that don't match your research criteria will appear here automatically",
            }
          : undefined
      }
    >
      <RejectedTable rejected={rejected} />
    </ListPanel>
  );
}
