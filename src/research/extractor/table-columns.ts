import type { HTMLElement, Node } from "node-html-parser";
import { type LabelKind, labelOnly } from "./phone-labels.ts";

/*
 * A directory table heads its columns once: "Office | Phone | Fax" over "Berlin | 030 1234567 |
 * 030 1234568". A number in a cell is what its column's heading cell says it is, whatever row it
 * is in; the heading is the table's first row (in <th> or in plain <td> cells).
 */

function isCell(node: Node): boolean {
  const tag = (node as HTMLElement).tagName?.toLowerCase();
  return tag === "td" || tag === "th";
}

/** The kind of number the column heading of the cell holding `element` names, if any. */
export function columnLabel(element: HTMLElement): LabelKind | undefined {
  const cell = isCell(element) ? element : element.closest("td, th");
  const row = cell?.parentNode;
  if (!cell || row?.tagName?.toLowerCase() !== "tr") return undefined;
  const index = row.childNodes.filter(isCell).indexOf(cell);
  const first = cell.closest("table")?.querySelector("tr");
  if (!first || first === row || index < 0) return undefined;
  const heading = first.childNodes.filter(isCell)[index] as HTMLElement | undefined;
  return heading ? labelOnly(heading.text) : undefined;
}
