import type { HTMLElement } from "node-html-parser";
import { registrableDomain } from "../../company-domain.ts";
import type { FetchedPage } from "../ports.ts";
import { type HidingRules, hiddenKind, hidingRules } from "./hidden.ts";
import { PAGE_KEYWORDS, type PageKind } from "./page-kinds.ts";
import { foldWords, parseHtml, squash } from "./text.ts";

/*
 * Which links of a page are worth fetching: imprint/legal, contact, about, products/services and
 * team pages, in de, fr, it, es, nl, pl, sv, pt and en (page-kinds.ts). Scored by the link's path
 * and its text, menus and footers included (that is where these links live); only the site's own
 * pages, never files, never the same page twice.
 */

type Kind = PageKind;
const KEYWORDS = PAGE_KEYWORDS;

/** A linked page and what it is likely to tell. */
export interface PageLink {
  url: string;
  kind: PageKind;
}

/**
 * The order a company is read in: the imprint and contact pages say where it is and how to reach
 * it, the about page what it is, products/services what it sells, the team page who runs it.
 */
export const CRITERIA_ORDER: PageKind[] = [
  "imprint",
  "contact",
  "about",
  "products",
  "team",
  "news",
  "careers",
];

/** Contact and imprint pages name people and numbers most often, so they go first. */
const CONTACT_ORDER: Kind[] = ["contact", "imprint", "team", "about"];

const SKIP_EXTENSIONS =
  /\.(pdf|jpe?g|png|gif|svg|webp|avif|bmp|ico|tiff?|zip|rar|7z|gz|tar|docx?|xlsx?|pptx?|odt|ods|csv|txt|xml|json|rss|mp[34]|mov|avi|webm|wav|css|js|exe|dmg|apk|eps|ai)$/i;

/** A page's file extension is no word of its name: "personal.html" is named "personal". */
const EXTENSION_WORDS = new Set(["html", "htm", "php", "asp", "aspx", "jsp", "shtml", "cfm"]);

function keywordHits(words: string[], keywords: string[]): number {
  const text = ` ${words.join(" ")} `;
  const named = words.filter((word) => !EXTENSION_WORDS.has(word));
  const matched: string[] = [];
  for (const keyword of keywords) {
    if (keyword.startsWith("=")) {
      // "=personal": the whole label or page name, never a word of a longer one ("Personal data").
      if (named.length === 1 && named[0] === keyword.slice(1)) matched.push(keyword.slice(1));
    } else if (keyword.endsWith("*")) {
      const stem = keyword.slice(0, -1);
      if (words.some((word) => word.startsWith(stem))) matched.push(keyword);
    } else if (text.includes(` ${keyword} `)) {
      matched.push(keyword);
    }
  }
  // "l azienda" and "azienda" are one mention of the page's kind, not two.
  return matched.filter(
    (keyword) =>
      !matched.some((other) => other !== keyword && ` ${other} `.includes(` ${keyword} `)),
  ).length;
}

interface Candidate {
  url: string;
  kind: Kind;
  score: number;
  order: number;
}

/**
 * The words of a path, split into the page's own name (its last segment, and the query that
 * picks it: "?page=team") and the sections above it: "/about/leadership" is a leadership page
 * filed under About, "/chi-siamo/il-team" a team page under "Chi siamo".
 */
function pathWords(pathname: string, search: string): { own: string[]; sections: string[] } {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: score the raw path.
  }
  const segments = decoded.split("/").filter((segment) => segment.length > 0);
  const last = segments.pop() ?? "";
  return { own: foldWords(`${last} ${search}`), sections: foldWords(segments.join(" ")) };
}

function classify(url: URL, label: string): { kind: Kind; score: number } | undefined {
  const path = pathWords(url.pathname, url.search);
  const labelWords = foldWords(label);
  let best: { kind: Kind; score: number; own: number } | undefined;
  for (const kind of CRITERIA_ORDER) {
    // The path is what the site calls the page; the text is what it tells visitors: both count.
    // A section above the page counts least: it names what the page belongs to, not the page.
    const own = keywordHits(path.own, KEYWORDS[kind]);
    const score =
      3 * own +
      keywordHits(path.sections, KEYWORDS[kind]) +
      2 * keywordHits(labelWords, KEYWORDS[kind]);
    // On a tie, what the site calls the page wins: "/chi-siamo/direzione.html" behind "chi guida
    // l'azienda" is the management page, not the about page its section and text suggest.
    const better = !best || score > best.score || (score === best.score && own > best.own);
    if (score > 0 && better) best = { kind, score, own };
  }
  return best && { kind: best.kind, score: best.score };
}

