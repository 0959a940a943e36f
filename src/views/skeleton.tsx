import { btn, card } from "./ui";

const bone = "animate-pulse rounded-md bg-gray-200 dark:bg-gray-800";

/** Placeholder cards while the project area loads (shown by htmx's request class). */
export function ProjectListSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className={`${card} space-y-3 p-5`}>
          <div className={`${bone} h-5 w-2/3`} />
          <div className={`${bone} h-4 w-1/3`} />
          <div className={`${bone} h-4 w-1/2`} />
        </div>
      ))}
    </div>
  );
}

/**
 * Placeholder bubbles while the chat loads its messages (spec §2: a skeleton while the research
 * page loads). The page is normally rendered with the messages; this covers the rare render
 * without them, until the chat island has fetched them.
 */
export function ChatMessagesSkeleton() {
  return (
    <li data-skeleton="chat-messages" className="space-y-4">
      <span className="sr-only">Loading messages...</span>
      <div aria-hidden="true" className="space-y-4">
        <div className="flex justify-end">
          <div className={`${bone} h-10 w-1/2`} />
        </div>
        <div className={`${bone} h-16 w-full`} />
        <div className="flex justify-end">
          <div className={`${bone} h-10 w-1/3`} />
        </div>
      </div>
    </li>
  );
}

/**
 * Shown by src/client/workspace.ts when a request from this page has waited more than 10 s (spec
 * §2, §9): by then the session has most likely expired, and a reload is the way out.
 */
export function SessionTimeoutCard() {
  return (
    <div
      hidden
      data-session-timeout
      role="alertdialog"
      aria-labelledby="session-timeout-title"
      aria-describedby="session-timeout-message"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <div className={`${card} w-full max-w-md p-6 text-center`}>
        <h2 id="session-timeout-title" className="text-lg font-semibold">
          Session Timeout
        </h2>
        <p id="session-timeout-message" className="mt-2 text-sm text-gray-600 dark:text-gray-400">
          Your session appears to have expired. Please refresh the page to continue.
        </p>
        <button type="button" data-reload className={`${btn.primary} mt-6`}>
          Refresh Page
        </button>
      </div>
    </div>
  );
}
