import { COMPOUND_LANGUAGES } from "../language/compounds.ts";
import { fold } from "../language/fold.ts";
import type { Sentence } from "./page-words.ts";

/*
 * Matching folded word sequences ("wir sind", "hersteller*") against a sentence's words. A
 * trailing "*" on a word matches any ending; other words match whole.
 */

export type Pattern = { word: string; prefix: boolean; gap?: boolean }[];

// Romance role nouns take adjectives before their complement: "empresa madrileña de servicios",
// "société française de services". Up to this many words may stand before such an "of".
const OF_WORDS = new Set(["de", "di", "d", "du", "des", "da", "do"]);
const GAP = 2;

/** Compiles "eigene* fertigung" into a pattern. */
export function compile(cue: string): Pattern {
  return fold(cue)
    .split(/[\s'-]+/)
    .filter(Boolean)
    .map((part, k) =>
      part.endsWith("*")
        ? { word: part.slice(0, -1), prefix: true }
        : { word: part, prefix: false, ...(k > 0 && OF_WORDS.has(part) ? { gap: true } : {}) },
    );
}

// A street or square named after a trade ("Grossistgatan", "Fabrikstraße", "Handelsweg") is an
// address, no claim: a prefix cue never stands in a compound that ends as a street.
const STREET_END =
  /(?:gatan|gata|vagen|grand|strasse|weg|gasse|platz|allee|straat|laan|plein|gracht|kade|gade|vej|veien|vegen)$/;

const fits = (word: string | undefined, p: Pattern[number]) =>
  word !== undefined &&
  (p.prefix
    ? word.startsWith(p.word) && !STREET_END.test(word.slice(p.word.length))
    : word === p.word);

/** Where the pattern standing at word `at` ends (exclusive), or -1 where it does not stand. */
export function matchEnd(list: readonly string[], at: number, pattern: Pattern): number {
  let i = at;
  for (const p of pattern) {
    let next = fits(list[i], p) ? i : -1;
    for (let g = 1; next < 0 && p.gap && g <= GAP; g++) if (fits(list[i + g], p)) next = i + g;
    if (next < 0) return -1;
    i = next + 1;
  }
  return i;
}

/** Whether the pattern stands, without gaps, at word `at` of a word list. */
export function matchesAt(list: readonly string[], at: number, pattern: Pattern): boolean {
  return pattern.every((p, k) => fits(list[at + k], p));
}

// A sentence is matched against every cue (about 400): its word list and the set of its words
// are made once, and a cue whose first word is not in the sentence is passed over at once.
const wordLists = new WeakMap<Sentence, { list: string[]; set: Set<string> }>();

/** A sentence's folded words in order, and as a set; made once per sentence. */
export function wordsOf(sentence: Sentence): { list: string[]; set: Set<string> } {
  let words = wordLists.get(sentence);
  if (!words) {
    const list = sentence.words.map((w) => w.w);
    words = { list, set: new Set(list) };
    wordLists.set(sentence, words);
  }
  return words;
}

/** Every [start, end) where the pattern stands in the sentence. */
export function findSpans(sentence: Sentence, pattern: Pattern): [number, number][] {
  const { list, set } = wordsOf(sentence);
  // The first word never takes a gap, so a whole first word must be one of the sentence's.
  const first = pattern[0];
  if (first && !first.prefix && !set.has(first.word)) return [];
  const hits: [number, number][] = [];
  for (let i = 0; i + pattern.length <= list.length; i++) {
    const end = matchEnd(list, i, pattern);
    if (end >= 0) hits.push([i, end]);
  }
  return hits;
}

/** Every start index where the pattern stands in the sentence. */
export function findAll(sentence: Sentence, pattern: Pattern): number[] {
  return findSpans(sentence, pattern).map(([at]) => at);
}

/**
 * Every index where a one-word pattern is the tail of a German, Dutch or Swedish compound
 * ("tuinbouwgroothandel", "Pumpenhersteller", "ventilationstillverkare"), the word itself not
 * read by any of `whole` from its start ("Einzelhändler" is a retailer, not a "Händler").
 */
export function findAsCompoundTail(
  sentence: Sentence,
  pattern: Pattern,
  whole: Pattern[],
): number[] {
  const only = pattern.length === 1 ? pattern[0] : undefined;
  if (!only || only.word.length < 5 || !COMPOUND_LANGUAGES.has(sentence.language)) return [];
  const hits: number[] = [];
  sentence.words.forEach(({ w }, i) => {
    if (w.length < only.word.length + 3) return;
    const at = only.prefix ? w.indexOf(only.word, 3) : w.length - only.word.length;
    if (at < 3 || !w.startsWith(only.word, at)) return;
    if (whole.some((p) => p.length === 1 && matchesAt([w], 0, p))) return;
    hits.push(i);
  });
  return hits;
}

/** Whether any pattern ends exactly at index `end` (exclusive) of the list. */
export function endsAt(list: readonly string[], end: number, patterns: Pattern[]): boolean {
  return patterns.some((p) => end - p.length >= 0 && matchesAt(list, end - p.length, p));
}
