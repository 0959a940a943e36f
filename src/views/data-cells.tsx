import { type ReactNode, useEffect, useRef } from "react";
import { wireFloatingScrollbar } from "../client/scroll-table";
import { mailtoLink, telLink, webLink } from "../export/links";
import { Icon } from "./icons";

/** Every value in these tables was scraped from a page: links only when plainly safe. */
const linkClass = "text-brand-600 hover:underline dark:text-brand-300";
/** A long address cut to the cell's width; the whole shows in its tooltip. */
const cutClass = "block max-w-52 truncate";

export const EMPTY = "-";

/** A website as an outbound link (http/https only), shown without its scheme. */
export function WebsiteLink({ url }: { url: string | null }) {
  const href = webLink(url);
  if (!href)
    return url?.trim() ? (
      <span data-tooltip={url} className={cutClass}>
        {url}
      </span>
    ) : (
      EMPTY
    );
  const shown = href.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-tooltip={shown}
      className={`${linkClass} ${cutClass}`}
    >
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
    <span className="inline-flex max-w-full items-start gap-1">
      {href ? (
        <a href={href} data-tooltip={text} className={`${linkClass} ${cutClass}`}>
          {text}
        </a>
      ) : (
        <span data-tooltip={text} className={cutClass}>
          {text}
        </span>
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

/** A list table's row, lit under the pointer. */
export const rowClass = "group hover:bg-gray-50 dark:hover:bg-gray-800/40";

/**
 * A wide table that scrolls sideways inside its card, never the page; its first column (the
 * company) stays in view. Its own scrollbar sits below the last row, possibly far below the fold,
 * so src/client/scroll-table.ts adds a floating copy that sticks to the viewport's bottom edge
 * once React has hydrated it; without script the original stays.
 */
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
  const root = useRef<HTMLElement>(null);
  useEffect(() => (root.current ? wireFloatingScrollbar(root.current) : undefined), []);
  // Literal class names, so Tailwind sees them: 1250 px and 850 px (spec §9).
  const width = minWidth === "results" ? "min-w-[1250px]" : "min-w-[850px]";
  return (
    <section ref={root} aria-label={label} data-scroll-table className="relative">
      <div
        data-scroll-body
        // Focusable, so a keyboard can scroll it (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
        tabIndex={0}
        // relative: the containing block of the cells' sr-only (absolute) text, which would
        // otherwise escape the scrolling box and widen the page.
        className="relative overflow-x-auto rounded-b-xl focus-visible:outline-2 focus-visible:outline-brand-500 data-floating:[scrollbar-width:none] data-floating:[&::-webkit-scrollbar]:hidden"
      >
        <table className={`${width} w-full border-collapse text-left text-sm`}>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={c} scope="col" className={i === 0 ? `${th} ${stickyHead}` : th}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          {children}
        </table>
      </div>
      {/* The floating scrollbar: src/client/scroll-table.ts sizes it and keeps it in step. */}
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

/** The company column's cell: it stays at the left edge while the rest scrolls under it. */
export const stickyCell =
  "sticky left-0 z-[1] bg-white group-hover:bg-gray-50 dark:bg-gray-900 dark:group-hover:bg-gray-800";
const stickyHead = "left-0 z-[2] bg-gray-50 dark:bg-gray-800";

/**
 * A long text cut to a few lines; the whole shows in its tooltip on hover and focus, and the clamp
 * lifts on focus,
 * so a keyboard reaches it too.
 */
export function Clamped({
  text,
  lines,
  className = "",
}: {
  text: string;
  lines: 2 | 3;
  className?: string;
}) {
  // Literal class names, so Tailwind sees them.
  const clamp = lines === 2 ? "line-clamp-2" : "line-clamp-3";
  return (
    <span
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the clamped rest of the text
      tabIndex={0}
      data-tooltip={text}
      className={`${clamp} break-words focus:line-clamp-none focus-visible:outline-2 focus-visible:outline-brand-500 ${className}`}
    >
      {text}
    </span>
  );
}

export const th =
  "sticky top-0 border-b border-gray-200 bg-gray-50 px-4 py-3 text-xs font-semibold tracking-wide text-gray-600 uppercase dark:border-gray-800 dark:bg-gray-800/60 dark:text-gray-300";
export const td = "border-b border-gray-100 px-4 py-3 align-top dark:border-gray-800";
