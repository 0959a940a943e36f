import type { TokenUsage } from "../ports.ts";

/** No tokens: the offline rules model and a response that reports no usage. */
export const ZERO_USAGE: TokenUsage = Object.freeze({ promptTokens: 0, completionTokens: 0 });

/** Usage as reported in an OpenAI-style `usage` object (missing numbers count as zero). */
export function fromApiUsage(
  usage: { prompt_tokens?: number; completion_tokens?: number } | null | undefined,
): TokenUsage {
  return {
    promptTokens: usage?.prompt_tokens ?? 0,
    completionTokens: usage?.completion_tokens ?? 0,
  };
}

/** The sum of two usages. */
export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
  };
}
