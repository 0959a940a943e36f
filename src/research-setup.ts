import type { Database } from "../db/client";
import type { Config } from "./env";
import type { EventBus } from "./live/event-bus";
import type { Logger } from "./logger";
import { createDnsMxResolver } from "./research/email/dns-mx.ts";
import { createEmailCheck } from "./research/email/email-check.ts";
import { createExtractor } from "./research/extractor/index.ts";
import type { HostGate } from "./research/fetcher/host-gate.ts";
import { createHttpFetcher, type HttpFetcherOptions } from "./research/fetcher/http-fetcher.ts";
import { createOpenAiModel } from "./research/llm/openai-model.ts";
import { researchRuleHandlers } from "./research/llm/rule-handlers.ts";
import { createRulesModel } from "./research/llm/rules-model.ts";
import type { LanguageModel, MxResolver, WebSearch } from "./research/ports.ts";
import { DEFAULT_SEARCH_LIMIT, type ResearchEngine } from "./research/run/engine.ts";
import { createBraveSearch } from "./research/search/brave.ts";
import { createSearxngSearch } from "./research/search/searxng.ts";
import type { SandboxCorpus } from "./sandbox/corpus.ts";
import { loadCorpusFolder, mergeCorpora } from "./sandbox/corpus-folder.ts";
import { generateCorpus } from "./sandbox/generator.ts";
import { type RunningSandbox, startSandbox } from "./sandbox/server.ts";

/*
 * The research engine's composition root (beside server.ts, not inside research/, which never
 * imports the sandbox; docs/architecture.md). Chooses each part of the engine from configuration: the real service when its variables are
 * set, the embedded default otherwise (DESIGN.md "Runtime defaults and real components"). The
 * sandbox web is started only when no search API is configured.
 */

export interface ResearchParts {
  engine: ResearchEngine;
  /** The sandbox web, when the engine searches it. */
  sandbox?: RunningSandbox;
  /** Which adapter each part uses, for the start-up log. */
  describe: { model: string; search: string };
  stop(): Promise<void>;
}

/** The language model of the configuration: OpenAI-compatible when a key is set. */
export function modelFromConfig(config: Config): { model: LanguageModel; name: string } {
  if (!config.OPENAI_API_KEY) {
    return { model: createRulesModel(researchRuleHandlers), name: "rules (offline)" };
  }
  return {
    model: createOpenAiModel({
      apiKey: config.OPENAI_API_KEY,
      model: config.OPENAI_MODEL,
      structuredMode: config.OPENAI_STRUCTURED_MODE,
      ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
    }),
    name: `openai ${config.OPENAI_MODEL}${config.OPENAI_BASE_URL ? ` at ${config.OPENAI_BASE_URL}` : ""}`,
  };
}

function searchFromConfig(config: Config): { search: WebSearch; name: string } | undefined {
  if (config.SEARXNG_URL) {
    return { search: createSearxngSearch({ baseUrl: config.SEARXNG_URL }), name: "searxng" };
  }
  if (config.BRAVE_SEARCH_API_KEY) {
    return {
      search: createBraveSearch({
        apiKey: config.BRAVE_SEARCH_API_KEY,
        ...(config.BRAVE_SEARCH_URL ? { baseUrl: config.BRAVE_SEARCH_URL } : {}),
      }),
      name: "brave",
    };
  }
  return undefined;
}

/** Fetcher settings that route the sandbox's reserved-TLD hosts to its loopback server. */
export function sandboxFetcherOptions(sandbox: RunningSandbox): HttpFetcherOptions {
  const hosts = new Set(sandbox.corpus.sites.map((site) => site.domain));
  return {
    sandboxHosts: (hostname) =>
      hosts.has(hostname.replace(/^www\./, ""))
        ? { address: "127.0.0.1", port: sandbox.port }
        : undefined,
  };
}

/** Everything a run needs, over the sandbox web: the local default and the benchmarks' setup. */
export function sandboxEngineParts(
  sandbox: RunningSandbox,
  fetcherOptions: HttpFetcherOptions = {},
): Pick<ResearchEngine, "search" | "fetcher" | "extractor" | "emailCheck"> {
  return {
    search: sandbox.search,
    fetcher: createHttpFetcher({ ...sandboxFetcherOptions(sandbox), ...fetcherOptions }),
    extractor: createExtractor(),
    emailCheck: createEmailCheck({ mx: sandbox.mx }),
  };
}

/**
 * The sandbox web a configuration asks for, when it names a corpus folder: the folder alone, or
 * beside the generated web. Undefined means the generated web (startSandbox builds it).
 */
export async function sandboxCorpusFromConfig(config: Config): Promise<SandboxCorpus | undefined> {
  if (!config.SANDBOX_CORPUS_DIR) return undefined;
  const { corpus } = await loadCorpusFolder(config.SANDBOX_CORPUS_DIR);
  if (!config.SANDBOX_CORPUS_BESIDE_GENERATED) return corpus;
  const generated = generateCorpus({
    seed: config.SANDBOX_SEED,
    companies: config.SANDBOX_COMPANIES,
    minPerSegment: config.SANDBOX_SEGMENT_MIN,
  });
  return mergeCorpora(generated, corpus);
}

/** Builds the engine the configuration asks for. */
export function createResearchParts(
  config: Config,
  shared: {
    db: Database;
    events: EventBus;
    logger: Logger;
    corpus?: SandboxCorpus;
    /** Per-host spacing shared with the other instances on the database (Postgres). */
    hostGate?: HostGate;
  },
): ResearchParts {
  const fetcherOptions = shared.hostGate ? { hostGate: shared.hostGate } : {};
  const { model, name: modelName } = modelFromConfig(config);
  const common = {
    db: shared.db,
    events: shared.events,
    logger: shared.logger,
    model,
    candidateConcurrency: config.RESEARCH_CONCURRENCY,
    pageBudget: config.RESEARCH_PAGE_BUDGET,
    searchLimit: DEFAULT_SEARCH_LIMIT,
  };
  const real = searchFromConfig(config);
  if (real) {
    const mx: MxResolver = createDnsMxResolver();
    return {
      engine: {
        ...common,
        search: real.search,
        fetcher: createHttpFetcher(fetcherOptions),
        extractor: createExtractor(),
        emailCheck: createEmailCheck({ mx }),
      },
      describe: { model: modelName, search: real.name },
      stop: async () => {},
    };
  }
  const sandbox = startSandbox(
    shared.corpus
      ? { corpus: shared.corpus }
      : {
          seed: config.SANDBOX_SEED,
          companies: config.SANDBOX_COMPANIES,
          minPerSegment: config.SANDBOX_SEGMENT_MIN,
        },
  );
  return {
    engine: { ...common, ...sandboxEngineParts(sandbox, fetcherOptions) },
    sandbox,
    describe: { model: modelName, search: `sandbox (${sandbox.corpus.sites.length} sites)` },
    stop: () => sandbox.stop(),
  };
}
