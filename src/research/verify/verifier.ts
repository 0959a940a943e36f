import parsePhoneNumber from "libphonenumber-js";
import { z } from "zod";
import { fold } from "../language/fold.ts";
import type { LanguageModel, TokenUsage } from "../ports.ts";
import { profileData, type ResearchProfile } from "../profile.ts";
import { type CompanyEvidence, evidenceSchema, profileDataSchema } from "./evidence.ts";
import { excerptEvidence } from "./evidence-excerpts.ts";
import { standsIn } from "./grounding.ts";
import { pageNamed, withPagePaths } from "./page-paths.ts";
import { hardFailure } from "./pre-check.ts";
import { type Criterion, type Verdict, verdictSchema } from "./verdict.ts";

/** Decides whether a company fits the profile, with a verdict and reason per criterion. */
export interface Verifier {
  verify(
    profile: ResearchProfile,
    evidence: CompanyEvidence,
  ): Promise<{ verdict: Verdict; usage: TokenUsage }>;
}

export const verifyRequestSchema = z.object({
  profile: profileDataSchema,
  company: evidenceSchema,
});

export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

const VERIFY_SYSTEM = `Judge a company against a customer profile by its own pages only.
Criteria: site (a real company site, not parked); country, city (its own address, not places it
mentions); companyType (what it says it is or does; a denial counts against); products;
keywords; exclusions (none may apply to the company itself). Met only if the pages show it.
Each: a short reason, the deciding page text quoted exactly (at most 200 characters), its url.
accept only if all are met. industry in English if stated.`;

/** Profile terms sent with a request: the plan's translations, the user's and AI keywords. */
const TERMS_SENT = 40;

export interface ModelVerifierOptions {
  /**
   * Whether each call is paid for (a hosted model): then the rules reject a parked site or a
   * company whose own address is abroad without a call, and the model is sent the lines that
   * carry criteria instead of whole pages. The offline rules model reads whole pages for free.
   */
  economical?: boolean;
}

/** The `Verifier` through a language model (the rules model offline). */
export function createModelVerifier(
  model: LanguageModel,
  options: ModelVerifierOptions = {},
): Verifier {
  return {
    async verify(profile, evidence) {
      const wanted = {
        ...profileData(profile),
        exclusions: profile.exclusions,
        terms: distinctTerms(profile).slice(0, options.economical ? TERMS_SENT : 100),
      };
      if (options.economical) {
        const failure = hardFailure(wanted, evidence);
        if (failure) return { verdict: failure, usage: { promptTokens: 0, completionTokens: 0 } };
      }
      const data: VerifyRequest = {
        profile: wanted,
        company: options.economical
          ? withPagePaths({ ...excerptEvidence(evidence, wanted), phones: phonesSent(evidence) })
          : evidence,
      };
      const { value, usage } = await model.complete({
        task: "verify-company",
        system: VERIFY_SYSTEM,
        data,
        schema: verdictSchema,
      });
      // The model's own accept must agree with its criteria: a lead is accepted only when
      // every criterion it judged is met.
      const verdict = {
        ...value,
        criteria: value.criteria.map((c) => grounded(c, evidence)),
        accept: value.accept && value.criteria.every((c) => c.met),
      };
      return { verdict, usage };
    },
  };
}

/** Phones sent to a paid model: they say where the company is by their country, so one each. */
const PHONES_SENT = 3;

/** The first phone of each country, at most PHONES_SENT. */
function phonesSent(evidence: CompanyEvidence): string[] {
  const countries = new Set<string>();
  const sent: string[] = [];
  for (const phone of evidence.phones) {
    const country = parsePhoneNumber(phone)?.country ?? phone;
    if (countries.has(country)) continue;
    countries.add(country);
    sent.push(phone);
    if (sent.length === PHONES_SENT) break;
  }
  return sent;
}

/**
 * The plan's terms and the AI keywords, each once however it is written ("Pumpen", "pumpen"),
 * without those the profile already sends as a keyword or as its products: a repeat tells a model
 * nothing and is paid for in every request.
 */
function distinctTerms(profile: ResearchProfile): string[] {
  const sent = new Set([profile.productsServices, ...profile.keywords].map((t) => fold(t.trim())));
  const terms: string[] = [];
  for (const term of [...(profile.terms ?? []), ...profile.aiKeywords]) {
    const key = fold(term.trim());
    if (!key || sent.has(key)) continue;
    sent.add(key);
    terms.push(term);
  }
  return terms;
}

/**
 * A criterion's quote and page kept only when the quote is on that page as fetched: a model may
 * misquote or invent, and the user is shown only words the company's own page carries. A page
 * named by its path (as an economical request sends it) is shown by its whole URL.
 */
function grounded(criterion: Criterion, evidence: CompanyEvidence): Criterion {
  const { quote, url, ...rest } = criterion;
  if (!quote || !url) return rest;
  const page = pageNamed(evidence, url);
  return page && standsIn(page.text, quote) ? { ...rest, quote, url: page.url } : rest;
}
