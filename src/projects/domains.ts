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

/** Splits free text on commas, semicolons and line breaks; blanks dropped. */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
