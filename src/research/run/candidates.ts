import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { processedDomains } from "../../../db/schema";
import { companyDomain } from "../../company-domain.ts";
import { fold } from "../language/fold.ts";
import type { SearchHit } from "../ports.ts";
import type { ResearchProfile } from "../profile.ts";

/*
 * From search hits to the companies worth reading: one per registrable domain, none the project
 * has seen, none the user excluded or already has, and no directories, marketplaces or social
 * networks (they list companies; they are not one).
 */

export interface Candidate {
  domain: string;
  url: string;
  title: string;
}

const AGGREGATOR_DOMAINS = new Set([
  "linkedin.com",
  "facebook.com",
  "instagram.com",
  "twitter.com",
  "x.com",
  "youtube.com",
  "xing.com",
  "wikipedia.org",
  "kompass.com",
  "europages.com",
  "europages.co.uk",
  "wlw.de",
  "gelbeseiten.de",
  "dasoertliche.de",
  "pagesjaunes.fr",
  "societe.com",
  "paginegialle.it",
  "paginasamarillas.es",
  "yell.com",
  "yelp.com",
  "amazon.com",
  "ebay.com",
  "alibaba.com",
  "made-in-china.com",
  "indeed.com",
  "glassdoor.com",
  "crunchbase.com",
  "dnb.com",
  "bloomberg.com",
  "zoominfo.com",
  "thomasnet.com",
]);

const AGGREGATOR_WORDS =
  /(^|[.-])(directory|directories|marketplace|branchenbuch|yellowpages|gelbeseiten|social-network|firmenverzeichnis|annuaire|business-listing)([.-]|$)/;

/** Whether a domain lists or hosts other companies rather than being one. */
export function isAggregator(domain: string): boolean {
  return AGGREGATOR_DOMAINS.has(domain) || AGGREGATOR_WORDS.test(domain);
}

/** Whether the user ruled a domain out: one of their companies, or named in an exclusion. */
export function isRuledOut(domain: string, profile: ResearchProfile): boolean {
  if (profile.existingCompanies.includes(domain)) return true;
  const label = fold(domain);
  return profile.exclusions.some((exclusion) => {
    const folded = fold(exclusion.trim());
    return folded.length > 2 && (label === folded || companyDomain(`http://${folded}`) === domain);
  });
}

/** The hits' new candidates, in rank order. */
export async function newCandidates(
  db: Database,
  projectId: number,
  profile: ResearchProfile,
  hits: SearchHit[],
): Promise<{ candidates: Candidate[]; ruledOut: string[] }> {
  const byDomain = new Map<string, Candidate>();
  for (const hit of hits) {
    const domain = companyDomain(hit.url);
    if (!domain || byDomain.has(domain)) continue;
    byDomain.set(domain, { domain, url: hit.url, title: hit.title });
  }
  if (byDomain.size === 0) return { candidates: [], ruledOut: [] };
  const seen = await db
    .select({ domain: processedDomains.domain })
    .from(processedDomains)
    .where(
      and(
        eq(processedDomains.projectId, projectId),
        inArray(processedDomains.domain, [...byDomain.keys()]),
      ),
    );
  const processed = new Set(seen.map((row) => row.domain));
  const candidates: Candidate[] = [];
  const ruledOut: string[] = [];
  for (const candidate of byDomain.values()) {
    if (processed.has(candidate.domain)) continue;
    if (isAggregator(candidate.domain) || isRuledOut(candidate.domain, profile)) {
      ruledOut.push(candidate.domain);
      continue;
    }
    candidates.push(candidate);
  }
  return { candidates, ruledOut };
}
