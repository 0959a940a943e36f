import { OTHER_DECISION_MAKER, primaryTitleOf } from "../research/decision-makers.ts";
import { kindOf, kindsSatisfying } from "../research/knowledge/company-types.ts";
import type { SandboxCompany, SandboxPerson } from "./corpus.ts";
import { countries, countryByCode } from "./countries.ts";
import { industryById } from "./industries.ts";
import { fold, significantTokens } from "./text.ts";

/*
 * The benchmark's oracle. Rules are deliberately explicit and literal, so a disagreement between
 * the engine and the oracle is easy to trace:
 *   country    the profile's country (ISO code, English or local name) is the company's;
 *   city       when given: the company's city (local or English name) or its region;
 *   type       the profile's company type equals the company's real type (a distributor that
 *              reads like a manufacturer is still a distributor); a trailing plural "s" is ignored;
 *   products   some comma/semicolon/newline-separated segment of productsServices and some term of
 *              the company (its industry's name or one of its products, in English or in the
 *              site's language) contain one another as token sets ("pumps" ⊆ "industrial pumps");
 *              keywords steer search only and never widen a match;
 *   parked     a parked domain never matches;
 *   exclusions no exclusion segment appears in the company's name or domain, is its type, or
 *              contains/is contained in one of its terms.
 */

export interface IdealCustomerProfile {
  country: string;
  city?: string;
  companyType: string;
  productsServices: string;
  keywords?: string | string[];
  decisionMaker: string;
  exclusions?: string | string[];
}

export interface ProfileMatch {
  match: boolean;
  /** One line per criterion, "ok" or why not. */
  reasons: string[];
}

const segments = (text: string | string[] | undefined): string[] =>
  (Array.isArray(text) ? text : [text ?? ""])
    .flatMap((t) => t.split(/[,;\n]+/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

const isSubset = (small: Set<string>, big: Set<string>): boolean =>
  small.size > 0 && [...small].every((t) => big.has(t));

/**
 * The names a company's products are known by: its stated terms (a folder corpus), else its
 * industry's and chosen products' names in English and the site's language (the generator's).
 */
export function companyTermTexts(company: SandboxCompany): string[] {
  if (company.terms) return company.terms;
  const industry = industryById(company.industry);
  const chosen = industry.products.filter((p) => company.products.includes(p.en));
  return [
    industry.name.en,
    industry.name[company.language],
    ...chosen.flatMap((p) => [p.en, p[company.language]]),
  ];
}

function companyTerms(company: SandboxCompany): { text: string; tokens: Set<string> }[] {
  return companyTermTexts(company).map((text) => ({
    text,
    tokens: new Set(significantTokens(text)),
  }));
}

function resolveCountry(value: string): string | undefined {
  const folded = fold(value.trim());
  const known = countries.find(
    (c) => fold(c.code) === folded || fold(c.nameEn) === folded || fold(c.nameLocal) === folded,
  )?.code;
  // A folder corpus may hold countries the generator has no names for; their ISO code still works.
  return known ?? (/^[a-z]{2}$/.test(folded) ? folded.toUpperCase() : undefined);
}

const normalType = (type: string) => fold(type.trim()).replace(/s$/, "");

// The product's rule: a wholesaler satisfies a "distributor" profile and vice versa.
const typeFits = (wanted: string, actual: string): boolean => {
  const want = kindOf(wanted);
  const is = kindOf(actual);
  return want && is
    ? kindsSatisfying(want).includes(is)
    : normalType(wanted) === normalType(actual);
};

/** Whether a company fits an ideal customer profile, with a reason per criterion. */
export function matchesProfile(
  company: SandboxCompany,
  profile: IdealCustomerProfile,
): ProfileMatch {
  const reasons: string[] = [];
  let match = true;
  const check = (ok: boolean, okText: string, failText: string) => {
    reasons.push(ok ? okText : failText);
    if (!ok) match = false;
  };

  const wantedCountry = resolveCountry(profile.country);
  check(
    wantedCountry === company.country,
    `country ok (${company.country})`,
    `country ${company.country} is not ${profile.country}`,
  );

  if (profile.city?.trim()) {
    const wanted = fold(profile.city.trim());
    const country = countryByCode(company.country);
    const city = country?.cities.find((c) => c.name === company.city);
    const names = [company.city, company.region, city?.nameEn, city?.regionEn]
      .filter((n): n is string => !!n)
      .map(fold);
    check(
      names.includes(wanted),
      `city ok (${company.city})`,
      `city ${company.city} is not ${profile.city}`,
    );
  }

  check(
    typeFits(profile.companyType, company.companyType),
    `type ok (${company.companyType})`,
    `type ${company.companyType} is not ${profile.companyType}`,
  );

  const terms = companyTerms(company);
  const matched = segments(profile.productsServices).find((segment) => {
    const tokens = new Set(significantTokens(segment));
    return terms.some((term) => isSubset(tokens, term.tokens) || isSubset(term.tokens, tokens));
  });
  check(
    matched !== undefined,
    `products ok ("${matched}")`,
    `no product or industry of ${company.industry} matches "${profile.productsServices}"`,
  );

  check(!company.isParked, "not parked", "parked domain");

  const haystack = fold(`${company.name} ${company.domain}`);
  const excluded = segments(profile.exclusions).find((segment) => {
    const tokens = new Set(significantTokens(segment));
    return (
      haystack.includes(fold(segment)) ||
      normalType(segment) === normalType(company.companyType) ||
      terms.some((term) => isSubset(tokens, term.tokens) || isSubset(term.tokens, tokens))
    );
  });
  check(excluded === undefined, "not excluded", `excluded by "${excluded}"`);

  return { match, reasons };
}

/** True when robots.txt lets a polite crawler fetch this path. */
export function isPathAllowed(company: SandboxCompany, path: string): boolean {
  return !company.disallowed.some((prefix) => path.startsWith(prefix));
}

/**
 * The person the engine should report for a wanted title (a primary title, a variant, or
 * "Other" for whoever leads), named on a page a polite crawler may fetch; undefined when none is.
 */
export function expectedDecisionMaker(
  company: SandboxCompany,
  decisionMaker: string,
): SandboxPerson | undefined {
  if (company.isParked) return undefined;
  const wanted = primaryTitleOf(decisionMaker);
  if (!wanted) return undefined;
  for (const person of company.people) {
    if (wanted !== OTHER_DECISION_MAKER && person.primaryTitle !== wanted) continue;
    const pages = person.pages.filter((p) => isPathAllowed(company, p));
    if (pages.length > 0) return { ...person, pages };
  }
  return undefined;
}
