import {
  COMPANY_NOUNS,
  OFFER_SELF,
  OFFER_VERB,
  SERVICE_NOUNS,
  SERVICE_TAILS,
} from "../knowledge/service-cues.ts";
import { OWN } from "../knowledge/type-cues.ts";
import { COMPOUND_LANGUAGES } from "../language/compounds.ts";
import { isNegated } from "../language/negation.ts";
import { sameCategory } from "./category-heads.ts";
import { compile, matchesAt } from "./cue-match.ts";
import { clauseAround, type ReadSite, type Sentence } from "./page-words.ts";
import { findPhrase, type PhraseHit } from "./term-match.ts";
import type { Claim } from "./type-claims.ts";

/*
 * What a company says it offers as services: "ofrecemos servicios de limpieza", "wir erbringen
 * Dienstleistungen", "nuestros servicios", and, for a service the profile names, a company
 * named by it ("Empresa de limpieza industrial", "industrial cleaning company"). These are
 * offers, weaker than a claim of kind: type-criterion.ts lets one make a service company only
 * where the site claims no other kind.
 */

const SELF = new Set(OFFER_SELF);
const VERBS = new Set(OFFER_VERB);
const NOUNS = SERVICE_NOUNS.map(compile);
const OWN_WORDS = new Set(OWN);
const COMPANY = new Set(COMPANY_NOUNS);
const OF = new Set("de di d of du des van voor fur for do da dla".split(" "));
const REACH = 5;

function isServiceNoun(word: string, language: Sentence["language"]): boolean {
  if (NOUNS.some((p) => matchesAt([word], 0, p))) return true;
  return (
    COMPOUND_LANGUAGES.has(language) &&
    SERVICE_TAILS.some((t) => word.length >= t.length + 3 && word.endsWith(t))
  );
}

/** Every offer of services the site makes, `hasSubject` telling whether a verb is the company's. */
export function readServiceOffers(
  site: ReadSite,
  hasSubject: (clause: string[], index: number, length: number) => boolean,
): Claim[] {
  const offers: Claim[] = [];
  for (const sentence of site.sentences) {
    const list = sentence.words.map((w) => w.w);
    list.forEach((word, at) => {
      const noun = isServiceNoun(word, sentence.language);
      if (!noun && !SELF.has(word) && !VERBS.has(word)) return;
      const { words: clause, index } = clauseAround(sentence, at);
      const claim = (from: number, to: number): Claim => ({
        kind: "service company",
        negated: isNegated(clause, index - (at - from), index + (to - at), sentence.language),
        sentence,
        from,
        to,
      });
      // "our services", "nuestros servicios", "unsere Leistungen".
      if (noun && OWN_WORDS.has(clause[index - 1] ?? "")) {
        offers.push(claim(at - 1, at + 1));
        return;
      }
      if (!(SELF.has(word) || (VERBS.has(word) && hasSubject(clause, index, 1)))) return;
      for (let k = index + 1; k < Math.min(clause.length, index + 1 + REACH); k++) {
        if (isServiceNoun(clause[k] ?? "", sentence.language)) {
          const offer = claim(at, at + (k - index) + 1);
          // "wir erbringen keine Dienstleistungen": the negator between verb and noun.
          const between = isNegated(clause, k, k + 1, sentence.language);
          offers.push(between ? { ...offer, negated: true } : offer);
          return;
        }
      }
    });
  }
  return offers;
}

/**
 * A company named by the service a profile asks for: "Empresa de limpieza industrial",
 * "société de nettoyage industriel", "industrial cleaning company". Undefined when the site never
 * names itself so.
 */
export function namedByService(site: ReadSite, phrases: readonly string[]): Claim | undefined {
  for (const phrase of phrases) {
    const hit = findPhrase(
      site,
      phrase,
      (h) => companyNounAround(h) && sameCategory(h, phrase, true),
    );
    if (hit) {
      const { words, index } = clauseAround(hit.sentence, hit.from);
      return {
        kind: "service company",
        negated: isNegated(words, index, index + (hit.to - hit.from), hit.sentence.language),
        sentence: hit.sentence,
        from: hit.from,
        to: hit.to,
      };
    }
  }
  return undefined;
}

// A company noun just before the hit, its "of" between ("Empresa [madrileña] de limpieza"), or
// right after it ("cleaning company").
function companyNounAround(hit: PhraseHit): boolean {
  const { words, index } = clauseAround(hit.sentence, hit.from);
  const end = index + (hit.to - hit.from);
  if (COMPANY.has(words[end] ?? "")) return true;
  if (!OF.has(words[index - 1] ?? "")) return false;
  for (let i = index - 2; i >= Math.max(0, index - 4); i--) {
    if (COMPANY.has(words[i] ?? "")) return true;
  }
  return false;
}
