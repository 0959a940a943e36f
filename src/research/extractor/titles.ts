import { type PrimaryTitle, primaryTitles } from "../decision-makers.ts";
import { TITLE_ABBREVIATIONS } from "../knowledge/job-titles/abbreviations.ts";
import { isStopword } from "../language/stopwords.ts";
import { AND_WORDS } from "./name-words.ts";
import { COMPANY_WORDS } from "./sentence-words.ts";
import { wordSet } from "./text.ts";
import { readCompounds } from "./title-compounds.ts";
import { isDeclinedJobWord } from "./title-declension.ts";
import {
  aloneRole,
  HEADINGS,
  hasPhrase,
  JOB_ENDINGS,
  JOB_WORDS,
  MEMBERS,
  NON_EXECUTIVE,
  PAST,
  SUBORDINATE,
  splitTitle,
  withoutAbbreviationDots,
} from "./title-patterns.ts";
import { claimJoinedParts, claimPatterns, expandSuspended } from "./title-spans.ts";

/*
 * Job titles mapped to the catalogue's primary titles. The catalogue is English; sites are not,
 * so knowledge/job-titles/ holds each role's forms in the nine languages we read, compiled in
 * title-patterns.ts. Matching is on folded whole words (case and diacritics ignored), so "Sales
 * Assistant" never matches "Sales Director" and "Director" never matches inside "Directorate".
 */

/**
 * Words before a title that make it another person's: "reports to the CEO", "rapporte au DG".
 * Articles between are skipped. A title itself never holds these ("How to Order" is a link).
 */
const TOWARDS = wordSet("to till zum zur aupres au al dla for fur pour per para voor");
const ARTICLES = wordSet("the a an dem der den die das le la les l il lo el los de del");

const JOB_ENDING = new RegExp(`.{3}(?:${JOB_ENDINGS.join("|")})$`);

function isJobWord(word: string): boolean {
  return JOB_WORDS.has(word) || JOB_ENDING.test(word);
}

/** "Vice President" is read as "VP" first, so it never means "President". */
function withoutVicePresident(title: string): string {
  return title.replace(/\bvice[\s-]+pr[eé]sident(e|a)?\b/giu, "VP");
}

/** A title's folded words ("co-founder" → "cofounder"). */
function titleWords(title: string): string[] {
  return splitTitle(withoutVicePresident(title)).words;
}

export interface TitleMatch {
  /** Every primary title the text names, most important first (catalogue order). */
  primaries: PrimaryTitle[];
  /** How many words of the text are not part of a matched title. */
  extraWords: number;
  /** Words of the text that matched a variant exactly, for "exact variant first" ranking. */
  matchedWords: string[][];
}

/** Words between a member and the body it belongs to: "member of the", "lid van de", "medlem i". */
const OF = wordSet("of du des de del della di dei van der des i av");

/**
 * True when the words before position `at` make the title someone else's: "to the CEO", or the
 * body's head when the person is a member of it ("Mitglied der Geschäftsleitung", "członek
 * zarządu"); "CEO and member of the board" keeps its CEO.
 */
function notTheirs(words: string[], at: number): boolean {
  let before = at - 1;
  while (before >= 0 && ARTICLES.has(words[before] ?? "")) before--;
  if (before >= 0 && TOWARDS.has(words[before] ?? "")) return true;
  while (before >= 0 && (OF.has(words[before] ?? "") || ARTICLES.has(words[before] ?? ""))) {
    before--;
  }
  return before >= 0 && MEMBERS.has(words[before] ?? "");
}

/** Recent answers: a page asks about the same short texts many times over. */
const matchCache = new Map<string, TitleMatch | undefined>();

/** Matches a job title against the catalogue and its translations; undefined when none fits. */
export function matchTitle(title: string): TitleMatch | undefined {
  if (matchCache.has(title)) return matchCache.get(title);
  if (matchCache.size > 5000) matchCache.clear();
  const match =
    computeMatch(title) ??
    spelledOutMatch(title) ??
    definiteAbbreviationMatch(title) ??
    ampersandMatch(title);
  matchCache.set(title, match);
  return match;
}

/**
 * Swedish and Norwegian put the definite ending after a colon on an abbreviation: "vd:n",
 * "VD:ns", "CFO:n", "HR-chef" is "HR-chefen" but "vd" is "vd:n" ("Vd:n Sofie Nordlund inviger").
 */
