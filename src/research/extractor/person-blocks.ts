import type { HTMLElement } from "node-html-parser";
import { isTownName } from "../knowledge/metro.ts";
import { isDepartment } from "./departments.ts";
import { readName } from "./names.ts";
import { type Found, inTestimonial, isLinkOnly } from "./person-card.ts";
import { markupShape } from "./person-grid.ts";
import {
  isOfficeTitle,
  isTitleLine,
  opensWithGivenName,
  roleOfLine,
  withoutLabelColon,
} from "./person-layouts.ts";
import { isPlaceName } from "./place-names.ts";
import { contains, type Line, squash } from "./text.ts";
import { looksLikeTitle } from "./titles.ts";

/*
 * A card read as a block rather than as neighbouring lines: a small element that holds one
 * name, one title and nothing else that reads as either (contacts, links, a call to action
 * around them), in any order: "<h4>Name</h4><p>email</p><p>Title</p>". The neighbour layout
 * pairs lines side by side; this one pairs what a card holds, wherever in it.
 */

/** The most lines and characters a card holds: a name, a title, a few contacts and links. */
const CARD_LINES = 8;
const CARD_CHARS = 500;
/** How far up from the name's element a card's block may be. */
const LEVELS = 3;

const isTitleish = (line: Line) => {
  const text = withoutLabelColon(roleOfLine(line).text);
  return looksLikeTitle(text) || isDepartment(text) || isOfficeTitle(text);
};

/**
 * A department alone is a card's title only under a name that is no town ("Hong Kong" over
 * "Sales" is an office) and when it is no heading over a section nor a menu's link; a list item's
 * heading is its card's ("<li><h3>Buchhaltung</h3><p>Name<br>Tel…</p></li>").
 */
function departmentFits(title: Line, name: Line, block: HTMLElement): boolean {
  if (looksLikeTitle(withoutLabelColon(roleOfLine(title).text))) return true;
  // A menu's items are links ("Success Cases" / "Recruitment"): no card prints its title so.
  if (isTownName(name.text) || isLinkOnly(title)) return false;
  return !/^H[1-6]$/.test(title.element.tagName) || block.tagName === "LI";
}

interface Block {
  block: HTMLElement;
  /** The indices of the lines inside it. */
  inside: number[];
}

/**
 * The blocks around `at` that hold more than that line, smallest first: a name and its phone in
 * a paragraph, then the card that holds them and its title.
 */
function blocksAround(lines: Line[], at: number): Block[] {
  const blocks: Block[] = [];
  let element: HTMLElement | null = lines[at]?.element ?? null;
  for (let level = 0; element && level < LEVELS; level++, element = element.parentNode) {
    if (!element.tagName || ["BODY", "MAIN", "HTML", "TABLE", "TBODY"].includes(element.tagName)) {
      return blocks;
    }
    const block = element;
    const inside = lines.flatMap((line, i) => (contains(block, line.element) ? [i] : []));
    if (inside.length < 2) continue;
    if (inside.length > CARD_LINES || squash(block.text).length > CARD_CHARS) return blocks;
    blocks.push({ block, inside });
    // A card of a grid ends the search: the block around it holds the other cards, whose title
    // is theirs ("Griet Vermeersch" / "Zaakvoerder" beside a card whose own title is unread).
    if (hasTwin(lines, block)) return blocks;
  }
  return blocks;
}

/**
 * Whether an element has a sibling of its own markup shape that holds several lines too: a card
 * of a grid. (A paragraph of a name and a phone beside a paragraph of a title is no grid.)
 */
function hasTwin(lines: Line[], element: HTMLElement): boolean {
  const shape = markupShape(element);
  return (element.parentNode?.childNodes ?? []).some((node) => {
    if (node === element || !("tagName" in node)) return false;
    const sibling = node as HTMLElement;
    if (markupShape(sibling) !== shape) return false;
    return lines.filter((line) => contains(sibling, line.element)).length >= 2;
  });
}

/** Class names a card's role element carries, in the nine languages: "team-role", "position". */
const ROLE_CLASS =
  /(?:^|[\s_-])(?:role|position|job|jobtitle|function|funktion|fonction|poste|ruolo|cargo|functie|stanowisko|befattning|occupation|designation)(?:$|[\s_-])/iu;
