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

/** Words of labels that only say "phone" or "call us", folded. */
const GENERIC = new Set(
  [
    "t p ph phn tel tlf tfn tfno telf fon phone telephone telefon telefone telefono telefoon voice",
    "call us by at on our today now here contact contacts kontakt contatti contacto contato",
    "no nr nos number numbers nummer numero numer n telefonnummer phonenumber",
  ]
    .join(" ")
    .split(" "),
);

/** A conjunction a label may open with when it follows another: "or Local", "oder Mobil". */
const CONJUNCTION = /^(?:or|and|oder|und|ou|et|o|e|y|och|eller|of|en|lub|i)\s+/iu;

/** The label, unless it only says "phone" ("Tel.", "Call us today", "(P)"). */
export function meaningful(label: string | undefined): string | undefined {
  if (!label) return undefined;
  const printed = label
    .trim()
    .replace(/^[([]\s*(.*?)\s*[)\]]$/u, "$1")
    .replace(CONJUNCTION, "");
  const words = fold(printed)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.length > 0 && words.some((word) => !GENERIC.has(word)) ? printed : undefined;
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
  const opening = bare.replace(CONJUNCTION, "").split(/\s+/)[0] ?? "";
  // A sentence's tail ("… our products please call:") or a postcode's letters ("4701 RA Breda T:").
  const opensLabel = /^[([]?\p{Lu}/u.test(opening) || labelsIn(opening).length > 0;
  if (!opensLabel || (/^\p{Lu}{1,2}$/u.test(opening) && labelsIn(opening).length === 0)) {
    return undefined;
  }
  return bare !== trimmed || onlyLabelWords(bare) ? bare : undefined;
}

/** A label printed right before a number: its text, and where its item of the line starts. */
export interface PrintedLabel {
  text: string;
  /** Where the text between the previous delimiter (or number) and the number starts. */
  from: number;
}

/** The label printed right before a number starting at `start`, if any. */
export function labelBefore(text: string, start: number): PrintedLabel | undefined {
  let from = start;
  while (from > 0 && !DELIMITER.test(text[from - 1] ?? "")) from -= 1;
  const printed = labelPhrase(text.slice(from, start));
  return printed ? { text: printed, from } : undefined;
}
