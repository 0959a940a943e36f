/**
 * Where a folded phrase first stands in folded text as whole words (no letter or digit either
 * side), or -1: "pumpen" in "pumpen-hersteller" yes, in "kreiselpumpen" no.
 */
export function wholeWordIndex(haystack: string, needle: string): number {
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    if ((!before || !/[a-z0-9]/.test(before)) && (!after || !/[a-z0-9]/.test(after))) return at;
    at = haystack.indexOf(needle, at + 1);
  }
  return -1;
}
