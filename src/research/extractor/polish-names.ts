import { isGivenName } from "./given-names.ts";
import { isKnownSurname } from "./surnames.ts";
import type { Line } from "./text.ts";

/*
 * Polish names in another grammatical case ("powołała Jana Malinowskiego", "z Piotrem Nowakiem",
 * "gratulujemy Annie Kowalskiej"), given back in the nominative where the declension is regular
 * and certain: an adjectival family name (-ski, -cki, -dzki) declines by a fixed table; a given
 * name or a noun family name only when its nominative is a known one (given-names.ts,
 * surnames.ts); and the two words must agree in one case. Anything else stays as printed.
 */

type Rule = [ending: RegExp, nominative: string];

interface Case {
  given: Rule[];
  /** Adjectival family names: -skiego → -ski, -ską → -ska. */
  adjective: Rule[];
  /** Noun family names ("Nowaka" → "Nowak"); an empty ending leaves them as printed (a woman's). */
  noun: Rule[];
}

const ADJECTIVE = "(?<=(?:sk|ck|dzk))";
const rule = (ending: string, nominative: string): Rule => [
  new RegExp(`${ending}$`, "u"),
  nominative,
];

/** A man's given name: "Jana" → "Jan", "Pawła" → "Paweł", "Marka" → "Marek", "Jerzego" → "Jerzy". */
const MAN_STEM = (ending: string): Rule[] => [
  rule(`(?<=ł)${ending}`, ""),
  rule(`(?<=[^e])ł${ending}`, "eł"),
  rule(`(?<=[^e])k${ending}`, "ek"),
  rule(ending, ""),
];

const CASES: Case[] = [
  // genitive and accusative: "Jana Malinowskiego", "Pawła Nowaka"
  {
    given: [rule("ego", "y"), rule("(?<=i)ego", ""), ...MAN_STEM("a")],
    adjective: [rule(`${ADJECTIVE}iego`, "i")],
    noun: MAN_STEM("a"),
  },
  // dative: "Janowi Kowalskiemu"
  {
    given: MAN_STEM("owi"),
    adjective: [rule(`${ADJECTIVE}iemu`, "i")],
    noun: MAN_STEM("owi"),
  },
  // instrumental: "z Piotrem Nowakiem", "z Janem Kowalskim"
  {
    // "Markiem" → "Marek" before "Mark", "Jackiem" → "Jacek": the Polish stem's e comes back.
    given: [rule("(?<=[^e])kiem", "ek"), rule("(?<=k)iem", ""), ...MAN_STEM("em")],
    adjective: [rule(`${ADJECTIVE}im`, "i")],
    noun: [rule("(?<=[^e])kiem", "ek"), rule("(?<=[kg])iem", ""), rule("em", "")],
  },
  // a woman's accusative and instrumental: "Annę Kowalską", "z Anną Nowak"
  { given: [rule("[ęą]", "a")], adjective: [rule(`${ADJECTIVE}ą`, "a")], noun: [rule("", "")] },
  // a woman's genitive, dative, locative: "Anny Kowalskiej", "Marii Nowak", "Agnieszki Zielińskiej"
  {
    given: [rule("(?<=i)i", "a"), rule("(?<=[kg])i", "a"), rule("y", "a"), rule("ie", "a")],
    adjective: [rule(`${ADJECTIVE}iej`, "a")],
    noun: [rule("", "")],
  },
];

function decline(
  word: string,
  rules: Rule[],
  known: (word: string) => boolean,
): string | undefined {
  for (const [ending, nominative] of rules) {
    if (!ending.test(word)) continue;
    const candidate = word.replace(ending, nominative);
    if (known(candidate)) return candidate;
  }
  return undefined;
}

function familyName(word: string, rules: Case): string | undefined {
  const adjective = decline(word, rules.adjective, () => true);
  if (adjective) return adjective;
  // A noun family name declines only when its nominative is a known one.
  return decline(word, rules.noun, (candidate) =>
    candidate === word ? /^\p{Lu}\p{Ll}+$/u.test(word) : isKnownSurname(candidate),
  );
}

/**
 * A known given name and a known family name are in the nominative ("Anna Dąbek-Sowa", though
 * "Ann" and "Dąbek-Sow" are names too), unless one ends in the nasal vowel of a case: folded,
 * "Annę" and "Kowalską" spell known names as well.
 */
function knownAsPrinted(given: string, family: string): boolean {
  const nasal = /[ąę]$/u;
  if (nasal.test(given) || nasal.test(family)) return false;
  return isGivenName(given) && isKnownSurname(family);
}

/**
 * The nominative of a given name and family name printed in an oblique case, when the declension
 * is certain ("Jana Malinowskiego" → "Jan Malinowski"); undefined when it is printed in the
 * nominative already or the case cannot be told for sure.
 */
export function polishNominative(given: string, family: string): [string, string] | undefined {
  for (const rules of CASES) {
    // Already a given name as printed ("Jana", "Anny" are not): a case must change something.
    const name = decline(given, rules.given, isGivenName);
    const surname = name && familyName(family, rules);
    if (!name || !surname) continue;
    // "Annie Nowak" is an English given name and a woman's family name, both in the nominative.
    if (name === given || (surname === family && isGivenName(given))) continue;
    if (knownAsPrinted(given, family)) continue;
    return [name, surname];
  }
  return undefined;
}

/** Two capitalized words in a row, each a possible given name or family name. */
const TWO_WORDS = /(?<![\p{L}-])(\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}-])/gu;

/** The names printed in an oblique case on the page, by their nominative. */
function obliqueForms(lines: Line[]): Map<string, string> {
  const forms = new Map<string, string>();
  for (const line of lines) {
    for (const match of line.text.matchAll(TWO_WORDS)) {
      const [printed, given = "", family = ""] = match;
      const declined = polishNominative(given, family);
      if (declined) forms.set(declined.join(" ").toLowerCase(), printed);
    }
  }
  return forms;
}

/**
 * The people whose names stand in the page's visible lines, each as the page prints it. A name
 * read in its nominative ("Anna Kowalska" for "Annę Kowalską") keeps the nominative where the
 * page prints it so too, else the form the page prints ("Teresie Grabowskiej"): a value the page
 * does not show would be one we made up.
 */
export function printedOnPage<T extends { name: { value: string } }>(
  people: T[],
  lines: Line[],
): T[] {
  const text = lines.map((line) => line.text.toLowerCase()).join("\n");
  let oblique: Map<string, string> | undefined;
  return people.flatMap((person) => {
    const value = person.name.value;
    if (text.includes(value.toLowerCase())) return [person];
    oblique ??= obliqueForms(lines);
    const printed = oblique.get(value.toLowerCase());
    return printed ? [{ ...person, name: { ...person.name, value: printed } }] : [];
  });
}
