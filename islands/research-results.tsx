import { useEffect, useRef } from "react";
import { useResearch } from "../src/client/research/use-research";
import { ResultsPanel } from "../src/views/results-table";

/**
 * The Results tab (spec §2) kept live: the server's table, re-rendered as the store refetches
 * the results (after COMPANY_ACCEPTED events, or by polling when not connected).
 */
export default function ResearchResults({ projectId }: { projectId: number }) {
  const [state, store] = useResearch(projectId);
  const panel = useRef<HTMLDivElement>(null);
  const hasTable = state.leads.length > 0;
  useEffect(() => {
    // A table that appears after load needs the floating scrollbar src/client/workspace.ts adds to
    // swapped-in content; it listens for htmx's "new content" event, so this announces it so.
    if (hasTable) panel.current?.dispatchEvent(new CustomEvent("htmx:load", { bubbles: true }));
  }, [hasTable]);
  return (
    <div ref={panel}>
      <ResultsPanel
        project={state.project}
        leads={state.leads}
        onRequestMore={() => void store.requestMoreLeads()}
        requestPending={state.sending}
      />
    </div>
  );
}
