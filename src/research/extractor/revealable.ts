import { type HTMLElement, NodeType } from "node-html-parser";
import { type HidingRules, hiddenKind, isHidden } from "./hidden.ts";

/*
 * Text a visitor reveals with one click on a visible control counts as visible (DESIGN.md "Never
 * fabricate", decision 018): tab and accordion panels, folded menus, "show the offices" tables.
 * A panel counts when it is "collapsed" (hidden.ts: display:none, hidden, aria-hidden, zero
 * height, a hide or folded-collapse class), never when it is concealed (off-screen, zero font,
 * clipped), and when a control outside any hidden markup names it:
 *
 * - aria-controls="id …" (the ARIA tab, accordion and disclosure patterns);
 * - data-target / data-bs-target="#id" or ".class" (Bootstrap collapse, tab and modal toggles);
 * - href="#id" (in-page tab links);
 * - an inline handler (onclick, href="javascript:…") that names the id in a string
 *   (toggle('tab0'), $('#panel2').show()), or whose function's last word and whole-number
 *   argument spell it, the old-site idiom: toggleTab(0) for id="tab0", showDiv(3) for "div3".
 *
 * One click only: a control inside a hidden panel (even a revealable one) reveals nothing, and
 * handlers bound from scripts ($("#btn").click(…)) are not followed. What a revealed panel says
 * is page text like any other: data, never instructions.
 */

/** Where a control reveals nothing: not rendered, or not part of the page a visitor clicks. */
const NOT_RENDERED = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "head",
  "title",
  "iframe",
  "object",
  "textarea",
]);

