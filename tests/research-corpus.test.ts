import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { standInBenchModel } from "../bench/lib/bench-model.ts";
import {
  type BenchmarkCorpus,
  folderBenchmark,
  generatedBenchmark,
  untilExhausted,
} from "../bench/lib/benchmark-cases.ts";
import { describeCheck, shownValues } from "../bench/lib/contact-provenance.ts";
import { fabricated, type ProfileScore, wronglySourced } from "../bench/lib/profile-score.ts";
import { runAndScore, type ScoringSetup, startScoring } from "../bench/lib/score-run.ts";
import { createProjectInput } from "../src/projects/schemas.ts";
import { researchRuleHandlers } from "../src/research/llm/rule-handlers.ts";
import { createRulesModel } from "../src/research/llm/rules-model.ts";
import { saveCorpusFolder } from "../src/sandbox/corpus-folder.ts";
import { createTestDatabase } from "./helpers/database.ts";

/*
 * The real engine (rules model) over whole corpora, scored with the research benchmark's own
 * scoring (bench/lib): the hand-written corpus must give each profile its accept list with every
 * contact value traceable to a page that shows it, and an exported generated corpus must give
 * exactly what the generated one gives.
 */

const HAND_CORPUS = join(import.meta.dir, "fixtures", "hand-corpus");
const RUN_TIMEOUT_MS = 180_000;

/**
 * Companies of the hand corpus the offline rules model cannot accept yet, with the reasoning it
 * stores. None today: the valve maker (Armaturen, the user's keyword) and the olive-oil mill
 * (olio extravergine, in Firenze) are matched by the language-aware verifier. A future miss goes
 * here with the reasoning it stores.
 */
const KNOWN_MISSES: Record<string, Record<string, string>> = {};

const rulesModel = createRulesModel(researchRuleHandlers);
const openDatabase = () => createTestDatabase("pglite");

const handCorpus = await folderBenchmark(HAND_CORPUS);

describe("research over the hand-written corpus", () => {
  const bench = handCorpus;
  let setup: ScoringSetup;
  let checkedValues = 0;
  beforeAll(() => {
    setup = startScoring(bench.corpus, rulesModel, { openDatabase });
  });
  afterAll(() => setup.stop());

  for (const testCase of bench.cases) {
    const { name } = testCase.profile;
    test(
      `${name}: accepts its accept list (less known misses), every value on its source page`,
      async () => {
        const scored = await runAndScore(setup, {
          ...testCase,
          profile: untilExhausted(testCase.profile),
        });
        const misses = KNOWN_MISSES[name] ?? {};
        const reachable = [...testCase.expected].filter((d) => !(d in misses));
        expect(scored.results.leads.map((l) => l.domain).sort()).toEqual(reachable.sort());
        for (const [domain, reasoning] of Object.entries(misses)) {
          const rejection = scored.results.rejected.find((r) => r.domain === domain);
          expect({ domain, reasoning: rejection?.reasoning }).toEqual({ domain, reasoning });
        }
        expect(fabricated(scored.score).map(describeCheck)).toEqual([]);
        expect(wronglySourced(scored.score).map(describeCheck)).toEqual([]);
        checkedValues += scored.score.values.length;
      },
      RUN_TIMEOUT_MS,
    );
  }

  test("the runs showed contact values, so the checks above checked something", () => {
    expect(checkedValues).toBeGreaterThan(0);
  });

  for (const mode of ["json_schema", "tool"] as const) {
    test(
      `the openai adapter (${mode}) against the rules-backed stand-in decides alike and spends tokens`,
      async () => {
        const [testCase] = bench.cases;
        if (!testCase) throw new Error("the hand corpus has no profile");
        const standIn = standInBenchModel(0, mode);
        const viaOpenAi = startScoring(bench.corpus, standIn.model, { openDatabase });
        try {
          const [offline, online] = [
            await runAndScore(setup, testCase),
            await runAndScore(viaOpenAi, testCase),
          ];
          expect(online.results.leads.map(shownValues)).toEqual(
            offline.results.leads.map(shownValues),
          );
          expect(online.results.rejected.map((r) => [r.domain, r.reasoning]).sort()).toEqual(
            offline.results.rejected.map((r) => [r.domain, r.reasoning]).sort(),
          );
          expect(offline.results.promptTokens).toBe(0);
          expect(online.results.promptTokens).toBeGreaterThan(0);
          expect(online.results.completionTokens).toBeGreaterThan(0);
        } finally {
          await viaOpenAi.stop();
          await standIn.stop();
        }
      },
      RUN_TIMEOUT_MS,
    );
  }
});

/** A benchmark-like profile with a handful of matches and rejections in the small corpus. */
const exportedProfile = createProjectInput.parse({
  name: "German makers of electronics, medical devices, textiles and auto parts",
  country: "Germany",
  companyType: "manufacturer",
  productsServices: "electronic components, medical devices, textiles, auto parts",
  decisionMaker: "CEO",
  companyCount: 50,
});

/** A score with its lists sorted: leads are stored in the order concurrent workers accept them. */
function orderFree(score: ProfileScore) {
  const byText = (x: string, y: string) => x.localeCompare(y);
  return {
    ...score,
    wrong: [...score.wrong].sort(byText),
    missed: [...score.missed].sort(byText),
    decisionMaker: {
      ...score.decisionMaker,
      mismatches: [...score.decisionMaker.mismatches].sort(byText),
    },
    values: score.values.map((v) => JSON.stringify(v)).sort(byText),
  };
}

/**
 * No politeness waits: this test compares two corpora, not crawling manners, and Crawl-delay
 * sites would otherwise make it wait about ten seconds per run.
 */
const unhurried = { fetcher: { perHostDelayMs: 0, maxCrawlDelayMs: 0 } };

describe("an exported generated corpus", () => {
  let folder: string;
  let generated: BenchmarkCorpus;
  let exported: BenchmarkCorpus;

  beforeAll(async () => {
    generated = generatedBenchmark({ seed: 3, companies: 300 }, [exportedProfile]);
    folder = join(await mkdtemp(join(tmpdir(), "research-corpus-")), "corpus");
    await saveCorpusFolder(generated.corpus, [exportedProfile], folder);
    exported = await folderBenchmark(folder);
  });
  afterAll(async () => {
    if (folder) await rm(join(folder, ".."), { recursive: true, force: true });
  });

  test(
    "scores exactly like the generated corpus: same accepted domains, same contacts",
    async () => {
      const runs = [];
      for (const bench of [generated, exported]) {
        const setup = startScoring(bench.corpus, rulesModel, { openDatabase, engine: unhurried });
        try {
          const [testCase] = bench.cases;
          if (!testCase) throw new Error("no profile");
          runs.push(await runAndScore(setup, testCase));
        } finally {
          await setup.stop();
        }
      }
      const [a, b] = runs;
      if (!a || !b) throw new Error("both runs must finish");
      const contacts = (run: typeof a) =>
        run.results.leads
          .map((lead) => ({ domain: lead.domain, values: shownValues(lead) }))
          .sort((x, y) => x.domain.localeCompare(y.domain));
      expect(a.score.accepted).toBeGreaterThan(0);
      expect(contacts(b)).toEqual(contacts(a));
      expect(orderFree(b.score)).toEqual(orderFree(a.score));
    },
    RUN_TIMEOUT_MS,
  );
});
