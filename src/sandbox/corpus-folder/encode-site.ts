import type { SandboxPage, SandboxSite } from "../corpus.ts";
import { type PathEntry, pathEntrySchema, type SiteFileInput } from "./format.ts";
import { buildPage, type PageDefaults, redirectBody } from "./site-page.ts";
import { BODIES_DIR, defaultContentType, naturalFileOf, slashlessAlias } from "./site-paths.ts";

/*
 * A SandboxSite → the files and `_site.json` of its folder, writing down only what differs from
 * the loader's defaults. Every page is rebuilt with the loader's own rule and compared, so an
 * export either loads back byte for byte or fails here, naming the page.
 */

export interface EncodedSite {
  /** Folder-relative file → bytes. */
  files: Map<string, Uint8Array>;
  settings: SiteFileInput;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.byteLength === b.byteLength && a.every((byte, i) => byte === b[i]);

const samePage = (a: SandboxPage, b: SandboxPage) =>
  a.status === b.status &&
  JSON.stringify(a.headers) === JSON.stringify(b.headers) &&
  a.delayMs === b.delayMs &&
  sameBytes(a.body, b.body);

/** Slashless paths that only repeat their folder's index page, so the loader can recreate them. */
function indexAliases(site: SandboxSite): { aliases: Set<string>; indexWithoutSlash: boolean } {
  const folderPaths = Object.keys(site.pages).filter((p) => slashlessAlias(p) !== undefined);
  const indexWithoutSlash = folderPaths.every((path) => {
    const alias = site.pages[slashlessAlias(path) ?? ""];
    const page = site.pages[path];
    return alias !== undefined && page !== undefined && samePage(alias, page);
  });
  const aliases = new Set(indexWithoutSlash ? folderPaths.map((p) => slashlessAlias(p) ?? "") : []);
  return { aliases, indexWithoutSlash };
}

/** Each path's own file, unless another path's file would need it as a folder (or has it). */
function usableNaturalFiles(paths: string[]): Map<string, string> {
  const wanted = new Map<string, string>();
  for (const path of paths) {
    const file = naturalFileOf(path);
    if (file) wanted.set(path, file);
  }
  const files = [...wanted.values()];
  const usable = new Map<string, string>();
  for (const [path, file] of wanted) {
    const clash = files.some((other) => other !== file && other.startsWith(`${file}/`));
    const taken = files.indexOf(file) !== files.lastIndexOf(file);
    if (!clash && !taken) usable.set(path, file);
  }
  return usable;
}

/** The Content-Type most of the site's HTML pages have, so only the odd ones need an entry. */
function usualHtmlContentType(site: SandboxSite, paths: string[]): string {
  const counts = new Map<string, number>();
  for (const path of paths) {
    const page = site.pages[path] as SandboxPage;
    const type = page.headers["content-type"];
    if (type === undefined || page.headers.location !== undefined) continue;
    if (defaultContentType(path) !== "text/html") continue;
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  let usual = "text/html";
  let most = 0;
  for (const [type, n] of counts) {
    if (n > most) [usual, most] = [type, n];
  }
  return usual;
}

function entryFor(page: SandboxPage, bodyFile: string | undefined, ownFile: string | undefined) {
  const entry: PathEntry = {};
  const location = page.headers.location;
  if (location !== undefined) entry.location = location;
  if (page.status !== (location !== undefined ? 301 : 200)) entry.status = page.status;
  if (bodyFile !== undefined && bodyFile !== ownFile) entry.file = bodyFile;
  if (page.delayMs !== undefined) entry.delayMs = page.delayMs;
  return entry;
}

/** The folder contents of one site; throws when a page could not load back identically. */
export function encodeSite(site: SandboxSite): EncodedSite {
  const { aliases, indexWithoutSlash } = indexAliases(site);
  const paths = Object.keys(site.pages).filter((p) => !aliases.has(p));
  const ownFiles = usableNaturalFiles(paths);
  const defaults: PageDefaults = { htmlContentType: usualHtmlContentType(site, paths) };
  const files = new Map<string, Uint8Array>();
  const entries: Record<string, PathEntry> = {};

  for (const path of paths) {
    const page = site.pages[path] as SandboxPage;
    const location = page.headers.location;
    const needsFile = location === undefined || !sameBytes(page.body, redirectBody(location));
    const ownFile = ownFiles.get(path);
    const bodyFile = needsFile
      ? (ownFile ?? `${BODIES_DIR}/${encodeURIComponent(path)}`)
      : undefined;
    const entry = entryFor(page, bodyFile, ownFile);
    const body = bodyFile ? page.body : undefined;
    const built = buildPage(path, entry, body, defaults);
    if (JSON.stringify(built.headers) !== JSON.stringify(page.headers)) {
      entry.headers = page.headers;
    }
    // Through the loader's schema too: what it would normalize must already be normal.
    if (!samePage(buildPage(path, pathEntrySchema.parse(entry), body, defaults), page)) {
      throw new Error(`${site.domain}${path}: this page cannot be written as a folder page`);
    }
    if (bodyFile) files.set(bodyFile, page.body);
    if (Object.keys(entry).length > 0) entries[path] = entry;
  }

  return {
    files,
    settings: {
      kind: site.kind,
      language: site.language,
      country: site.country ?? null,
      hasMail: site.hasMail,
      ...(defaults.htmlContentType !== "text/html" ? defaults : {}),
      ...(indexWithoutSlash ? {} : { indexWithoutSlash }),
      ...(Object.keys(entries).length > 0 ? { paths: entries } : {}),
      documents: site.documents,
    },
  };
}
