import { companyDomain } from "../company-domain.ts";
import { splitList } from "../projects/domains.ts";
import { wantedTitle } from "./decision-makers.ts";
import { planTerms } from "./plan/plan-terms.ts";

/*
 * The ideal customer profile a run works to: the creation form's fields as the engine reads them.
 * Built from a stored project so the engine never depends on the database row's shape.
 */

export interface ResearchProfile {
  country: string;
  city?: string;
  companyType: string;
  productsServices: string;
  /** The user's keywords, split on commas. */
  keywords: string[];
  /** Keywords the planner added. */
  aiKeywords: string[];
  /** Localized product terms from the query plan's translated queries (see plan/plan-terms.ts). */
  terms?: string[];
  /** The title to find: a catalogue entry, the typed title for 'Other', or 'Other' alone. */
  decisionMaker: string;
  /** Exclusion phrases (names, domains, product words, a company type). */
  exclusions: string[];
  /** Company domains (src/company-domain.ts) the user already has. */
  existingCompanies: string[];
}

// The chat's keyword and exclusion edits and the completion advice split lists the same way.
export { splitList } from "../projects/domains.ts";

/** The profile of a stored research project. */
export function profileOf(project: {
  country: string;
  city: string | null;
  companyType: string;
  productsServices: string;
  keywords: string | null;
  aiGeneratedKeywords: string[];
  decisionMaker: string;
  decisionMakerTitle?: string | null;
  exclusions: string | null;
  existingCompanies: string[];
  translatedQueries?: string[] | null;
}): ResearchProfile {
  const keywords = splitList(project.keywords);
  return {
    country: project.country,
    ...(project.city?.trim() ? { city: project.city.trim() } : {}),
    companyType: project.companyType,
    productsServices: project.productsServices,
    keywords,
    aiKeywords: project.aiGeneratedKeywords,
    terms: planTerms(project.translatedQueries ?? [], {
      country: project.country,
      city: project.city,
      companyType: project.companyType,
      keywords,
    }),
    decisionMaker: wantedTitle(project),
    exclusions: splitList(project.exclusions),
    // Through the company key again: a project saved before the key was registrable holds
    // "shop.acme.de", which must still rule out acme.de.
    existingCompanies: [
      ...new Set(project.existingCompanies.flatMap((d) => companyDomain(`https://${d}/`) ?? [])),
    ],
  };
}

/** The profile's search-relevant fields as a model request carries them. */
export function profileData(profile: ResearchProfile) {
  return {
    country: profile.country,
    ...(profile.city ? { city: profile.city } : {}),
    companyType: profile.companyType,
    productsServices: profile.productsServices,
    keywords: profile.keywords,
  };
}
