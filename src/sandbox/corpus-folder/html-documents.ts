import { parse } from "node-html-parser";
import { type Language, languages, type SandboxPage, type SearchDocument } from "../corpus.ts";

/*
 * What a search engine would know of a folder site that does not list its own documents: one
 * document per HTML page it may crawl and index (robots.txt, <meta name="robots">), from the
 * page's title, its meta description (or first paragraph) and its visible text, decoded in the
 * page's own charset.
 */

const SNIPPET_LENGTH = 200;
const latin1 = new TextDecoder("windows-1252");

/** The charset a browser would use: the header's, else the page's <meta>, else UTF-8. */
export function charsetOf(page: SandboxPage): string {
  const fromHeader = page.headers["content-type"]?.match(/charset=["']?([\w-]+)/i)?.[1];
  if (fromHeader) return fromHeader;
  const head = latin1.decode(page.body.subarray(0, 1024));
  return head.match(/<meta[^>]+charset=["']?([\w-]+)/i)?.[1] ?? "utf-8";
}

/** The page's text in its own charset (UTF-8 when the charset is unknown to the decoder). */
export function decodePage(page: SandboxPage): string {
  try {
    return new TextDecoder(charsetOf(page)).decode(page.body);
  } catch {
    return new TextDecoder().decode(page.body);
  }
}

export const isHtmlPage = (page: SandboxPage): boolean =>
  page.status === 200 && /^text\/html\b/i.test(page.headers["content-type"] ?? "");

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

function shorten(text: string): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const cut = text.slice(0, SNIPPET_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), SNIPPET_LENGTH / 2))} …`;
}

/** A page's language from `<html lang>`, when it is one the sandbox knows. */
export function pageLanguage(page: SandboxPage): Language | undefined {
  const lang = parse(decodePage(page)).querySelector("html")?.getAttribute("lang");
  const code = lang?.slice(0, 2).toLowerCase();
  return languages.find((l) => l === code);
}

/** The search document of one HTML page; undefined when the page asks not to be indexed. */
export function documentOfPage(
  path: string,
  page: SandboxPage,
  site: { language: Language; country?: string },
): SearchDocument | undefined {
  const root = parse(decodePage(page));
  const robots = root.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "";
  if (/\bnoindex\b/i.test(robots)) return undefined;
  const title = squeeze(root.querySelector("title")?.text ?? root.querySelector("h1")?.text ?? "");
  const description = root.querySelector('meta[name="description"]')?.getAttribute("content");
  const firstParagraph = root
    .querySelectorAll("p")
    .map((p) => squeeze(p.text))
    .find((t) => t.length > 0);
  for (const hidden of root.querySelectorAll("script, style, noscript, template")) hidden.remove();
  const text = squeeze((root.querySelector("body") ?? root).structuredText);
  return {
    path,
    title,
    snippet: shorten(squeeze(description ?? "") || firstParagraph || text),
    text,
    language: site.language,
    ...(site.country ? { country: site.country } : {}),
  };
}
