import { splitList } from "./domains";

/*
 * How a finished research tells the user how it ended (issue 15): the engine's last chat
 * message, the chat's completed banner and the progress panel's activity line all read these
 * words, so they never disagree. A run that ran out of matching sites before its target says so
 * with the real numbers and a step the user can take, never "All 0 companies found".
 */

/** What the advice reads of a project: where it searched and which words narrowed it. */
export interface SearchScope {
  country: string;
  city?: string | null;
  /** The user's keywords as stored (comma-separated, as the chat edits them). */
  keywords?: string | null;
  /** The exclusions as stored (comma-separated). */
  exclusions?: string | null;
}

/** Whether the run stopped short of its target (the queries ran out of matching sites). */
export function endedShort(found: number, target: number): boolean {
  return found < target;
}

/** The one-line outcome: the target reached, or how many of it the search found. */
export function completionHeadline(found: number, target: number): string {
  return endedShort(found, target)
    ? `Found ${found} of ${target} companies: the search ran out of matching sites.`
    : `Research completed! All ${found} companies found.`;
}

/**
 * What would let a search that ran out find more, most promising first, each something the user
 * can do now: the chat edits keywords and exclusions ('resume' then searches again); the place
 * of a project is fixed, so a wider one is a new project. At most two, so it stays readable.
 * Another decision-maker title is not offered: the title picks a company's contact, never
 * whether the company matches, so it would find no more companies.
 */
export function nextSteps(scope: SearchScope): string[] {
  const steps: string[] = [];
  const city = scope.city?.trim();
  if (city) {
    steps.push(
      `search all of ${scope.country} rather than only ${city} (a new project without the city)`,
    );
  }
  const keywords = splitList(scope.keywords);
  const lastKeyword = keywords.at(-1);
  if (lastKeyword) {
    steps.push(
      `use fewer keywords: type 'remove keyword ${lastKeyword}', then 'resume' to search again`,
    );
  }
  const exclusions = splitList(scope.exclusions);
  const lastExclusion = exclusions.at(-1);
  if (lastExclusion) {
    steps.push(
      `exclude less: type 'remove exclusion ${lastExclusion}', then 'resume' to search again`,
    );
  }
  if (steps.length === 0) {
    steps.push(
      "describe the company type or products more broadly, or try a neighbouring country (a new project)",
    );
  }
  return steps.slice(0, 2);
}

/** "Next step: …; or …." for a search that ran out. */
export function nextStepLine(scope: SearchScope): string {
  return `Next step: ${nextSteps(scope).join("; or ")}.`;
}

/** What the leads hold of the person the user asked for (issue 29: companies are not contacts). */
export interface ContactTally {
  /** The wanted title as the project names it ("Purchase Director", "Other"). */
  title: string;
  /** Leads that name a person with that title. */
  named: number;
  /** Of those, leads with the person's own e-mail or phone. */
  direct: number;
}

/** "The Purchase Director is named at 1 of them, with a direct e-mail or phone at 1." */
export function contactLine(found: number, tally: ContactTally): string {
  const who = tally.title === "Other" ? "A decision maker" : `The ${tally.title}`;
  if (found === 0) return "";
  if (tally.named === 0) return `${who} is named at none of them.`;
  const of = tally.named === found ? `all ${found}` : `${tally.named} of them`;
  const direct =
    tally.direct === 0
      ? "none with a direct e-mail or phone"
      : `with a direct e-mail or phone at ${tally.direct}`;
  return `${who} is named at ${of}, ${direct}.`;
}

/** The assistant's message when the target was reached. */
export function targetReachedMessage(found: number, tally?: ContactTally): string {
  const people = tally ? ` ${contactLine(found, tally)}` : "";
  return `Research completed! I found all ${found} companies you asked for.${people} You can review them in the Results tab or export them to Excel.`;
}

/**
 * The assistant's message when a run ends. It starts with "Research completed" on purpose: the
 * chat's running flag (src/live/chat-contract.ts) reads that word as "stopped".
 */
export function completionMessage(
  found: number,
  target: number,
  scope: SearchScope,
  tally?: ContactTally,
): string {
  if (!endedShort(found, target)) return targetReachedMessage(found, tally);
  const people = tally && found > 0 ? ` ${contactLine(found, tally)}` : "";
  return `Research completed. ${completionHeadline(found, target)}${people} ${nextStepLine(scope)}`;
}
