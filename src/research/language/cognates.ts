/*
 * Spelling keys for cognates across the languages we read: the same Latin or Greek word written
 * with k or c, f or ph, i or y, and a plural ending of its language ("hydraulic" / "Hydraulik",
 * "components" / "Komponenten" / "komponenter", "textiles" / "tekstylia", "chemicals" /
 * "Chemikalien"). Two words are cognates when their keys are equal and at least five letters
 * long; a mere shared beginning is not enough ("magazzinaggio" is not "magazyn").
 */

const ENDINGS = ["erna", "arna", "orna", "ies", "en", "er", "ar", "or", "es", "s"];

const RULES: [RegExp, string][] = [
  [/ph/g, "f"],
  [/th/g, "t"],
  [/qu/g, "k"],
  [/x/g, "ks"],
  [/ch(?=[aeiou])/g, "k"],
  [/c(?=[aoukrlt]|$)/g, "k"],
  [/ck/g, "k"],
  [/y/g, "i"],
  [/([bdfgklmnprstz])\1/g, "$1"],
  [/[aeiou]+$/g, ""],
];

const MIN_KEY = 5;

const memo = new Map<string, string>();

/** The spelling key of a folded word. */
export function cognateKey(word: string): string {
  let key = memo.get(word);
  if (key === undefined) {
    key = computeKey(word);
    if (memo.size < 100_000) memo.set(word, key);
  }
  return key;
}

function computeKey(word: string): string {
  const ending = ENDINGS.find((e) => word.endsWith(e) && word.length - e.length >= MIN_KEY);
  let key = ending ? word.slice(0, -ending.length) : word;
  for (const [pattern, replacement] of RULES) key = key.replace(pattern, replacement);
  return key;
}

/** Whether two folded words are the same word in two spellings. */
export function areCognates(a: string, b: string): boolean {
  const ka = cognateKey(a);
  return ka.length >= MIN_KEY && ka === cognateKey(b);
}
