import type { IncomingHttpHeaders } from "node:http";
import type { Fetcher, FetchRefusal, FetchResult } from "../ports.ts";
import {
  type GuardOptions,
  guardUrl,
  type ResolveHost,
  type SandboxHosts,
  systemResolveHost,
  type Target,
} from "./address-guard.ts";
import { decodeBody } from "./charset.ts";
import type { HostGate } from "./host-gate.ts";
import { HostLimiter } from "./host-limiter.ts";
import { type RequestOutcome, sendRequest } from "./http-request.ts";
import { RobotsCache, type RobotsFetch, type RobotsRules } from "./robots.ts";
import { readSitemaps } from "./sitemap.ts";

/** Settings of the HTTP fetcher; every field has a polite default. */
export interface HttpFetcherOptions {
  userAgent?: string;
  /** Per request (each redirect hop and robots.txt alike): connect, headers and body. */
  timeoutMs?: number;
  /** Decoded body bytes kept; the rest is not downloaded and the page is marked truncated. */
  maxBytes?: number;
  maxRedirects?: number;
  perHostConcurrency?: number;
  /** Between the starts of two requests to one host; robots.txt's Crawl-delay can raise it. */
  perHostDelayMs?: number;
  /** Upper bound of what a Crawl-delay can impose, so one site cannot stall a run. */
  maxCrawlDelayMs?: number;
  robotsTtlMs?: number;
  /** Media types accepted as pages; anything else is refused "not-html". */
  allowedContentTypes?: string[];
  /** DNS for real hosts; the default is the system resolver. Tests inject a stub. */
  resolveHost?: ResolveHost;
  /** The offline sandbox web: reserved-TLD hosts served on loopback. Only they may be loopback. */
  sandboxHosts?: SandboxHosts;
  /** Spaces each host's request starts across processes too (app instances on one database). */
  hostGate?: HostGate;
}

export const DEFAULT_USER_AGENT = "ExportDiscoveryBot/1.0 (+https://exportdiscovery.example/bot)";

const DEFAULTS = {
  userAgent: DEFAULT_USER_AGENT,
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  perHostConcurrency: 2,
  perHostDelayMs: 500,
  maxCrawlDelayMs: 10_000,
  robotsTtlMs: 60 * 60 * 1000,
  allowedContentTypes: ["text/html", "application/xhtml+xml"],
};

type Config = typeof DEFAULTS & GuardOptions;

// RFC 9309: parse at least 500 KiB of robots.txt, follow at least five redirects for it.
const ROBOTS_MAX_BYTES = 512 * 1024;
const ROBOTS_MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PAGE_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1";

type Refusal = { ok: false; reason: FetchRefusal; detail?: string };
const refuse = (reason: FetchRefusal, detail?: string): Refusal => ({ ok: false, reason, detail });

/** The real page fetcher: robots.txt, per-host limits, timeouts, byte caps and the SSRF guard. */
export function createHttpFetcher(options: HttpFetcherOptions = {}): Fetcher {
  const config: Config = {
    ...DEFAULTS,
    ...definedOnly(options),
    resolveHost: options.resolveHost ?? systemResolveHost,
    sandboxHosts: options.sandboxHosts,
  };
  const limiter = new HostLimiter(config.perHostConcurrency, Date.now, options.hostGate);
  const robots = new RobotsCache({
    userAgent: config.userAgent,
    ttlMs: config.robotsTtlMs,
    load: (robotsUrl) => loadRobots(robotsUrl, config, limiter),
  });
  const fetch = (url: string) => fetchPage(url, config, limiter, robots, PAGE);
  return {
    fetch,
    sitemapPages: (origin) =>
      readSitemaps(origin, (url) => fetchPage(url, config, limiter, robots, SITEMAP), robots),
  };
}

/** What a request asks for and which answers count as the resource. */
interface Resource {
  accept: string;
  maxBytes?: number;
  types?: string[];
}
const PAGE: Resource = { accept: PAGE_ACCEPT };
// A sitemap is XML (some servers call it text/plain); the first part of a big one says enough.
const SITEMAP: Resource = {
  accept: "application/xml,text/xml;q=0.9,*/*;q=0.1",
  maxBytes: 512 * 1024,
  types: ["application/xml", "text/xml", "text/plain"],
};

