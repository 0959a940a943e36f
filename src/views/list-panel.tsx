import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import type { IconName } from "./icons";
import { card } from "./ui";

/**
 * A research tab's list in its card (Results, Rejected Companies): a header with the heading, its
 * subtitle and what stands beside them, then the table, or the empty state when there is none.
 */
export function ListPanel({
  titleId,
  heading,
  subtitle,
  classes,
  aside,
  empty,
  children,
}: {
  titleId: string;
  heading: string;
  subtitle: string;
  /** The header row's, the title block's and the subtitle's classes. */
  classes: { header: string; titleBlock?: string; subtitle: string };
  aside: ReactNode;
  /** The empty state, shown instead of the table; undefined when there are rows. */
  empty: { icon: IconName; title: string; description: string } | undefined;
  children: ReactNode;
}) {
  return (
    <section className={card} aria-labelledby={titleId}>
      <div className={classes.header}>
        <div className={classes.titleBlock}>
          <h2 id={titleId} className="text-xl font-semibold">
            {heading}
          </h2>
          <p className={classes.subtitle}>{subtitle}</p>
        </div>
        {aside}
      </div>
      {empty ? <EmptyState {...empty} /> : children}
    </section>
  );
}
