import { parse as parseDomain } from "tldts";
import { countryCodeOf, languageOf } from "../knowledge/countries.ts";
import type { Line } from "./text.ts";

/*
 * The country a site's national phone numbers are written in: the site's own, never the
 * profile's. A Belgian site writes "02 123 45 67" for Brussels; read with a German profile's
 * region that number would be stored as +49… or dropped. In order of how little they lie:
 *
 * 1. the country-code TLD of the site's domain (.be, .co.uk);
 * 2. the address the site states: a country name on a short line of its own or closing an
 *    address line, or a postcode only one country writes (UK "SK9 2GH", Canada "V6B 1A1",
 *    the Netherlands "4706 RA");
 * 3. the country of the numbers it writes with their own +CC, when they agree;
 * 4. the region of its `<html lang="de-AT">`, or a language only one country of ours speaks
 *    when the given country does not speak it;
 * 5. the country given by the caller.
 */

/** Country-code TLDs sold as generic names: they say nothing about where a company is. */
const GENERIC_CCTLDS = new Set(["io", "ai", "co", "me", "tv", "fm", "ly", "cc", "ws", "to", "gg"]);
const TLD_COUNTRY: Record<string, string> = { uk: "GB", eu: "" };

/** A language of ours spoken as the main business language of one country only. */
const ONE_COUNTRY_LANGUAGE: Record<string, string> = { pl: "PL", sv: "SE", it: "IT", cs: "CZ" };

/**
 * Countries where such a language is an official one too: a Swedish page of a Finnish company
 * (Ostrobothnia, Åland) or an Italian page of a Swiss one (Ticino) writes Finnish or Swiss
 * numbers, so the given country stands.
 */
const ALSO_SPOKEN_IN: Record<string, readonly string[]> = {
  sv: ["FI", "AX"],
  it: ["CH", "SM", "VA"],
};

export function countryOfDomain(url: string): string | undefined {
  const info = parseDomain(url, { allowPrivateDomains: false });
  const tld = info.publicSuffix?.split(".").at(-1)?.toLowerCase();
  if (tld?.length !== 2 || GENERIC_CCTLDS.has(tld)) return undefined;
  const mapped = TLD_COUNTRY[tld];
  if (mapped !== undefined) return mapped || undefined;
  return countryCodeOf(tld);
}

const US_STATES =
  "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY";

/** Names that are a country's and something else's too: Georgia is also a US state. */
export const AMBIGUOUS_COUNTRY_NAMES = new Set(["georgia", "jordan", "chad", "jersey", "guernsey"]);

const POSTCODES: [RegExp, string][] = [
  [new RegExp(String.raw`\b(?:${US_STATES}),?\s+\d{5}(?:-\d{4})?\b`), "US"],
  [/\b[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}\b/, "GB"],
  [/\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d\b/, "CA"],
  [/\b[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}\s+[A-Z][a-z]/, "NL"],
];

/** Votes for a country from one short line of an address. */
function addressVotes(text: string): string[] {
  const votes: string[] = [];
  for (const [pattern, country] of POSTCODES) if (pattern.test(text)) votes.push(country);
  if (text.split(/\s+/).length > 12) return votes;
  // A country name counts on an address line (one with a postcode or house number) or alone
  // on its line under an address block; "Summer program ~ Florence, Italy" is no address.
  const pieces = text.split(/[,|·•–]/);
  if (pieces.length > 1 && !/\d/.test(text)) return votes;
  for (const piece of pieces) {
    const words = piece
      .trim()
      .replace(/[.:;]+$/, "")
      .trim();
    if (!/^\p{L}[\p{L} .]{1,30}$/u.test(words) || words.split(/\s+/).length > 3) continue;
    // Two-letter pieces are state and region codes ("MA", "CA") as often as countries.
    if (words.replace(/[\s.]/g, "").length < 3 || AMBIGUOUS_COUNTRY_NAMES.has(words.toLowerCase()))
      continue;
    const code = countryCodeOf(words);
    if (code) votes.push(code);
  }
  return votes;
}

/** The country one line of an address names, if it names one only. */
export function lineCountry(text: string): string | undefined {
  const votes = new Set(addressVotes(text));
  if (votes.size === 0) return trailingCountry(text);
  return votes.size === 1 ? [...votes][0] : undefined;
}

/** Words of a place and a country on one address line: "Dubai United Arab Emirates". */
const MAX_PLACE_LINE_WORDS = 6;

/**
 * "Dubai United Arab Emirates", "Jebel Ali Free Zone Dubai UAE": a city written before its
 * country with no comma between. Only a short line of capitalised words, without digits, ends so
 * in an address; "Made in Germany" has a lowercase word and is a claim, not an address.
 */
function trailingCountry(text: string): string | undefined {
  const words = text
    .trim()
    .replace(/[.:;]+$/, "")
    .split(/\s+/);
  if (words.length < 2 || words.length > MAX_PLACE_LINE_WORDS || /[\d,]/.test(text))
    return undefined;
  if (!words.every((word) => /^\p{Lu}[\p{L}'’-]*$/u.test(word))) return undefined;
  for (let from = 1; from < words.length; from += 1) {
    const name = words.slice(from).join(" ");
    if (name.replace(/[\s.]/g, "").length < 3 || AMBIGUOUS_COUNTRY_NAMES.has(name.toLowerCase()))
      continue;
    const code = countryCodeOf(name);
    if (code) return code;
  }
  return undefined;
}

/** The country with the most votes, if it has more than any other. */
function winner(votes: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const vote of votes) counts.set(vote, (counts.get(vote) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  return first && (!second || first[1] > second[1]) ? first[0] : undefined;
}

export interface SiteClues {
  url: string;
  lines: Line[];
  /** The `lang` attribute of the page's `<html>`. */
  lang?: string;
  /** Countries of numbers written with their +CC on the site. */
  dialled?: string[];
}

/** The country to read the site's national numbers with; `given` when nothing says otherwise. */
export function siteCountry(pages: SiteClues[], given?: string): string | undefined {
  const fromDomain = winner(pages.flatMap((page) => countryOfDomain(page.url) ?? []));
  if (fromDomain) return fromDomain;
  const fromAddress = winner(
    pages.flatMap((page) => page.lines.flatMap((l) => addressVotes(l.text))),
  );
  if (fromAddress) return fromAddress;
  const fromNumbers = winner(pages.flatMap((page) => page.dialled ?? []));
  if (fromNumbers && new Set(pages.flatMap((page) => page.dialled ?? [])).size === 1) {
    return fromNumbers;
  }
  for (const page of pages) {
    const [language, region] = (page.lang ?? "").toLowerCase().split(/[-_]/);
    // "en-US" is many a site template's default, whatever the country: it proves little.
    const regional = region && /^[a-z]{2}$/.test(region) && !(language === "en" && region === "us");
    if (regional && countryCodeOf(region)) return region.toUpperCase();
    const only = language ? ONE_COUNTRY_LANGUAGE[language] : undefined;
    const spokenThere =
      !!given &&
      (languageOf(given) === language || !!ALSO_SPOKEN_IN[language ?? ""]?.includes(given));
    if (only && !spokenThere) return only;
  }
  return given;
}
