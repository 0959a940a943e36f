import type { HTMLElement } from "node-html-parser";
import type { PrimaryTitle } from "../decision-makers.ts";
import { isTownName } from "../knowledge/metro.ts";
import { isDepartment } from "./departments.ts";
import { isHonorificBefore, readName } from "./names.ts";
import { markupShape } from "./person-grid.ts";
import { SIGNATURE_BEFORE } from "./sentence-tokens.ts";
import { commonAncestor, contains, type Line, squash } from "./text.ts";
import { looksLikeTitle, matchTitle } from "./titles.ts";

/*
 * Where one person's card begins and ends among a page's lines: which neighbouring lines belong
 * together, which lines (and so which contacts) are the person's own, and which signatures are a
 * customer's under a testimonial rather than the company's people.
 */

/** A person read from the page, with the lines the pairing came from. */
export interface Found {
  name: string;
  title: string;
  honorific?: string;
  /** Lines the pairing was read from. */
  first: number;
  last: number;
  /** True for the one-line label layout, whose block (an imprint) is the company's, not theirs. */
  lineOnly: boolean;
  /** The catalogue role when the title is a phrase the catalogue cannot read ("leitet den Einkauf"). */
  primary?: PrimaryTitle;
  /** Read from running text: a layout that pairs the same name on purpose says more. */
  prose?: boolean;
  /** The title is the name of an office taken ("assume a presidência"), not a role as printed. */
  office?: boolean;
  /** Titled by a label over several people ("Soci:", "Directors:"): a line of their own says more. */
  group?: boolean;
  /** The organisation the sentence says the title is held at ("director general de Empaques del Norte"). */
  organisation?: string;
  /** The sentence gives the title as another organisation's: "their technical director, X". */
  theirs?: boolean;
  /** The title is one the person leaves to a successor ("succède à X, directeur général"). */
  past?: boolean;
}

/** The table row an element sits in, if any. */
function rowOf(element: HTMLElement): HTMLElement | undefined {
  for (let at: HTMLElement | null = element; at; at = at.parentNode) {
    if (at.tagName === "TR") return at;
  }
  return undefined;
}

/**
 * A layout table of one column ("<tr><td>Name</td></tr><tr><td>Title</td></tr>", as old sites
 * stack a card's lines): two neighbouring rows of one cell each are one card's lines, where the
 * rows of a table of several columns are each their own.
 */
function stackedCells(a: HTMLElement | undefined, b: HTMLElement | undefined): boolean {
  if (!a || !b || a.nextElementSibling !== b) return false;
  const cells = (row: HTMLElement) =>
    row.childNodes.filter((node) => {
      const tag = (node as HTMLElement).tagName;
      return tag === "TD" || tag === "TH";
    }).length;
  return cells(a) === 1 && cells(b) === 1;
}

/** The most text one person's card holds: a photo caption, a bio paragraph, contacts. */
const CARD_CHARS = 1500;

/**
 * Two neighbouring lines belong together only inside a small block (a card, a row). In a table
 * the block is the row: a title cell pairs with the name cell beside it, never with the row
 * above or below, nor with a heading over the table.
 */
export function closeTogether(lines: Line[], i: number): boolean {
  const a = lines[i]?.element;
  const b = lines[i + 1]?.element;
  if (!a || !b) return false;
  if (rowOf(a) !== rowOf(b)) return stackedCells(rowOf(a), rowOf(b));
  // A term and its definition pair however long the list: "<dt>CEO</dt><dd>Name<br>...</dd>".
  if (a.tagName === "DT" && b.tagName === "DD" && a.nextElementSibling === b) return true;
  // "<p>Name</p><p>Title</p>" side by side in a long page: the two elements are the card.
  if (a.nextElementSibling === b) return true;
  if (inSiblingCards(lines, a, b)) return false;
  return squash(commonAncestor(a, b).text).length <= CARD_CHARS;
}

/** The child of `ancestor` that holds `element`. */
function childHolding(ancestor: HTMLElement, element: HTMLElement): HTMLElement {
  let at = element;
  while (at.parentNode && at.parentNode !== ancestor) at = at.parentNode;
  return at;
}

/**
 * Whether two lines sit in two sibling cards of a grid: blocks of one shape, at least one holding
 * several lines. A card's last line never pairs with the next card's first ("Luc Moreau" with the
 * next card's "Responsable des achats" when that card's own name was not read).
 */
