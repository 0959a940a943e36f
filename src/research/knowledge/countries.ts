import { fold } from "../language/fold.ts";
import { wholeWordIndex } from "../language/whole-word.ts";
import { cityAliases } from "./cities.ts";

/*
 * Country and city names as a reader of European company sites knows them. Country names come
 * from ICU (Intl.DisplayNames) in every language we read, so any ISO country works, not only the
 * sandbox's; city exonyms ("Munich" for "München") come from the compact gazetteer in cities.ts.
 */

const LANGUAGES = ["en", "de", "fr", "it", "es", "nl", "pl", "sv", "pt", "da", "fi", "cs"];

// Codes ICU still names but no current country holds (East Germany, Yugoslavia, the EU...).
const RETIRED = new Set([
  "DD",
  "FX",
  "CS",
  "YU",
  "SU",
  "ZR",
  "TP",
  "BU",
  "NT",
  "QO",
  "EU",
  "EZ",
  "UN",
  "UK",
  "XA",
  "XB",
]);

// Every two-letter region code ICU knows a name for.
const REGION_CODES: string[] = (() => {
  const english = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const codes: string[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (english.of(code) && !RETIRED.has(code)) codes.push(code);
    }
  }
  return codes;
})();

const ALIASES: Record<string, string> = {
  uk: "GB",
  "great britain": "GB",
  england: "GB",
  usa: "US",
  "united states of america": "US",
  america: "US",
  holland: "NL",
};

let namesByCode: Map<string, string[]> | undefined;

/** Every name of every country, folded, by ISO code. */
function allNames(): Map<string, string[]> {
  if (namesByCode) return namesByCode;
  namesByCode = new Map();
  const displays = LANGUAGES.map(
    (lang) => new Intl.DisplayNames([lang], { type: "region", fallback: "none" }),
  );
  for (const code of REGION_CODES) {
    const names = new Set<string>();
    for (const display of displays) {
      const name = display.of(code);
      if (name) names.add(fold(name));
    }
    namesByCode.set(code, [...names]);
  }
  for (const [alias, code] of Object.entries(ALIASES)) namesByCode.get(code)?.push(alias);
  return namesByCode;
}

/** The ISO code of a country given by code or by name in a language we read. */
export function countryCodeOf(value: string): string | undefined {
  const folded = fold(value.trim());
  if (ALIASES[folded]) return ALIASES[folded];
  if (/^[a-z]{2}$/.test(folded) && allNames().has(folded.toUpperCase())) {
    return folded.toUpperCase();
  }
  return codesByName().get(folded);
}

let codeByName: Map<string, string> | undefined;

/** Each folded name's country; a name two countries share is the first's, as a scan in order finds. */
function codesByName(): Map<string, string> {
  if (codeByName) return codeByName;
  codeByName = new Map();
  for (const [code, names] of allNames()) {
    for (const name of names) if (!codeByName.has(name)) codeByName.set(name, code);
  }
  return codeByName;
}

/** The country's names (folded) in every language we read, aliases included. */
export function countryNames(code: string): string[] {
  return allNames().get(code.toUpperCase()) ?? [];
}

/** The country's name in one language, for queries ("Deutschland"); English when unknown. */
export function countryNameIn(code: string, language: string): string {
  const display = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
  return display.of(code.toUpperCase()) ?? code;
}

/** The main language of a country's business sites, for local-language queries. */
export function languageOf(code: string): string {
  return COUNTRY_LANGUAGE[code.toUpperCase()] ?? "en";
}

const COUNTRY_LANGUAGE: Record<string, string> = {
  DE: "de",
  AT: "de",
  CH: "de",
  LI: "de",
  FR: "fr",
  BE: "fr",
  LU: "fr",
  MC: "fr",
  IT: "it",
  SM: "it",
  ES: "es",
  MX: "es",
  AR: "es",
  CL: "es",
  CO: "es",
  PT: "pt",
  BR: "pt",
  NL: "nl",
  PL: "pl",
  SE: "sv",
  DK: "da",
  FI: "fi",
  CZ: "cs",
};

/** Every name a city goes by (folded): its own and its exonyms, or a region's names and cities. */
export function cityNames(city: string): { city: string[]; region: string[] } {
  return cityAliases(fold(city.trim()));
}

interface NameIndex {
  /** Every name of four letters or more (and "uk", "usa"), longest first. */
  names: { name: string; code: string }[];
  /** For each word a name starts with, the positions of those names in `names`. */
  byFirstWord: Map<string, number[]>;
  /** Names with no letters wholeWordIndex counts as a word's: tried on every text. */
  wordless: number[];
}

let nameIndex: NameIndex | undefined;

// What wholeWordIndex counts as a word's letters: a name standing as whole words in a text is
// made of whole words of the text, its first word among them.
const NOT_WORD = /[^a-z0-9]+/;

function buildNameIndex(): NameIndex {
  const names = [...allNames()]
    .flatMap(([code, list]) => list.map((name) => ({ name, code })))
    .filter((n) => n.name.length >= 4 || ["uk", "usa"].includes(n.name))
    .sort((a, b) => b.name.length - a.name.length);
  const byFirstWord = new Map<string, number[]>();
  const wordless: number[] = [];
  names.forEach(({ name }, i) => {
    const first = name.split(NOT_WORD).find(Boolean);
    if (first === undefined) wordless.push(i);
    else byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), i]);
  });
  return { names, byFirstWord, wordless };
}

/** Every country a folded text names as a whole word, each once, in the order they first appear. */
export function countriesNamedIn(folded: string): { code: string; index: number }[] {
  nameIndex ??= buildNameIndex();
  // Evidence lines are checked one by one: each looks up the names its words start, rather than
  // scanning for all 1,500. Tried in the index's order, so ties come out as a full scan's would.
  const tried = [...nameIndex.wordless];
  for (const word of new Set(folded.split(NOT_WORD))) {
    tried.push(...(nameIndex.byFirstWord.get(word) ?? []));
  }
  tried.sort((a, b) => a - b);
  const first = new Map<string, number>();
  for (const i of tried) {
    const { name, code } = nameIndex.names[i] as { name: string; code: string };
    const at = wholeWordIndex(folded, name);
    if (at !== -1 && at < (first.get(code) ?? Number.POSITIVE_INFINITY)) first.set(code, at);
  }
  return [...first].map(([code, index]) => ({ code, index })).sort((a, b) => a.index - b.index);
}

/** The first country a folded text names (as a whole word), with where; undefined if none. */
export function countryNamedIn(folded: string): { code: string; index: number } | undefined {
  return countriesNamedIn(folded)[0];
}

/** The countries whose business sites are mostly in a language ("de" → DE, AT, CH). */
export function countriesSpeaking(language: string): string[] {
  return Object.entries(COUNTRY_LANGUAGE)
    .filter(([, lang]) => lang === language)
    .map(([code]) => code)
    .concat(language === "en" ? ["GB", "IE", "US", "CA", "AU", "NZ", "MT"] : []);
}
