import type { SearchHit, SearchQuery, WebSearch } from "../research/ports.ts";
import type { SandboxCorpus, SearchDocument, SiteKind } from "./corpus.ts";
import { tokenize } from "./text.ts";

/*
 * An in-memory search engine over the corpus: BM25 over folded tokens of each page's title (counted
 * twice), snippet and indexed text, in the site's language and in English. German-style compounds
 * are met halfway: a query word also matches indexed words that end or start with it ("pumpen"
 * finds "Kreiselpumpen"), at a discount. Country and language bias results the way a real engine's
 * region setting does, without filtering them. Ties break on URL, so the order is deterministic.
 */

interface IndexedDoc {
  url: string;
  title: string;
  snippet: string;
  language: string;
  country: string | undefined;
  kind: SiteKind;
  length: number;
}

/** BM25's term-frequency saturation (k1) and document-length normalisation (b), the usual values. */
const BM25 = { k1: 1.2, b: 0.75 };
const COMPOUND_WEIGHT = 0.6;
const OTHER_COUNTRY_FACTOR = 0.3;
const OTHER_LANGUAGE_FACTOR = 0.85;
/** Aggregators rank a little below the businesses they list, as on real engines, but still show. */
const AGGREGATOR_FACTOR = 0.7;
const DEFAULT_LIMIT = 10;

/** The corpus as a WebSearch, plus a synchronous search for tests and the HTTP endpoint. */
export interface SandboxSearch extends WebSearch {
  searchSync(query: SearchQuery): SearchHit[];
}

/** Builds the BM25 index over every page the corpus's sites expose to search. */
export function createSearchIndex(corpus: SandboxCorpus): SandboxSearch {
  const docs: IndexedDoc[] = [];
  const postings = new Map<string, { doc: number; tf: number }[]>();
  for (const site of corpus.sites) {
    for (const document of site.documents) addDocument(site.domain, site.kind, document);
  }
  const compounds = compoundLookup([...postings.keys()]);
  const averageLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(docs.length, 1);
  // A query word's BM25 contribution to each page it matches depends on the word alone: worked
  // out the first time the word is asked for, then reused by every query that has it.
  const contributions = new Map<string, TokenContributions>();
  // One score slot per page, reused by every query; `touched` lists the slots a query filled.
  const scores = new Float64Array(docs.length);
  const touched: number[] = [];

  function addDocument(domain: string, kind: SiteKind, document: SearchDocument) {
    const tokens = [
      ...tokenize(document.title),
      ...tokenize(document.title),
      ...tokenize(document.snippet),
      ...tokenize(document.text),
    ];
    const id = docs.length;
    docs.push({
      url: `http://${domain}${document.path}`,
      title: document.title,
      snippet: document.snippet,
      language: document.language,
      country: document.country,
      kind,
      length: tokens.length,
    });
    const counts = new Map<string, number>();
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    for (const [token, tf] of counts) {
      const list = postings.get(token) ?? [];
      list.push({ doc: id, tf });
      postings.set(token, list);
    }
  }

  function expand(token: string): { term: string; weight: number }[] {
    const terms = [{ term: token, weight: 1 }];
    if (token.length >= 4) {
      for (const term of compounds(token)) terms.push({ term, weight: COMPOUND_WEIGHT });
    }
    return terms;
  }

  function contributionsOf(token: string): TokenContributions {
    const cached = contributions.get(token);
    if (cached) return cached;
    // Compound matches add to the word's frequency, as a decompounding engine would count them.
    const frequencies = new Map<number, number>();
    for (const { term, weight } of expand(token)) {
      for (const { doc, tf } of postings.get(term) ?? []) {
        frequencies.set(doc, (frequencies.get(doc) ?? 0) + weight * tf);
      }
    }
    const df = frequencies.size;
    const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
    const ids = new Int32Array(df);
    const values = new Float64Array(df);
    let i = 0;
    for (const [doc, tf] of frequencies) {
      const length = docs[doc]?.length ?? averageLength;
      ids[i] = doc;
      const { k1, b } = BM25;
      values[i] = idf * ((tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / averageLength)));
      i++;
    }
    const result = { ids, values };
    contributions.set(token, result);
    return result;
  }

  function searchSync(query: SearchQuery): SearchHit[] {
    for (const token of new Set(tokenize(query.query))) {
      const { ids, values } = contributionsOf(token);
      for (let i = 0; i < ids.length; i++) {
        const doc = ids[i] as number;
        if (scores[doc] === 0) touched.push(doc);
        scores[doc] = (scores[doc] as number) + (values[i] as number);
      }
    }
    const wantedCountry = query.country?.toUpperCase();
    const best = new TopHits(query.limit ?? DEFAULT_LIMIT);
    for (const id of touched) {
      const doc = docs[id] as IndexedDoc;
      let factor = doc.kind === "company" ? 1 : AGGREGATOR_FACTOR;
      if (wantedCountry && doc.country && doc.country !== wantedCountry)
        factor *= OTHER_COUNTRY_FACTOR;
      if (query.language && doc.language !== query.language) factor *= OTHER_LANGUAGE_FACTOR;
      best.offer({ doc, score: (scores[id] as number) * factor });
      scores[id] = 0;
    }
    touched.length = 0;
    return best
      .ranked()
      .map(({ doc }) => ({ url: doc.url, title: doc.title, snippet: doc.snippet }));
  }

  return { searchSync, search: async (query) => searchSync(query) };
}

