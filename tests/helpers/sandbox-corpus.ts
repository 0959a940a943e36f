import type { MessFeature, SandboxCorpus, SandboxSite } from "../../src/sandbox/corpus.ts";
import { generateCorpus } from "../../src/sandbox/generator.ts";

/** The generated web the sandbox-* test files read (seed 20240611), and lookups into it. */
export const corpus: SandboxCorpus = generateCorpus({ seed: 20240611 });

export const siteOf = (domain: string): SandboxSite => {
  const site = corpus.sites.find((s) => s.domain === domain);
  if (!site) throw new Error(`no site ${domain}`);
  return site;
};
export const withFeature = (feature: MessFeature) =>
  corpus.companies.filter((c) => c.features.includes(feature));
