import type { SandboxPage } from "../corpus.ts";
import { escapeHtml } from "../mess.ts";
import type { PathEntry } from "./format.ts";
import { defaultContentType } from "./site-paths.ts";

/*
 * One rule for what a path serves, given its `_site.json` entry and its file's bytes. The loader
 * builds pages with it and the exporter checks every page against it, so the two cannot disagree
 * about a default.
 */

const utf8 = new TextEncoder();

/** The little HTML body a redirect carries when the folder gives it none (the generator's). */
export function redirectBody(location: string): Uint8Array {
  return utf8.encode(`<a href="${escapeHtml(location)}">Moved Permanently</a>\n`);
}

/** Site-wide settings a page falls back on. */
export interface PageDefaults {
  /** What HTML files are served as (`_site.json` htmlContentType). */
  htmlContentType: string;
}

function defaultHeaders(
  path: string,
  location: string | undefined,
  defaults: PageDefaults,
): Record<string, string> {
  if (location) return { location, "content-type": "text/html; charset=utf-8" };
  const type = defaultContentType(path);
  return { "content-type": type === "text/html" ? defaults.htmlContentType : type };
}

/**
 * The page served at a path; body is the file's bytes, undefined when the path has no file.
 * Throws (a message without file context) when the entry leaves the body undecided.
 */
export function buildPage(
  path: string,
  entry: PathEntry | undefined,
  body: Uint8Array | undefined,
  defaults: PageDefaults,
): SandboxPage {
  const { status, location, delayMs } = entry ?? {};
  if (!body && !location && status === undefined) {
    throw new Error(`${path} has no file, no location and no status`);
  }
  const headers = entry?.headers ? { ...entry.headers } : defaultHeaders(path, location, defaults);
  if (location && headers.location === undefined) headers.location = location;
  return {
    status: status ?? (location ? 301 : 200),
    headers,
    body: body ?? (location ? redirectBody(location) : new Uint8Array()),
    ...(delayMs !== undefined ? { delayMs } : {}),
  };
}
