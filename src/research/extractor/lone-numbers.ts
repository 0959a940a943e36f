/*
 * Numbers that fill an element of their own: a pager's "1 2 3 … 26", a calendar's "25 26 27 28 29",
 * a slider's "01 02 03". Read as one line of text they look like a
 * phone number written in groups; no phone is ever written as three or more such elements. While a
 * line is built, the text between two element tags is one piece; a piece that is only a short number
 * is remembered by where its digits start among the line's digits (digits survive every later
 * rewriting of the line's text: spaces, separators, squashing), so a reader of the finished line can
 * tell which digit groups came from separate elements.
 */

/** A piece that is only a number of one to three digits (a page, a day, a slide). */
const SHORT = /^\s*\d{1,3}\s*$/;
/**
 * Inside a link, up to four digits: a pager's or an archive's links ("2014 2013 2012", "312 555
 * 0147" as product pages) are numbers of their own; a phone's digits are never split over links.
 */
const SHORT_LINK = /^\s*\d{1,4}\s*$/;

const digitCount = (text: string) => text.replace(/\D/g, "").length;

export interface LoneNumberTracker {
  /** A text node's text, as it is appended to the line. */
  text(piece: string): void;
  /** An element starts or ends: the text since the last tag is one piece. */
  boundary(): void;
  /** A link starts (true) or ends (false): its pieces may hold longer lone numbers. */
  link(entering: boolean): void;
  /** The line is complete: its lone numbers and links, and a fresh start for the next. */
  flush(): { lone: number[]; links: DigitRange[] };
}

/** Digits `[start, end)` of a line, counted from its first digit. */
export type DigitRange = readonly [number, number];

/** A tracker of the lone short numbers of the line being built (see above). */
export function loneNumberTracker(): LoneNumberTracker {
  let piece = "";
  let pieceStart = 0;
  let digits = 0;
  let found: number[] = [];
  let links = 0;
  let inLink = false;
  // Where the outermost open link's digits start, and the ranges of the links closed on the line.
  let linkStart = 0;
  let linkRanges: DigitRange[] = [];
  const boundary = () => {
    if ((inLink ? SHORT_LINK : SHORT).test(piece)) found.push(pieceStart);
    piece = "";
  };
  return {
    link(entering) {
      if (entering && links === 0) linkStart = digits;
      links = Math.max(0, links + (entering ? 1 : -1));
      if (!entering && links === 0 && digits > linkStart) linkRanges.push([linkStart, digits]);
    },
    text(text) {
      if (!piece) {
        pieceStart = digits;
        inLink = links > 0;
      }
      piece += text;
      digits += digitCount(text);
    },
    boundary,
    flush() {
      boundary();
      const out = { lone: found, links: linkRanges };
      found = [];
      linkRanges = [];
      digits = 0;
      linkStart = 0;
      return out;
    },
  };
}

/** How many lone numbers start among the `length` digits that follow the line's first `from`. */
export function loneNumbersIn(lone: readonly number[], from: number, length: number): number {
  return lone.filter((at) => at >= from && at < from + length).length;
}

/**
 * Whether the `length` digits that follow the line's first `from` take digits from two links: two
 * tel: links side by side ("030 1234567 030 1234568"), a pager's pages, an archive's years. A phone
 * is never split over links.
 */
export function spansLinks(links: readonly DigitRange[], from: number, length: number): boolean {
  return links.filter(([start, end]) => start < from + length && end > from).length > 1;
}
