import { z } from "zod";
import { modelTask } from "../ports.ts";

/*
 * What a chat message asks for. The language model (or the rules model offline) reads the
 * message and answers with one intent and its arguments; the assistant then acts on that value
 * alone, so nothing a user or a page writes is ever executed.
 */

export const intentNames = [
  "start",
  "confirm",
  "cancel",
  "pause",
  "resume",
  "more",
  "add-keyword",
  "remove-keyword",
  "add-exclusion",
  "remove-exclusion",
  "question",
  "other",
] as const;

export const intentSchema = z.object({
  intent: z.enum(intentNames),
  /** How many more companies, for "more". */
  count: z.number().int().min(1).max(50).optional(),
  /** The keyword or exclusion to add or remove. */
  term: z.string().min(1).max(200).optional(),
  /** The found company a question is about. */
  company: z.string().min(1).max(255).optional(),
});

export type ChatIntent = z.infer<typeof intentSchema>;

export const intentRequestSchema = z.object({
  message: z.string().max(4000),
  status: z.string().max(50),
  /** Names of the companies found so far, so a question can name one. */
  companies: z.array(z.string().max(255)).max(200),
});

export type IntentRequest = z.infer<typeof intentRequestSchema>;

const INTENT_SYSTEM = `You route a user's chat message in a lead research assistant to one intent:
start (begin researching / make a plan), confirm (yes, go ahead), cancel (cancel the research),
pause, resume, more (find more companies; count = how many, if said), add-keyword / remove-keyword
and add-exclusion / remove-exclusion (term = the keyword or exclusion), question (about one of the
found companies; company = its name as listed), or other. Answer with JSON only.`;

/** Asks the model what a message wants. */
export const readIntent = modelTask<IntentRequest, ChatIntent>(
  "chat-intent",
  INTENT_SYSTEM,
  intentSchema,
);

const clean = (term: string) =>
  term
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’.!?]+$/g, "")
    .trim()
    .slice(0, 200);

/** The rules model's reading: the product's own phrases and their common variants. */
export function intentByRules(request: IntentRequest): ChatIntent {
  const text = request.message.trim();
  const lower = text.toLowerCase();
  const term = (pattern: RegExp): string | undefined => {
    const match = pattern.exec(text);
    // The pattern's alternatives each capture: the term is whichever group matched.
    const value = match?.slice(1).find((group) => group !== undefined);
    return value ? clean(value) || undefined : undefined;
  };

  const removeKeyword = term(/\b(?:remove|drop|delete)\s+(?:the\s+)?keyword\s+(.+)/i);
  if (removeKeyword) return { intent: "remove-keyword", term: removeKeyword };
  const addKeyword = term(/\b(?:add|include|use)\s+(?:the\s+)?keyword\s+(.+)/i);
  if (addKeyword) return { intent: "add-keyword", term: addKeyword };
  const removeExclusion = term(
    /\b(?:remove|drop|delete)\s+(?:the\s+)?exclusion\s+(.+)|\b(?:stop excluding|don't exclude|do not exclude)\s+(.+)/i,
  );
  if (removeExclusion) return { intent: "remove-exclusion", term: removeExclusion };
  const addExclusion = term(/\b(?:add\s+(?:the\s+)?exclusion|exclude)\s+(.+)/i);
  if (addExclusion) return { intent: "add-exclusion", term: addExclusion };

  if (/\bcancel\b/.test(lower)) return { intent: "cancel" };
  if (/\b(pause|stop|hold on|halt)\b/.test(lower)) return { intent: "pause" };
  if (/\b(resume|continue|carry on|keep going|unpause)\b/.test(lower)) return { intent: "resume" };

  const more = /\b(\d{1,3})\s+(?:more|additional|extra|further)\b/.exec(lower);
  if (more?.[1]) return { intent: "more", count: Math.min(50, Math.max(1, Number(more[1]))) };
  if (/\b(more|additional|extra)\s+(leads|companies|results|contacts)\b|add more/.test(lower)) {
    return { intent: "more" };
  }

  if (
    /^(yes|yeah|yep|sure|ok|okay|go|go ahead|confirm|confirmed|do it|let'?s go|start it)\b/.test(
      lower,
    )
  ) {
    return { intent: "confirm" };
  }
  if (
    /\b(start|begin|launch|run)\b.*\b(research|search|searching)\b|^start\b|^find\b/.test(lower)
  ) {
    return { intent: "start" };
  }

  const named = request.companies.find((name) => lower.includes(name.toLowerCase()));
  if (named) return { intent: "question", company: named };
  return { intent: "other" };
}
