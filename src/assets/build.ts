import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { MANIFEST_FILE } from "./manifest";

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
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const [clientJs, appCss] = await Promise.all([
    buildIslands(outDir, options.production),
    buildStylesheet(outDir, options.production),
  ]);
  const htmxJs = writeHashed(
    outDir,
    "htmx",
    "js",
    readFileSync(require("htmx.org/dist/htmx.min.js")),
  );
  const manifest = { "client.js": clientJs, "app.css": appCss, "htmx.js": htmxJs };
  writeFileSync(join(outDir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  return manifest;
}

async function buildIslands(outDir: string, production: boolean): Promise<string> {
  const result = await Bun.build({
    entrypoints: [join(root, "islands", "client.ts")],
    outdir: outDir,
    target: "browser",
    format: "esm",
    splitting: true,
    minify: production,
    sourcemap: production ? "none" : "linked",
    naming: { entry: "[name]-[hash].[ext]", chunk: "chunk-[hash].[ext]" },
    define: { "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development") },
  });
  if (!result.success) {
    throw new AggregateError(result.logs, "island build failed");
  }
  const entry = result.outputs.find((o) => o.kind === "entry-point");
  if (!entry) throw new Error("island build produced no entry point");
  return entry.path.slice(outDir.length + 1);
}

async function buildStylesheet(outDir: string, production: boolean): Promise<string> {
  const tmp = join(outDir, ".app.css");
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
