import { MADE_PARTICIPLES, MAKE_VERBS } from "../knowledge/activity-verbs.ts";
import { isNegated } from "../language/negation.ts";
import { stem } from "../language/stem.ts";
import type { Language } from "../language/stopwords.ts";
import { compile, matchesAt, type Pattern, wordsOf } from "./cue-match.ts";
import { clauseAround, type Sentence } from "./page-words.ts";

/*
 * Making said of the premises or of the company as agent, with no subject of its own: "tout est
 * fabriqué ici", "hier hergestellt", "fabricado por nosotros", "door ons gemaakt", "made
 * in-house". The participle is any form of a making verb the page's language stems alike
 * ("fabriqué" with "fabriquons", "fabbricato" with "fabbrichiamo"); where or by whom is what
 * makes it the company's own making, since a product page's "made in Italy" says neither.
 */

// "Here", "by us", "in-house", in every language read: a short page is often told the wrong
// language. Not "on site" ("vor Ort", "sur place"): that is often the customer's site, where
// installers build. Italian "qui" only on Italian pages (French "ce qui est fabriqué");
// Swedish "här" folds to "har" (has), left out.
const WHERE_OR_BY_US = `
  here, by us, in house, on our premises, hier, von uns, im eigenen haus, im haus, ici, par nous,
  par nos soins, en interne, chez nous, da noi, internamente, presso di noi, aqui, por nosotros,
  en nuestras instalaciones, por nos, nas nossas instalacoes, door ons, in eigen huis, bij ons,
  tutaj, przez nas, u nas, av oss, hos oss
`
  .split(",")
  .map((cue) => compile(cue.trim()));
const ONLY_IN: Partial<Record<Language, Pattern[]>> = { it: [compile("qui")] };
// "fabriqué ici", "hier wird alles von Hand gefertigt", "von uns in Wattwil hergestellt".
const REACH = 5;

const MAKING = [...MAKE_VERBS, ...MADE_PARTICIPLES];
const stemsCache = new Map<Language, Set<string>>();

function makingStems(language: Language): Set<string> {
  let stems = stemsCache.get(language);
  if (!stems) {
    stems = new Set(MAKING.map((w) => stem(w, language)).filter((s) => s.length >= 4));
    stemsCache.set(language, stems);
  }
  return stems;
}

const MAKING_WORDS = new Set(MAKING);
const isMaking = (word: string, language: Language) =>
  MAKING_WORDS.has(word) || (word.length >= 4 && makingStems(language).has(stem(word, language)));

// "prodotto in Svizzera e venduto da noi": past "and" the agent is another verb's.
const AND = new Set("and und et e y en i och oraz ou or oder o".split(" "));

/** The nearest word to `at`, on either side within reach and before any "and", a pattern starts at. */
function nearest(
  list: readonly string[],
  at: number,
  inClause: (i: number) => boolean,
  patterns: readonly Pattern[],
): number | undefined {
  for (const step of [1, -1]) {
    for (let i = at + step; Math.abs(i - at) <= REACH && i >= 0 && inClause(i); i += step) {
      if (patterns.some((p) => matchesAt(list, i, p))) return i;
      if (AND.has(list[i] ?? "")) break;
    }
  }
  return undefined;
}

/** Where a sentence says something is made on the company's premises or by it: [from, to). */
export function madeInHouse(sentence: Sentence): { from: number; to: number; negated: boolean }[] {
  const { list } = wordsOf(sentence);
  const patterns = [...WHERE_OR_BY_US, ...(ONLY_IN[sentence.language] ?? [])];
  const found: { from: number; to: number; negated: boolean }[] = [];
  list.forEach((word, at) => {
    if (!isMaking(word, sentence.language)) return;
    const where = nearest(list, at, (i) => sentence.clauses[i] === sentence.clauses[at], patterns);
    if (where === undefined) return;
    const { words, index } = clauseAround(sentence, at);
    found.push({
      from: Math.min(at, where),
      to: Math.max(at, where) + 1,
      negated: isNegated(words, index, index + 1, sentence.language),
    });
  });
  return found;
}
