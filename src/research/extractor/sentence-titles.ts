import type { PrimaryTitle } from "../decision-makers.ts";
import { isMonthName } from "../knowledge/months.ts";
import { isStopword } from "../language/stopwords.ts";
import { departmentKeys } from "./departments.ts";
import { readName } from "./names.ts";
import { GENERAL, NOT_PREDICATE, OTHER_PERSON } from "./office-words.ts";
import { isCredential, isRegion } from "./person-layouts.ts";
import { closesAt, DASH, type Sentence, spell, type Token } from "./sentence-tokens.ts";
import {
  APPOINTED_PARTICIPLE,
  KIN,
  NEGATED,
  NOW,
  PARTICIPLE_LINK,
  TAKES_OVER_WORD,
  TITLE_END,
  TITLE_JOINERS,
  TITLE_LEAD,
} from "./sentence-words.ts";
import { fold } from "./text.ts";
import { PAST, PATTERNS_BY_FIRST } from "./title-patterns.ts";
import { looksLikeTitle, matchTitle } from "./titles.ts";

/*
 * Where a title begins and ends in running text, after a name ("…, Managing Partner of the firm.")
 * or before it ("our Sales Director, Anna …"): the catalogue's reading of the words first, else
 * the longest job title, never an organisation after "of", a description after "a", or a degree.
 */

/** A title read from a sentence. */
export interface TitleSpan {
  title: string;
  /** The catalogue reads the title: it names one of its roles. */
  catalogue: boolean;
  /** The role, when only another grammatical case of the title is the catalogue's. */
  primary?: PrimaryTitle;
  /** The words name an office taken ("la presidencia"), which says the role, not the title. */
  office?: boolean;
}

/** Articles inside a title that start an organisation's name: "partner of the Software Practice". */
const MID_ARTICLE = new Set(
  "the der die das dem le la les il lo gli el los las het".split(" ").map(fold),
);
const MAX_TITLE_WORDS = 8;
/** "de", "of", "di": a title's words go on after one ("chef de la direction"). */
const OF_WORDS = new Set("of de di da".split(" "));
/** Words between a title and the organisation it is held at: "of", "de", "von", "bei", "w". */
const ORGANISATION_JOINER = new Set(
  "of at de des du di della del von van bei chez presso för på hos w z em da do".split(" "),
);

/** Extra words that are not "and"/"of": "Founder and CEO" reads as fully as "Founder". */
function looseWords(title: string): number {
  const match = matchTitle(title);
  if (!match) return Number.POSITIVE_INFINITY;
  const joiners = title.split(/\s+/).filter((w) => TITLE_JOINERS.has(fold(w))).length;
  return match.extraWords - joiners;
}

/** "Director of Abbey Road": the organisation after "of"/"at" is no part of the title. */
function withoutOrganisation(title: string): string {
  const cut =
    /^(.+?)\s+(?:of|at|bei|chez|presso|de|di|van|för|w|på|hos|bij|em|da|do|du|des|del|della|von)\s+(\p{Lu}\S*\s+\p{Lu}.*)$/u.exec(
      title,
    );
  const head = cut?.[1] ?? "";
  if (!cut || !looksLikeTitle(head)) return title;
  return looseWords(head) <= looseWords(title) ? head : title;
}

/**
 * Polish names a role in the instrumental after "został(a)", "jest", "powołany na": "prezesem
 * zarządu", "dyrektorką handlową". Its nominative ("prezes zarządu") is what the catalogue reads.
 */
function polishNominative(title: string): string {
  return title
    .split(" ")
    .map((word) =>
      word
        .replace(/(?<=\p{L}{3})iem$/u, "")
        .replace(/(?<=\p{L}{3})em$/u, "")
        .replace(/(?<=\p{L}{3})ym$/u, "y")
        .replace(/(?<=\p{L}{3})ą$/u, "a"),
    )
    .join(" ");
}

/** "a", "ein", "une", "een", "en", "um": a title after one describes, it names no position. */
const INDEFINITE = new Set("a an ein eine einen un une uno una een en ett um uma".split(" "));
const CONJUNCTION = new Set("and und et e y en och i oraz".split(" "));
/** " and ceramist": one more word joined to a title. */
const JOINED_WORD = /^\s(?:and|&|und|et|e|y|en|och|i|oraz)\s\S+$/iu;
const JOINS = /\s(?:and|&|und|et|e|y|en|och|i|oraz)\s/iu;