function inSiblingCards(lines: Line[], a: HTMLElement, b: HTMLElement): boolean {
  const ancestor = commonAncestor(a, b);
  if (ancestor === a || ancestor === b) return false;
  const [first, second] = [childHolding(ancestor, a), childHolding(ancestor, b)];
  if (first === second || markupShape(first) !== markupShape(second)) return false;
  const linesIn = (block: HTMLElement) => lines.filter((line) => contains(block, line.element));
  return linesIn(first).length > 1 || linesIn(second).length > 1;
}

/** A line that could open a card: a name, a title or a department, with no contact value. */
function isCardLine(line: Line): boolean {
  const text = line.text.replace(/\s*:\s*$/u, "");
  if (/[@\d]/.test(text)) return false;
  return !!readName(text, { cue: true }) || looksLikeTitle(text) || isDepartment(text);
}

/**
 * Two neighbouring lines that the markup itself pairs as one card: a term and its definition
 * ("<dt>Einkauf</dt><dd>Name</dd>"), two cells of one table row, or two elements of one small
 * block with nothing else in it but contacts ("<div><h4>Name</h4><p>Ufficio acquisti</p>
 * <p>tel…</p></div>"). There a department printed beside a name is that person's title; in a
 * page's flow it may as well head an office's address.
 */
export function pairedByMarkup(lines: Line[], i: number, nameFirst: boolean): boolean {
  const a = lines[i]?.element;
  const b = lines[i + 1]?.element;
  if (!a || !b || !closeTogether(lines, i)) return false;
  // A heading over its section ("<h2>Media Requests</h2><p>Name…") and an office's box named
  // for its town ("<h3>Hong Kong</h3><p>Sales</p>") are shaped like cards too.
  const [nameLine, titleLine] = nameFirst ? [lines[i], lines[i + 1]] : [lines[i + 1], lines[i]];
  if (/^H[1-6]$/.test(titleLine?.element.tagName ?? "")) return false;
  if (isTownName(nameLine?.text ?? "")) return false;
  // A menu's items are links ("Success Cases" / "Recruitment"); a card prints its title as text.
  if (titleLine && isLinkOnly(titleLine)) return false;
  const definition = (x: HTMLElement, y: HTMLElement) =>
    x.tagName === "DT" && y.tagName === "DD" && x.nextElementSibling === y;
  if (definition(a, b) || definition(b, a)) return true;
  const row = rowOf(a);
  if (row) return rowOf(b) === row;
  const block = commonAncestor(a, b);
  if (["BODY", "MAIN", "HTML"].includes(block.tagName)) return false;
  // The block holds the two lines and at most contacts: no other name or title.
  const inside = lines.filter(
    (line, at) => at !== i && at !== i + 1 && contains(block, line.element),
  );
  return inside.length <= 4 && inside.every((line) => !isCardLine(line));
}

/** True when a line's whole text is one link's (not a mailto: or tel: one): a menu item. */
export function isLinkOnly(line: Line): boolean {
  const text = squash(line.text);
  return line.element
    .querySelectorAll("a")
    .some(
      (link) =>
        squash(link.text) === text && !/^(?:mailto|tel):/i.test(link.getAttribute("href") ?? ""),
    );
}

/** Role mailboxes belong to the company even when printed next to a person. */
export const ROLE_MAILBOX =
  /^(info|kontakt|contact|office|mail|hello|hallo|sales|vertrieb|service|support|admin|post|empfang|reception|team|buero|bureau|ufficio|oficina|verkoop|ventes|vendite|ventas|webmaster|press|presse|jobs|karriere|hr)$/i;

/** The lines that belong to one person: their card, up to the next person in it. */
export function cardRange(
  lines: Line[],
  person: Found,
  everyone: Found[],
): [number, number, boolean] {
  if (person.lineOnly) return [person.first, person.last, true];
  const a = lines[person.first]?.element;
  const b = lines[person.last]?.element;
  if (!a || !b) return [person.first, person.last, true];
  const others = everyone.filter((other) => other !== person);
  const holdsOther = (el: HTMLElement) =>
    others.some((o) => [o.first, o.last].some((at) => contains(el, lines[at]?.element ?? el)));
  let card = commonAncestor(a, b);
  let tight = true;
  // Climb a level or two for "<div class=card><div>name/title</div><div>contacts</div></div>".
  for (let level = 0; level < 2; level++) {
    const parent = card.parentNode;
    if (!parent || parent.tagName === null || ["BODY", "MAIN", "HTML"].includes(parent.tagName)) {
      break;
    }
    if (holdsOther(parent) || squash(parent.text).length > CARD_CHARS) break;
    card = parent;
    tight = false;
  }
  let end = person.last;
  const nextStart = Math.min(
    ...others.map((o) => o.first).filter((first) => first > person.last),
    Number.POSITIVE_INFINITY,
  );
  const row = rowOf(a);
  while (
    end + 1 < lines.length &&
    end + 1 < nextStart &&
    contains(card, lines[end + 1]?.element ?? card) &&
    !startsNextCard(lines, person, end + 1, row)
  ) {
    end++;
  }
  return [person.first, end, tight];
}

