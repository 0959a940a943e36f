import type { ReactNode } from "react";

export const researchTabs = ["chat", "results", "rejected", "icp"] as const;
export type ResearchTab = (typeof researchTabs)[number];

/** `?tab=` to a tab; anything unknown opens the chat. */
export function parseTab(value: string | null | undefined): ResearchTab {
  return researchTabs.find((t) => t === value) ?? "chat";
}

/**
 * An ARIA tablist whose tabs are links to `?tab=...`: without script each opens its tab by a
 * page load (and deep links work); src/client/workspace.ts switches panels in place, with arrow
 * keys, and keeps the address in step.
 */
export function Tabs({
  selected,
  tabs,
}: {
  selected: ResearchTab;
  tabs: { id: ResearchTab; label: string; panel: ReactNode }[];
}) {
  return (
    <div data-tabs>
      <div
        role="tablist"
        aria-label="Research sections"
        className="flex gap-1 overflow-x-auto rounded-lg bg-gray-100 p-1 dark:bg-gray-800/60"
      >
        {tabs.map((t) => (
          <a
            key={t.id}
            role="tab"
            id={`tab-${t.id}`}
            href={`?tab=${t.id}`}
            data-tab={t.id}
            aria-controls={`panel-${t.id}`}
            aria-selected={t.id === selected}
            tabIndex={t.id === selected ? 0 : -1}
            className="flex-1 rounded-md px-3 py-2 text-center text-sm font-medium whitespace-nowrap text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500 aria-selected:bg-white aria-selected:text-gray-900 aria-selected:shadow-sm dark:text-gray-400 dark:hover:text-gray-100 dark:aria-selected:bg-gray-700 dark:aria-selected:text-gray-100"
          >
            {t.label}
          </a>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`panel-${t.id}`}
          aria-labelledby={`tab-${t.id}`}
          hidden={t.id !== selected}
          className="mt-6"
        >
          {t.panel}
        </div>
      ))}
    </div>
  );
}
