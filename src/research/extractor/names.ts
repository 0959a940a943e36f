import { isCommonWord } from "./common-words.ts";
import { isBroadGivenName, isGivenName, isPairedGivenName } from "./given-names.ts";
import {
  AND_WORDS,
  GIVEN_SALUTATION,
  HONORIFIC,
  isSurnameForm,
  NICKNAME,
  NOT_NAME,
  PARTICLES,
  SUFFIX,
} from "./name-words.ts";
import { isGluedStreet, isPlaceName, isStreetKind } from "./place-names.ts";
import { polishNominative } from "./polish-names.ts";
import { isKnownSurname } from "./surnames.ts";
import { fold, squash } from "./text.ts";
import { looksLikeTitle, matchTitle } from "./titles.ts";

/*
 * Whether a short text is a person's name. Capitalized words are not enough: menus, headings
 * and product names are capitalized too ("Free Plate Samples", "Technical Info"). A name opens
 * with a given name from a maintained multilingual list (given-names.ts), unless a structural
 * cue vouches for it (an imprint label, an hCard or schema.org Person): then any well-formed
 * name is taken. Beside a title, a known family name (surnames.ts) after given-name words that
 * are no common words of our languages is a second way in: "Henk Groen", "Niamh Walsh". Particles of European surnames (van den, de la, von, i), diacritics, hyphens and
 * apostrophes are kept; salutations and degrees are split off and returned beside the name.
 */

export interface NameParts {
  name: string;
  /** Salutations and degrees written around the name, as written: "Dr.", "Dipl.-Ing.", "M.D.". */
  honorific?: string;
}

export interface NameOptions {
  /** A structural cue names this text as a person: the given-name check is skipped. */
  cue?: boolean;
  /**
   * The text stands where a card puts a name, beside a title: a name in capitals ("ANNA
   * KOWALSKA" over "Head of Design") is taken when it opens with a known given name, or, under a
   * cue, ends in a known family name ("HENK GROEN" over "Oprichter").
   */
  paired?: boolean;
  /**
   * A sentence's grammar pairs the text with a catalogue title: a given name of the broad lists
   * (given-names.ts), or a known family name, is enough. Not for layouts: "Gift Certificate"
   * over "Designer Discount".
   */
  broad?: boolean;
}

const CAPITALIZED =
  /^(?:(?:[dl]['’])?\p{Lu}(?:\p{Ll}+|['’]\p{Lu}\p{Ll}+)(?:\p{Lu}\p{Ll}+)?(?:-\p{Lu}\p{Ll}+)*|\p{Lu}{2,}(?:-\p{Lu}{2,})*)$/u;
const INITIAL = /^(?:\p{Lu}\.){1,2}$/u;
const GENERATION = /^(?:jr|sr|ii|iii|iv)\.?$/iu;
const SHOUTED = /^\p{Lu}{2,}(?:-\p{Lu}{2,})*$/u;
/**
 * A family name in capitals keeps its Gaelic or Norman prefix as written: "McALLISTER",
 * "MacDONALD", "O'BRIEN", "D'ANGELO".
 */
