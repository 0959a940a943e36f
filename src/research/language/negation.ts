import type { Language } from "./stopwords.ts";

/*
 * Negation of a claim: "kein Hersteller", "we are not a manufacturer", "non produciamo", "nous ne
 * fabriquons pas", "vi tillverkar inte". A negator within a few words before the cue, in the same
 * clause, negates it; German, Dutch and Swedish also put the negator after the verb ("wir
 * produzieren nicht", "wij produceren niet"). "Not only" is no negation.
 */

const NEGATORS: Record<Language, string[]> = {
  en: ["not", "no", "never", "nor", "neither", "don", "doesn", "isn", "aren", "t", "nothing"],
  de: ["kein", "keine", "keinen", "keiner", "keinem", "nicht", "nie", "niemals", "weder", "nichts"],
  fr: ["ne", "n", "pas", "jamais", "aucun", "aucune", "ni", "rien"],
  it: ["non", "mai", "nessun", "nessuna", "ne", "niente", "nulla"],
  es: ["no", "nunca", "ningun", "ninguna", "ni", "nada"],
  nl: ["niet", "geen", "nooit", "noch", "niets"],
  pl: ["nie", "nigdy", "zaden", "zadna", "ani", "nic"],
  sv: ["inte", "ej", "ingen", "inga", "inget", "aldrig", "varken", "ingenting"],
  pt: ["nao", "nunca", "nenhum", "nenhuma", "nem", "nada"],
};
// "not only ... but", in each language: the cue is affirmed, not denied.
const ONLY = new Set([
  "only",
  "just",
  "nur",
  "allein",
  "seulement",
  "uniquement",
  "solo",
  "soltanto",
  "solamente",
  "sólo",
  "alleen",
  "enkel",
  "tylko",
  "bara",
  "endast",
  "so",
  "apenas",
  "somente",
]);

const ALL = new Set(Object.values(NEGATORS).flat());
const BEFORE = 4;
const AFTER = 3;

const AFTER_NEGATORS = new Set([...NEGATORS.de, ...NEGATORS.nl, ...NEGATORS.sv]);
// Words that negate in one language and mean something else in another: Italian "ne" is a
// pronoun ("ne produciamo 500 al giorno"), French "ne" the negation.
const NOT_IN: Partial<Record<Language, string[]>> = {
  it: ["ne", "n"],
  en: ["ne", "nie"],
  de: ["ne"],
};

// Any language's negators count (a page's language is a guess), less the false friends of the
// sentence's own language.
const isNegator = (word: string, language: Language | undefined): boolean =>
  ALL.has(word) && !(language && NOT_IN[language]?.includes(word));

/**
 * Whether the cue spanning clause words [from, to) is negated. `clause` holds the folded words
 * of one clause (a sentence cut at commas and semicolons); `language` is the sentence's.
 */
export function isNegated(
  clause: readonly string[],
  from: number,
  to: number,
  language?: Language,
): boolean {
  for (let i = Math.max(0, from - BEFORE); i < from; i++) {
    const word = clause[i] ?? "";
    if (!isNegator(word, language)) continue;
    if (ONLY.has(clause[i + 1] ?? "")) continue;
    return true;
  }
  // German, Dutch and Swedish put the negator after the verb.
  for (let i = to; i < Math.min(clause.length, to + AFTER); i++) {
    const word = clause[i] ?? "";
    if (!AFTER_NEGATORS.has(word)) continue;
    if (ONLY.has(clause[i + 1] ?? "")) continue;
    return true;
  }
  return false;
}

/**
 * Whether a cue whose words stand apart, from clause word `from` to `to` (exclusive), is negated:
 * before or after it, or between its parts ("wir stellen seit 1950 keine Bürsten her").
 */
export function isNegatedAcross(
  clause: readonly string[],
  from: number,
  to: number,
  language?: Language,
): boolean {
  if (isNegated(clause, from, to, language)) return true;
  for (let i = from + 1; i < to - 1; i++) {
    if (isNegator(clause[i] ?? "", language) && !ONLY.has(clause[i + 1] ?? "")) return true;
  }
  return false;
}