/** A role as printed: words, not numbers, addresses or a sentence. */
const ROLE_TEXT = /^(?=.*\p{L})[^@\d.!?:©"“”«»]{2,60}$/u;

/** How a line's markup sets it apart: by a role's class name, or by a small or emphasised tag. */
function roleMarkup(line: Line): "class" | "tag" | undefined {
  if (ROLE_CLASS.test(line.element.getAttribute("class") ?? "")) return "class";
  // A piece of a line is read with its own element, which may be the small or emphasised one.
  let tag = /^(?:SMALL|EM)$/.test(line.element.tagName);
  for (const element of line.element.querySelectorAll("small, em, [class]")) {
    if (squash(element.text) !== line.text) continue;
    if (ROLE_CLASS.test(element.getAttribute("class") ?? "")) return "class";
    tag ||= /^(?:SMALL|EM)$/.test(element.tagName);
  }
  return tag ? "tag" : undefined;
}

/**
 * A line the card's markup sets apart as the role under a name: "<span class="role">", or
 * "<br><small>Service & Bankette</small>" and "<em>" on a page whose cards mark known titles so
 * (`tagged`): the markup says what the vocabulary may not know, as a staff table's column
 * heading does. A small line is as often a testimonial's town or firm, so a tag alone is not
 * enough; the line must read as words, not as a name or a place.
 */
function markedRole(line: Line, tagged: boolean): boolean {
  const text = line.text;
  if (!ROLE_TEXT.test(text) || text.split(" ").length > 6) return false;
  if (readName(text) || isTownName(text) || isPlaceName(text)) return false;
  // A testimonial widget's "job" or "occupation" slot holds a customer's company as often as
  // their title ("Boulangerie Girard"): there the vocabulary must read the title, not the markup.
  if (inTestimonial(line.element)) return false;
  const markup = roleMarkup(line);
  return markup === "class" || (markup === "tag" && tagged);
}

/** A line that ends in a marked element: the text before it and that element's. */
function markedEnd(line: Line): { before: string; role: Line } | undefined {
  for (const element of line.element.querySelectorAll("small, em, [class]")) {
    const text = squash(element.text);
    if (!text || text === line.text || !line.text.endsWith(text)) continue;
    const before = line.text.slice(0, -text.length).trim();
    if (before) return { before, role: { ...line, text, segments: [text], element } };
  }
  return undefined;
}

/**
 * "<li><strong>Elin Dahl</strong><span class="role">Hemstäd</span></li>", "<strong>Rui Matos
 * </strong> <small>Gerente</small>": the name and the marked role on one line.
 */
function roleInLine(line: Line, tagged: boolean): { name: string; title: string } | undefined {
  const split = markedEnd(line);
  if (!split || !markedRole(split.role, tagged)) return undefined;
  const parts = readName(split.before, { paired: true });
  return parts ? { ...parts, title: split.role.text } : undefined;
}

/** Whether the page marks known titles under names with a small or emphasised tag. */
function tagsTitles(lines: Line[]): boolean {
  return lines.some((line, at) => {
    const split = markedEnd(line);
    const [role, name] = split ? [split.role, split.before] : [line, lines[at - 1]?.text ?? ""];
    return roleMarkup(role) === "tag" && isTitleLine(role) && !!readName(name, { paired: true });
  });
}

/**
 * People whose card holds their name (opening with a known given name) and their title apart,
 * with only lines that are neither between or around them; `taken` lines are another layout's.
 */
export function blockLayout(lines: Line[], taken: Set<number>): Found[] {
  const found: Found[] = [];
  const tagged = tagsTitles(lines);
  lines.forEach((line, at) => {
    const inline = taken.has(at) ? undefined : roleInLine(line, tagged);
    if (inline) {
      found.push({ ...inline, first: at, last: at, lineOnly: false });
      return;
    }
    if (taken.has(at) || !readName(line.text, { paired: true })) return;
    // The smallest block that holds a title: a paragraph of a name and contacts holds none.
    for (const card of blocksAround(lines, at)) {
      const titles = card.inside.filter((i) => {
        const other = lines[i] as Line;
        return i !== at && (isTitleLine(roleOfLine(other)) || markedRole(other, tagged));
      });
      if (titles.length === 0) continue;
      const person =
        titles.length === 1 ? cardPerson(lines, at, titles[0] ?? -1, card, tagged) : undefined;
      if (person && !taken.has(person.first) && !taken.has(person.last)) found.push(person);
      return;
    }
  });
  return found;
}

/** The person of a card with one title line, if nothing else in it reads as a name or a title. */
function cardPerson(
  lines: Line[],
  at: number,
  titleAt: number,
  { block, inside }: Block,
  tagged: boolean,
): Found | undefined {
  const line = lines[at] as Line;
  const title = lines[titleAt] as Line;
  const rest = inside.filter((i) => i !== at && i !== titleAt).map((i) => lines[i] as Line);
  if (rest.some((other) => readName(other.text) || isTitleish(other))) return undefined;
  const parts = readName(line.text, { paired: true });
  if (!parts || opensWithGivenName(title.text, parts.name)) return undefined;
  if (!markedRole(title, tagged) && !departmentFits(title, line, block)) return undefined;
  return {
    ...parts,
    title: withoutLabelColon(roleOfLine(title).text),
    first: Math.min(at, titleAt),
    last: Math.max(at, titleAt),
    lineOnly: false,
  };
}
