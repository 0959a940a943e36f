import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { Glob } from "bun";
import {
  countriesNamedIn,
  countryCodeOf,
  countryNames,
} from "../src/research/knowledge/countries.ts";
import { TYPE_CUES } from "../src/research/knowledge/type-cues.ts";
import { fold } from "../src/research/language/fold.ts";
import { wholeWordIndex } from "../src/research/language/whole-word.ts";
import { compile, findSpans, matchEnd } from "../src/research/verify/cue-match.ts";
import { readSite } from "../src/research/verify/page-words.ts";
import { type Claim, readTypeClaims } from "../src/research/verify/type-claims.ts";

/*
 * The verifier's scans pass over what cannot match before they look (a country name whose words
 * are not in the text, a cue whose first word is not in the sentence). These tests hold the
 * short cuts to what the plain scans find, on the field corpus's pages, written by others.
 */

const pages = [...new Glob("tests/fixtures/field-corpus/sites/**/*.html").scanSync(".")]
  .sort()
  .map((path) => readFileSync(path, "utf8").replace(/<[^>]*>/g, " "));

/** Every country whose name stands in the text, scanning every name (the plain way). */
function plainCountriesNamedIn(folded: string): { code: string; index: number }[] {
  const first = new Map<string, number>();
  for (const code of ALL_CODES) {
    for (const name of countryNames(code)) {
      if (name.length < 4 && !["uk", "usa"].includes(name)) continue;
      const at = wholeWordIndex(folded, name);
      if (at !== -1 && at < (first.get(code) ?? Number.POSITIVE_INFINITY)) first.set(code, at);
    }
  }
  return [...first].map(([code, index]) => ({ code, index })).sort((a, b) => a.index - b.index);
}

const ALL_CODES = Array.from({ length: 26 * 26 }, (_, i) =>
  String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
).filter((code) => countryNames(code).length > 0);

describe("countriesNamedIn", () => {
  test("finds what scanning every name finds, on real pages", () => {
    expect(pages.length).toBeGreaterThan(100);
    let named = 0;
    for (const page of pages) {
      const folded = fold(page);
      const found = countriesNamedIn(folded);
      named += found.length;
      expect(found).toEqual(plainCountriesNamedIn(folded));
    }
    expect(named).toBeGreaterThan(50);
  });

  test("a name inside a longer one, hyphenated names and the text's edges", () => {
    const folded = fold("Papua New Guinea; Guinea-Bissau. Made in Germany");
    const codes = countriesNamedIn(folded).map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(["PG", "GN", "GW", "DE"]));
    expect(countriesNamedIn(fold("germanys")).map((c) => c.code)).not.toContain("DE");
    expect(countriesNamedIn(fold("germany")).map((c) => c.code)).toEqual(["DE"]);
  });
});

describe("findSpans", () => {
  const patterns = Object.values(TYPE_CUES).flatMap((forms) =>
    [...forms.self, ...forms.verb, ...forms.role].map(compile),
  );

  test("finds what trying every position finds, for every type cue, on real pages", () => {
    let spans = 0;
    const differing: string[] = [];
    for (const page of pages) {
      const site = readSite({ pages: [{ url: "https://example.test/", text: page }] } as never);
      for (const sentence of site.sentences) {
        const list = sentence.words.map((w) => w.w);
        for (const pattern of patterns) {
          const plain: [number, number][] = [];
          for (let i = 0; i + pattern.length <= list.length; i++) {
            const end = matchEnd(list, i, pattern);
            if (end >= 0) plain.push([i, end]);
          }
          const found = findSpans(sentence, pattern);
          spans += found.length;
          if (JSON.stringify(found) !== JSON.stringify(plain)) differing.push(sentence.text);
        }
      }
    }
    expect(differing).toEqual([]);
    expect(spans).toBeGreaterThan(50);
  });
});

describe("countriesNamedIn, line by line", () => {
  test("finds what scanning every name finds on each line of real pages", () => {
    const differing: string[] = [];
    let named = 0;
    for (const page of pages) {
      for (const line of page.split(/\n+/)) {
        const folded = fold(line);
        const found = countriesNamedIn(folded);
        named += found.length;
        if (JSON.stringify(found) !== JSON.stringify(plainCountriesNamedIn(folded))) {
          differing.push(line);
        }
      }
    }
    expect(differing).toEqual([]);
    expect(named).toBeGreaterThan(50);
  });
});

describe("readTypeClaims", () => {
  // Taken with every cue tried on every sentence, before cues were looked up by first word.
  test("reads on real pages what trying every cue read", () => {
    const show = (c: Claim) =>
      `${c.kind}${c.negated ? " (negated)" : ""} @${c.from}-${c.to}: ${c.sentence.text.slice(0, 80)}`;
    const readings = pages.map((page) => {
      const site = readSite({ pages: [{ url: "https://example.test/", text: page }] } as never);
      const reading = readTypeClaims(site, new Set(["example"]));
      return {
        claims: reading.claims.map(show),
        resellerTells: reading.resellerTells.map(show),
        offers: reading.offers.map(show),
      };
    });
    expect(readings.flatMap((r) => r.claims).length).toBeGreaterThan(50);
    expect(readings).toMatchSnapshot();
  });
});

describe("countryCodeOf", () => {
  test("gives each name the country a scan of every country's names, in order, gives", () => {
    const scan = (folded: string) => ALL_CODES.find((code) => countryNames(code).includes(folded));
    const names = ALL_CODES.flatMap((code) => countryNames(code));
    expect(names.length).toBeGreaterThan(1000);
    const differing = names.filter((name) => countryCodeOf(name) !== scan(name));
    expect(differing).toEqual([]);
    expect(countryCodeOf("Deutschland")).toBe("DE");
    expect(countryCodeOf("Nowhere Land")).toBeUndefined();
  });
});
