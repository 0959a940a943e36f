import type { PrimaryTitle } from "../decision-makers.ts";
import { isMonthName } from "../knowledge/months.ts";
import { isStopword, LANGUAGES, type Language } from "../language/stopwords.ts";
import { isDepartment } from "./departments.ts";
import { isBroadGivenName, isGivenName, isPairedGivenName } from "./given-names.ts";
import { AND_WORDS, NICKNAME, PARTICLES } from "./name-words.ts";
import { isHonorificBefore, type NameOptions, type NameParts, readName } from "./names.ts";
import { OTHER_PERSON, officeHolder, SUCCEEDS } from "./office-words.ts";
import { type Pair, singular } from "./person-layouts.ts";
import { polishNominative } from "./polish-names.ts";
import { headedBefore, ledBy, runBefore } from "./sentence-led-by.ts";
import {
  departmentLabel,
  linkedTitle,
  officeAfter,
  opensClause,
  predicatedTitle,
} from "./sentence-links.ts";
import { isPastRole } from "./sentence-past.ts";
import {
  closedRole,
  isPastTitle,
  type TitleSpan,
  titleAfter,
  titleBefore,
  titleHeldNow,
} from "./sentence-titles.ts";
import {
  closesAt,
  type Sentence,
  SIGNATURE_BEFORE,
  sentenceEnds,
  spell,
  type Token,
  tokenAt,
  tokenize,
  withoutElidedArticle,
} from "./sentence-tokens.ts";
import {
  ALSO,
  APPOINTED_AFTER,
  APPOINTED_PARTICIPLE,
  APPOINTS_BEFORE,
  APPOINTS_LINK,
  CLEFT_OPENS,
  CLEFT_RELATIVE,
  COPULA,
  DEPARTMENT_LEAD,
  departmentRole,
  INSTRUCTION,
  KIN_NOUNS,
  KIN_POSSESSIVES,
  LEADS,
  NEGATED,
  NEW,
  NOW,
  NOW_WORDS,
  RELATIVE,
  RELATIVE_COPULA,
  RESPONSIBLE,
  RUNS,
  SINCE_WORDS,
  STAYS,
  STAYS_OR_BECOMES,
  STILL,
  SUCCEEDS_NOW,
  TAKES_OVER,
  TITLE_LEAD,
  V2_COPULA,
} from "./sentence-words.ts";
import { isKnownSurname } from "./surnames.ts";
import { fold } from "./text.ts";
import { bodyAfterTitle, escapeRegExp, organisationAfterTitle } from "./title-organisations.ts";
import { looksLikeTitle, matchTitle, primaryTitleFor } from "./titles.ts";

/*
 * People named in running text, read from the grammar that pairs a name with a title in each of
 * the nine languages, never from a title merely mentioned nearby:
 *   - an appointment: "ernennt Anna Weber zum Geschäftsführer", "Jane Doe has been appointed CEO",
 *     "Marie Dupont a été nommée directrice générale", "Per Ek utses till ny vd";
 *   - a copula: "Kelly Kay is the managing partner", "Marco Rossi è il nuovo amministratore
 *     delegato", "Från 1 januari är Per Ek ny VD", "Unsere Geschäftsführerin ist Anna Weber";
 *   - running a department: "Anna Weber leitet seit 2019 den Einkauf" (the phrase is the title as
 *     printed; the department says the role);
 *   - an apposition: "nuestra directora comercial, Lucía Gómez", "Jan Addams – Practice Manager of
 *     the firm", "The Director, Dr. Arthur Kian, received …";
 *   - whatever the verb, a role word or an office taken in the clause about the name, or a present
 *     copula before the title (sentence-links.ts): "…, che resterà nel Consiglio come presidente",
 *     "pasa a ocupar la presidencia", "en est aussi la présidente"; a department labelling one
 *     name ("ufficio stampa, Martina Greco, tel. …").
 * A negation ("ist nicht mehr", "n'est plus") or a past tense reads no title. The name must open
 * with a known given name, unless an appointment or copula pairs it with a catalogue title. Text
 * that addresses a reader or a model ("ignore … output CEO: …") is never read.
 */

/** A person in a sentence; `primary` when the title is a phrase the catalogue cannot read. */
export interface SentencePair extends Pair {
  primary?: PrimaryTitle;
  /** The title names an office taken or a department run: a role printed for them says more. */
  office?: boolean;
  /** The organisation the title is printed as held at: "Einkaufsleiter der Holzmann Möbelwerke GmbH". */
  organisation?: string;
  /** The title is another organisation's by a possessive: "ADR; their technical director, X". */
  theirs?: boolean;
  /** The title is one the person leaves to a successor: printed as it is, of no role. */
  past?: boolean;
}

const MAX_NAME_WORDS = 6;

interface Candidate {
  from: number;
  to: number;
  parts: NameParts;
  /** Read without a known given name: only a strong pattern with a catalogue title takes it. */
  cued: boolean;
  /** Opens with a given name of the broad lists only: a catalogue title or a strong pattern. */
  weak?: boolean;
  /** Where a salutation before the name stands ("Don Eugenio Sada"): a title ends before it. */
  lead?: number;
}

/** A day of the month as printed before its month: "1.", "1er", "1°", "21st". */
const DAY_NUMBER = /^\d{1,2}(?:\.|er|°|º|st|nd|rd|th)?$/u;

/**
 * Spanish, Italian and Portuguese salutations written like given names: "Don Eugenio Sada",
 * "Doña Carmen Ruiz", "Dom Pedro Alves". Before a known given name they are no part of the name.
 */
const SALUTATION = /^(?:Don|Doña|Dom|Dona)$/u;

const nameLike = (token: Token | undefined) =>
  !!token && (/^\p{Lu}/u.test(token.bare) || PARTICLES.has(token.bare));

const departmentAfter = (token: Token | undefined) =>
  !!token && (!!departmentRole(token.bare) || isDepartment(token.bare));

/**
 * A word opening with a quote or bracket is a nickname or an aside, never the next part of a
 * name: 'Santiago Ferraro ("Pepe" para todos)' is Santiago Ferraro, 'Robert "Bob" Miller' is no
 * "Robert Bob".
 */
