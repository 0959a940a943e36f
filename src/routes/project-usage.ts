import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { type ProjectUsage, projectUsage } from "../projects/project-usage";
import { creditsSpentOn } from "../projects/usage-store";
import { configuredModelPrice, tokenCost } from "../research/llm/model-prices";

/**
 * A project's usage as the page and the project API show it: its ledger's credits, its token
 * counts, and their estimated cost when the configured model has a known price.
 */
export async function usageOfProject(
  c: Context<AppEnv>,
  project: { id: number; userId: number; modelPromptTokens: number; modelCompletionTokens: number },
): Promise<ProjectUsage> {
  const { database, config } = c.get("deps");
  const price = configuredModelPrice(config);
  const credits = await creditsSpentOn(database.db, project.userId, project.id);
  return projectUsage(project, credits, price && ((tokens) => tokenCost(price, tokens)));
}
