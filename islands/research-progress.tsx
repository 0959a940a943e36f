import { shownProgress } from "../src/client/research/project-store";
import { useResearch } from "../src/client/research/use-research";
import { ResearchProgressPanel } from "../src/views/research-progress";

/**
 * 'Research Progress' (spec §2 side panel) kept live: found and the bar from the live connection
 * while connected (spec §4), the counts and Recent Finds from the refetched results, and the
 * current activity from the live events; for a list project, its rows by state (issue 30).
 */
export default function ResearchProgress({ projectId }: { projectId: number }) {
  const [state, store] = useResearch(projectId);
  const { project, leads } = state;
  const { found, percent } = shownProgress(state);
  return (
    <ResearchProgressPanel
      projectId={project.id}
      project={project}
      target={project.companyCount}
      leads={leads}
      found={found}
      percent={percent}
      activity={state.live.currentActivity}
      onRequestMore={() => void store.requestMoreLeads()}
      requestPending={state.sending}
      usage={project.usage}
      listRows={state.live.listRows}
    />
  );
}
