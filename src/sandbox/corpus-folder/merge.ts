import type { SandboxCorpus } from "../corpus.ts";

/** Two corpora served as one web (e.g. a hand-written folder beside the generated sites). */
export function mergeCorpora(a: SandboxCorpus, b: SandboxCorpus): SandboxCorpus {
  const taken = new Set([...a.sites.map((s) => s.domain), ...a.companies.map((c) => c.domain)]);
  const clashes = [
    ...new Set([...b.sites.map((s) => s.domain), ...b.companies.map((c) => c.domain)]),
  ].filter((domain) => taken.has(domain));
  if (clashes.length > 0) {
    throw new Error(
      `cannot merge corpora: ${clashes.length === 1 ? "domain" : "domains"} ${clashes.join(", ")} in both`,
    );
  }
  return {
    seed: a.seed,
    companies: [...a.companies, ...b.companies],
    sites: [...a.sites, ...b.sites],
  };
}
