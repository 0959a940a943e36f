import { z } from "zod";

/*
 * The verifier's answer, shared by the model verifier (parsed from the model's JSON) and the
 * rules (which produce it directly): accept or not, with a verdict and reason per criterion, and
 * for a criterion decided by something the site says, that text quoted and the page it is on.
 */

export const criterionNames = [
  "site",
  "country",
  "city",
  "companyType",
  "products",
  "keywords",
  "exclusions",
] as const;

export const QUOTE_MAX = 200;
export const REASON_MAX = 300;

/**
 * Text shortened to at most `max` characters at a word boundary, an ellipsis marking the cut: a
 * reason is a sentence the user reads, never "designed and buil".
 */
export function shortened(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const room = trimmed.slice(0, Math.max(0, max - 1));
  // Cut before the word the limit falls in, unless the limit falls right after a word.
  const whole = /\s/.test(trimmed[max - 1] ?? " ") ? room : room.replace(/\s*\S*$/, "");
  const kept = (whole || room).replace(/[\s,;:.(\-–]+$/, "");
  return `${kept}…`;
}

export const criterionSchema = z.object({
  criterion: z.enum(criterionNames),
  met: z.boolean(),
  reason: z.string().min(1).max(REASON_MAX),
  /** Words copied from the visible text of a page that decided the criterion. */
  quote: z.string().min(1).max(QUOTE_MAX).optional(),
  /** The page the quote is on. */
  url: z.string().max(2048).optional(),
});

export type Criterion = z.infer<typeof criterionSchema>;

export const verdictSchema = z.object({
  accept: z.boolean(),
  criteria: z.array(criterionSchema).min(1).max(criterionNames.length),
  /** The company's industry in English, when the pages say it. */
  industry: z.string().max(200).optional(),
});

export type Verdict = z.infer<typeof verdictSchema>;

/** One line for the stored reasoning: the failed criteria first, as the user reads them. */
export function reasoningOf(verdict: Verdict): string {
  const failed = verdict.criteria.filter((c) => !c.met);
  const shown = verdict.accept ? verdict.criteria : failed;
  return shown.map((c) => c.reason).join("; ");
}
