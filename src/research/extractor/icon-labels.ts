import type { HTMLElement } from "node-html-parser";

/*
 * A phone or fax icon in front of a number is its label: "<img src="/images/fax.gif">
 * +351 229 812 222" reads "Fax +351 …" to anyone who sees the page, and without the icon the
 * fax would pass for a second phone. The icon is an image whose alt text or file name says
 * phone or fax, or an empty icon-font element whose class does ("fa fa-fax", "icon-phone").
 * Only these two words are ever added to a line, and only for an element a visitor sees.
 */

const FAX = /(?:^|[^a-z])(?:tele)?fax(?:[^a-z]|$)/;
const PHONE =
  /(?:^|[^a-z])(?:phone|telephone|tel|telefon|telefono|telephone-alt|mobile|call)(?:[^a-z]|$)/;
const ICON_TAGS = new Set(["i", "span", "em", "svg"]);

function wordOf(hint: string): "Fax" | "Tel" | undefined {
  const lower = hint.toLowerCase();
  if (FAX.test(lower)) return "Fax";
  if (PHONE.test(lower)) return "Tel";
  return undefined;
}

/** The label an icon element stands for, if it is a phone or fax icon; else undefined. */
export function iconLabel(node: HTMLElement, tag: string): "Fax" | "Tel" | undefined {
  if (tag === "img") {
    const alt = (node.getAttribute("alt") ?? node.getAttribute("title") ?? "").trim();
    // A described image says what it says; only a short alt is a label.
    if (alt) return alt.split(/\s+/).length <= 2 ? wordOf(alt) : undefined;
    const file = (node.getAttribute("src") ?? "").split(/[?#]/)[0]?.split("/").at(-1) ?? "";
    return wordOf(file.replace(/\.[a-z0-9]+$/i, ""));
  }
  if (!ICON_TAGS.has(tag) || node.text.trim() !== "") return undefined;
  return wordOf(node.getAttribute("class") ?? "");
}
