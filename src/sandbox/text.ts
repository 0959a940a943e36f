/* Folding and tokenizing shared by the search index and the ground-truth rules. */

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
