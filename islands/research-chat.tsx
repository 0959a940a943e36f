import { type FormEvent, useState } from "react";
import { ChatMessage } from "../src/client/research/chat-message";
import {
  chatPlaceholder,
  confirmationVisible,
  lastAssistant,
  statusPill,
} from "../src/client/research/chat-rules";
import { useFollowBottom } from "../src/client/research/chat-scroll";
import {
  type ResearchState,
  type ResearchStore,
  shownProgress,
} from "../src/client/research/project-store";
import { useResearch } from "../src/client/research/use-research";
import { completionHeadline, endedShort, nextStepLine } from "../src/projects/completion-note";
import { Icon } from "../src/views/icons";
import { ChatMessagesSkeleton } from "../src/views/skeleton";
import { ResearchStatusBadge } from "../src/views/status-badge";
import { btn, card, input, muted } from "../src/views/ui";

/**
 * The Research Chat (spec §2 Chat tab, §4 chat flows): header with the status, the messages as
 * the display queue releases them, the confirmation block, and the input. Shares the page's
 * store with the other research islands.
 */
export default function ResearchChat({ projectId }: { projectId: number }) {
  const [state, store] = useResearch(projectId);
  const { project, messages, sending, confirming } = state;
  const [draft, setDraft] = useState("");
  // Typing dismisses the confirmation prompt until the assistant says something new.
  const promptKey = lastAssistant(messages)?.id ?? 0;
  const [dismissedPrompt, setDismissedPrompt] = useState<number | null>(null);
  const showConfirmation = confirmationVisible({
    status: project.status,
    messages,
    dismissed: dismissedPrompt === promptKey,
    busy: sending || confirming,
  });

  const onDraft = (value: string) => {
    setDraft(value);
    if (value.trim()) setDismissedPrompt(promptKey);
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const text = draft;
    if (!text.trim() || sending) return;
    setDraft("");
    // A failed send gives the text back, unless something new was typed meanwhile.
    if (!(await store.send(text))) setDraft((current) => current || text);
  };

  return (
    <section
      className={`${card} flex h-[36rem] flex-col`}
      aria-labelledby="chat-title"
      data-chat={project.id}
      // Whether live events arrive or the page polls (for tests and for whoever debugs it).
      data-live={state.connected ? "connected" : "polling"}
    >
      <ChatHeader state={state} />
      <CompletedBanner state={state} />
      <ChatLog state={state} />
      {showConfirmation && <ConfirmationBlock store={store} confirming={confirming} />}
      <form
        data-chat-form
        onSubmit={onSubmit}
        className="flex gap-2 border-t border-gray-200 p-4 dark:border-gray-800"
      >
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <input
          id="chat-input"
          name="content"
          autoComplete="off"
          value={draft}
          onChange={(e) => onDraft(e.target.value)}
          placeholder={chatPlaceholder(project.status)}
          className={input}
        />
        <button type="submit" disabled={!draft.trim() || sending} className={btn.primary}>
          <Icon name="send" />
          Send
        </button>
      </form>
    </section>
  );
}

function ChatHeader({ state }: { state: ResearchState }) {
  const pill = statusPill({ ...state, status: state.project.status });
  return (
    <header className="flex items-center justify-between gap-3 border-b border-gray-200 p-4 dark:border-gray-800">
      <div className="flex min-w-0 items-center gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-600/15 dark:text-brand-500">
          <Icon name="sparkles" />
        </span>
        <div className="min-w-0">
          <h2 id="chat-title" className="truncate font-semibold">
            {state.project.name}
          </h2>
          <p className={`text-xs ${muted}`}>AI Research Assistant</p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {pill && (
          <span
            className="inline-flex items-center gap-1.5 rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-700 dark:bg-blue-900/40 dark:text-blue-300"
            data-testid="chat-status-pill"
          >
            <span
              className="h-1.5 w-1.5 animate-pulse rounded-full bg-current"
              aria-hidden="true"
            />
            {pill}
          </span>
        )}
        <span id="chat-status">
          <ResearchStatusBadge project={state.project} />
        </span>
      </div>
    </header>
  );
}

/**
 * How the finished research ended, in the words of the engine's last message (issue 15): all
 * companies found, or how many of the target the search found before it ran out, with a step
 * that could find more.
 */
function CompletedBanner({ state }: { state: ResearchState }) {
  const { project } = state;
  if (project.status !== "completed") return null;
  const { found } = shownProgress(state);
  const short = endedShort(found, project.companyCount);
  return (
    <div
      role="status"
      data-completed-banner={short ? "short" : "target"}
      className={`m-4 mb-0 rounded-lg border p-3 text-sm ${short ? shortTone : reachedTone}`}
    >
      <p>{completionHeadline(found, project.companyCount)}</p>
      {short && (
        <p className="mt-1">
          {nextStepLine({
            country: project.country ?? "",
            city: project.city,
            keywords: project.keywords,
            exclusions: project.exclusions,
          })}
        </p>
      )}
    </div>
  );
}

const reachedTone =
  "border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-900/30 dark:text-green-300";
const shortTone =
  "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-900/30 dark:text-amber-200";

function ChatLog({ state }: { state: ResearchState }) {
  const { viewport, content, away, onScroll, toBottom } = useFollowBottom();
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={viewport}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label="Chat messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
        tabIndex={0}
        className="h-full overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-brand-500"
        data-chat-messages
      >
        <ol ref={content} className="space-y-4">
          {state.messages.map((m) => (
            <ChatMessage key={m.id} message={m} />
          ))}
          {!state.messagesLoaded && <ChatMessagesSkeleton />}
          {state.sending && (
            <li className={`flex items-center gap-2 text-sm ${muted}`} data-testid="thinking">
              <span
                className="h-2 w-2 animate-pulse rounded-full bg-brand-500"
                aria-hidden="true"
              />
              Assistant is thinking...
            </li>
          )}
        </ol>
      </div>
      <button
        type="button"
        hidden={!away}
        onClick={toBottom}
        aria-label="Scroll to bottom"
        data-tooltip="Scroll to bottom"
        className={`${btn.secondary} absolute right-4 bottom-4 h-9 w-9 rounded-full px-0 py-0 shadow-md`}
      >
        <Icon name="arrowLeft" className="h-4 w-4 -rotate-90" />
      </button>
    </div>
  );
}

/** Spec §4: 'Cancel research' sends that chat message; "Yes, let's go!" confirms. */
function ConfirmationBlock({ store, confirming }: { store: ResearchStore; confirming: boolean }) {
  return (
    <fieldset
      className="mx-4 mb-2 flex flex-wrap items-center justify-end gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 dark:border-brand-600/30 dark:bg-brand-600/10"
      data-confirmation
    >
      <legend className="sr-only">Start the research?</legend>
      <button type="button" className={btn.secondary} onClick={() => void store.cancelResearch()}>
        Cancel research
      </button>
      <button
        type="button"
        className={btn.primary}
        disabled={confirming}
        onClick={() => void store.confirm()}
      >
        Yes, let's go!
      </button>
    </fieldset>
  );
}
