import { createHash } from "node:crypto";
import type { SandboxCorpus } from "./corpus.ts";

/** A SHA-256 over every site, page (status, headers, bytes, delay) and the ground truth. */
export function corpusHash(corpus: SandboxCorpus): string {
  const hash = createHash("sha256");
  for (const site of corpus.sites) {
    hash.update(`site ${site.domain} ${site.kind} ${site.hasMail}\n`);
    for (const path of Object.keys(site.pages).sort()) {
      const page = site.pages[path];
      if (!page) continue;
      hash.update(`${path} ${page.status} ${JSON.stringify(page.headers)} ${page.delayMs ?? 0}\n`);
      hash.update(page.body);
    }
    hash.update(JSON.stringify(site.documents));
  }
  hash.update(JSON.stringify(corpus.companies));
  return hash.digest("hex");
}
