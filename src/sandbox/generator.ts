import { buildCompany } from "./company-site.ts";
import type { SandboxCompany, SandboxCorpus, SandboxSite } from "./corpus.ts";
import { countries } from "./countries.ts";
import { buildDirectorySites } from "./directories.ts";
import { industries } from "./industries.ts";
import { createRng } from "./prng.ts";

export { expectedDecisionMaker, matchesProfile } from "./ground-truth.ts";

/*
 * The sandbox web's generator: same seed and count, byte-identical corpus. Each company draws from
 * its own forked stream, so company i is the same whatever the total count (a 300-company corpus
 * is a prefix of the 3000 one, except for domains that had to be de-duplicated).
 */

export interface GenerateOptions {
  seed: number;
  /** Number of companies; 3000 by default. */
  companies?: number;
}

export const DEFAULT_COMPANY_COUNT = 3000;

/** Generates the whole sandbox web: company sites, aggregator sites and ground truth. */
export function generateCorpus(options: GenerateOptions): SandboxCorpus {
  const count = options.companies ?? DEFAULT_COMPANY_COUNT;
  const root = createRng(options.seed);
  const usedLabels = new Set<string>(["companies-directory", "b2b-marketplace", "social-network"]);
  const claimDomain = (label: string): string => {
    let candidate = label || "company";
    for (let n = 2; usedLabels.has(candidate); n++) candidate = `${label}-${n}`;
    usedLabels.add(candidate);
    return candidate;
  };

  const companies: SandboxCompany[] = [];
  const sites: SandboxSite[] = [];
  for (let i = 0; i < count; i++) {
    const rng = root.fork(`company:${i}`);
    const country = rng.pick(countries);
    const city = rng.pick(country.cities);
    const industry = rng.pick(industries);
    const companyType = rng.pick(industry.types);
    const built = buildCompany({ rng, country, city, industry, companyType, claimDomain });
    companies.push(built.company);
    sites.push(built.site);
  }
  sites.push(...buildDirectorySites(root.fork("directories"), companies));
  return { seed: options.seed, companies, sites };
}