const OPENS_QUOTE = /^[("“„«‘'[]/u;

/**
 * 'Robert "Bob" Hendricks': a capitalized word in quotes between a name's words is a nickname,
 * part of the name as printed.
 */
const NICKNAME_WORD = new RegExp(`^${NICKNAME}$`, "u");
const isNickname = (tokens: Token[], at: number) =>
  NICKNAME_WORD.test(tokens[at]?.text ?? "") && /^\p{Lu}/u.test(tokens[at + 1]?.text ?? "");

/**
 * German articles, which are surname particles only after another ("von der Heyden", "van den
 * Berg") or in the language whose particle they also are ("Maria das Dores" in Portuguese, "Jan
 * den Uyl" in Dutch): in a German sentence "führt Derya Aydın das Geschäft" the article ends the
 * name.
 */
const GERMAN_ARTICLES = new Map<string, Language | undefined>([
  ["das", "pt"],
  ["des", "fr"],
  ["den", "nl"],
  ["der", "nl"],
  ["die", undefined],
  ["dem", undefined],
]);

/** How many of a sentence's lower-case words (particles left out) are each language's stop words. */
type LanguageScores = Map<Language, number>;

function languageScores(tokens: Token[]): LanguageScores {
  const words = tokens
    .filter((t) => /^\p{Ll}/u.test(t.bare) && !PARTICLES.has(t.bare))
    .map((t) => fold(t.bare));
  return new Map(LANGUAGES.map((l) => [l, words.filter((w) => isStopword(w, l)).length]));
}

/**
 * "Appointed general manager in 2020, Chloe Anderson has led …", "Nommée directrice générale en
 * 2021, Claire Petit …": a sentence that opens with a participle of appointing and its title, then
 * the name after the clause's comma.
 */
function appointedFirst(ctx: Context, name: Candidate): TitleSpan | undefined {
  const { tokens, start } = ctx;
  const lead = name.lead ?? name.from;
  if (!APPOINTED_PARTICIPLE.has(fold(tokens[start]?.bare ?? ""))) return undefined;
  const comma = tokens.slice(start, lead).findIndex((t) => t.text.endsWith(","));
  if (comma < 0 || start + comma !== lead - 1) return undefined;
  const span = titleAfter(ctx, start);
  return span?.catalogue && !NEGATED.test(span.title) ? span : undefined;
}

/** "since", before a year at the end of a fronted title: "Directeur commercial depuis 2015,". */

/**
 * "Directeur commercial depuis 2015, Marc Lefèvre connaît …", "À la tête de l'entreprise depuis
 * 2012, Nicolas Fabre a …": the sentence opens with a title, or with being at the head of the
 * company or a department, perhaps since a year, and the name follows its comma.
 */
function frontedOpening(ctx: Context): SentencePair | undefined {
  const { text, tokens, start, name } = ctx;
  const lead = name.lead ?? name.from;
  if (lead - start < 2 || !tokens[lead - 1]?.text.endsWith(",")) return undefined;
  if (range(start, lead).some((k) => ctx.taken.has(k))) return undefined;
  let end = lead;
  const year = /^\d{4}$/u.test(tokens[end - 1]?.bare ?? "");
  if (year && SINCE_WORDS.has(fold(tokens[end - 2]?.bare ?? ""))) end -= 2;
  let from = start;
  while (from < end - 1 && TITLE_LEAD.has(fold(tokens[from]?.bare ?? ""))) from++;
  const printed = spell(text, tokens, from, end);
  const match = matchTitle(printed);
  if (match && match.extraWords <= 1 && looksLikeTitle(printed) && !NEGATED.test(printed)) {
    return {
      ...name.parts,
      title: printed,
      ...(match.primaries[0] ? { primary: match.primaries[0] } : {}),
    };
  }
  const opening = spell(text, tokens, start, end);
  const responsible = RESPONSIBLE_OPENS_RE.exec(opening);
  if (!responsible) return undefined;
  const at = tokenAt(tokens, (tokens[start]?.start ?? 0) + responsible[0].length);
  return department(ctx, at, start, end - at);
}

/** Whether the title before a name's comma is all the sentence holds before it, but an article. */
function frontedAlone(ctx: Context, name: Candidate, title: string): boolean {
  const { text, tokens, start } = ctx;
  const before = text.slice(tokens[start]?.start ?? 0, tokens[name.lead ?? name.from]?.start ?? 0);
  const words = before.replace(/,\s*$/u, "").trim().split(/\s+/u);
  // The article or possessive before the title: "A gerente comercial, …", "Our CFO, …".
  while (words.length > 1 && TITLE_LEAD.has(fold(words[0] ?? ""))) words.shift();
  return words.join(" ") === title;
}

/**
 * Whether a sentence is Polish: lower-case words that spell letters only Polish has ("otworzył",
 * "gości", "powitała"), or Polish stop words outnumbering every other language's.
 */
function isPolish(tokens: Token[]): boolean {
  const lettered = tokens.filter((t) => /^\p{Ll}/u.test(t.bare) && /[łśżźćń]/u.test(t.bare));
  if (lettered.length >= 2) return true;
  const scores = languageScores(tokens);
  const polish = scores.get("pl") ?? 0;
  return polish > 0 && LANGUAGES.every((l) => l === "pl" || (scores.get(l) ?? 0) < polish);
}

function articleEnds(tokens: Token[], at: number, scores: LanguageScores): boolean {
  const word = tokens[at]?.bare ?? "";
  if (!GERMAN_ARTICLES.has(word) || PARTICLES.has(tokens[at - 1]?.bare ?? "")) return false;
  const german = scores.get("de") ?? 0;
  const home = GERMAN_ARTICLES.get(word);
  return german > 0 && (!home || german > (scores.get(home) ?? 0));
}

/** The longest name starting at `from`, within one sentence. */
function nameAt(
  tokens: Token[],
  from: number,
  limit: number,
  cue: boolean,
  scores: LanguageScores,
): Candidate | undefined {
  if (!/^\p{Lu}/u.test(tokens[from]?.bare ?? "")) return undefined;
  // "Hendrik 'Henk' de Vries": a nickname in quotes after a given name opens no name of its own;
  // "Henk de Vries" is printed nowhere.
  if (OPENS_QUOTE.test(tokens[from]?.text ?? "") && /^\p{Lu}/u.test(tokens[from - 1]?.text ?? "")) {
    return undefined;
  }
  // "zum 1. Juli Thomas Berger", "le 1er Mars": a month after a day number is the date's.
  if (DAY_NUMBER.test(tokens[from - 1]?.text ?? "") && isMonthName(tokens[from]?.bare ?? "")) {
    return undefined;
  }
  if (SALUTATION.test(tokens[from]?.bare ?? "") && isGivenName(tokens[from + 1]?.bare ?? "")) {
    const name = nameAt(tokens, from + 1, limit, cue, scores);
    return name && { ...name, lead: from };
  }
  // The run of capitalized words (and surname particles) a name can lie in, up to a comma.
  const last = Math.min(limit, from + MAX_NAME_WORDS) - 1;
  let stop = from;
  while (
    stop < last &&
    (!closesAt(tokens[stop]) || isNickname(tokens, stop)) &&
    nameLike(tokens[stop + 1]) &&
    (!OPENS_QUOTE.test(tokens[stop + 1]?.text ?? "") || isNickname(tokens, stop + 1))
  ) {
    // "führt Reto Bergmann das Unternehmen": an article before a department is no particle.
    if (PARTICLES.has(tokens[stop + 1]?.bare ?? "") && departmentAfter(tokens[stop + 2])) break;
    if (articleEnds(tokens, stop + 1, scores)) break;
    // "ist Hansruedi Brunner Ende September in den Ruhestand getreten": a date ends the name.
    if (opensDate(tokens, stop + 1)) break;
    stop++;
  }
  if (stop === from) return undefined;
  // Without a cue, readName wants a known given name: look it up before reading windows.
  const run = tokens.slice(from, stop + 1);
  // "Van Acker (44) is …", "De Luca ha …": a name opening with a surname particle is a family
  // name alone, a mention of someone named in full elsewhere or of a firm; never a person alone.
  if (PARTICLES.has(fold(run[0]?.bare ?? ""))) return undefined;
  // "przez Piotra Kowalskiego": a Polish given name in another case is known in the nominative.
  const declined = run.length >= 2 && polishNominative(run[0]?.bare ?? "", run[1]?.bare ?? "");
  const given =
    run.some((t) => isGivenName(t.bare)) || (declined && isGivenName(declined[0] ?? ""));
  const weak = !cue && !given;
  // A given name of the broad lists, or a known family name (names.ts), is a weak candidate's way in.
  if (weak && !run.some((t) => isBroadGivenName(t.bare) || isKnownSurname(t.bare)))
    return undefined;
  const read = longestName(tokens, from, stop + 1, { cue, broad: weak });
  if (read) return { from, ...read, cued: cue, ...(weak ? { weak } : {}) };
  // "Ciarán Doyle", "Dónal Kearney": a later word the main lists know as a given name (Doyle)
  // does not open the name; an opener of the broad lists that is no word of our languages does,
  // as a weak candidate.
  if (cue || weak || !isPairedGivenName(run[0]?.bare ?? "")) return undefined;
  const broad = longestName(tokens, from, stop + 1, { broad: true });
  return broad && { from, ...broad, cued: false, weak: true };
}

/** Words that put a date within its month: "Ende September", "Anfang März", "Mitte Mai". */
const WITHIN_MONTH = new Set(["anfang", "mitte", "ende"]);

/**
 * Whether token `at` opens a date: a month before a number ("May 2024"), or a German
 * "Ende"/"Anfang" before a month. A month alone may be a family name: "Theresa May", "Marie Mai".
 */
function opensDate(tokens: Token[], at: number): boolean {
  const word = tokens[at]?.bare ?? "";
  if (isMonthName(word)) return /^\d/u.test(tokens[at + 1]?.bare ?? "");
  return WITHIN_MONTH.has(fold(word)) && isMonthName(tokens[at + 1]?.bare ?? "");
}

/** The longest name of two words or more from token `from`, ending before `limit`. */
function longestName(
  tokens: Token[],
  from: number,
  limit: number,
  options: NameOptions,
): { to: number; parts: NameParts } | undefined {
  for (let to = limit; to >= from + 2; to--) {
    // A nickname is printed in its quotes, and only inside a name: never its last word.
    if (isNickname(tokens, to - 1)) continue;
    // "Marco Rossi e Luca Bianchi" is two people: "Marco Rossi e Luca" is printed nowhere.
    if (to < limit && AND_WORDS.some((word) => word === fold(tokens[to - 2]?.bare ?? ""))) continue;
    const text = tokens
      .slice(from, to)
      .map((t, k) => (isNickname(tokens, from + k) ? t.text : t.bare))
      .join(" ");
    const parts = readName(text, options);
    if (parts) return { to, parts };
  }
  return undefined;
}

/** Words after which capitalized words name a place or an organisation: "Director of Abbey Road". */
const PLACE_BEFORE = new Set(
  "of at in from bei aus im chez du des di da del della van uit te for för från i w z em på hos bij presso"
    .split(" ")
    .map(fold),
);

/**
 * Of these, the ones that also join a noun to the person it belongs to: "the appointment of Jane
 * Doe", "prende il posto di Marco Bianchi", "afscheid van Jan Smit", "a nomeação de Ana Costa".
 * After them a run that opens with a known given name is a person, unless the noun before is a
 * relative's ("la figlia di …", "son of …"): that person is another one than the sentence's.
 */
const GENITIVE_JOINER = new Set("of de di da du des del della van von do dos das".split(" "));

/**
 * Verbs of what a team or a board is made of, before their "of": "bestaat uit Erik Jansen (CEO)",
 * "besteht aus …", "składa się z …", "består av …". What follows lists its members.
 */
const CONSISTS_OF = new Set(
  `consists consist composed comprises bestaat bestaan besteht bestehen setzt compose composé composée
   composto composta compuesto compuesta formado formada består bestod składa composto constituída
   constituído`
    .split(/\s+/)
    .filter(Boolean)
    .map(fold),
);

/** A verb of CONSISTS_OF at `at`, or before its reflexive pronoun there ("składa się z"). */
function consistsOf(tokens: Token[], at: number): boolean {
  const word = fold(tokens[at]?.bare ?? "");
  return (
    CONSISTS_OF.has(word) || (word === "sie" && CONSISTS_OF.has(fold(tokens[at - 1]?.bare ?? "")))
  );
}

/**
 * "L'azienda è guidata da Francesca Romano", "gegründet von Werner Schulz": after a participle,
 * "da" and "von" name the agent of a passive, a person, not a place.
 */
const PASSIVE_AGENT = /^(?:da|von)$/u;
const PARTICIPLE = /^(?:\p{L}{2,}(?:at|it|ut)[oaie]|ge\p{L}{2,}(?:t|en))$/u;

/** Whether the word before token `at` says that capitalized words after it name a place. */
function placeBefore(tokens: Token[], at: number): boolean {
  const word = fold(tokens[at - 1]?.text ?? "");
  if (!PLACE_BEFORE.has(word)) return false;
  if (PASSIVE_AGENT.test(word) && PARTICIPLE.test(fold(tokens[at - 2]?.text ?? ""))) return false;
  // "Die Geschäftsführung liegt (seit 2015) bei Martina Keller": the office is in her hands.
  const held = tokens.slice(Math.max(0, at - 5), at - 1).some((t) => LIES.test(fold(t.text)));
  return !(word === "bei" && held);
}

const LIES = /^(?:liegt|liegen|lag|lagen)$/u;

/**
 * The tokens of places and organisations: the whole run of capitalized words after a place word
 * ("responsabile eventi di Viaggi Chianti Tour", "eigenaar van Café De Kade"), none of which
 * opens a name. A run after a genitive joiner that opens with a known given name is a person's.
 */
function placeRuns(tokens: Token[], start: number, end: number): Set<number> {
  const places = new Set<number>();
  for (let at = start; at < end; at++) {
    if (!placeBefore(tokens, at) || !nameLike(tokens[at])) continue;
    const joiner = fold(tokens[at - 1]?.text ?? "");
    const owner = fold(tokens[at - 2]?.bare ?? "");
    // "under the leadership of CEO Anna Smith", "a cargo da Dra. Inês Guerreiro": a title word
    // or a salutation between the joiner and the name.
    let opens = at;
    const before = (token: Token | undefined) =>
      looksLikeTitle(token?.bare ?? "") || isHonorificBefore(token?.text ?? "");
    while (opens < at + 2 && opens + 1 < end && before(tokens[opens])) opens++;
    const person =
      (GENITIVE_JOINER.has(joiner) || consistsOf(tokens, at - 2)) &&
      !OTHER_PERSON.has(owner) &&
      isGivenName(tokens[opens]?.bare ?? "");
    // "Rozmowa z Tomaszem Kaczmarkiem": Polish "z" with a name in the instrumental is "with".
    const withPerson =
      joiner === "z" && !!polishNominative(tokens[at]?.bare ?? "", tokens[at + 1]?.bare ?? "");
    if (person || withPerson) continue;
    places.add(at);
    // Capitalized words only: "im Team von Serviceleiter Hauke Jansen" names a person after "von".
    const capitalized = (token: Token | undefined) => /^\p{Lu}/u.test(token?.bare ?? "");
    while (at + 1 < end && !closesAt(tokens[at]) && capitalized(tokens[at + 1])) places.add(++at);
  }
  return places;
}

/**
 * Whether token `at` stands inside a run of capitalized words that a joiner opens: "dueña de Casa
 * Azul Bistro", "chef at Hotel Maria Theresia". The run names a business or a place, and a given
 * name in its middle ("Azul", "Maria") opens no person's name. A title word before the name
 * ("de Sales Director Anna …") is no such run.
 */
function insideProperNoun(tokens: Token[], start: number, at: number): boolean {
  let first = at;
  while (first - 1 > start) {
    const token = tokens[first - 1];
    if (!token || !/^\p{Lu}/u.test(token.bare) || closesAt(token)) break;
    if (isHonorificBefore(token.text) || looksLikeTitle(token.bare)) return false;
    first--;
  }
  return first < at && GENITIVE_JOINER.has(fold(tokens[first - 1]?.text ?? ""));
}

/** Names in one sentence: given-name names first, then cue-only ones in the gaps (not first). */
function namesIn(tokens: Token[], start: number, end: number): Candidate[] {
  const found: Candidate[] = [];
  const places = placeRuns(tokens, start, end);
  const scores = languageScores(tokens.slice(start, end));
  for (let at = start; at < end; at++) {
    if (places.has(at) || insideProperNoun(tokens, start, at)) continue;
    const name = nameAt(tokens, at, end, false, scores);
    if (name) {
      found.push(name);
      at = name.to - 1;
    }
  }
  const taken = (at: number) => found.some((c) => at >= c.from && at < c.to);
  for (let at = start + 1; at < end; at++) {
    if (taken(at) || taken(at - 1) || places.has(at) || insideProperNoun(tokens, start, at)) {
      continue;
    }
    // "übernimmt den Vorsitz des Aufsichtsrats": a capitalized office is no name.
    if (officeHolder(fold(tokens[at]?.bare ?? ""))) continue;
    const name = nameAt(tokens, at, end, true, scores);
    if (name && !found.some((c) => c.from < name.to && name.from < c.to)) {
      found.push(name);
      at = name.to - 1;
    }
  }
  return found
    .sort((a, b) => a.from - b.from)
    .map((name) => withLeadingHonorifics(tokens, start, name));
}

/** Articles that stand before a salutation in apposition: "nuestra directora, la Lic. Ana Gómez". */
const ARTICLE_BEFORE_SALUTATION = new Set("la el il lo le o a the der die".split(" "));

/**
 * A name with the salutations and degrees printed before it ("Dr Aoife Kinsella", "la Lic. Ana
 * Gómez", "l'ing. Marco Bocchi") leads from the first of them, so that a title before it ends
 * where they start.
 */
function withLeadingHonorifics(tokens: Token[], start: number, name: Candidate): Candidate {
  let lead = name.lead ?? name.from;
  while (lead - 1 >= start && isHonorificBefore(tokens[lead - 1]?.text ?? "")) lead--;
  if (!isHonorificBefore(tokens[lead]?.text ?? "")) return name;
  const article = fold(tokens[lead - 1]?.text ?? "");
  // The Dutch "de heer Jansen": the article is the salutation's.
  const dutchSir = article === "de" && fold(tokens[lead]?.text ?? "") === "heer";
  if (lead - 1 >= start && (ARTICLE_BEFORE_SALUTATION.has(article) || dutchSir)) lead--;
  return lead === (name.lead ?? name.from) ? name : { ...name, lead };
}

/** A day and a month, perhaps a year: "1. April", "1er avril 2026", "1 de marzo", "12th May". */
const DAY_MONTH = String.raw`\d{1,2}(?:\.|er|°|º|st|nd|rd|th)?\s+(?:de\s+)?\p{L}{3,}\.?(?:\s+(?:de\s+)?\d{4})?`;
/**
 * A date a title has held since, between the copula and the title: "ist seit 2019", "est depuis le
 * 1er février 2025", "är sedan den 1 februari 2025", "jest od 1 lutego 2025 r.", "è da questo
 * mese".
 */
const TIME = String.raw`(?:(?:seit|since|depuis|dal|dall'|da|desde|sedan|sinds|od|från|ab|per|a partir de)\s+(?:(?:le|den|the|el|this|diesem|dieser|ce|cette|questo|questa|este|esta|deze|dit|denna|detta|tego|tej)\s+)?(?:${DAY_MONTH}|[^\s,]+(?:\s+\d{4})?)(?:\s+(?:roku|r\.))?\s+)?`;
/**
 * The date an appointment takes effect, between its verb and the title: "wurde zum 1. April zum
 * Einkaufsleiter ernannt", "a été nommée le 1er mars directrice", "is per 1 mei benoemd tot".
 */
const TAKES_EFFECT = String.raw`(?:(?:(?:on|from|as of|with effect from|effective|zum|per|ab|mit wirkung zum|le|au|à compter du|dès le|dal|a partire dal|a partir del|desde el|el|met ingang van|op|z dniem|od|från och med|från|den|a partir de|em|no dia)\s+)?${DAY_MONTH},?\s+(?:(?:zum|zur|to|tot|till|na|jako|como|come|comme)\s+)?|(?:od|seit|since|depuis|dal|desde|sinds|sedan|from|ab)\s+\d{4}(?:\s+roku|\s+r\.)?\s+)?`;
const re = (spec: string) => new RegExp(spec, "iu");
/** "è stata nominata come direttrice": a role word after the appointment is no part of the title. */
const AS_LINK = String.raw`(?:(?:as|als|comme|come|como|som|jako|en tant que)\s+)?`;
/** "has been promoted from Plant Manager to": the role left stands between the verb and "to". */
const PROMOTED_FROM = String.raw`(?:has been|have been|was|is|will be)\s+promoted\s+from\s+[^,.;]{2,60}?\s+to`;
/**
 * The verb of an appointment after the name, perhaps in a relative clause: "Tyler Wiens, who has
 * been promoted to", "Eva Roth, die zur … ernannt wurde" (the German participle is read apart).
 */
const APPOINTED_RE = re(
  String.raw`^[\s,]*(?:(?:${RELATIVE})\s+)?(?:${APPOINTED_AFTER}|${PROMOTED_FROM})\s+${TAKES_EFFECT}${TIME}${AS_LINK}`,
);
const TAKES_OVER_BEFORE_RE = re(String.raw`(?:^|\s)(?:${TAKES_OVER})\s+${TAKES_EFFECT}$`);
/**
 * "übernahm sein Sohn Thomas Huber", "reprend sa fille Claire": a relative named by kinship
 * between the verb and the name, as family-business histories print it.
 */
const alternation = (spec: string) => spec.trim().split(/\s+/u).join("|");
const KIN_BEFORE = re(
  String.raw`\s(?:${alternation(KIN_POSSESSIVES)})\s+(?:${alternation(KIN_NOUNS)})\s*$`,
);
/**
 * A relative named by kinship between a copula and the name, perhaps of someone ("is zijn dochter
 * Femke Hendriks", "jest syn założyciela, mgr inż. Tomasz Kowalewski", "ist der Sohn des
 * Gründers, Jan"): the copula's title is the name's all the same.
 */
const KIN_PHRASE_BEFORE = re(
  String.raw`\s(?:(?:${alternation(KIN_POSSESSIVES)}|der|die|the|le|la|il|el|o|a|de|het|den)\s+)?(?:${alternation(KIN_NOUNS)})(?:\s+(?:(?:des|der|of the|du|de la|del|della|de|van de|van|till|do|da)\s+)?\p{L}+)?\s*,?\s*$`,
);
const V2_TAKES_OVER_RE = re(String.raw`(?:^|\s)(?:${TAKES_OVER})\s*$`);
const TAKES_OVER_ANYWHERE_RE = re(String.raw`(?:^|\s)(?:${TAKES_OVER})(?:\s|$)`);
/** "together with" right before a name, in the nine languages. */
const TOGETHER_BEFORE =
  /\s(?:gemeinsam mit|zusammen mit|together with|jointly with|avec|conjointement avec|insieme a|insieme con|junto con|junto a|junto com|juntamente com|samen met|tillsammans med|wraz z|razem z)\s*$/iu;
const TAKES_OVER_AFTER_RE = re(String.raw`^\s+(?:${TAKES_OVER})(?:\s|$)`);
const SUCCEEDS_AFTER_RE = re(
  String.raw`^\s*(?:${SUCCEEDS_NOW})\s+[^.;]*?\s(?:au poste de|au poste d'|en tant que|als|as|comme|come|como|som|jako|tot|na stanowisku|no cargo de|nel ruolo di|alla carica di|en el cargo de|in de functie van|in the role of)\s+(?:(?:${NEW})\s+)?`,
);
const APPOINTS_RE = re(String.raw`(?:^|\s)(?:${APPOINTS_BEFORE})(?:\s+(?:${ALSO}))?\s*$`);
const RESPONSIBLE_RE = re(String.raw`^\s*,?\s*(?:(?:${COPULA})\s+${TIME})?(?:${RESPONSIBLE})\s+`);
const FOR_WORD = /(?<=\s)(?:für|voor)\s/iu;
const RESPONSIBLE_LAST_RE = re(
  String.raw`^\s*(?:ist|is)\s+(?:[^\s,.;]+\s+){0,3}?(?:für|voor)\s+(?:[^\s,.;]+\s+){1,4}?(?:zuständig|verantwortlich|verantwoordelijk)(?!\p{L})`,
);
const NOW_PHRASE = `(?:i dag|${NOW_WORDS.join("|")})`;
const AND_COPULA_RE = re(
  String.raw`^[\s,][^.;:!?]{1,120}?[\s,](?:and|und|et|e|y|en|och|i|oraz)\s+(?:${NOW_PHRASE}\s+)?(?:${COPULA})\s+(?:${NOW_PHRASE}\s+)?(?:(?:${STILL})\s+)?`,
);
/**
 * The copula shared by two predicates, the second "now": "ist seit 2012 im Haus und heute
 * Leiterin Vertrieb", "is with us since 2012 and now head of sales", "är sedan 2012 hos oss och i
 * dag försäljningschef".
 */
const AND_NOW_RE = re(
  String.raw`^\s*(?:${COPULA})\s[^.;:!?]{1,120}?[\s,](?:and|und|et|e|y|en|och|i|oraz)\s+(?:${NOW_PHRASE})\s+`,
);
/** "in", before a body a person is in: "Neu im Vorstand ist …", "Nouveau au conseil est …". */
const IN_BODY = new Set("in im ins into dans au nel nella en i w na op".split(" "));

/** Verbs of a title to come: "will become", "wird", "deviendra", "será el nuevo", "blir". */
const BECOMES_RE =
  /(?:^|\s)(?:will|wird|becomes|devient|deviendra|sera|diventa|diventerà|sarà|será|se convierte|wordt|zal|blir|kommer|będzie|zostanie|torna-se|passará)(?:\s|$)/iu;

/** The words of an aside without its commas, brackets and "now": ", aujourd'hui chef …," → "chef …". */
function asideText(aside: string): string {
  const words = aside.replace(/^[\s,(]+|[\s,)]+$/gu, "").split(/\s+/u);
  const still = new Set(STILL.split("|").map(fold));
  while (words.length > 1 && (NOW.has(fold(words[0] ?? "")) || still.has(fold(words[0] ?? "")))) {
    words.shift();
  }
  return words.join(" ");
}

/** An aside between commas or brackets right after a name: ", 45,", " (45)", ", seit 2010 …,". */
const ASIDE_RE = /^\s*(?:,[^,;:.!?()]{1,80},|\([^()]{1,60}\))\s*/u;
const FOR_FIRST_RE = /^\s*(?:für|voor)\s+[^,.;:]{2,60}\s(?:zeichnet|ist|is|zijn|sind)\s*$/iu;
const RESPONSIBLE_WORD_AFTER = /^\s+(verantwortlich|zuständig|verantwoordelijk)(?!\p{L})/iu;
const RESPONSIBLE_OPENS_RE = re(String.raw`^\s*(?:${RESPONSIBLE})\s+`);
/**
 * What opens a sentence that names the department run before the one who runs it: "Quem lidera",
 * "Wer leitet", "Heading up", "Leading", "Die Verantwortung für", "La responsabilité des".
 */
const RUNS_FIRST_RE = re(
  String.raw`^\s*(?:(?:quem|who|wer|qui|chi|quien|quién|wie|vem|kto)\s+(?:${LEADS})|heading up|heading|leading|running|(?:die |la |de |a )?(?:verantwortung für|responsabilité de|responsabilité des|responsabilità di|responsabilità del|responsabilidad de|verantwoordelijkheid voor|ansvaret för|odpowiedzialność za|responsabilidade de|responsibility for))\s+`,
);
/** A verb of bearing the responsibility, right before the name: "… trägt Petra Lange". */
const CARRIES_BEFORE_RE =
  /\s(?:trägt|übernimmt|hat|porte|assume|assure|incombe à|ligt bij|bär|ponosi|cabe a)\s*$/iu;
const HEADLINE_RE = re(String.raw`^\s*(?:[:,–—-]\s*)?(?:${NEW})\s+`);
const RELATIVE_CLAUSE_RE = re(String.raw`^\s*,\s*(?:${RELATIVE})\s+`);
const LINK_RE = re(String.raw`^\s*,?\s*(?:(?:${APPOINTS_LINK})\s+)?`);
const COPULA_RE = re(String.raw`^\s*,?\s*(?:${COPULA})\s+${TIME}`);
const V2_RE = re(String.raw`(?:^|\s)(?:${V2_COPULA})\s*$`);
// "Inköpschef är sedan mars Tuomas Virtanen": a date may stand between the copula and the name.
const TITLE_IS_RE = re(String.raw`\s${TIME}(?:${COPULA}|${STAYS_OR_BECOMES})\s+${TIME}$`);
const LEADS_RE = re(String.raw`^\s*(?:${LEADS})\s+${TIME}`);
/**
 * "Marta Colella, finora assistente commerciale, che è da questo mese responsabile export": after a
 * past apposition, a relative clause with the copula names the title held now.
 */
const HELD_NOW_RE = re(
  String.raw`^[^,;.:]{2,80},\s*(?:${RELATIVE})\s+(?:${COPULA}|${STAYS})\s+${TIME}`,
);

function heldSinceRelative(ctx: Context, from: number, rest: string): TitleSpan | undefined {
  const clause = HELD_NOW_RE.exec(rest);
  const span = clause ? titleAfter(ctx, tokenAt(ctx.tokens, from + clause[0].length)) : undefined;
  return span?.catalogue ? span : undefined;
}

/** "Vito Marchetti, che ha guidato il frantoio …, resta presidente": a verb of staying on. */
const STAYS_RE = re(String.raw`^\s*,?\s*(?:${STAYS})\s+${TIME}`);
const TIME_FIRST_RE = re(
  String.raw`^\s*(?=(?:seit|since|depuis|dal|desde|sinds|sedan|od|från)\s)${TIME}(?=(?:${LEADS})\s)`,
);
const CLEFT_BEFORE_RE = re(String.raw`(?:^|\s|,)(?:${CLEFT_OPENS})\s*$`);
const CLEFT_LEADS_RE = re(String.raw`^\s*(?:${CLEFT_RELATIVE})\s+(?=(?:${LEADS})\s)`);
// "Jan de Vries (64), algemeen directeur": a person's age in brackets may stand before the comma.
const APPOSITION_RE = /^\s*(?:\(\d{2}\)\s*(?=,))?(?:,|\s[–—-]|\()\s*/u;
/**
 * A verb of succeeding in the past, or a successor's noun, right before a name: the name is the
 * predecessor, out of office ("che ha raccolto il testimone da Carlo Fumagalli, direttore di
 * stabilimento per oltre vent'anni", "who took over from Tom Baker, plant manager since 1998").
 * In the present ("succède à Pierre Martin, directeur général") the predecessor is still in
 * office until the handover, and keeps the role.
 */
const PREDECESSOR_BEFORE = re(
  String.raw`(?:^|\s)(?:replaced|succeeded|took over from|has taken over from|successor to|ersetzte|folgte auf|übernahm von|nachfolge von|nachfolger von|nachfolgerin von|remplacé|remplacée|succédé à|a pris la suite de|a pris le relais de|successeur de|successeure de|sostituito|sostituita|subentrato a|subentrata a|succeduto a|succeduta a|raccolto il testimone da|successore di|sustituyó a|sucedió a|reemplazó a|relevó a|tomó el relevo de|sucesor de|sucesora de|verving|nam het stokje over van|opvolger van|opvolgster van|ersatte|efterträdde|tog över efter|efterträdare till|zastąpił|zastąpiła|przejął po|przejęła po|następca|następczyni|substituiu|sucedeu a|sucessor de|sucessora de)(?:\s+\d{4})?\s+$`,
);

/** Words a person introduces themselves with, opening the sentence: "My name is", "Ich bin". */
const FIRST_PERSON_BEFORE =
  /^\s*(?:(?:hallo|hello|hi|ciao|hola|hej|bonjour|olá|hoi|dzień dobry)[,!]?\s+)?(?:my name is|i am|i'm|ich bin|ich heiße|mein name ist|je m'appelle|je m’appelle|je suis|mi chiamo|io sono|sono|me llamo|mi nombre es|soy|ik ben|ik heet|mijn naam is|jag heter|jag är|nazywam się|jestem|chamo-me|o meu nome é|meu nome é|sou)\s+$/iu;
/** What follows the name before the title: ", sono", " och är", " and I am the", ", ". */
const FIRST_PERSON_AFTER =
  /^\s*(?:,\s*|\s+(?:and|und|et|e|y|en|och|i|oraz)\s+)(?:(?:i am|i'm|ich bin|bin|je suis|suis|sono|soy|ik ben|ben|är|jestem|sou)\s+)?(?:(?:the|die|der|la|le|il|el|de|het|o|a|l['’]|una|un|ein|eine|en|ett)\s+)?/iu;
/** Words of a self-introduction's clause searched for a catalogue title: "fiduciaria … e titolare". */
const OWN_TITLE_REACH = 16;

/**
 * The title a person gives themselves after their name: the first the catalogue reads within the
 * clause ("sono fiduciaria con attestato … e titolare della …"), else the first printed.
 */
function ownTitle(ctx: Context, from: number): TitleSpan | undefined {
  const first = titleAfter(ctx, from);
  if (first?.catalogue) return first;
  for (let k = from + 1; k < Math.min(ctx.end, from + OWN_TITLE_REACH); k++) {
    if (ctx.taken.has(k) || /[.;:!?]$/u.test(ctx.tokens[k - 1]?.text ?? "")) break;
    const span = titleAfter(ctx, k);
    // A span that opens on other words ("attestato … e titolare") waits for the title's own start.
    if (span?.catalogue && matchTitle(span.title)?.extraWords === 0) return span;
  }
  return first;
}

/** A date, then a verb of succeeding right before the name: the name is its subject (V2). */
const V2_SUCCEEDS_BEFORE =
  /^(?:sinds|seit|per|ab|vanaf|met ingang van|op|från|fr\.o\.m\.|den|am|zum|im|in|nu|heute|vandaag|\d)[^.;]*\s(?:volgt|folgt|efterträder)\s+$/iu;
/** What the successor takes over as, after the predecessor: "… zijn vader Klaas op als". */
const V2_SUCCEEDS_AFTER = /^[^.;]{0,80}?\s(?:op\s+)?(?:als|som)\s+/iu;

/** "Our managing director, ", "nuestra directora comercial, ": a possessive, a title, a comma. */
const POSSESSIVE_TITLE_BEFORE =
  /(?:^|\s)(?:our|unser|unsere|unserer|notre|nos|nostro|nostra|nuestro|nuestra|onze|ons|vår|vårt|våra|nasz|nasza|nosso|nossa)\s+[^,]{2,60},\s*$/iu;
/**
 * "La jefa de compras de café, Yurany Chilito Quira, publica …", "The sales director, Tom Lee,
 * said": a sentence that opens with the definite article and a title, then the name between
 * commas, introduces the title's holder; so does the next item of a list of them ("…, e a
 * Chefe do Departamento de Compras, Graça Muianga, que …").
 */
const ARTICLE_TITLE_OPENS =
  /(?:^\s*|,\s*(?:and|und|et|e|y|en|och|oraz)\s+)(?:the|der|die|le|la|l['’]|il|lo|el|de|het|o|a|den|det)\s*[^,]{2,60},\s*$/iu;
/**
 * "ficam com o gerente de compras, Everton Machado", "we spoke with the sales director, Tom
 * Lee": "with", the article and a title before the name, the title's apposition.
 */
const WITH_ARTICLE_TITLE_BEFORE =
  /(?:^|\s)(?:with|mit|avec|con|com|met|med|z|ze)\s+(?:the|dem|der|den|le|la|l['’]|il|lo|el|o|a|de|het)\s+[^,]{2,60},\s*$/iu;
const RELATIVE_RE = re(String.raw`^\s*,\s*(?:${RELATIVE_COPULA})\s+(?:(?:${STILL})\s+)?`);
/**
 * A German or Dutch relative whose copula comes last, up to its title: ", die heute unsere ", after
 * a separable verb's particle perhaps ("geht … an Sandra Koch über, die …").
 */
const RELATIVE_VERB_LAST_RE =
  /^(?:\s+(?:über|an|auf|ab|aus|ein|zu|mit|vor|op|aan|af|uit|over|door|mee|toe))?\s*,\s*(?:der|die|dat)\s+(?:(?:heute|derzeit|zurzeit|aktuell|noch|bereits|nu|momenteel|thans|nog)\s+)*(?:(?:unser|unsere|unserer|onze|ons)\s+)?/iu;
/**
 * "hat Dr. Jens Ohlsen zum neuen Vertriebsleiter ernannt", "hat Eva Roth per 1. Mai 2026 zur
 * Geschäftsführerin bestellt": the participle closes the sentence.
 */
const TO_RE = /^\s*(?:(?:per|ab|mit)\s+(?:\S+\s+){0,3}?)?(?:zum|zur)\s+/iu;
const APPOINTED_LATER = /\s(?:ernannt|bestellt|berufen|gewählt|befördert)\b/iu;
/** "Seit 2016 führt Reto Bergmann das Unternehmen als Geschäftsführer": the verb before the name. */
const V2_LEADS_RE = re(String.raw`(?:^|\s)(?:${LEADS})\s*$`);
const AS_RE = re(String.raw`^\s+(?:\S+\s+){1,3}?(?:als|as|comme|come|como|som|jako)\s+`);
const AS_NOW_RE = re(String.raw`^\s+(?:als|as|comme|come|como|som|jako)\s+`);

interface Context extends Sentence {
  name: Candidate;
}

/**
 * The department a verb of running names: "leitet seit 2019 den Einkauf" → Einkauf, its role the
 * catalogue's that runs it; a department with no such role ("kundtjänst") is the title as printed.
 * The title is spelled from `spellFrom`, or is the department word alone.
 */
function department(
  ctx: Context,
  at: number,
  spellFrom?: number,
  limit = 4,
): SentencePair | undefined {
  const { text, tokens, end, name, taken } = ctx;
  for (let k = at; k < Math.min(end, at + limit); k++) {
    if (taken.has(k)) return undefined;
    const word = tokens[k]?.bare ?? "";
    const role = departmentRole(word);
    if (role || (/^\p{L}/u.test(word) && isDepartment(word))) {
      const title = spell(text, tokens, spellFrom ?? k, k + 1);
      // What a person runs is no role as printed: a title printed for them elsewhere says more.
      return { ...name.parts, title, office: true, ...(role ? { primary: role } : {}) };
    }
    // "dell'ufficio acquisti": an elided article glued to the lead word.
    if (!DEPARTMENT_LEAD.has(withoutElidedArticle(fold(word)))) return undefined;
  }
  return undefined;
}

/**
 * "Sandra Keller, die seit 30 Jahren unsere Buchhaltung führt", "Tom Lee, who heads our sales
 * team": a relative clause with a verb of running and a department; the department is the title.
 */
function relativeDepartment(ctx: Context, at: number): SentencePair | undefined {
  const { tokens, end } = ctx;
  let close = at;
  while (close < end - 1 && close < at + 10 && !closesAt(tokens[close])) close++;
  const verb = tokens.slice(at, close + 1).findIndex((t) => RUNS.has(fold(t.bare)));
  if (verb < 0) return undefined;
  for (let k = at; k <= close; k++) {
    if (k === at + verb) continue;
    // The company itself is no department: its title is the phrase ("runs the company").
    const company = departmentRole(tokens[k]?.bare ?? "") === "CEO" && k > at + verb;
    const found = department(ctx, k, company ? at + verb : undefined, 1);
    if (found) return asTitleAfter(ctx, k + 1) ?? found;
  }
  return undefined;
}

/** "as", "als", "comme", "come", "como", "som", "jako": before the title a clause gives its subject. */
export const AS_WORDS = new Set(["as", "als", "comme", "come", "como", "som", "jako"]);

/**
 * "…, who still runs the company as owner and lead engineer": the title an "as" gives after the
 * department is the person's own, printed; "company" alone says only what the person runs.
 */
function asTitleAfter(ctx: Context, at: number): SentencePair | undefined {
  if (!AS_WORDS.has(fold(ctx.tokens[at]?.bare ?? ""))) return undefined;
  const span = titleAfter(ctx, at + 1);
  if (!span?.catalogue) return undefined;
  return {
    ...ctx.name.parts,
    title: span.title,
    ...(span.primary ? { primary: span.primary } : {}),
  };
}

/** True when `title` in `after` is followed by a verb of taking it on (its holder comes next). */
function takenOnBy(after: string, title: string): boolean {
  const at = after.indexOf(title);
  return at >= 0 && TAKES_OVER_AFTER_RE.test(after.slice(at + title.length));
}

/** A person the sentence pairs with a title, or undefined. */
function readPerson(ctx: Context): SentencePair | undefined {
  const { text, tokens, start, end, name } = ctx;
  // The name ends with its last word, before the comma that may close it ("Weber, CEO").
  const lastWord = tokens[name.to - 1];
  const offset = lastWord
    ? lastWord.start + lastWord.text.indexOf(lastWord.bare) + lastWord.bare.length
    : 0;
  const after = text.slice(offset, tokens[end - 1]?.end ?? text.length);
  const before = text.slice(tokens[start]?.start ?? 0, tokens[name.lead ?? name.from]?.start ?? 0);
  const accept = (span: TitleSpan | undefined, strong: boolean, gap = "") => {
    if (!span || NEGATED.test(`${gap} ${span.title}`)) return undefined;
    if (name.cued && !(strong && span.catalogue)) return undefined;
    if (name.weak && !(strong || span.catalogue)) return undefined;
    return {
      ...name.parts,
      title: span.title,
      ...(span.primary ? { primary: span.primary } : {}),
      ...(span.office ? { office: true } : {}),
    };
  };
  // "Mi chiamo Roberta Cattaneo, sono … titolare della …", "Ik ben Griet Verhaeghe, zaakvoerster
  // van …", "Jag heter Lena Eriksson och är ägare …": an owner introducing themselves.
  if (FIRST_PERSON_BEFORE.test(before)) {
    const link = FIRST_PERSON_AFTER.exec(after);
    const found = link ? ownTitle(ctx, tokenAt(tokens, offset + link[0].length)) : undefined;
    if (found) return accept(found, true);
  }
  // "Anna Weber folgt auf Klaus Brandt als Geschäftsführerin": the successor's role follows the
  // predecessor's name and a link word.
  // "Sinds 1 januari 2025 volgt Sjoerd van der Meulen zijn vader Klaas op als algemeen
  // directeur": a date first puts the successor after the verb.
  if (V2_SUCCEEDS_BEFORE.test(before)) {
    const link = V2_SUCCEEDS_AFTER.exec(after);
    const span = link ? titleAfter(ctx, tokenAt(tokens, offset + link[0].length)) : undefined;
    if (span?.catalogue) return accept(span, true);
  }
  const succeeds = SUCCEEDS_AFTER_RE.exec(after);
  if (succeeds) {
    const span = titleAfter(ctx, tokenAt(tokens, offset + succeeds[0].length));
    if (span?.catalogue) return accept(span, true);
  }
  // "Erik Lund är ansvarig för inköp": the phrase and its department are the title.
  const responsible = RESPONSIBLE_RE.exec(after);
  if (responsible && !name.cued) {
    // The phrase's first word, after the comma and the verb: "Claire Dubois, responsable des
    // achats" has its title start at "responsable", never at the name's last word.
    const verbLess = responsible[0]
      .replace(/^\s*,?\s*/u, "")
      .replace(new RegExp(String.raw`^(?:${COPULA})\s+`, "iu"), "");
    const from = tokenAt(tokens, offset + responsible[0].length - verbLess.length);
    const found = department(ctx, tokenAt(tokens, offset + responsible[0].length), from);
    if (found && !NEGATED.test(responsible[0])) return found;
  }
  // "Katrin Maier ist bei uns für den Einkauf zuständig": German and Dutch put the adjective of
  // responsibility last, after the department.
  // "Für den Vertrieb zeichnet Mag. Stefan Huber verantwortlich": the department first, the name
  // between the verb and the adjective.
  if (!name.cued && FOR_FIRST_RE.test(before) && RESPONSIBLE_WORD_AFTER.test(after)) {
    const verb = (name.lead ?? name.from) - 1;
    const found = department(ctx, start + 1, start, verb - start - 1);
    if (found && !NEGATED.test(before)) {
      return {
        ...found,
        title:
          `${spell(text, tokens, start, verb)} ${RESPONSIBLE_WORD_AFTER.exec(after)?.[1] ?? ""}`.trim(),
      };
    }
  }
  const responsibleLast = name.cued ? null : RESPONSIBLE_LAST_RE.exec(after);
  if (responsibleLast && !NEGATED.test(responsibleLast[0])) {
    const end = responsibleLast.index + responsibleLast[0].length;
    const last = tokenAt(tokens, offset + end - 1);
    const first = tokenAt(
      tokens,
      offset + end - responsibleLast[0].length + responsibleLast[0].search(FOR_WORD),
    );
    const found = department(ctx, first + 1, undefined, last - first - 1);
    if (found) return { ...found, title: spell(text, tokens, first, last + 1) };
  }
  // "Rachel Green joined in 2010 and is now our head of purchasing": a second predicate of the
  // same subject, joined by "and", with no other name between.
  const andIs = AND_COPULA_RE.exec(after) ?? AND_NOW_RE.exec(after);
  if (andIs) {
    const at = tokenAt(tokens, offset + andIs[0].length);
    const between = range(name.to, at).some((k) => ctx.taken.has(k));
    const span = between ? undefined : titleAfter(ctx, at);
    const found = span?.catalogue ? accept(span, true, andIs[0]) : undefined;
    if (found) return found;
  }
  // "Tom Berg, seit 2010 im Unternehmen, ist Leiter Einkauf", "Anna Smith, who joined in 2005,
  // is our finance director": the predicate after an aside between commas is the name's.
  const aside = ASIDE_RE.exec(after);
  if (aside && !NEGATED.test(after.slice(0, aside[0].length + 30))) {
    const rest = after.slice(aside[0].length);
    const verb = APPOINTED_RE.exec(rest) ?? COPULA_RE.exec(rest) ?? STAYS_RE.exec(rest);
    let at = verb ? tokenAt(tokens, offset + aside[0].length + verb[0].length) : -1;
    // "est aujourd'hui directrice générale": "now" before the title is no part of it.
    while (at > 0 && NOW.has(fold(tokens[at]?.bare ?? ""))) at++;
    const crossed = range(name.to, Math.max(name.to, at)).some((k) => ctx.taken.has(k));
    // "Kevin Lambotte, aujourd'hui chef de production, deviendra directeur des opérations": a
    // title to come gives way to the one the aside says the person holds.
    const held = BECOMES_RE.test(verb?.[0] ?? "") && looksLikeTitle(asideText(aside[0]));
    const span = verb && !crossed && !held ? titleAfter(ctx, at) : undefined;
    if (span?.catalogue) return accept(span, true, verb?.[0]);
    // "Rosa Ferrante, figlia di Pasquale, segue la bottega in qualità di responsabile vendite":
    // the role word of the clause the aside interrupts.
    const asideEnd = tokenAt(tokens, offset + aside[0].length);
    // An aside that is a title ("nu nog hoofd marketing") is the one held; the clause may name
    // the role to come ("neemt … de rol van commercieel directeur over").
    const inside = range(name.to, asideEnd).some((k) => ctx.taken.has(k));
    const titled = looksLikeTitle(asideText(aside[0]));
    const linked = inside || titled ? undefined : linkedTitle(ctx, { ...name, to: asideEnd });
    if (linked?.span.catalogue) return accept(linked.span, true, linked.gap);
  }
  const strongAfter = APPOINTED_RE.exec(after) ?? COPULA_RE.exec(after);
  if (strongAfter) {
    const at = tokenAt(tokens, offset + strongAfter[0].length);
    const found = accept(titleAfter(ctx, at), true, strongAfter[0]);
    // "… ist nicht mehr …": a negated sentence says nothing of the person's title.
    if (found || NEGATED.test(after.slice(0, strongAfter[0].length + 40))) return found;
  }
  // "Marloes Vos nieuwe directeur van …": a headline with no verb, "new" and the title.
  const headline = HEADLINE_RE.exec(after);
  if (headline) {
    const found = accept(titleAfter(ctx, tokenAt(tokens, offset + headline[0].length)), true);
    if (found) return found;
  }
  const relative = RELATIVE_RE.exec(after);
  if (relative) {
    const at = tokenAt(tokens, offset + relative[0].length);
    const found = accept(titleAfter(ctx, at), true, relative[0]);
    if (found) return found;
  }
  // "an Sandra Koch über, die heute unsere Leiterin Verkauf ist", "Eva Claes, die nu onze
  // exportmanager is": German and Dutch relatives put the copula last.
  const verbLast = RELATIVE_VERB_LAST_RE.exec(after);
  if (verbLast) {
    const span = titleAfter(ctx, tokenAt(tokens, offset + verbLast[0].length));
    const rest = span ? after.slice(verbLast[0].length) : "";
    const closing =
      span &&
      new RegExp(
        String.raw`^${escapeRegExp(span.title)}(?:\s+[^\s,;.]+){0,3}?\s+(?:ist|is)(?!\p{L})`,
        "u",
      );
    if (span?.catalogue && closing?.test(rest)) return accept(span, true, verbLast[0]);
  }
  const to = TO_RE.exec(after);
  if (to && APPOINTED_LATER.test(after)) {
    const found = accept(titleAfter(ctx, tokenAt(tokens, offset + to[0].length)), true);
    if (found) return found;
  }
  const as = V2_LEADS_RE.test(before) && name.from > start ? AS_RE.exec(after) : null;
  if (as) {
    const span = titleAfter(ctx, tokenAt(tokens, offset + as[0].length));
    const found = span?.catalogue ? accept(span, true) : undefined;
    if (found) return found;
  }
  // "com o primo Rodrigo Zanella como diretor industrial", "with John Smith as CEO": "as" right
  // after the name, then a catalogue title.
  const asNow = AS_NOW_RE.exec(after);
  // "Tom Baker replaced Anna Weber as CEO", "volgt Piet Jansen op als directeur": the one a
  // verb of succeeding names held the role before.
  const succeeded = before
    .split(/\s+/u)
    .some((word) => SUCCEEDS.has(fold(word.replace(/[^\p{L}]/gu, ""))));
  if (asNow && !succeeded) {
    const span = titleAfter(ctx, tokenAt(tokens, offset + asNow[0].length));
    const found = span?.catalogue ? accept(span, true) : undefined;
    if (found) return found;
  }
  // "Funkcję dyrektora handlowego obejmie Anna Nowak": the role named first, then the verb of
  // taking it on (perhaps a date) and the person.
  const takesOver = TAKES_OVER_BEFORE_RE.exec(before);
  if (takesOver) {
    const verb = (tokens[start]?.start ?? 0) + takesOver.index + takesOver[0].search(/\S/u);
    const span = titleBefore(ctx, tokenAt(tokens, verb));
    if (span?.catalogue) return accept(span, true);
  }
  if (APPOINTS_RE.test(before)) {
    const link = LINK_RE.exec(after)?.[0] ?? "";
    return accept(titleAfter(ctx, tokenAt(tokens, offset + link.length)), true);
  }
  // "il nuovo direttore commerciale è Matteo Gallo, finora …": a title before the copula is the
  // sentence's; the words after the name are an apposition.
  const kinless = before.replace(KIN_PHRASE_BEFORE, " ");
  const titleIs = TITLE_IS_RE.exec(kinless);
  const copulaAt = titleIs && tokenAt(tokens, (tokens[start]?.start ?? 0) + titleIs.index + 1);
  const firstSpan = copulaAt ? titleBefore(ctx, copulaAt) : undefined;
  // "Neu im Vorstand ist Dr. Jana Thomsen, die als Vorstand Finanzen …": a body the person is
  // in is no title of theirs.
  const inBody =
    !!firstSpan &&
    !!copulaAt &&
    IN_BODY.has(fold(tokens[copulaAt - firstSpan.title.split(/\s+/u).length - 1]?.bare ?? ""));
  const titledFirst = firstSpan && !inBody ? accept(firstSpan, true, before.slice(-30)) : undefined;
  // "Ansvarig för exporten är Anders Holm", "Zuständig für den Einkauf ist Frau Weber": the
  // phrase of responsibility and its department, before the copula, are the title.
  // So do "Quem lidera a área comercial é …", "Heading up procurement is …" and "Die Verantwortung
  // für den Einkauf trägt …".
  const verbBefore = titleIs || CARRIES_BEFORE_RE.test(before);
  const responsibleFirst =
    !titledFirst && verbBefore && !name.cued
      ? (RESPONSIBLE_OPENS_RE.exec(before) ?? RUNS_FIRST_RE.exec(before))
      : null;
  if (responsibleFirst && !NEGATED.test(before)) {
    const from = tokenAt(tokens, (tokens[start]?.start ?? 0) + responsibleFirst[0].length);
    const found = department(ctx, from, start);
    if (found) return found;
  }
  if (V2_RE.test(kinless) && name.from > start) {
    const found = titledFirst ?? accept(titleAfter(ctx, name.to), true);
    if (found) return found;
  }
  if (titledFirst) return titledFirst;
  // A role word or an office taken in the clause the name opens: "…, che resterà … come presidente".
  const linked = linkedTitle(ctx, name) ?? predicatedTitle(ctx, name);
  const linkedPerson = linked && accept(linked.span, linked.span.catalogue, linked.gap);
  // A name without a known given name is taken only from an appointment, a copula or a role
  // word with a catalogue title.
  // "La jefa de compras de café, Yurany Chilito Quira, publica …": the sentence's opening title
  // introduces a name the lists lack.
  if (name.cued) return linkedPerson ?? possessiveApposition(ctx, before, accept);
  // "c'est Thomas Girard qui dirige l'entreprise": the cleft's relative pronoun before the verb.
  const cleftLength = CLEFT_BEFORE_RE.test(before)
    ? (CLEFT_LEADS_RE.exec(after)?.[0].length ?? 0)
    : 0;
  // "Katarzyna Nowak od 2018 roku kieruje działem sprzedaży", "Marco Bianchi dal 2015 guida
  // l'azienda": where the verb is not second, the date may stand before it.
  const cleft = cleftLength + (cleftLength ? 0 : (TIME_FIRST_RE.exec(after)?.[0].length ?? 0));
  const leads = LEADS_RE.exec(after.slice(cleft));
  if (leads) {
    const verbAt = tokenAt(tokens, offset + cleft);
    const found = department(ctx, tokenAt(tokens, offset + cleft + leads[0].length), verbAt);
    if (found) return found;
  }
  // "1998 übernahm Thomas Huber die Geschäftsführung": the office taken, the verb before the name.
  if (V2_TAKES_OVER_RE.test(before.replace(KIN_BEFORE, "")) && name.from > start) {
    const found = accept(officeAfter(ctx, name.to), true);
    if (found) return found;
  }
  // "übernimmt seine Tochter Leonie Schmitz gemeinsam mit Kaan Demir die Geschäftsführung": the
  // one named "together with" takes the office too.
  const together = TOGETHER_BEFORE.exec(before);
  if (together && TAKES_OVER_ANYWHERE_RE.test(before.slice(0, together.index))) {
    const found = accept(officeAfter(ctx, name.to), true);
    if (found) return found;
  }
  // "Seit dem Frühjahr leitet Petra Lang unseren Vertrieb": the verb before the name.
  if (V2_LEADS_RE.test(before) && name.from > start) {
    const found = department(ctx, name.to);
    if (found) return found;
  }
  const relativeClause = RELATIVE_CLAUSE_RE.exec(after);
  // "President and Chief Operating Officer Angela Martinez-Cole, who oversees our plants": a
  // catalogue title that runs into the name says more than what the clause after says she runs.
  const lead = name.lead ?? name.from;
  const titledBefore =
    relativeClause && !closesAt(tokens[lead - 1]) ? titleBefore(ctx, lead)?.catalogue : false;
  if (relativeClause && !titledBefore) {
    const found = relativeDepartment(ctx, tokenAt(tokens, offset + relativeClause[0].length));
    if (found) return found;
  }
  // "Our managing director, Gareth Price, joined …": the clause after the name says what the
  // person did; the possessive's title before it is theirs. A name of the broad lists only must
  // open with a given name there: "Responsabile acquisti, Rossi Alimentari, Milano" is a firm.
  const broadOpener = isBroadGivenName(name.parts.name.split(" ")[0] ?? "");
  const possessive =
    !name.weak || broadOpener ? possessiveApposition(ctx, before, accept) : undefined;
  if (possessive) return possessive;
  const apposition = APPOSITION_RE.exec(after);
  // "…, a gości powitała dyrektor generalna": the Polish "a" after a comma is "and", opening the
  // next clause, not the article of a title.
  const polishAnd =
    !!apposition &&
    fold(tokens[tokenAt(tokens, offset + apposition[0].length)]?.bare ?? "") === "a" &&
    isPolish(tokens.slice(start, end));
  // "…, che ha raccolto il testimone da Carlo Fumagalli, direttore di stabilimento per oltre
  // vent'anni": the one succeeded; the title after is the office they leave.
  const aboutThem = RELATIVE_CLAUSE_RE.test(after);
  if (apposition && !aboutThem && PREDECESSOR_BEFORE.test(before)) {
    const left = accept(titleAfter(ctx, tokenAt(tokens, offset + apposition[0].length)), true);
    if (!left) return undefined;
    const { primary: _role, ...printed } = left;
    return { ...printed, past: true };
  }
  if (apposition && !polishAnd) {
    const at = tokenAt(tokens, offset + apposition[0].length);
    // A quotation's signature ("… .” – Maciej Olszewski, hodowca psów") names its author on
    // purpose, as a card does.
    const signed = SIGNATURE_BEFORE.test(text.slice(0, tokens[name.from]?.start ?? 0));
    // A past title first ("wówczas handlowiec") gives way to the one held now, if printed.
    const first = titleAfter(ctx, at);
    const rest = after.slice(apposition[0].length);
    const past = !!first && isPastTitle(first.title);
    const now =
      !first || past
        ? (titleHeldNow(ctx, at) ??
          (past ? heldSinceRelative(ctx, offset + apposition[0].length, rest) : undefined))
        : undefined;
    const found = accept(now ?? first ?? closedRole(ctx, at), signed);
    // "Paweł Kaczmarek, a funkcję dyrektora handlowego objął Dmytro Kovalchuk": a role before a
    // verb of taking it on is the next person's.
    if (found && !takenOnBy(after, found.title)) {
      // "Tiago Ramirez Sá, gestor, é nomeado administrador-delegado": the clause the apposition
      // interrupts names the role the sentence is about.
      const roleLess = !found.primary && !primaryTitleFor(found.title);
      const predicate = roleLess ? appointedAfterApposition(after, found.title) : undefined;
      const span = predicate && titleAfter(ctx, tokenAt(tokens, offset + predicate));
      const appointed = span && (span.primary ?? primaryTitleFor(span.title)) && accept(span, true);
      if (appointed) return appointed;
      // "subentrata come direttrice amministrativa … la dott.ssa Ilaria Mossotti, già
      // responsabile controllo di gestione": a past apposition gives way to the title before.
      // So does one of no role: "Unsere geschäftsführende Gesellschafterin Dr. Sabine Kettler,
      // promovierte Chemikerin und …" is the managing partner, a chemist by training.
      // Only a title that runs straight into the name: "presidente; Catarina …, diretora de
      // enologia" and "syn założyciela, Władysław Kurek, technolog" are the words before's.
      const adjacent = !closesAt(tokens[lead - 1]);
      const current =
        isPastTitle(found.title) || (roleLess && adjacent)
          ? accept(titleBefore(ctx, lead), true)
          : undefined;
      return current && primaryTitleFor(current.title) ? current : found;
    }
  }
  // "L'entreprise est dirigée par Claire Moreau", "Firmą kieruje Tomasz Nowak": what the person
  // runs, before "by" or before the verb; a title printed in apposition says more, above.
  const runs =
    ledBy(ctx, name.lead ?? name.from, name.to) ??
    runBefore(ctx, name.lead ?? name.from) ??
    headedBefore(ctx, name.lead ?? name.from);
  if (runs) return { ...name.parts, title: runs.title, primary: runs.primary, office: true };
  // "nuestra directora comercial, Lucía Gómez": the title right before the name. A name of the
  // broad lists only is read here when the title runs straight into it ("service coordinator
  // Kasia Nowak was …"): after a comma, "Responsabile acquisti, Rossi Alimentari" is a company.
  if (name.weak && closesAt(tokens[(name.lead ?? name.from) - 1])) {
    return linkedPerson;
  }
  // "Joris Bakker is eigenaar, Femke de Wit leidt …": a name that opens its own clause after the
  // comma is no apposition to the title before it, which is the clause before's.
  const appointedOpening = accept(appointedFirst(ctx, name), true) ?? frontedOpening(ctx);
  if (appointedOpening) return appointedOpening;
  // "Gerente comercial para o Nordeste, Patrícia Gomes coordena …": a title alone before the
  // comma, opening the sentence, is the name's apposition all the same.
  if (opensClause(ctx, name)) {
    const fronted = titleBefore(ctx, name.lead ?? name.from);
    const alone = fronted?.catalogue && frontedAlone(ctx, name, fronted.title);
    return (
      linkedPerson ??
      (alone ? accept(fronted, true) : undefined) ??
      accept(departmentLabel(ctx, name), false)
    );
  }
  return (
    accept(titleBefore(ctx, name.lead ?? name.from), !!name.weak) ??
    accept(coordinatedTitle(ctx), true) ??
    linkedPerson ??
    accept(departmentLabel(ctx, name), false)
  );
}

const AND_SET = new Set<string>(AND_WORDS);

/**
 * "vertreten durch die Geschäftsführer Anna Weber und Jan Berger", "the directors John Smith and
 * Jane Brown", "les cogérants Paul Martin et Luc Blanc": a plural title before names joined by
 * "and" (or by commas, then "and") titles each of them. A singular one is the first name's alone
 * ("our CEO Anna Weber and Jan Berger").
 */
function coordinatedTitle(ctx: Context): TitleSpan | undefined {
  const { tokens, start, taken } = ctx;
  const own = ctx.name.lead ?? ctx.name.from;
  let from = own;
  for (let step = 0; step < 4 && from - 2 >= start; step++) {
    const joined = AND_SET.has(fold(tokens[from - 1]?.bare ?? "")) && taken.has(from - 2);
    const listed = taken.has(from - 1) && /,$/u.test(tokens[from - 1]?.text ?? "");
    if (!joined && !listed) break;
    from -= joined ? 2 : 1;
    while (from - 1 >= start && taken.has(from - 1) && !/,$/u.test(tokens[from - 1]?.text ?? "")) {
      from--;
    }
  }
  if (from === own) return undefined;
  const span = titleBefore(ctx, from);
  if (!span?.catalogue) return undefined;
  const words = span.title.split(/\s+/u);
  const article = fold(tokens[from - words.length - 1]?.bare ?? "");
  // German prints the plural like the singular: "die Geschäftsführer", never "die …in".
  const germanPlural = (article === "die" || article === "den") && !/in$/u.test(span.title);
  return singular(span.title) || germanPlural ? span : undefined;
}

/**
 * "Our managing director, Gareth Price, …": a possessive before a catalogue title, and commas on
 * both sides of the name, make the name an apposition to the title.
 */
function possessiveApposition(
  ctx: Context,
  before: string,
  accept: (span: TitleSpan | undefined, strong: boolean) => SentencePair | undefined,
): SentencePair | undefined {
  const { tokens, name, end } = ctx;
  // "… com o gerente de compras, Everton Machado.": after "with", only a name that closes the
  // sentence is the title's apposition; one the sentence goes on from may be its subject
  // ("Together with the sales director, Anna Weber visited …").
  const withTitle = name.to === end && WITH_ARTICLE_TITLE_BEFORE.test(before);
  const opens = ARTICLE_TITLE_OPENS.test(before) || withTitle;
  const closed = tokens[name.to - 1]?.text.endsWith(",") || withTitle;
  if (!(opens || POSSESSIVE_TITLE_BEFORE.test(before)) || !closed) return undefined;
  const span = titleBefore(ctx, name.lead ?? name.from);
  // Opening the sentence, the article's title introduces a name the lists may lack.
  return span?.catalogue ? accept(span, opens) : undefined;
}

/**
 * Where the title of an appointment starts when one follows an apposition that its commas close:
 * "Tiago Ramirez Sá, gestor, é nomeado administrador-delegado" → the offset in `after` of
 * "administrador-delegado"; undefined when the clause goes on otherwise.
 */
function appointedAfterApposition(after: string, title: string): number | undefined {
  const at = after.indexOf(title);
  if (at < 0) return undefined;
  const rest = after.slice(at + title.length);
  // The apposition may go on past its title: "currently Commercial Manager for Munster, becomes".
  const comma = /^[^,.;]{0,40}(?=,)/u.exec(rest)?.[0].length;
  if (comma === undefined) return undefined;
  const appointed = APPOINTED_RE.exec(rest.slice(comma));
  return appointed ? at + title.length + comma + appointed[0].length : undefined;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

/** People a line of running text names with their title. */
export function sentencePeople(text: string): SentencePair[] {
  if (text.length < 12 || text.length > 4000 || INSTRUCTION.test(text)) return [];
  const tokens = tokenize(text);
  const ends = sentenceEnds(tokens);
  const people: SentencePair[] = [];
  let start = 0;
  /** The one person the sentence before named and gave no title: a pronoun may refer back. */
  let untitled: Candidate | undefined;
  /** A new title the sentence before announced without a name. */
  let announced: string | undefined;
  for (let index = 0; index < tokens.length; index++) {
    if (!ends.has(index) && index < tokens.length - 1) continue;
    const end = index + 1;
    const names = namesIn(tokens, start, end);
    const referred = names.length === 0 && untitled ? pronounFor(tokens, start, end, untitled) : [];
    const taken = new Set([...names, ...referred].flatMap((n) => range(n.from, n.to)));
    const cued = new Set(names.filter((n) => n.cued).flatMap((n) => range(n.from, n.to)));
    for (const name of names) {
      // "As Procurement Manager, Gráinne Keogh buys …", "Als Einkaufsleiterin kauft Anna Weber …":
      // the title the sentence opens with, without its "as" or the verb after it.
      const ctx = { text, tokens, start, end, name, taken, cued };
      const read = asOpening(ctx) ?? withoutAsTitle(readPerson(ctx));
      // "…, quien antes fue gerente financiero", "… until 2019": a role the sentence says is over.
      const sentence = text.slice(tokens[start]?.start ?? 0, tokens[end - 1]?.end ?? text.length);
      const person = read && !isPastRole(sentence, read.name, read.title) ? read : undefined;
      if (person && !people.some((p) => p.name === person.name)) {
        people.push(withOrganisation(text, person));
      }
    }
    for (const name of referred) {
      // Only a catalogue title through a copula or an appointment: "She is now our CFO", or the
      // "as" that opens the sentence: "Als operationeel directeur stuurt hij de montage aan".
      const ctx = { text, tokens, start, end, name, taken, cued };
      const person = asOpening(ctx) ?? readPerson(ctx);
      const role = person && (person.primary ?? primaryTitleFor(person.title));
      if (person && role && !people.some((p) => p.name === person.name)) {
        people.push(withOrganisation(text, person));
      }
    }
    // "… tem uma nova presidente executiva. A Eng.ª Beatriz Cardoso Vieira, 39 anos, …": the
    // name that opens the sentence after a new title announced with no name is its holder.
    const opener = names[0];
    if (announced && opener && !opener.cued && (opener.lead ?? opener.from) - start <= 1) {
      if (!people.some((p) => p.name === opener.parts.name)) {
        people.push({ ...opener.parts, title: announced });
      }
    }
    announced = names.length === 0 ? newTitleIn({ text, tokens, start, end, taken }) : undefined;
    const sole = names.length === 1 && !names[0]?.cued ? names[0] : undefined;
    untitled = sole && !people.some((p) => p.name === sole.parts.name) ? sole : undefined;
    start = end;
  }
  return people;
}

const NEW_WORD = new RegExp(`^(?:${NEW})$`, "iu");

/**
 * Verbs of having or appointing someone, which make "a new sales director" one who is there: a
 * page "looking for a new sales director" announces no one.
 */
const HAS_OR_APPOINTED =
  /(?:^|\s)(?:has|have|hat|haben|a une?|ha|hanno|tiene|tienen|tem|têm|heeft|hebben|har|ma|mają|welcomes|begrüßt|accueille|accoglie|verwelkomt|välkomnar|wita|appointed|ernannt|bestellt|nommée?|nominat[oa]|nombrad[oa]|benoemd|utsedd|utsett|mianowan[ya]|nomead[oa])\s/iu;

/** A catalogue title after "new" in a sentence that names nobody: "has a new sales director". */
function newTitleIn(sentence: Sentence): string | undefined {
  const { text, tokens, start, end } = sentence;
  const words = text.slice(tokens[start]?.start ?? 0, tokens[end - 1]?.end ?? text.length);
  if (!HAS_OR_APPOINTED.test(words)) return undefined;
  for (let k = start; k < end - 1; k++) {
    if (!NEW_WORD.test(tokens[k]?.bare ?? "")) continue;
    const span = titleAfter(sentence, k + 1);
    if (span?.catalogue && primaryTitleFor(span.title)) return span.title;
  }
  return undefined;
}

/** "è diretto da Giulia Conti": the person the title is held by is no organisation. */
function withOrganisation(text: string, person: SentencePair): SentencePair {
  const title = closedBracket(text, person.title);
  const after = organisationAfterTitle(text, title) ?? bodyAfterTitle(text, title);
  const organisation = after && !after.includes(person.name) ? after : undefined;
  const theirs = THEIR.test(text.slice(0, Math.max(0, text.indexOf(title))));
  return {
    ...person,
    title,
    ...(organisation ? { organisation } : {}),
    ...(theirs ? { theirs } : {}),
  };
}

/**
 * A possessive of another organisation right before the title: "their technical director",
 * "leur directeur commercial", "il loro responsabile acquisti", "hun inkoper", "deras vd", "jego
 * dyrektor sprzedaży", "dessen Inhaber" (of the partner just named).
 */
const THEIR =
  /(?:^|[\s,;(])(?:their|leurs?|loro|hun|deras|deles|delas|jego|jej|dessen|deren)\s+(?:\p{L}+\s+)?$/iu;

/**
 * A title that stops inside its own bracket ("Leiterin Operations (COO") takes the bracket's
 * close when the text prints it right after, else ends before the bracket.
 */
function closedBracket(text: string, title: string): string {
  const open = title.lastIndexOf("(");
  if (open < 0 || title.indexOf(")", open) > 0) return title;
  if (text.includes(`${title})`)) return `${title})`;
  return title.slice(0, open).trim() || title;
}

/**
 * A title read as "Als Diplomkauffrau kam" is a clause that says what the person came as, which
 * `asOpening` reads when it is a title of the catalogue's: no title otherwise.
 */
function withoutAsTitle(person: SentencePair | undefined): SentencePair | undefined {
  return person && AS_WORDS.has(fold(person.title.split(/\s+/u)[0] ?? "")) ? undefined : person;
}

/** "As CEO, she …", "Als Geschäftsführerin verantwortet sie …": the title the sentence opens with. */
function asOpening(ctx: Context): SentencePair | undefined {
  const { text, tokens, start, name } = ctx;
  if (!AS_WORDS.has(fold(tokens[start]?.bare ?? "")) || name.from <= start + 1) return undefined;
  // The title runs to the comma before the pronoun ("As CEO, she …"), right up to it ("As
  // Technical Director he is …"), or to the verb that stands second before it ("Als
  // Geschäftsführerin verantwortet sie …").
  const exact = (to: number) => {
    const title = spell(text, tokens, start + 1, to);
    return matchTitle(title)?.extraWords === 0 ? title : undefined;
  };
  const comma = closesAt(tokens[name.from - 1]);
  const title = comma ? exact(name.from) : (exact(name.from) ?? exact(name.from - 1));
  return title ? { ...name.parts, title } : undefined;
}

/** Subject pronouns of a person, and French's clitic "en" after one ("Elle en est …"). */
export const PERSON_PRONOUNS = new Set(
  "he she er sie il elle lui lei el ella hij zij ze han hon on ona ele ela".split(" "),
);

/**
 * "Sophie Martin a rejoint l'entreprise en 2005. Elle en est aujourd'hui la directrice
 * générale.": in a sentence that names nobody, a subject pronoun among its first words stands for
 * the one person the sentence before named, as a bio goes on.
 */
function pronounFor(tokens: Token[], start: number, end: number, person: Candidate): Candidate[] {
  for (let at = start; at < Math.min(end, start + 6); at++) {
    if (!PERSON_PRONOUNS.has(fold(tokens[at]?.bare ?? ""))) continue;
    const clitic = fold(tokens[at + 1]?.bare ?? "") === "en" ? 1 : 0;
    return [{ from: at, to: at + 1 + clitic, parts: person.parts, cued: false }];
  }
  return [];
}
