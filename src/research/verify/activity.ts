import {
  BRAND_NOUNS,
  BUSINESS_BUYERS,
  MADE_PARTICIPLES,
  MAKE_VERBS,
  PERFECT_AUXILIARIES,
  PERFECT_PARTICIPLES,
  RESELL_VERBS,
  WORKSHOP_NOUNS,
} from "../knowledge/activity-verbs.ts";
import { OWN, SUBJECTS } from "../knowledge/type-cues.ts";
import { isNegated, isNegatedAcross } from "../language/negation.ts";
import { isSplitVerbForm, joinedVerbAt, VERB_SECOND } from "../language/split-verbs.ts";
import type { Language } from "../language/stopwords.ts";
import { compile, matchesAt, wordsOf } from "./cue-match.ts";
import { clauseAround, type ReadSite, type Sentence } from "./page-words.ts";

/*
 * What a company says it does, in its own voice: a verb of making or of selling on whose subject
 * is the company ("we design and build", "wij bouwen", "construimos", "vi tillverkar", "nous
 * fabriquons", "Produkujemy", the company's name), and where it works ("our own workshop"). Read
 * once per site; what the verbs' objects are is matched to each profile's products later
 * (activity-evidence.ts).
 */

export type ActivityKind = "make" | "resell";

export interface Activity {
  kind: ActivityKind;
  negated: boolean;
  sentence: Sentence;
  from: number;
  to: number;
  /** Selling on: the sentence names businesses it sells to or brands it carries. */
  toTrade: boolean;
  /** Making: read from the company's own workshop rather than from a verb. */
  place: boolean;
  /** Making said of the product, which stands before it: "our tables are made by hand". */
  passive: boolean;
}

const MAKE = new Set(MAKE_VERBS);
const MADE = new Set(MADE_PARTICIPLES);
const RESELL = new Set(RESELL_VERBS);
const AUXILIARY = new Set(PERFECT_AUXILIARIES);
const PERFECT = new Set(PERFECT_PARTICIPLES);
/** How far a perfect's participle may stand after its auxiliary: "wir haben seit 1979 … gebaut". */
const PERFECT_REACH = 8;
const SUBJECT_WORDS = new Set(SUBJECTS);
const OWN_WORDS = new Set(OWN);
const WORKSHOPS = new Set(WORKSHOP_NOUNS);
const BUYERS = [...BUSINESS_BUYERS, ...BRAND_NOUNS].map(compile);
const SUBJECT_REACH = 6;
// "own" between "our" and the workshop: "our own workshop", "unsere eigene Werkstatt".
const OWN_ADJECTIVES = new Set(
  "own eigene eigenen eigener propre propres proprio propria propio propia eigen egen egna wlasny wlasnym wlasnej proprio propria".split(
    " ",
  ),
);

// A verb that carries its subject: it "-iamo", es and pt "-amos/-emos/-imos", pl "-emy/-imy".
const FIRST_PERSON: Partial<Record<Language, RegExp>> = {
  it: /iamo$/,
  es: /[aei]mos$/,
  pt: /[aei]mos$/,
  pl: /[aeiy]my$/,
};

/** Who may stand as the subject: the company's name, "our ...", a pronoun after the verb. */
export interface Voice {
  names?: ReadonlySet<string>;
  possessive?: boolean;
  /** German, Dutch and Swedish put the subject after the verb: "Seit 1950 fertigen wir". */
  verbSecond?: boolean;
}

/**
 * Whether word `at` of the sentence is said by the company of itself: a subject before it ("we",
 * "wir", "the company", the company's name, "our team"), after it in V2 order, or a first-person
 * ending ("costruiamo", "produkujemy").
 */
export function inOwnVoice(sentence: Sentence, at: number, voice: Voice = {}): boolean {
  const { list } = wordsOf(sentence);
  const verb = list[at] ?? "";
  const ending = FIRST_PERSON[sentence.language];
  if (ending && verb.length >= 6 && ending.test(verb)) return true;
  for (let i = Math.max(0, at - SUBJECT_REACH); i < at; i++) {
    const word = list[i] ?? "";
    if (SUBJECT_WORDS.has(word) || voice.names?.has(word)) return true;
    if (voice.possessive && OWN_WORDS.has(word)) return true;
    if (ending && word.length >= 6 && ending.test(word)) return true;
  }
  if (voice.verbSecond !== true) return false;
  // "Seit 1961 bouwt Dijkstra ovens": in verb-second order the name after the verb is its subject.
  const names = VERB_SECOND.has(sentence.language) ? voice.names : undefined;
  return list.slice(at + 1, at + 3).some((w) => SUBJECT_WORDS.has(w) || names?.has(w));
}

