import { registrableDomain } from "../../company-domain.ts";
import { parseHtml, squash } from "../extractor/text.ts";
import { primaryTitleFor } from "../extractor/titles.ts";
import type { FetchedPage } from "../ports.ts";

/*
 * A news page and a careers page are lists: the appointment ("Tobias Kranz wird Einkaufsleiter",
 * "Ny VD", "nouveau directeur commercial") and the job ad that names whom to write to ("Vragen?
 * Femke Dekker, HR-manager") are items one click further, filed under the list's own address
 * (/news/…, /karriere/…, /werken-bij/…) as CMSs and job boards file them. A news item is read
 * only when its headline or teaser names a role (most news is about products and fairs); of job
 * ads, the first, since a small firm's ads name the same contact.
 */

export type ListKind = "news" | "careers";

/** Items read per company at most: each costs a page of the budget. */
export const LIST_ITEMS = 2;

const ITEM_BLOCKS = new Set(["ARTICLE", "LI", "TR"]);

/** The items of a news or careers list page worth reading for the people they name, best first. */
export function listItemLinks(page: FetchedPage, kind: ListKind): string[] {
  let list: URL;
  try {
    list = new URL(page.finalUrl);
  } catch {
    return [];
  }
  const under = `${list.pathname.replace(/\/(index\.\w+)?$/, "")}/`;
  const site = registrableDomain(list.hostname);
  const texts = new Map<string, string>();
  for (const anchor of parseHtml(page.body).querySelectorAll("a[href]")) {
    let url: URL;
    try {
      url = new URL(anchor.getAttribute("href") ?? "", list);
    } catch {
      continue;
    }
    url.hash = "";
    if (registrableDomain(url.hostname) !== site || !url.pathname.startsWith(under)) continue;
    if (url.pathname.length <= under.length) continue;
    // The headline, the teaser around it and the address's own words ("/news/neuer-einkaufsleiter").
    let block = anchor.parentNode;
    while (block && !ITEM_BLOCKS.has(block.tagName ?? "")) block = block.parentNode;
    const slug = decodeURIComponent(url.pathname.slice(under.length)).replace(/[-_/.]+/g, " ");
    const text = squash(`${anchor.text} ${block?.text.slice(0, 400) ?? ""} ${slug}`);
    texts.set(url.href, `${texts.get(url.href) ?? ""} ${text}`);
  }
  const items = [...texts.entries()];
  if (kind === "careers") return items.slice(0, 1).map(([url]) => url);
  return items.filter(([, text]) => namesRole(text)).map(([url]) => url);
}

/** Whether a headline or teaser names a catalogue role, a sentence at a time. */
function namesRole(text: string): boolean {
  return text
    .split(/[.!?:;|–—]\s+|\s{2,}/)
    .some((part) => part.length <= 200 && primaryTitleFor(part) !== undefined);
}

/** Items of the list pages read (news and careers pages, by the kind of link that led to them). */
export function itemsOfLists(
  read: { page: FetchedPage; kind: string }[],
  tried: ReadonlySet<string>,
  limit: number,
): { url: string; kind: ListKind }[] {
  const items: { url: string; kind: ListKind }[] = [];
  for (const { page, kind } of read) {
    if (kind !== "news" && kind !== "careers") continue;
    for (const url of listItemLinks(page, kind)) {
      if (items.length >= limit) return items;
      if (!tried.has(url) && !items.some((item) => item.url === url)) items.push({ url, kind });
    }
  }
  return items;
}
