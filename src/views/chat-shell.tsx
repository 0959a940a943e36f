import ResearchChat from "../../islands/research-chat";
import ResearchProgress from "../../islands/research-progress";
import { Island } from "./island";

/**
 * The Research Chat tab (spec §2): the chat beside the 'Research Progress' panel, two islands
 * that share the page's research store. The chat takes two of the three columns; the island
 * wrappers are the grid's items, hence the child selector. One column on a phone is
 * `grid-cols-1` (minmax(0, 1fr)), not the implicit auto one, so a long word in the chat wraps
 * rather than widening the page.
 */
export function ChatShell({ projectId }: { projectId: number }) {
  return (
    <div
      className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:[&>[data-island=research-chat]]:col-span-2"
      data-chat-shell={projectId}
    >
      <Island name="research-chat" component={ResearchChat} props={{ projectId }} />
      <Island name="research-progress" component={ResearchProgress} props={{ projectId }} />
    </div>
  );
}
