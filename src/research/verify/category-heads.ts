import {
  CATEGORY_HEADS,
  COMPATIBLE,
  type HeadClass,
  STAFFING,
} from "../knowledge/category-heads.ts";
import { AFTERCARE } from "../knowledge/type-cues.ts";
import { COMPOUND_LANGUAGES } from "../language/compounds.ts";
import { tokenize } from "../language/fold.ts";
import { inOwnVoice } from "./activity.ts";
import { compile, findSpans, matchEnd } from "./cue-match.ts";
import type { ReadSite, Sentence } from "./page-words.ts";
import { contentWords, hitNegated, type PhraseHit } from "./term-match.ts";

/*
 * The head of what a site offers must be the head the profile asks for: "packaging materials"
 * are not "packaging machinery", "cleaning agents" and "cleaning staff" are not "cleaning
 * services", "films for packaging machines" are films. A hit's head is the noun after it (en,
 * de, nl, sv), the tail of its compound ("Reinigungsmittel"), the noun before its "of"
 * ("produits de nettoyage", "środki czyszczące"), or the thing a "for" serves.
 */

const CLASSES = Object.entries(CATEGORY_HEADS) as [HeadClass, string[]][];
const HEAD_FIRST = new Set<Sentence["language"]>(["fr", "it", "es", "pt", "pl"]);
const LINKS = new Set(
  "de d di del della dello dei degli delle per para pour du des da do dos das dla la le les l il lo gli el los las o a os as".split(
    " ",
  ),
);
const FOR = new Set("for fur pour per para voor dla".split(" "));
const TAIL_SLACK = 4;

/** The head class a word names, whole or, in a compound, as its tail. */
export function headClassOf(word: string, compound: boolean): HeadClass | undefined {
  for (const [cls, heads] of CLASSES) {
    for (const head of heads) {
      const prefix = head.endsWith("*");
      const stem = prefix ? head.slice(0, -1) : head;
      if (prefix ? word.startsWith(stem) : word === stem) return cls;
      if (!compound) continue;
      const at = word.lastIndexOf(stem);
      const rest = word.length - at - stem.length;
      if (at >= 3 && (prefix ? rest <= TAIL_SLACK : rest === 0)) return cls;
    }
  }
  return undefined;
}

/** The head classes a profile phrase names ("cleaning agents" → product). */
function phraseClasses(phrase: string): Set<HeadClass> {
  return new Set(
    tokenize(phrase).flatMap((w) => {
      const cls = headClassOf(w, true);
      return cls ? [cls] : [];
    }),
  );
}

/** The head classes standing at a hit: its compounds' tails, the noun after or before it. */
function hitHeads(hit: PhraseHit): HeadClass[] {
  const { sentence, from, to } = hit;
  const list = sentence.words.map((w) => w.w);
  const compound = COMPOUND_LANGUAGES.has(sentence.language);
  const heads: (HeadClass | undefined)[] = [];
  if (compound) for (let i = from; i < to; i++) heads.push(headClassOf(list[i] ?? "", true));
  if (!HEAD_FIRST.has(sentence.language)) heads.push(headClassOf(list[to] ?? "", compound));
  else {
    // "środki czyszczące", "produits de nettoyage", "personale per le pulizie".
    let i = from - 1;
    while (i >= from - 3 && LINKS.has(list[i] ?? "")) i--;
    if (i >= 0) heads.push(headClassOf(list[i] ?? "", false));
  }
  // "films for all common packaging machines": the films are what is offered.
  const served = [1, 2, 3, 4].find((k) => FOR.has(list[from - k] ?? ""));
  if (served !== undefined) {
    for (const k of [1, 2]) heads.push(headClassOf(list[from - served - k] ?? "", compound));
  }
  return heads.filter((h): h is HeadClass => h !== undefined);
}

const compatible = (a: HeadClass, b: HeadClass) =>
  a === b || COMPATIBLE.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/**
 * Whether a hit offers what the phrase names rather than a neighbouring category. A phrase with
 * no head of its own ("cleaning") takes the service head for a service profile.
 */
export function sameCategory(hit: PhraseHit, phrase: string, service: boolean): boolean {
  const wanted = phraseClasses(phrase);
  if (wanted.size === 0 && service) wanted.add("service");
  if (wanted.size === 0) return true;
  if (service && upkeepOfGoods(hit, phrase)) return false;
  return hitHeads(hit).every((h) => [...wanted].some((w) => compatible(h, w)));
}

/** Whether a folded word names upkeep: maintenance, repair, Wartung, serwis. */
export const isUpkeep = (w: string) => AFTERCARE.some((stem) => w.startsWith(stem));

/** Whether a hit stands under a head of the class ("cleaning services"). */
export const headedBy = (hit: PhraseHit, cls: HeadClass): boolean => hitHeads(hit).includes(cls);

// "installation et maintenance pour vos brochures": a bare upkeep word ("maintenance") followed
// by what is kept up is the upkeep of goods, a maker's after-sales, not a service of its own.
function upkeepOfGoods(hit: PhraseHit, phrase: string): boolean {
  const words = contentWords(phrase);
  if (words.length === 0 || !words.every(isUpkeep)) return false;
  const list = hit.sentence.words.map((w) => w.w);
  return FOR.has(list[hit.to] ?? "") || LINKS.has(list[hit.to] ?? "");
}

const STAFFING_PATTERNS = STAFFING.map(compile);

/**
 * Where the site says it is a staffing agency ("Wir sind Ihr Personaldienstleister", "agence
 * d'intérim"), undenied: the head of what it does is the supply of workers. Undefined elsewhere.
 */
export function staffingSaid(
  site: ReadSite,
  nameWords: ReadonlySet<string>,
): PhraseHit | undefined {
  for (const sentence of site.sentences) {
    for (const pattern of STAFFING_PATTERNS) {
      for (const [from, to] of findSpans(sentence, pattern)) {
        const hit = { sentence, from, to };
        if (hitNegated(hit)) continue;
        if (
          sentence.shortLine ||
          from === 0 ||
          inOwnVoice(sentence, from, { names: nameWords, possessive: true })
        ) {
          return hit;
        }
      }
    }
  }
  return undefined;
}

/** Whether a profile asks for staffing itself ("temporary staff", "Zeitarbeit"). */
export function asksForStaffing(phrases: readonly string[]): boolean {
  return phrases.some((phrase) => {
    const list = tokenize(phrase);
    return STAFFING_PATTERNS.some((p) => list.some((_, i) => matchEnd(list, i, p) >= 0));
  });
}
