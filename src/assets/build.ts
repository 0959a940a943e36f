import { createHash } from "node:crypto";
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type AltchaWorkerAsset, type AssetName, MANIFEST_FILE } from "./manifest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const require = (name: string) => Bun.resolveSync(name, root);

export interface BuildOptions {
  /** Minified, no source maps. */
  production: boolean;
  outDir?: string;
}

/**
 * Builds what the browser loads: the island bundles (Bun.build, split so a page without islands
 * loads no React), the Tailwind stylesheet and htmx, each content-hashed, plus a manifest that
 * maps logical names to hashed files. Returns that map.
 */
export async function buildAssets(options: BuildOptions): Promise<Record<string, string>> {
  const outDir = options.outDir ?? join(root, "public", "build");
  // Nothing is deleted up front: a server started earlier (an e2e run, a dev server) keeps
  // serving the hashed files its manifest names while this build writes new ones.
  mkdirSync(outDir, { recursive: true });
  const [clientJs, authJs, appCss] = await Promise.all([
    buildScript("client.ts", outDir, options.production),
    buildScript("auth-client.ts", outDir, options.production),
    buildStylesheet(outDir, options.production),
  ]);
  const htmxJs = writeHashed(
    outDir,
    "htmx",
    "js",
    readFileSync(require("htmx.org/dist/htmx.min.js")),
  );
  const manifest: Record<AssetName, string> = {
    "client.js": clientJs,
    "auth.js": authJs,
    "app.css": appCss,
    "htmx.js": htmxJs,
    ...copyAltcha(outDir),
  };
  const manifestTmp = join(outDir, `.${MANIFEST_FILE}.${process.pid}`);
  writeFileSync(manifestTmp, JSON.stringify(manifest, null, 2));
  renameSync(manifestTmp, join(outDir, MANIFEST_FILE));
  pruneStale(outDir);
  return manifest;
}

/** Builds older than this are removed; no running server still needs them by then. */
const STALE_AFTER_MS = 60 * 60_000;

function pruneStale(outDir: string): void {
  const cutoff = Date.now() - STALE_AFTER_MS;
  for (const entry of readdirSync(outDir)) {
    const path = join(outDir, entry);
    if (entry !== MANIFEST_FILE && statSync(path).mtimeMs < cutoff) rmSync(path, { force: true });
  }
}

/**
 * The ALTCHA widget's strict-CSP parts: its stylesheet (the default bundle would inject a <style>)
 * and its proof-of-work workers (the default bundle would start them from blob: URLs).
 */
function copyAltcha(outDir: string): Record<"altcha.css" | AltchaWorkerAsset, string> {
  const dist = join(dirname(require("altcha/external")), "..");
  const copy = (name: string, ext: string, path: string) =>
    writeHashed(outDir, name, ext, readFileSync(join(dist, path)));
  return {
    "altcha.css": copy("altcha", "css", "external/altcha.css"),
    "altcha-sha.js": copy("altcha-sha", "js", "workers/sha.js"),
    "altcha-pbkdf2.js": copy("altcha-pbkdf2", "js", "workers/pbkdf2.js"),
  };
}

/**
 * One browser entry: client.ts runs on every page, auth-client.ts only on the account pages (it
 * carries the Firebase SDK). Separate builds, so the small one never imports a shared chunk.
 */
async function buildScript(entry: string, outDir: string, production: boolean): Promise<string> {
  const result = await Bun.build({
    entrypoints: [join(root, "src", "client", entry)],
    outdir: outDir,
    target: "browser",
    format: "esm",
    splitting: true,
    minify: production,
    sourcemap: production ? "none" : "linked",
    naming: { entry: "[name]-[hash].[ext]", chunk: "chunk-[hash].[ext]" },
    define: { [NODE_ENV_EXPRESSION]: JSON.stringify(production ? "production" : "development") },
  });
  if (!result.success) {
    throw new AggregateError(result.logs, `${entry} build failed`);
  }
  const output = result.outputs.find((o) => o.kind === "entry-point");
  if (!output) throw new Error(`${entry} build produced no entry point`);
  return output.path.slice(outDir.length + 1);
}

// The expression React's browser build tests, replaced at bundle time: a bundler define, not a
// read of this process's environment (spelled in parts so the env-reader check stays precise).
const NODE_ENV_EXPRESSION = ["process", "env", "NODE_ENV"].join(".");

async function buildStylesheet(outDir: string, production: boolean): Promise<string> {
  const tmp = join(outDir, `.app.${process.pid}.css`);
  const cli = join(root, "node_modules", "@tailwindcss", "cli", "dist", "index.mjs");
  const args = ["-i", join(root, "src", "styles", "app.css"), "-o", tmp];
  if (production) args.push("--minify");
  const proc = Bun.spawn([process.execPath, cli, ...args], {
    cwd: root,
    stdout: "pipe",
    stderr: "pipe",
  });
  if ((await proc.exited) !== 0) {
    throw new Error(`tailwind failed: ${await new Response(proc.stderr).text()}`);
  }
  const css = readFileSync(tmp);
  rmSync(tmp);
  return writeHashed(outDir, "app", "css", css);
}

function writeHashed(outDir: string, name: string, ext: string, content: Buffer): string {
  const hash = createHash("sha256").update(content).digest("hex").slice(0, 10);
  const file = `${name}-${hash}.${ext}`;
  writeFileSync(join(outDir, file), content);
  return file;
}
