import { isInstructionLike } from "../knowledge/instruction-cues.ts";
import type { FetchedPage } from "../ports.ts";
import { SENTENCE_END } from "../verify/page-words.ts";
import { isGivenName } from "./given-names.ts";
import { PARTICLES } from "./name-words.ts";
import { fold, visibleLines } from "./text.ts";
import { looksLikeTitle, matchTitle } from "./titles.ts";

/*
 * What a paid model is shown of a site to read its people: not whole pages but the visible lines
 * that name someone (a given name followed by a capitalized word: "Anna Weber", "ANNA KOWALSKA",
 * "Karin Lindqvist" in "Från 1 januari är Karin Lindqvist ny vd"), with the short lines just above and below them
 * (a team card's position line). Hidden text never gets here: the lines are the extractor's visible
 * lines. Text that speaks to a model ("Ignore previous instructions…") is left out: it names no
 * one a visitor is told about. Every piece keeps the number of the line it came from, so that a
 * name and a title the model pairs can be checked to stand together on the page.
 */

/** Characters of page text sent per company: a few cards or sentences, a few hundred tokens. */
export const PEOPLE_EXCERPT_CHARS = 1200;
/** A longer sentence is cut around the name it holds. */
const PIECE_CHARS = 240;
/** A line beside a name that may be its card's title line. */
const CARD_LINE = 60;
/** Pages a reading is taken from (the homepage and the linked pages a company is read with). */
export const PEOPLE_PAGES = 12;

/** A sentence or line of a page's visible text, with the number of the line it is on. */
export interface ExcerptPiece {
  at: number;
  text: string;
}

/** The pieces of one page that may name people, in page order. */
export interface PeoplePage {
  url: string;
  pieces: ExcerptPiece[];
}

/** A piece that names someone, with the short lines beside it: sent together. */
interface Group {
  page: number;
  pieces: ExcerptPiece[];
  /** 2: a name with a title, 1: a name alone. */
  rank: number;
}

/** The lines of the pages that name people, at most `budget` characters in all. */
export function peopleExcerpt(pages: FetchedPage[], budget = PEOPLE_EXCERPT_CHARS): PeoplePage[] {
  const read = pages.slice(0, PEOPLE_PAGES).filter((page) => page.body);
  const chosen = pickWithin(
    read.flatMap((page, index) => groupsOf(page, index)),
    budget,
  );
  return read.flatMap((page, index) => {
    const pieces = chosen
      .filter((group) => group.page === index)
      .flatMap((group) => group.pieces)
      .sort((a, b) => a.at - b.at);
    return pieces.length > 0 ? [{ url: page.finalUrl, pieces }] : [];
  });
}

/** The text of a page's excerpt as the model reads it: one piece a line. */
export function excerptText(page: PeoplePage): string {
  return page.pieces.map((piece) => piece.text).join("\n");
}

/**
 * A page's pieces worth sending: each that names someone, with the short lines right above and
 * below it (a team card's position line, in words the title tables may not know).
 */
function groupsOf(page: FetchedPage, index: number): Group[] {
  const pieces = visibleLines(page.body).flatMap((line, at) =>
    piecesOf(line.text).map((text) => ({ at, text, named: nameAt(text) >= 0 })),
  );
  return pieces
    .filter((piece) => piece.named)
    .map((piece) => {
      const beside = pieces.filter(
        (other) =>
          !other.named && Math.abs(other.at - piece.at) === 1 && other.text.length <= CARD_LINE,
      );
      const titled = [piece, ...beside].some((p) => hasTitle(p.text));
      const members = [piece, ...beside].map(({ at, text }) => ({ at, text }));
      return { page: index, pieces: members, rank: titled ? 2 : 1 };
    });
}

/**
 * A line as one piece, or its sentences when it is long or holds text addressed to a model: that
 * text is never sent, the sentences beside it are.
 */
function piecesOf(line: string): string[] {
  const sentences = line.split(SENTENCE_END).filter((sentence) => sentence.trim());
  const kept = sentences.filter((sentence) => !isInstructionLike(sentence));
  if (kept.length === sentences.length && line.length <= PIECE_CHARS) return [line.trim()];
  return kept.map(clip);
}

/** A sentence cut to PIECE_CHARS around the name it holds, at word ends. */
function clip(text: string): string {
  if (text.length <= PIECE_CHARS) return text.trim();
  const start = Math.max(0, Math.min(nameAt(text) - 80, text.length - PIECE_CHARS));
  const slice = text.slice(start, start + PIECE_CHARS);
  const head = start > 0 ? slice.replace(/^\S*\s/, "") : slice;
  return (start + PIECE_CHARS < text.length ? head.replace(/\s\S*$/, "") : head).trim();
}

const CAPITAL = /^\p{Lu}/u;
/** A surname: a capital and a letter ("Weber", "O'Driscoll", "KOWALSKA"), not "W8" of a postcode. */
const SURNAME = /^\p{Lu}[\p{L}'’]/u;
const EDGE_PUNCTUATION = /^[^\p{L}]+|[^\p{L}.]+$/gu;

/**
 * Where the first name-like words of a text start (a known given name, capitalized, then a
 * capitalized word, surname particles between), or -1: the cheap test that picks lines to send.
 */
function nameAt(text: string): number {
  const words = [...text.matchAll(/\S+/g)];
  for (let i = 0; i < words.length - 1; i++) {
    const word = (words[i]?.[0] ?? "").replace(EDGE_PUNCTUATION, "");
    if (!CAPITAL.test(word) || !isGivenName(word)) continue;
    let next = i + 1;
    while (PARTICLES.has(words[next]?.[0] ?? "") && next < words.length - 1) next++;
    if (SURNAME.test((words[next]?.[0] ?? "").replace(EDGE_PUNCTUATION, ""))) {
      return words[i]?.index ?? 0;
    }
  }
  return -1;
}

/** Whether a piece names a job title: a short one that reads as one, or one that holds a catalogue title. */
function hasTitle(text: string): boolean {
  return (text.length <= 80 && looksLikeTitle(text)) || matchTitle(text) !== undefined;
}

/**
 * Groups taken best first (a name with a title, then a name alone; the homepage and earlier lines
 * first on a tie) until the budget is spent; a text repeated on several pages (a footer) once.
 */
function pickWithin(groups: Group[], budget: number): Group[] {
  const ranked = [...groups].sort(
    (a, b) => b.rank - a.rank || a.page - b.page || (a.pieces[0]?.at ?? 0) - (b.pieces[0]?.at ?? 0),
  );
  const sentTexts = new Set<string>();
  const sentPieces = new Set<string>();
  const chosen: Group[] = [];
  let used = 0;
  for (const group of ranked) {
    const id = (piece: ExcerptPiece) => `${group.page} ${piece.at} ${piece.text}`;
    // A card line between two names is sent once.
    const fresh = group.pieces.filter((piece) => !sentPieces.has(id(piece)));
    const text = fold(group.pieces[0]?.text ?? "");
    const size = fresh.reduce((sum, piece) => sum + piece.text.length + 1, 0);
    if (sentTexts.has(text) || fresh.length === 0 || used + size > budget) continue;
    sentTexts.add(text);
    for (const piece of fresh) sentPieces.add(id(piece));
    chosen.push({ ...group, pieces: fresh });
    used += size;
  }
  return chosen;
}