async function fetchPage(
  url: string,
  config: Config,
  limiter: HostLimiter,
  robots: RobotsCache,
  resource: Resource,
): Promise<FetchResult> {
  const accepted = resource.types ? { ...config, allowedContentTypes: resource.types } : config;
  let next: string | URL = url;
  for (let redirects = 0; ; redirects++) {
    // Every hop is vetted afresh: a public page may redirect to a private or disallowed one.
    const guarded = await guardUrl(next, config);
    if (!guarded.ok) return refuse(guarded.reason, guarded.detail);
    const { target } = guarded;
    const rules = await robots.rulesFor(target.url);
    if (!rules.isAllowed(target.url.href)) {
      return refuse("robots", rules.note ? `${rules.note}: ${target.url.href}` : target.url.href);
    }
    const outcome = await limiter.run(target.hostname, hostDelay(config, rules), () =>
      sendRequest({
        target,
        userAgent: config.userAgent,
        accept: resource.accept,
        timeoutMs: config.timeoutMs,
        maxBytes: resource.maxBytes ?? config.maxBytes,
        wantBody: (status, headers) => isSuccess(status) && mayBeHtml(headers, accepted),
      }),
    );
    if (!outcome.ok) return refuse(outcome.reason, outcome.detail);
    const location = redirectTarget(outcome, target);
    if (location === undefined) return toPage(url, target, outcome.response, accepted);
    if (location === null) return refuse("bad-url", "unparseable Location header");
    if (redirects >= config.maxRedirects) return refuse("too-many-redirects", target.url.href);
    next = location;
  }
}

function toPage(
  url: string,
  target: Target,
  response: Extract<RequestOutcome, { ok: true }>["response"],
  config: Config,
): FetchResult {
  const { status, headers, bytes, truncated } = response;
  if (!isSuccess(status)) return refuse("http-error", String(status));
  const header = headers["content-type"]?.trim();
  const contentType = header || (looksLikeHtml(bytes) ? "text/html" : "");
  if (!mayBeHtml({ "content-type": contentType }, config)) {
    return refuse("not-html", contentType || "no content-type");
  }
  const body = decodeBody(bytes, header, truncated);
  return {
    ok: true,
    page: { url, finalUrl: target.url.href, status, contentType, body, truncated },
  };
}

/** The next URL for a 3xx with a Location; undefined when not a redirect; null when unusable. */
function redirectTarget(outcome: Extract<RequestOutcome, { ok: true }>, target: Target) {
  const { status, headers } = outcome.response;
  if (!REDIRECTS.has(status) || !headers.location) return undefined;
  try {
    return new URL(headers.location, target.url);
  } catch {
    return null;
  }
}

async function loadRobots(
  robotsUrl: string,
  config: Config,
  limiter: HostLimiter,
): Promise<RobotsFetch> {
  let next: string | URL = robotsUrl;
  for (let redirects = 0; redirects <= ROBOTS_MAX_REDIRECTS; redirects++) {
    const guarded = await guardUrl(next, config);
    // A robots.txt that leads somewhere we may not go cannot vouch for the site.
    if (!guarded.ok) return { kind: "unreachable" };
    const { target } = guarded;
    const outcome = await limiter.run(target.hostname, config.perHostDelayMs, () =>
      sendRequest({
        target,
        userAgent: config.userAgent,
        accept: "text/plain,*/*;q=0.5",
        timeoutMs: config.timeoutMs,
        maxBytes: ROBOTS_MAX_BYTES,
        wantBody: isSuccess,
      }),
    );
    if (!outcome.ok) return { kind: "unreachable" };
    const { status, bytes } = outcome.response;
    const location = redirectTarget(outcome, target);
    if (location) {
      next = location;
      continue;
    }
    if (isSuccess(status)) return { kind: "found", body: new TextDecoder().decode(bytes) };
    // 429 is "slow down", not "no file": treat it like a server error.
    if (status >= 400 && status < 500 && status !== 429) return { kind: "unavailable" };
    if (status >= 300 && status < 400) return { kind: "unavailable" };
    return { kind: "unreachable" };
  }
  return { kind: "unavailable" };
}

function hostDelay(config: Config, rules: RobotsRules): number {
  const crawlDelay = Math.min(rules.crawlDelayMs ?? 0, config.maxCrawlDelayMs);
  return Math.max(config.perHostDelayMs, crawlDelay);
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Allowed media type, or no Content-Type at all (then the body is sniffed). */
function mayBeHtml(headers: IncomingHttpHeaders, config: Config): boolean {
  const header = headers["content-type"];
  if (!header) return true;
  const mediaType = header.split(";")[0]?.trim().toLowerCase() ?? "";
  return config.allowedContentTypes.includes(mediaType);
}

function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  return /^<(!doctype html|html|head|body)[\s>]/.test(head);
}

/** Drops undefined so `{ timeoutMs: undefined }` does not override a default. */
function definedOnly(options: HttpFetcherOptions): Partial<typeof DEFAULTS> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(DEFAULTS)) {
    const value = options[key as keyof HttpFetcherOptions];
    if (value !== undefined) out[key] = value;
  }
  return out as Partial<typeof DEFAULTS>;
}
