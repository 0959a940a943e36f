/*
 * Where a page's body lives in a site folder. A file answers at its own path, except that
 * `index.html` answers at its folder's path ("about/index.html" → "/about/"). Paths are kept as the
 * server sees them (`URL.pathname`, percent-encoded), file names as people write them (decoded).
 */

/** Site-folder entries that are never pages themselves. */
export const SITE_FILE = "_site.json";
export const BODIES_DIR = "_files";

const INDEX_FILE = "index.html";

const isReserved = (file: string) => file === SITE_FILE || file.startsWith(`${BODIES_DIR}/`);

/** The URL path that a file (relative to its site folder, "/"-separated) answers at. */
export function pathOfFile(file: string): string {
  const segments = file.split("/");
  if (segments.at(-1) === INDEX_FILE) segments[segments.length - 1] = "";
  // Characters the URL parser would read as query, fragment or escape belong to the name here.
  const escaped = segments.map((s) =>
    s.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23").replace(/\\/g, "%5C"),
  );
  return new URL(`http://site/${escaped.join("/")}`).pathname;
}

/** Whether a folder-relative file is a page (not the site's settings or a stored body). */
export function isPageFile(file: string): boolean {
  return !isReserved(file);
}

/**
 * The file that holds a path's body by default, or undefined when the path has no such place:
 * a query string, a name that a folder's `index.html` would claim, a reserved name, or an
 * encoding that would not come back the same.
 */
export function naturalFileOf(path: string): string | undefined {
  if (!path.startsWith("/") || path.includes("?")) return undefined;
  let segments: string[];
  try {
    segments = path.slice(1).split("/").map(decodeURIComponent);
  } catch {
    return undefined;
  }
  if (segments.at(-1) === "") segments[segments.length - 1] = INDEX_FILE;
  else if (segments.at(-1) === INDEX_FILE) return undefined;
  if (segments.some((s) => s === "" || s === "." || s === ".." || s.includes("/"))) {
    return undefined;
  }
  const file = segments.join("/");
  if (isReserved(file) || pathOfFile(file) !== path) return undefined;
  return file;
}

/** The folder path of an index page without its slash ("/about/" → "/about"); undefined otherwise. */
export function slashlessAlias(path: string): string | undefined {
  if (path === "/" || path.includes("?") || !path.endsWith("/")) return undefined;
  return path.slice(0, -1);
}

const CONTENT_TYPES: Record<string, string> = {
  txt: "text/plain; charset=utf-8",
  xml: "application/xml",
  json: "application/json",
  css: "text/css",
  js: "text/javascript",
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  webp: "image/webp",
  ico: "image/x-icon",
};

/**
 * The Content-Type a path gets unless its entry says otherwise. HTML has no charset here on
 * purpose: as on a plain static server, the page's own <meta charset> decides.
 */
export function defaultContentType(path: string): string {
  const name = path.split("?")[0]?.split("/").at(-1) ?? "";
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  return CONTENT_TYPES[extension] ?? "text/html";
}
