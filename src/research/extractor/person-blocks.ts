import type { HTMLElement } from "node-html-parser";
import { isTownName } from "../knowledge/metro.ts";
import { isDepartment } from "./departments.ts";
import { readName } from "./names.ts";
import { type Found, isLinkOnly } from "./person-card.ts";
import { isTitleLine, roleOfLine, withoutLabelColon } from "./person-layouts.ts";
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
 * "Sales" is an office) and when it is no heading over a section nor a menu's link.
 */
function departmentFits(title: Line, name: Line): boolean {
  if (looksLikeTitle(withoutLabelColon(roleOfLine(title).text))) return true;
  // A menu's items are links ("Success Cases" / "Recruitment"): no card prints its title so.
  return !/^H[1-6]$/.test(title.element.tagName) && !isTownName(name.text) && !isLinkOnly(title);
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

/**
 * People whose card holds their name (opening with a known given name) and their title apart,
 * with only lines that are neither between or around them; `taken` lines are another layout's.
 */
export function blockLayout(lines: Line[], taken: Set<number>): Found[] {
  const found: Found[] = [];
  lines.forEach((line, at) => {
    if (taken.has(at) || !readName(line.text, { paired: true })) return;
    const inside = blockAround(lines, at);
    if (!inside) return;
    const others = inside.filter((i) => i !== at);
    const titles = others.filter((i) => isTitleLine(roleOfLine(lines[i] as Line)));
    const [titleAt] = titles;
    if (titleAt === undefined || titles.length > 1 || taken.has(titleAt)) return;
    // Anything else in the card that reads as a name or a title makes it no single person's.
    const rest = others.filter((i) => i !== titleAt).map((i) => lines[i] as Line);
    if (rest.some((other) => readName(other.text) || isTitleish(other))) return;
    const parts = readName(line.text, { paired: true });
    if (!parts || !departmentFits(lines[titleAt] as Line, line)) return;
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
