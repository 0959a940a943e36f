import { lookup } from "node:dns/promises";
import type { FetchRefusal } from "../ports.ts";
import { addressFamily, isLoopbackAddress, isPublicAddress } from "./ip.ts";

/** One address a host name resolved to; `port` (trusted configuration) overrides the URL's. */
export interface ResolvedAddress {
  address: string;
  port?: number;
}

/** Resolves a host name; every address returned is vetted, not only the one connected to. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress | ResolvedAddress[]>;

/** Maps a sandbox host name (reserved TLD) to the loopback server that plays it. */
export type SandboxHosts = (hostname: string) => { address: string; port: number } | undefined;

/** Where a vetted request goes: the socket connects to `address`, never to a fresh lookup. */
export interface Target {
  url: URL;
  /** Host name without brackets or trailing dot: for the limiter, SNI and certificate check. */
  hostname: string;
  address: string;
  family: 4 | 6;
  port: number;
}

export type GuardResult =
  | { ok: true; target: Target }
  | {
      ok: false;
      reason: Extract<FetchRefusal, "bad-url" | "blocked-address" | "network">;
      detail: string;
    };

export interface GuardOptions {
  resolveHost: ResolveHost;
  sandboxHosts?: SandboxHosts;
}

/** The default resolver: the system's, all addresses (so a mixed public/private answer is caught). */
export const systemResolveHost: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address }) => ({ address }));

// Reserved by RFC 2606/6761: no real host can have these names, so only the sandbox serves them.
const SANDBOX_TLDS = [".test", ".example"];
const STANDARD_PORTS = new Set([80, 443]);

const blocked = (detail: string): GuardResult => ({ ok: false, reason: "blocked-address", detail });

/**
 * Parses a URL and decides where it may be fetched from: http(s) only, no credentials, ports
 * 80/443 (or a sandbox host's own), and an address that is public, or loopback for a sandbox host.
 */
export async function guardUrl(raw: string | URL, options: GuardOptions): Promise<GuardResult> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "bad-url", detail: String(raw).slice(0, 200) };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return blocked(`scheme ${url.protocol}`);
  }
  // Credentials in a scraped link are either a mistake or an attempt to make us log in somewhere.
  if (url.username || url.password) return blocked("credentials in URL");
  url.hash = "";
  const hostname = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  const urlPort = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;

  const sandbox = sandboxTarget(url, hostname, urlPort, options.sandboxHosts);
  if (sandbox) return sandbox;
  if (!STANDARD_PORTS.has(urlPort)) return blocked(`port ${urlPort}`);
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return blocked(hostname);

  const literal = addressFamily(hostname);
  if (literal !== 0) {
    return isPublicAddress(hostname)
      ? { ok: true, target: { url, hostname, address: hostname, family: literal, port: urlPort } }
      : blocked(hostname);
  }
  return resolveTarget(url, hostname, urlPort, options.resolveHost);
}

function sandboxTarget(
  url: URL,
  hostname: string,
  urlPort: number,
  sandboxHosts: SandboxHosts | undefined,
): GuardResult | undefined {
  if (!sandboxHosts || !SANDBOX_TLDS.some((tld) => hostname.endsWith(tld))) return undefined;
  const entry = sandboxHosts(hostname);
  if (!entry) return undefined;
  // The sandbox is the one exception to the loopback ban, so it must not widen it further.
  if (!isLoopbackAddress(entry.address)) return blocked(`sandbox ${hostname} -> ${entry.address}`);
  if (!STANDARD_PORTS.has(urlPort) && urlPort !== entry.port) return blocked(`port ${urlPort}`);
  const family = addressFamily(entry.address) === 6 ? 6 : 4;
  return {
    ok: true,
    target: { url, hostname, address: entry.address, family, port: entry.port },
  };
}

async function resolveTarget(
  url: URL,
  hostname: string,
  urlPort: number,
  resolveHost: ResolveHost,
): Promise<GuardResult> {
  let answers: ResolvedAddress[];
  try {
    const resolved = await resolveHost(hostname);
    answers = (Array.isArray(resolved) ? resolved : [resolved]).map((answer) => ({
      ...answer,
      address: answer.address.replace(/^\[|\]$/g, ""),
    }));
  } catch (error) {
    return { ok: false, reason: "network", detail: `resolve ${hostname}: ${errorText(error)}` };
  }
  const first = answers[0];
  if (!first) return { ok: false, reason: "network", detail: `resolve ${hostname}: no address` };
  // Any private answer refuses the host: a name that mixes them is probing for a rebinding race.
  const bad = answers.find((answer) => !isPublicAddress(answer.address));
  if (bad) return blocked(`${hostname} -> ${bad.address}`);
  const family = addressFamily(first.address) === 6 ? 6 : 4;
  return {
    ok: true,
    target: { url, hostname, address: first.address, family, port: first.port ?? urlPort },
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
