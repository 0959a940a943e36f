import { decisionMakerCatalogue, type PrimaryTitle, primaryTitles } from "../decision-makers.ts";
import { JOB_TITLES, type LanguageTitles, type RoleForms } from "../knowledge/job-titles/index.ts";
import { OCCUPATIONS, type OccupationWords } from "../knowledge/occupations.ts";
import { stem } from "../language/stem.ts";
import type { Language } from "../language/stopwords.ts";
import { fold } from "./text.ts";

/*
 * The title tables of knowledge/job-titles/ compiled for matching: every form of every role in
 * every language as folded words, indexed by first word, and the word lists the matcher reads.
 * A form's words are compared whole ("Director" never matches inside "Directorate"); in a
 * language whose titles inflect, a longer word with the form's stem matches too ("Prezesem" →
 * "Prezes", "inköpschefen" → "Inköpschef").
 */

// Every language must map every role of the catalogue: a missing one fails the type check.
const TABLES: Record<Language, LanguageTitles & { roles: Record<PrimaryTitle, RoleForms> }> =
  JOB_TITLES;
const LANGUAGES = Object.keys(TABLES) as Language[];

/** The tables, keyed by language, for modules that compile more of them (title-offices.ts). */
export const TITLE_TABLES = TABLES;
export const TITLE_LANGUAGES = LANGUAGES;

/** Words that join two titles, or two fields under one head, in the nine languages. */
export const JOINERS = new Set(["and", "und", "et", "e", "y", "en", "i", "och", "oraz"]);

/**
 * Swedish inflects an abbreviation after a colon ("vd:n", "vd:ns", "CFO:n"): the ending goes, so
 * the abbreviation is read as printed. Only one to three lower-case letters glued to a letter.
 */
function withoutColonEndings(text: string): string {
  return text.replace(/(?<=\p{L}):\p{Ll}{1,3}(?!\p{L})/gu, "");
}

/**
 * A text's words for matching: folded, "co-founder" and "co founder" both "cofounder". `joined`
 * marks the words that follow a separator ("&", "/", ",") or are a joining word themselves.
 */
export function splitTitle(text: string): { words: string[]; joined: boolean[] } {
  const words: string[] = [];
  const joined: boolean[] = [];
  let separated = false;
  for (const [token] of fold(withoutColonEndings(text)).matchAll(/[\p{L}\p{N}]+|[&+/|,;·–—]/gu)) {
    if (!/[\p{L}\p{N}]/u.test(token)) {
      separated = true;
      continue;
    }
    if (words[words.length - 1] === "co" && token.length > 3) {
      words[words.length - 1] += token;
      continue;
    }
    words.push(token);
    joined.push(separated || JOINERS.has(token));
    separated = false;
  }
  return { words, joined };
}

const foldedWords = (text: string): string[] => splitTitle(text).words;

export interface Pattern {
  words: string[];
  /** The words' stems in the pattern's language, where its titles inflect. */
  stems: (string | undefined)[];
  primary: PrimaryTitle;
  language: Language;
}

/** Forms of a role in a language, as printed: titles, abbreviations, regional forms, head + field. */
function roleForms(table: LanguageTitles, forms: RoleForms): string[] {
  const out = [...forms.titles, ...(forms.abbreviations ?? [])];
  for (const regional of Object.values(forms.regional ?? {})) out.push(...regional);
  for (const field of forms.fields ?? []) {
    for (const head of table.headsBefore) out.push(`${head} ${field}`);
    for (const head of table.headsAfter ?? []) out.push(`${field} ${head}`);
    for (const [before, after] of table.headsAround ?? []) out.push(`${before} ${field} ${after}`);
  }
  for (const opening of forms.compounds ?? []) {
    for (const head of table.compoundHeads ?? []) out.push(`${opening}${head}`);
  }
  return out;
}

/**
 * German titles take "-in" in the feminine ("Prokuristin"; German pages also write "Sales
 * Managerin"): generate those once. The noun is the last word ("Kaufmännischer Leiter") or, before its field, the
 * first ("Leiter Einkauf").
 */
// Dutch pages borrow the German forms ("Marketingmanagerin"), English titles are used as they are.
const FEMININE_IN = new Set<Language>(["de", "nl", "en"]);

function withFeminine(words: string[], language: Language): string[][] {
  if (!FEMININE_IN.has(language)) return [words];
  const forms = [words];
  const last = words[words.length - 1] ?? "";
  const suffix = language === "de" ? /(er|or|ist)$/ : /(er|or)$/;
  if (suffix.test(last) && last.length > 4) forms.push([...words.slice(0, -1), `${last}in`]);
  if (words.length > 1 && words[0] === "leiter") forms.push(["leiterin", ...words.slice(1)]);
  return forms;
}

const CONNECTORS = new Map<Language, Set<string>>(
  LANGUAGES.map((lang) => [lang, new Set(TABLES[lang].connectors.flatMap(foldedWords))]),
);

