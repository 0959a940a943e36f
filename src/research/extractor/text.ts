import { type HTMLElement, type Node, NodeType, parse } from "node-html-parser";
import { hidingRules, isHidden } from "./hidden.ts";
import { iconLabel } from "./icon-labels.ts";
import { resolveSoft, SEPARATOR, SOFT } from "./inline-glue.ts";
import { type DigitRange, loneNumberTracker } from "./lone-numbers.ts";
import { revealedPanels } from "./revealable.ts";

/*
 * Page text as untrusted data: the HTML is parsed into a tree and read as strings, nothing in it
 * is ever evaluated. Scripts, styles and navigation are dropped because they hold no facts, only
 * noise (menu words that look like headings, template strings that look like emails). Hidden
 * elements (hidden.ts) are dropped because a visitor never sees them: what is read is what is shown,
 * or shown by one click on a visible control (revealable.ts: tabs, accordions, folded menus).
 */

/** Tags whose content is never read as page text. */
const SKIPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "head",
  "nav",
  "select",
  "button",
  "iframe",
  "object",
]);

/**
 * An accordion's or a tab's button names the panel it opens ("KASIA NOWICKA, Head of
 * Procurement"): a heading a visitor reads, where other buttons ("Add to cart") are controls.
 */
function isPanelHeader(node: HTMLElement): boolean {
  return ["aria-controls", "data-bs-target", "data-target", "aria-expanded"].some(
    (attribute) => node.getAttribute(attribute) !== undefined,
  );
}

/** Tags that end a line of text: the unit people/label patterns are matched on. */
const BLOCKS = new Set([
  "address",
  // Read only as a panel's header (isPanelHeader): its own line.
  "button",
  "article",
  "aside",
  "blockquote",
  "body",
  "br",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "ol",
  "p",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "th",
  "thead",
  "tr",
  "ul",
]);

/** One line of visible text, with the block element it sits in and the hrefs/attributes it carries. */
export interface Line {
  text: string;
  /** The innermost block element holding the line: cards are found by walking up from here. */
  element: HTMLElement;
  /** Raw link targets and encoded attributes seen on the line (mailto:, tel:, Cloudflare hex). */
  hrefs: string[];
  cfEmails: string[];
  /**
   * The line's pieces where neighbouring elements met with no space between them, as in
   * "<strong>Inge Meijer</strong><span>Eigenares</span>": ["Inge Meijer", "Eigenares"]. Absent
   * when the line has no such boundary. `text` joins them with one space.
   */
  segments?: string[];
  /**
   * Where the numbers that fill an element of their own (a pager's "1 2 3", a calendar's days)
   * start, counted in digits from the line's start (lone-numbers.ts). Absent when there are none.
   */
  loneNumbers?: number[];
  /** The digits each link on the line holds, counted as `loneNumbers` are. Absent when none. */
  linkDigits?: DigitRange[];
}

/**
 * The document type declaration (and an XML declaration before it) ahead of the markup: the
 * parser keeps them as text, but they are no part of what a visitor sees.
 */
const PROLOGUE = /^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:<!doctype[^>]*>)?/i;

/** Parses HTML without running anything; scripts and styles are kept as raw text and then ignored. */
export function parseHtml(html: string): HTMLElement {
  return parse(html.replace(PROLOGUE, ""), { comment: false });
}

/** Collapses runs of whitespace (including NBSP) to one space and trims. */
export function squash(text: string): string {
  return text.replace(/[\s\u00a0\u200b]+/g, " ").trim();
}

const ASCII = /^[\t\n\r\x20-\x7e]*$/;

/** Lowercases and strips diacritics so that "Geschäftsführer" and "geschaftsfuhrer" compare equal. */
export function fold(text: string): string {
  // Most text is ASCII, where folding is lower-casing: the word lists fold tens of thousands.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/ł/g, "l")
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe");
}

/** A set of the folded words of a space-separated list: the engine's word tables. */
export const wordSet = (spec: string): Set<string> =>
  new Set(spec.split(/\s+/).filter(Boolean).map(fold));

/** Folded words of a text, punctuation dropped: the form keyword and title tables are matched in. */
export function foldWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

function isElement(node: Node): node is HTMLElement {
  return node.nodeType === NodeType.ELEMENT_NODE;
}

/**
 * Whether two pieces of text from neighbouring elements need a space between them: they would
 * otherwise run into one word ("Inge Meijer" + "Eigenares"). Punctuation that joins ("info" +
 * "@" + "muster.de", "max." + "mustermann@...") or already separates ("Name," + "CEO") needs none.
 */
function needsSeparator(before: string, after: string): boolean {
  const last = before.slice(-1);
  const first = after.slice(0, 1);
  if (!last || !first || /\s/.test(last) || /\s/.test(first)) return false;
  if (!/[\p{L}\p{N}(]/u.test(first)) return false;
  if (/[\p{L}\p{N})\]!?]/u.test(last)) return true;
  // "Dr." + "Klaus" is two words; "max." + "mustermann" is one address.
  return last === "." && /\p{Lu}/u.test(first);
}

/**
 * Whether a text node and an element that meet with no space are two items: a small letter (or a
 * bracket) before a capital, "AdministraçãoOsvaldo", "(CEO)Rodrigo", is a word boundary that
 * only the page's style shows. A drop cap ("<span>D</span>ie Firma") runs on as one word.
 */
