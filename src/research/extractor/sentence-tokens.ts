import { HONORIFIC } from "./name-words.ts";

/*
 * A line of running text as words: each token keeps where it stands, and its bare word without
 * the punctuation around it, so that what is read is sliced from the text as printed.
 */

/** One word of a sentence, where it stands in the text. */
export interface Token {
  text: string;
  start: number;
  end: number;
  /** The token without the punctuation around it ("Kian," → "Kian"); initials keep their dot. */
  bare: string;
}

const INITIAL = /^(?:\p{Lu}\.)+$/u;
/**
 * A closing quotation mark and a dash right before a name: a testimonial's signature ("« … » —
 * Anne Hubert, acheteuse").
 */
export const SIGNATURE_BEFORE = /["”“»«’][.!]?\s*[–—-]\s*$/u;
/** A dash standing alone between words: "City Recorder – Kathy Smith". */
export const DASH = /^[–—-]$/u;
const CLOSES = /[,;:.!?)"”»“]$/u;
/**
 * Lower-case abbreviations inside a title, whose dot ends neither the title nor the sentence:
 * "dyrektor ds. zakupów", "stv. Geschäftsführer", "kfm. Leiter", "bitr. VD", "plv. directeur",
 * "director adj. de ventas", "resp. commerciale".
 */
const TITLE_ABBREVIATION = /^(?:ds|stv|kfm|kaufm|techn|bitr|plv|adj|resp)\.$/u;
/**
 * Spanish writes a plural abbreviation with its letter doubled: "director de RR. HH." (recursos
 * humanos), "EE. UU.": the dot ends neither the title nor the sentence.
 */
const DOUBLED_ABBREVIATION = /^(\p{Lu})\1\.$/u;

/**
 * A lower-case elided article glued to a capitalized word: "d'Anne-Marie Poulin", "l'Ingegner",
 * "dell'Azienda". The article is a word of the sentence, the name its own ("D'Angelo" is a name).
 */
const ELIDED = "(?:d|l|qu|dell|dall|all|nell|sull)['’]";
const GLUED_ARTICLE = new RegExp(String.raw`^${ELIDED}(?=\p{Lu})`, "u");
const ELIDED_BEFORE_WORD = new RegExp(`^${ELIDED}`, "u");

/** A word without the elided article glued to it: "l'entreprise" → "entreprise". */
export const withoutElidedArticle = (word: string) => word.replace(ELIDED_BEFORE_WORD, "");

/** The words of a text, an elided article before a capital apart. */
function words(text: string): { raw: string; start: number }[] {
  return [...text.matchAll(/\S+/gu)].flatMap((match) => {
    const raw = match[0];
    const start = match.index ?? 0;
    const article = GLUED_ARTICLE.exec(raw)?.[0];
    if (!article) return [{ raw, start }];
    return [
      { raw: article, start },
      { raw: raw.slice(article.length), start: start + article.length },
    ];
  });
}

/** The words of a text. */
export function tokenize(text: string): Token[] {
  return words(text).map(({ raw, start }) => {
    let bare = raw.replace(/^[("“„«‘'[]+/u, "").replace(/[,;:!?)"”»’'\]]+$/u, "");
    const abbreviated = INITIAL.test(bare) || DOUBLED_ABBREVIATION.test(bare);
    if (bare.endsWith(".") && !abbreviated && !HONORIFIC.test(bare)) {
      // "(HSEQ Manager).": the bracket before the stop closes the word too.
      bare = bare.slice(0, -1).replace(/[,;:!?)"”»’'\]]+$/u, "");
    }
    return { text: raw, start, end: start + raw.length, bare };
  });
}

/** Where sentences end: after a token with a stop that is no initial or salutation. */
export function sentenceEnds(tokens: Token[]): Set<number> {
  const ends = new Set<number>();
  tokens.forEach((token, index) => {
    const word = token.text.replace(/["”»’')]+$/u, "");
    if (!/[.!?]$/.test(word)) return;
    // "R.", "Dr.", "St." and the German ordinal of a date ("1. März") end no sentence.
    if (
      INITIAL.test(word) ||
      // "l'ing." is the salutation with its elided article.
      HONORIFIC.test(word.replace(/^[ld]['’]/iu, "")) ||
      TITLE_ABBREVIATION.test(word) ||
      DOUBLED_ABBREVIATION.test(word) ||
      /^(?:\p{Lu}\p{Ll}?|\d{1,2})\.$/u.test(word) ||
      polishYear(tokens, index)
    ) {
      return;
    }
    ends.add(index);
  });
  return ends;
}

/**
 * The Polish "r." (roku, "of the year") after a year, the sentence going on in lower case: "jest
 * od 1 lutego 2025 r. dyrektorem handlowym".
 */
const polishYear = (tokens: Token[], index: number) =>
  tokens[index]?.text === "r." &&
  /^\d{4}$/u.test(tokens[index - 1]?.text ?? "") &&
  /^\p{Ll}/u.test(tokens[index + 1]?.text ?? "");

/** A word that closes a phrase with its punctuation ("Kian,", "CEO."), not an initial. */
export const closesAt = (token: Token | undefined) =>
  !!token &&
  CLOSES.test(token.text) &&
  !INITIAL.test(token.bare) &&
  !HONORIFIC.test(token.bare) &&
  !TITLE_ABBREVIATION.test(token.text) &&
  !DOUBLED_ABBREVIATION.test(token.text);

/**
 * An elided article glued to the word it stands before, in French and Italian ("l'amministratore
 * delegato", "dell'azienda", "L’administrateur"): the article is the sentence's, not the title's.
 */
const ELIDED_ARTICLE = /^(?:[lL]|[dD]ell|[aA]ll|[dD]all|[nN]ell|[sS]ull|[uU]n)['’](?=\p{Ll})/u;

/** The title text a run of tokens spells, as printed (less an article glued to its first word). */
export function spell(text: string, tokens: Token[], from: number, to: number): string {
  const first = tokens[from];
  const last = tokens[to - 1];
  if (!first || !last) return "";
  const unquoted = first.text.replace(/^[("“„«‘'[]+/u, "");
  const lead = first.text.length - unquoted.replace(ELIDED_ARTICLE, "").length;
  return text.slice(
    first.start + lead,
    last.start + last.text.indexOf(last.bare) + last.bare.length,
  );
}

/** The token index at a character offset: the token holding it ("(Chief"), or the next one. */
export const tokenAt = (tokens: Token[], offset: number) => {
  const index = tokens.findIndex((token) => token.end > offset);
  return index < 0 ? tokens.length : index;
};

/** One sentence of a line, with the words its names take. */
export interface Sentence {
  text: string;
  tokens: Token[];
  start: number;
  end: number;
  /** Tokens of the sentence's names: a title never runs into a name. */
  taken: Set<number>;
  /**
   * Tokens of names read without a known given name: capitalized words that may as well name an
   * organisation ("prezesem Mleczarni Podlasie"), where a title ends instead.
   */
  cued?: Set<number>;
}