const OF_A_VERB = (names: ReadonlySet<string>): Voice => ({
  names,
  possessive: true,
  verbSecond: true,
});

/** Every making and selling-on the site states in its own voice. */
export function readActivities(site: ReadSite, nameWords: ReadonlySet<string>): Activity[] {
  const activities: Activity[] = [];
  for (const sentence of site.sentences) {
    const { list } = wordsOf(sentence);
    list.forEach((word, at) => {
      // "Brosswerk stellt Bürsten her": a split verb counts as the whole one ("herstellen").
      const split = splitMakingAt(sentence, at);
      const perfect = perfectAt(sentence, at, nameWords);
      const kind = split || perfect !== undefined ? "make" : activityOf(word);
      if (!kind) return;
      // A workshop must be "our" workshop; a participle's subject is the product, whose "our"
      // is read with the product (activity-evidence.ts).
      if (kind === "make" && WORKSHOPS.has(word)) {
        if (!ownPlace(list, at)) return;
      } else if (
        perfect === undefined &&
        !MADE.has(word) &&
        !inOwnVoice(sentence, at, OF_A_VERB(nameWords))
      ) {
        return;
      }
      const { words, index } = clauseAround(sentence, at);
      activities.push({
        kind,
        negated: split
          ? isNegatedAcross(words, index, split.particle + 1, sentence.language)
          : isNegated(words, index, index + 1, sentence.language),
        sentence,
        // A perfect's object follows its auxiliary: "we have built tankers", "wir haben … gebaut".
        from: perfect ?? at,
        to: (perfect ?? at) + 1,
        toTrade: kind === "resell" && namesTrade(list, at),
        place: kind === "make" && WORKSHOPS.has(word),
        passive: MADE.has(word) && perfect === undefined,
      });
    });
  }
  return activities;
}

/**
 * Where the auxiliary of the company's perfect stands, when the participle at `at` is one ("we
 * have built", "wir haben … gebaut"): a few words before it, said in the company's own voice.
 */
function perfectAt(
  sentence: Sentence,
  at: number,
  nameWords: ReadonlySet<string>,
): number | undefined {
  const { list } = wordsOf(sentence);
  if (!PERFECT.has(list[at] ?? "")) return undefined;
  for (let i = at - 1; i >= Math.max(0, at - PERFECT_REACH); i--) {
    if (!AUXILIARY.has(list[i] ?? "")) continue;
    // "we have built", "Fitzgerald has built"; "our customers have built" is theirs, not ours.
    return inOwnVoice(sentence, i, { names: nameWords, verbSecond: true }) ? i : undefined;
  }
  return undefined;
}

function splitMakingAt(sentence: Sentence, at: number) {
  if (!isSplitVerbForm(sentence.words[at]?.w ?? "", sentence.language, MAKE)) return undefined;
  const { words, index } = clauseAround(sentence, at);
  return joinedVerbAt(words, index, sentence.language, MAKE);
}

function activityOf(word: string): ActivityKind | undefined {
  if (MAKE.has(word) || WORKSHOPS.has(word) || MADE.has(word)) return "make";
  if (RESELL.has(word)) return "resell";
  return undefined;
}

// "our workshop", "in unserer eigenen Werkstatt", "nel nostro laboratorio".
function ownPlace(list: string[], at: number): boolean {
  const before = list[at - 1] ?? "";
  if (OWN_WORDS.has(before)) return true;
  return OWN_ADJECTIVES.has(before) && OWN_WORDS.has(list[at - 2] ?? "");
}

// "we supply shops and restaurants", "wir beliefern den Fachhandel", "brands such as".
// A list of goods may stand between the verb and its buyers: "we deliver bearings, belts,
// chains, gears and couplings to plants, workshops and shops".
const TRADE_REACH = 20;

function namesTrade(list: string[], at: number): boolean {
  for (let i = at + 1; i < Math.min(list.length, at + TRADE_REACH); i++) {
    if (BUYERS.some((p) => matchesAt(list, i, p))) return true;
  }
  return false;
}
