/**
 * Normalizes a website as users type it ("https://www.Acme.de/about", "acme.de") to its bare
 * host ("acme.de"); undefined when it is not a plausible domain.
 */
export function normalizeDomain(input: string): string | undefined {
  const trimmed = input.trim().toLowerCase();
  if (!trimmed) return undefined;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z\d+.-]*:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`)
      .hostname;
  } catch {
    return undefined;
  }
  host = host.replace(/^www\./, "").replace(/\.$/, "");
  if (host.length > 253 || !/^([a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z\d-]{2,63}$/.test(host)) {
    return undefined;
  }
  return host;
}

/** Splits a list of websites typed with commas, semicolons or line breaks (spec §5). */
export function splitWebsites(input: string): string[] {
  return input
    .split(/[,;\r\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Splits comma-separated keywords, trimmed, empty ones dropped, duplicates removed. */
export function splitKeywords(input: string | null | undefined): string[] {
  if (!input) return [];
  return input
    .split(",")
    .map((k) => k.trim())
    .filter((k, i, all) => k && all.findIndex((o) => o.toLowerCase() === k.toLowerCase()) === i);
}
