import { NAME_LOCALES } from "./name-locales.ts";
import { fold } from "./text.ts";

/*
 * Places written like people: "Costa Rica", "Santa Cruz", "San Marino" and "Rua Costa" end in a
 * word that is also a family name. Faker's per-locale location lists (cities, countries, regions,
 * counties) and the words streets are named with ("Rue", "Via", "Calle", "Rua", "Avenue", "Allée")
 * tell them from a name whose given name no list knows.
 */

type Location = Record<string, unknown>;

const PLACE_LISTS = ["city_name", "country", "state", "county", "continent"];
const STREET_WORD_LISTS = ["street_suffix", "street_prefix"];

let places: Set<string> | undefined;
let streetWords: Set<string> | undefined;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

function locations(): Location[] {
  return NAME_LOCALES.map(
    (locale) => (locale.rawDefinitions as { location?: Location }).location ?? {},
  );
}

function build(lists: string[], keep: (entry: string) => boolean): Set<string> {
  const set = new Set<string>();
  for (const location of locations()) {
    for (const list of lists)
      for (const entry of strings(location[list])) if (keep(entry)) set.add(fold(entry));
  }
  return set;
}

/** True when a text (any case, with or without diacritics) is a known city, region or country. */
export function isPlaceName(text: string): boolean {
  places ??= build(PLACE_LISTS, () => true);
  return places.has(fold(text));
}

/**
 * True when a word names a kind of street on its own ("Rua", "Calle", "Boulevard"); the glued
 * endings ("-straat", "-gatan") are parts of one word, never a name's own word.
 */
export function isStreetWord(word: string): boolean {
  streetWords ??= build(STREET_WORD_LISTS, (entry) => /^\p{Lu}\p{L}+\.?$/u.test(entry));
  return streetWords.has(fold(word));
}
