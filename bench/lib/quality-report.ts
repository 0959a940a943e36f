import type { TokenUsage } from "../../src/research/ports.ts";
import { describeCheck } from "./contact-provenance.ts";
import {
  fabricated,
  type ProfileScore,
  sumScores,
  type Tally,
  wronglySourced,
} from "./profile-score.ts";
import type { BenchRejection, ProfileRun, RunResults } from "./research-harness.ts";

/* The research-quality benchmark's printout: one block per profile, then the totals. */

/** One profile's run, what it left behind and its score. */
export interface ScoredRun {
  name: string;
  decisionMaker: string;
  run: Pick<ProfileRun, "end" | "wallMs">;
  results: Pick<RunResults, "rejected" | "promptTokens" | "completionTokens">;
  score: ProfileScore;
}

export const DEFINITIONS = [
  "precision   accepted companies that match the profile / accepted",
  "recall      accepted matches / matches whose homepage robots.txt lets a polite crawler read",
  "            (raw recall: / all matches in the corpus)",
  "decision    of the leads whose company names the wanted person on a readable page",
  "maker       (expectedDecisionMaker), how many show exactly that name / title; email and",
  "            phone over the leads whose expected person has one on the site",
  "fabricated  a contact value shown that no readable page of the company's site shows",
  "            (entities, whitespace, email disguises and phone formats normalised)",
  "bad source  a value on the site whose source URL is not a readable page showing it",
  "tokens      prompt + completion tokens the project spent / accepted leads",
];

/** "84.6% (11/13)", or "n/a (0/0)" when nothing was counted. */
export function ratio(part: number, whole: number): string {
  const share = whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : "n/a";
  return `${share} (${part}/${whole})`;
}

const tallyText = (t: Tally) => ratio(t.correct, t.of);

/** Why a missed company was not accepted: its rejection reasoning, or never a candidate. */
export function missReason(domain: string, rejected: readonly BenchRejection[]): string {
  const rejection = rejected.find((r) => r.domain === domain);
  return rejection ? `rejected: ${rejection.reasoning}` : "never a candidate (not found by search)";
}

function tokenLine(prompt: number, completion: number, accepted: number): string {
  const perLead = accepted > 0 ? Math.round((prompt + completion) / accepted) : 0;
  return `tokens ${prompt.toLocaleString("en")} prompt + ${completion.toLocaleString("en")} completion; per accepted lead ${accepted > 0 ? perLead.toLocaleString("en") : "n/a"}`;
}

/** Lines shared by a profile's block and the totals. */
function figureLines(
  score: ProfileScore,
  tokens: { prompt: number; completion: number },
): string[] {
  const dm = score.decisionMaker;
  return [
    `accepted ${score.accepted}; precision ${ratio(score.correct, score.accepted)}; recall ${ratio(score.correct, score.expectedReadable)}; raw recall ${ratio(score.correct, score.expected)}`,
    `decision maker (${dm.expected} leads with an expected person): name ${tallyText(dm.name)}, title ${tallyText(dm.title)}, email ${tallyText(dm.email)}, phone ${tallyText(dm.phone)}; a person shown where the site names none: ${dm.unexpectedPerson}`,
    `contact values shown ${score.values.length}: fabricated ${fabricated(score).length}, bad source ${wronglySourced(score).length}`,
    tokenLine(tokens.prompt, tokens.completion, score.accepted),
  ];
}

/** A profile's block: its figures, then every wrong, missed or unsupported company or value. */
export function profileBlock(scored: ScoredRun): string[] {
  const { score, results } = scored;
  const lines = [
    `${scored.name} [decision maker: ${scored.decisionMaker}]: ${scored.run.end} in ${(scored.run.wallMs / 1000).toFixed(1)} s`,
    ...figureLines(score, { prompt: results.promptTokens, completion: results.completionTokens }),
    ...score.wrong.map((d) => `wrong: ${d}`),
    ...score.missed.map((d) => `missed: ${d}: ${missReason(d, results.rejected)}`),
    ...score.decisionMaker.mismatches.map((m) => `decision maker: ${m}`),
    ...fabricated(score).map((v) => `fabricated: ${describeCheck(v)}`),
    ...wronglySourced(score).map((v) => `bad source: ${describeCheck(v)}`),
  ];
  return lines.map((line, i) => (i === 0 ? line : `  ${line}`));
}

/** The totals block over all profiles. */
export function totalBlock(runs: readonly ScoredRun[]): string[] {
  const score = sumScores(runs.map((r) => r.score));
  const tokens = {
    prompt: runs.reduce((n, r) => n + r.results.promptTokens, 0),
    completion: runs.reduce((n, r) => n + r.results.completionTokens, 0),
  };
  const wallMs = runs.reduce((n, r) => n + r.run.wallMs, 0);
  return [
    `TOTAL over ${runs.length} profiles: ${(wallMs / 1000).toFixed(1)} s of runs`,
    ...figureLines(score, tokens).map((line) => `  ${line}`),
  ];
}

/** Where the tokens went: each task's prompt and completion tokens and its share per lead. */
export function tokensByTaskBlock(
  byTask: ReadonlyMap<string, TokenUsage>,
  runs: readonly ScoredRun[],
): string[] {
  // The offline rules model spends nothing: no block.
  if ([...byTask.values()].every((u) => u.promptTokens + u.completionTokens === 0)) return [];
  const accepted = sumScores(runs.map((r) => r.score)).accepted;
  return [
    "  tokens by task:",
    ...[...byTask].map(
      ([task, usage]) =>
        `    ${task}: ${tokenLine(usage.promptTokens, usage.completionTokens, accepted)}`,
    ),
  ];
}
