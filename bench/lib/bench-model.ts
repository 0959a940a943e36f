import { parseConfig } from "../../src/env.ts";
import { createOpenAiModel, type StructuredMode } from "../../src/research/llm/openai-model.ts";
import { researchRuleHandlers } from "../../src/research/llm/rule-handlers.ts";
import { createRulesModel } from "../../src/research/llm/rules-model.ts";
import type { LanguageModel, TokenUsage } from "../../src/research/ports.ts";
import { modelFromConfig } from "../../src/research-setup.ts";
import { startRulesBackedOpenAi } from "../../tests/fakes/rules-backed-openai.ts";

/*
 * The language model a research benchmark runs with: the offline rules model, or the real openai
 * adapter, against the configured server when OPENAI_API_KEY is set and otherwise against the
 * rules-backed stand-in (same answers as the rules model, plus token usage and latency).
 */

export interface BenchModel {
  model: LanguageModel;
  name: string;
  /** Tokens spent so far per task (verify-company, read-people, plan-queries, …). */
  tokensByTask(): ReadonlyMap<string, TokenUsage>;
  /** HTTP calls the stand-in answered; undefined for the rules model or a real server. */
  httpCalls(): number | undefined;
  stop(): Promise<void>;
}

/** The offline rules model, as the app uses it without a key. */
export function rulesBenchModel(): BenchModel {
  // Not wrapped in the tally: the engine knows the offline model by identity (isOfflineModel) and
  // gives it whole pages; a wrapper would make it verify from excerpts, as a paid model does.
  return {
    model: createRulesModel(researchRuleHandlers),
    tokensByTask: () => new Map(),
    name: "rules (offline)",
    httpCalls: () => undefined,
    stop: async () => {},
  };
}

/**
 * The openai adapter against the rules-backed stand-in, each call delayed by `latencyMs`. The
 * stand-in reads the task from the schema or tool name, which json_object mode does not send.
 */
export function standInBenchModel(
  latencyMs = 0,
  structuredMode: Exclude<StructuredMode, "json_object"> = "json_schema",
): BenchModel {
  const server = startRulesBackedOpenAi(researchRuleHandlers, { latencyMs });
  const { model, tokensByTask } = tallied(
    createOpenAiModel({
      apiKey: "rules-backed-stand-in",
      baseURL: server.url,
      model: "rules-backed",
      structuredMode,
    }),
  );
  return {
    model,
    tokensByTask,
    name: `openai adapter (${structuredMode}) → rules-backed stand-in${latencyMs ? `, ${latencyMs} ms per call` : ""}`,
    httpCalls: () => server.calls,
    stop: () => server.stop(),
  };
}

/** The openai adapter: the configured server if OPENAI_API_KEY is set, else the stand-in. */
export function openAiBenchModel(env: Record<string, string | undefined>): BenchModel {
  const config = parseConfig(env);
  if (!config.OPENAI_API_KEY) {
    const mode = config.OPENAI_STRUCTURED_MODE;
    return standInBenchModel(0, mode === "json_object" ? "json_schema" : mode);
  }
  const configured = modelFromConfig(config);
  const { model, tokensByTask } = tallied(configured.model);
  return {
    model,
    tokensByTask,
    name: configured.name,
    httpCalls: () => undefined,
    stop: async () => {},
  };
}

/** The model with every call's usage added up by task, so a bench can say where tokens go. */
function tallied(inner: LanguageModel): Pick<BenchModel, "model" | "tokensByTask"> {
  const byTask = new Map<string, TokenUsage>();
  const model: LanguageModel = {
    async complete(request) {
      const answer = await inner.complete(request);
      const sum = byTask.get(request.task) ?? { promptTokens: 0, completionTokens: 0 };
      byTask.set(request.task, {
        promptTokens: sum.promptTokens + answer.usage.promptTokens,
        completionTokens: sum.completionTokens + answer.usage.completionTokens,
      });
      return answer;
    },
  };
  return { model, tokensByTask: () => byTask };
}
