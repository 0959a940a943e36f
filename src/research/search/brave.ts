import type { SearchHit, SearchQuery, WebSearch } from "../ports.ts";
import { clampLimit, type RawHit, toHits } from "./hits.ts";
import { DEFAULT_RETRY, definedOnly, getJson, type RetryPolicy, withSlash } from "./http.ts";

/** Settings of the Brave Search adapter (BRAVE_SEARCH_API_KEY, BRAVE_SEARCH_URL). */
export interface BraveOptions extends Partial<RetryPolicy> {
  apiKey: string;
  /** Default https://api.search.brave.com; a stand-in's origin in tests. */
  baseUrl?: string;
}

/** `WebSearch` over the Brave Search web API (GET /res/v1/web/search). */
export function createBraveSearch(options: BraveOptions): WebSearch {
  const policy = { ...DEFAULT_RETRY, ...definedOnly(options) };
  const base = withSlash(options.baseUrl ?? "https://api.search.brave.com");
  return {
    async search(query: SearchQuery): Promise<SearchHit[]> {
      const limit = clampLimit(query.limit);
      const url = new URL("res/v1/web/search", base);
      url.searchParams.set("q", query.query);
      if (query.country) url.searchParams.set("country", query.country.toUpperCase());
      if (query.language) url.searchParams.set("search_lang", braveLanguage(query.language));
      url.searchParams.set("count", String(limit));
      const body = await getJson(
        "Brave Search",
        url,
        { "x-subscription-token": options.apiKey },
        policy,
      );
      return toHits(results(body), limit);
    },
  };
}

// Brave's search_lang mostly takes ISO 639-1, with a few codes of its own; others get a 422.
const BRAVE_LANGUAGE: Record<string, string> = { ja: "jp", zh: "zh-hans", pt: "pt-pt" };

function braveLanguage(language: string): string {
  const code = language.toLowerCase();
  return BRAVE_LANGUAGE[code] ?? code;
}

function results(body: unknown): RawHit[] {
  const list = (body as { web?: { results?: unknown } } | null)?.web?.results;
  if (!Array.isArray(list)) return [];
  return list.map((r: Record<string, unknown> | null) => ({
    url: r?.url,
    title: r?.title,
    snippet: r?.description,
  }));
}
