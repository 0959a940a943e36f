import type { CompanyEvidence } from "./evidence.ts";

/*
 * A paid model is sent each page by its path ("/impressum"), not its whole URL: the domain is
 * sent once beside the pages, and a URL repeated in every page and every quote of the answer is
 * tokens paid twice for nothing. The answer's path is turned back into the page's URL before a
 * quote is checked against the page and shown.
 */

/** The path and query of a URL ("/" for a homepage); the text unchanged if it is no URL. */
export function pathOf(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
}

/** The evidence with every page named by its path. */
export function withPagePaths(evidence: CompanyEvidence): CompanyEvidence {
  return { ...evidence, pages: evidence.pages.map((page) => ({ ...page, url: pathOf(page.url) })) };
}

/** The fetched page a model's answer names, by its whole URL or by its path. */
export function pageNamed(
  evidence: CompanyEvidence,
  url: string,
): CompanyEvidence["pages"][number] | undefined {
  return (
    evidence.pages.find((page) => page.url === url) ??
    (url.startsWith("/") ? evidence.pages.find((page) => pathOf(page.url) === url) : undefined)
  );
}
