import type { DatabaseHandle } from "../../db/client";
import type { LanguageModel } from "../../src/research/ports.ts";
import type { SandboxCorpus } from "../../src/sandbox/corpus.ts";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/server.ts";
import type { BenchmarkCase } from "./benchmark-cases.ts";
import { scoreProfile } from "./profile-score.ts";
import type { ScoredRun } from "./quality-report.ts";
import { ReadableSites } from "./readable-pages.ts";
import {
  createResearchUser,
  openThrowawayDatabase,
  type RunResults,
  readRunResults,
  runProfile,
  type SandboxEngineOptions,
  sandboxResearchEngine,
} from "./research-harness.ts";

/** A corpus served by the sandbox, ready to run and score profiles over. */
export interface ScoringSetup {
  corpus: SandboxCorpus;
  sandbox: RunningSandbox;
  sites: ReadableSites;
  model: LanguageModel;
  engine?: SandboxEngineOptions;
  /** A fresh database per run; default an in-memory PGlite (tests pass their faster one). */
  openDatabase?: () => Promise<DatabaseHandle>;
  stop(): Promise<void>;
}

/** Serves a corpus for scoring runs with a model; `stop()` stops the sandbox. */
export function startScoring(
  corpus: SandboxCorpus,
  model: LanguageModel,
  options: Pick<ScoringSetup, "engine" | "openDatabase"> = {},
): ScoringSetup {
  const sandbox = startSandbox({ corpus });
  return {
    corpus,
    sandbox,
    sites: new ReadableSites(corpus),
    model,
    ...options,
    stop: () => sandbox.stop(),
  };
}

/**
 * One benchmark case from start to score, on its own fresh database: the shared company cache
 * would otherwise let one profile's reading serve another's and make figures depend on the order
 * profiles run in.
 */
export async function runAndScore(
  setup: ScoringSetup,
  testCase: BenchmarkCase,
): Promise<ScoredRun & { results: RunResults }> {
  const handle = await (setup.openDatabase ?? openThrowawayDatabase)();
  try {
    const userId = await createResearchUser(handle.db);
    const engine = sandboxResearchEngine(handle.db, setup.sandbox, setup.model, setup.engine);
    const { profile, expected } = testCase;
    const run = await runProfile(engine, userId, profile);
    const results = await readRunResults(handle.db, userId, run.projectId);
    return {
      name: profile.name,
      decisionMaker: profile.decisionMaker,
      run,
      results,
      score: scoreProfile(
        setup.corpus,
        setup.sites,
        expected,
        profile.decisionMaker,
        results.leads,
      ),
    };
  } finally {
    await handle.close();
  }
}
