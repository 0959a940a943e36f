import { registrableDomain } from "../../company-domain.ts";
import { LANGUAGES } from "../language/stopwords.ts";
import type { FetchedPage } from "../ports.ts";
import { fold, parseHtml, squash } from "./text.ts";

/*
 * A homepage that only lets the visitor choose a language ("Deutsch | English", "/de/", "/fr/")
 * links none of the pages a company is read from: its menu is on the homepage of each language.
 * Those are found by their address (a language code as the first path segment or as the
 * subdomain) or by the language's own name as the link text, which ICU spells for us.
 */

const LANGUAGE_CODES = new Set<string>(LANGUAGES);

/** Each language's name in that language, folded: "deutsch", "francais", "polski". */
const OWN_NAMES = new Set(
  LANGUAGES.map((code) => fold(new Intl.DisplayNames([code], { type: "language" }).of(code) ?? "")),
);

/** "/de/", "/fr-be", "/pt/index.html": a language's homepage by its path. */
const LANGUAGE_PATH = /^\/([a-z]{2})(?:[-_][a-z]{2})?\/?(?:index\.[a-z]{3,4})?$/i;

function isLanguageHome(url: URL, label: string, site: string): boolean {
  if (registrableDomain(url.hostname) !== site) return false;
  const byPath = LANGUAGE_PATH.exec(url.pathname)?.[1]?.toLowerCase();
  if (byPath && LANGUAGE_CODES.has(byPath)) return true;
  const subdomain = url.hostname.split(".")[0]?.toLowerCase() ?? "";
  if (url.pathname === "/" && LANGUAGE_CODES.has(subdomain) && url.hostname !== site) return true;
  return url.pathname.split("/").length <= 3 && OWN_NAMES.has(fold(label));
}

/** The same site's homepages in the languages we read that a page links, in the page's order. */
export function languageHomes(page: FetchedPage): string[] {
  const root = parseHtml(page.body);
  let here: URL;
  try {
    here = new URL(page.finalUrl);
  } catch {
    return [];
  }
  const site = registrableDomain(here.hostname);
  const homes: string[] = [];
  for (const anchor of root.querySelectorAll("a[href]")) {
    let url: URL;
    try {
      url = new URL(anchor.getAttribute("href") ?? "", here);
    } catch {
      continue;
    }
    url.hash = "";
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    if (url.href === here.href || homes.includes(url.href)) continue;
    const label = squash(`${anchor.text} ${anchor.getAttribute("title") ?? ""}`);
    if (isLanguageHome(url, label, site)) homes.push(url.href);
  }
  return homes;
}