/**
 * Whether the line at `at` opens the next card rather than continuing this person's: it sits in
 * another table row, or it repeats the markup of the line this person's card opened with in an
 * element of its own and reads as a name or a title ("<dt>Vertrieb</dt>" after "<dt>Geschäftsführung
 * </dt><dd>Name</dd>"), so the contacts below it are someone else's even when that someone was
 * not read.
 */
function startsNextCard(lines: Line[], person: Found, at: number, row: HTMLElement | undefined) {
  const line = lines[at];
  if (!line) return true;
  if (row && rowOf(line.element) !== row) return true;
  const opening = lines[person.first]?.element;
  const own = [person.first, person.last].map((i) => lines[i]?.element);
  if (own.includes(line.element) || markupShape(line.element) !== markupShape(opening))
    return false;
  return isCardLine(line);
}

const QUOTE_OPEN = /^\s*["“”„«»‘’']/u;
const QUOTE_CLOSE = /["“”„«»‘’']\s*$/u;
/** A line that holds a quotation and its signature both: the line after it signs nothing. */
const SIGNED_QUOTE = /["“”»’][.!]?\s*[–—-]\s*\p{Lu}/u;

/** Class names of testimonial and review blocks, in the nine languages. */
const QUOTE_CLASS =
  /testimonial|quote|review|kundenstimme|referenz|temoignage|avis-client|testimonianz|recensi|testimonio|opinion|getuigenis|klantervaring|omdome|opinie|depoimento/i;

/**
 * Class names of the testimonial and review widgets that site builders render (Elementor
 * "elementor-testimonial-job", Kadence "kt-testimonial-occupation", Spectra "uagb-testimonial-
 * details", Essential Addons "eael-testimonial-user", themes' "testimonial-item", "reviews"):
 * customers' words. A word of its own in the class ("preview" is no review), and no plain
 * quotation, which a firm uses to quote its own manager as well.
 */
const TESTIMONIAL_CLASS =
  /(?:^|[^a-z])(?:testimonial|review|kundenstimme|referenz|temoignage|témoignage|avis-client|testimonianz|recensi|testimonio|opinion|getuigenis|klantervaring|omdome|omdöme|opinie|depoimento)/i;

/** How far up from a line a quotation's or a testimonial widget's block is looked for. */
const QUOTE_LEVELS = 5;

/** Whether an element sits in a block whose class or id matches `pattern`, or in a `<blockquote>`. */
function inClassedBlock(element: HTMLElement | undefined, pattern: RegExp, blockquote: boolean) {
  let at: HTMLElement | null | undefined = element;
  for (let level = 0; at && level < QUOTE_LEVELS; level++, at = at.parentNode) {
    if (blockquote && at.tagName === "BLOCKQUOTE") return true;
    if (pattern.test(`${at.getAttribute?.("class") ?? ""} ${at.getAttribute?.("id") ?? ""}`)) {
      return true;
    }
  }
  return false;
}

/** Whether an element sits in a quotation: a `<blockquote>` or a block classed as testimonials. */
const inQuotation = (element: HTMLElement | undefined) =>
  inClassedBlock(element, QUOTE_CLASS, true);

/**
 * Whether an element sits in a testimonial or review widget, where the line under a customer's
 * name is their title or their company alike ("Geschäftsführer", "Berger Bau GmbH").
 */
export const inTestimonial = (element: HTMLElement | undefined) =>
  inClassedBlock(element, TESTIMONIAL_CLASS, false);

/** A testimonial signer's title, and who they work for when printed ("CEO, CrowdFlower"). */
export interface Attribution {
  title: string;
  organisation?: string;
}

/** Words that say "of" between a signer's title and their organisation, in the nine languages. */
const OF = new Set([
  "of",
  "der",
  "des",
  "von",
  "de",
  "du",
  "di",
  "del",
  "della",
  "da",
  "do",
  "van",
]);

/** "CEO, CrowdFlower" and "Founder at Adzerk": the title, then the organisation. */
function splitOrganisation(title: string): Attribution {
  const parts = /^(.+?)(?:\s*,\s*|\s+(?:at|@|bei|chez|presso|en|bij|på|w|na|em)\s+)(.+)$/u.exec(
    title,
  );
  const head = parts?.[1] ?? "";
  const rest = parts?.[2] ?? "";
  if (parts && looksLikeTitle(head) && !looksLikeTitle(rest))
    return { title: head, organisation: rest };
  // "vd Direkten", "CEO Acme Ltd", "Geschäftsführer der Schulz GmbH": the catalogue title,
  // perhaps a word that says "of", then capitalized words of a name.
  const words = title.split(" ");
  for (let at = words.length - 1; at >= 1; at--) {
    const tail = words.slice(at);
    if (!tail.every((word) => /^\p{Lu}/u.test(word))) break;
    const of = OF.has(words[at - 1] ?? "") ? 1 : 0;
    const lead = words.slice(0, at - of).join(" ");
    if (lead && matchTitle(lead)?.extraWords === 0) {
      return { title: lead, organisation: tail.join(" ") };
    }
  }
  return { title };
}

/** The longest line a quotation's signature takes: a name, a title and an organisation. */
const SIGNATURE_CHARS = 160;

/**
 * The signature under a quote ("'We could never run the shop without…'" / "Johannes Andvaller,
 * vd Direkten"): a customer's testimonial, whose author works elsewhere. A signature that is a
 * name and a bare catalogue title ("Javier Ortega Martín, Director General") names no other
 * company: the firm quoting its own manager. Undefined when the person is not such a signer.
 */
export function attributionOf(lines: Line[], person: Found): Attribution | undefined {
  const signature = lines[person.first]?.text ?? "";
  const previous = lines[person.first - 1];
  const before = previous?.text ?? "";
  // "« … » — Anne Hubert, acheteuse, Épicerie Le Comptoir": the quotation and its signer on one
  // line; a line after such a one is no signature of it.
  const at = signature.indexOf(person.name);
  const quoteBefore =
    before.length > 20 &&
    !SIGNED_QUOTE.test(before) &&
    (QUOTE_OPEN.test(before) || QUOTE_CLOSE.test(before) || inQuotation(previous?.element));
  // A signature opens with the signer's name and is short; a paragraph of news after a quoted
  // sentence ("The company also announced that Declan Fitzgerald, …") signs nothing.
  // Salutations and degrees may stand before it: "Ing. Peter Wallner, Geschäftsführer, …".
  const lead = at >= 0 ? signature.slice(0, at).trim().split(/\s+/u).filter(Boolean) : [];
  const opensSignature =
    at >= 0 &&
    (at <= 2 || lead.every((word) => isHonorificBefore(word))) &&
    signature.length <= SIGNATURE_CHARS;
  const signed =
    /^\s*[–—~]/u.test(signature) ||
    (at > 0 && SIGNATURE_BEFORE.test(signature.slice(0, at))) ||
    (quoteBefore && opensSignature);
  if (!signed) return undefined;
  const own = matchTitle(person.title)?.extraWords === 0;
  const alone = lines[person.last]?.text.trim().endsWith(person.title.trim()) ?? false;
  // A testimonial widget holds customers' words: a bare title there is a customer's own.
  const widget = inTestimonial(lines[person.first]?.element);
  if (own && alone && !widget) return undefined;
  const split = splitOrganisation(person.title);
  if (split.organisation) return split;
  // "— Chiara Galli, Responsabile acquisti, Rossi Alimentari": the rest of the signature line.
  const line = lines[person.last]?.text ?? "";
  const rest = squash(line.slice(line.lastIndexOf(person.title) + person.title.length));
  const ofWord = rest.split(" ")[0] ?? "";
  const printed = OF.has(ofWord)
    ? rest.slice(ofWord.length).trim()
    : rest.replace(/^[,|–—-]\s*/u, "");
  if (printed !== rest && printed.length > 1 && printed.length <= 60 && !/[\d@]/.test(printed)) {
    return { title: person.title, organisation: printed };
  }
  // The signer's organisation on the line below, inside the same quotation block.
  const below = lines[person.last + 1];
  const text = squash(below?.text ?? "");
  // The next testimonial's heading ("Top Service") is no organisation of this signer's.
  const signer = lines[person.last]?.element;
  const named =
    below &&
    signer &&
    inQuotation(below.element) &&
    !inSiblingCards(lines, signer, below.element) &&
    text.length > 1 &&
    text.length <= 60 &&
    !/[\d@"“”„«»]/u.test(text);
  return named ? { title: person.title, organisation: text } : { title: person.title };
}
