import { fold, significantTokens } from "../language/fold.ts";
import { wholeWordIndex } from "../language/whole-word.ts";
import { industries, type Multilingual } from "./industries.ts";
import { tradeVocabulary } from "./trade-vocabulary.ts";

/*
 * The offline model's vocabulary: industries and products in every language we read, so that
 * "industrial pumps" in a profile meets "Industriepumpen" on a German site. A language model
 * knows such translations; the rules model knows the ones in this glossary (the sandbox's
 * industries and the trades of trade-vocabulary.ts), and reads English everywhere.
 */

export interface GlossaryEntry {
  /** The English term, e.g. "centrifugal pumps". */
  en: string;
  /** The industry's English name, e.g. "industrial pumps". */
  industry: string;
  /** Every language's form, by language code. */
  forms: Multilingual;
  /** Folded forms, for matching page text. */
  folded: string[];
  /** Kinds of company in the entry's industry: a service asks only of service industries. */
  types: readonly string[];
}

const entries: GlossaryEntry[] = [...industries, ...tradeVocabulary].flatMap((industry) =>
  [industry.name, ...industry.products].map((term) => ({
    en: term.en,
    industry: industry.name.en,
    forms: term,
    folded: [...new Set(Object.values(term).map(fold))],
    types: industry.types,
  })),
);

/** Every entry of the glossary. */
export const glossaryEntries = (): readonly GlossaryEntry[] => entries;

/** Whether a folded phrase stands in folded text as whole words. */
export const containsPhrase = (haystack: string, phrase: string): boolean =>
  wholeWordIndex(haystack, phrase) !== -1;

/** Glossary entries any of whose forms appear in the (already folded) text. */
export function termsInText(foldedText: string): GlossaryEntry[] {
  return entries.filter((entry) => entry.folded.some((form) => containsPhrase(foldedText, form)));
}

const isSubset = (small: Set<string>, big: Set<string>): boolean =>
  small.size > 0 && [...small].every((t) => big.has(t));

/** Whether two product phrases name the same thing, one as a narrower form of the other. */
export function productsOverlap(a: string, b: string): boolean {
  const left = new Set(significantTokens(a));
  const right = new Set(significantTokens(b));
  return isSubset(left, right) || isSubset(right, left);
}

/**
 * Entries whose English term overlaps an English phrase ("pumps" → every pump entry), and every
 * product of an industry the phrase names ("industrial pumps" → "centrifugal pumps", ...).
 */
export function entriesFor(phrase: string): GlossaryEntry[] {
  return entries.filter(
    (entry) => productsOverlap(phrase, entry.en) || productsOverlap(phrase, entry.industry),
  );
}

/**
 * The entries for a phrase a profile of a kind asks for: for a service, only those of industries
 * with service companies ("cleaning" is no "cleaning agents", a product named like it).
 */
export function entriesForKind(phrase: string, kind: string | undefined): GlossaryEntry[] {
  const all = entriesFor(phrase);
  return kind === "service company" ? all.filter((e) => e.types.includes(kind)) : all;
}

/**
 * Entries as narrow as a phrase or narrower: their English holds every word of it ("submersible
 * pumps" for "pumps"), or the phrase names their whole industry. Never a broader one: for an
 * exclusion, "furniture" in place of "upholstered furniture" would exclude every furniture maker.
 */
export function narrowerEntriesFor(phrase: string): GlossaryEntry[] {
  const wanted = new Set(significantTokens(phrase));
  return entries.filter(
    (entry) =>
      isSubset(wanted, new Set(significantTokens(entry.en))) ||
      isSubset(wanted, new Set(significantTokens(entry.industry))),
  );
}

/** A phrase in a language when the glossary knows it exactly, else undefined. */
export function translatePhrase(phrase: string, language: string): string | undefined {
  const exact = entries.find((entry) => fold(entry.en) === fold(phrase.trim()));
  return exact ? exact.forms[language as keyof Multilingual] : undefined;
}
