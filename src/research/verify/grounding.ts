/*
 * Grounding: a model's words are shown only when they stand on the page they name. A model may
 * misquote, complete or invent; what reaches a user is only what the company's own page carries.
 * The verifier checks its criteria's quotes with it, the model's reading of people its names and
 * titles.
 */

const spaced = (text: string) => text.replace(/\s+/g, " ").trim();

/** Whether `quote` stands in `text` as written, whatever the spacing and line breaks between words. */
export function standsIn(text: string, quote: string): boolean {
  const wanted = spaced(quote);
  return wanted.length > 0 && spaced(text).includes(wanted);
}

/**
 * Whether `value` stands in `text` as whole words: a name or title, where "Per Ek" must not be
 * taken from "Per Eklund".
 */
export function standsAsWordsIn(text: string, value: string): boolean {
  if (!standsIn(text, value)) return false;
  const haystack = spaced(text);
  const wanted = spaced(value);
  const letter = /[\p{L}\p{N}]/u;
  for (let at = haystack.indexOf(wanted); at >= 0; at = haystack.indexOf(wanted, at + 1)) {
    const before = haystack[at - 1] ?? "";
    const after = haystack[at + wanted.length] ?? "";
    if (!letter.test(before) && !letter.test(after)) return true;
  }
  return false;
}