function casedBoundary(before: string, after: string): boolean {
  return /[\p{Ll})\]]$/u.test(before) && /^\p{Lu}/u.test(after);
}

/** Splits a document into visible lines, in document order. */
export function toLines(root: HTMLElement): Line[] {
  const lines: Line[] = [];
  let text = "";
  let hrefs: string[] = [];
  let cfEmails: string[] = [];
  let current: HTMLElement = root;
  // Set when an element starts right after another element with nothing between them:
  // "<strong>Inge Meijer</strong><span>Eigenares</span>" is two words, not "MeijerEigenares".
  let elementBoundary = false;
  // Set when an inline element starts or ends: a possible glue point between a word and an address.
  let inlineBoundary = false;
  // Set where an element and a text node meet with nothing between them: "<span class="cargo">
  // Gerente de Suprimentos</span>Jussara Piovesan", the span styled as a block of its own.
  let mixedBoundary = false;
  const rules = hidingRules(root);
  const revealed = revealedPanels(root, rules);
  const lone = loneNumberTracker();
  const flush = () => {
    const { lone: loneNumbers, links: linkDigits } = lone.flush();
    text = resolveSoft(text);
    const squashed = squash(text.replaceAll(SEPARATOR, " "));
    if (squashed || hrefs.length > 0 || cfEmails.length > 0) {
      const segments = text.split(SEPARATOR).map(squash).filter(Boolean);
      lines.push({
        text: squashed,
        element: current,
        hrefs,
        cfEmails,
        ...(segments.length > 1 ? { segments } : {}),
        ...(loneNumbers.length > 0 ? { loneNumbers } : {}),
        ...(linkDigits.length > 0 ? { linkDigits } : {}),
      });
    }
    text = "";
    hrefs = [];
    cfEmails = [];
    elementBoundary = false;
    inlineBoundary = false;
    mixedBoundary = false;
  };
  const walk = (node: Node, block: HTMLElement) => {
    if (!isElement(node)) {
      if (node.nodeType === NodeType.TEXT_NODE) {
        const piece = node.text;
        if (!piece) return;
        if (!text.trim()) current = block;
        if (elementBoundary && needsSeparator(text, piece)) text += SEPARATOR;
        else if (mixedBoundary && casedBoundary(text, piece)) text += SEPARATOR;
        else if (inlineBoundary && text) text += SOFT;
        elementBoundary = false;
        mixedBoundary = false;
        inlineBoundary = false;
        text += piece;
        lone.text(piece);
      }
      return;
    }
    const tag = node.tagName?.toLowerCase() ?? "";
    lone.boundary();
    if (SKIPPED.has(tag) && !(tag === "button" && isPanelHeader(node))) return;
    if (node.getAttribute("role") === "navigation") return;
    if (isHidden(node, rules) && !revealed.has(node)) return;
    const icon = iconLabel(node, tag);
    if (icon) {
      text += `${text && !/\s$/.test(text) ? " " : ""}${icon} `;
      return;
    }
    const isBlock = BLOCKS.has(tag);
    if (isBlock) flush();
    const inner = isBlock ? node : block;
    if (!text.trim()) current = inner;
    const href = node.getAttribute("href");
    if (href) hrefs.push(href);
    const cf = node.getAttribute("data-cfemail");
    if (cf) {
      // The element's text is a "[email protected]" placeholder; the address is in the attribute.
      cfEmails.push(cf);
      return;
    }
    if (!isBlock) inlineBoundary = true;
    if (tag === "a") lone.link(true);
    let previous: Node | undefined;
    for (const child of node.childNodes) {
      if (previous && isElement(previous) && isElement(child)) elementBoundary = true;
      else if (previous && isElement(previous) !== isElement(child)) mixedBoundary = true;
      walk(child, inner);
      previous = child;
    }
    lone.boundary();
    if (tag === "a") lone.link(false);
    if (isBlock) flush();
    else inlineBoundary = true;
  };
  walk(root, root);
  flush();
  return lines;
}

/** True when `ancestor` is `node` or contains it. */
export function contains(ancestor: HTMLElement, node: HTMLElement): boolean {
  for (let at: HTMLElement | null = node; at; at = at.parentNode) {
    if (at === ancestor) return true;
  }
  return false;
}

/** The nearest element holding both. */
export function commonAncestor(a: HTMLElement, b: HTMLElement): HTMLElement {
  for (let at: HTMLElement | null = a; at; at = at.parentNode) {
    if (contains(at, b)) return at;
  }
  return a;
}

/** Content of `<meta name|property=...>`, squashed; undefined when absent or empty. */
export function metaContent(root: HTMLElement, key: string): string | undefined {
  for (const meta of root.querySelectorAll("meta")) {
    const name = (meta.getAttribute("name") ?? meta.getAttribute("property") ?? "").toLowerCase();
    if (name === key) {
      const content = squash(meta.getAttribute("content") ?? "");
      if (content) return content;
    }
  }
  return undefined;
}

/** What a visitor sees of an HTML page, line by line: the text the extractor and the benches read. */
export function visibleLines(html: string): Line[] {
  return toLines(parseHtml(html));
}
