import { existsSync } from "node:fs";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { CreateProjectInput } from "../../projects/schemas.ts";
import type { SandboxCorpus } from "../corpus.ts";
import { matchesProfile } from "../ground-truth.ts";
import { toGroundTruthEntry } from "./encode-ground-truth.ts";
import { encodeSite } from "./encode-site.ts";
import { SITE_FILE } from "./site-paths.ts";

/* A SandboxCorpus (typically generated) → a corpus folder that loads back identically. */

export interface SavedCorpusFigures {
  sites: number;
  /** Every file written, the JSON files included. */
  files: number;
  bytes: number;
}

const WRITE_CONCURRENCY = 32;

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

async function assertEmpty(dir: string): Promise<void> {
  // Stale files from an earlier export would load as pages of the new one.
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new Error(`${dir} is not empty; export a corpus into a new or empty folder`);
  }
}

/** Writes files under `dir`, folders first, a bounded number of writes at a time. */
async function writeAll(files: Map<string, Uint8Array>): Promise<void> {
  for (const folder of new Set([...files.keys()].map((f) => dirname(f)))) {
    await mkdir(folder, { recursive: true });
  }
  const queue = [...files];
  const worker = async () => {
    for (let next = queue.pop(); next; next = queue.pop()) await writeFile(next[0], next[1]);
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, worker));
}

/**
 * Writes a corpus and research profiles as a corpus folder; each profile's `accept` list is every
 * company that matchesProfile accepts. `dir` must be empty or absent.
 */
export async function saveCorpusFolder(
  corpus: SandboxCorpus,
  profiles: readonly CreateProjectInput[],
  dir: string,
): Promise<SavedCorpusFigures> {
  await assertEmpty(dir);
  const files = new Map<string, Uint8Array>();
  for (const site of corpus.sites) {
    const encoded = encodeSite(site);
    const siteDir = join(dir, "sites", site.domain);
    for (const [file, bytes] of encoded.files) files.set(join(siteDir, file), bytes);
    files.set(join(siteDir, SITE_FILE), json(encoded.settings));
  }
  const languages = new Map(corpus.sites.map((s) => [s.domain, s.language]));
  const truth = Object.fromEntries(
    corpus.companies.map((c) => [
      c.domain,
      toGroundTruthEntry(c, languages.get(c.domain) ?? c.language),
    ]),
  );
  files.set(join(dir, "ground-truth.json"), json(truth));
  const withAccept = profiles.map((profile) => ({
    ...profile,
    accept: corpus.companies.filter((c) => matchesProfile(c, profile).match).map((c) => c.domain),
  }));
  files.set(join(dir, "profiles.json"), json(withAccept));

  await writeAll(files);
  let bytes = 0;
  for (const body of files.values()) bytes += body.byteLength;
  return { sites: corpus.sites.length, files: files.size, bytes };
}
