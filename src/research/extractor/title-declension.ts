import { JOB_TITLES } from "../knowledge/job-titles/index.ts";
import { OCCUPATIONS } from "../knowledge/occupations.ts";
import type { Language } from "../language/stopwords.ts";
import { fold } from "./text.ts";

/*
 * Job words outside the catalogue in another grammatical case: German genitive and weak nouns
 * ("unseres Bauingenieurs", "des Referenten"), Swedish definite and genitive ("konsulten",
 * "projektledarens"), Polish cases ("kierownikiem", "specjalisty"). The catalogue's titles are
 * read through the stemmer (title-patterns.ts); these words are only "a title, shown as printed",
 * so a declined word counts when taking off one of its language's case endings leaves a job word.
 */

/** Folded case endings that a noun takes in a sentence, by language (longest first). */
const CASE_ENDINGS: Partial<Record<Language, string[]>> = {
  // No German "-n": after "-er" it makes the dative plural of a group ("den Beratern") and of
  // things ("Leitern", ladders).
  de: ["es", "en", "s"],
  sv: ["ens", "ns", "en", "n", "s"],
  pl: ["owi", "iem", "em", "ie", "ej", "a", "u", "y", "i", "e"],
};

const foldAll = (words: readonly string[]) => words.map(fold);

/** A language's job words and compound endings, folded. */
function jobWordsOf(language: Language): { words: Set<string>; endings: string[] } {
  const table = JOB_TITLES[language];
  const heads = [...table.headsBefore, ...("headsAfter" in table ? table.headsAfter : [])];
  const endings = "jobEndings" in table ? table.jobEndings : [];
  const occupations: { words: readonly string[]; endings?: readonly string[] } =
    OCCUPATIONS[language];
  return {
    words: new Set(
      foldAll([
        ...table.otherTitles,
        ...occupations.words,
        ...heads.map((h) => h.split(" ")[0] ?? ""),
      ]),
    ),
    endings: foldAll([...endings, ...(occupations.endings ?? [])]),
  };
}

const DECLINING = Object.keys(CASE_ENDINGS) as Language[];
const JOB_WORDS_OF = new Map(DECLINING.map((lang) => [lang, jobWordsOf(lang)]));

/** English job words: "managers", "designers" are English plurals, not German genitives. */
const ENGLISH = jobWordsOf("en").words;

/** The nominatives a folded word may be in a language: "kierownikiem" → kierownik. */
function nominatives(word: string, language: Language): string[] {
  const out: string[] = [];
  for (const ending of CASE_ENDINGS[language] ?? []) {
    const base = word.slice(0, -ending.length);
    if (!word.endsWith(ending) || base.length < 4) continue;
    // Polish writes "-i", never "-y", after k and g: "psychology" is no Polish genitive.
    if (language === "pl" && ending === "y" && /[kg]$/.test(base)) continue;
    out.push(base);
    // Polish nouns in "-a" lose it before the ending: "specjalisty" → "specjalista".
    if (language === "pl") out.push(`${base}a`);
  }
  return out;
}

/**
 * A genitive "-s" is also the English plural: "managers", and a short word ("chefs", the cooks)
 * too often an English noun to read as a German or Swedish genitive.
 */
function englishPlural(word: string, base: string): boolean {
  return word === `${base}s` && (ENGLISH.has(base) || base.length < 6);
}

/** A compound ending in a job word: "bauingenieur", "projektledare". */
function isCompound(base: string, known: { endings: string[] }): boolean {
  return known.endings.some((e) => base.endsWith(e) && base.length > e.length + 2);
}

/** True when a folded word is a job word of a declining language in another case. */
export function isDeclinedJobWord(word: string): boolean {
  return DECLINING.some((language) => {
    const known = JOB_WORDS_OF.get(language);
    if (!known) return false;
    return nominatives(word, language).some(
      (base) => !englishPlural(word, base) && (known.words.has(base) || isCompound(base, known)),
    );
  });
}
