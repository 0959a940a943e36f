import type { StoredCriterion } from "../../db/schema/results";
import { pageLink } from "./links";

/*
 * The verifier's verdict per criterion as people read it: a label per criterion, and one line
 * each, "✓ quote (page)" when the site showed it, "✗ reason" when it did not. Shared by the
 * tables and the exports so the two always say the same.
 */

/** The criteria in the order they are shown, with their labels. */
export const CRITERION_LABELS = {
  site: "Website",
  country: "Country",
  city: "City",
  companyType: "Company type",
  products: "Products",
  keywords: "Keywords",
  exclusions: "Exclusions",
} as const satisfies Record<string, string>;

export type CriterionName = keyof typeof CRITERION_LABELS;

/** The label of a criterion; an unknown name (a newer verifier's) is shown as it is. */
export function criterionLabel(name: string): string {
  return Object.hasOwn(CRITERION_LABELS, name) ? CRITERION_LABELS[name as CriterionName] : name;
}

/** A criterion by name from a verdict, if it was judged. */
export function criterionOf(
  criteria: readonly StoredCriterion[] | null | undefined,
  name: string,
): StoredCriterion | undefined {
  return criteria?.find((c) => c.criterion === name);
}

/** One line for a criterion: "✓ “quote” (url)" or "✓ reason" when met, "✗ reason" when not. */
export function criterionText(criterion: StoredCriterion): string {
  if (!criterion.met) {
    const quote = criterion.quote ? ` “${criterion.quote}”` : "";
    return `✗ ${criterion.reason}${quote}${sourceSuffix(criterion)}`;
  }
  const shown = criterion.quote ? `“${criterion.quote}”` : criterion.reason;
  return `✓ ${shown}${sourceSuffix(criterion)}`;
}

function sourceSuffix(criterion: StoredCriterion): string {
  const link = pageLink(criterion.url);
  return link ? ` (${link})` : "";
}
