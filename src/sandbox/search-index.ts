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
  const vocabulary = [...postings.keys()].sort();
  const averageLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(docs.length, 1);
  const expansions = new Map<string, { term: string; weight: number }[]>();

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
    const cached = expansions.get(token);
    if (cached) return cached;
    const terms = [{ term: token, weight: 1 }];
    if (token.length >= 4) {
      for (const term of vocabulary) {
        if (
          term !== token &&
          term.length > token.length &&
          (term.endsWith(token) || term.startsWith(token))
        ) {
          terms.push({ term, weight: COMPOUND_WEIGHT });
        }
      }
    }
    expansions.set(token, terms);
    return terms;
  }

  function searchSync(query: SearchQuery): SearchHit[] {
    const scores = new Map<number, number>();
    for (const token of new Set(tokenize(query.query))) {
      // Compound matches add to the word's frequency, as a decompounding engine would count them.
      const frequencies = new Map<number, number>();
      for (const { term, weight } of expand(token)) {
        for (const { doc, tf } of postings.get(term) ?? []) {
          frequencies.set(doc, (frequencies.get(doc) ?? 0) + weight * tf);
        }
      }
      const df = frequencies.size;
      const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
      for (const [doc, tf] of frequencies) {
        const length = docs[doc]?.length ?? averageLength;
        const { k1, b } = BM25;
        const score = idf * ((tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / averageLength)));
        scores.set(doc, (scores.get(doc) ?? 0) + score);
      }
    }
    const wantedCountry = query.country?.toUpperCase();
    const ranked = [...scores]
      .map(([id, score]) => {
        const doc = docs[id] as IndexedDoc;
        let factor = doc.kind === "company" ? 1 : AGGREGATOR_FACTOR;
        if (wantedCountry && doc.country && doc.country !== wantedCountry)
          factor *= OTHER_COUNTRY_FACTOR;
        if (query.language && doc.language !== query.language) factor *= OTHER_LANGUAGE_FACTOR;
        return { doc, score: score * factor };
      })
      .sort(
        (a, b) => b.score - a.score || (a.doc.url < b.doc.url ? -1 : a.doc.url > b.doc.url ? 1 : 0),
      );
    return ranked
      .slice(0, query.limit ?? DEFAULT_LIMIT)
      .map(({ doc }) => ({ url: doc.url, title: doc.title, snippet: doc.snippet }));
  }

  return { searchSync, search: async (query) => searchSync(query) };
}
