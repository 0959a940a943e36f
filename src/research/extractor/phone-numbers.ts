import { loneNumbersIn, spansLinks } from "./lone-numbers.ts";
import { withoutNonNumbers } from "./not-phones.ts";
import { kindOf, type Surroundings } from "./phone-kind.ts";
import { type FoundLabel, labelsIn, unglueLabels } from "./phone-labels.ts";

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
 * grouped in thousands. Opening hours, dates and bank accounts are never numbers, labelled or not
 * (not-phones.ts), and neither are digits joined across three or more elements that each hold only
 * a short number (a pager, a calendar: lone-numbers.ts).
 */

/** What the reader makes of a piece: the value and its written form, or undefined. */
export type ReadNumber<T> = (raw: string) => T | undefined;

export interface NumberInText<T> {
  kind: "phone" | "fax";
  phone: T;
  /** The label printed with it when it says more than "phone": "Mobile", "Toll free", "Tel/Fax". */
  label?: string;
}

/**
 * A run of digits and separators, not glued to a word, an amount or an identifier. Hyphens include
 * the typographic ones (U+2010 to U+2012, the minus sign) that word processors put in numbers.
 */
const RUN =
  /(?<![\p{L}\p{N}@#$€£¥%&_=/\\.,-])(?:\+\s?|\(\+?)?\d[\d \u00a0()./–\u2010-\u2012\u2212-]*\d\)?/gu;
const GROUP = /\d+/g;

const MIN_DIGITS_LABELLED = 6;
const MIN_DIGITS_UNLABELLED = 8;
const MAX_DIGITS = 17;

/** "1.234.567", "12 345 678": a figure in thousands, not a number to dial. */
const THOUSANDS = /^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})+$/;

/** Where a piece may hold two numbers: a slash, or a dash with spaces around it. */
const SPLIT = /\s*\/\s*|\s+[–\u2010-\u2012\u2212-]\s+/g;

/** The most digits an extension written after a dash or slash holds: "0471 309876 - 14". */
const MAX_EXTENSION_DIGITS = 4;

/**
 * "030 1234567 / 030 1234568": a number, then the start of another, is not one longer number. A
 * short group after the dash or slash is no other number but the line's extension ("0471 / 30 98
 * 76 - 14", "0512 583190 / 22"): where the country dials it as part of the number (Germany,
 * Austria), the whole reads as one number, when the group ends the run ("030 1234567 - 030 1234568"
 * is two numbers, not one and the start of the next); where it does not (France, the UK) the whole is invalid
 * and the number without it is read.
 */
function joinsTwo<T>(piece: string, read: ReadNumber<T>, endsRun: boolean): boolean {
  for (const split of piece.matchAll(SPLIT)) {
    const right = piece.slice((split.index ?? 0) + split[0].length);
    if (endsRun && right.replace(/\D/g, "").length <= MAX_EXTENSION_DIGITS) continue;
    const left = piece.slice(0, split.index);
    if (left.replace(/\D/g, "").length >= MIN_DIGITS_LABELLED && read(left) !== undefined)
      return true;
  }
  return false;
}

/**
 * "089 555 12-0 / -99": the switchboard's extension, then another extension of the same number
 * (the fax's): two endings of one number, never one number of their digits ("…12099").
 */
const TWO_EXTENSIONS =
  /[-–\u2010-\u2012\u2212]\s*\d{1,4}\s*\/\s*[-–\u2010-\u2012\u2212]\s*\d{1,4}$/u;

/** Not a number at all: a sentence's full stop inside, or a pager's "1 2 3 4 5 6 7 8". */
function malformed(piece: string): boolean {
  if (/[.,]\s|\.\.|[.,]$/.test(piece) || TWO_EXTENSIONS.test(piece)) return true;
  const groups = piece.replace(/\(0\)/, "").match(/\d+/g) ?? [];
  return groups.length > 7 || groups.filter((g) => g.length === 1).length > 2 || counts(groups);
}

/** "21 22 23 24 25", "2012 2013 2014": three or more groups counting up by one are days, pages or years. */
function counts(groups: string[]): boolean {
  let run = 1;
  for (let i = 1; i < groups.length; i++) {
    const [before, group] = [groups[i - 1] ?? "", groups[i] ?? ""];
    const next = group.length <= 4 && Number(group) === Number(before) + 1;
    run = next ? run + 1 : 1;
    if (run >= 3) return true;
  }
  return false;
}

/**
 * "0198223-4", "12345678-9": one unbroken block and a check digit after a hyphen is how registers
 * write identifiers (Finland's business id, Latin America's RUT and CUIT endings); a phone is
 * grouped at its area code.
 */
const CHECK_DIGIT = /^\d{7,}[-\u2010-\u2012]\d$/;

