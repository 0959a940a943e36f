import { registrableDomain } from "../../company-domain.ts";
import { kindOfAddress } from "../extractor/links.ts";
import type { Fetcher } from "../ports.ts";

/*
 * When no link of a site leads to its people page, the site's sitemap may still list it: themes
 * drop the "Team" entry from the menu while the page stays published (WordPress, Wix and TYPO3
 * list every published page in their sitemap). Only a few addresses whose path names a people
 * page ("/team", "/ueber-uns/ansprechpartner", "/chi-siamo/il-team") are read, best named first;
 * each is fetched like any page, robots.txt respected.
 */

/** People pages read from a sitemap at most. */
export const SITEMAP_PEOPLE_PAGES = 2;

/** Same-site addresses from the sitemap whose path names a team page, best first, not yet tried. */
export async function sitemapPeoplePages(
  fetcher: Fetcher,
  homeUrl: string,
  tried: ReadonlySet<string>,
): Promise<string[]> {
  if (!fetcher.sitemapPages) return [];
  const home = new URL(homeUrl);
  const site = registrableDomain(home.hostname);
  const listed = await fetcher.sitemapPages(home.origin);
  const ranked: { url: string; score: number; order: number }[] = [];
  listed.forEach((address, order) => {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return;
    }
    url.hash = "";
    if (registrableDomain(url.hostname) !== site || tried.has(url.href)) return;
    const kind = kindOfAddress(url.href);
    if (kind?.kind === "team") ranked.push({ url: url.href, score: kind.score, order });
  });
  return ranked
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, SITEMAP_PEOPLE_PAGES)
    .map((candidate) => candidate.url);
}
