import { useResearch } from "../src/client/research/use-research";
import { RejectedPanel } from "../src/views/rejected-panel";

/** The Rejected Companies tab (spec §2), kept live like the results (spec §7 polls it). */
export default function ResearchRejected({ projectId }: { projectId: number }) {
  const [state] = useResearch(projectId);
  return <RejectedPanel rejected={state.rejected} />;
}
