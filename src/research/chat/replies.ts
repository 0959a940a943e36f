import { CONFIRM_PROMPT } from "../../live/chat-contract";
import {
  type ContactTally,
  completionMessage,
  type SearchScope,
  targetReachedMessage,
} from "../../projects/completion-note";
import { type LeadView, titleWithEnglish } from "../../projects/views";
import { OTHER_DECISION_MAKER, wantedTitle } from "../decision-makers.ts";
import type { QueryPlan } from "../plan/query-plan.ts";

/*
 * The assistant's words. The client's running flag (spec §4) listens for some of them (the
 * contract in live/chat-contract.ts): "searching", "analyzing", "finding companies", "research
 * has been resumed" mark research as running; "research complete", "completed" and "error" mark
 * it as stopped. Each reply below uses them on purpose, and only where they are true.
 */

export const CONFIRM_QUESTION = CONFIRM_PROMPT;

interface ProjectWords {
  name: string;
  companyType: string;
  country: string;
  city: string | null;
  companyCount: number;
  decisionMaker: string;
  decisionMakerTitle?: string | null;
}

/** Whom the plan looks for: the chosen or typed title; 'Other' alone is whoever decides. */
const sought = (p: ProjectWords) => {
  const title = wantedTitle(p);
  return title === OTHER_DECISION_MAKER ? "decision maker (whoever leads the company)" : title;
};

const place = (p: ProjectWords) => (p.city ? `${p.city}, ${p.country}` : p.country);

/** Nouns a typed company type may already end with: "Service company" needs no "companies". */
const COMPANY_NOUNS: Record<string, string> = {
  company: "companies",
  companies: "companies",
  firm: "firms",
  firms: "firms",
  business: "businesses",
  businesses: "businesses",
  enterprise: "enterprises",
  enterprises: "enterprises",
};

/** "Manufacturer" → "Manufacturer companies"; "Service company" → "Service companies". */
export function companiesOf(companyType: string): string {
  const type = companyType.trim();
  const last = /(\S+)$/.exec(type)?.[1] ?? "";
  const plural = COMPANY_NOUNS[last.toLowerCase()];
  if (!plural) return `${type} companies`;
  const word =
    last[0] === last[0]?.toUpperCase() ? plural[0]?.toUpperCase() + plural.slice(1) : plural;
  return `${type.slice(0, type.length - last.length)}${word}`;
}

export function planReply(project: ProjectWords, plan: QueryPlan, userKeywords: string[]): string {
  const keywords = plan.aiKeywords.length > 0 ? plan.aiKeywords.join(", ") : "none needed";
  const queries = plan.queries
    .map((q, i) => `${i + 1}. ${q.query}${q.translatedQuery ? ` (${q.translatedQuery})` : ""}`)
    .join("\n");
  return [
    `Here is my research plan for "${project.name}".`,
    `I will look for ${project.companyCount} ${companiesOf(project.companyType)} in ${place(project)}, check each one against your profile on its own website, and find the ${sought(project)} with their contact details.`,
    userKeywords.length > 0 ? `Your keywords: ${userKeywords.join(", ")}` : "",
    `AI keywords: ${keywords}`,
    `Search queries:\n${queries}`,
    CONFIRM_QUESTION,
  ]
    .filter(Boolean)
    .join("\n\n");
}

export const confirmedReply = (p: ProjectWords) =>
  `Great, I'm now searching for ${companiesOf(p.companyType)} in ${place(p)}. I'll verify each one against your profile and post progress here as I go.`;

export const runStartedReply = (found: number, target: number) =>
  found > 0
    ? `Searching the web and analyzing company websites: ${found} of ${target} companies found so far.`
    : `Searching the web and analyzing company websites for your ${target} companies...`;

export const resumedReply = (found: number, target: number) =>
  `The research has been resumed. Searching for more companies: ${found} of ${target} found so far.`;

export const pausedReply = (found: number, target: number) =>
  `Research paused with ${found} of ${target} companies found. Type 'resume' to continue.`;

