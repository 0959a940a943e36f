import type { MxResolver } from "../research/ports.ts";
import type { SandboxCorpus } from "./corpus.ts";
import { toSandboxDomain } from "./corpus-folder/sandbox-domain.ts";

const sandboxNameOf = (host: string): string | undefined => {
  try {
    return toSandboxDomain(host);
  } catch {
    return undefined;
  }
};

/** The sandbox's MX answers: `mx.<domain>` for its domains with mail, none for parked ones. */
export function createSandboxMx(
  corpus: SandboxCorpus,
): MxResolver & { mxFor(domain: string): string[] } {
  const withMail = new Map(corpus.sites.map((site) => [site.domain, site.hasMail]));
  const mxFor = (domain: string): string[] => {
    const host = domain.trim().toLowerCase().replace(/\.$/, "");
    if (withMail.get(host)) return [`mx.${host}`];
    // A folder corpus's pages show real-looking addresses (info@acme.de) of sites it serves
    // under the reserved TLD (acme-de.test): they answer for those too.
    const mapped = sandboxNameOf(host);
    return mapped && withMail.get(mapped) ? [`mx.${host}`] : [];
  };
  return { mxFor, resolveMx: async (domain) => mxFor(domain) };
}
