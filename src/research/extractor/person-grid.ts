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
  const parent = element?.parentNode;
  const part = (el: HTMLElement | null | undefined) =>
    `${el?.tagName ?? ""}.${el?.getAttribute?.("class") ?? ""}`;
  return `${part(element)}<${part(parent)}`;
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
