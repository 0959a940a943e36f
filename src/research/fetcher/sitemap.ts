import { registrableDomain } from "../../company-domain.ts";
import type { FetchResult } from "../ports.ts";
import type { RobotsCache } from "./robots.ts";

/*
 * A site's sitemap (sitemaps.org): the pages it lists for crawlers, read where robots.txt's
 * `Sitemap:` lines say, else at /sitemap.xml, the default location most site builders
 * (WordPress, Wix, Squarespace, Shopify, TYPO3, Joomla) serve. A sitemap index names further
 * sitemaps; a few are read, so a large site cannot keep a run busy. Each sitemap is fetched like a
 * page: robots.txt, the host's pace, the SSRF guard, a byte cap. Only the site's own addresses
 * are kept: a sitemap that lists another site's pages says nothing about this one.
 */

/** Sitemaps read per site, an index's children included. */
const MAX_SITEMAPS = 3;
/** Addresses kept per site. */
const MAX_PAGES = 1000;

/** The `<loc>` addresses of a sitemap: pages of a `<urlset>`, sitemaps of a `<sitemapindex>`. */
export function sitemapLocations(xml: string): { pages: string[]; sitemaps: string[] } {
  const locations = [
    ...xml.matchAll(/<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]]+?)\s*(?:\]\]>)?\s*<\/loc>/gi),
  ]
    .map((match) => decodeEntities(match[1] ?? ""))
    .filter((loc) => loc.length > 0);
  return /<sitemapindex[\s>]/i.test(xml)
    ? { pages: [], sitemaps: locations }
    : { pages: locations, sitemaps: [] };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? "");
}

/** The same-site page addresses an origin's sitemaps list, bounded. */
export async function readSitemaps(
  origin: string,
  fetchSitemap: (url: string) => Promise<FetchResult>,
  robots: RobotsCache,
): Promise<string[]> {
  let site: string;
  try {
    site = registrableDomain(new URL(origin).hostname);
  } catch {
    return [];
  }
  const ownSite = (url: string) => {
    try {
      return registrableDomain(new URL(url).hostname) === site;
    } catch {
      return false;
    }
  };
  const declared = ((await robots.rulesFor(new URL(origin))).sitemaps ?? []).filter(ownSite);
  const queue = declared.length > 0 ? declared : [new URL("/sitemap.xml", origin).href];
  const pages: string[] = [];
  for (let read = 0; read < MAX_SITEMAPS && queue.length > 0 && pages.length < MAX_PAGES; read++) {
    const url = queue.shift();
    if (!url) break;
    const result = await fetchSitemap(url);
    if (!result.ok) continue;
    const found = sitemapLocations(result.page.body);
    pages.push(...found.pages.filter(ownSite));
    queue.push(...found.sitemaps.filter(ownSite));
  }
  return [...new Set(pages)].slice(0, MAX_PAGES);
}
