import { countryCodeOf } from "../knowledge/countries.ts";
import { AMBIGUOUS_COUNTRY_NAMES } from "./site-country.ts";
import type { Line } from "./text.ts";

/*
 * A country named as a number's own label: "Deutschland: 0800 1234567", "Österreich – 0800 123
 * 456", "0800-146-573 (UK) / 1800-409-623 (Ireland)". Hotline and office lists of firms selling
 * in several countries write their numbers nationally and say the country beside each; read with
 * the site's country they are dropped or, worse, read as another country's numbers. Each item of
 * such a line is read with the country it names.
 */

/** A piece of a line and the country it names for its numbers, if it names one. */
export interface CountryItem {
  line: Line;
  country?: string;
}

/** "Deutschland:" or "United Kingdom –" opening a line, right before a number. */
const OPENING = /^([\p{L}][\p{L} .'’-]{1,40}?)\s*[:–-]\s*(?=[+(]?\d)/u;
/** "(Ireland)", "(UK)" right after a number. */
const NOTE = /(?<=\d\s*)\(([\p{L}][\p{L} .'’-]{1,40})\)/gu;
const MAX_WORDS = 4;

/**
 * The country a short text names: the whole of it, or its last words ("Republic of Ireland"), of
 * at least `minLetters` letters. Two letters count only in capitals ("UK", not "mi"); a name that is also a person's or a US
 * state's ("Jordan", "Georgia") never does.
 */
export function countryNamed(text: string, minLetters = 2): string | undefined {
  const words = text.trim().split(/\s+/);
  if (words.length > MAX_WORDS) return undefined;
  for (let from = 0; from < words.length; from += 1) {
    const name = words.slice(from).join(" ");
    const letters = name.replace(/[\s.]/g, "");
    if (letters.length < minLetters) continue;
    if (letters.length === 2 && letters !== letters.toUpperCase()) continue;
    if (AMBIGUOUS_COUNTRY_NAMES.has(name.toLowerCase())) continue;
    const code = countryCodeOf(name);
    if (code) return code;
  }
  return undefined;
}

const digitsIn = (text: string) => text.replace(/\D/g, "").length;

/** A piece of `line` from `start` to `end`, its lone numbers shifted to the piece's digits. */
function pieceOf(line: Line, start: number, end: number, first: boolean): Line {
  const text = line.text.slice(start, end);
  const before = digitsIn(line.text.slice(0, start));
  const length = digitsIn(text);
  const lone = (line.loneNumbers ?? [])
    .filter((at) => at >= before && at < before + length)
    .map((at) => at - before);
  const links = (line.linkDigits ?? [])
    .filter(([start, stop]) => start < before + length && stop > before)
    .map(([start, stop]) => [start - before, stop - before] as const);
  const { loneNumbers: _, linkDigits: __, ...rest } = line;
  return {
    ...rest,
    text,
    // A tel: link belongs to the line; read once, with the first piece.
    hrefs: first ? line.hrefs : [],
    ...(lone.length > 0 ? { loneNumbers: lone } : {}),
    ...(links.length > 0 ? { linkDigits: links } : {}),
  };
}

/**
 * The items of a line that names a country beside its numbers, each with that country; undefined
 * when it names none, so the line is read whole as usual.
 */
export function countryItemsOf(line: Line): CountryItem[] | undefined {
  const opening = OPENING.exec(line.text);
  // Opening a line, two letters are as often a department's ("IT: 030 …") as a country's.
  const named = opening ? countryNamed(opening[1] ?? "", 3) : undefined;
  if (named) return [{ line, country: named }];
  const items: CountryItem[] = [];
  let from = 0;
  const push = (start: number, end: number, country?: string) => {
    items.push({ line: pieceOf(line, start, end, start === 0), ...(country ? { country } : {}) });
  };
  for (const note of line.text.matchAll(NOTE)) {
    const country = countryNamed(note[1] ?? "");
    if (!country) continue;
    const end = (note.index ?? 0) + note[0].length;
    // "Tel. 030 1234567 · 0800 123 456 (Österreich)": the note speaks for its own item only.
    const own = itemStart(line.text, from, note.index ?? 0);
    if (own > from) push(from, own);
    push(own, end, country);
    from = end;
  }
  if (items.length === 0) return undefined;
  if (/\d/.test(line.text.slice(from))) push(from, line.text.length);
  return items;
}

/** Where a list separates the items of a line: "·", "|", ";", ",", or a slash or dash between spaces. */
const ITEM_SEPARATOR = /[·|•;,]|\s[/–-]\s/gu;

/** Where the item holding a note at `note` starts: after the last separator with a number before it. */
function itemStart(text: string, from: number, note: number): number {
  let start = from;
  for (const separator of text.slice(from, note).matchAll(ITEM_SEPARATOR)) {
    const at = from + (separator.index ?? 0);
    if (/\d/.test(text.slice(from, at))) start = at + separator[0].length;
  }
  return start;
}
