import { communityLocales, NAME_LOCALES, type NameDefinitions } from "./name-locales.ts";
import { PARTICLES } from "./name-words.ts";
import { fold } from "./text.ts";

/*
 * Family names, from faker's maintained per-locale last-name lists: the nine languages with their
 * regional lists, and the Latin-script lists of the communities that live and run firms in those
 * countries (name-locales.ts: Turkish, Romanian, Croatian and Serbian, Finnish, Danish and
 * Norwegian, Czech and Slovak, Ghanaian, Nigerian, Senegalese, Indian, Indonesian, Vietnamese). A family name is the second signal of a name whose given name no list knows
 * ("Henk Groen", "Niamh O'Connor", "Kwame Asante"), so it is asked only where the layout or the
 * sentence already pairs the text with a title (names.ts). Particles ("de Vries", "van den Berg",
 * "dos Santos") are split off: the list's "de Boer" also vouches for "Boer". Built on first use:
 * the community lists cost about 100 ms to load, and most pages never need them.
 */

let known: Set<string> | undefined;

function lastNameLists(definitions: NameDefinitions): (readonly string[])[] {
  return Object.values(definitions.person?.last_name ?? {}).filter((list) => !!list);
}

function build(): Set<string> {
  const names = new Set<string>();
  const definitions = [
    ...NAME_LOCALES.map((locale) => locale.rawDefinitions as NameDefinitions),
    ...communityLocales(),
  ];
  for (const list of definitions.flatMap(lastNameLists)) {
    for (const entry of list) {
      // "van den Berg", "Espinosa de los Monteros", "Jansen van Rensburg": each surname word.
      for (const part of entry.split(/[\s-]+/)) {
        const folded = fold(part);
        if (folded.length > 1 && !PARTICLES.has(folded)) names.add(folded);
      }
    }
  }
  return names;
}

/**
 * Gaelic family names carry their mark in their shape: "O'Connor", "McCarthy", "MacLeod" are
 * family names whether a list holds them or not.
 */
const GAELIC = /^(?:O['’]|Mc|Mac)\p{Lu}\p{Ll}{2,}$/u;

/** True when a word is a known family name; a double-barrelled one when every part is. */
export function isKnownSurname(word: string): boolean {
  if (GAELIC.test(word)) return true;
  known ??= build();
  const parts = fold(word).split("-");
  return parts.every((part) => known?.has(part) || known?.has(masculine(part)));
}

/**
 * The lists give Polish adjectival surnames in the masculine only: "Kowalska", "Zielińska" and
 * "Nowicka" are the women of "Kowalski", "Zieliński", "Nowicki".
 */
const masculine = (folded: string) => folded.replace(/(?<=(?:sk|ck|dzk))a$/u, "i");
