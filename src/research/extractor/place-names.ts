import { NAME_LOCALES } from "./name-locales.ts";
import { fold } from "./text.ts";

/*
 * Places written like people: "Costa Rica", "San Fernando", "Rua Costa" and "Nieuwe Binnenweg"
 * are capitalized words, some of them family names. Faker's per-locale location lists (cities,
 * countries, regions, counties) and the words streets are named with ("Rue", "Via", "Calle",
 * "Rua"; "-straat", "-gatan") tell them from names. Built on first use.
 */

type Location = Record<string, unknown>;

const PLACE_LISTS = ["city_name", "country", "state", "county", "continent"];

let places: Set<string> | undefined;
let streetKinds: Set<string> | undefined;
let streetEndings: string[] | undefined;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

function locations(): Location[] {
  return NAME_LOCALES.map(
    (locale) => (locale.rawDefinitions as { location?: Location }).location ?? {},
  );
}

/** True when a text (any case, with or without diacritics) is a known city, region or country. */
export function isPlaceName(text: string): boolean {
  places ??= new Set(
    locations()
      .flatMap((l) => PLACE_LISTS.flatMap((list) => strings(l[list])))
      .map(fold),
  );
  return places.has(fold(text));
}

/**
 * The words a street's name opens with, in the languages that write them first ("Rue", "Rua",
 * "Calle", "Via", "ul."): each locale's street prefixes, and its street suffixes where its
 * street pattern puts them before the name. English lists ("Park", "Brooks") are not among them.
 */
function buildStreetKinds(): Set<string> {
  const kinds = new Set<string>();
  for (const location of locations()) {
    const first = strings(location.street_pattern).some((p) =>
      p.startsWith("{{location.street_suffix}}"),
    );
    const words = [
      ...strings(location.street_prefix),
      ...(first ? strings(location.street_suffix) : []),
    ];
    for (const word of words) if (!/\s/.test(word)) kinds.add(fold(word));
  }
  return kinds;
}

/** The endings glued to Dutch and Swedish street names: "-straat", "-weg", "-gatan", "-vägen". */
function buildStreetEndings(): string[] {
  const endings = locations()
    .flatMap((l) => strings(l.street_suffix))
    .filter((s) => /^\p{Ll}{3,}$/u.test(s));
  return [...new Set(endings.map(fold))];
}

/** True when a word opens a street's name ("Rua", "Calle", "Via", "Rue", "Västra"). */
export function isStreetKind(word: string): boolean {
  streetKinds ??= buildStreetKinds();
  return streetKinds.has(fold(word));
}

/** True when a word is a street's name glued to its kind: "Binnenweg", "Kungsgatan". */
export function isGluedStreet(word: string): boolean {
  streetEndings ??= buildStreetEndings();
  // "Vliet-Ammerlaan", "Kesselring-Vogel": a double family name joins two capitalized names; a
  // street joins its words so only after a first name ("Jan-van-Galenstraat").
  if (/^\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u.test(word)) return false;
  const folded = fold(word);
  return streetEndings.some(
    (ending) => folded.length > ending.length + 2 && folded.endsWith(ending),
  );
}
