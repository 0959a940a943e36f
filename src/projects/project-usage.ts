/*
 * What a project has cost so far (issue 15): the credits charged for its leads, read from the
 * credit ledger, and the language-model tokens its runs and chat spent, counted on the project
 * row by the engine's metered model. The research page and GET /api/research-projects/{id}
 * show it. Pure, so the page's islands read it too (the ledger query is in usage-store.ts).
 */

export interface ProjectUsage {
  creditsSpent: number;
  promptTokens: number;
  completionTokens: number;
  /** USD at the configured model's list price; null when no priced model runs (offline rules). */
  estimatedCostUsd: number | null;
}

/**
 * The usage of a project row. `costOf` prices its tokens, or is null when the model that runs
 * has no known price.
 */
export function projectUsage(
  project: { modelPromptTokens: number; modelCompletionTokens: number },
  creditsSpent: number,
  costOf: ((tokens: { promptTokens: number; completionTokens: number }) => number) | null,
): ProjectUsage {
  const tokens = {
    promptTokens: project.modelPromptTokens,
    completionTokens: project.modelCompletionTokens,
  };
  return { creditsSpent, ...tokens, estimatedCostUsd: costOf ? costOf(tokens) : null };
}

/** "12,345" */
const count = (n: number) => n.toLocaleString("en-US");

/** The lines the page shows, label and value, in the order shown. */
export function usageLines(usage: ProjectUsage): { label: string; value: string }[] {
  const tokens = usage.promptTokens + usage.completionTokens;
  const lines = [
    { label: "Credits spent", value: count(usage.creditsSpent) },
    {
      label: "Model tokens",
      value:
        tokens > 0
          ? `${count(tokens)} (${count(usage.promptTokens)} in, ${count(usage.completionTokens)} out)`
          : "0",
    },
  ];
  if (usage.estimatedCostUsd !== null) {
    lines.push({ label: "Est. model cost", value: formatUsd(usage.estimatedCostUsd) });
  }
  return lines;
}

/** Dollars with cents; under a cent says so rather than "$0.00". */
export function formatUsd(usd: number): string {
  if (usd > 0 && usd < 0.01) return "< $0.01";
  return `$${usd.toFixed(2)}`;
}