/**
 * The kind of page an address names by its path alone, with how strongly: a sitemap lists
 * addresses with no link text.
 */
export function kindOfAddress(address: string): { kind: PageKind; score: number } | undefined {
  try {
    return classify(new URL(address), "");
  } catch {
    return undefined;
  }
}

/** Every same-site link of a page that likely carries company facts, best first, one per URL. */
function candidates(page: FetchedPage): Candidate[] {
  const root = parseHtml(page.body);
  let base: URL;
  let here: URL;
  try {
    base = new URL(root.querySelector("base[href]")?.getAttribute("href") ?? "", page.finalUrl);
    here = new URL(page.finalUrl);
  } catch {
    return [];
  }
  const site = registrableDomain(here.hostname);
  here.hash = "";
  const seen = new Map<string, Candidate>();
  const rules = hidingRules(root);
  let order = 0;
  for (const anchor of root.querySelectorAll("a[href]")) {
    if (isConcealed(anchor, rules)) continue;
    const href = (anchor.getAttribute("href") ?? "").trim();
    if (
      !href ||
      href.startsWith("#") ||
      /^(mailto|tel|javascript|data|fax|sms|callto|skype|whatsapp):/i.test(href)
    ) {
      continue;
    }
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    url.hash = "";
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    if (registrableDomain(url.hostname) !== site) continue;
    if (url.href === here.href || SKIP_EXTENSIONS.test(url.pathname)) continue;
    const label = squash(
      `${anchor.text} ${anchor.getAttribute("title") ?? ""} ${anchor.getAttribute("aria-label") ?? ""}`,
    );
    const kind = classify(url, label);
    if (!kind) continue;
    const previous = seen.get(url.href);
    if (!previous || previous.score < kind.score) {
      seen.set(url.href, { url: url.href, ...kind, order: previous?.order ?? order++ });
    }
  }
  return [...seen.values()].sort((a, b) => b.score - a.score || a.order - b.order);
}

/**
 * Whether a link sits in text no visitor can see or reveal (off-screen, zero-size, screen-reader
 * only, a hidden input): a trap for crawlers, or a page the site does not show. A collapsed menu
 * (display:none until the hamburger opens it) is shown with one click, so its links count.
 */
function isConcealed(anchor: HTMLElement, rules: HidingRules): boolean {
  for (let at: HTMLElement | null = anchor; at; at = at.parentNode) {
    if (hiddenKind(at, rules) === "concealed") return true;
  }
  return false;
}

/**
 * Round robin over the kinds in `order`: the best page of each kind, then the second of each, and
 * so on, so that four contact-form variants cannot crowd out the imprint.
 */
function roundRobin(ranked: Candidate[], order: Kind[]): Candidate[] {
  const byKind = order.map((kind) => ranked.filter((candidate) => candidate.kind === kind));
  const picked: Candidate[] = [];
  for (let round = 0; picked.length < ranked.length; round++) {
    let any = false;
    for (const list of byKind) {
      const next = list[round];
      if (next) {
        picked.push(next);
        any = true;
      }
    }
    if (!any) break;
  }
  return picked;
}

/**
 * Same-site links of a page that carry the criteria a company is judged on, with their kind, in
 * the order to read them (CRITERIA_ORDER, one of each kind before a second of any).
 */
export function discoverPageLinks(page: FetchedPage): PageLink[] {
  return roundRobin(candidates(page), CRITERIA_ORDER).map(({ url, kind }) => ({ url, kind }));
}

/** Same-site links of a homepage that likely hold contacts (contact, imprint, team, about), best first. */
export function discoverPages(page: FetchedPage, limit = 6): string[] {
  const ranked = candidates(page)
    .filter((candidate) => candidate.kind !== "products")
    .sort(
      (a, b) =>
        b.score - a.score ||
        CONTACT_ORDER.indexOf(a.kind) - CONTACT_ORDER.indexOf(b.kind) ||
        a.order - b.order,
    );
  // One page of each kind first, then the rest by score.
  const picked: Candidate[] = [];
  for (const kind of CONTACT_ORDER) {
    const best = ranked.find((candidate) => candidate.kind === kind);
    if (best) picked.push(best);
  }
  for (const candidate of ranked) {
    if (!picked.includes(candidate)) picked.push(candidate);
  }
  return picked.slice(0, limit).map((candidate) => candidate.url);
}
