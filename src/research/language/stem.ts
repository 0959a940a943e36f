import snowball from "snowball-stemmers";
import { stemPolish } from "./polish-stem.ts";
import type { Language } from "./stopwords.ts";

/*
 * Per-language stemming of folded words: Snowball (snowball-stemmers) for the languages it has,
 * our light suffix-stripper for Polish, which Snowball lacks.
 */

const SNOWBALL: Record<Exclude<Language, "pl">, string> = {
  de: "german",
  fr: "french",
  it: "italian",
  es: "spanish",
  nl: "dutch",
  sv: "swedish",
  pt: "portuguese",
  en: "english",
};

type Stemmer = (word: string) => string;
const cache = new Map<Language, Stemmer>();

function stemmerOf(language: Language): Stemmer {
  const known = cache.get(language);
  if (known) return known;
  let stemmer: Stemmer;
  if (language === "pl") stemmer = stemPolish;
  else {
    const algorithm = snowball.newStemmer(SNOWBALL[language]);
    stemmer = (word) => algorithm.stem(word);
  }
  const memo = new Map<string, string>();
  const memoized: Stemmer = (word) => {
    let s = memo.get(word);
    if (s === undefined) {
      s = word.length <= 3 ? word : stemmer(word);
      if (memo.size < 50_000) memo.set(word, s);
    }
    return s;
  };
  cache.set(language, memoized);
  return memoized;
}

/** The stem of a folded word in a language ("pumpen" → "pump", "vannes" → "vann"). */
export function stem(word: string, language: Language): string {
  return stemmerOf(language)(word);
}
