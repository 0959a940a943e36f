import type { DigitRange } from "./lone-numbers.ts";
import { labelBefore, labelPhrase, meaningful } from "./phone-label-text.ts";
import { type FoundLabel, type LabelKind, labelsIn } from "./phone-labels.ts";

/*
 * What a number found in a line is, from the labels around it: the nearest label before it, a note
 * in brackets or a lone label after it, a label alone on the line above or below, or a table
 * column's heading. A non-phone label (tax, register, bank, postcode) counts only when nothing but
 * its "No.", country letters or (after a register) a place stand between it and the number.
 */

/** What the lines around a line say about its numbers. */
export interface Surroundings {
  /** A label alone on the line above, or heading the list the line is in ("Fax:"). */
  above?: LabelKind;
  /** That label as printed, when it is the line right above. */
  aboveText?: string;
  /** A label alone on the line below that heads no number of its own: "555-0101" over "Fax". */
  below?: LabelKind;
  /** Where the line's lone short numbers start, in digits (Line.loneNumbers). */
  lone?: readonly number[];
  /** The digits each link on the line holds (Line.linkDigits). */
  links?: readonly DigitRange[];
}

/** Between a non-phone label and a number: only "No.", "#", ":" and the like. */
const ID_GAP =
  /^[\s:.#°º/-]*(?:(?:n[or]\b|num\b|nummer\b|number\b|n\.?[°º]|intra-?communautaire\b|intracomunitari[ao]\b)\.?[\s:.#°º/-]*)*$/iu;
/** The country letters a VAT number opens with, set apart: "VAT: GB 123 4567 89". */
const COUNTRY_PREFIX = /\b[A-Z]{2,3}[\s-]*$/u;

/** Register labels followed by the court's or the city's name: "RCS Paris B", "HRB (München)". */
const REGISTER = /^(?:r\.?\s?c\.?\s?s|hr[ab]|rea)\b/iu;
/** Up to three capitalised words: a city or a court. */
const PLACE = /^[\s:.,(-]*(?:\p{Lu}[\p{L}.'’)-]*[\s:.,-]+){0,3}$/u;

/**
 * Whether only an identifier's "No." and country letters (or, after a register, a place) stand
 * between its label and a number.
 */
function idGap(label: string, gap: string): boolean {
  return ID_GAP.test(gap.replace(COUNTRY_PREFIX, "")) || (REGISTER.test(label) && PLACE.test(gap));
}

/** A label after a number, and its text as printed. */
interface After {
  kind: LabelKind;
  text: string;
}

/** A note in brackets right after a number: "(fax)", "(Main Fax Line)", "(Toll-Free)", "(F)". */
function bracketNote(after: string): After | undefined {
  const bracket = /^\s*[([]([^)\]]{1,40})[)\]]/u.exec(after);
  // "(phone) 555-0100 (fax) 555-0101": a note followed by a number labels that number.
  if (!bracket || /^\s*[+(]?\d/.test(after.slice(bracket[0].length))) return undefined;
  const note = bracket[1] ?? "";
  // A lone letter in brackets is a label too: "555-0101 (F)".
  const kinds = labelsIn(/^\s*[tfpm]\s*$/i.test(note) ? `(${note.trim()})` : note).map(
    (l) => l.kind,
  );
  const kind = (["fax", "shared", "phone"] as const).find((k) => kinds.includes(k));
  return kind ? { kind, text: note.trim() } : undefined;
}

/** A label alone after the number at the end of the line: "… 555-1234 fax". */
function trailingLabel(after: string): After | undefined {
  const labels = labelsIn(after);
  const only = labels[0];
  if (labels.length !== 1 || !only || only.kind === "other") return undefined;
  return /^[\s,–-]*$/u.test(after.slice(0, only.start)) && /^[\s.]*$/u.test(after.slice(only.end))
    ? { kind: only.kind, text: after.slice(only.start, only.end) }
    : undefined;
}

/** What the labels around a number say it is. */
export interface Said {
  kind: LabelKind | undefined;
  /** The label as printed, when it says more than "phone". */
  label?: string;
  /** The label before the number that said it, when one did. */
  from?: FoundLabel;
}

/**
 * Whether a label before a number speaks for an earlier one: a number stands between them, or the
 * line opens with a number before any label (its labels follow their numbers).
 */
function labelsEarlierNumber(text: string, label: FoundLabel, start: number): boolean {
  if (/\d/.test(text.slice(label.end, start))) return true;
  const opening = text.slice(0, labelsIn(text.slice(0, label.start))[0]?.start ?? label.start);
  return /\d/.test(opening);
}

/**
 * What a number at [start, end) is: a fax when a note in brackets after it says so, else what the
 * nearest label before it says (a non-phone label only when it sits right before the number), else
 * a fax when a lone label after it says so, else the label alone on the line above, else what a
 * note or a lone label after it says, else the label alone on the line below.
 *
 * The label before no longer speaks for the number when the number's own item of the line has a
 * label of its own ("Fax: 030 … · Service: 030 …"), or when the line's labels follow their numbers
 * ("(312) 555-0147 Phone | (312) 555-0148 Fax") and one follows this number.
 */
export function kindOf(
  text: string,
  around: Surroundings,
  start: number,
  end: number,
  before: FoundLabel | undefined,
): Said {
  const after = text.slice(end);
  const note = bracketNote(after);
  const trailing = trailingLabel(after);
  const printed = labelBefore(text, start);
  const label = [printed?.text, note?.text, trailing?.text, around.aboveText]
    .map(meaningful)
    .find((written) => written !== undefined);
  const said = (kind: LabelKind | undefined, from?: FoundLabel): Said => ({
    kind,
    ...(label ? { label } : {}),
    ...(from ? { from } : {}),
  });
  if (note?.kind === "fax") return said("fax");
  const aside = labelBeforeAside(text, start);
  if (aside) return said(aside.kind, aside);
  const afterKind = note?.kind ?? trailing?.kind;
  if (before && afterKind && labelsEarlierNumber(text, before, start)) return said(afterKind);
  const nearest = before && printed && printed.from >= before.end ? undefined : before;
  if (nearest && nearest.kind !== "other") return said(nearest.kind, nearest);
  const labelText = nearest ? text.slice(nearest.start, nearest.end) : "";
  if (nearest && idGap(labelText, text.slice(nearest.end, start))) return said("other");
  if (trailing?.kind === "fax") return said("fax");
  return said(around.above ?? afterKind ?? around.below);
}

/**
 * A phone or fax label whose own aside in brackets stands between it and the number: "Fax
 * (order forms and retailer POs): (920) 555-0119", "Telefon (Zentrale): 089 …". The words in the
 * brackets say what the line is for; they label nothing themselves.
 */
function labelBeforeAside(text: string, start: number): FoundLabel | undefined {
  const head = text.slice(0, start);
  const aside = /\s*\([^()]{1,60}\)\s*[:.–-]?\s*$/u.exec(head);
  if (!aside) return undefined;
  const label = labelsIn(head.slice(0, aside.index)).at(-1);
  if (!label || label.kind === "other") return undefined;
  return /^\s*$/u.test(head.slice(label.end, aside.index)) ? label : undefined;
}

/** A label a whole line reads as, printed: "Toll free:" gives "Toll free". */
export function printedLabelOf(line: string): string | undefined {
  return meaningful(labelPhrase(line));
}
