import { type FoundLabel, type LabelKind, labelsIn, unglueLabels } from "./phone-labels.ts";

/*
 * Finds the phone numbers a line of text writes, labelled or not. A run of digits and the
 * separators numbers are written with ("(555) 123-4567", "555.123.4567", "+44 (0)20 7946 0000",
 * "0201/4567890", "02 12 34 56 78") is cut at its digit groups into the longest piece the reader
 * accepts (a number valid for the default region or its own +CC, shown digit for digit), so a
 * postcode or a second number next to it never spoils it.
 *
 * What a number is comes from the nearest label before it (or one in brackets after it, or a
 * label alone on the line above): a fax label keeps it out, a tax, registration, postcode, order
 * or account label drops it. A number with no label at all must look like a written phone number:
 * at least 8 digits, grouped with separators or opened with +, and neither a date nor a figure
 * grouped in thousands.
 */

/** What the reader makes of a piece: the value and its written form, or undefined. */
export type ReadNumber<T> = (raw: string) => T | undefined;

export interface NumberInText<T> {
  kind: "phone" | "fax";
  phone: T;
}

/** A run of digits and separators, not glued to a word, an amount or an identifier. */
const RUN = /(?<![\p{L}\p{N}@#$€£¥%&_=/\\.,-])(?:\+\s?|\(\+?)?\d[\d \u00a0()./–-]*\d\)?/gu;
const GROUP = /\d+/g;

const MIN_DIGITS_LABELLED = 6;
const MIN_DIGITS_UNLABELLED = 8;
const MAX_DIGITS = 17;

/** "12.05.2014", "2014-05-12", "2013-2014": dates and year ranges. */
const DATE =
  /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{2}|\d{4})|\d{4}[./-]\d{1,2}[./-]\d{1,2}|(?:19|20)\d{2}\s*[–-]\s*(?:19|20)?\d{2})$/;
/** "1.234.567", "12 345 678": a figure in thousands, not a number to dial. */
const THOUSANDS = /^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})+$/;

/** Between a non-phone label and a number: only "No.", "#", ":" and the like. */
const ID_GAP = /^[\s:.#°º/-]*(?:(?:n[or]|num|nummer|number|n°|nº)\b\.?)?[\s:.#°º/-]*$/iu;

/** A note in brackets right after a number: "(fax)", "(Main Fax Line)", "(Toll-Free)". */
function bracketNote(after: string): LabelKind | undefined {
  const bracket = /^\s*[([]([^)\]]{1,40})[)\]]/u.exec(after);
  // "(phone) 555-0100 (fax) 555-0101": a note followed by a number labels that number.
  if (!bracket || /^\s*[+(]?\d/.test(after.slice(bracket[0].length))) return undefined;
  const note = bracket[1];
  const kinds = note ? labelsIn(note).map((label) => label.kind) : [];
  return kinds.includes("fax") ? "fax" : kinds.includes("phone") ? "phone" : undefined;
}

/** A label alone after the number at the end of the line: "… 555-1234 fax". */
function trailingLabel(after: string): LabelKind | undefined {
  const labels = labelsIn(after);
  const only = labels[0];
  if (labels.length !== 1 || !only || only.kind === "other") return undefined;
  return /^[\s,–-]*$/u.test(after.slice(0, only.start)) && /^[\s.]*$/u.test(after.slice(only.end))
    ? only.kind
    : undefined;
}

/** Not a number at all: a sentence's full stop inside, or a pager's "1 2 3 4 5 6 7 8". */
function malformed(piece: string): boolean {
  if (/[.,]\s|\.\.|[.,]$/.test(piece)) return true;
  const groups = piece.replace(/\(0\)/, "").match(/\d+/g) ?? [];
  return groups.length > 7 || groups.filter((g) => g.length === 1).length > 2;
}

function looksWritten(piece: string, digits: string): boolean {
  if (digits.length < MIN_DIGITS_UNLABELLED) return false;
  // "8/28/2014 - 8/30/2014": a date inside.
  if (/\d{1,2}[./]\d{1,2}[./](?:19|20)\d{2}/.test(piece)) return false;
  if (DATE.test(piece.trim()) || THOUSANDS.test(piece.trim())) return false;
  return /^\s*\(?\+/.test(piece) || /[\s()./–-]/.test(piece.trim());
}

/** Every phone or fax number in `text`, read by `read`; `above` is a label on the line before. */
export function numbersInText<T>(
  written: string,
  read: ReadNumber<T>,
  above?: LabelKind,
): NumberInText<T>[] {
  const text = unglueLabels(written);
  const labels = labelsIn(text);
  const found: NumberInText<T>[] = [];
  for (const run of text.matchAll(RUN)) {
    const runStart = run.index ?? 0;
    const groups = [...run[0].matchAll(GROUP)].map((g) => ({
      start: runStart + (g.index ?? 0),
      end: runStart + (g.index ?? 0) + g[0].length,
    }));
    let i = 0;
    while (i < groups.length) {
      const hit = longestFrom(text, groups, i, runStart, labels, read, above);
      if (!hit) {
        i += 1;
        continue;
      }
      if (hit.number) found.push(hit.number);
      i = hit.next;
    }
  }
  return found;
}

interface Hit<T> {
  number?: NumberInText<T>;
  next: number;
}

function longestFrom<T>(
  text: string,
  groups: { start: number; end: number }[],
  i: number,
  runStart: number,
  labels: FoundLabel[],
  read: ReadNumber<T>,
  above: LabelKind | undefined,
): Hit<T> | undefined {
  const first = groups[i];
  if (!first) return undefined;
  // A "+" or "(" written right before the first group belongs to the number: "(555)", "+44".
  let start = i === 0 ? runStart : first.start;
  while (start > runStart && /[+(]/.test(text[start - 1] ?? "")) start -= 1;
  const before = labels.filter((label) => label.end <= start).at(-1);
  for (let j = groups.length - 1; j >= i; j -= 1) {
    const last = groups[j];
    if (!last) continue;
    let end = last.end;
    const piece = text.slice(start, end);
    const digits = piece.replace(/\D/g, "");
    if (digits.length > MAX_DIGITS || digits.length < MIN_DIGITS_LABELLED) continue;
    if (malformed(piece)) continue;
    const value = read(piece);
    if (value === undefined) continue;
    // "(+32 2 123 45 67)": a closing bracket right after belongs to the piece, not to a label.
    if (text[end] === ")") end += 1;
    const kind = kindOf(text, start, end, before, above);
    if (kind === "other") return { next: j + 1 };
    if (kind === undefined && !looksWritten(piece, digits)) return { next: j + 1 };
    return { number: { kind: kind ?? "phone", phone: value }, next: j + 1 };
  }
  return undefined;
}

/**
 * What a number at [start, end) is: a fax when a note in brackets after it says so, else what the
 * nearest label before it says (a non-phone label only when it sits right before the number), else
 * the label alone on the line above, else what a note or a lone label after it says.
 */
function kindOf(
  text: string,
  start: number,
  end: number,
  before: FoundLabel | undefined,
  above: LabelKind | undefined,
): LabelKind | undefined {
  const after = text.slice(end);
  const note = bracketNote(after);
  if (note === "fax") return "fax";
  if (before && before.kind !== "other") return before.kind;
  if (before && ID_GAP.test(text.slice(before.end, start))) return "other";
  return above ?? note ?? trailingLabel(after);
}
