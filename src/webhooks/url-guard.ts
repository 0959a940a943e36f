import {
  type GuardResult,
  guardUrl,
  type ResolveHost,
  systemResolveHost,
} from "../research/fetcher/address-guard.ts";
import { addressFamily, isLoopbackAddress } from "../research/fetcher/ip.ts";

export interface WebhookUrlOptions {
  /** Test and development setting (WEBHOOK_ALLOW_LOOPBACK_HTTP): http to 127.0.0.1/::1 only. */
  allowLoopbackHttp: boolean;
  resolveHost?: ResolveHost;
}

/**
 * Where a webhook may be sent: https on a public address, through the fetcher's SSRF guard (no
 * private, loopback or link-local addresses, no credentials, standard ports). Checked when the
 * endpoint is registered and again at every delivery, since DNS can change in between.
 */
export async function vetWebhookUrl(raw: string, options: WebhookUrlOptions): Promise<GuardResult> {
  const loopback = options.allowLoopbackHttp ? loopbackTarget(raw) : undefined;
  if (loopback) return loopback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "bad-url", detail: raw.slice(0, 200) };
  }
  if (url.protocol !== "https:") {
    return { ok: false, reason: "blocked-address", detail: "webhooks need https" };
  }
  return guardUrl(url, { resolveHost: options.resolveHost ?? systemResolveHost });
}

/** An http(s) URL on a literal loopback address, any port: allowed only by the test setting. */
function loopbackTarget(raw: string): GuardResult | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (!["http:", "https:"].includes(url.protocol) || url.username || url.password) return undefined;
  if (addressFamily(hostname) === 0 || !isLoopbackAddress(hostname)) return undefined;
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  const family = addressFamily(hostname) === 6 ? 6 : 4;
  return { ok: true, target: { url, hostname, address: hostname, family, port } };
}