function looksWritten(piece: string, digits: string): boolean {
  if (digits.length < MIN_DIGITS_UNLABELLED) return false;
  if (THOUSANDS.test(piece.trim()) || CHECK_DIGIT.test(piece.trim())) return false;
  return /^\s*\(?\+/.test(piece) || /[\s()./–\u2010-\u2012\u2212-]/.test(piece.trim());
}

/** A number may join at most this many elements that each hold only a short number (lone-numbers.ts). */
const MAX_LONE_NUMBERS = 2;

/** A line being read: its text, its labels and what the lines around it say. */
interface Reading<T> {
  /** The text, labels unglued, hours, dates and bank accounts blanked out (not-phones.ts). */
  text: string;
  /** The text, labels unglued: the one the line's digits are counted in. */
  digitsOf: string;
  labels: FoundLabel[];
  read: ReadNumber<T>;
  around: Surroundings;
}

/** A number found, with the label before it that said what it is. */
type Found<T> = NumberInText<T> & { from?: FoundLabel };

/** Every phone or fax number in `written`, read by `read`, with what the lines around say. */
export function numbersInText<T>(
  written: string,
  read: ReadNumber<T>,
  around: Surroundings = {},
): NumberInText<T>[] {
  if (!/\d/.test(written)) return [];
  const digitsOf = unglueLabels(written);
  const text = withoutNonNumbers(digitsOf);
  const reading: Reading<T> = { text, digitsOf, labels: labelsIn(text), read, around };
  const found: Found<T>[] = [];
  for (const run of text.matchAll(RUN)) {
    const runStart = run.index ?? 0;
    const groups = [...run[0].matchAll(GROUP)].map((g) => ({
      start: runStart + (g.index ?? 0),
      end: runStart + (g.index ?? 0) + g[0].length,
    }));
    let i = 0;
    while (i < groups.length) {
      const hit = gluedOn(text, groups[i]?.start ?? 0)
        ? undefined
        : longestFrom(reading, groups, i, runStart);
      if (!hit) {
        i += 1;
        continue;
      }
      if (hit.number) found.push(hit.number);
      i = hit.next;
    }
  }
  return respectively(found);
}

/**
 * "Tel./Fax: 030 123456 / 030 123457": two numbers after one shared label are the phone and the
 * fax, in that order. A shared label before one number leaves it a phone, labelled "Tel/Fax".
 */
function respectively<T>(found: Found<T>[]): NumberInText<T>[] {
  return found.map(({ from, ...number }) => {
    if (from?.kind !== "shared") return number;
    const same = found.filter((other) => other.from === from);
    if (same.length !== 2) return number;
    return same[0]?.phone === number.phone
      ? { kind: "phone" as const, phone: number.phone }
      : { kind: "fax" as const, phone: number.phone };
  });
}

/**
 * "12.345.678/0001-90", "0456.789.123": digits glued to digits before them by a dot, a slash or a
 * hyphen continue an identifier, and no number starts among them ("345.678/0001" is no phone).
 */
function gluedOn(text: string, groupStart: number): boolean {
  return /\d[./-]$/.test(text.slice(Math.max(0, groupStart - 2), groupStart));
}

interface Hit<T> {
  number?: Found<T>;
  next: number;
}

/** Whether the group after group `j`, the run's last, is a short end of the same written number. */
function cutsGroupOff(text: string, groups: { start: number; end: number }[], j: number): boolean {
  const last = groups[j];
  const next = groups[j + 1];
  // The run's last group: a group that more follow opens the next number ("02 1234 5678 06 …").
  if (!last || !next || j + 2 !== groups.length || next.end - next.start > 2) return false;
  return /^[ \u00a0.-]$/u.test(text.slice(last.end, next.start));
}

function longestFrom<T>(
  reading: Reading<T>,
  groups: { start: number; end: number }[],
  i: number,
  runStart: number,
): Hit<T> | undefined {
  const { text, labels, read, around } = reading;
  const first = groups[i];
  if (!first) return undefined;
  // A "+" or "(" written right before the first group belongs to the number: "(555)", "+44".
  let start = i === 0 ? runStart : first.start;
  while (start > runStart && /[+(]/.test(text[start - 1] ?? "")) start -= 1;
  const before = labels.filter((label) => label.end <= start).at(-1);
  const digitsBefore = reading.digitsOf.slice(0, start).replace(/\D/g, "").length;
  for (let j = groups.length - 1; j >= i; j -= 1) {
    const last = groups[j];
    if (!last) continue;
    let end = last.end;
    const piece = text.slice(start, end);
    const digits = piece.replace(/\D/g, "");
    if (digits.length > MAX_DIGITS || digits.length < MIN_DIGITS_LABELLED) continue;
    if (malformed(piece)) continue;
    // "0370-555 208 00": a piece that leaves the number's own last pair behind is a different
    // number, printed nowhere; a second number or a postcode after it is longer, or set apart.
    if (cutsGroupOff(text, groups, j)) continue;
    // Digits of a pager's or a calendar's elements, joined only by the line: not one number.
    const lone = loneNumbersIn(around.lone ?? [], digitsBefore, digits.length);
    if (lone > MAX_LONE_NUMBERS || spansLinks(around.links ?? [], digitsBefore, digits.length))
      continue;
    const value = read(piece);
    if (value === undefined || joinsTwo(piece, read, j === groups.length - 1)) continue;
    // "(+32 2 123 45 67)": a closing bracket right after belongs to the piece, not to a label.
    if (text[end] === ")") end += 1;
    const said = kindOf(text, around, start, end, before);
    if (said.kind === "other") return { next: j + 1 };
    if (said.kind === undefined && !looksWritten(piece, digits)) return { next: j + 1 };
    const kind = said.kind === "fax" ? "fax" : "phone";
    const label = kind === "fax" ? undefined : said.label;
    return {
      number: {
        kind,
        phone: value,
        ...(label ? { label } : {}),
        ...(said.from ? { from: said.from } : {}),
      },
      next: j + 1,
    };
  }
  return undefined;
}
