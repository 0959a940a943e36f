import { Resolver } from "node:dns/promises";
import type { MxResolver } from "../ports.ts";

/** Settings of the DNS resolver adapter. */
export interface DnsMxOptions {
  /** Per query attempt (c-ares' own timeout). */
  timeoutMs?: number;
  tries?: number;
  /** DNS servers ("1.1.1.1", "127.0.0.1:5353"); unset: the system's. */
  servers?: string[];
}

// Answers that mean "this domain has no MX", as opposed to "the lookup failed".
const NO_RECORDS = new Set(["ENODATA", "ENOTFOUND", "NXDOMAIN"]);

/** `MxResolver` over real DNS (node:dns/promises); for real domains, never the sandbox's. */
export function createDnsMxResolver(options: DnsMxOptions = {}): MxResolver {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3_000, tries: options.tries ?? 2 });
  if (options.servers) resolver.setServers(options.servers);
  return {
    async resolveMx(domain: string): Promise<string[]> {
      try {
        const records = await resolver.resolveMx(domain);
        return records.sort((a, b) => a.priority - b.priority).map((r) => r.exchange);
      } catch (error) {
        if (NO_RECORDS.has((error as { code?: string }).code ?? "")) return [];
        throw error;
      }
    },
  };
}
