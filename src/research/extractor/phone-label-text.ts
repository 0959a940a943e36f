import { labelsIn } from "./phone-labels.ts";
import { fold } from "./text.ts";

/*
 * The label a phone number is printed with, kept with the number when it says which line it is:
 * "Mobile", "Toll free", "WhatsApp", "Service", "Showroom Milano", "Tel/Fax". A label that only says
 * "phone" ("Tel.", "Phone number", "T") says nothing a reader does not know and is not kept.
 */

/** A word of a label: letters, with the dots, hyphens, slashes and brackets labels are written with. */
const WORD = /^[([]?\p{L}[\p{L}.'’&/()\]-]*:?$/u;
const MAX_WORDS = 4;
const MAX_LENGTH = 40;

/** Where a label before a number starts at the latest: a list separator or the previous number. */
const DELIMITER = /[|•·;,\d\u25aa\u25a0\u25cf\u25c6\u2666\u25ba]/u;

/** Labels that only say "phone" or "contact", folded and without their dots. */
const GENERIC =
  /^(?:t|p|ph|phn|tel|tlf|tfn|tfno|telf|fon|phone|telephone|telefon|telefone|telefono|telefoon|voice|call|call us|contact|contacts|kontakt|contatti|contacto|contato|telefonnummer|telefonnumer)(?: (?:no|nr|number|nummer|numero|numer|n))?$/;

/** The label, unless it only says "phone". */
export function meaningful(label: string | undefined): string | undefined {
  if (!label) return undefined;
  const key = fold(label)
    .replace(/[.:°º]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return GENERIC.test(key) ? undefined : label;
}

/** Whether label words alone make up the text ("Toll free", "Main Office", "Mobil/WhatsApp"). */
function onlyLabelWords(text: string): boolean {
  let rest = text;
  for (const label of labelsIn(text).reverse()) {
    if (label.kind === "other") return false;
    rest = rest.slice(0, label.start) + rest.slice(label.end);
  }
  return rest !== text && /^[\s/&.,()-]*$/u.test(rest);
}

/**
 * A whole short text that reads as a label: up to four words ending with a colon or a dash
 * ("Showroom Milano:", "Customer Service -"), or label words alone ("Toll free", "WhatsApp").
 */
export function labelPhrase(text: string): string | undefined {
  const trimmed = text.trim();
  const bare = trimmed
    .replace(/\s*[:–-]+$/u, "")
    .replace(/^[-–\s]+/u, "")
    .trim();
  if (!bare || bare.length > MAX_LENGTH || !/\p{L}/u.test(bare)) return undefined;
  const words = bare.split(/\s+/);
  if (words.length > MAX_WORDS || words.some((w) => !WORD.test(w) && !/^[&/+-]$/.test(w))) {
    return undefined;
  }
  return bare !== trimmed || onlyLabelWords(bare) ? bare : undefined;
}

/** The label printed right before a number starting at `start`, if any. */
export function labelBefore(text: string, start: number): string | undefined {
  let from = start;
  while (from > 0 && !DELIMITER.test(text[from - 1] ?? "")) from -= 1;
  return labelPhrase(text.slice(from, start));
}
