import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** The logical names of the built assets that pages link to. */
export type AssetName =
  | "client.js"
  | "auth.js"
  | "app.css"
  | "htmx.js"
  | "altcha.css"
  | AltchaWorkerAsset;

/** The ALTCHA proof-of-work workers, served from our origin (CSP worker-src 'self'). */
export type AltchaWorkerAsset = "altcha-sha.js" | "altcha-pbkdf2.js";

/** Maps logical asset names to their content-hashed URLs and holds the files to serve. */
export interface AssetManifest {
  url(name: AssetName): string;
  /** The file behind a URL path under /build/ or a top-level public file, if any. */
  file(urlPath: string): Blob | undefined;
}

export const MANIFEST_FILE = "manifest.json";

/** Reads `public/build/manifest.json` and indexes the files to serve. Missing build: bare names. */
export function loadAssetManifest(publicDir: string): AssetManifest {
  const buildDir = join(publicDir, "build");
  const manifestPath = join(buildDir, MANIFEST_FILE);
  const names: Record<string, string> = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, "utf8"))
    : {};
  const files = new Map<string, Blob>();
  for (const [prefix, dir] of [
    ["/build/", buildDir],
    ["/", publicDir],
  ] as const) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (entry !== MANIFEST_FILE && statSync(path).isFile()) {
        files.set(prefix + entry, Bun.file(path));
      }
    }
  }
  return manifestFromFiles(names, files);
}

/** A manifest over files held elsewhere (the compiled binary embeds them). */
export function manifestFromFiles(
  names: Record<string, string>,
  files: Map<string, Blob>,
): AssetManifest {
  return {
    url: (name) => `/build/${names[name] ?? name}`,
    file: (urlPath) => files.get(urlPath),
  };
}