export const cancelledReply = (found: number) =>
  found > 0
    ? `Research cancelled. The ${found} companies found so far stay in your results. Type 'Start research' when you want to continue.`
    : "Research cancelled. Nothing was spent. Type 'Start research' when you are ready.";

export const targetReachedReply = targetReachedMessage;

/** Every query of the plan used, fewer companies than asked for: the numbers and a next step. */
export const exhaustedReply = (
  found: number,
  target: number,
  scope: SearchScope,
  tally?: ContactTally,
) => completionMessage(found, target, scope, tally);

export const outOfCreditsReply = (found: number, target: number) =>
  `Research paused: you have no credits left (${found} of ${target} companies found). Your credits renew monthly, or you can upgrade your plan; then type 'resume' to continue.`;

export const failedReply = () =>
  "An error stopped the research. Your results so far are saved; type 'resume' to try again.";

export const moreReply = (added: number, target: number, capped: boolean) =>
  `Searching for ${added} more companies (new target: ${target}).${capped ? " A project holds at most 50 companies, so I raised the target to 50." : ""}`;

export const atLimitReply = () =>
  "This project already has the maximum of 50 companies. Create a new research project to find more.";

export const alreadyRunningReply = (found: number, target: number) =>
  `The research is already running: searching for companies, ${found} of ${target} found so far.`;

export const notPreparedReply = () =>
  "There is no research plan to confirm yet. Type 'Start research' and I will prepare one.";

export const keywordAddedReply = (term: string) =>
  `Added the keyword "${term}". New searches will use it.`;
export const keywordRemovedReply = (term: string, found: boolean) =>
  found ? `Removed the keyword "${term}".` : `"${term}" is not one of the keywords.`;
export const exclusionAddedReply = (term: string) =>
  `Added the exclusion "${term}": matching companies will be rejected from now on.`;
export const exclusionRemovedReply = (term: string, found: boolean) =>
  found ? `Removed the exclusion "${term}".` : `"${term}" is not one of the exclusions.`;

export const helpReply = () =>
  "I can research companies that match this project's profile. Type 'Start research' to see the plan, 'pause' or 'resume' a running research, 'find 10 more companies' once it is done, 'add keyword …' or 'exclude …' to refine it, or ask about a company in your results.";

export type CompanyAnswerFacts = Pick<
  LeadView,
  | "companyName"
  | "website"
  | "industry"
  | "companyDescription"
  | "contactName"
  | "contactTitle"
  | "contactTitleEnglish"
  | "contactEmail"
  | "contactPhone"
  | "companyEmail"
  | "companyPhone"
  | "contactNameSource"
  | "contactEmailSource"
  | "companyEmailSource"
>;

/** What we know of a found company, each value as stored (read from its pages). */
export function companyAnswer(lead: CompanyAnswerFacts): string {
  const lines = [`${lead.companyName} (${lead.website})`];
  if (lead.industry) lines.push(`Industry: ${lead.industry}`);
  if (lead.companyDescription) lines.push(`What it does: ${lead.companyDescription}`);
  const title = lead.contactTitle && titleWithEnglish(lead.contactTitle, lead.contactTitleEnglish);
  const person = [lead.contactName, title].filter(Boolean).join(", ");
  lines.push(`Decision maker: ${person || "No contact found"}`);
  if (lead.contactEmail) lines.push(`Email: ${lead.contactEmail}`);
  if (lead.contactPhone) lines.push(`Phone: ${lead.contactPhone}`);
  if (lead.companyEmail) lines.push(`Company email: ${lead.companyEmail}`);
  if (lead.companyPhone) lines.push(`Company phone: ${lead.companyPhone}`);
  const sources = [lead.contactNameSource, lead.contactEmailSource, lead.companyEmailSource]
    .filter((s): s is string => Boolean(s))
    .filter((s, i, all) => all.indexOf(s) === i);
  if (sources.length > 0) lines.push(`Found on: ${sources.join(", ")}`);
  return lines.join("\n");
}
