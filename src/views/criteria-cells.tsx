import { criterionLabel } from "../export/criteria";
import { pageLink } from "../export/links";
import type { CriterionView } from "../projects/views";
import { EMPTY, SourceAnchor } from "./data-cells";

/*
 * The verifier's verdict in a table cell: per criterion a mark, its label, the words quoted from
 * the site and a link to the page they are on (http(s) only, new tab, no referrer), so every
 * accept and every rejection can be checked against the company's own pages.
 */

const quoteClass =
  "line-clamp-2 text-xs break-words text-gray-500 italic focus:line-clamp-none focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-400";

/** A lead's criteria, each one line: ✓ label, with the quote that showed it. */
export function VerdictList({
  criteria,
}: {
  criteria: readonly CriterionView[] | null | undefined;
}) {
  const shown = (criteria ?? []).filter((c) => c.criterion !== "site");
  if (shown.length === 0) return <>{EMPTY}</>;
  return (
    <ul className="space-y-1" data-verdict>
      {shown.map((c) => (
        <CriterionLine key={c.criterion} criterion={c} />
      ))}
    </ul>
  );
}

/**
 * Why a company was rejected: the criteria it failed, each with its reason and the quote that
 * decided it; the stored one-line reasoning when the site was never judged.
 */
export function RejectionReasons({
  criteria,
  reasoning,
}: {
  criteria: CriterionView[] | undefined;
  reasoning: string;
}) {
  const failed = (criteria ?? []).filter((c) => !c.met);
  if (failed.length === 0) return <span className="whitespace-pre-line">{reasoning}</span>;
  return (
    <ul className="space-y-1" data-verdict>
      {failed.map((c) => (
        <CriterionLine key={c.criterion} criterion={c} withReason />
      ))}
    </ul>
  );
}

function CriterionLine({
  criterion,
  withReason = false,
}: {
  criterion: CriterionView;
  withReason?: boolean;
}) {
  const href = pageLink(criterion.url);
  const label = criterionLabel(criterion.criterion);
  return (
    <li data-criterion={criterion.criterion} data-met={criterion.met ? "true" : "false"}>
      <span className="inline-flex items-start gap-1">
        <span
          aria-hidden="true"
          className={criterion.met ? "text-green-600 dark:text-green-500" : "text-red-600"}
        >
          {criterion.met ? "✓" : "✗"}
        </span>
        <span className="sr-only">{criterion.met ? "Met:" : "Not met:"}</span>
        <span data-tooltip={criterion.reason}>
          <span className="font-medium">{label}</span>
          {withReason && <span>: {criterion.reason}</span>}
        </span>
        {href && <SourceAnchor href={href} label={<>{label.toLowerCase()} evidence</>} />}
      </span>
      {criterion.quote && (
        // Two lines; the whole in its tooltip (hover and focus), and the clamp lifts on focus.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the clamped rest of the quote
        <q tabIndex={0} data-tooltip={criterion.quote} className={quoteClass}>
          {criterion.quote}
        </q>
      )}
    </li>
  );
}
