import type { ReactNode } from "react";
import { mailtoLink, telLink, webLink } from "../export/links";
import { Icon } from "./icons";

/** Every value in these tables was scraped from a page: links only when plainly safe. */
const linkClass = "whitespace-nowrap text-brand-600 hover:underline dark:text-brand-500";

export const EMPTY = "-";

/** A website as an outbound link (http/https only), shown without its scheme. */
export function WebsiteLink({ url }: { url: string | null }) {
  const href = webLink(url);
  if (!href) return <>{url?.trim() || EMPTY}</>;
  const shown = href.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {shown}
    </a>
  );
}

/**
 * A contact value (email or phone) with the page it was found on, so every shown contact can be
 * traced to its source (DESIGN: never fabricate). '-' when there is none.
 */
export function ContactValue({
  kind,
  value,
  source,
  label,
}: {
  kind: "email" | "phone";
  value: string | null;
  source: string | null;
  label: string;
}) {
  const text = value?.trim();
  if (!text) return <>{EMPTY}</>;
  const href = kind === "email" ? mailtoLink(text) : telLink(text);
  return (
    <span className="inline-flex items-start gap-1">
      {href ? (
        <a href={href} className={linkClass}>
          {text}
        </a>
      ) : (
        <span className="whitespace-nowrap">{text}</span>
      )}
      <SourceLink source={source} label={label} />
    </span>
  );
}

/** A small link to the page a value came from; its address also shows as a tooltip (islands/tooltip.ts). */
export function SourceLink({ source, label }: { source: string | null; label: ReactNode }) {
  const href = webLink(source);
  return href ? <SourceAnchor href={href} label={label} /> : null;
}

/** SourceLink's anchor, for an address already checked (a criterion's quoted page). */
export function SourceAnchor({ href, label }: { href: string; label: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-tooltip={`Source: ${href}`}
      className="mt-0.5 shrink-0 text-gray-400 hover:text-brand-600 dark:text-gray-500 dark:hover:text-brand-500"
      data-source
    >
      <Icon name="external" className="h-3 w-3" />
      <span className="sr-only">Source page of the {label}</span>
    </a>
  );
}

/**
 * A wide table that scrolls sideways inside its card. Its own scrollbar sits below the last row,
 * possibly far below the fold, so src/client/workspace.ts adds a floating copy that sticks to the
 * viewport's bottom edge and hides the original; without script the original stays.
 */
/** A list table's row, lit under the pointer. */
export const rowClass = "hover:bg-gray-50 dark:hover:bg-gray-800/40";

export function ScrollTable({
  minWidth,
  label,
  columns,
  children,
}: {
  minWidth: "results" | "rejected";
  label: string;
  /** The header row's column names. */
  columns: readonly string[];
  /** The table's body. */
  children: ReactNode;
}) {
  // Literal class names, so Tailwind sees them: 1250 px and 850 px (spec §9).
  const width = minWidth === "results" ? "min-w-[1250px]" : "min-w-[850px]";
  return (
    <section aria-label={label} data-scroll-table className="relative">
      <div
        data-scroll-body
        className="overflow-x-auto rounded-b-xl data-floating:[scrollbar-width:none] data-floating:[&::-webkit-scrollbar]:hidden"
      >
        <table className={`${width} w-full border-collapse text-left text-sm`}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className={th}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          {children}
        </table>
      </div>
      {/* The floating scrollbar: src/client/workspace.ts sizes it and keeps it in step. */}
      <div
        hidden
        aria-hidden="true"
        data-scroll-float
        className="sticky bottom-0 z-10 overflow-x-auto overflow-y-hidden border-t border-gray-200 bg-white/90 dark:border-gray-800 dark:bg-gray-900/90"
      >
        <div data-scroll-spacer className="h-px" />
      </div>
    </section>
  );
}

export const th =
  "sticky top-0 border-b border-gray-200 bg-gray-50 px-4 py-3 text-xs font-semibold tracking-wide text-gray-600 uppercase dark:border-gray-800 dark:bg-gray-800/60 dark:text-gray-300";
export const td = "border-b border-gray-100 px-4 py-3 align-top dark:border-gray-800";
