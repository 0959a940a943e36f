import { createRequire } from "node:module";
import germanNames from "gender-detection-from-name/names/de.js";
import englishNames from "gender-detection-from-name/names/en.js";
import spanishNames from "gender-detection-from-name/names/es.js";
import frenchNames from "gender-detection-from-name/names/fr.js";
import italianNames from "gender-detection-from-name/names/it.js";
import { isCommonWord } from "./common-words.ts";
import { communityLocales, NAME_LOCALES, type NameDefinitions } from "./name-locales.ts";
import { fold } from "./text.ts";

/*
 * Given names in the nine languages the engine reads, from faker's maintained per-locale lists
 * (each locale's generic, female and male first names), completed with the German, Italian and
 * Spanish lists of gender-detection-from-name, which hold the older generations' names faker lacks
 * (Jürgen, Birgit, Inge, Ulrike): the people who run Mittelstand firms. Its English and French
 * lists are left out: at 30,000+ entries they name "Free", "Price", "Read" and "Wood". A text is a person's name only if it
 * opens with one of them or a strong structural cue vouches for it: "Free Plate Samples" and
 * "Water Line Repair" are capitalized like names, but nobody is called "Free" or "Water".
 * Built once at module load: about 8,000 folded strings.
 */

function build(): Set<string> {
  const names = new Set<string>();
  for (const locale of NAME_LOCALES) {
    const lists = (locale.rawDefinitions as NameDefinitions).person?.first_name ?? {};
    for (const list of Object.values(lists)) {
      for (const name of list ?? []) {
        // "Anna-Lena" and "Jean Pierre" are given names; so is each part.
        names.add(fold(name));
        for (const part of name.split(/[\s-]+/)) if (part.length > 1) names.add(fold(part));
      }
    }
  }
  for (const list of [germanNames, italianNames, spanishNames]) {
    for (const name of list.keys()) names.add(fold(name));
  }
  for (const name of dutchNames()) if (!isCommonWord(name)) names.add(fold(name));
  return names;
}

/**
 * Faker's Dutch lists are short and young (Daan, Sem, Lotte): human-names' Dutch lists (some 2,000
 * names) add the generations that run Dutch and Flemish firms (Henk, Michiel, Katrien, Wietske,
 * Marloes, Joop). A name that is a common word of our languages ("Age", "Cor", Portuguese for
 * colour) is in the broad lists only.
 */
function dutchNames(): string[] {
  const require = createRequire(import.meta.url);
  const read = (file: string): string[] => {
    try {
      return require(`human-names/data/${file}`) as string[];
    } catch {
      return [];
    }
  };
  return [...read("male-human-names-nl.json"), ...read("female-human-names-nl.json")];
}

const GIVEN = build();

/** True when a word (any case, with or without diacritics) is a known given name. */
export function isGivenName(word: string): boolean {
  const folded = fold(word);
  if (GIVEN.has(folded)) return true;
  // "Jean-Pierre", "Anna-Lena": a compound of given names.
  const parts = folded.split("-");
  return parts.length > 1 && parts.every((part) => GIVEN.has(part));
}

/**
 * The English and French lists of gender-detection-from-name (60,000 names of every origin:
 * Ciarán, Aoife, Kwame, Chidi, Dmitri) hold common words too ("Free", "Read", "Wood"), so a name
 * they alone know is taken only where the line's structure is a second signal: beside a title
 * in a layout, or in a sentence that pairs it with a title.
 */
let broad: Set<string> | undefined;

/**
 * The given names of the communities settled in the nine countries, from faker's Latin-script
 * lists (Finnish Aino and Matti in Sweden, Turkish Derya in Germany, Serbian Dragana in Italy,
 * Indian Priya in Britain): a second tier beside the broad lists. Some of them spell words of our
 * languages (Turkish "Can", "Nur"), so one is taken only when it is no common word.
 */
let community: Set<string> | undefined;

function communityNames(): Set<string> {
  const names = new Set<string>();
  for (const definitions of communityLocales()) {
    const lists = definitions.person?.first_name ?? {};
    for (const name of Object.values(lists).flatMap((list) => list ?? [])) {
      for (const part of name.split(/[\s-]+/)) if (part.length > 1) names.add(fold(part));
    }
  }
  return names;
}

/** True when a word is a given name of the broad lists (see above), or of the main one. */
export function isBroadGivenName(word: string): boolean {
  if (isGivenName(word)) return true;
  broad ??= new Set([...englishNames.keys(), ...frenchNames.keys(), ...dutchNames()].map(fold));
  if (broad.has(fold(word))) return true;
  community ??= communityNames();
  return community.has(fold(word)) && !isCommonWord(word);
}

/**
 * A given name beside a title in a card: a name of the main list, or of the broad and community
 * lists when it is no common word of our languages ("PRIYA", "CHIDI" over "Partner"; never
 * "Gift" over "Designer Discount").
 */
export function isPairedGivenName(word: string): boolean {
  return isGivenName(word) || (isBroadGivenName(word) && !isCommonWord(word));
}
