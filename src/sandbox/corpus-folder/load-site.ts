import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import type { Language, SandboxPage, SandboxSite } from "../corpus.ts";
import { CorpusFolderError, readJsonFile } from "./folder-error.ts";
import { type PathEntry, type SiteFile, siteFileSchema } from "./format.ts";
import { decodePage, documentOfPage, isHtmlPage, pageLanguage } from "./html-documents.ts";
import { disallowedPaths } from "./robots.ts";
import { buildPage } from "./site-page.ts";
import { isPageFile, pathOfFile, SITE_FILE, slashlessAlias } from "./site-paths.ts";

/*
 * One `sites/<domain>/` folder → one SandboxSite, plus the robots.txt disallows that the ground
 * truth needs. Pages come from the files and from `_site.json`'s path entries; documents from
 * `_site.json` or, when it lists none, from the site's crawlable HTML pages.
 */

export interface LoadedSite {
  site: SandboxSite;
  /** robots.txt Disallow prefixes for every crawler. */
  disallowed: string[];
}

/** The site's files, relative to its folder, "/"-separated, sorted. */
async function listFiles(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(siteDir, join(e.parentPath, e.name)).split(sep).join("/"))
    .sort();
}

async function readSettings(siteDir: string, label: string): Promise<SiteFile> {
  const file = join(siteDir, SITE_FILE);
  if (!existsSync(file)) return siteFileSchema.parse({});
  return readJsonFile(file, `${label}/${SITE_FILE}`, siteFileSchema);
}

/** Which file holds each path's body: the path's own file, or the one its entry names. */
function bodyFiles(files: string[], settings: SiteFile, label: string): Map<string, string> {
  const byPath = new Map<string, string>();
  for (const file of files.filter(isPageFile)) {
    const path = pathOfFile(file);
    const other = byPath.get(path);
    if (other) throw new CorpusFolderError(`${label}: ${other} and ${file} both answer ${path}`);
    byPath.set(path, file);
  }
  for (const [path, entry] of Object.entries(settings.paths)) {
    if (!entry.file) continue;
    const own = byPath.get(path);
    if (own) {
      throw new CorpusFolderError(
        `${label}/${SITE_FILE}: paths["${path}"].file: ${path} already has its own file ${own}`,
      );
    }
    // Only a file listed in the folder: an entry cannot reach outside it ("../../secret").
    if (!files.includes(entry.file)) {
      throw new CorpusFolderError(
        `${label}/${SITE_FILE}: paths["${path}"].file: no file ${label}/${entry.file}`,
      );
    }
    byPath.set(path, entry.file);
  }
  return byPath;
}

function homeLanguage(pages: Record<string, SandboxPage>): Language | undefined {
  const home = pages["/"];
  const start = home?.headers.location ? pages[home.headers.location] : home;
  return start && isHtmlPage(start) ? pageLanguage(start) : undefined;
}

/**
 * Loads one site folder. `label` names it in errors (e.g. "sites/acme.de"); `country` is the
 * ground truth's, used when `_site.json` does not say.
 */
export async function loadSite(
  siteDir: string,
  domain: string,
  label: string,
  country: string | undefined,
): Promise<LoadedSite> {
  const settings = await readSettings(siteDir, label);
  const files = await listFiles(siteDir);
  const bodies = bodyFiles(files, settings, label);
  const paths = [...new Set([...bodies.keys(), ...Object.keys(settings.paths)])].sort();

  const pages: Record<string, SandboxPage> = {};
  for (const path of paths) {
    const file = bodies.get(path);
    const body = file ? new Uint8Array(await readFile(resolve(siteDir, file))) : undefined;
    const entry: PathEntry | undefined = settings.paths[path];
    try {
      pages[path] = buildPage(path, entry, body, settings);
    } catch (error) {
      throw new CorpusFolderError(`${label}: ${(error as Error).message}`);
    }
  }
  if (settings.indexWithoutSlash) {
    for (const path of paths) {
      const alias = slashlessAlias(path);
      const page = pages[path];
      if (alias && page && !pages[alias]) pages[alias] = page;
    }
  }

  const robots = pages["/robots.txt"];
  const disallowed = robots?.status === 200 ? disallowedPaths(decodePage(robots)) : [];
  const language = settings.language ?? homeLanguage(pages) ?? "en";
  const siteCountry = settings.country === null ? undefined : (settings.country ?? country);
  const crawlable = (path: string) => !disallowed.some((prefix) => path.startsWith(prefix));
  const documents =
    settings.documents ??
    paths
      .filter((path) => crawlable(path) && isHtmlPage(pages[path] as SandboxPage))
      .flatMap(
        (path) =>
          documentOfPage(path, pages[path] as SandboxPage, {
            language,
            ...(siteCountry ? { country: siteCountry } : {}),
          }) ?? [],
      );

  return {
    site: {
      domain,
      kind: settings.kind,
      language,
      ...(siteCountry ? { country: siteCountry } : {}),
      pages,
      hasMail: settings.hasMail,
      documents,
    },
    disallowed,
  };
}
