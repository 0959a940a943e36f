import stopwordsIso from "stopwords-iso/stopwords-iso.json" with { type: "json" };
import { fold } from "./fold.ts";

/*
 * Stop words of the languages we read (stopwords-iso), folded, and the language of a text told
 * from them: pages carry no reliable `lang` in the evidence, and the share of a language's
 * function words is a robust signal even on short, menu-heavy pages.
 */

export const LANGUAGES = ["de", "fr", "it", "es", "nl", "pl", "sv", "pt", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

const table = stopwordsIso as Record<string, string[]>;

const SETS = new Map<Language, Set<string>>(
  LANGUAGES.map((lang) => [lang, new Set((table[lang] ?? []).map(fold))]),
);

// The most frequent function words only: the full lists overlap too much between languages to
// vote with ("de" is Spanish, French, Portuguese and Dutch).
const MARKERS: Record<Language, string[]> = {
  de: ["und", "der", "die", "das", "mit", "fur", "wir", "ist", "sie", "von", "den", "auf", "nicht"],
  fr: ["et", "les", "des", "est", "pour", "nous", "une", "dans", "sur", "avec", "vous", "du"],
  it: ["e", "il", "della", "per", "che", "sono", "una", "con", "dei", "gli", "nel", "delle"],
  es: ["y", "el", "los", "las", "para", "que", "una", "con", "por", "del", "nuestros", "es"],
  nl: ["en", "het", "een", "van", "voor", "wij", "met", "zijn", "ons", "onze", "niet", "op"],
  pl: ["i", "w", "z", "na", "do", "sie", "jest", "oraz", "dla", "nie", "nasz", "od"],
  sv: ["och", "att", "det", "som", "med", "for", "vi", "ar", "av", "pa", "till", "inte"],
  pt: ["e", "os", "as", "para", "que", "uma", "com", "por", "dos", "nao", "nossa", "em"],
  en: ["the", "and", "of", "to", "we", "our", "for", "with", "is", "are", "in", "you"],
};
const MARKER_SETS = new Map(LANGUAGES.map((l) => [l, new Set(MARKERS[l])]));

/** Whether a folded word is a stop word of the language (any of ours when none is given). */
export function isStopword(word: string, language?: Language): boolean {
  if (language) return SETS.get(language)?.has(word) ?? false;
  return LANGUAGES.some((l) => SETS.get(l)?.has(word));
}

/** The language whose common function words a list of folded words uses most; "en" if none. */
export function detectLanguage(foldedWords: readonly string[]): Language {
  let best: Language = "en";
  let bestScore = 0;
  for (const lang of LANGUAGES) {
    const markers = MARKER_SETS.get(lang);
    let score = 0;
    for (const w of foldedWords) if (markers?.has(w)) score++;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}
