import { MAKE_VERBS, RESELL_VERBS, WORKSHOP_NOUNS } from "../knowledge/activity-verbs.ts";
import { OWN, SUBJECTS, TYPE_CUES } from "../knowledge/type-cues.ts";
import { EMPHATIC_SELF } from "../language/emphatic-self.ts";
import { isNegated } from "../language/negation.ts";
import { clauseAround, type Sentence } from "./page-words.ts";

/*
 * "Nous torréfions, broyons et conchons nous-mêmes nos fèves dans notre atelier": a company that
 * stresses it does the work itself, in its own workshop, makes what it sells, whatever its
 * process verb (roast, conch, wind, forge). The workshop keeps "selbst" as "even" ("selbst
 * kleine Mengen") and errands ("wir liefern selbst aus") out; a verb of selling on or of service
 * in the clause ("wir reparieren selbst in unserer Werkstatt") is another trade's work.
 */

const SUBJECT_WORDS = new Set(SUBJECTS);
const OWN_WORDS = new Set(OWN);
const WORKSHOPS = new Set(WORKSHOP_NOUNS);
const MAKING = new Set(MAKE_VERBS);
const OTHER_TRADES = new Set(
  [
    ...RESELL_VERBS,
    ...TYPE_CUES["service company"].verb,
    ...TYPE_CUES["service company"].self,
  ].filter((cue) => !cue.includes(" ") && !MAKING.has(cue)),
);
// "in unserer eigenen Werkstatt": "our", then "own" perhaps, then the workshop.
const OWN_REACH = 2;

const ownWorkshop = (list: readonly string[]) =>
  list.some(
    (w, i) =>
      WORKSHOPS.has(w) && list.slice(Math.max(0, i - OWN_REACH), i).some((o) => OWN_WORDS.has(o)),
  );

/** Where a sentence says the company does the work itself in its own workshop: [from, to). */
export function doneOurselves(
  sentence: Sentence,
): { from: number; to: number; negated: boolean }[] {
  const list = sentence.words.map((w) => w.w);
  if (!ownWorkshop(list)) return [];
  const found: { from: number; to: number; negated: boolean }[] = [];
  list.forEach((word, at) => {
    if (!EMPHATIC_SELF.has(word)) return;
    const { words, index } = clauseAround(sentence, at);
    // "nous-mêmes", or "we"/"wir" earlier in the clause: the company is who does it.
    if (!words.slice(0, index).some((w) => SUBJECT_WORDS.has(w))) return;
    if (words.some((w) => OTHER_TRADES.has(w))) return;
    found.push({
      from: at,
      to: at + 1,
      negated: isNegated(words, index, index + 1, sentence.language),
    });
  });
  return found;
}