/** Attributes that can name a panel; a cheap test on the raw attributes before parsing them. */
const NAMING =
  /aria-controls|data-(?:bs-)?target|onclick|href\s*=\s*["']?\s*(?:#[^"'\s>]|javascript:)/i;

/** The page's elements by id, by folded id and by class, built as asked. */
class PageIndex {
  private byId = new Map<string, HTMLElement>();
  private byFoldedId = new Map<string, HTMLElement>();
  private byClass: Map<string, HTMLElement[]> | undefined;

  constructor(private readonly elements: HTMLElement[]) {
    for (const element of elements) {
      // The parser keeps id and class apart: reading them parses no other attribute.
      const id = element.id;
      if (!id) continue;
      if (!this.byId.has(id)) this.byId.set(id, element);
      const folded = id.toLowerCase();
      if (!this.byFoldedId.has(folded)) this.byFoldedId.set(folded, element);
    }
  }

  id(id: string): HTMLElement[] {
    const found = this.byId.get(id);
    return found ? [found] : [];
  }

  foldedId(id: string): HTMLElement[] {
    const found = this.byFoldedId.get(id.toLowerCase());
    return found ? [found] : [];
  }

  className(name: string): HTMLElement[] {
    if (!this.byClass) {
      this.byClass = new Map();
      for (const element of this.elements) {
        for (const each of element.classList.values()) {
          const list = this.byClass.get(each);
          if (list) list.push(element);
          else if (each) this.byClass.set(each, [element]);
        }
      }
    }
    return this.byClass.get(name) ?? [];
  }

  /** "#id" or ".class"; anything else (compound selectors, attribute selectors) names nothing. */
  selector(selector: string): HTMLElement[] {
    const match = selector.trim().match(/^([#.])([\w-]+)$/);
    if (!match?.[2]) return [];
    return match[1] === "#" ? this.id(match[2]) : this.className(match[2]);
  }
}

/** The last word of a function name: "toggleTab" → "Tab", "show_div" → "div". */
function lastWord(name: string): string {
  return (
    name
      .split(/_|(?<=[a-z0-9])(?=[A-Z])/)
      .filter(Boolean)
      .pop() ?? name
  );
}

/** Code that only hides or closes ("hideTab(1)", "…style.display='none'"): it opens nothing. */
const HIDES = /hide|close|dismiss|remove|["']none["']/i;
const SHOWS = /show|toggle|open|expand|reveal|slidedown|fadein|display\s*=\s*["'](?!none)/i;

/** The elements an inline handler's code names: by a quoted id or selector, or noun + number. */
function namedByHandler(code: string, index: PageIndex): HTMLElement[] {
  if (HIDES.test(code) && !SHOWS.test(code)) return [];
  const named: HTMLElement[] = [];
  for (const [, , token] of code.matchAll(/(['"])([#.]?[A-Za-z][\w-]*)\1/g)) {
    if (token) named.push(...(/^[#.]/.test(token) ? index.selector(token) : index.id(token)));
  }
  for (const [, name, args] of code.matchAll(/([A-Za-z_$][\w$]*)\s*\(([^()]*)\)/g)) {
    if (!name || args === undefined) continue;
    const noun = lastWord(name);
    for (const arg of args.split(",")) {
      const number = arg.trim();
      if (!/^\d{1,4}$/.test(number)) continue;
      for (const glue of ["", "-", "_"]) named.push(...index.foldedId(`${noun}${glue}${number}`));
    }
  }
  return named;
}

/** The elements a control names as the thing it opens. */
function namedBy(control: HTMLElement, index: PageIndex): HTMLElement[] {
  const named: HTMLElement[] = [];
  for (const id of (control.getAttribute("aria-controls") ?? "").split(/\s+/)) {
    if (id) named.push(...index.id(id));
  }
  for (const attribute of ["data-target", "data-bs-target"]) {
    for (const selector of (control.getAttribute(attribute) ?? "").split(",")) {
      named.push(...index.selector(selector));
    }
  }
  const href = control.getAttribute("href")?.trim() ?? "";
  if (href.startsWith("#") && href.length > 1) named.push(...index.id(safeDecode(href.slice(1))));
  if (/^javascript:/i.test(href)) named.push(...namedByHandler(href, index));
  const onclick = control.getAttribute("onclick");
  if (onclick) named.push(...namedByHandler(onclick, index));
  return named;
}

function safeDecode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** Something a visitor can click: a button, or an element with text, an icon or a label. */
function hasFace(control: HTMLElement): boolean {
  const tag = control.rawTagName?.toLowerCase() ?? "";
  if (tag === "button" || tag === "input" || tag === "summary") return true;
  if (control.getAttribute("aria-label")?.trim() || control.getAttribute("title")?.trim()) {
    return true;
  }
  return control.childNodes.some((child) =>
    child.nodeType === NodeType.ELEMENT_NODE ? true : child.text.replace(/[\s\u00a0]+/g, "") !== "",
  );
}

/** Whether an element and all its ancestors are rendered and shown (memoised per page). */
function shownCheck(rules: HidingRules): (element: HTMLElement) => boolean {
  const memo = new Map<HTMLElement, boolean>();
  const shown = (element: HTMLElement | null): boolean => {
    if (!element) return true;
    const known = memo.get(element);
    if (known !== undefined) return known;
    const tag = element.rawTagName?.toLowerCase() ?? "";
    const result = !NOT_RENDERED.has(tag) && !isHidden(element, rules) && shown(element.parentNode);
    memo.set(element, result);
    return result;
  };
  return shown;
}

/** Every element under root in document order, and those whose attributes may name a panel. */
function elementsOf(root: HTMLElement): { elements: HTMLElement[]; controls: HTMLElement[] } {
  const elements: HTMLElement[] = [];
  const controls: HTMLElement[] = [];
  const visit = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType !== NodeType.ELEMENT_NODE) continue;
      const element = child as HTMLElement;
      elements.push(element);
      if (element.rawAttrs && NAMING.test(element.rawAttrs)) controls.push(element);
      visit(element);
    }
  };
  visit(root);
  return { elements, controls };
}

/** The hidden elements of a page that one click on one of its visible controls shows. */
export function revealedPanels(root: HTMLElement, rules: HidingRules): Set<HTMLElement> {
  const revealed = new Set<HTMLElement>();
  const { elements, controls } = elementsOf(root);
  if (controls.length === 0) return revealed;
  const index = new PageIndex(elements);
  const shown = shownCheck(rules);
  for (const control of controls) {
    const panels = namedBy(control, index).filter(
      (panel) => !revealed.has(panel) && hiddenKind(panel, rules) === "collapsed",
    );
    if (panels.length === 0 || !hasFace(control) || !shown(control)) continue;
    for (const panel of panels) revealed.add(panel);
  }
  return revealed;
}
