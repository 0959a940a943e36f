import { RejectedPanel } from "../src/views/rejected-panel";
import { useResearch } from "./research/use-research";

/** The Rejected Companies tab (spec §2), kept live like the results (spec §7 polls it). */
export default function ResearchRejected({ projectId }: { projectId: number }) {
  const [state] = useResearch(projectId);
  return <RejectedPanel rejected={state.rejected} />;
}
