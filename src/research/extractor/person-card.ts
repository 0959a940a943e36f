import type { HTMLElement } from "node-html-parser";
import type { PrimaryTitle } from "../decision-makers.ts";
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
}

/** The table row an element sits in, if any. */
function rowOf(element: HTMLElement): HTMLElement | undefined {
  for (let at: HTMLElement | null = element; at; at = at.parentNode) {
    if (at.tagName === "TR") return at;
  }
  return undefined;
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
  if (rowOf(a) !== rowOf(b)) return false;
  // A term and its definition pair however long the list: "<dt>CEO</dt><dd>Name<br>...</dd>".
  if (a.tagName === "DT" && b.tagName === "DD" && a.nextElementSibling === b) return true;
  // "<p>Name</p><p>Title</p>" side by side in a long page: the two elements are the card.
  if (a.nextElementSibling === b) return true;
  return squash(commonAncestor(a, b).text).length <= CARD_CHARS;
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
  while (
    end + 1 < lines.length &&
    end + 1 < nextStart &&
    contains(card, lines[end + 1]?.element ?? card)
  ) {
    end++;
  }
  return [person.first, end, tight];
}

const QUOTE_OPEN = /^\s*["“”„«»‘’']/u;
const QUOTE_CLOSE = /["“”„«»‘’']\s*$/u;

/** Class names of testimonial and review blocks, in the nine languages. */
const QUOTE_CLASS =
  /testimonial|quote|review|kundenstimme|referenz|temoignage|avis-client|testimonianz|recensi|testimonio|opinion|getuigenis|klantervaring|omdome|opinie|depoimento/i;

/** Whether an element sits in a quotation: a `<blockquote>` or a block classed as testimonials. */
function inQuotation(element: HTMLElement | undefined): boolean {
  let at: HTMLElement | null | undefined = element;
  for (let level = 0; at && level < 5; level++, at = at.parentNode) {
    if (at.tagName === "BLOCKQUOTE") return true;
    if (QUOTE_CLASS.test(`${at.getAttribute?.("class") ?? ""} ${at.getAttribute?.("id") ?? ""}`)) {
      return true;
    }
  }
  return false;
}

/** A testimonial signer's title, and who they work for when printed ("CEO, CrowdFlower"). */
export interface Attribution {
  title: string;
  organisation?: string;
}

/** "CEO, CrowdFlower" and "Founder at Adzerk": the title, then the organisation. */
function splitOrganisation(title: string): Attribution {
  const parts = /^(.+?)(?:\s*,\s*|\s+(?:at|@|bei|chez|presso|en|bij|på|w|na|em)\s+)(.+)$/u.exec(
    title,
  );
  const head = parts?.[1] ?? "";
  const rest = parts?.[2] ?? "";
  if (parts && looksLikeTitle(head) && !looksLikeTitle(rest))
    return { title: head, organisation: rest };
  // "vd Direkten", "CEO Acme Ltd": the catalogue title, then capitalized words of a name.
  const words = title.split(" ");
  for (let at = words.length - 1; at >= 1; at--) {
    const tail = words.slice(at);
    const lead = words.slice(0, at).join(" ");
    if (!tail.every((word) => /^\p{Lu}/u.test(word))) break;
    if (matchTitle(lead)?.extraWords === 0) return { title: lead, organisation: tail.join(" ") };
  }
  return { title };
}

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
  const signed =
    /^\s*[–—~]/u.test(signature) ||
    (before.length > 20 && (QUOTE_OPEN.test(before) || QUOTE_CLOSE.test(before))) ||
    (before.length > 20 && inQuotation(previous?.element));
  if (!signed) return undefined;
  const own = matchTitle(person.title)?.extraWords === 0;
  const alone = lines[person.last]?.text.trim().endsWith(person.title.trim()) ?? false;
  if (own && alone) return undefined;
  const split = splitOrganisation(person.title);
  if (split.organisation) return split;
  // "— Chiara Galli, Responsabile acquisti, Rossi Alimentari": the rest of the signature line.
  const line = lines[person.last]?.text ?? "";
  const rest = squash(line.slice(line.lastIndexOf(person.title) + person.title.length));
  const printed = rest.replace(/^[,|–—-]\s*/u, "");
  if (printed !== rest && printed.length > 1 && printed.length <= 60 && !/[\d@]/.test(printed)) {
    return { title: person.title, organisation: printed };
  }
  // The signer's organisation on the line below, inside the same quotation block.
  const below = lines[person.last + 1];
  const text = squash(below?.text ?? "");
  const named =
    below &&
    inQuotation(below.element) &&
    text.length > 1 &&
    text.length <= 60 &&
    !/[\d@"“”„«»]/u.test(text);
  return named ? { title: person.title, organisation: text } : { title: person.title };
}
