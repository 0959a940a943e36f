import { useResearch } from "../src/client/research/use-research";
import { ResultsPanel } from "../src/views/results-table";

/**
 * The Results tab (spec §2) kept live: the server's table, re-rendered as the store refetches
 * the results (after COMPANY_ACCEPTED events, or by polling when not connected).
 */
export default function ResearchResults({ projectId }: { projectId: number }) {
  const [state, store] = useResearch(projectId);
  return (
    <ResultsPanel
      project={state.project}
      leads={state.leads}
      onRequestMore={() => void store.requestMoreLeads()}
      requestPending={state.sending}
    />
  );
}
