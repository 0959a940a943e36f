import { type HTMLElement, type Node, NodeType, parse } from "node-html-parser";

/*
 * The oracle of "fabricated" for real-page benchmarks: the text a reader sees, computed here
 * independently of the extractor's own text reader so that a leak there cannot hide behind it.
 * Dropped: scripts, styles, templates, noscript, comments, the head, and elements hidden by the
 * hidden attribute, aria-hidden="true", or an inline display:none / visibility:hidden.
 */

const SKIPPED = new Set(["script", "style", "template", "noscript", "head", "title"]);
const HIDDEN_STYLE = /(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

function isHidden(element: HTMLElement): boolean {
  if (SKIPPED.has(element.rawTagName?.toLowerCase() ?? "")) return true;
  if (element.hasAttribute?.("hidden")) return true;
  if (element.getAttribute?.("aria-hidden") === "true") return true;
  return HIDDEN_STYLE.test(element.getAttribute?.("style") ?? "");
}

function collect(node: Node, out: string[], links: string[]): void {
  if (node.nodeType === NodeType.TEXT_NODE) {
    out.push(node.text);
    return;
  }
  if (node.nodeType !== NodeType.ELEMENT_NODE) return;
  const element = node as HTMLElement;
  if (element.rawTagName && isHidden(element)) return;
  const href = element.getAttribute?.("href");
  if (href && /^\s*(?:mailto|tel):/i.test(href)) links.push(href.trim());
  for (const child of element.childNodes) collect(child, out, links);
  // Every element boundary is a word boundary here: the oracle must not glue words itself.
  out.push(" ");
}

export interface Visible {
  /** Entities decoded, whitespace squashed. */
  text: string;
  /** mailto: and tel: targets of visible links: the address a reader clicks. */
  links: string[];
}

/** The visible text of an HTML page and the contact links a reader can click. */
export function visibleText(html: string): Visible {
  const out: string[] = [];
  const links: string[] = [];
  collect(parse(html, { comment: false }), out, links);
  return { text: out.join("").replace(/\s+/g, " ").trim(), links };
}