const SHOUTED_NAME = /^(?:Ma?c|[DO]['’])?\p{Lu}{2,}(?:-(?:Ma?c)?\p{Lu}{2,})*$/u;

/**
 * An abbreviated salutation, degree or order no list holds them all of ("Cav.", "Lav.", "Per.",
 * "Ind.", "hab.", "adw.", "Cdor.", "Leg.", "Eng.º"): two to five letters and a dot. One letter and
 * a dot is an initial of the name.
 */
const ABBREVIATION = /^\p{L}{2,5}\.[ºª]?$/u;

const isHonorific = (word: string) => HONORIFIC.test(word) || ABBREVIATION.test(word);

/**
 * Whether a word printed before a name is a salutation or degree of it, in either case and with
 * an elided article ("Dr", "ing.", "l'ing.", "Lic."): what stands between an apposition's comma
 * and the name ("our Laboratory Manager, Dr Aoife Kinsella", "il nostro direttore, l'ing. Marco
 * Bocchi") is no part of the title before.
 */
export function isHonorificBefore(word: string): boolean {
  const bare = word.replace(/^[ldLD]['’]/u, "");
  return bare !== "" && isHonorific(bare) && !/[,;:]$/u.test(bare);
}

/**
 * Degrees abbreviated by their initials, as Latin American and Iberian pages write them before a
 * name ("C.P. Roberto Díaz", "Q.F.B. Ximena Castillo", "L.A.E. Pilar Soto"): told from a name's
 * own initials ("J.R. Tolkien") by the given name that follows them.
 */
const DOTTED_DEGREE = /^(?:\p{Lu}\.){2,4}$/u;

/**
 * Whether the word at `at` opens a name's salutations and degrees. A salutation that is a given
 * name too ("Don", "Dona") and a degree in initials are one only before a given name, with a
 * whole name (two words) after them.
 */
function opensWithHonorific(words: string[], at: number): boolean {
  const word = words[at] ?? "";
  const beforeGivenName = () => at < words.length - 2 && isGivenName(words[at + 1] ?? "");
  if (GIVEN_SALUTATION.has(fold(word))) return beforeGivenName();
  if (DOTTED_DEGREE.test(word)) return beforeGivenName();
  return isHonorific(word);
}

/** Leading salutations and degrees: "Prof. Dr.", "mgr inż.", "Dipl.-Ing.", "Cav. Lav.", "Don". */
function splitHonorifics(words: string[]): { prefix: string[]; rest: string[] } {
  const prefix: string[] = [];
  let at = 0;
  while (at < words.length - 1 && opensWithHonorific(words, at)) prefix.push(words[at++] ?? "");
  return { prefix, rest: words.slice(at) };
}

/**
 * A word of a name in capitals as a name is written ("VAN DER LINDEN" → "van der Linden",
 * "McALLISTER" → "McAllister", "O'BRIEN" → "O'Brien"), for the checks that read names in mixed
 * case; the name is still given as printed.
 */
function titleCased(word: string, index: number): string {
  if (!SHOUTED_NAME.test(word)) return word;
  if (index > 0 && PARTICLES.has(fold(word))) return word.toLowerCase();
  const capitalize = (part: string) => {
    const prefix = /^(?:Ma?c|[DO]['’])(?=\p{Lu})/u.exec(part)?.[0] ?? "";
    const rest = part.slice(prefix.length);
    return `${prefix}${rest.charAt(0)}${rest.slice(1).toLowerCase()}`;
  };
  return word.split("-").map(capitalize).join("-");
}

/**
 * A capitalized particle that opens the text makes it a family name alone ("Van Acker", "De
 * Smet-Vandamme", "Di Stefano", "De la Cruz"), or a place ("De Kade"): a person's whole name
 * opens with a given name ("Katrien Van Acker").
 */
function isFamilyNameAlone(words: string[]): boolean {
  const first = words[0] ?? "";
  if (!/^\p{Lu}\p{Ll}/u.test(first) || !PARTICLES.has(fold(first))) return false;
  return words.slice(1).filter((word) => !PARTICLES.has(fold(word))).length <= 1;
}

/**
 * The plural particles of Portuguese and French names stand before a plural ("dos Santos", "das
 * Neves", "des Roches"): "das" before a singular is an article of the sentence ("Derya Aydın das
 * Geschäft").
 */
const PLURAL_PARTICLE = new Set(["das", "dos", "des"]);

/** Lower-case particles do not count towards a name's length: "María del Carmen Ruiz de la Fuente". */
const MAX_NAME_WORDS = 6;

/**
 * Polish oblique cases of a name ("Jana Malinowskiego", "Annę Kowalską"): given in the nominative
 * when the declension is certain (polish-names.ts), else no name: the printed form is not what
 * the person is called.
 */
const OBLIQUE = /(?:[scd]kiego|dzkiego|\p{L}[ąę])$/u;

/** A given name and family name in the nominative ("Jana Malinowskiego" → "Jan Malinowski"). */
function nominative(words: string[]): string[] {
  const [given, family] = words;
  const declined = words.length === 2 && given && family && polishNominative(given, family);
  return declined || words;
}

/** Trailing degrees and generations: "Jr.", "M.D.", "PhD", ", CMFO"; undefined if a title. */
function splitSuffixes(text: string): { core: string; suffix: string[] } | undefined {
  const pieces = text.split(/\s*,\s*/);
  const suffix: string[] = [];
  while (pieces.length > 1) {
    const last = (pieces[pieces.length - 1] ?? "").trim();
    const words = last.split(/\s+/);
    // A degree ("MD", "PhD") is a degree even where it spells a title too.
    const degree = words.every((w) => SUFFIX.test(w));
    if (!degree && (matchTitle(last) || looksLikeTitle(last))) return undefined;
    // A registered credential keeps its mark: "CFP®".
    const credential = degree || words.every((w) => /^\p{Lu}[\p{Lu}.-]{1,7}[®™]?$/u.test(w));
    if (!credential) return undefined;
    suffix.unshift(`, ${last}`);
    pieces.pop();
  }
  const words = (pieces[0] ?? "").split(/\s+/);
  while (words.length > 2) {
    const last = words[words.length - 1] ?? "";
    const mixedCase = words.slice(0, -1).some((word) => /\p{Ll}/u.test(word));
    // "RUIZ PÉREZ": an accented vowel is a vowel; a surname in capitals is no acronym.
    const unaccented = last.normalize("NFD").replace(/\p{M}/gu, "");
    const before = words[words.length - 2] ?? "";
    const surnamesInCapitals = SHOUTED_NAME.test(before) && !isWrittenCredential(before);
    const acronym =
      mixedCase && !surnamesInCapitals && (ACRONYM.test(unaccented) || MEMBERSHIP.test(last));
    if (!isWrittenCredential(last) && !acronym) break;
    suffix.unshift(` ${words.pop() ?? ""}`);
  }
  return { core: words.join(" "), suffix };
}

/**
 * A credential written after a name without a comma ("Abdo MS RN", "Phelps PA-C"): a known
 * post-nominal in capitals ("MS", "PhD", "M.D.") or a generation ("Jr."); "Anna Maria Ma" keeps
 * her surname.
 */
function isWrittenCredential(word: string): boolean {
  if (!SUFFIX.test(word)) return false;
  return GENERATION.test(word) || word.includes(".") || (word.match(/\p{Lu}/gu) ?? []).length >= 2;
}

/**
 * The shape of post-nominal letters no list can hold them all of ("RVN", "CMFO", "FRCVS"): a
 * short run of capitals with at most one vowel. A surname in capitals ("Isabelle AUBERT") has
 * its vowels; this is asked only after a name written in mixed case.
 */
const ACRONYM = /^(?=[^AEIOUY]*[AEIOUY]?[^AEIOUY]*$)\p{Lu}{2,5}(?:-\p{Lu}{1,2})?$/u;

/**
 * A membership of an institution written in mixed case ("MIMechE", "FIStructE", "MCIArb"):
 * capitals at both ends and three or more in all; a name ends in a small letter ("McDonald").
 */
const MEMBERSHIP = /^(?=(?:\p{Ll}*\p{Lu}){3})(?=.*\p{Ll})\p{Lu}[\p{L}]{1,8}\p{Lu}$/u;

/** Surname-first writing of French, Italian and Polish lists: "DUPONT Jean", "ROSSI Giulia". */
function givenNameAt(words: string[], given: (word: string) => boolean): number {
  const first = words.findIndex((word) => !INITIAL.test(word));
  if (first < 0) return -1;
  if (given(words[first] ?? "") && !SHOUTED.test(words[first] ?? "")) return first;
  if (SHOUTED.test(words[0] ?? "") && words.length === 2 && given(words[1] ?? "")) return 1;
  return -1;
}

/**
 * Given names are short words (Henk, Marloes, Ineke, Niamh, Joop); the trade that names a firm
 * after its owner is mostly a long compound ("Autohaus Schmidt", "Hoveniersbedrijf Groen",
 * "Carpintería Martínez", "Notariskantoor Visser"), and no frequency list holds them all. A word
 * no given-name list knows is taken for one only up to this length.
 */
const SHORT_WORD = 7;

/**
 * A name whose given name no list knows ("Henk Groen", "Conceição Ferreira", "Kwame Asante"): it
 * ends in a known family name, and each word before it is an initial, a particle or a name-shaped
 * word that is no common word, street word or place of our languages, so that "Costa Rica",
 * "Santa Cruz", "Rua Costa" and "Free Plate Samples" stay what they are.
 */
function familyNameVouches(words: string[]): boolean {
  const family = words[words.length - 1] ?? "";
  if (!isKnownSurname(family)) return false;
  const before = words.slice(0, -1);
  const nameWord = (word: string) =>
    CAPITALIZED.test(word) &&
    !isCommonWord(word) &&
    !isPlaceName(word) &&
    (isBroadGivenName(word) || word.length <= SHORT_WORD);
  const opener = before.find((word) => !INITIAL.test(word)) ?? "";
  if (!nameWord(opener)) return false;
  // Two family names and no given name: Spanish and Portuguese pages refer back to a person so
  // ("Garza Treviño se incorporó en 2012"); the whole name stands elsewhere on the page.
  if (isKnownSurname(opener) && !isBroadGivenName(opener)) return false;
  // A particle in capitals is still one: "MARLOES DE VRIES".
  return before.every((word) => INITIAL.test(word) || PARTICLES.has(fold(word)) || nameWord(word));
}

/**
 * A name beside a title in a card whose given name only the broad lists know ("Priya Whitcombe",
 * "Dragana Petrović" over "Partner"): each word after it is a known family name or no common
 * word of our languages, so that a product over its tagline ("Myson Decor Radiators") stays one.
 */
function pairedGivenNameVouches(words: string[]): boolean {
  const first = words.findIndex((word) => !INITIAL.test(word));
  if (first < 0 || !isPairedGivenName(words[first] ?? "")) return false;
  return words
    .slice(first + 1)
    .every(
      (word) =>
        INITIAL.test(word) ||
        PARTICLES.has(fold(word)) ||
        isKnownSurname(word) ||
        (!isCommonWord(word) && !isPlaceName(word)),
    );
}

/**
 * Words of the language and no name at all: the text opens with a common word that no given-name
 * list knows, and no word of it is a known family name ("Commercial Valuation", "Building
 * Surveying", "Nuevos Proyectos", "Servizio Clienti"). Even where a layout vouches for its line,
 * such a phrase is a heading or a department.
 */
function isCommonPhrase(words: string[]): boolean {
  const named = words.filter((word) => !INITIAL.test(word) && !PARTICLES.has(fold(word)));
  const [opener = "", ...rest] = named;
  if (!isCommonWord(opener) || isBroadGivenName(opener) || isKnownSurname(opener)) return false;
  return !rest.some((word) => isKnownSurname(word) || isDoubleFamilyName(word));
}

/**
 * "Declercq-Lambrecht", "Vreugdenhil-Duijvestijn": two capitalized words of no language joined by
 * a hyphen are a married couple's family names, which no heading or department is made of.
 */
function isDoubleFamilyName(word: string): boolean {
  const halves = /^(\p{Lu}\p{Ll}{2,})-(\p{Lu}\p{Ll}{2,})$/u.exec(word);
  return !!halves && !halves.slice(1).some((half) => isCommonWord(half) || isPlaceName(half));
}

/** "and" between two names in the nine languages, some of which join a double family name. */
const AND = new Set<string>(AND_WORDS);

/**
 * "Joanna Lis-Wojciechowska i Grzegorz Makowski": "and" then a known given name and another word
 * joins two people, where "Jaume Ferrer i Llopis" and "Ortega y Gasset" join two family names. A
 * given name that is a family name too ("Luca", "Marco") opens a second person when a family name
 * follows it: "Marco Rossi e Luca Bianchi".
 */
function joinsTwoPeople(words: string[]): boolean {
  return words.some((word, at) => {
    const next = words[at + 1] ?? "";
    if (at === 0 || !AND.has(fold(word)) || at + 2 >= words.length || !isGivenName(next)) {
      return false;
    }
    return !isKnownSurname(next) || isKnownSurname(words[at + 2] ?? "");
  });
}

/** A known place, or a street: "Rua Costa", "Via Rossi", "Nieuwe Binnenweg", "Kungsgatan Berg". */
function isPlace(words: string[]): boolean {
  if (isPlaceName(words.join(" "))) return true;
  // "França e Bélgica", "Spanien und Portugal": places joined by "and" are places.
  const and = words.findIndex((word) => AND.has(fold(word)));
  if (
    and > 0 &&
    isPlaceName(words.slice(0, and).join(" ")) &&
    isPlaceName(words.slice(and + 1).join(" "))
  ) {
    return true;
  }
  // "Calle Castro", "Rua Costa": a street's kind opens it. After a known given name, the word is a
  // family name ("Rocío Cuesta Bedia", "Ana Vía", "Ramón Arroyo Quintana"); so, in German, is a
  // last word in "-weg" ("Henrik Hollweg"), where a street so spelled ("Nieuwe Binnenweg") opens
  // with no given name. Films say given names too, so a common word may be one.
  const street = words.slice(0, -1).findIndex(isStreetKind);
  const opener = words[0] ?? "";
  const givenFirst = isGivenName(opener);
  if (street === 0 || (street > 0 && !givenFirst)) return true;
  return words.some(
    (word, at) =>
      isGluedStreet(word) &&
      !isKnownSurname(word) &&
      !(givenFirst && at === words.length - 1 && at > 0 && /weg$/u.test(word)),
  );
}

/** A nickname in quotes between a given name and the family name: 'Robert "Bob" Hendricks'. */
const NICKNAME_INSIDE = new RegExp(String.raw`(?<=\p{L}\.?)\s+(${NICKNAME})\s+(?=\p{L})`, "u");

/**
 * The name in a text when the whole text is one, with its honorifics split off; else undefined.
 * A nickname in quotes inside it stays, as printed ('José Luis "Pepe" Hernández'): the name
 * without it is printed nowhere.
 */
export function readName(text: string, options: NameOptions = {}): NameParts | undefined {
  const nickname = NICKNAME_INSIDE.exec(text);
  if (!nickname) return readWholeName(text, options);
  const before = text.slice(0, nickname.index).trim().split(/\s+/).pop() ?? "";
  const parts = readWholeName(text.replace(nickname[0], " "), options);
  if (!parts) return undefined;
  const name = parts.name.replace(`${before} `, `${before} ${nickname[1]} `);
  return squash(text).includes(name) ? { ...parts, name } : undefined;
}

/** "According to", before a name in the nine languages: "Segundo Gustavo Oliveira, diretor …". */
const ACCORDING_TO = new Set(
  "segundo segun selon laut secondo volgens enligt wedlug conforme".split(" "),
);

/** The text without an "according to" that opens it before a known given name. */
function withoutAccordingTo(text: string): string {
  const [first = "", second = "", ...rest] = text.trim().split(/\s+/u);
  if (rest.length === 0 || !ACCORDING_TO.has(fold(first)) || !isGivenName(second)) return text;
  return [second, ...rest].join(" ");
}

function readWholeName(text: string, options: NameOptions): NameParts | undefined {
  const trimmed = withoutAccordingTo(text)
    .trim()
    // A British degree's class ("BSc (Hons)") is the degree's, which stays out of the name.
    .replace(/(?<=\s(?:BSc|BA|BEng|MEng|LLB|MA))\s\(Hons\)/gu, "")
    .replace(/[,;:]$/, "")
    // A sentence's full stop after a family name ("Financieel directeur: Katrien Goethals."); an
    // initial keeps its dot ("John R.").
    .replace(/(?<=\p{Ll}{2})\.$/u, "")
    .replace(/\s+/g, " ");
  // Brackets never occur in a name, save the school after a degree ("Dipl.-Ing. (FH)", the
  // Austrian "DI (FH)").
  const unbracketed = trimmed.replace(/(?<=\.|\bDI)\s\((?:FH|TH|TU|BA|DH|Univ\.?)\)\s/gu, " ");
  if (trimmed.length < 4 || trimmed.length > 80 || /[\d@/|()[\]{}!?<>=+*#&"“”]/.test(unbracketed)) {
    return undefined;
  }
  const split = splitSuffixes(trimmed);
  if (!split) return undefined;
  const { prefix, rest: printed } = splitHonorifics(split.core.split(" "));
  const words = nominative(printed);
  const particles = words.filter((word) => PARTICLES.has(word)).length;
  if (words.length < 2 || words.length - particles > MAX_NAME_WORDS) return undefined;
  if (words.some((word) => OBLIQUE.test(word))) return undefined;
  if (isFamilyNameAlone(words)) return undefined;
  // A name in capitals is checked as it would be written in mixed case.
  const checked = words.map(titleCased);
  let capitalized = 0;
  for (const [index, word] of checked.entries()) {
    const isLast = index === words.length - 1;
    const next = checked[index + 1] ?? "";
    if (NOT_NAME.has(fold(word.replace(/\.$/, ""))) && !isSurnameForm(word)) return undefined;
    // "Sabine Krüger zur Geschäftsführerin": after "zur", "von", "de" a title is no surname.
    if (index > 0 && PARTICLES.has(checked[index - 1] ?? "") && matchTitle(word)) return undefined;
    if (CAPITALIZED.test(word)) capitalized++;
    else if (INITIAL.test(word) && !isLast) capitalized++;
    // The Irish "Ó" before a family name ("Cathal Ó Murchú"), capitalized but one letter.
    else if (word === "Ó" && index > 0 && !isLast) continue;
    else if (!(PARTICLES.has(word) && index > 0 && !isLast)) return undefined;
    else if (PLURAL_PARTICLE.has(word) && !/s$/u.test(next)) return undefined;
  }
  if (capitalized < 2 || capitalized > 5) return undefined;
  const given = options.broad ? isBroadGivenName : isGivenName;
  // A whole name in capitals over a title is the card's heading ("CHIDI OKAFOR" over "Associate
  // Surveyor"): a given name of the broad lists may open it. So it may in mixed case beside a
  // title in a layout ("Sekretarz | Wojciech Kmak", "Niamh Walsh" over "Office Manager") when
  // every word after it is a known family name or no common word: a product over its tagline
  // ("Myson Decor Radiators") stays one.
  const byPairedGivenName = () => !!options.paired && pairedGivenNameVouches(checked);
  // A title beside the text is what lets a known family name stand in for a known given name: a
  // sentence's grammar, or a layout's title that vouches (a name in capitals over it). A card's
  // looser title ("Facilities", "Open daily") is no second signal: beside one, the given name
  // must be a known one.
  const byFamilyName = () =>
    !!(options.broad || (options.paired && options.cue)) && familyNameVouches(checked);
  // Shouting text ("ABOUT US") is a heading; a name may capitalize the surname only, or all of
  // it when a cue vouches or a title stands beside it, and it opens with a given name ("JANE
  // DOE" over "PRESIDENT") or ends in a known family name ("HENK GROEN" over "OPRICHTER").
  const shouting = words.every((word) => word === word.toUpperCase() || SHOUTED_NAME.test(word));
  if (shouting) {
    const opensWithGiven = given(words.find((w) => !INITIAL.test(w)) ?? "");
    const vouched = opensWithGiven || byFamilyName() || byPairedGivenName();
    if (!(options.cue || options.paired) || !vouched) return undefined;
  }
  const name = words.join(" ");
  // "Managing Director" and "Head Chef" are capitalized too: a title is not a name; nor is a
  // place or a street, even where a card's layout vouches for its line ("San Fernando", "Nieuwe
  // Binnenweg" over "Filiaalmanager").
  const written = checked.join(" ");
  if (matchTitle(written) || looksLikeTitle(written) || isPlace(checked)) return undefined;
  if (joinsTwoPeople(checked)) return undefined;
  if (isCommonPhrase(checked)) return undefined;
  // Initials alone ("J. Jordan") or an unknown given name need a cue to be a person.
  // Initials and a surname beside a title ("R.D. Huffines", "K. Hartman, Head") are a name's
  // shape, not a heading's.
  const initialled = options.paired && INITIAL.test(words[0] ?? "") && words.length <= 3;
  const unvouched = !options.cue && !shouting && !initialled;
  if (unvouched && givenNameAt(words, given) < 0 && !byFamilyName() && !byPairedGivenName()) {
    return undefined;
  }
  // A generation ("Jr.", "III") right after the name is part of it; a degree ("M.D.") is not.
  // Each suffix keeps the separator it was written with, so the name stays as on the page. A
  // generation written after a degree ("Berg PhD Jr.") stays with the degree: joined to the name
  // it would make a name the page does not contain.
  const bare = (part: string) => part.replace(/^,?\s*/, "");
  const firstDegree = split.suffix.findIndex((part) => !GENERATION.test(bare(part)));
  const nameEnd = firstDegree < 0 ? split.suffix.length : firstDegree;
  const generation = split.suffix.slice(0, nameEnd);
  const degrees = split.suffix.slice(nameEnd).map(bare);
  const full = `${name}${generation.join("")}`;
  const honorific = [...prefix, ...degrees].join(" ");
  return honorific ? { name: full, honorific } : { name: full };
}

/** The name in a text when the whole text is one (salutation and degree dropped), else undefined. */
export function personName(text: string, options: NameOptions = {}): string | undefined {
  return readName(text, options)?.name;
}