/** The best title among the spans: the catalogue's reading first, else the longest job title. */
function bestTitle(spans: string[]): TitleSpan | undefined {
  let best: { title: string; loose: number; primary?: PrimaryTitle } | undefined;
  let longest: string | undefined;
  for (const title of spans) {
    // "Keith Harris, MD": a degree after a name is no title.
    if (readName(title) || isCredential(title)) continue;
    if (!looksLikeTitle(title)) {
      // Only the catalogue vouches for a form read in another grammatical case.
      const nominative = polishNominative(title);
      const primary = matchTitle(nominative)?.primaries[0];
      const loose = looseWords(nominative);
      if (primary && looksLikeTitle(nominative) && (!best || loose <= best.loose)) {
        best = { title, loose, primary };
      }
      continue;
    }
    const loose = looseWords(title);
    if (loose < Number.POSITIVE_INFINITY && (!best || loose <= best.loose)) best = { title, loose };
    if (!longest || title.length > longest.length) longest = title;
  }
  if (best?.primary) return { title: best.title, catalogue: true, primary: best.primary };
  // "gerente de logística", "Leiter der Logistik": a head noun the catalogue reads alone ("gerente")
  // names another job with a field after it that no role covers; the title is the whole.
  const fielded = best && spans.find((span) => fieldedHead(best.title, span));
  if (fielded) return { title: fielded, catalogue: true };
  if (best) return { title: withoutOrganisation(best.title), catalogue: true };
  return longest ? { title: withoutOrganisation(longest), catalogue: false } : undefined;
}

/** "de logística", "of logistics": a joiner and a lower-case field after a head noun. */
const FIELD_AFTER = /^\s+(?:de|di|da|do|of|des|du|del|della|van|der|des)\s+\p{Ll}[\p{L}-]+$/u;

function fieldedHead(head: string, span: string): boolean {
  if (!span.startsWith(head) || head.includes(" ")) return false;
  return FIELD_AFTER.test(span.slice(head.length)) && !matchTitle(span) && looksLikeTitle(span);
}

/** One word that makes the title after it a past one: "former", "ehemaliger", "tidigare". */
const PAST_WORD = new Set(PAST.filter((phrase) => phrase.length === 1).map((p) => p[0] ?? ""));
/** "ex-CEO", "ex-directora": the past marker joined to the title's first word. */
const EX = /^ex-(?=\p{L})/iu;

/** A title that opens with a past marker: "former CEO", "wówczas handlowiec", "ex-directora". */
export function isPastTitle(title: string): boolean {
  const words = title.split(/\s+/u).map(fold);
  return EX.test(title) || PAST.some((phrase) => phrase.every((word, k) => words[k] === word));
}