/** Connector nouns' stems where titles inflect: "Leiter des Bereichs Einkauf". */
const CONNECTOR_STEMS = new Map<Language, Set<string>>(
  LANGUAGES.filter((lang) => TABLES[lang].inflects).map((lang) => [
    lang,
    new Set(
      [...(CONNECTORS.get(lang) ?? [])].filter((w) => w.length >= 5).map((w) => stem(w, lang)),
    ),
  ]),
);

/** True when a folded word only links a head to its field in a language ("des", "ds", "för"). */
export function isConnector(word: string, language: Language): boolean {
  if (CONNECTORS.get(language)?.has(word)) return true;
  const stems = CONNECTOR_STEMS.get(language);
  return !!stems && word.length >= 5 && stems.has(stem(word, language));
}

/** A form's words without the connectors inside it: "Responsable des achats" → responsable achats. */
export function patternWords(form: string, language: Language): string[] {
  const words = foldedWords(form);
  return words.filter((w, i) => i === 0 || i === words.length - 1 || !isConnector(w, language));
}

/** A form's folded words compiled for matching, with their stems where titles inflect. */
export function compile(words: string[], primary: PrimaryTitle, language: Language): Pattern {
  const inflects = TABLES[language].inflects;
  const stems = words.map((w) => (inflects && w.length >= 4 ? stem(w, language) : undefined));
  return { words, stems, primary, language };
}

function buildPatterns(): Pattern[] {
  const seen = new Set<string>();
  const patterns: Pattern[] = [];
  const add = (form: string, primary: PrimaryTitle, language: Language) => {
    for (const words of withFeminine(patternWords(form, language), language)) {
      const key = `${language}|${primary}|${words.join(" ")}`;
      if (words.length === 0 || seen.has(key)) continue;
      seen.add(key);
      patterns.push(compile(words, primary, language));
    }
  };
  for (const primary of primaryTitles) {
    for (const title of [primary, ...decisionMakerCatalogue[primary]]) add(title, primary, "en");
    for (const language of LANGUAGES) {
      const table = TABLES[language];
      for (const form of roleForms(table, table.roles[primary])) add(form, primary, language);
    }
  }
  return patterns;
}

/** Every compiled pattern, longest first: "Technischer Geschäftsführer" before "Geschäftsführer". */
export const PATTERNS = buildPatterns().sort((a, b) => b.words.length - a.words.length);

/** The languages whose titles inflect, read through their stemmers. */
export const INFLECTING = LANGUAGES.filter((lang) => TABLES[lang].inflects);

/** Patterns by their first folded word, and by "language:stem" of it where titles inflect. */
export const PATTERNS_BY_FIRST = new Map<string, Pattern[]>();
for (const pattern of PATTERNS) {
  const keys = [pattern.words[0] ?? ""];
  if (pattern.stems[0]) keys.push(`${pattern.language}:${pattern.stems[0]}`);
  for (const key of keys) {
    const list = PATTERNS_BY_FIRST.get(key) ?? [];
    list.push(pattern);
    PATTERNS_BY_FIRST.set(key, list);
  }
}

/** Languages whose singular genitive adds "-s" to a title ("des Geschäftsführers"). */
const GENITIVE_S = new Set<Language>(["de"]);

/** Whether a text's folded word is the pattern's k-th word, or an inflected form of it. */
export function wordMatches(word: string, pattern: Pattern, k: number): boolean {
  const form = pattern.words[k];
  if (form === undefined) return false;
  if (word === form) return true;
  const formStem = pattern.stems[k];
  // Inflection only lengthens a word ("Prezesem", "inköpschefen"); a shorter word with the same
  // stem is another word ("Inköp", the department, is not "Inköpare").
  if (!formStem || word.length < form.length || word.length > form.length + 4) return false;
  // A plural is no one's title, and a one-word loan title in "-s" is an English plural
  // ("remote controllers"); in German "-s" is the genitive singular ("des Inhabers", "des
  // Gründers": German plurals of these nouns never take "-s").
  if (pattern.words.length === 1 && word === `${form}s` && !GENITIVE_S.has(pattern.language)) {
    return false;
  }
  // An ending after the form, or in place of its final vowel ("kierownik" → "kierownikiem",
  // "handlowy" → "handlowym", "handlowa" → "handlowej"), is an inflection even where the stemmer
  // cuts the two words apart; "manager" → "management" is another word.
  const base = /[aeiouy]$/.test(form) ? form.slice(0, -1) : form;
  return word.startsWith(base) || stem(word, pattern.language) === formStem;
}

/** A phrase list of every language, folded: "f.d." → ["f", "d"]. */
function phrases(pick: (table: LanguageTitles) => readonly string[]): string[][] {
  return LANGUAGES.flatMap((lang) => pick(TABLES[lang]).map(foldedWords));
}

/** Words that make a title someone else's: the assistant, trainee or deputy of a role. */
export const SUBORDINATE = phrases((t) => t.subordinate);
/** Words for a member of a body, whose head's title is not the member's: "Mitglied der GL". */
export const MEMBERS = new Set(phrases((t) => t.members ?? []).flat());

/** Words of a board member who runs nothing: "non-executive director", "onafhankelijk bestuurder". */
export const NON_EXECUTIVE = phrases((t) => t.nonExecutive);