const DEFINITE_ABBREVIATION = /(?<=\b\p{L}{2,5}):(?:n|en|s|ns|ens|et|ets)\b/gu;

function definiteAbbreviationMatch(title: string): TitleMatch | undefined {
  const bare = title.replace(DEFINITE_ABBREVIATION, "");
  return bare === title ? undefined : computeMatch(bare);
}

/**
 * "gerente de Gente & Gestão", "Leiter Einkauf & Logistik": an ampersand that joins the words of
 * one field, where the catalogue spells the field with the language's "and" ("de gente e
 * gestão"). Tried only when the title reads no other way, so "Founder & CEO" stays two roles.
 */
function ampersandMatch(title: string): TitleMatch | undefined {
  if (!/\s&\s/u.test(title)) return undefined;
  // "and" in the nine languages, as an ampersand inside a field's name stands for it.
  for (const and of AND_WORDS) {
    const match = computeMatch(title.replace(/\s&\s/gu, ` ${and} `));
    if (match) return match;
  }
  return undefined;
}

const ABBREVIATED = /(?<![\p{L}.])(\p{L}{2,5}\.)(?=\s)/gu;

/**
 * "Resp. commerciale", "Dir. comercial": an abbreviated word read as each word it may stand for
 * (knowledge/job-titles/abbreviations.ts), the first reading the catalogue knows winning.
 */
function spelledOutMatch(title: string): TitleMatch | undefined {
  for (const [abbreviation] of title.matchAll(ABBREVIATED)) {
    for (const word of TITLE_ABBREVIATIONS[abbreviation.toLowerCase()] ?? []) {
      const match = computeMatch(title.replace(abbreviation, word));
      if (match) return match;
    }
  }
  return undefined;
}

/** "(ad interim)", "a.i.": Latin for "for the time being", no Italian AD (amministratore delegato). */
const AD_INTERIM = /\(?\bad[\s-]interim\b\)?|\(?\ba\.\s?i\.(?=\s|\)|$)\)?/giu;

function computeMatch(title: string): TitleMatch | undefined {
  const split = splitTitle(withoutVicePresident(expandSuspended(title.replace(AD_INTERIM, " "))));
  const words = readCompounds(split.words);
  const joined = split.joined;
  // The deputy, assistant or former holder of a role does not hold it.
  // Nor does a board member who runs nothing ("non-executive director").
  if (words.length === 0 || isSubordinate(words) || isPast(words) || isNonExecutive(words)) {
    return undefined;
  }
  const alone = aloneRole(words) ?? aloneRole(withoutCompanyTail(words));
  if (alone) return { primaries: [alone], extraWords: 0, matchedWords: [words] };
  const claims = claimPatterns(words, (at) => notTheirs(words, at));
  claimJoinedParts(words, joined, claims);
  if (claims.found.size === 0) return undefined;
  const primaries = primaryTitles.filter((primary) => claims.found.has(primary));
  const extraWords = claims.claimed.filter((c) => !c).length;
  return { primaries, extraWords, matchedWords: claims.spans };
}

/** "of the company" after a title: "de la empresa", "dell'azienda", "des Unternehmens", "firmy". */
const COMPANY_OF = wordSet("of de du des del della dell di da do das der van i av för for");
const COMPANY_ARTICLES = wordSet("the la le l el a o het de den das der");

/**
 * The title's words without "of the company" at their end: "gerente de la empresa" and
 * "directeur de l'entreprise" name the one who runs it, as "gerente" and "directeur" alone do.
 */
function withoutCompanyTail(words: string[]): string[] {
  if (!COMPANY_WORDS.has(words.at(-1) ?? "")) return [];
  let end = words.length - 1;
  let of = false;
  while (end > 1 && words.length - end <= 3) {
    const word = words[end - 1] ?? "";
    if (COMPANY_OF.has(word)) of = true;
    else if (!COMPANY_ARTICLES.has(word)) break;
    end--;
  }
  // Polish and German may print the company in the genitive with no "of": "prezes firmy".
  return of || GENITIVE_COMPANY.test(words.at(-1) ?? "") ? words.slice(0, end) : [];
}

/** Company nouns in the genitive, which need no "of": "firmy", "spółki", "des Unternehmens". */
const GENITIVE_COMPANY = /^(?:firmy|spolki|przedsiebiorstwa|unternehmens)$/u;

