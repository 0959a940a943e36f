import type { TokenUsage } from "../ports.ts";

/**
 * Why a model call failed: the engine pauses a run on "unavailable" (provider down, out of
 * quota) but only skips the one candidate on "invalid-output" or "refusal".
 */
export type LanguageModelErrorCode = "invalid-output" | "refusal" | "unavailable" | "unknown-task";

/** The one error type the language-model adapters throw; `usage` is what the failed call spent. */
export class LanguageModelError extends Error {
  constructor(
    readonly code: LanguageModelErrorCode,
    readonly task: string,
    message: string,
    readonly usage: TokenUsage = { promptTokens: 0, completionTokens: 0 },
    options?: { cause?: unknown },
  ) {
    super(message, { cause: options?.cause });
    this.name = "LanguageModelError";
  }
}
