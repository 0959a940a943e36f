import type { Language } from "./stopwords.ts";

/*
 * German and Dutch split a particle verb in a main clause: "Brosswerk stellt Bürsten her" says
 * "herstellen", "wij stellen pakketten samen" says "samenstellen". The particle closes the
 * clause (or stands before the "und"/"en" that opens the next one). A cue list names the verb
 * whole; read back joined, the split verb is found as the list names it. Dutch "herstellen"
 * (to repair) never splits: each language splits only at its own particles.
 */

/** Languages that put the finite verb second, its subject after it: "Seit 1950 fertigt Keller". */
export const VERB_SECOND: ReadonlySet<Language> = new Set(["de", "nl", "sv"]);

const PARTICLES: Partial<Record<Language, readonly string[]>> = {
  de: "ab an auf aus bei ein fest her hin los mit nach vor weg zu zuruck zusammen".split(" "),
  nl: "aan af bij door in mee na om op samen toe uit voor weg terug".split(" "),
};
// The next clause may follow the particle without a comma: "stellt Bürsten her und liefert".
const COORDINATORS = new Set(["und", "oder", "sowie", "en", "of"]);
// Finite endings of the present and the simple past: stell-t, stell-en, stell-te; stel-de.
const ENDINGS = ["", "e", "t", "st", "et", "en", "te", "ten", "de", "den"];

type Split = { verb: string; particle: string };
// Per list of whole verbs and language: each finite form of a split verb → the verbs it joins.
const formsCache = new WeakMap<ReadonlySet<string>, Map<Language, Map<string, Split[]>>>();

function finiteForms(verbs: ReadonlySet<string>, language: Language): Map<string, Split[]> {
  let byLanguage = formsCache.get(verbs);
  if (!byLanguage) {
    byLanguage = new Map();
    formsCache.set(verbs, byLanguage);
  }
  let forms = byLanguage.get(language);
  if (forms) return forms;
  forms = new Map();
  for (const verb of verbs) {
    for (const particle of PARTICLES[language] ?? []) {
      const base = verb.slice(particle.length);
      if (!verb.startsWith(particle) || base.length < 4 || !/e?n$/.test(base)) continue;
      const root = base.replace(/e?n$/, "");
      // Dutch writes "stellen" but "stel", "stelt": a doubled consonant is single at the end.
      const roots = new Set([root, root.replace(/([bdfgklmnprst])\1$/, "$1")]);
      for (const r of roots) {
        for (const ending of ENDINGS) {
          const form = r + ending;
          forms.set(form, [...(forms.get(form) ?? []), { verb, particle }]);
        }
      }
    }
  }
  byLanguage.set(language, forms);
  return forms;
}

/** Whether a folded word may be the finite part of a split verb of `verbs`. */
export const isSplitVerbForm = (word: string, language: Language, verbs: ReadonlySet<string>) =>
  finiteForms(verbs, language).has(word);

export interface JoinedVerb {
  /** The whole verb as a cue list names it ("herstellen"). */
  verb: string;
  /** Index in the clause of the particle that closes it. */
  particle: number;
}

/**
 * The whole verb of `verbs` that clause word `at` is the finite part of, its particle closing the
 * clause ("stellt … her" → "herstellen"), or undefined.
 */
export function joinedVerbAt(
  clause: readonly string[],
  at: number,
  language: Language,
  verbs: ReadonlySet<string>,
): JoinedVerb | undefined {
  const splits = finiteForms(verbs, language).get(clause[at] ?? "");
  if (!splits) return undefined;
  for (let p = at + 1; p < clause.length; p++) {
    const closes = p === clause.length - 1 || COORDINATORS.has(clause[p + 1] ?? "");
    if (!closes) continue;
    const split = splits.find((s) => s.particle === clause[p]);
    if (split) return { verb: split.verb, particle: p };
  }
  return undefined;
}