const isSubordinate = (words: string[]) => SUBORDINATE.some((p) => hasPhrase(words, p));
const isPast = (words: string[]) => PAST.some((p) => hasPhrase(words, p));
const isNonExecutive = (words: string[]) => NON_EXECUTIVE.some((p) => hasPhrase(words, p));

/** The primary title a job title maps to, or undefined. */
export function primaryTitleFor(title: string): PrimaryTitle | undefined {
  return matchTitle(title)?.primaries[0];
}

/**
 * True when a short text reads like a job title: a catalogue match or a common job word. A past
 * role ("former CEO") is no title of the person's now, a heading ("Our Team") or a link text
 * ("How to Order", "Back to topics") none at all; "Assistant to the CEO" is a title, not the CEO.
 */
export function looksLikeTitle(printed: string): boolean {
  // A label's colon may end a catalogue title as printed ("Owner and founder:"); "Head Office:"
  // stays a label.
  const unlabelled = printed.replace(/\s*:\s*$/, "");
  const text = withoutAbbreviationDots(
    unlabelled !== printed && matchTitle(printed) ? unlabelled : printed,
  ).replace(DEFINITE_ABBREVIATION, "");
  // A sentence ends in a word and a stop; "O.E.M. Markets Manager" holds an abbreviation, and so
  // does a title that opens with a licence or degree ("Leg. tandläkare", "Dipl. Bauingenieur").
  const body = text.replace(/^\p{L}{2,5}\.\s/u, "");
  if (text.length > 80 || /\p{Ll}{2}[.!?]\s|[!?]|[@:;]|\d{3}/u.test(body)) return false;
  const words = titleWords(text);
  if (words.length === 0 || words.length > 8) return false;
  if (isPast(words) || words.some((word) => HEADINGS.has(word))) return false;
  const subordinate = isSubordinate(words);
  // A job word in the possessive names a thing, not a person: "Director's Cut", "Chef's knife".
  if (!subordinate && /\p{L}['’]s(?!\p{L})/u.test(text)) return false;
  if (!subordinate && words.includes("to")) return false;
  const match = matchTitle(text);
  if (match) return match.extraWords <= 4;
  return (
    words.length <= 8 &&
    (subordinate ||
      (isNonExecutive(words) && words.length > 1) ||
      words.some(isJobWord) ||
      opensDeclined(words) ||
      isMemberOfBoard(words))
  );
}

/**
 * A job word in another case is a title where it opens the text, after its articles
 * ("unseres Bauingenieurs", "kierownikiem"); after another noun it is that noun's complement
 * ("pomoc psychologa", a psychologist's help), as "Director's Cut" is in English.
 */
function opensDeclined(words: string[]): boolean {
  const first = words.findIndex((word) => !isStopword(word));
  return first >= 0 && isDeclinedJobWord(words[first] ?? "");
}

/**
 * "Mitglied der Geschäftsleitung", "członek zarządu": a member of a body whose head the catalogue
 * knows holds a title of their own (no role of the catalogue); "Member login" holds none.
 */
function isMemberOfBoard(words: string[]): boolean {
  if (!MEMBERS.has(words[0] ?? "")) return false;
  let at = 1;
  while (at < words.length && (OF.has(words[at] ?? "") || ARTICLES.has(words[at] ?? ""))) at++;
  return at < words.length && matchTitle(words.slice(at).join(" ")) !== undefined;
}

/** Folded words of a title, for exact comparisons between a wanted title and a found one. */
export function titleKey(title: string): string {
  return titleWords(title).join(" ");
}

/** Words that make a title readable to an English-speaking user as it stands. */
const ENGLISH_TITLE_WORDS = wordSet(`
  ceo cfo cto coo cso cmo md chief director manager head officer owner founder cofounder president
  partner executive vp buyer controller proprietor chairman chairwoman
`);

/**
 * The catalogue's English title for a title found in another language, for a user who reads
 * English: "Geschäftsführer" → "CEO", "Prezes Zarządu" → "CEO"; undefined when the title is
 * already English or names no catalogue title. Shown beside the found title, never instead of it.
 */
export function englishTitle(title: string): string | undefined {
  const words = titleWords(title);
  if (words.some((word) => ENGLISH_TITLE_WORDS.has(word))) return undefined;
  const primaries = matchTitle(title)?.primaries;
  return primaries && primaries.length > 0 ? primaries.join(" / ") : undefined;
}
