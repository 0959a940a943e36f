import type { Language } from "./stopwords.ts";

/*
 * A verb and the noun of its action share a root: "nettoyons" / "nettoyage", "sprzątamy" /
 * "sprzątanie", "städar" / "städning", "limpamos" / "limpeza", "program" / "programming". A
 * company says what it does with the verb ("Vi städar kontor"); a profile names the service with
 * the noun ("städning"). Stemmers keep the two apart; their roots, endings cut, meet.
 */

// Present-tense endings, first person plural first ("-ons", "-iamo", "-amos", "-amy").
const VERB_ENDINGS: Record<Language, RegExp> = {
  en: /(?:s|ed)$/,
  de: /(?:en|t|n)$/,
  fr: /(?:ons|ez|ent|e)$/,
  it: /(?:iamo|ano|ono|a|e)$/,
  es: /(?:amos|emos|imos|an|en|a|e)$/,
  pt: /(?:amos|emos|imos|am|em|a|e)$/,
  nl: /(?:en|t)$/,
  pl: /(?:amy|emy|imy|ymy|a|e|i)$/,
  sv: /(?:ar|er|r)$/,
};

// Nouns of action: "-ing", "-age", "-ung", "-anie", "-ning", "-eza", "-zione", "-mento".
const ACTION_ENDINGS: Record<Language, RegExp> = {
  en: /(?:ing)$/,
  de: /(?:ung)$/,
  fr: /(?:age|ement|ation)$/,
  it: /(?:azione|imento|amento|tura|ura)$/,
  es: /(?:eza|acion|amiento|imiento|ado)$/,
  pt: /(?:eza|acao|amento|imento|agem)$/,
  nl: /(?:ing)$/,
  pl: /(?:anie|enie|ania|enia)$/,
  sv: /(?:ning|ing)$/,
};

const MIN_ROOT = 4;

// "programm-ing" / "program", "nettoy-age" / "nettoi-e": a doubled consonant and a y that turns
// to i before a silent ending are one root.
const undouble = (root: string) => root.replace(/([bcdfgklmnprstz])\1$/, "$1").replace(/y$/, "i");

/** Whether a page verb and a wanted action noun share their root in the page's language. */
export function sameAction(verb: string, noun: string, language: Language): boolean {
  const action = ACTION_ENDINGS[language];
  if (!action.test(noun) || action.test(verb)) return false;
  const nounRoot = undouble(noun.replace(action, ""));
  const cut = verb.replace(VERB_ENDINGS[language], "");
  // A bare word is a verb only in English ("we clean"): "stad" (a town) is no "städning".
  if (cut === verb && language !== "en") return false;
  const verbRoot = undouble(cut);
  return verbRoot.length >= MIN_ROOT && verbRoot === nounRoot;
}
