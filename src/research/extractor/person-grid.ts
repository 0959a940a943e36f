import type { HTMLElement } from "node-html-parser";
import type { Line } from "./text.ts";

/*
 * Team grids repeat one markup shape per card, and lists one shape per item: where enough of
 * them pair known names with titles on their own, the shape vouches for a sibling's name that
 * the given-name lists lack.
 */

/** Cards of one shape that pair known names on their own, from which the shape vouches. */
const GRID_CARDS = 2;

/**
 * Where a line sits in the markup: its element's and its parent's tag and class. The cards of a
 * team grid repeat one shape ("div.name" in "div.card"), so the shape of cards that pair known
 * names vouches for a card whose name is missing from the lists ("Chuck Cloyd" / "System
 * Designer" among "Doug Witty" / "System Designer").
 */
export function shapeOf(line: Line | undefined): string {
  const element = line?.element;
  return `${markupShape(element)}<${markupShape(element?.parentNode)}`;
}

/**
 * An element's tag and classes, the classes that number it dropped: "li.col item-3" and
 * "li.col item-4" are two cards of one grid.
 */
export function markupShape(element: HTMLElement | null | undefined): string {
  const classes = (element?.getAttribute?.("class") ?? "")
    .split(/\s+/)
    .filter((name) => name && !/\d/.test(name));
  return `${element?.tagName ?? ""}.${classes.join(" ")}`;
}

/**
 * The shapes that occur at least GRID_CARDS times among `shapes`; with `styled`, a shape whose
 * markup is not classed (any paragraphs of a page, rather than a designed grid of cards) needs
 * one card more.
 */
export function gridShapes(shapes: string[], styled = false): Set<string> {
  const counts = new Map<string, number>();
  for (const shape of shapes) counts.set(shape, (counts.get(shape) ?? 0) + 1);
  const classed = (shape: string) => shape.split("|").every((part) => /\.[^<]/.test(part));
  const needed = (shape: string) => (styled && !classed(shape) ? GRID_CARDS + 1 : GRID_CARDS);
  return new Set(
    [...counts].filter(([shape, count]) => count >= needed(shape)).map(([shape]) => shape),
  );
}

/** Cards that end their title line with the same words before those words are boilerplate. */
const REPEATED_TAIL = 2;

/**
 * The lines with the words that close many cards' title lines alike cut off: a call to action or
 * a link that every card of a grid repeats after the title ("Diretor Comercial" + "Saiba mais",
 * "Einkauf" + "Mehr erfahren", "Sales Manager" + "View profile"), whatever its language. Only a
 * separate element's words are cut (the line's last segment), and never a title, a department
 * or a name. Indices and elements are kept, so that the lines still line up with the page's.
 */
export function withoutRepeatedTails(lines: Line[], keep: (tail: string) => boolean): Line[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const tail = line.segments?.at(-1);
    if (tail) counts.set(tail, (counts.get(tail) ?? 0) + 1);
  }
  return lines.map((line) => {
    const segments = line.segments;
    const tail = segments?.at(-1);
    if (!segments || !tail || (counts.get(tail) ?? 0) < REPEATED_TAIL || keep(tail)) return line;
    const rest = segments.slice(0, -1);
    const text = rest.join(" ");
    return { ...line, text, ...(rest.length > 1 ? { segments: rest } : { segments: undefined }) };
  });
}
