import { kindOf } from "../knowledge/company-types.ts";
import { termsInText } from "../knowledge/glossary.ts";
import { tokenize } from "../language/fold.ts";
import { isStopword } from "../language/stopwords.ts";
import type { ResearchProfile } from "../profile.ts";
import { readActivities } from "./activity.ts";
import { activityClaim, deniesMaking, serviceHeading } from "./activity-evidence.ts";
import { asksForStaffing, staffingSaid } from "./category-heads.ts";
import type { CompanyEvidence } from "./evidence.ts";
import { exclusionsCriterion } from "./exclusions-criterion.ts";
import { addressesOf, placementsOf } from "./location.ts";
import { cityCriterion, countryCriterion } from "./location-criteria.ts";
import { type ReadSite, readSite } from "./page-words.ts";
import {
  keywordsCriterion,
  phrasesFor,
  productPhrases,
  productsCriterion,
} from "./products-criterion.ts";
import { namedByService } from "./service-claims.ts";
import { readTypeClaims } from "./type-claims.ts";
import { typeCriterion } from "./type-criterion.ts";
import { type Criterion, QUOTE_MAX, REASON_MAX, shortened, type Verdict } from "./verdict.ts";

/*
 * The offline verifier: the rules a careful human applies to a company's own pages, criterion
 * by criterion, in the page's language. Every "met" needs positive evidence on a fetched page,
 * quoted with its URL; silence is a reason to reject, since a wrong lead costs the user a
 * credit. Page text is only matched against vocabularies: nothing written on a page is obeyed.
 */

const PARKED = ["domain is for sale", "domain may be for sale", "buy this domain", "make an offer"];
// Legal forms and words in every company name: they identify no company.
const LEGAL_FORMS = new Set(
  "gmbh ag kg co ohg ek mbh ug sa sas sarl sasu srl spa snc sl sll slu bv nv vof sp zoo oo ab hb lda ltd limited plc llc inc corp group gruppe groupe gruppo grupo www com de fr it es nl pl se pt eu net org test".split(
    " ",
  ),
);

export type ProfileForVerification = Pick<
  ResearchProfile,
  "country" | "city" | "companyType" | "productsServices" | "exclusions"
> & { keywords?: readonly string[]; terms?: readonly string[] };

/** Verifies a company against a profile from its pages alone. */
export function verifyByRules(profile: ProfileForVerification, evidence: CompanyEvidence): Verdict {
  const { site, types, addresses, placements, activities, nameWords } = readingOf(evidence);
  const criteria: Criterion[] = [siteCriterion(evidence, site)];
  criteria.push(countryCriterion(profile.country, placements));
  if (profile.city?.trim()) criteria.push(cityCriterion(profile.city, addresses, site));
  const keywords = profile.keywords ?? [];
  const kind = kindOf(profile.companyType);
  const service = kind === "service company";
  // A keyword that names a type ("tillverkare", "Großhändler") says nothing of the products:
  // every maker would offer "tillverkare". The others are the user's product words.
  const productKeywords = keywords.filter((k) => tokenize(k).length > 1 || !kindOf(k));
  const phrases = [
    ...productPhrases(profile.productsServices).flatMap((p) => phrasesFor(p, service)),
    ...(profile.terms ?? []),
    ...productKeywords,
  ];
  const context = { site, activities, nameWords, phrases };
  const named = service
    ? (namedByService(site, [
        ...productPhrases(profile.productsServices),
        ...keywords,
        ...(profile.terms ?? []),
      ]) ?? serviceHeading(context))
    : undefined;
  const doing = kind && activityClaim(kind, context);
  const denied = kind === "manufacturer" && !doing ? deniesMaking(context) : undefined;
  const staffing =
    service && !asksForStaffing([profile.productsServices, ...keywords])
      ? staffingSaid(site, nameWords)
      : undefined;
  criteria.push(
    typeCriterion(
      profile.companyType,
      types,
      named,
      doing,
      staffing && { kind: "service company", negated: false, ...staffing },
      denied,
    ),
  );
  const products = productsCriterion(
    profile.productsServices,
    [...(profile.terms ?? []), ...productKeywords],
    site,
    service,
  );
  criteria.push(products);
  if (keywords.length > 0) criteria.push(keywordsCriterion(keywords, site, products.met));
  criteria.push(
    exclusionsCriterion(profile.exclusions, {
      site,
      companyName: evidence.companyName,
      domain: evidence.domain,
      types,
      placements,
      addresses,
      country: profile.country,
      ...(profile.city?.trim() ? { city: profile.city } : {}),
    }),
  );
  const industry = termsInText(site.folded)[0]?.industry;
  return {
    accept: criteria.every((c) => c.met),
    criteria: criteria.map(withinLimits),
    ...(industry ? { industry } : {}),
  };
}

// What the site says does not depend on the profile: read once per evidence.
const readings = new WeakMap<CompanyEvidence, ReturnType<typeof read>>();

function readingOf(evidence: CompanyEvidence): ReturnType<typeof read> {
  let reading = readings.get(evidence);
  if (!reading) {
    reading = read(evidence);
    readings.set(evidence, reading);
  }
  return reading;
}

function read(evidence: CompanyEvidence) {
  const site = readSite(evidence);
  const nameWords = companyNameWords(evidence);
  const types = readTypeClaims(site, nameWords);
  const addresses = addressesOf(site);
  const placements = placementsOf(site, evidence, addresses);
  return {
    site,
    types,
    addresses,
    placements,
    nameWords,
    activities: readActivities(site, nameWords),
  };
}

// Reasons carry the user's own words (an exclusion, a city): keep them within the schema.
function withinLimits(c: Criterion): Criterion {
  const { quote, url, ...rest } = c;
  const clipped = quote?.trim().slice(0, QUOTE_MAX);
  return {
    ...rest,
    reason: shortened(rest.reason, REASON_MAX),
    ...(clipped && url ? { quote: clipped, url: url.slice(0, 2048) } : {}),
  };
}

function siteCriterion(evidence: CompanyEvidence, site: ReadSite): Criterion {
  if (evidence.pages.length === 0 || site.folded.trim().length < 40) {
    return { criterion: "site", met: false, reason: "The website could not be read" };
  }
  const parked = PARKED.find((cue) => site.folded.includes(cue));
  if (parked) {
    return { criterion: "site", met: false, reason: "Parked domain (for sale), no company site" };
  }
  return { criterion: "site", met: true, reason: "Company website read" };
}

/** The words that name this company (its name and domain label, legal forms dropped). */
function companyNameWords(evidence: CompanyEvidence): Set<string> {
  const label = evidence.domain.split(".")[0] ?? "";
  return new Set(
    tokenize(`${evidence.companyName} ${label.replace(/-/g, " ")}`).filter(
      (w) => w.length >= 3 && !LEGAL_FORMS.has(w) && !isStopword(w),
    ),
  );
}
