import type { SearchHit, SearchQuery, WebSearch } from "../ports.ts";
import { clampLimit, type RawHit, toHits } from "./hits.ts";
import { DEFAULT_RETRY, definedOnly, getJson, type RetryPolicy, withSlash } from "./http.ts";

/** Settings of the SearXNG adapter (SEARXNG_URL). */
export interface SearxngOptions extends Partial<RetryPolicy> {
  /** The instance's root, e.g. http://searx.internal:8080; its settings.yml must enable format json. */
  baseUrl: string;
  /** 0 off, 1 moderate, 2 strict. */
  safesearch?: 0 | 1 | 2;
}

/** `WebSearch` over a SearXNG instance's JSON API (GET /search?format=json). */
export function createSearxngSearch(options: SearxngOptions): WebSearch {
  const policy = { ...DEFAULT_RETRY, ...definedOnly(options) };
  return {
    async search(query: SearchQuery): Promise<SearchHit[]> {
      const url = new URL("search", withSlash(options.baseUrl));
      url.searchParams.set("q", query.query);
      url.searchParams.set("format", "json");
      const language = languageTag(query);
      if (language) url.searchParams.set("language", language);
      url.searchParams.set("safesearch", String(options.safesearch ?? 1));
      const body = await getJson("SearXNG", url, {}, policy);
      // SearXNG returns one page (about 10-20 results); the limit only cuts it.
      return toHits(results(body), clampLimit(query.limit));
    },
  };
}

/**
 * SearXNG takes the market as a language tag: "de-DE" (German results from Germany); a country
 * alone has no tag (which language?), so the instance's default applies.
 */
function languageTag({ language, country }: SearchQuery): string | undefined {
  if (!language) return undefined;
  return country ? `${language.toLowerCase()}-${country.toUpperCase()}` : language.toLowerCase();
}

function results(body: unknown): RawHit[] {
  const list = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(list)) return [];
  return list.map((r: Record<string, unknown> | null) => ({
    url: r?.url,
    title: r?.title,
    snippet: r?.content,
  }));
}
