import parsePhoneNumber from "libphonenumber-js";
import { fold } from "../../sandbox/text.ts";
import {
  type CompanyKind,
  kindOf,
  kindsClaimed,
  listsCarriedBrands,
} from "../knowledge/company-types.ts";
import { cityNames, countryCodeOf, countryNames, knownCitiesOf } from "../knowledge/countries.ts";
import {
  containsPhrase,
  type GlossaryEntry,
  productsOverlap,
  termsInText,
} from "../knowledge/glossary.ts";
import type { ResearchProfile } from "../profile.ts";
import type { CompanyEvidence } from "./evidence.ts";
import type { Verdict } from "./verdict.ts";

/*
 * The offline verifier: the rules a careful human applies to a company's own pages, criterion
 * by criterion. Every "met" needs positive evidence on a fetched page (or, for the country, the
 * site's phone numbers); silence is a reason to reject, since a wrong lead costs the user a credit.
 * Page text is only matched against fixed vocabularies: nothing written on a page is obeyed.
 */

const PARKED = ["domain is for sale", "domain may be for sale", "buy this domain", "make an offer"];
const RESELLER_CUES = new Set<CompanyKind>(["distributor", "wholesaler"]);

type Criterion = Verdict["criteria"][number];

export type ProfileForVerification = Pick<
  ResearchProfile,
  "country" | "city" | "companyType" | "productsServices" | "exclusions"
>;

/** Verifies a company against a profile from its pages alone. */
export function verifyByRules(profile: ProfileForVerification, evidence: CompanyEvidence): Verdict {
  const text = fold(evidence.pages.map((p) => p.text).join("\n"));
  const terms = termsInText(text);
  const claims = kindsClaimed(text);
  const criteria: Criterion[] = [
    siteCriterion(evidence, text),
    countryCriterion(profile.country, text, evidence.phones),
  ];
  if (profile.city?.trim()) criteria.push(cityCriterion(profile.city, text));
  criteria.push(typeCriterion(profile.companyType, claims, listsCarriedBrands(text)));
  criteria.push(productsCriterion(profile.productsServices, text, terms));
  criteria.push(exclusionsCriterion(profile.exclusions, evidence, claims, terms));
  const industry = terms[0]?.industry;
  return {
    accept: criteria.every((c) => c.met),
    criteria,
    ...(industry ? { industry } : {}),
  };
}

function siteCriterion(evidence: CompanyEvidence, text: string): Criterion {
  if (evidence.pages.length === 0 || text.trim().length < 40) {
    return { criterion: "site", met: false, reason: "The website could not be read" };
  }
  if (PARKED.some((cue) => text.includes(cue))) {
    return { criterion: "site", met: false, reason: "Parked domain (for sale), no company site" };
  }
  return { criterion: "site", met: true, reason: "Company website read" };
}

function countryCriterion(country: string, text: string, phones: string[]): Criterion {
  const code = countryCodeOf(country);
  if (!code) {
    return { criterion: "country", met: false, reason: `Unknown country "${country}"` };
  }
  const phoneCountries = new Set(
    phones.map((p) => parsePhoneNumber(p)?.country).filter((c): c is NonNullable<typeof c> => !!c),
  );
  // The country's name, a VAT id it issued, or one of its cities in the address.
  const named =
    countryNames(code).some((name) => containsPhrase(text, name)) ||
    vatCountries(text).includes(code) ||
    knownCitiesOf(code).some((city) => containsPhrase(text, city));
  if (phoneCountries.size > 0 && !phoneCountries.has(code as never)) {
    return {
      criterion: "country",
      met: false,
      reason: `Located in ${[...phoneCountries].join("/")}, not ${country} (phone numbers)`,
    };
  }
  if (named || phoneCountries.has(code as never)) {
    return { criterion: "country", met: true, reason: `Located in ${country}` };
  }
  return { criterion: "country", met: false, reason: `No sign of being in ${country}` };
}

// A VAT id is a legal statement of where a company is registered: "USt-IdNr.: DE123456789".
const VAT_ID =
  /\b(?:vat|ust|tva|iva|btw|nip|moms|mwst|nif|cif|uid)\b[^\n\d]{0,24}\b([a-z]{2}) ?[0-9a-z]{0,2}\d{7,12}\b/g;

function vatCountries(text: string): string[] {
  return [...text.matchAll(VAT_ID)].map((m) => {
    const prefix = (m[1] ?? "").toUpperCase();
    return prefix === "EL" ? "GR" : prefix;
  });
}

function cityCriterion(city: string, text: string): Criterion {
  const names = cityNames(city);
  const inCity = names.city.some((n) => containsPhrase(text, n));
  const inRegion = names.region.some((n) => containsPhrase(text, n));
  return inCity || inRegion
    ? { criterion: "city", met: true, reason: `In ${city}` }
    : { criterion: "city", met: false, reason: `Not in ${city}` };
}

function typeCriterion(
  companyType: string,
  claims: { kind: CompanyKind; cue: string }[],
  carriesBrands: boolean,
): Criterion {
  const wanted = kindOf(companyType);
  if (!wanted) {
    return {
      criterion: "companyType",
      met: false,
      reason: `Unknown company type "${companyType}"`,
    };
  }
  const claimed = new Set(claims.map((c) => c.kind));
  const resells = [...claimed].some((k) => RESELLER_CUES.has(k)) || carriesBrands;
  const says = (kind: CompanyKind) => claimed.has(kind);
  let met: boolean;
  switch (wanted) {
    // Resellers mention "leading manufacturers": a maker must claim making and not reselling.
    case "manufacturer":
      met = says("manufacturer") && !resells;
      break;
    case "distributor":
      met = says("distributor") && !says("wholesaler");
      break;
    default:
      met = says(wanted);
  }
  if (met) return { criterion: "companyType", met, reason: `The site says it is a ${wanted}` };
  const stated = [...claimed].filter((k) => k !== wanted);
  const reason =
    stated.length > 0
      ? `Not a ${wanted}: the site describes a ${stated.join("/")}`
      : `The site never says it is a ${wanted}`;
  return { criterion: "companyType", met: false, reason };
}

function productsCriterion(
  productsServices: string,
  text: string,
  terms: GlossaryEntry[],
): Criterion {
  const segments = productsServices
    .split(/[,;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const companyTerms = terms.flatMap((t) => [t.en, t.industry]);
  const matched = segments.find(
    (segment) =>
      containsPhrase(text, fold(segment)) || companyTerms.some((t) => productsOverlap(segment, t)),
  );
  return matched
    ? { criterion: "products", met: true, reason: `Offers ${matched}` }
    : {
        criterion: "products",
        met: false,
        reason: `No ${productsServices.slice(0, 80)} on the site`,
      };
}

function exclusionsCriterion(
  exclusions: string[],
  evidence: CompanyEvidence,
  claims: { kind: CompanyKind }[],
  terms: GlossaryEntry[],
): Criterion {
  const identity = fold(`${evidence.companyName} ${evidence.domain}`);
  const companyTerms = terms.flatMap((t) => [t.en, t.industry]);
  const hit = exclusions.find((exclusion) => {
    const folded = fold(exclusion.trim());
    if (!folded) return false;
    const kind = kindOf(exclusion);
    return (
      identity.includes(folded) ||
      (kind !== undefined && claims.some((c) => c.kind === kind)) ||
      companyTerms.some((t) => productsOverlap(exclusion, t))
    );
  });
  return hit
    ? { criterion: "exclusions", met: false, reason: `Excluded by "${hit}"` }
    : { criterion: "exclusions", met: true, reason: "No exclusion applies" };
}
