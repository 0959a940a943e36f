/*
 * Folding and word splitting for matching page text in any of the languages we read: lowercase,
 * diacritics dropped ("Großhändler" → "grosshandler", "Łódź" → "lodz"), so a profile typed
 * without accents meets a page written with them.
 */

const SPECIAL_FOLDS: Record<string, string> = { ß: "ss", ł: "l", ø: "o", æ: "ae", œ: "oe" };

/** Lowercase without diacritics: "Großhändler" → "grosshandler", "Łódź" → "lodz". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßłøæœ]/g, (ch) => SPECIAL_FOLDS[ch] ?? ch)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** Folded alphanumeric words. */
export function tokenize(text: string): string[] {
  return fold(text).match(/[a-z0-9]+/g) ?? [];
}

/** A word of a text with where it stands in the original, so a quote can be cut around it. */
export interface Word {
  /** Folded form. */
  w: string;
  start: number;
  end: number;
}

/** The words of a text (letters and digits, any script), folded, with their offsets. */
export function words(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = fold(m[0]).replace(/[^a-z0-9]/g, "");
    if (w) out.push({ w, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const STOP_WORDS = new Set(
  "a an and or of for the in on with to by at from und oder der die das fur mit von im et ou de des du la le les pour en e o di del della per il lo y el los las para con van het een voor en i w z oraz och for av da do dos das com".split(
    " ",
  ),
);

/** Tokens worth comparing: stop words dropped, a plural "s" trimmed ("pumps" → "pump"). */
export function significantTokens(text: string): string[] {
  return tokenize(text)
    .filter((t) => !STOP_WORDS.has(t))
    .map((t) => (t.length > 3 && t.endsWith("s") && !t.endsWith("ss") ? t.slice(0, -1) : t));
}
