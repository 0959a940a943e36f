import { buildCompany } from "./company-site.ts";
import type { CompanyType, SandboxCompany, SandboxCorpus, SandboxSite } from "./corpus.ts";
import { type City, type Country, countries } from "./countries.ts";
import { buildDirectorySites } from "./directories.ts";
import { type Industry, industries } from "./industries.ts";
import { createRng, type Rng } from "./prng.ts";

export { expectedDecisionMaker, matchesProfile } from "./ground-truth.ts";

/*
 * The sandbox web's generator: same seed and count, byte-identical corpus. Each company draws from
 * its own forked stream, so company i is the same whatever the total count (a 300-company corpus
 * is a prefix of the 3000 one, except for domains that had to be de-duplicated).
 *
 * A random draw of 3000 companies leaves about 4 per country × industry × company type, so the
 * first research a new user types (German pump manufacturers, 20 of them) found nothing. The
 * top-up (minPerSegment) then adds companies to every segment that has fewer, each from a stream
 * forked by its segment and rank, after the drawn ones: the drawn companies and their domains stay
 * as they were, and a segment's top-up is the same whatever the other segments hold.
 */

/** One country × industry × company type: what a research profile narrows the web to. */
export interface Segment {
  country: Country;
  industry: Industry;
  companyType: CompanyType;
}

/** Every segment the generator can fill: each country with each industry's company types. */
export function allSegments(): Segment[] {
  return countries.flatMap((country) =>
    industries.flatMap((industry) =>
      industry.types.map((companyType) => ({ country, industry, companyType })),
    ),
  );
}

export interface GenerateOptions {
  seed: number;
  /** Number of companies drawn at random; 3000 by default. */
  companies?: number;
  /**
   * At least this many companies in every country × industry × company type the industry has,
   * topped up after the drawn ones; 0 (the default) adds none.
   */
  minPerSegment?: number;
}

export const DEFAULT_COMPANY_COUNT = 3000;

/**
 * How many industries the random draw picks from: the ones the seeded corpora of the tests and
 * benchmarks were fixed with. Industries added to the catalogue later reach the web through the
 * top-up only, so that adding one does not reshuffle every drawn company.
 */
export const DRAWN_INDUSTRY_COUNT = 17;

const segmentKey = (country: string, industry: string, companyType: string) =>
  `${country}|${industry}|${companyType}`;

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
  const add = (rng: Rng, country: Country, city: City, industry: Industry, type: CompanyType) => {
    const built = buildCompany({ rng, country, city, industry, companyType: type, claimDomain });
    companies.push(built.company);
    sites.push(built.site);
  };
  const drawnIndustries = industries.slice(0, DRAWN_INDUSTRY_COUNT);
  for (let i = 0; i < count; i++) {
    const rng = root.fork(`company:${i}`);
    const country = rng.pick(countries);
    const city = rng.pick(country.cities);
    const industry = rng.pick(drawnIndustries);
    add(rng, country, city, industry, rng.pick(industry.types));
  }

  const minPerSegment = options.minPerSegment ?? 0;
  if (minPerSegment > 0) {
    const held = new Map<string, number>();
    for (const c of companies) {
      const key = segmentKey(c.country, c.industry, c.companyType);
      held.set(key, (held.get(key) ?? 0) + 1);
    }
    for (const { country, industry, companyType } of allSegments()) {
      const key = segmentKey(country.code, industry.id, companyType);
      for (let rank = held.get(key) ?? 0; rank < minPerSegment; rank++) {
        const rng = root.fork(`segment:${key}:${rank}`);
        add(rng, country, rng.pick(country.cities), industry, companyType);
      }
    }
  }

  sites.push(...buildDirectorySites(root.fork("directories"), companies));
  return { seed: options.seed, companies, sites };
}
