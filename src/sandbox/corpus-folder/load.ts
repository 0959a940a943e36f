import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { SandboxCompany, SandboxCorpus, SandboxSite } from "../corpus.ts";
import { CorpusFolderError, formatFieldPath, readJsonFile } from "./folder-error.ts";
import {
  type FolderProfile,
  type GroundTruthCompany,
  groundTruthSchema,
  profilesSchema,
} from "./format.ts";
import { toSandboxCompany } from "./load-ground-truth.ts";
import { type LoadedSite, loadSite } from "./load-site.ts";
import { toSandboxDomain } from "./sandbox-domain.ts";

/* A corpus folder (docs/corpus-format.md) → the SandboxCorpus that startSandbox serves. */

/** A corpus read from a folder, with the research profiles to run over it. */
export interface LoadedCorpus {
  corpus: SandboxCorpus;
  /** Domains in `accept` and `existingCompanies` are sandbox (.test) names. */
  profiles: FolderProfile[];
}

/** A folder has no seed; this marks a corpus that was not generated. */
export const FOLDER_CORPUS_SEED = 0;

/** The sandbox name of a domain as a file names it, or an error naming the file and field. */
function sandboxName(name: string, label: string, field: PropertyKey[]): string {
  try {
    return toSandboxDomain(name);
  } catch (error) {
    const where = field.length > 0 ? `${formatFieldPath(field)}: ` : "";
    throw new CorpusFolderError(`${label}: ${where}${(error as Error).message}`);
  }
}

/** Keys a list by sandbox domain, refusing two names that map to the same one. */
function bySandboxDomain<T>(
  items: [name: string, value: T][],
  label: (name: string) => string,
): Map<string, { name: string; value: T }> {
  const out = new Map<string, { name: string; value: T }>();
  for (const [name, value] of items) {
    const domain = sandboxName(name, label(name), []);
    const other = out.get(domain);
    if (other) {
      throw new CorpusFolderError(
        `${label(name)}: ${name} and ${other.name} are both served as ${domain}`,
      );
    }
    out.set(domain, { name, value });
  }
  return out;
}

async function loadSites(
  dir: string,
  truth: Map<string, { value: GroundTruthCompany }>,
): Promise<Map<string, LoadedSite & { name: string }>> {
  const sitesDir = join(dir, "sites");
  if (!existsSync(sitesDir)) throw new CorpusFolderError(`sites/: missing in ${dir}`);
  const folders = (await readdir(sitesDir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e): [string, string] => [e.name, e.name])
    .sort(([a], [b]) => a.localeCompare(b));
  const loaded = new Map<string, LoadedSite & { name: string }>();
  for (const [domain, { name }] of bySandboxDomain(folders, (name) => `sites/${name}`)) {
    const country = truth.get(domain)?.value.country;
    const site = await loadSite(join(sitesDir, name), domain, `sites/${name}`, country);
    loaded.set(domain, { ...site, name });
  }
  return loaded;
}

function mapProfileDomains(
  profiles: FolderProfile[],
  companies: ReadonlySet<string>,
): FolderProfile[] {
  return profiles.map((profile, i) => ({
    ...profile,
    existingCompanies: profile.existingCompanies.map((d, j) =>
      sandboxName(d, "profiles.json", [i, "existingCompanies", j]),
    ),
    accept: profile.accept.map((d, j) => {
      const domain = sandboxName(d, "profiles.json", [i, "accept", j]);
      if (!companies.has(domain)) {
        throw new CorpusFolderError(
          `profiles.json: ${formatFieldPath([i, "accept", j])}: ${d} is not in ground-truth.json`,
        );
      }
      return domain;
    }),
  }));
}

/** Loads a corpus folder: sites/, ground-truth.json and (optional) profiles.json. */
export async function loadCorpusFolder(dir: string): Promise<LoadedCorpus> {
  const truthFile = join(dir, "ground-truth.json");
  if (!existsSync(truthFile)) throw new CorpusFolderError(`ground-truth.json: missing in ${dir}`);
  const truthEntries = await readJsonFile(truthFile, "ground-truth.json", groundTruthSchema);
  const truth = bySandboxDomain(Object.entries(truthEntries), () => "ground-truth.json");
  const loaded = await loadSites(dir, truth);

  const companies: SandboxCompany[] = [];
  for (const [domain, { name, value }] of truth) {
    const site = loaded.get(domain);
    if (!site) {
      throw new CorpusFolderError(
        `ground-truth.json: ${formatFieldPath([name])}: no site folder sites/${name} (or sites/${domain})`,
      );
    }
    companies.push(toSandboxCompany(name, value, site.site, site.disallowed));
  }
  const sites: SandboxSite[] = [...loaded.values()].map((l) => l.site);

  const profilesFile = join(dir, "profiles.json");
  const profiles = existsSync(profilesFile)
    ? mapProfileDomains(
        await readJsonFile(profilesFile, "profiles.json", profilesSchema),
        new Set(truth.keys()),
      )
    : [];
  return { corpus: { seed: FOLDER_CORPUS_SEED, companies, sites }, profiles };
}