/** The text from token `from` through a title that starts at or after it, as printed. */
function printedThrough(ctx: Sentence, from: number, title: string): string | undefined {
  const { text, tokens } = ctx;
  const first = tokens[from];
  if (!first) return undefined;
  const start = first.start + first.text.length - first.text.replace(/^[("“„«‘'[]+/u, "").length;
  const at = text.indexOf(title, start);
  return at < 0 ? undefined : text.slice(start, at + title.length);
}

/**
 * A past title ("the former CEO", "ehemaliger Geschäftsführer", "ex-CEO", "tidigare vd"): the
 * person's title as printed, which names no current role, so the catalogue never reads it.
 */
function pastTitleAfter(ctx: Sentence, from: number): TitleSpan | undefined {
  const token = ctx.tokens[from];
  if (!token) return undefined;
  if (PAST_WORD.has(fold(token.bare))) {
    const current = presentTitleAfter(ctx, from + 1);
    const title = current && printedThrough(ctx, from, current.title);
    return title ? { title, catalogue: false } : undefined;
  }
  if (!EX.test(token.bare)) return undefined;
  const rest = token.bare.replace(EX, "");
  if (!looksLikeTitle(rest)) return undefined;
  // "ex-directeur général": the title may go on past the marked word.
  const longer = closesAt(token) ? undefined : presentTitleAfter(ctx, from + 1);
  const joined = longer && printedThrough(ctx, from, longer.title);
  if (joined && looksLikeTitle(joined.replace(EX, ""))) return { title: joined, catalogue: false };
  return { title: token.bare, catalogue: false };
}

/**
 * "är sedan 2015 också vd", "jest obecnie prezesem": a lower-case function word that opens no
 * title and is no preposition is an adverb before the title, no part of it.
 */
function isAdverb(token: Token | undefined): boolean {
  const word = fold(token?.bare ?? "");
  // "nicht mehr", "no longer": a negation is never skipped, it voids the title.
  if (!token || !/^\p{Ll}+$/u.test(token.bare) || closesAt(token) || NEGATED.test(word)) {
    return false;
  }
  return isStopword(word) && !NOT_PREDICATE.has(word) && !PATTERNS_BY_FIRST.has(word);
}

/**
 * "la fille du directeur général", "o braço direito do diretor", "synem prezesa": a relation of
 * the title's holder, who is another person. Before "of"/"du"/"do" a title's head reads as one
 * itself ("Head of Sales", "Responsable des achats").
 */
function relationOf(title: string): boolean {
  const words = title.split(/\s+/);
  if (OTHER_PERSON.has(fold(polishNominative(words[0] ?? "")))) return true;
  const joiner = words.findIndex((word, k) => k > 0 && ORGANISATION_JOINER.has(fold(word)));
  return joiner > 0 && !looksLikeTitle(words.slice(0, joiner).join(" "));
}

/** An article, "new", or a participle of appointing before a title ("est promu vice-président"). */
const leadsTitle = (token: Token | undefined) => {
  const word = fold(token?.bare ?? "");
  return TITLE_LEAD.has(word) || (APPOINTED_PARTICIPLE.has(word) && !closesAt(token));
};

/** The title that starts at token `at` ("the new CEO since …" → "CEO"; "the former CEO"). */
export function titleAfter(ctx: Sentence, at: number): TitleSpan | undefined {
  let from = at;
  while (from < ctx.end && leadsTitle(ctx.tokens[from])) {
    const participle = APPOINTED_PARTICIPLE.has(fold(ctx.tokens[from]?.bare ?? ""));
    from++;
    if (participle && PARTICIPLE_LINK.has(fold(ctx.tokens[from]?.bare ?? ""))) from++;
  }
  return pastTitleAfter(ctx, from) ?? presentTitleAfter(ctx, at);
}

function presentTitleAfter(ctx: Sentence, at: number): TitleSpan | undefined {
  const { text, tokens, end, taken } = ctx;
  let from = at;
  let described = false;
  while (from < end && (leadsTitle(tokens[from]) || isAdverb(tokens[from]))) {
    described ||= INDEFINITE.has(fold(tokens[from]?.bare ?? ""));
    const participle = APPOINTED_PARTICIPLE.has(fold(tokens[from]?.bare ?? ""));
    from++;
    if (participle && PARTICIPLE_LINK.has(fold(tokens[from]?.bare ?? ""))) from++;
  }
  // ", e a diretora de operações, Fernanda …": a conjunction opens the next clause, not a title;
  // "ist mit unserem Geschäftsführer verheiratet": a preposition opens a phrase about another.
  const first = fold(tokens[from]?.bare ?? "");
  if (CONJUNCTION.has(first) || NOT_PREDICATE.has(first)) return undefined;
  const spans: string[] = [];
  let closed = false;
  for (let to = from; to < end && to - from < MAX_TITLE_WORDS; to++) {
    const token = tokens[to];
    const word = fold(token?.bare ?? "");
    // "Tim Herman, Mayor Susan Rohan": a title that runs into a name is that name's; after
    // "de", "of", "von" the capitalized words name the organisation ("directora comercial de
    // Frutas Levante"), and the title ends before them.
    if (taken.has(to)) {
      // "… our CEO and Mary Brown is …": the next clause's name.
      const joiner = fold(tokens[to - 1]?.bare ?? "");
      if (to > from + 1 && (ORGANISATION_JOINER.has(joiner) || CONJUNCTION.has(joiner))) break;
      // "Jan Malinowski nowym prezesem Mleczarni Podlasie": after a Polish title in an oblique
      // case, capitalized words no given name opens are an organisation in the genitive; after
      // "Managing Director Henk Groen" they are still the name the title runs into.
      const last = spans[spans.length - 1] ?? "";
      if (to > from && ctx.cued?.has(to) && polishNominative(last) !== last) break;
      // "gerente de suprimentos da rede Vale Verde": capitalized words no given name opens, after
      // "of" and a lower-case noun of a kind of organisation, name the one the title is held at.
      const kindOf =
        ORGANISATION_JOINER.has(fold(tokens[to - 2]?.bare ?? "")) &&
        /^\p{Ll}{3,}$/u.test(tokens[to - 1]?.bare ?? "");
      if (to > from + 2 && ctx.cued?.has(to) && kindOf) break;
      return undefined;
    }
    // "our CEO's assistant": a possessive makes the title another person's.
    if (/['’]s$/u.test(token?.bare ?? "") && matchTitle(token?.bare.slice(0, -2) ?? "")) {
      return undefined;
    }
    // "President & CEO": an ampersand joins a title's words.
    if (token?.text === "&" && to > from) continue;
    if (!token || !/[\p{L}\p{N}]/u.test(word)) break;
    // "chef de la direction", "responsable de la logistique": an article after "de" goes on
    // with the title's noun; anywhere else it opens another phrase.
    // "of the Miller Law Firm" names an organisation: a capitalized word ends the title.
    const afterOf =
      OF_WORDS.has(fold(tokens[to - 1]?.bare ?? "")) && /^\p{Ll}/u.test(tokens[to + 1]?.bare ?? "");
    // "befordrades till försäljningschef i maj": a month is never a title's word.
    const ends = TITLE_END.has(word) || isMonthName(word) || (MID_ARTICLE.has(word) && !afterOf);
    if (to > from && ends) break;
    // "als Küchenchef um die …": a title never ends in a preposition or another function word.
    // "kierowniczka HR", "head of IT": an abbreviation in capitals is no function word.
    const abbreviation = /^\p{Lu}{2,}$/u.test(token.bare);
    const functionWord =
      !abbreviation && (NOT_PREDICATE.has(word) || (word.length <= 3 && isStopword(word)));
    const dangling = functionWord && !GENERAL.has(word) && !looksLikeTitle(token.bare);
    if (!TITLE_JOINERS.has(word) && !dangling) spans.push(spell(text, tokens, from, to + 1));
    closed = closesAt(token) || to === end - 1;
    if (closesAt(token)) break;
  }
  // "vice-présidente, marketing et expérience client", "VP, Operations": a head of no field and,
  // after its comma, the field the catalogue reads with it.
  const head = spans.length === 1 ? spans[0] : undefined;
  const comma = head && closed && tokens[from + head.split(/\s+/u).length - 1]?.text.endsWith(",");
  if (head && comma && VICE_HEAD.test(head)) {
    const after = from + head.split(/\s+/u).length;
    // The field ends with the first word that closes a phrase: "Sales & Marketing; and …".
    let last = after;
    while (last < Math.min(end, after + 4) - 1 && !closesAt(tokens[last])) last++;
    for (let to = last + 1; to > after; to--) {
      const field = spell(text, tokens, after, to).replace(/[;,:]$/u, "");
      const withField = `${head.replace(/,$/u, "")}, ${field}`;
      const match = matchTitle(withField);
      if (match?.primaries[0] && departmentKeysOf(field)) {
        return { title: withField, catalogue: true, primary: match.primaries[0] };
      }
    }
  }
  // "is a Master's-level nurse", "an internationally recognized consultant": a description.
  const best = bestTitle(spans);
  if (described && !best?.catalogue) return undefined;
  if (best && relationOf(best.title)) return undefined;
  // "owner and ceramist.": a punctuation-closed title is kept whole when the catalogue reads it
  // about as well as the shorter title inside it.
  const whole = spans[spans.length - 1];
  const joined = best && whole?.startsWith(best.title) ? whole.slice(best.title.length) : "";
  if (best?.catalogue && !best.primary && closed && JOINED_WORD.test(joined)) {
    const wholeRead = bestTitle([whole ?? ""]);
    if (wholeRead?.catalogue) return wholeRead;
  }
  return best;
}

/** The title that ends right before token `at` ("… our Sales Director, Anna …"). */
export function titleBefore(ctx: Sentence, name: number): TitleSpan | undefined {
  // "designó como nueva gerente general a Lucía Bertolotti", "nomeou diretora-geral a Ana
  // Silva": Spanish and Portuguese mark the person named with "a"; the title before it is theirs
  // when the catalogue knows it.
  if (fold(ctx.tokens[name - 1]?.text ?? "") === "a" && name - 1 > ctx.start) {
    const span = titleBefore(ctx, name - 1);
    return span?.catalogue ? span : undefined;
  }
  const { text, tokens, start, taken } = ctx;
  // "City Recorder – Kathy Smith": the dash between is no part of the title; nor is a verb of
  // taking the role on ("Funkcję dyrektora handlowego obejmie Anna Nowak").
  const dashed = DASH.test(tokens[name - 1]?.text ?? "") ? name - 1 : name;
  const at = TAKES_OVER_WORD.has(fold(tokens[dashed - 1]?.bare ?? "")) ? dashed - 1 : dashed;
  // "… Director of, Anna …" names no title: a title never ends in "of" or "and".
  if (TITLE_JOINERS.has(fold(tokens[at - 1]?.bare ?? ""))) return undefined;
  // "Regula Imhof (Vizepräsidentin), Luca Bernasconi": a title in brackets is the name's before;
  // "o novo diretor de tecnologia (CTO), Gustavo Nakamura": one after a title is part of it.
  if (/\)[,;]?$/u.test(tokens[at - 1]?.text ?? "")) {
    const open = tokens
      .slice(Math.max(start, at - 5), at)
      .findLastIndex((t) => t.text.startsWith("("));
    const opensAt = open < 0 ? -1 : Math.max(start, at - 5) + open;
    if (opensAt > start && taken.has(opensAt - 1)) return undefined;
  }
  const spans: string[] = [];
  for (let from = at - 1; from >= start && at - from <= MAX_TITLE_WORDS; from--) {
    const token = tokens[from];
    const word = fold(token?.bare ?? "");
    // "gerente de Gente & Gestão", "Founder & CEO": an ampersand joins a title's words.
    if (token?.text === "&" && from < at - 1) continue;
    if (!token || !/[\p{L}\p{N}]/u.test(word) || taken.has(from)) break;
    // Only the title's last word may carry the apposition's comma.
    if (from < at - 1 && closesAt(token)) break;
    // "gerente de exportaciones": "de" joins a title's words before it is a Dutch article; so does
    // "de la" ("chef de la direction financière", "head of the finance department").
    // A capitalized word after the article names an organisation ("Founder of the Babcock …").
    const ofArticle =
      MID_ARTICLE.has(word) &&
      OF_WORDS.has(fold(tokens[from - 1]?.bare ?? "")) &&
      /^\p{Ll}/u.test(tokens[from + 1]?.bare ?? "");
    // "Sales Manager for the UK, Gavin Hughes": the market a title covers is part of it.
    const market =
      MARKET_FOR.has(word) && from < at - 1 && isRegion(spell(text, tokens, from + 1, at), false);
    const forArticle =
      (MID_ARTICLE.has(word) || PT_ARTICLES.has(word)) &&
      MARKET_FOR.has(fold(tokens[from - 1]?.bare ?? ""));
    const joiner = (TITLE_JOINERS.has(word) || ofArticle || market || forArticle) && from < at - 1;
    if (!joiner && (TITLE_END.has(word) || TITLE_LEAD.has(word) || /['’]s$/u.test(token.bare))) {
      break;
    }
    if (!TITLE_JOINERS.has(word) && !ofArticle && !market && !forArticle) {
      spans.push(spell(text, tokens, from, at));
    }
  }
  // Before a name, a title the catalogue does not know is short and single: "personal injury
  // attorney", not "Furniture designer and builder" (a description of the trade).
  const short = (span: string) => span.split(" ").length <= 3 && !JOINS.test(span);
  const catalogue = (span: string) => !!(matchTitle(span) || matchTitle(polishNominative(span)));
  const kept = spans.map(withoutOrganisation).filter((span) => short(span) || catalogue(span));
  // A lower-case title no catalogue knows starts where its job word does: "säger
  // styrelseordförande Lars" is "styrelseordförande", the verb before it no part of it; a
  // capitalized one keeps its capitalized words ("Building Inspector – Gordon Miles").
  const job = kept.find(looksLikeTitle);
  const best =
    job && !kept.some(catalogue) && /^\p{Ll}/u.test(job) ? bestTitle([job]) : bestTitle(kept);
  // "Fils du fondateur, Pierre Garnier": the comma makes Pierre the son; "grandson of founder
  // Walter Hendricks" runs the title into the founder's own name.
  const comma = tokens[at - 1]?.text.endsWith(",");
  if (best && comma && kinsTitle(ctx, at, best.title)) return undefined;
  return best ? withPastBefore(ctx, at, best) : genitiveBefore(ctx, at);
}

/** "of the", between a kinship noun and the title of the relative: "Fils du fondateur". */
const KIN_OF = new Set("of du de des del della di da do van von der av till".split(" "));

/**
 * "Fils du fondateur, Pierre Garnier …", "Sohn des Gründers Jan Berger", "son of the founder Tom":
 * the title after a kinship noun and "of" is the relative's, not the name's.
 */
function kinsTitle(ctx: Sentence, at: number, title: string): boolean {
  const { tokens, start } = ctx;
  let k = at - title.split(/\s+/u).length - 1;
  while (k > start && MID_ARTICLE.has(fold(tokens[k]?.bare ?? ""))) k--;
  if (k < start || !KIN_OF.has(fold(tokens[k]?.bare ?? ""))) return false;
  let kin = k - 1;
  while (kin > start && MID_ARTICLE.has(fold(tokens[kin]?.bare ?? ""))) kin--;
  return KIN.has(fold(tokens[kin]?.bare ?? ""));
}

/** A vice-president's head, which names its field after a comma in Canadian and US usage. */
const VICE_HEAD = /^(?:vice[\s-]?pr[eé]sident(?:e|a)?|VP|SVP|EVP)$/iu;

/** Whether a few words name a department the catalogue reads: "marketing et expérience client". */
const departmentKeysOf = (field: string) => departmentKeys(field).length > 0;

/** Portuguese articles, after "para": "gerente comercial para o Nordeste". */
const PT_ARTICLES = new Set(["o", "a", "os", "as"]);

/** "for", before the market or region a title covers. */
const MARKET_FOR = new Set("for fur pour per para voor dla".split(" "));

/** German determiners of the genitive: "unseres Bauingenieurs", "des neuen Vertriebsleiters". */
const GENITIVE = new Set("des eines unseres ihres seines meines dieses jenes".split(" "));

/**
 * "in den Händen unseres Bauingenieurs Matteo Rossi": a German title in the genitive, read
 * through its nominative ("Bauingenieur") and kept as printed. Only a genitive determiner before
 * it (and an adjective between) says the "-s" is a case ending and not part of another word.
 */
function genitiveBefore(ctx: Sentence, at: number): TitleSpan | undefined {
  const { text, tokens, start } = ctx;
  const word = tokens[at - 1]?.bare ?? "";
  const nominative = word.replace(/(?<=\p{L}{4})e?s$/u, "");
  if (nominative === word || !/^\p{Lu}/u.test(word) || !looksLikeTitle(nominative))
    return undefined;
  let before = at - 2;
  if (/en$/u.test(tokens[before]?.bare ?? "") && before > start) before--;
  if (before < start || !GENITIVE.has(fold(tokens[before]?.bare ?? ""))) return undefined;
  const primary = matchTitle(nominative)?.primaries[0];
  return {
    title: spell(text, tokens, at - 1, at),
    catalogue: !!primary,
    ...(primary ? { primary } : {}),
  };
}

/** "Tidigare vd Gunnar", "the former CEO Declan": a past marker before the title makes it past. */
function withPastBefore(ctx: Sentence, at: number, best: TitleSpan): TitleSpan {
  const { text, tokens, start } = ctx;
  for (let from = at - 1; from > start; from--) {
    if (spell(text, tokens, from, at) !== best.title) continue;
    if (!PAST_WORD.has(fold(tokens[from - 1]?.bare ?? ""))) return best;
    return { title: spell(text, tokens, from - 1, at), catalogue: false };
  }
  return best;
}

/** A verb right after a closed apposition: "Joshua Lee, creator of X, has been …". */
const AUXILIARY = new Set(
  `has have is was will had hat ist war wird est etait sera ha era sara es fue ar var har jest byl byla ma
   heeft werd foi tem`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that open a description, not a role: "one of our clients", "my friend". */
const NOT_ROLE = new Set(
  `one some many several my his her their your this that these who which also
   ein eine einer mein meine sein seine ihr ihre un une mon ma son sa uno una mio mia suo sua
   een mijn zijn haar en ett min sin hans hennes jeden jedna moj um uma meu minha seu sua
   however therefore though too again indeed jedoch aber auch cependant pourtant aussi pero pero
   tuttavia anche sin embargo echter ook dock ocksa jednak rowniez porem contudo tambem`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * "Joshua Lee, creator and chocolatier of Lee's Café, has been …": an apposition closed by a
 * comma and followed by a verb names the person's role even when it is no catalogue title. The
 * role is the lower-case words before "of"/"at"; the organisation after them is not part of it.
 */
export function closedRole(ctx: Sentence, at: number): TitleSpan | undefined {
  const { text, tokens, end, taken } = ctx;
  for (let close = at; close < Math.min(end - 1, at + 10); close++) {
    const token = tokens[close];
    if (!token || taken.has(close)) return undefined;
    if (!token.text.endsWith(",")) continue;
    if (!AUXILIARY.has(fold(tokens[close + 1]?.bare ?? ""))) return undefined;
    let stop = at;
    while (stop <= close && /^\p{Ll}+$/u.test(tokens[stop]?.bare ?? "")) {
      const word = fold(tokens[stop]?.bare ?? "");
      if (stop > at && /^(?:of|at|de|di|du|des|del|bei|von|van|w|z)$/.test(word)) break;
      stop++;
    }
    const first = fold(tokens[at]?.bare ?? "");
    // "Anna Weber, seit 2010 bei uns, ist …": a preposition or an adverb opens no role.
    const opensNoRole = NOT_ROLE.has(first) || TITLE_LEAD.has(first) || isStopword(first);
    if (stop === at || stop - at > 4 || opensNoRole) return undefined;
    // "really", "finally": an adverb between commas is no role.
    if (/ly$/.test(fold(tokens[stop - 1]?.bare ?? ""))) return undefined;
    if (TITLE_JOINERS.has(fold(tokens[stop - 1]?.bare ?? ""))) return undefined;
    const title = spell(text, tokens, at, stop);
    return readName(title) ? undefined : { title, catalogue: !!matchTitle(title) };
  }
  return undefined;
}

/**
 * "Alvise Zanin, nipote del fondatore e oggi amministratore unico": an apposition that opens with
 * another description (a relation, a past) and goes on with "and now" and the title held now,
 * inside the apposition, or in a second one that opens with "now" after its comma.
 */
export function titleHeldNow(ctx: Sentence, at: number): TitleSpan | undefined {
  const { tokens, end, taken } = ctx;
  for (let k = at; k < Math.min(end - 2, at + 8); k++) {
    const token = tokens[k];
    // "Marek Wdowiak, wówczas handlowiec, dziś dyrektor eksportu": a second apposition that
    // opens with "today" after the first one's comma.
    if (token?.text.endsWith(",") && NOW.has(fold(tokens[k + 1]?.bare ?? ""))) {
      const span = titleAfter(ctx, k + 2);
      return span?.catalogue ? span : undefined;
    }
    if (!token || taken.has(k) || closesAt(token)) return undefined;
    const joined = CONJUNCTION.has(fold(token.bare)) || token.text === "&";
    if (joined && NOW.has(fold(tokens[k + 1]?.bare ?? ""))) {
      const span = titleAfter(ctx, k + 2);
      return span?.catalogue ? span : undefined;
    }
    // "Giulia Serra, figlia di Gianni e responsabile marketing": a relation, then "and" and the
    // title the person holds.
    if (joined && KIN.has(fold(tokens[at]?.bare ?? ""))) {
      const span = titleAfter(ctx, k + 1);
      if (span?.catalogue) return span;
    }
  }
  return undefined;
}
