import type { LeadView } from "../projects/views";
import { Icon } from "./icons";
import { ResearchProgressPanel } from "./research-progress";
import { ResearchStatusBadge } from "./status-badge";
import { card, input, muted } from "./ui";

export const CHAT_PLACEHOLDER = "Type 'Start research' or ask for specific companies...";
export const CHAT_PLACEHOLDER_COMPLETED = "Ask for more companies (e.g., 'find 30 more companies')";

/**
 * The Research Chat tab's static shell (spec §2 Chat tab). `data-chat-shell` marks where the chat
 * island of a later issue takes over: messages, sending and the live status. Until then the
 * input and the Send button render as they will look (Send disabled while the input is empty).
 */
export function ChatShell({
  project,
  leads,
}: {
  project: { id: number; name: string; status: string; companyCount: number };
  leads: LeadView[];
}) {
  const completed = project.status === "completed";
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section
        className={`${card} flex min-h-[32rem] flex-col lg:col-span-2`}
        aria-labelledby="chat-title"
        data-chat-shell={project.id}
      >
        <header className="flex items-center justify-between gap-3 border-b border-gray-200 p-4 dark:border-gray-800">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-600/15 dark:text-brand-500">
              <Icon name="sparkles" />
            </span>
            <div className="min-w-0">
              <h2 id="chat-title" className="truncate font-semibold">
                {project.name}
              </h2>
              <p className={`text-xs ${muted}`}>AI Research Assistant</p>
            </div>
          </div>
          <span id="chat-status">
            <ResearchStatusBadge status={project.status} />
          </span>
        </header>
        {completed && (
          <p
            role="status"
            className="m-4 mb-0 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800 dark:border-green-900 dark:bg-green-900/30 dark:text-green-300"
          >
            {`Research completed! All ${leads.length} companies found.`}
          </p>
        )}
        <div
          data-chat-messages
          role="log"
          aria-live="polite"
          aria-label="Chat messages"
          className="flex-1 space-y-4 overflow-y-auto p-4"
        />
        <form
          data-chat-form
          className="flex gap-2 border-t border-gray-200 p-4 dark:border-gray-800"
        >
          <label htmlFor="chat-input" className="sr-only">
            Message
          </label>
          <input
            id="chat-input"
            name="content"
            autoComplete="off"
            placeholder={completed ? CHAT_PLACEHOLDER_COMPLETED : CHAT_PLACEHOLDER}
            className={input}
          />
          <button
            type="submit"
            disabled
            className="inline-flex shrink-0 items-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Icon name="send" />
            Send
          </button>
        </form>
      </section>
      <ResearchProgressPanel
        projectId={project.id}
        status={project.status}
        target={project.companyCount}
        leads={leads}
      />
    </div>
  );
}
