import { isCategoryHead } from "../knowledge/category-heads.ts";
import { kindOf } from "../knowledge/company-types.ts";
import { cityNames, countryCodeOf, countryNames } from "../knowledge/countries.ts";
import { fold, tokenize } from "../language/fold.ts";
import type { QueryPlan } from "./query-plan.ts";
import { TYPE_QUERY_WORDS, TYPE_SELF_WORDS } from "./type-nouns.ts";

/*
 * The localized product terms of a profile, recovered from the plan's translated queries
 * ("Industriepumpen Hersteller Deutschland" → "Industriepumpen"): the type word, the place and
 * the user's keywords and the companies' own-voice phrases ("wir fertigen") taken out. The verifier reuses them, so a run
 * accepts the products it searched for in the country's language.
 */

const EXTRAS = new Set(["company", "companies", "suppliers", "supplier"]);
const MAX_TERMS = 40;

/** The product terms in a plan's translated queries. */
export function planTerms(
  translatedQueries: readonly string[],
  profile: { country: string; city?: string | null; companyType: string; keywords: string[] },
): string[] {
  const code = countryCodeOf(profile.country);
  const drop = new Set<string>([
    ...EXTRAS,
    ...(code ? countryNames(code).flatMap((n) => tokenize(n)) : tokenize(profile.country)),
    ...(profile.city ? placeWords(profile.city) : []),
  ]);
  const kind = kindOf(profile.companyType);
  if (kind) {
    for (const words of Object.values(TYPE_QUERY_WORDS)) {
      for (const w of tokenize(words[kind])) drop.add(w);
    }
  }
  // Whole phrases, taken out before the words: "wir fertigen Pumpen" → "Pumpen".
  const phrases = [
    ...(kind ? Object.values(TYPE_SELF_WORDS).map((words) => fold(words[kind])) : []),
    ...profile.keywords.map((k) => fold(k.trim())),
  ].sort((a, b) => b.length - a.length);
  const terms = new Set<string>();
  for (const query of translatedQueries) {
    let rest = fold(query);
    for (const phrase of phrases) if (phrase) rest = rest.replace(phrase, " ");
    const words = tokenize(rest).filter((w) => !drop.has(w));
    // "products", "Produkte" left of "ventilation products" once the keyword is out: a head
    // with no product of its own would match every site's "Products" menu.
    if (words.every(isCategoryHead)) continue;
    terms.add(words.join(" "));
  }
  return [...terms].slice(0, MAX_TERMS);
}

// The city in every name it goes by: a plan may write "Firenze" for "Florence".
function placeWords(city: string): string[] {
  const names = cityNames(city);
  return [city, ...names.city.slice(0, 12), ...names.region].flatMap((n) => tokenize(n));
}

/** The profile's terms once a plan is made: its translated queries' terms and its keywords. */
export function termsOfPlan(
  plan: QueryPlan,
  profile: { country: string; city?: string; companyType: string; keywords: string[] },
): string[] {
  const translated = plan.queries.flatMap((q) => (q.translatedQuery ? [q.translatedQuery] : []));
  return [...new Set([...planTerms(translated, profile), ...plan.aiKeywords])].slice(0, MAX_TERMS);
}
