import { countries as sandboxCountries } from "../../sandbox/countries.ts";
import { fold } from "../../sandbox/text.ts";

/*
 * Country and city names as a reader of European company sites knows them. Country names come
 * from ICU (Intl.DisplayNames) in every language we read, so any ISO country works, not only the
 * sandbox's; city exonyms ("Munich" for "München") come from the gazetteer we ship.
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
  for (const [code, names] of allNames()) if (names.includes(folded)) return code;
  return undefined;
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
  const known = sandboxCountries.find((c) => c.code === code.toUpperCase());
  if (known) return known.language;
  return COUNTRY_LANGUAGE[code.toUpperCase()] ?? "en";
}

const COUNTRY_LANGUAGE: Record<string, string> = {
  BE: "fr",
  LU: "fr",
  DK: "da",
  FI: "fi",
  CZ: "cs",
  NO: "en",
  IE: "en",
  MX: "es",
  AR: "es",
  BR: "pt",
};

/** Every name a city goes by (folded): its own, its exonym, and its region's names. */
export function cityNames(city: string): { city: string[]; region: string[] } {
  const wanted = fold(city.trim());
  for (const country of sandboxCountries) {
    for (const entry of country.cities) {
      const own = [entry.name, entry.nameEn].filter((n): n is string => !!n).map(fold);
      const region = [entry.region, entry.regionEn].filter((n): n is string => !!n).map(fold);
      if (own.includes(wanted)) return { city: own, region: [] };
      if (region.includes(wanted)) return { city: [], region };
    }
  }
  return { city: [wanted], region: [] };
}

/** The gazetteer's city names (folded, own and English) of a country; empty when unknown. */
export function knownCitiesOf(code: string): string[] {
  const country = sandboxCountries.find((c) => c.code === code.toUpperCase());
  return (country?.cities ?? []).flatMap((c) =>
    [c.name, c.nameEn].filter((n): n is string => !!n).map(fold),
  );
}
