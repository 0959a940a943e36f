import { type Node, NodeType, parse } from "node-html-parser";
import { visibleText } from "./visible-text.ts";

/*
 * The oracle of "shown" for phone numbers on real pages, kept apart from the extractor's own
 * reading: the digit runs of a page's visible text, each knowing which of its digits stand alone in
 * their element. A pager's links "1 2 3 … 26" or a calendar's days "25 26 27 28 29" read as one run
 * in the text, where every element boundary is a space; a number made of three or more such lone
 * short numbers is not on the page, however its digits line up. A number split over markup
 * ("<b>030</b> 1234567", "(555) <span>123</span>-4567") joins at most two of them and stays shown.
 */

/** Put in front of each lone short number before the visible text is taken (a private-use character). */
const MARK = "\uE0A0";
/** Text between two tags that is only a number of one to three digits. */
const LONE = /^(\s*)\d{1,3}\s*$/;
/** A phone-like run of the visible text, marks included. */
const RUN = /\+?\(?\uE0A0?\d[\d \t\u00a0()./–\uE0A0-]{4,}\d/gu;
/** How many lone short numbers a shown number may join. */
const MAX_LONE = 2;

/** A run's digits, and the offsets (in digits) where a lone short number starts. */
export interface DigitRun {
  digits: string;
  lone: number[];
}

/** Where, in the HTML source, each lone short number of a text node begins. */
function lonePositions(node: Node, out: number[]): void {
  if (node.nodeType === NodeType.TEXT_NODE) {
    const lone = LONE.exec(node.rawText);
    if (lone) out.push(node.range[0] + (lone[1]?.length ?? 0));
    return;
  }
  for (const child of node.childNodes) lonePositions(child, out);
}

function digitRun(run: string): DigitRun {
  const lone: number[] = [];
  let digits = "";
  for (const char of run) {
    if (char === MARK) lone.push(digits.length);
    else if (/\d/.test(char)) digits += char;
  }
  return { digits, lone };
}

/** The digit runs a visitor sees on an HTML page. */
export function digitRunsOf(html: string): DigitRun[] {
  const positions: number[] = [];
  lonePositions(parse(html, { comment: false }), positions);
  const pieces: string[] = [];
  let from = 0;
  for (const at of positions.sort((a, b) => a - b)) {
    pieces.push(html.slice(from, at), MARK);
    from = at;
  }
  pieces.push(html.slice(from));
  return [...visibleText(pieces.join("")).text.matchAll(RUN)].map((m) => digitRun(m[0]));
}

/** Whether `digits` stand in one run without joining more than two lone short numbers. */
export function showsDigits(runs: DigitRun[], digits: string): boolean {
  return runs.some((run) => {
    for (let at = run.digits.indexOf(digits); at >= 0; at = run.digits.indexOf(digits, at + 1)) {
      const joined = run.lone.filter((start) => start >= at && start < at + digits.length);
      if (joined.length <= MAX_LONE) return true;
    }
    return false;
  });
}
