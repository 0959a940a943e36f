import robotsParser from "robots-parser";

/*
 * robots.txt per origin (RFC 9309): fetched once, cached, shared by concurrent callers. A missing
 * file (4xx) allows everything; an unreachable one (5xx, 429, timeout, network) disallows
 * everything for that origin until the cache entry expires.
 */

/** What the robots.txt of one origin permits us. */
export interface RobotsRules {
  isAllowed(url: string): boolean;
  /** From `Crawl-delay`, in milliseconds, when our group (or `*`) sets one. */
  crawlDelayMs: number | undefined;
  /** Why everything is refused when robots.txt could not be read, for the refusal's detail. */
  note?: string;
  /** The sitemaps its `Sitemap:` lines name. */
  sitemaps?: string[];
}

/** How fetching /robots.txt went, in RFC 9309's terms. */
export type RobotsFetch =
  | { kind: "found"; body: string }
  | { kind: "unavailable" }
  | { kind: "unreachable" };

export const ALLOW_ALL: RobotsRules = { isAllowed: () => true, crawlDelayMs: undefined };
export const DISALLOW_ALL: RobotsRules = {
  isAllowed: () => false,
  crawlDelayMs: undefined,
  note: "robots.txt unreachable",
};

/** The product token robots.txt groups are matched against: "ExportDiscoveryBot/1.0 (...)" → "ExportDiscoveryBot". */
export function productToken(userAgent: string): string {
  return userAgent.match(/^[A-Za-z_-]+/)?.[0] ?? "*";
}

/** Parses one robots.txt for the URL it was fetched from and our user agent. */
export function parseRobots(robotsUrl: string, body: string, userAgent: string): RobotsRules {
  const robots = robotsParser(robotsUrl, body);
  const token = productToken(userAgent);
  const delay = robots.getCrawlDelay(token);
  return {
    // undefined means "this file does not govern that URL": only a bug could ask, so refuse.
    isAllowed: (url) => robots.isAllowed(url, token) === true,
    crawlDelayMs: delay !== undefined && delay >= 0 ? delay * 1000 : undefined,
    sitemaps: robots.getSitemaps(),
  };
}

export interface RobotsCacheOptions {
  userAgent: string;
  ttlMs: number;
  /** Fetches a robots.txt URL (guarded, rate-limited, redirects followed by the caller). */
  load: (robotsUrl: string) => Promise<RobotsFetch>;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  rules: Promise<RobotsRules>;
  expires: number;
}

/** Caches robots.txt rules per origin, with a TTL and one in-flight fetch per origin. */
export class RobotsCache {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  readonly #maxEntries: number;

  constructor(private readonly options: RobotsCacheOptions) {
    this.#now = options.now ?? Date.now;
    this.#maxEntries = options.maxEntries ?? 10_000;
  }

  /** The rules governing `url`'s origin, fetching its robots.txt when not cached. */
  rulesFor(url: URL): Promise<RobotsRules> {
    const origin = url.origin;
    const cached = this.#entries.get(origin);
    if (cached && cached.expires > this.#now()) return cached.rules;
    this.#entries.delete(origin);
    if (this.#entries.size >= this.#maxEntries) {
      // Maps iterate in insertion order, so the first key is the oldest entry.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const robotsUrl = `${origin}/robots.txt`;
    const entry: Entry = { rules: this.#load(robotsUrl), expires: Number.POSITIVE_INFINITY };
    this.#entries.set(origin, entry);
    void entry.rules.then(() => {
      entry.expires = this.#now() + this.options.ttlMs;
    });
    return entry.rules;
  }

  async #load(robotsUrl: string): Promise<RobotsRules> {
    let outcome: RobotsFetch;
    try {
      outcome = await this.options.load(robotsUrl);
    } catch {
      outcome = { kind: "unreachable" };
    }
    if (outcome.kind === "unavailable") return ALLOW_ALL;
    if (outcome.kind === "unreachable") return DISALLOW_ALL;
    return parseRobots(robotsUrl, outcome.body, this.options.userAgent);
  }
}
