import { COMPOUND_LANGUAGES } from "./compounds.ts";
import { stem } from "./stem.ts";
import type { Language } from "./stopwords.ts";

/*
 * German, Dutch and Swedish name a thing by a compound ("bakkerijmachines") or by its head "for"
 * the modifier ("kneedmachines voor bakkerijen", "Maschinen für Bäckereien", "maskiner för
 * bagerier"), the head often a narrower compound of its own ("kneedmachines" are machines).
 * The modifier may be a near form of the compound's ("bakkers" for "bakkerij", "Bäcker" for
 * "Bäckerei"): the stems meet but for a short derivational ending.
 */

const FOR = new Set(["voor", "fur", "for", "till"]);
// Between "for" and the modifier: an article or an adjective ("voor warme bakkers").
const BETWEEN = 2;
const MIN_PART = 4;
const MIN_STEM = 5;
const DERIVATION = 3;

/** Whether a page word names the modifier of a compound ("bakkers" for "bakkerij"). */
export function sameModifier(word: string, modifier: string, language: Language): boolean {
  const a = stem(word, language);
  const b = stem(modifier, language);
  if (a === b) return a.length >= MIN_PART;
  // German stems "Bäcker" to "back": the words as written meet too ("backer", "backerei").
  return [word, a].some((x) => [modifier, b].some((y) => derived(x, y)));
}

// One word the other with a short derivational ending: "bakker" / "bakkerij".
function derived(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return (
    short.length >= MIN_STEM && long.startsWith(short) && long.length - short.length <= DERIVATION
  );
}

/** The ways a compound splits into a modifier and a head of at least four letters each. */
function splits(compound: string): { modifier: string; head: string }[] {
  const out: { modifier: string; head: string }[] = [];
  for (let at = MIN_PART; at <= compound.length - MIN_PART; at++) {
    out.push({ modifier: compound.slice(0, at), head: compound.slice(at) });
  }
  return out;
}

// The head is the page word, or the tail of a longer compound on the page ("rekovens").
const headedBy = (word: string, head: string) =>
  word === head || (word.endsWith(head) && word.length - head.length >= 3);

/**
 * Where clause words say the compound another way, as [from, to): "kneedmachines voor
 * bakkerijen" or "bakkersovens" for "bakkerijovens". Only in German, Dutch and Swedish.
 */
export function compoundParaphraseAt(
  words: readonly string[],
  at: number,
  compound: string,
  language: Language,
): { from: number; to: number } | undefined {
  if (!COMPOUND_LANGUAGES.has(language) || compound.length < 2 * MIN_PART) return undefined;
  const word = words[at] ?? "";
  if (word === compound) return undefined;
  for (const { modifier, head } of splits(compound)) {
    if (!headedBy(word, head)) continue;
    const front = word.slice(0, word.length - head.length);
    if (front.length >= MIN_PART && sameModifier(front, modifier, language)) {
      return { from: at, to: at + 1 };
    }
    if (!FOR.has(words[at + 1] ?? "")) continue;
    for (let k = at + 2; k <= at + 2 + BETWEEN && k < words.length; k++) {
      if (sameModifier(words[k] ?? "", modifier, language)) return { from: at, to: k + 1 };
    }
  }
  return undefined;
}
