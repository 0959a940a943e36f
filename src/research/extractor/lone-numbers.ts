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

const digitCount = (text: string) => text.replace(/\D/g, "").length;

export interface LoneNumberTracker {
  /** A text node's text, as it is appended to the line. */
  text(piece: string): void;
  /** An element starts or ends: the text since the last tag is one piece. */
  boundary(): void;
  /** The line is complete: the digit offsets of its lone numbers, and a fresh start for the next. */
  flush(): number[];
}

/** A tracker of the lone short numbers of the line being built (see above). */
export function loneNumberTracker(): LoneNumberTracker {
  let piece = "";
  let pieceStart = 0;
  let digits = 0;
  let found: number[] = [];
  const boundary = () => {
    if (SHORT.test(piece)) found.push(pieceStart);
    piece = "";
  };
  return {
    text(text) {
      if (!piece) pieceStart = digits;
      piece += text;
      digits += digitCount(text);
    },
    boundary,
    flush() {
      boundary();
      const out = found;
      found = [];
      digits = 0;
      return out;
    },
  };
}

/** How many lone numbers start among the `length` digits that follow the line's first `from`. */
export function loneNumbersIn(lone: readonly number[], from: number, length: number): number {
  return lone.filter((at) => at >= from && at < from + length).length;
}
