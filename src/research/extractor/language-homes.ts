import { registrableDomain } from "../../company-domain.ts";
import { detectLanguage, isStopword, LANGUAGES, type Language } from "../language/stopwords.ts";
import type { FetchedPage } from "../ports.ts";
import { fold, foldWords, parseHtml, squash, toLines } from "./text.ts";

/*
 * A homepage that only lets the visitor choose a language ("Deutsch | English", "/de/", "/fr/")
 * links none of the pages a company is read from: its menu is on the homepage of each language.
 * Those are found by their address (a language code as the first path segment or as the
 * subdomain) or by the language's own name as the link text, which ICU spells for us, and by
 * the homepage's hreflang alternates (`<link rel="alternate" hreflang="de" href="/de/">`), the
 * markup search engines ask multilingual sites for.
 */

const LANGUAGE_CODES = new Set<string>(LANGUAGES);

/** Each language's name in that language, folded: "deutsch", "francais", "polski". */
const OWN_NAME_OF = new Map(
  LANGUAGES.map((code) => [
    code,
    fold(new Intl.DisplayNames([code], { type: "language" }).of(code) ?? ""),
  ]),
);
const OWN_NAMES = new Set(OWN_NAME_OF.values());

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
  return languageVersions(page).map((version) => version.url);
}

interface LanguageVersion {
  url: string;
  /** The language the address or the hreflang names, when it names one of ours. */
  language?: Language;
}

function languageVersions(page: FetchedPage): LanguageVersion[] {
  const root = parseHtml(page.body);
  let here: URL;
  try {
    here = new URL(page.finalUrl);
  } catch {
    return [];
  }
  const site = registrableDomain(here.hostname);
  const versions: LanguageVersion[] = [];
  const add = (url: URL, language: Language | undefined) => {
    if (url.href === here.href || versions.some((v) => v.url === url.href)) return;
    versions.push({ url: url.href, ...(language ? { language } : {}) });
  };
  for (const anchor of root.querySelectorAll("a[href]")) {
    const url = sameSiteUrl(anchor.getAttribute("href") ?? "", here, site);
    if (!url) continue;
    const label = squash(`${anchor.text} ${anchor.getAttribute("title") ?? ""}`);
    if (isLanguageHome(url, label, site)) add(url, languageNamed(url, label));
  }
  for (const link of root.querySelectorAll("link[rel~=alternate][hreflang][href]")) {
    const language = ourLanguage(link.getAttribute("hreflang") ?? "");
    const url = sameSiteUrl(link.getAttribute("href") ?? "", here, site);
    if (language && url) add(url, language);
  }
  return versions;
}

function sameSiteUrl(href: string, here: URL, site: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return undefined;
  }
  url.hash = "";
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  return registrableDomain(url.hostname) === site ? url : undefined;
}

/** "de", "de-AT", "fr_BE" → one of our languages; "x-default", "ja" → none. */
function ourLanguage(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return LANGUAGE_CODES.has(primary) ? (primary as Language) : undefined;
}

function languageNamed(url: URL, label: string): Language | undefined {
  const byPath = ourLanguage(LANGUAGE_PATH.exec(url.pathname)?.[1] ?? "");
  if (byPath) return byPath;
  const bySubdomain =
    url.pathname === "/" ? ourLanguage(url.hostname.split(".")[0] ?? "") : undefined;
  if (bySubdomain) return bySubdomain;
  const byName = LANGUAGES.find((code) => OWN_NAME_OF.get(code) === fold(label));
  return byName ?? ourLanguage(label.length === 2 ? label : "");
}

/**
 * Whether a page is written in English: its `<html lang>` says so, or, undeclared, English is
 * its commonest function words' language and they are more than a stray "and" in a brand name.
 */
function isEnglish(page: FetchedPage): boolean {
  const root = parseHtml(page.body);
  const declared = root.querySelector("html[lang]")?.getAttribute("lang");
  if (declared) return ourLanguage(declared) === "en";
  const words = foldWords(
    toLines(root)
      .map((line) => line.text)
      .join(" "),
  );
  const english = words.filter((word) => isStopword(word, "en")).length;
  return english >= 3 && detectLanguage(words) === "en";
}

/**
 * The language homepage to read besides the homepage. A homepage that is only a language chooser
 * (`chooser`): the version in the wanted country's language, else the first. A homepage in
 * English: its version in another of our languages, the country's first: exporters greet the
 * world in English while their own language's pages (/de/, /fr/, the hreflang alternate) carry
 * the legal notice and the named contacts that local law and local customers expect.
 */
export function languageHomeToRead(
  home: FetchedPage,
  chooser: boolean,
  countryLanguage?: string,
): string | undefined {
  if (!chooser && !isEnglish(home)) return undefined;
  const versions = languageVersions(home).filter(
    (version) => chooser || (version.language && version.language !== "en"),
  );
  return (versions.find((version) => version.language === countryLanguage) ?? versions[0])?.url;
}
