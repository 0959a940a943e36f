/*
 * What a model's tokens cost, for the estimate a project shows (issue 15). A constant table of
 * OpenAI's list prices in US dollars per million tokens (checked 2026-11; update it when they
 * change): an estimate, not the bill. Only OpenAI's own API is priced; a model behind another
 * OPENAI_BASE_URL (a local server, another vendor) has prices we do not know, and the offline
 * rules model spends no tokens, so both show no cost.
 */

export interface ModelPrice {
  /** USD per million prompt (input) tokens. */
  inputPerMillion: number;
  /** USD per million completion (output) tokens. */
  outputPerMillion: number;
}

export const OPENAI_PRICES: Readonly<Record<string, ModelPrice>> = {
  "gpt-4o-mini": { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  "gpt-4o": { inputPerMillion: 2.5, outputPerMillion: 10 },
  "gpt-4.1": { inputPerMillion: 2, outputPerMillion: 8 },
  "gpt-4.1-mini": { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  "gpt-4.1-nano": { inputPerMillion: 0.1, outputPerMillion: 0.4 },
};

const OPENAI_HOST = "api.openai.com";

/** The configured model's price, when it is a real OpenAI model whose price the table holds. */
export function configuredModelPrice(config: {
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  OPENAI_MODEL: string;
}): ModelPrice | null {
  if (!config.OPENAI_API_KEY) return null;
  if (config.OPENAI_BASE_URL && new URL(config.OPENAI_BASE_URL).hostname !== OPENAI_HOST) {
    return null;
  }
  return OPENAI_PRICES[config.OPENAI_MODEL] ?? null;
}

/** The estimated cost of the tokens in USD. */
export function tokenCost(
  price: ModelPrice,
  tokens: { promptTokens: number; completionTokens: number },
): number {
  return (
    (tokens.promptTokens * price.inputPerMillion +
      tokens.completionTokens * price.outputPerMillion) /
    1_000_000
  );
}