/** Words that make a title a past one: an "ex-CEO" or "former CEO" is no current CEO. */
export const PAST = phrases((t) => t.past);
/** Words of headings over a list of people, never a person's title: "Our Executive Team". */
export const HEADINGS = new Set(phrases((t) => t.headings).flat());

/** Titles that only mean a top role when they stand alone ("Directeur", "Partner"). */
const ALONE_ONLY = new Map<string, PrimaryTitle>(
  LANGUAGES.flatMap((lang) =>
    Object.entries(TABLES[lang].aloneOnly).map(
      ([title, primary]) => [foldedWords(title).join(" "), primary as PrimaryTitle] as const,
    ),
  ),
);

/**
 * Languages where a lone title declines by case or takes a definite ending ("dyrektorowi", "des
 * Direktors", "delägaren"); elsewhere its only other form is a plural, a heading over a list.
 */
const DECLINING: Language[] = ["de", "pl", "sv"];

/** The titles of ALONE_ONLY where titles inflect, compiled: "dyrektorowi", "des Direktors". */
const ALONE_INFLECTED: Pattern[] = DECLINING.flatMap((lang) =>
  Object.entries(TABLES[lang].aloneOnly).map(([title, primary]) =>
    compile(foldedWords(title), primary as PrimaryTitle, lang),
  ),
);

/** "Partners" is an English heading, not the German genitive of "Partner". */
const ENGLISH_PLURALS = new Set(
  Object.keys(TABLES.en.aloneOnly).map((title) => `${foldedWords(title).join(" ")}s`),
);

/** The role of a title that names one only alone, as printed or inflected; undefined if none. */
export function aloneRole(words: string[]): PrimaryTitle | undefined {
  const exact = ALONE_ONLY.get(words.join(" "));
  if (exact) return exact;
  // Only the stemmer's reading: a derived word that starts like the title is another word
  // ("Direktorat", the office) and so is a plural heading over a list ("Dyrektorzy").
  // "Partnern" is a German dative plural ("zu unseren Partnern") before a Swedish definite.
  const sameStem = (word: string, p: Pattern, k: number) =>
    word === p.words[k] ||
    (!!p.stems[k] &&
      stem(word, p.language) === p.stems[k] &&
      !(word === `${p.words[k]}n` && word.endsWith("ern")));
  const inflected = ALONE_INFLECTED.find(
    (p) =>
      p.words.length === words.length &&
      !ENGLISH_PLURALS.has(words.join(" ")) &&
      words.every((w, k) => sameStem(w, p, k)),
  );
  return inflected?.primary;
}

/** Occupations and trades of each language (knowledge/occupations.ts): titles of no role. */
const OCCUPATION_WORDS: Record<Language, OccupationWords> = OCCUPATIONS;

/** Words that make a line a job title even when the catalogue does not know it. */
export const JOB_WORDS = new Set(
  LANGUAGES.flatMap((lang) => {
    const table = TABLES[lang];
    const heads = [...table.headsBefore, ...(table.headsAfter ?? [])].map((h) => foldedWords(h)[0]);
    const occupations = OCCUPATION_WORDS[lang].words.flatMap(foldedWords);
    return [...table.otherTitles.flatMap(foldedWords), ...occupations, ...heads].filter(
      (w): w is string => !!w,
    );
  }),
);

/** German, Dutch and Swedish compounds end in the job word: "Accountmanager", "Servicemonteur". */
export const JOB_ENDINGS = [
  ...new Set(
    LANGUAGES.flatMap((lang) =>
      [...(TABLES[lang].jobEndings ?? []), ...(OCCUPATION_WORDS[lang].endings ?? [])].map(fold),
    ),
  ),
];

/** Heads that end a one-word compound in any language, for "Einkaufs- und Logistikleiter". */
export const COMPOUND_HEADS = [
  ...new Set(LANGUAGES.flatMap((lang) => (TABLES[lang].compoundHeads ?? []).map(fold))),
].sort((a, b) => b.length - a.length);

/** Abbreviations with dots in any table ("ds.", "Prok.", "stellv.", "f.d."), longest first. */
const DOTTED = [
  ...new Set(
    LANGUAGES.flatMap((lang) => {
      const t = TABLES[lang];
      const roles = Object.values(t.roles).flatMap((r) => r.abbreviations ?? []);
      return [...t.connectors, ...t.subordinate, ...t.past, ...roles].filter((w) =>
        w.includes("."),
      );
    }),
  ),
].sort((a, b) => b.length - a.length);
const DOTTED_RE = new RegExp(
  `(?<![\\p{L}.])(?:${DOTTED.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`,
  "giu",
);

/** The text with the tables' dotted abbreviations written without dots, so none reads as a full stop. */
export function withoutAbbreviationDots(text: string): string {
  return text.replace(DOTTED_RE, (abbreviation) => abbreviation.replace(/\./g, ""));
}

/** True when `phrase` stands in `words` as consecutive words. */
export function hasPhrase(words: string[], phrase: string[]): boolean {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((w, k) => words[i + k] === w)) return true;
  }
  return false;
}
