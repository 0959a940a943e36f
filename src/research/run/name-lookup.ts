import { companyDomain } from "../../company-domain.ts";
import type { WebSearch } from "../ports.ts";
import { isAggregator } from "./candidates.ts";

/*
 * A list row that names a company but gives no website (issue 30) is looked up through the
 * search port, by its name and country. Kept simple and shown to the user as such: the hit
 * (directories and social networks aside) whose title or domain holds most of the name's words,
 * the domain deciding between hits as close, else search order; its confidence is the share of
 * the name's words it holds, so a partial match says so.
 */

export interface NameMatch {
  url: string;
  title: string;
  /** The company key of the hit. */
  domain: string;
  /** Share of the name's words found in the hit's title or domain, 0–1. */
  confidence: number;
}

/** Below this share of the name's words, a hit is another company. */
const MIN_CONFIDENCE = 0.5;

/** The name's words, folded: "Müller Maschinenbau GmbH" → ["muller", "maschinenbau", "gmbh"]. */
export function nameWords(name: string): string[] {
  return fold(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 || /[^\p{Script=Latin}\p{N}]/u.test(w));
}

/** Lower case without Latin accents; other scripts' marks (kana voicing) stay, recomposed. */
function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase();
}

/** Share of `words` that a hit's title or domain holds (a domain label may join them: "acme-tools"). */
export function matchShare(words: string[], title: string, domain: string): number {
  if (words.length === 0) return 0;
  const text = fold(`${title} ${domain.replace(/[.-]/g, " ")}`);
  const label = fold(domain.split(".")[0] ?? "").replace(/-/g, "");
  const held = words.filter((w) => text.includes(w) || (w.length >= 4 && label.includes(w)));
  return held.length / words.length;
}

/** The search hit that is the named company, or undefined when none is close enough. */
export async function lookUpCompany(
  search: WebSearch,
  request: { name: string; country?: string; countryCode?: string; language?: string },
): Promise<NameMatch | undefined> {
  const words = nameWords(request.name);
  if (words.length === 0) return undefined;
  const hits = await search.search({
    query: [request.name, request.country].filter(Boolean).join(" "),
    ...(request.countryCode ? { country: request.countryCode } : {}),
    ...(request.language ? { language: request.language } : {}),
    limit: 10,
  });
  let best: (NameMatch & { inDomain: number }) | undefined;
  for (const hit of hits) {
    const domain = companyDomain(hit.url);
    if (!domain || isAggregator(domain)) continue;
    const confidence = matchShare(words, hit.title, domain);
    if (confidence < MIN_CONFIDENCE) continue;
    // Generic names ("Chemicals Birmingham Ltd") stand whole in other firms' titles too: of
    // hits as close, the one whose domain spells more of the name is the company's own site.
    const inDomain = matchShare(words, "", domain);
    if (
      best &&
      (confidence < best.confidence ||
        (confidence === best.confidence && inDomain <= best.inDomain))
    ) {
      continue;
    }
    best = { url: hit.url, title: hit.title, domain, confidence, inDomain };
  }
  if (!best) return undefined;
  const { inDomain: _, ...match } = best;
  return { ...match, confidence: Math.round(match.confidence * 100) / 100 };
}
