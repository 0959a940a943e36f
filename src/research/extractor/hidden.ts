import type { HTMLElement } from "node-html-parser";

/*
 * Which elements a visitor cannot see, so that their text is never read (DESIGN.md "Never
 * fabricate"): a value planted in hidden markup must not reach a lead, a verdict or a prompt.
 * The one exception, a folded panel that a visible control opens with one click, is decided in
 * revealable.ts from the kind of hiding told here.
 * Only what the HTML itself says is known here (no external stylesheet is fetched), so the test
 * is the hidden attribute, aria-hidden, inline styles, the page's own <style> rules for simple
 * class/id selectors, and the hide classes of the common CSS frameworks.
 *
 * "Visually hidden" text (sr-only, clip rect(0 0 0 0), clip-path inset(50%)) is read by screen
 * readers but not shown on screen. It counts as hidden here: the rule is that a value shown in a
 * lead is on the page a person sees, the same trick hides planted text as well as display:none,
 * and what such text usually holds (a "Phone:" label beside an icon, "opens in a new window")
 * carries no value of its own.
 */

type Declarations = Map<string, string>;

function declarations(style: string): Declarations {
  const out: Declarations = new Map();
  for (const part of style.split(";")) {
    const colon = part.indexOf(":");
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!\s*important/i, "")
      .trim()
      .toLowerCase();
    if (name) out.set(name, value);
  }
  return out;
}

/** A length of zero in any unit ("0", "0px", "0.0em", "0%"). */
const ZERO = /^[+-]?0*\.?0+(?:[a-z%]+)?$/;

/** A negative offset far enough to put the element off the screen. */
function isOffScreen(value: string | undefined): boolean {
  const match = value?.match(/^-\s*(\d+(?:\.\d+)?)\s*([a-z%]*)$/);
  if (!match) return false;
  const size = Number(match[1]);
  const unit = match[2] || "px";
  if (unit === "px" || unit === "pt") return size >= 500;
  if (unit === "em" || unit === "rem") return size >= 30;
  return size >= 100; // %, vw, vh
}

const ZERO_CLIP =
  /^rect\(\s*(?:0|1px)(?:[a-z]*)\s*,?\s*(?:0|1px)[a-z]*\s*,?\s*(?:0|1px)[a-z]*\s*,?\s*(?:0|1px)[a-z]*\s*\)$/;
const ZERO_CLIP_PATH =
  /^(?:inset\(\s*(?:50|100)%\s*\)|circle\(\s*0[a-z%]*\s*\)|polygon\(\s*0\s+0\s*,\s*0\s+0\s*,\s*0\s+0\s*\))$/;

/**
 * How an element is hidden. "collapsed": folded away the way tabs, accordions and menus are
 * (display:none, visibility:hidden, the hidden attribute, aria-hidden, zero height with the
 * overflow cut), a state one click on a control can undo (revealable.ts). "concealed": made
 * unreadable on purpose (off-screen, zero font, clipped, transparent, screen-reader only): no
 * control shows that, so it is never read.
 */
export type HiddenKind = "collapsed" | "concealed";

/** Whether, and how, a set of CSS declarations hides what they apply to. */
export function styleHiding(style: string): HiddenKind | undefined {
  const css = declarations(style);
  if (conceals(css)) return "concealed";
  if (css.get("display") === "none") return "collapsed";
  const visibility = css.get("visibility");
  if (visibility === "hidden" || visibility === "collapse") return "collapsed";
  const overflow = css.get("overflow");
  if (overflow === "hidden" || overflow === "clip") {
    const height = css.get("height") ?? css.get("max-height");
    // A folded accordion panel: its height opens on a click.
    if (height && ZERO.test(height)) return "collapsed";
    const width = css.get("width") ?? css.get("max-width");
    if (width && ZERO.test(width)) return "concealed";
  }
  return undefined;
}

function conceals(css: Declarations): boolean {
  const fontSize = css.get("font-size");
  if (fontSize !== undefined && ZERO.test(fontSize)) return true;
  const opacity = css.get("opacity");
  if (opacity !== undefined && (ZERO.test(opacity) || /^0*\.?0+%?$/.test(opacity))) return true;
  if (/scale\(\s*0(?:\.0+)?\s*\)/.test(css.get("transform") ?? "")) return true;
  const clip = css.get("clip");
  if (clip && ZERO_CLIP.test(clip)) return true;
  const clipPath = css.get("clip-path");
  if (clipPath && ZERO_CLIP_PATH.test(clipPath)) return true;
  const position = css.get("position");
  if (position === "absolute" || position === "fixed") {
    if (["left", "top", "right", "bottom"].some((side) => isOffScreen(css.get(side)))) return true;
  }
  if (isOffScreen(css.get("text-indent"))) return true;
  return ["margin-left", "margin-top"].some((side) => isOffScreen(css.get(side)));
}

/** Hide classes of the usual CSS frameworks (Bootstrap, Tailwind, WordPress, Foundation). */
const FRAMEWORK_CONCEALED = new Set([
  "sr-only",
  "visually-hidden",
  "visuallyhidden",
  "screen-reader-text",
  "screen-reader-only",
  "show-for-sr",
  "element-invisible",
]);
const FRAMEWORK_COLLAPSED = new Set(["invisible", "d-none", "hidden", "is-hidden", "hide"]);

/**
 * Classes that show again, at some screen width, what "d-none"/"hidden" hides on small screens
 * ("d-none d-md-block", "hidden md:flex"): a desktop visitor sees it.
 */
const SHOWN_AGAIN =
  /^(?:d-(?:sm|md|lg|xl|xxl)-(?!none)[a-z-]+|(?:sm|md|lg|xl|2xl):(?!hidden)[a-z-]+|visible-[a-z-]+)$/;