interface TokenContributions {
  /** The pages the word matches, in the order their frequencies were first counted. */
  ids: Int32Array;
  /** Its BM25 score on each of those pages. */
  values: Float64Array;
}

/**
 * The indexed words a query word meets as part of a compound: longer words that start or end
 * with it, in the vocabulary's sorted order. Binary search over the sorted words (prefixes) and
 * over the sorted reversed words (suffixes), instead of a scan of the whole vocabulary.
 */
function compoundLookup(words: string[]): (token: string) => string[] {
  const sorted = [...words].sort();
  const reversed = words.map(reverse).sort();
  const cache = new Map<string, string[]>();
  return (token) => {
    const cached = cache.get(token);
    if (cached) return cached;
    const found = new Set<string>();
    for (const word of startingWith(sorted, token)) found.add(word);
    for (const word of startingWith(reversed, reverse(token))) found.add(reverse(word));
    found.delete(token);
    const terms = [...found].sort();
    cache.set(token, terms);
    return terms;
  };
}

function reverse(word: string): string {
  return [...word].reverse().join("");
}

/** The words of a sorted list that start with a prefix (a contiguous run of it). */
function startingWith(sorted: string[], prefix: string): string[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as string) < prefix) low = mid + 1;
    else high = mid;
  }
  const words: string[] = [];
  for (let i = low; i < sorted.length && (sorted[i] as string).startsWith(prefix); i++) {
    words.push(sorted[i] as string);
  }
  return words;
}

interface Ranked {
  doc: IndexedDoc;
  score: number;
}

/** Higher score first; ties on URL, so the order is deterministic. */
function before(a: Ranked, b: Ranked): boolean {
  return a.score > b.score || (a.score === b.score && a.doc.url < b.doc.url);
}

/**
 * The best `limit` results in rank order, kept while the scored pages stream past: a page that
 * does not beat the current last is dropped at once, so a query costs about one comparison per
 * matching page rather than a sort of them all.
 */
class TopHits {
  private readonly kept: Ranked[] = [];
  constructor(private readonly limit: number) {}

  offer(item: Ranked): void {
    const { kept, limit } = this;
    if (limit <= 0) return;
    if (kept.length === limit && !before(item, kept[limit - 1] as Ranked)) return;
    let i = kept.length;
    while (i > 0 && before(item, kept[i - 1] as Ranked)) i--;
    kept.splice(i, 0, item);
    if (kept.length > limit) kept.pop();
  }

  ranked(): Ranked[] {
    return this.kept;
  }
}
