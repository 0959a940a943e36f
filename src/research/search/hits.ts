import type { SearchHit } from "../ports.ts";

/** A result as a provider states it, before validation. */
export interface RawHit {
  url: unknown;
  title: unknown;
  snippet: unknown;
}

/** Most providers cap a page at 20; a higher limit would only mean more pages. */
export const MAX_LIMIT = 20;
export const DEFAULT_LIMIT = 10;

/** The requested limit, clamped to 1..MAX_LIMIT. */
export function clampLimit(limit: number | undefined): number {
  const n = Math.floor(limit ?? DEFAULT_LIMIT);
  return Number.isFinite(n) ? Math.min(MAX_LIMIT, Math.max(1, n)) : DEFAULT_LIMIT;
}

/**
 * Provider results → SearchHits: only http(s) URLs (no javascript:, data:, ftp:), the first of
 * each URL (ignoring the #fragment), text without markup, at most `limit`.
 */
export function toHits(raw: RawHit[], limit: number): SearchHit[] {
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const item of raw) {
    const url = normalizeUrl(item.url);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    hits.push({ url, title: plainText(item.title), snippet: plainText(item.snippet) });
    if (hits.length >= limit) break;
  }
  return hits;
}

function normalizeUrl(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  // Credentials in a result URL are never legitimate and would leak into fetch logs.
  if (url.username || url.password) return undefined;
  url.hash = "";
  return url.href;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
  "#x27": "'",
};

/** Brave marks matches with <strong>; snippets are shown and stored as plain text. */
function plainText(value: unknown): string {
  if (typeof value !== "string") return "";
  return value
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 1000);
}
