import type { Context } from "hono";
import { getConnInfo } from "hono/bun";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";

/** Fixed-window counters in memory: enough for one process (the shape this product runs in). */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit for `key`; false once more than `max` hits fall in the current window. */
  hit(key: string, max: number, windowMs: number): boolean {
    const now = this.now();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return true;
    }
    current.count += 1;
    return current.count <= max;
  }

  /** Milliseconds until `key`'s current window ends (0 when it has none): for Retry-After. */
  retryAfterMs(key: string): number {
    const current = this.windows.get(key);
    return current ? Math.max(0, current.resetAt - this.now()) : 0;
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

export const TOO_MANY_ATTEMPTS = "Too many failed attempts. Please try again later.";

/** Throws a 429 with the spec's message once `key` is over its budget. */
export function enforceLimit(
  limiter: RateLimiter,
  key: string,
  max: number,
  windowMs: number,
  message = TOO_MANY_ATTEMPTS,
) {
  if (!limiter.hit(key, max, windowMs)) {
    throw new AppError("rate_limited", 429, message);
  }
}

const ADDRESS = /^[0-9a-f:.]{2,45}$/i;

/**
 * The client as our own proxies saw it. Each proxy appends the address it received the request
 * from, so the rightmost `hops` entries were written by the `hops` proxies we run, and the
 * leftmost of those (what our outermost proxy saw) is the client: the rightmost untrusted hop.
 * Anything further left was sent by the client and can be forged. A chain shorter than `hops`
 * means the request skipped a proxy: its first entry is the best there is.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  const entries = header
    ?.split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (!entries?.length) return undefined;
  const candidate = entries[Math.max(0, entries.length - hops)];
  return candidate && ADDRESS.test(candidate) ? candidate : undefined;
}

/** The client's address: the socket peer, or the rightmost untrusted X-Forwarded-For hop. */
export function clientAddress(c: Context<AppEnv>): string {
  const { TRUST_PROXY, TRUST_PROXY_HOPS } = c.get("deps").config;
  if (TRUST_PROXY) {
    const forwarded = forwardedClient(c.req.header("x-forwarded-for"), TRUST_PROXY_HOPS);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
