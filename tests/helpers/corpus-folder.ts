import { join } from "node:path";
import type { SandboxCompany, SandboxCorpus, SandboxSite } from "../../src/sandbox/corpus.ts";

/* What the corpus-folder tests share: the hand-written corpus and lookups into a loaded corpus. */

export const HAND_CORPUS = join(import.meta.dir, "..", "fixtures", "hand-corpus");

export const siteOf = (corpus: SandboxCorpus, domain: string): SandboxSite => {
  const site = corpus.sites.find((s) => s.domain === domain);
  if (!site) throw new Error(`no site ${domain}`);
  return site;
};
export const companyOf = (corpus: SandboxCorpus, domain: string): SandboxCompany => {
  const company = corpus.companies.find((c) => c.domain === domain);
  if (!company) throw new Error(`no company ${domain}`);
  return company;
};
