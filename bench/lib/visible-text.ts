import { type HTMLElement, type Node, NodeType, parse } from "node-html-parser";

/*
 * The oracle of "fabricated" for real-page benchmarks: the text a reader sees, computed here
 * independently of the extractor's own text reader so that a leak there cannot hide behind it.
 * Dropped: scripts, styles, templates, noscript, comments, the head, and elements hidden by the
 * hidden attribute, aria-hidden="true", or an inline display:none / visibility:hidden, unless a
 * control a reader can see opens them with one click (DESIGN.md "Never fabricate", decision
 * 018): the hidden element's id is in a visible control's aria-controls, data-target,
 * data-bs-target or href="#…", or an inline handler (onclick, href="javascript:…") quotes it or
 * calls a function whose last word and number spell it (toggleTab(0) for "tab0"). Kept narrower
 * than the extractor on purpose (ids only, inline styles only): a value the extractor reads from
 * a panel this reader does not open shows as fabricated, to be looked at.
 */

const SKIPPED = new Set(["script", "style", "template", "noscript", "head", "title"]);
const HIDDEN_STYLE = /(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

function isElement(node: Node): node is HTMLElement {
  return node.nodeType === NodeType.ELEMENT_NODE && Boolean((node as HTMLElement).rawTagName);
}

function isHidden(element: HTMLElement): boolean {
  if (SKIPPED.has(element.rawTagName.toLowerCase())) return true;
  if (element.hasAttribute("hidden")) return true;
  if (element.getAttribute("aria-hidden") === "true") return true;
  return HIDDEN_STYLE.test(element.getAttribute("style") ?? "");
}

/** Ids (lowercased) a control names: the panels it may open. */
function idsNamedBy(control: HTMLElement): string[] {
  const ids: string[] = [];
  ids.push(...(control.getAttribute("aria-controls") ?? "").split(/\s+/));
  for (const name of ["data-target", "data-bs-target", "href"]) {
    const value = (control.getAttribute(name) ?? "").trim();
    if (value.startsWith("#")) ids.push(value.slice(1));
  }
  const href = control.getAttribute("href") ?? "";
  const code = `${control.getAttribute("onclick") ?? ""} ${/^\s*javascript:/i.test(href) ? href : ""}`;
  // A close or hide button opens nothing.
  if (/hide|close|["']none["']/i.test(code) && !/show|toggle|open/i.test(code)) return ids;
  for (const quoted of code.match(/["'][^"']+["']/g) ?? []) ids.push(quoted.slice(1, -1));
  for (const call of code.matchAll(/([A-Za-z]+)\s*\(\s*(\d+)\s*\)/g)) {
    // The function's last word: a capitalised one ("toggleTab") or the whole lowercase name.
    const noun = call[1]?.match(/[A-Z][a-z]*$/)?.[0] ?? call[1] ?? "";
    ids.push(`${noun}${call[2]}`);
  }
  return ids.map((id) => id.replace(/^#/, "").toLowerCase()).filter(Boolean);
}

/** The ids that controls outside hidden markup name. */
function namedIds(node: Node, out: Set<string>): void {
  if (!isElement(node)) {
    for (const child of node.childNodes) namedIds(child, out);
    return;
  }
  if (isHidden(node)) return;
  for (const id of idsNamedBy(node)) out.add(id);
  for (const child of node.childNodes) namedIds(child, out);
}

function collect(node: Node, opened: Set<string>, out: string[], links: string[]): void {
  if (node.nodeType === NodeType.TEXT_NODE) {
    out.push(node.text);
    return;
  }
  if (node.nodeType !== NodeType.ELEMENT_NODE) return;
  if (isElement(node)) {
    const tag = node.rawTagName.toLowerCase();
    const id = (node.getAttribute("id") ?? "").toLowerCase();
    const opens = !SKIPPED.has(tag) && id !== "" && opened.has(id);
    if (isHidden(node) && !opens) return;
    const href = node.getAttribute("href");
    if (href && /^\s*(?:mailto|tel):/i.test(href)) links.push(href.trim());
  }
  for (const child of node.childNodes) collect(child, opened, out, links);
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
  const root = parse(html, { comment: false });
  const opened = new Set<string>();
  namedIds(root, opened);
  collect(root, opened, out, links);
  return { text: out.join("").replace(/\s+/g, " ").trim(), links };
}