/**
 * A Bootstrap collapse panel that is folded: "collapse" without "show" (4, 5) or "in" (2, 3).
 * The navbar's collapse is open on a desktop screen, which is how the page is read.
 */
function foldedCollapse(classes: string[]): boolean {
  if (!classes.includes("collapse")) return false;
  const open = ["show", "in", "navbar-collapse", "nav-collapse"];
  return !classes.some((name) => open.includes(name));
}

function frameworkHiding(classes: string[]): HiddenKind | undefined {
  if (classes.some((name) => SHOWN_AGAIN.test(name))) return undefined;
  if (classes.some((name) => FRAMEWORK_CONCEALED.has(name))) return "concealed";
  if (classes.some((name) => FRAMEWORK_COLLAPSED.has(name))) return "collapsed";
  return foldedCollapse(classes) ? "collapsed" : undefined;
}

/** Simple selectors (tag, classes, id) of the page's own <style> rules that hide content. */
export interface HidingRules {
  selectors: { tag?: string; id?: string; classes: string[]; kind: HiddenKind }[];
}

const SIMPLE_SELECTOR = /^([a-z][a-z0-9-]*)?((?:[.#][a-z0-9_-]+)+)$/i;

/**
 * The rules of the page's <style> blocks that hide an element, when their selector is a simple
 * one (".x", "#y", "div.x.y"). Rules inside @media and other at-rules are skipped: they apply
 * only to some screens, and the page is read as a desktop visitor sees it.
 */
export function hidingRules(root: HTMLElement): HidingRules {
  const selectors: HidingRules["selectors"] = [];
  for (const style of root.querySelectorAll("style")) {
    const css = style.text.replace(/\/\*[\s\S]*?\*\//g, "");
    for (const [selectorList, body] of topLevelRules(css)) {
      const kind = styleHiding(body);
      if (!kind) continue;
      for (const selector of selectorList.split(",")) {
        const match = selector.trim().match(SIMPLE_SELECTOR);
        if (!match) continue;
        const parts = match[2]?.match(/[.#][a-z0-9_-]+/gi) ?? [];
        const id = parts.find((p) => p.startsWith("#"))?.slice(1);
        selectors.push({
          ...(match[1] ? { tag: match[1].toLowerCase() } : {}),
          ...(id ? { id } : {}),
          classes: parts.filter((p) => p.startsWith(".")).map((p) => p.slice(1)),
          kind,
        });
      }
    }
  }
  return { selectors };
}

/** [selector, declarations] of the rules outside any at-rule block. */
function topLevelRules(css: string): [string, string][] {
  const rules: [string, string][] = [];
  let depth = 0;
  let start = 0;
  let selector = "";
  let inAtRule = false;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === "{") {
      if (depth === 0) {
        selector = css.slice(start, i).trim();
        inAtRule = selector.startsWith("@");
      }
      depth++;
      start = i + 1;
    } else if (char === "}") {
      depth = Math.max(0, depth - 1);
      if (depth === 0 && !inAtRule) rules.push([selector, css.slice(start, i)]);
      start = i + 1;
    } else if (char === ";" && depth === 0) {
      start = i + 1; // "@import ...;" and the like
    }
  }
  return rules;
}

/** Whether an element, by its own markup or the page's hiding rules, is not shown. */
export function isHidden(element: HTMLElement, rules: HidingRules): boolean {
  return hiddenKind(element, rules) !== undefined;
}

/**
 * How an element is hidden by its own markup or the page's hiding rules, if it is. When several
 * things hide it, "concealed" wins: a click that undoes display:none leaves it off-screen.
 *
 * aria-hidden="true" counts as "collapsed": the accessible accordions and tabs flip it on the
 * panel their control names (aria-controls), so such a panel is revealable; aria-hidden on
 * anything no control names (icons, decoration, planted text) stays hidden, like display:none.
 */
export function hiddenKind(element: HTMLElement, rules: HidingRules): HiddenKind | undefined {
  const tag = element.rawTagName?.toLowerCase() ?? "";
  // A page that hides its whole document ("anti-flicker" snippets: <html class="async-hide">,
  // <body style="opacity:0">) shows it once its script has run: the visitor sees it all.
  if (tag === "html" || tag === "body") return undefined;
  if (tag === "input" && element.getAttribute("type")?.toLowerCase() === "hidden") {
    return "concealed";
  }
  const style = element.getAttribute("style");
  const classes = (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
  const kinds = [
    style ? styleHiding(style) : undefined,
    classes.length > 0 ? frameworkHiding(classes) : undefined,
    ...pageRuleHiding(element, tag, classes, rules),
  ];
  if (kinds.includes("concealed")) return "concealed";
  if (kinds.includes("collapsed")) return "collapsed";
  if (element.hasAttribute("hidden")) return "collapsed";
  if (element.getAttribute("aria-hidden")?.trim().toLowerCase() === "true") return "collapsed";
  return undefined;
}

/** The kinds of the page's own rules that match the element. */
function pageRuleHiding(
  element: HTMLElement,
  tag: string,
  classes: string[],
  rules: HidingRules,
): HiddenKind[] {
  if (rules.selectors.length === 0) return [];
  const id = element.getAttribute("id");
  return rules.selectors
    .filter(
      (rule) =>
        (!rule.tag || rule.tag === tag) &&
        (!rule.id || rule.id === id) &&
        rule.classes.every((name) => classes.includes(name)) &&
        (rule.id !== undefined || rule.classes.length > 0),
    )
    .map((rule) => rule.kind);
}
