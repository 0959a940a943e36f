import { parse } from "node-html-parser";
import { createExtractor } from "../../src/research/extractor/index.ts";
import type { CompanyFacts, FetchedPage } from "../../src/research/ports.ts";
import { fetchedPage } from "./pages";

/*
 * The extractor as tests/extractor.test.ts drives it: every page it builds is kept, so the file's
 * closing property test can check that each extracted value is on the page named as its source.
 */

export const extractor = createExtractor();

/** Every fixture page built by the tests, for the closing "no value without a page" check. */
export const allRuns: Array<{ pages: FetchedPage[]; facts: CompanyFacts }> = [];

export const page = fetchedPage;

export function run(
  body: string,
  countryCode = "DE",
  url = "https://www.muster.de/kontakt",
): CompanyFacts {
  const pages = [page(url, `<html><body>${body}</body></html>`)];
  const facts = extractor.extract(pages, { countryCode });
  allRuns.push({ pages, facts });
  return facts;
}

export function titled(body: string, country = "DE") {
  return run(body, country).people.map((p) => [p.name.value, p.title.value, p.primaryTitle]);
}

/** Decodes Cloudflare-protected addresses in a page, independently of the extractor. */
function cfDecoded(html: string): string {
  const out: string[] = [];
  for (const m of html.matchAll(/(?:data-cfemail="|email-protection#)([0-9a-f]+)/gi)) {
    const hex = m[1] ?? "";
    const key = Number.parseInt(hex.slice(0, 2), 16);
    const bytes: number[] = [];
    for (let i = 2; i < hex.length; i += 2)
      bytes.push(Number.parseInt(hex.slice(i, i + 2), 16) ^ key);
    out.push(new TextDecoder().decode(new Uint8Array(bytes)));
  }
  return out.join(" ");
}

function haystack(p: FetchedPage): string {
  let raw = p.body;
  try {
    raw += ` ${decodeURIComponent(p.body)}`;
  } catch {
    // Not URL-encoded: the raw body is enough.
  }
  const text = parse(p.body).text;
  return `${raw} ${text} ${parse(p.body)
    .querySelectorAll("[content]")
    .map((m) => m.getAttribute("content"))
    .join(" ")} ${cfDecoded(p.body)}`
    .replace(/\s+/g, " ")
    .toLowerCase();
}

export function appears(value: string, p: FetchedPage): boolean {
  const hay = haystack(p);
  if (value.startsWith("+")) {
    // E.164: the national number's digits appear in the page's digits.
    const digits = hay.replace(/\D/g, "");
    return (
      [2, 3, 4].some((cc) => digits.includes(value.slice(1 + cc))) ||
      digits.includes(value.slice(1))
    );
  }
  if (value.includes("@")) {
    // Disguised addresses ("[at]", "(dot)"): every part appears, in order.
    let from = 0;
    for (const part of value.toLowerCase().split(/[@.]/)) {
      const at = hay.indexOf(part, from);
      if (at < 0) return false;
      from = at + part.length;
    }
    return true;
  }
  return hay.includes(value.replace(/\s+/g, " ").toLowerCase());
}
