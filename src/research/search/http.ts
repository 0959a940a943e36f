/** Why a search call failed after its bounded retries. */
export class SearchError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, { cause: options?.cause });
    this.name = "SearchError";
  }
}

/** Timeouts and bounded retries shared by the search adapters. */
export interface RetryPolicy {
  /** Per attempt. */
  timeoutMs: number;
  /** Extra attempts after the first, on 429, 5xx, timeouts and network errors. */
  maxRetries: number;
  /** First backoff; doubles per retry, with jitter. */
  baseDelayMs: number;
  /** Upper bound of any single wait, also of a server's Retry-After. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  timeoutMs: 10_000,
  maxRetries: 2,
  baseDelayMs: 500,
  maxDelayMs: 5_000,
};

/** So that a base with a path (https://host/searx) keeps it when "search" is resolved. */
export const withSlash = (base: string) => (base.endsWith("/") ? base : `${base}/`);

/** Drops undefined so `{ timeoutMs: undefined }` does not override a default. */
export function definedOnly(options: Partial<RetryPolicy>): Partial<RetryPolicy> {
  const out: Partial<RetryPolicy> = {};
  for (const key of ["timeoutMs", "maxRetries", "baseDelayMs", "maxDelayMs"] as const) {
    if (options[key] !== undefined) out[key] = options[key];
  }
  return out;
}

const retryable = (status: number) => status === 429 || status >= 500;

/**
 * GETs JSON with a timeout per attempt and bounded retries. Only transient failures are
 * retried: a 401/403/422 means a bad key or query, and repeating it only burns quota.
 */
export async function getJson(
  provider: string,
  url: URL,
  headers: Record<string, string>,
  policy: RetryPolicy,
): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= policy.maxRetries;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: "application/json", ...headers },
        signal: AbortSignal.timeout(policy.timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      if (last)
        throw new SearchError(
          provider,
          `${provider} request failed: ${errorText(error)}`,
          undefined,
          { cause: error },
        );
      await sleep(backoff(policy, attempt));
      continue;
    }
    if (response.ok) {
      try {
        return await response.json();
      } catch (error) {
        throw new SearchError(provider, `${provider} answered with invalid JSON`, response.status, {
          cause: error,
        });
      }
    }
    await response.body?.cancel();
    if (last || !retryable(response.status)) {
      throw new SearchError(
        provider,
        `${provider} answered HTTP ${response.status}`,
        response.status,
      );
    }
    await sleep(retryAfter(response, policy) ?? backoff(policy, attempt));
  }
}

function backoff(policy: RetryPolicy, attempt: number): number {
  const exp = policy.baseDelayMs * 2 ** attempt;
  return Math.min(policy.maxDelayMs, exp * (0.75 + Math.random() * 0.25));
}

/** Retry-After in seconds or as a date, capped so a hostile value cannot stall a run. */
function retryAfter(response: Response, policy: RetryPolicy): number | undefined {
  const header = response.headers.get("retry-after");
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(policy.maxDelayMs, Math.max(0, ms)) : undefined;
}

function errorText(error: unknown): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return "timed out";
  }
  return error instanceof Error ? error.message : String(error);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
