/*
 * A light Polish stemmer. Snowball has no Polish algorithm, so this strips the common noun,
 * adjective and verb endings, longest first, keeping a stem of at least four letters. It is for
 * matching ("pompy", "pompami", "pomp" → "pomp"; "producentem" → "producent"), not linguistics.
 * Input is folded (no diacritics). Derivational endings ("-owanie") stay: "magazynowanie"
 * (warehousing) is not "magazyn" (a warehouse).
 */

const SUFFIXES = [
  "owych",
  "owymi",
  "owego",
  "owemu",
  "ami",
  "ach",
  "owi",
  "owa",
  "owe",
  "owy",
  "ego",
  "emu",
  "ymi",
  "imi",
  "ych",
  "ich",
  "iej",
  "ie",
  "em",
  "om",
  "ow",
  "ej",
  "ym",
  "im",
  "y",
  "i",
  "a",
  "e",
  "u",
  "o",
].sort((a, b) => b.length - a.length);

const MIN_STEM = 4;

/** The stem of a folded Polish word. */
export function stemPolish(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}
