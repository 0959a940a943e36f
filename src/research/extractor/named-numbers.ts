import type { ExtractedPerson } from "../ports.ts";
import { HONORIFIC } from "./name-words.ts";
import { fold, foldWords } from "./text.ts";

/*
 * A number a line gives to a person by name, away from their card: "Cell. 338 412 9077
 * (Gennaro)", "Mobil: 0170 1234567 (Herr Weber)", "Anna Weber: 0711 123456". Small firms list
 * the owner's mobile with the company's numbers and say whose it is in a word. The reference must
 * point at exactly one of the people the site names (a given name two people share says nothing),
 * and the line must hold that one number only.
 */

/** The text a line names someone by: words in brackets, or a label before a colon. */
function references(text: string): string[] {
  const bracketed = [...text.matchAll(/\(([^()\d@]{2,40})\)/gu)].map((m) => m[1] ?? "");
  const label = /^([^:\d@]{2,40}):\s*\+?\d/u.exec(text)?.[1];
  return [...bracketed, ...(label ? [label] : [])];
}

/** The folded words of a reference, without a salutation ("Herr Weber" → "weber"). */
function referenceWords(reference: string): string[] {
  const words = reference.trim().split(/\s+/);
  while (words.length > 1 && HONORIFIC.test(words[0] ?? "")) words.shift();
  return foldWords(words.join(" "));
}

/** Whether a reference names this person: the whole name, the given name or the surname alone. */
function names(person: ExtractedPerson, words: string[]): boolean {
  const name = foldWords(person.name.value);
  if (words.length === 0 || name.length < 2) return false;
  if (words.length === 1) return words[0] === name[0] || words[0] === name[name.length - 1];
  return words.join(" ") === name.join(" ");
}

/**
 * The person a line names beside its number, if exactly one of `people` answers to the name; the
 * caller checks that the line holds one number only.
 */
export function personNamedBeside(
  text: string,
  people: ExtractedPerson[],
): ExtractedPerson | undefined {
  for (const reference of references(text)) {
    const words = referenceWords(reference);
    const named = people.filter((person) => !person.external && names(person, words));
    const [only] = named;
    if (named.length === 1 && only && fold(reference).length >= 3) return only;
  }
  return undefined;
}
