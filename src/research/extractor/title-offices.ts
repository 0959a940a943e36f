import type { PrimaryTitle } from "../decision-makers.ts";
import { stem } from "../language/stem.ts";
import { isStopword, type Language } from "../language/stopwords.ts";
import {
  compile,
  hasPhrase,
  isConnector,
  PAST,
  type Pattern,
  patternWords,
  SUBORDINATE,
  splitTitle,
  TITLE_LANGUAGES,
  TITLE_TABLES,
} from "./title-patterns.ts";
import { matchTitle } from "./titles.ts";

/*
 * Office nouns: what a sentence says someone takes up, holds or leaves, rather than what they
 * are. "asume la presidencia", "übernimmt die Geschäftsführung", "objął prezesurę", "lämnar
 * vd-posten", "nommée à la direction commerciale". Two patterns recur in the nine languages: a
 * noun of the office itself (the tables' `offices`, and an office head with a role's field:
 * "direction" + "commerciale"), and a noun of a post before a title ("poste de directeur
 * général", "stanowisko prezesa zarządu", "carica di amministratore delegato") or, in Swedish,
 * compounded after it ("vd-posten"). Kept apart from matchTitle: "Direction générale" over a
 * list of names is a department's heading, not each person's title.
 */

/** Every office form of every role in every language, compiled like the titles. */
function buildOffices(): Pattern[] {
  const out: Pattern[] = [];
  for (const language of TITLE_LANGUAGES) {
    const table = TITLE_TABLES[language];
    for (const [primary, forms] of Object.entries(table.roles)) {
      const printed = [...(forms.offices ?? [])];
      for (const head of table.officeHeads ?? []) {
        for (const field of forms.fields ?? []) printed.push(`${head} ${field}`);
      }
      for (const form of printed) {
        const words = patternWords(form, language);
        if (words.length > 0) out.push(compile(words, primary as PrimaryTitle, language));
      }
    }
  }
  // Longest first: "direction administrative et financière" before "direction".
  return out.sort((a, b) => b.words.length - a.words.length);
}

const OFFICES = buildOffices();

/** Post nouns by language with their stems, for "stanowiska"/"stanowisku", "Amtes". */
const POSTS: Array<{ word: string; stem: string; language: Language }> = TITLE_LANGUAGES.flatMap(
  (language) =>
    (TITLE_TABLES[language].posts ?? []).flatMap((post) =>
      splitTitle(post).words.map((word) => ({ word, stem: stem(word, language), language })),
    ),
);

function isPost(word: string): boolean {
  return POSTS.some(
    (post) =>
      word === post.word ||
      (TITLE_TABLES[post.language].inflects &&
        word.length >= 4 &&
        stem(word, post.language) === post.stem),
  );
}

/** The words without the articles and possessives before them: "la presidencia" → presidencia. */
function withoutLeadingStopwords(words: string[]): string[] {
  let start = 0;
  // Some stopword lists hold nouns ("posição"): a post is kept.
  const skipped = (word: string) => isStopword(word) && !isPost(word);
  while (start < words.length - 1 && skipped(words[start] ?? "")) start++;
  return words.slice(start);
}

/**
 * Whether a word is the office form's k-th word, as printed or with its stem. Only the stemmer
 * vouches for another form: an office is a noun, and a longer word that starts like it is
 * another noun ("direction" is no Dutch "directie").
 */
function sameWord(word: string, pattern: Pattern, k: number): boolean {
  const formStem = pattern.stems[k];
  return word === pattern.words[k] || (!!formStem && stem(word, pattern.language) === formStem);
}

/** True when the words are the office form whole, its connectors skipped ("direction des achats"). */
function isOffice(words: string[], pattern: Pattern): boolean {
  let j = 0;
  for (let k = 0; k < pattern.words.length; k++, j++) {
    while (k > 0 && j < words.length && !sameWord(words[j] ?? "", pattern, k)) {
      if (!isConnector(words[j] ?? "", pattern.language)) return false;
      j++;
    }
    if (!sameWord(words[j] ?? "", pattern, k)) return false;
  }
  return j === words.length;
}

/** The role of a whole office noun phrase ("direction générale", "prezesurę"), or undefined. */
function officeRole(words: string[]): PrimaryTitle | undefined {
  return OFFICES.find((pattern) => isOffice(words, pattern))?.primary;
}

/** The role of a title that fills the words entirely ("prezesa zarządu"), or undefined. */
function fullTitleRole(words: string[]): PrimaryTitle | undefined {
  const match = matchTitle(words.join(" "));
  return match && match.extraWords === 0 ? match.primaries[0] : undefined;
}

/** The role a post names: "poste de directeur général", "Amt des Geschäftsführers", "vd-posten". */
function postRole(words: string[]): PrimaryTitle | undefined {
  if (words.length < 2) return undefined;
  if (isPost(words[0] ?? "")) {
    // The connector or article between the post and the title: "de", "des", "als", "som".
    const title = withoutLeadingStopwords(
      words.slice(1).filter((w, i) => i > 0 || !TITLE_LANGUAGES.some((l) => isConnector(w, l))),
    );
    return fullTitleRole(title) ?? officeRole(title);
  }
  if (isPost(words[words.length - 1] ?? "")) return fullTitleRole(words.slice(0, -1));
  return undefined;
}

/**
 * The catalogue role an office noun phrase names: "la presidencia" → Owner (a presidente is the
 * owner's title in the tables), "direction générale" → CEO, "prezesurę" → CEO, "vd-posten" →
 * CEO, "poste de directeur commercial" → Sales Director. Undefined for a deputy's or a past office
 * ("direction générale adjointe", "ex-presidencia") and for any phrase that is not wholly one.
 */
export function roleOfOffice(phrase: string): PrimaryTitle | undefined {
  const all = splitTitle(phrase).words;
  const taken = (p: string[]) => hasPhrase(all, p);
  if (SUBORDINATE.some(taken) || PAST.some(taken)) return undefined;
  const words = withoutLeadingStopwords(all);
  if (words.length === 0) return undefined;
  return officeRole(words) ?? postRole(words);
}
