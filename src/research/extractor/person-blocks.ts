import type { HTMLElement } from "node-html-parser";
import { isTownName } from "../knowledge/metro.ts";
import { isDepartment } from "./departments.ts";
import { readName } from "./names.ts";
import type { Found } from "./person-card.ts";
import { isTitleLine, roleOfLine, withoutLabelColon } from "./person-layouts.ts";
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
  return looksLikeTitle(text) || isDepartment(text);
};

/**
 * A department alone is a card's title only under a name that is no town ("Hong Kong" over
 * "Sales" is an office) and when it is no heading over a section.
 */
function departmentFits(title: Line, name: Line): boolean {
  if (looksLikeTitle(withoutLabelColon(roleOfLine(title).text))) return true;
  return !/^H[1-6]$/.test(title.element.tagName) && !isTownName(name.text);
}

/** The lines inside the smallest block around `at` that holds more than that line. */
function blockAround(lines: Line[], at: number): number[] | undefined {
  let element: HTMLElement | null = lines[at]?.element ?? null;
  for (let level = 0; element && level < LEVELS; level++, element = element.parentNode) {
    if (!element.tagName || ["BODY", "MAIN", "HTML", "TABLE", "TBODY"].includes(element.tagName)) {
      return undefined;
    }
    const block = element;
    const inside = lines.flatMap((line, i) => (contains(block, line.element) ? [i] : []));
    if (inside.length < 2) continue;
    if (inside.length > CARD_LINES || squash(block.text).length > CARD_CHARS) return undefined;
    return inside;
  }
  return undefined;
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
    const inside = blockAround(lines, at);
    if (!inside) return;
    const others = inside.filter((i) => i !== at);
    const titles = others.filter((i) => {
      const other = lines[i] as Line;
      return isTitleLine(roleOfLine(other)) || markedRole(other, tagged);
    });
    const [titleAt] = titles;
    if (titleAt === undefined || titles.length > 1 || taken.has(titleAt)) return;
    // Anything else in the card that reads as a name or a title makes it no single person's.
    const rest = others.filter((i) => i !== titleAt).map((i) => lines[i] as Line);
    if (rest.some((other) => readName(other.text) || isTitleish(other))) return;
    const parts = readName(line.text, { paired: true });
    const marked = markedRole(lines[titleAt] as Line, tagged);
    if (!parts || (!marked && !departmentFits(lines[titleAt] as Line, line))) return;
    found.push({
      ...parts,
      title: withoutLabelColon(roleOfLine(lines[titleAt] as Line).text),
      first: Math.min(at, titleAt),
      last: Math.max(at, titleAt),
      lineOnly: false,
    });
  });
  return found;
}
