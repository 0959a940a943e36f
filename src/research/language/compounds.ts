import type { Language } from "./stopwords.ts";

/*
 * German, Dutch and Swedish write compounds as one word: "Kreiselpumpen", "Edelstahlarmaturen",
 * "roestvrijstalen kleppen" aside, "centrifugalpumpar". A stemmed profile word matches such a
 * word when it is its tail (the head noun: "pump" in "kreiselpump") or its head ("edelstahl" in
 * "edelstahlarmatur"), provided the word is long enough to be a compound and the part is long
 * enough not to be a chance substring.
 */

export const COMPOUND_LANGUAGES: ReadonlySet<Language> = new Set(["de", "nl", "sv"]);

/** A word shorter than this is not read as a compound. */
export const MIN_COMPOUND_LENGTH = 8;
const MIN_PART = 4;
const MIN_HEAD = 5;
// The joints German, Dutch and Swedish put between parts ("Arbeit-s-schutz", "pomp-en-huis").
const LINKS = ["", "s", "es", "n", "en", "e"];

/** Whether a stemmed part stands as the tail or head of a (stemmed) compound word. */
export function partOfCompound(compound: string, part: string, language: Language): boolean {
  if (!COMPOUND_LANGUAGES.has(language)) return false;
  if (compound.length < MIN_COMPOUND_LENGTH || part.length < MIN_PART) return false;
  if (compound.length - part.length < 3) return false;
  if (compound.endsWith(part)) return true;
  // A qualifier inside a three-part compound ("stahl" in "edelstahltank"): long enough not to
  // be chance, with room for a head before it and a noun after it.
  const inner = compound.indexOf(part);
  if (part.length >= MIN_HEAD && inner >= 3 && compound.length - inner - part.length >= 4) {
    return true;
  }
  // A head shorter than five letters is too often a mere prefix ("pack" in "packaging").
  if (part.length < MIN_HEAD || !compound.startsWith(part)) return false;
  // A head must be followed by a plausible rest, not just an inflection ("pumpe" in "pumpen").
  return LINKS.some((link) => compound.length - part.length - link.length >= 4);
}
