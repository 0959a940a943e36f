import type { MxResolver } from "../research/ports.ts";
import type { SandboxCorpus } from "./corpus.ts";

/** The sandbox's MX answers: `mx.<domain>` for its domains with mail, none for parked ones. */
export function createSandboxMx(
  corpus: SandboxCorpus,
): MxResolver & { mxFor(domain: string): string[] } {
  const withMail = new Map(corpus.sites.map((site) => [site.domain, site.hasMail]));
  const mxFor = (domain: string): string[] => {
    const host = domain.trim().toLowerCase().replace(/\.$/, "");
    return withMail.get(host) ? [`mx.${host}`] : [];
  };
  return { mxFor, resolveMx: async (domain) => mxFor(domain) };
}
