import type { CreateProjectInput } from "../../src/projects/schemas";
import type { SandboxCorpus } from "../../src/sandbox/corpus.ts";
import { loadCorpusFolder } from "../../src/sandbox/corpus-folder.ts";
import { generateCorpus } from "../../src/sandbox/generator.ts";
import { matchesProfile } from "../../src/sandbox/ground-truth.ts";

/*
 * A corpus and the research profiles to run over it, each with the domains a perfect run would
 * accept: matchesProfile's answer for a generated corpus, the profile's `accept` list for a folder.
 */

export interface BenchmarkCase {
  profile: CreateProjectInput;
  expected: ReadonlySet<string>;
}

export interface BenchmarkCorpus {
  label: string;
  corpus: SandboxCorpus;
  cases: BenchmarkCase[];
}

/** The largest companyCount a project may have: a run then goes on until candidates run out. */
export const MAX_COMPANY_COUNT = 50;

/** A generated corpus with the given profiles, scored by matchesProfile. */
export function generatedBenchmark(
  options: { seed: number; companies?: number },
  profiles: readonly CreateProjectInput[],
): BenchmarkCorpus {
  const corpus = generateCorpus(options);
  return {
    label: `generated seed ${options.seed}, ${corpus.companies.length} companies`,
    corpus,
    cases: profiles.map((profile) => ({
      profile,
      expected: new Set(
        corpus.companies.filter((c) => matchesProfile(c, profile).match).map((c) => c.domain),
      ),
    })),
  };
}

/** A corpus folder with its profiles.json, scored by each profile's accept list. */
export async function folderBenchmark(dir: string): Promise<BenchmarkCorpus> {
  const { corpus, profiles } = await loadCorpusFolder(dir);
  return {
    label: `folder ${dir}, ${corpus.companies.length} companies`,
    corpus,
    cases: profiles.map(({ accept, ...profile }) => ({ profile, expected: new Set(accept) })),
  };
}

/** The profile with the largest target, so that its run ends only when candidates run out. */
export function untilExhausted(profile: CreateProjectInput): CreateProjectInput {
  return { ...profile, companyCount: MAX_COMPANY_COUNT };
}
