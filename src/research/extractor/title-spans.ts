import type { PrimaryTitle } from "../decision-makers.ts";
import { stem } from "../language/stem.ts";
import {
  aloneRole,
  COMPOUND_HEADS,
  INFLECTING,
  isConnector,
  JOINERS,
  PATTERNS_BY_FIRST,
  type Pattern,
  wordMatches,
} from "./title-patterns.ts";

/*
 * Where the catalogue's titles stand in a title's words. Longer forms claim their words first
 * ("Technischer Geschäftsführer" before "Geschäftsführer"); a title of several joined parts
 * ("Founder & Managing Director", "Gründer und Geschäftsführer") yields every part's role, and a
 * field joined under one head ("Head of Sales and Marketing", "Sales and Marketing Director")
 * takes that head.
 */

interface Hit {
  start: number;
  /** Exclusive; connectors skipped inside the form ("Responsable des achats") are covered. */
  end: number;
  pattern: Pattern;
}

/** The claims on a title's words so far. */
export interface Claims {
  claimed: boolean[];
  found: Set<PrimaryTitle>;
  spans: string[][];
}

/** Where the pattern stands from word `i`, or undefined. */
function endOfHit(words: string[], i: number, pattern: Pattern): number | undefined {
  let j = i;
  for (let k = 0; k < pattern.words.length; k++) {
    if (k > 0) {
      j++;
      while (j < words.length && !wordMatches(words[j] ?? "", pattern, k)) {
        if (!isConnector(words[j] ?? "", pattern.language)) return undefined;
        j++;
      }
    }
    if (!wordMatches(words[j] ?? "", pattern, k)) return undefined;
  }
  return j + 1;
}

/** Patterns that may start at a word: by the word itself and by its stem where titles inflect. */
function candidatesAt(word: string): Pattern[] {
  const found = new Set(PATTERNS_BY_FIRST.get(word) ?? []);
  if (word.length >= 4) {
    for (const lang of INFLECTING) {
      for (const p of PATTERNS_BY_FIRST.get(`${lang}:${stem(word, lang)}`) ?? []) found.add(p);
    }
    // An inflected word is its form plus an ending of up to four letters ("kierownikiem").
    for (let cut = 1; cut <= 4 && word.length - cut >= 4; cut++) {
      for (const p of PATTERNS_BY_FIRST.get(word.slice(0, -cut)) ?? []) found.add(p);
    }
  }
  return [...found];
}

function hitsIn(words: string[], skip: (at: number) => boolean): Hit[] {
  const hits: Hit[] = [];
  for (let i = 0; i < words.length; i++) {
    if (skip(i)) continue;
    for (const pattern of candidatesAt(words[i] ?? "")) {
      const end = endOfHit(words, i, pattern);
      if (end !== undefined) hits.push({ start: i, end, pattern });
    }
  }
  return hits.sort(
    (a, b) =>
      b.pattern.words.length - a.pattern.words.length || b.end - b.start - (a.end - a.start),
  );
}

/** Claims the words of every pattern found, longest first; `skip` refuses a start ("to the CEO"). */
export function claimPatterns(
  words: string[],
  skip: (at: number) => boolean = () => false,
): Claims {
  const claims: Claims = { claimed: words.map(() => false), found: new Set(), spans: [] };
  const taken: Array<[number, number]> = [];
  for (const hit of hitsIn(words, skip)) {
    // A shorter pattern inside a longer claimed match is the same title, unless both name it
    // at once ("Gérant" is CEO and Owner).
    const overlaps = claims.claimed.slice(hit.start, hit.end).some(Boolean);
    const sameSpan = taken.some(([s, e]) => s === hit.start && e === hit.end);
    if (overlaps && !sameSpan) continue;
    claims.found.add(hit.pattern.primary);
    if (sameSpan) continue;
    for (let k = hit.start; k < hit.end; k++) claims.claimed[k] = true;
    taken.push([hit.start, hit.end]);
    claims.spans.push(words.slice(hit.start, hit.end));
  }
  return claims;
}

/** The parts of a joined title as [start, end) ranges, joining words left out. */
function parts(words: string[], joined: boolean[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  for (let i = 0; i <= words.length; i++) {
    const boundary = i === words.length || (i > 0 && joined[i]);
    if (!boundary) continue;
    if (i > start) out.push([start, i]);
    start = JOINERS.has(words[i] ?? "") ? i + 1 : i;
  }
  if (JOINERS.has(words[0] ?? "") && out[0]?.[0] === 0) out[0][0] = 1;
  return out.filter(([s, e]) => e > s);
}

/** True when every word of a short phrase is claimed by the catalogue's forms. */
function fullMatch(words: string[]): Set<PrimaryTitle> | undefined {
  const claims = claimPatterns(words);
  return claims.claimed.every(Boolean) ? claims.found : undefined;
}

/**
 * Reads the parts of a joined title that the whole-text pass left unclaimed: a part that is a
 * title alone ("Directeur et fondateur"), or a field that takes the head of the first or last
 * part ("Head of Sales and Marketing" → "Head of Marketing").
 */
export function claimJoinedParts(words: string[], joined: boolean[], claims: Claims): void {
  const all = parts(words, joined);
  if (all.length < 2) return;
  const first = all[0];
  const last = all[all.length - 1];
  const claim = (s: number, e: number, found: Iterable<PrimaryTitle>) => {
    for (const primary of found) claims.found.add(primary);
    for (let k = s; k < e; k++) claims.claimed[k] = true;
    claims.spans.push(words.slice(s, e));
  };
  const unclaimed = ([s, e]: [number, number]) => !claims.claimed.slice(s, e).some(Boolean);
  for (const [s, e] of all.filter(unclaimed)) {
    const part = words.slice(s, e);
    if (part.length > 3) continue;
    const head = first && first[0] !== s ? words[first[0]] : undefined;
    const tail = last && last[1] !== e ? words[last[1] - 1] : undefined;
    const found =
      (head ? fullMatch([head, ...part]) : undefined) ??
      (tail ? fullMatch([...part, tail]) : undefined);
    if (found) claim(s, e, found);
  }
  // A part that is a title only alone ("Directeur", "Partner") counts when every other part is
  // a title too: "Directeur et fondateur", not "Bunchball and partner, NICE".
  const rest = all.filter(unclaimed);
  const alone = rest.map(([s, e]) => aloneRole(words.slice(s, e)));
  if (alone.every(Boolean)) {
    for (const [i, [s, e]] of rest.entries()) claim(s, e, [alone[i] as PrimaryTitle]);
  }
  // A joining word between two claimed parts is part of the title ("CEO and Founder").
  for (let i = 1; i + 1 < words.length; i++) {
    if (JOINERS.has(words[i] ?? "") && claims.claimed[i - 1] && claims.claimed[i + 1]) {
      claims.claimed[i] = true;
    }
  }
}

/**
 * Spells out a German, Dutch or Swedish compound cut short before a joining word:
 * "Einkaufs- und Logistikleiter" → "Einkaufsleiter und Logistikleiter".
 */
export function expandSuspended(text: string): string {
  return text.replace(
    /(\p{L}{3,})-\s*(und|oder|en|och|&|,)\s*(\p{L}{4,})/gu,
    (all, opening: string, joiner: string, compound: string) => {
      const lower = compound.toLowerCase();
      const head = COMPOUND_HEADS.find((h) => lower.endsWith(h) && lower.length > h.length + 2);
      return head ? `${opening}${head} ${joiner} ${compound}` : all;
    },
  );
}
