import { fold, type Word, words } from "../language/fold.ts";
import { detectLanguage, type Language } from "../language/stopwords.ts";
import type { CompanyEvidence } from "./evidence.ts";

/*
 * The evidence as the rules read it: each page cut into sentences, each sentence into folded
 * words grouped by clause, with the page's language (told from its stop words) and the
 * original text kept, so that every finding can be quoted as the page wrote it.
 */

export interface Sentence {
  url: string;
  /** The sentence as written on the page. */
  text: string;
  words: Word[];
  /** Clause number of each word: commas, semicolons, colons and dashes cut clauses. */
  clauses: number[];
  language: Language;
  /** Index of the page in the evidence (0 = homepage). */
  page: number;
  /** Whether the sentence is a whole short line: a heading, a tagline, a menu entry. */
  shortLine: boolean;
}

export interface ReadSite {
  sentences: Sentence[];
  /** The language most of the site's text is in. */
  language: Language;
  /** All text, folded, for phrase look-ups. */
  folded: string;
  /** Each distinct word of the site with the languages of the pages it is on. */
  vocabulary: Map<string, Set<Language>>;
}

/** Where one sentence ends and the next begins: a stop, space, then a capital, digit or quote. */
export const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}"«„])/u;
const CLAUSE_BREAK = /[,;:|–—•·()]|\s-\s/;

/** Reads the evidence into sentences. */
export function readSite(evidence: CompanyEvidence): ReadSite {
  const sentences: Sentence[] = [];
  const allWords: string[] = [];
  evidence.pages.forEach((page, index) => {
    const pageSentences: Omit<Sentence, "language">[] = [];
    for (const line of page.text.split(/\n+/)) {
      const trimmed = line.trim();
      if (!trimmed) continue;
      const parts = trimmed.split(SENTENCE_END);
      const shortLine = parts.length === 1 && words(trimmed).length <= 12;
      for (const part of parts) {
        const ws = words(part);
        if (ws.length === 0) continue;
        pageSentences.push({
          url: page.url,
          text: part,
          words: ws,
          clauses: clausesOf(part, ws),
          page: index,
          shortLine,
        });
      }
    }
    const pageWords = pageSentences.flatMap((s) => s.words.map((w) => w.w));
    allWords.push(...pageWords);
    const language = detectLanguage(pageWords);
    for (const s of pageSentences) sentences.push({ ...s, language });
  });
  const vocabulary = new Map<string, Set<Language>>();
  for (const s of sentences) {
    for (const w of s.words) {
      const langs = vocabulary.get(w.w) ?? new Set<Language>();
      langs.add(s.language);
      vocabulary.set(w.w, langs);
    }
  }
  return {
    sentences,
    vocabulary,
    language: detectLanguage(allWords),
    folded: fold(evidence.pages.map((p) => p.text).join("\n")),
  };
}

function clausesOf(text: string, ws: Word[]): number[] {
  const clauses: number[] = [];
  let clause = 0;
  ws.forEach((w, i) => {
    const previous = ws[i - 1];
    if (previous && CLAUSE_BREAK.test(text.slice(previous.end, w.start))) clause++;
    clauses.push(clause);
  });
  return clauses;
}

/** The folded words of the clause holding word `at`, and `at`'s index in it. */
export function clauseAround(sentence: Sentence, at: number): { words: string[]; index: number } {
  const clause = sentence.clauses[at];
  const first = sentence.clauses.indexOf(clause ?? -1);
  const list = sentence.words.filter((_, i) => sentence.clauses[i] === clause).map((w) => w.w);
  return { words: list, index: at - Math.max(0, first) };
}

export const QUOTE_LIMIT = 200;

/** A quote of at most 200 characters around words [from, to) of a sentence, as written. */
export function quoteOf(sentence: Sentence, from = 0, to = from + 1): string {
  const text = sentence.text;
  if (text.length <= QUOTE_LIMIT) return text.trim();
  const start = sentence.words[from]?.start ?? 0;
  const end = sentence.words[Math.max(from, to - 1)]?.end ?? start;
  const room = Math.max(0, QUOTE_LIMIT - (end - start));
  const left = Math.max(0, Math.min(start - Math.floor(room / 2), text.length - QUOTE_LIMIT));
  // Cut at word boundaries so the quote reads as the page does.
  const slice = text.slice(left, left + QUOTE_LIMIT);
  const head = left > 0 ? slice.replace(/^\S*\s/, "") : slice;
  const tail = left + QUOTE_LIMIT < text.length ? head.replace(/\s\S*$/, "") : head;
  return tail.trim();
}

/** A finding: where on the site a criterion was decided. */
export interface Finding {
  quote: string;
  url: string;
}

/** The finding for words [from, to) of a sentence. */
export function findingAt(sentence: Sentence, from = 0, to = from + 1): Finding {
  return { quote: quoteOf(sentence, from, to), url: sentence.url };
}
