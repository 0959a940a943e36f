import { z } from "zod";
import { kindOf } from "../knowledge/company-types.ts";
import { countryCodeOf, countryNameIn, languageOf } from "../knowledge/countries.ts";
import { entriesForKind, translatePhrase } from "../knowledge/glossary.ts";
import { modelTask } from "../ports.ts";
import { profileData, type ResearchProfile, splitList } from "../profile.ts";
import { TYPE_QUERY_WORDS, TYPE_SELF_WORDS } from "./type-nouns.ts";

/*
 * The plan of a run: keywords the assistant adds to the user's, and search queries in English
 * and in the target country's language. Asked of the language model (or the rules model), so a
 * real model can plan in any language; the answer is a schema, never free text run as code.
 */

export const MAX_QUERIES = 12;
const MAX_AI_KEYWORDS = 10;

export const planSchema = z.object({
  aiKeywords: z.array(z.string().min(1).max(100)).max(MAX_AI_KEYWORDS),
  queries: z
    .array(
      z.object({
        query: z.string().min(1).max(300),
        translatedQuery: z.string().min(1).max(300).optional(),
      }),
    )
    .min(1)
    .max(MAX_QUERIES),
});

export type QueryPlan = z.infer<typeof planSchema>;

export const planRequestSchema = z.object({
  profile: z.object({
    country: z.string().max(100),
    city: z.string().max(100).optional(),
    companyType: z.string().max(200),
    productsServices: z.string().max(5000),
    keywords: z.array(z.string().max(200)).max(100),
  }),
  /** ISO 639-1 of the country's business sites. */
  language: z.string().max(10),
  /** Queries already used, which a further plan must not repeat. */
  usedQueries: z.array(z.string().max(300)).max(500),
});

export type PlanRequest = z.infer<typeof planRequestSchema>;

const PLAN_SYSTEM = `You plan web searches that find companies matching an ideal customer profile.
Return JSON: aiKeywords (up to ${MAX_AI_KEYWORDS} extra product or industry keywords, in English, that
widen the search without leaving the profile) and queries (up to ${MAX_QUERIES}), each an English
search query and its translation into the given language (translatedQuery). Queries name a
product, the company type and the place. When usedQueries is not empty, the first queries missed
companies: phrase new ones the way such companies describe themselves on their own sites ("we
manufacture pumps", "wir fertigen Pumpen"), and other product names. Never repeat a query from
usedQueries.`;

/** The plan request for a profile. */
export function planRequest(profile: ResearchProfile, usedQueries: string[] = []): PlanRequest {
  const code = countryCodeOf(profile.country);
  return {
    profile: profileData(profile),
    language: code ? languageOf(code) : "en",
    usedQueries,
  };
}

/** Asks the model for a plan. */
export const planQueries = modelTask<PlanRequest, QueryPlan>(
  "plan-queries",
  PLAN_SYSTEM,
  planSchema,
);

/**
 * The rules model's plan: each product phrase and each narrower product the glossary knows,
 * with the type word and the place, in English and in the country's language. A further round
 * asks in the companies' own voice ("we manufacture pumps"), the region left to the search's
 * country setting, then varies the first wording.
 */
export function planByRules(request: PlanRequest): QueryPlan {
  const { profile, language } = request;
  const code = countryCodeOf(profile.country);
  const kind = kindOf(profile.companyType) ?? "manufacturer";
  const english = TYPE_QUERY_WORDS.en?.[kind] ?? profile.companyType;
  const local = TYPE_QUERY_WORDS[language]?.[kind] ?? english;
  const placeEn = profile.city ?? (code ? countryNameIn(code, "en") : profile.country);
  const placeLocal = profile.city ?? (code ? countryNameIn(code, language) : profile.country);
  const segments = splitList(profile.productsServices);

  const narrower = new Set<string>();
  for (const segment of segments) {
    // A service profile keeps the user's service, not a product named like it ("cleaning agents").
    for (const entry of entriesForKind(segment, kind)) {
      if (entry.en.toLowerCase() !== segment.toLowerCase()) narrower.add(entry.en);
    }
  }
  const aiKeywords = [...narrower].slice(0, MAX_AI_KEYWORDS);
  const used = new Set(request.usedQueries.map((q) => q.toLowerCase()));
  const queries: QueryPlan["queries"] = [];
  const push = (query: string, translatedQuery: string) => {
    if (used.has(query.toLowerCase()) || queries.some((q) => q.query === query)) return;
    queries.push({ query, ...(language !== "en" ? { translatedQuery } : {}) });
  };
  const add = (product: string, extra = "") => {
    const translated = translatePhrase(product, language) ?? product;
    // "cleaning company Lyon company": a type word already said is not said again.
    const tail = extra && !english.split(" ").includes(extra) ? ` ${extra}` : "";
    push(`${product} ${english} ${placeEn}${tail}`, `${translated} ${local} ${placeLocal}${tail}`);
  };
  const selfEn = TYPE_SELF_WORDS.en?.[kind];
  const selfLocal = TYPE_SELF_WORDS[language]?.[kind] ?? selfEn;
  const addInOwnVoice = (product: string) => {
    if (!selfEn || !selfLocal) return;
    const translated = translatePhrase(product, language) ?? product;
    // A city stays in the query: it is narrower than the region the search is set to.
    const cityEn = profile.city ? ` ${profile.city}` : "";
    push(`${selfEn} ${product}${cityEn}`, `${selfLocal} ${translated}${cityEn}`);
  };
  for (const segment of segments) add(segment);
  for (const keyword of profile.keywords) add(segments[0] ?? keyword, keyword);
  for (const product of aiKeywords) add(product);
  // A further round (usedQueries given) varies the wording once the first plan is spent.
  if (request.usedQueries.length > 0) {
    for (const segment of segments) addInOwnVoice(segment);
    for (const product of aiKeywords) addInOwnVoice(product);
    for (const segment of segments) add(segment, "company");
    for (const product of aiKeywords) add(product, "company");
  }
  if (queries.length === 0) {
    add(segments[0] ?? profile.productsServices, "suppliers");
  }
  return { aiKeywords, queries: queries.slice(0, MAX_QUERIES) };
}
