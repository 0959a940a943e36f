import { isStopword } from "../language/stopwords.ts";
import { isDepartment } from "./departments.ts";
import {
  CLAUSE_OPENERS,
  DIRECTION,
  ELSEWHERE,
  FORMERLY,
  FROM_ROLE,
  GENERAL,
  NOT_PREDICATE,
  OBJECT_PRONOUNS,
  OFFICE_COMPOUND,
  OTHER_PERSON,
  officeHolder,
  PASSIVE,
  PRESENT_COPULA,
  RELATIVE_PRONOUNS,
  ROLE_MARKERS,
  SUCCEEDS,
  TAKES_OFFICE,
} from "./office-words.ts";
import { type TitleSpan, titleAfter } from "./sentence-titles.ts";
import { closesAt, DASH, type Sentence, spell, type Token } from "./sentence-tokens.ts";
import {
  APPOINTS_BEFORE,
  departmentRole,
  NOW,
  TITLE_JOINERS,
  TITLE_LEAD,
} from "./sentence-words.ts";
import { fold, wordSet } from "./text.ts";
import { roleOfOffice } from "./title-offices.ts";
import { looksLikeTitle, matchTitle } from "./titles.ts";

/*
 * A title tied to the one person its clause is about, whatever the verb: a role word before a
 * catalogue title ("Lisa Berg arbeitet seit 2015 als Geschäftsführerin", "Carla Venturi, che
 * resterà nel Consiglio come presidente onoraria") or a verb of taking an office before the office
 * ("Ana Castro, que pasa a ocupar la presidencia", "Claudia Roth übernimmt den Vorsitz"). The
 * name is the only one of its clause (or opens the relative clause the role word stands in), no
 * other title stands between, and no word hands the title to someone else ("appoints Tom as",
 * "her successor as", "ersetzt … als"). Anything less certain pairs nothing.
 */

/** A name's place in the sentence. */
export interface NameSpan {
  from: number;
  to: number;
}

/** A title linked to a name, with the words between them (a negation there voids it). */
export interface LinkedTitle {
  span: TitleSpan;
  gap: string;
}

/** How far after the name a role word may still be the name's: one clause of running text. */
const MAX_GAP = 20;

const wordAt = (tokens: Token[], at: number) => fold(tokens[at]?.bare ?? "");

/** The length of the phrase of `list` that starts at token `at`, or 0. */
function phraseAt(tokens: Token[], at: number, list: string[][]): number {
  for (const phrase of list) {
    if (phrase.every((word, k) => wordAt(tokens, at + k) === word)) {
      // Only the phrase's last word may carry the comma that ends a clause.
      const inner = tokens.slice(at, at + phrase.length - 1);
      if (!inner.some(closesAt)) return phrase.length;
    }
  }
  return 0;
}

/**
 * Where the clause about the name goes on: after "…, che/who/som" the relative clause is the
 * name's; otherwise no other name and no verb of succeeding stands before it in its clause
 * ("Moretti ersetzt Carla Venturi als …" gives the title to Moretti).
 */
function clauseAfter(ctx: Sentence, name: NameSpan): number | undefined {
  const { tokens, taken } = ctx;
  if (closesAt(tokens[name.to - 1]) && tokens[name.to - 1]?.text.endsWith(",")) {
    if (RELATIVE_PRONOUNS.has(wordAt(tokens, name.to))) return name.to + 1;
  }
  // "Hij volgt Eva Smit op, die als …", "Er folgt Anna Weber nach, die …": a separable verb's
  // particle may close the clause before the relative one about the name.
  const particle = tokens[name.to];
  if (particle && /^\p{Ll}{2,5},$/u.test(particle.text)) {
    if (RELATIVE_PRONOUNS.has(wordAt(tokens, name.to + 1))) return name.to + 2;
  }
  // "Wir begrüßen Julia Hartmann als …": the object of most verbs is who the role word names,
  // the one of a verb of succeeding is not.
  const from = opensClause(ctx, name) ? name.from : clauseStart(ctx, name.from);
  // "… verantworten Olaf Richter (Vertrieb) sowie Sascha Lindqvist als Leiter …", "A se desempeña
  // como presidente y Pablo Kovalenko como director": the last item of a list, its role word right
  // after it, is that item's; the names before in the list are no other candidate for it.
  const item = LIST_JOINERS.has(wordAt(tokens, name.from - 1)) && roleWordAfter(tokens, name);
  for (let k = from; k < name.from; k++) {
    if (SUCCEEDS.has(wordAt(tokens, k)) || (taken.has(k) && !item)) return undefined;
  }
  return name.to;
}

/** Words that join the last item of a list: "und", "sowie", "y", "and", "och", "oraz". */
const LIST_JOINERS = new Set("and & und sowie et e y en och i oraz".split(" "));

const roleWordAfter = (tokens: Token[], name: NameSpan) =>
  !closesAt(tokens[name.to - 1]) && phraseAt(tokens, name.to, ROLE_MARKERS) > 0;

/**
 * "Yusuf Demirci is nu hoofdbrander, Marloes Verbeek leidt als …": after a comma, a name followed
 * by its own verb opens a clause of its own (no conjunction needed); "…, Tom Berg als …" and
 * "…, Tom Berg, …" continue the clause before.
 */
export function opensClause(ctx: Sentence, name: NameSpan): boolean {
  const { tokens, start } = ctx;
  if (name.from <= start || !tokens[name.from - 1]?.text.endsWith(",")) return false;
  const verb = tokens[name.to];
  if (!verb || closesAt(tokens[name.to - 1]) || !/^\p{Ll}{3,}$/u.test(verb.text)) return false;
  return !isStopword(wordAt(tokens, name.to)) && phraseAt(tokens, name.to, ROLE_MARKERS) === 0;
}

/**
 * Where the clause holding token `at` starts: after the last ";", ":" or ", while/and/mentre/medan"
 * before it ("Anna Weber ist Inhaberin, während Tom Berg als Küchenchef …").
 */
function clauseStart(ctx: Sentence, at: number): number {
  const { tokens, start } = ctx;
  for (let k = at; k > start; k--) {
    const before = tokens[k - 1]?.text ?? "";
    // A headline's colon opens the news it announces: "Relevo en Acme Sur: Lucía … asume …".
    if (before.endsWith(":") || (k < at && before.endsWith(";"))) return k;
    if (before.endsWith(",") && CLAUSE_OPENERS.has(wordAt(tokens, k))) return k + 1;
  }
  return start;
}

/**
 * "Tom Berg, der ihm als Werkstattleiter nachfolgt", "C'est Luc Favre qui lui succède en tant
 * que chef d'atelier": after the name, a verb of succeeding and its object pronoun hand the
 * predecessor's role to the name; a name after the verb is the predecessor and ends the clause.
 */
const succeedsAround = (tokens: Token[], k: number) =>
  OBJECT_PRONOUNS.has(wordAt(tokens, k)) &&
  (SUCCEEDS.has(wordAt(tokens, k - 1)) || SUCCEEDS.has(wordAt(tokens, k + 1)));

/** "in", "em", "seit", before a year: "assumiu em 2022 a direção financeira". */
const YEAR_LEADS = wordSet(
  "in em en im nel no na w i dal desde seit since depuis od sedan sinds ab",
);

/** Past the words of time after a verb ("em 2022", "heute", "2019"), which name no office. */
function afterTime(tokens: Token[], at: number): number {
  let k = at;
  for (let step = 0; step < 2; step++) {
    const word = wordAt(tokens, k);
    if (NOW.has(word) || /^\d{4}$/.test(word)) k += 1;
    else if (YEAR_LEADS.has(word) && /^\d{4}$/.test(wordAt(tokens, k + 1))) k += 2;
    else break;
  }
  return k;
}

/** The office a verb of taking one names: "den Vorsitz", "la direction générale", "vd-posten". */
export function officeAfter(ctx: Sentence, at: number): TitleSpan | undefined {
  const { text, tokens, end, taken } = ctx;
  let from = afterTime(tokens, at);
  while (from < end && TITLE_LEAD.has(wordAt(tokens, from))) from++;
  if (taken.has(from) || phraseAt(tokens, from, ROLE_MARKERS) > 0) return undefined;
  const holder = officeHolder(wordAt(tokens, from));
  const phrased = holder ? officePhrase(ctx, from) : undefined;
  if (phrased) return phrased;
  if (!holder) {
    // "übernimmt die Geschäftsleitung", "tar över vd-posten": still the office taken.
    const office = compoundOffice(tokens[from]) ?? catalogueTitle(ctx, at);
    return office && { ...office, office: true };
  }
  // What the office runs, when it says: "générale", "commerciale", "des achats".
  let to = from + 1;
  let role = undefined as TitleSpan["primary"];
  while (to < end && to - from < 5 && !closesAt(tokens[to - 1]) && !taken.has(to)) {
    const word = wordAt(tokens, to);
    // The company is no department: "la presidência da empresa" is the presidency.
    const department = companyless(departmentRole(tokens[to]?.bare ?? ""));
    // "des achats", "de compras": a joiner belongs to the office only before a department.
    const joins =
      TITLE_JOINERS.has(word) && !!companyless(departmentRole(tokens[to + 1]?.bare ?? ""));
    if (!GENERAL.has(word) && !department && !joins) break;
    if (!joins) role ??= department ?? "CEO";
    to++;
  }
  // "die Leitung des Projekts", "la direction du groupe": what is directed is no department.
  const object =
    to === from + 1 && TITLE_JOINERS.has(wordAt(tokens, to)) && !closesAt(tokens[from]);
  if (DIRECTION.has(wordAt(tokens, from)) && object) return undefined;
  const primary = role ?? matchTitle(holder)?.primaries[0];
  const title = spell(text, tokens, from, to);
  return { title, catalogue: !!primary, office: true, ...(primary ? { primary } : {}) };
}

/**
 * An office of several words the title tables name, longest first: "a direção financeira", "die
 * Leitung der Produktion", "la direzione tecnica". The tables know each language's office heads
 * and fields, and their connectors and declensions, better than a word-by-word reading.
 */
function officePhrase(ctx: Sentence, from: number): TitleSpan | undefined {
  const { text, tokens, end, taken } = ctx;
  let to = from + 1;
  while (to < Math.min(end, from + 5) && !taken.has(to) && !closesAt(tokens[to - 1])) to++;
  for (; to >= from + 2; to--) {
    const title = spell(text, tokens, from, to);
    const primary = roleOfOffice(title);
    if (primary) return { title, catalogue: true, office: true, primary };
  }
  return undefined;
}

const companyless = (role: TitleSpan["primary"]) => (role === "CEO" ? undefined : role);

/** "tar över vd-posten", "den Geschäftsführerposten": an office named by its holder's title. */
function compoundOffice(token: Token | undefined): TitleSpan | undefined {
  const head = OFFICE_COMPOUND.exec(token?.bare ?? "")?.[1] ?? "";
  const match = head && (matchTitle(head) ?? matchTitle(head.replace(/s$/u, "")));
  const primary = match ? match.primaries[0] : undefined;
  return primary && token ? { title: token.bare, catalogue: true, primary } : undefined;
}

/** A catalogue title straight after the verb: "übernimmt als Geschäftsführer", "tillträder som vd". */
function catalogueTitle(ctx: Sentence, at: number): TitleSpan | undefined {
  const span = titleAfter(ctx, at);
  return span?.catalogue ? span : undefined;
}

/** How many words a predicate may hold before its title: "en est aussi la", "ist seit 2015 unsere". */
const MAX_PREDICATE = 7;

/**
 * "Sylvie Lambert en est aussi la présidente", "Anna Weber ist bereits seit 2015 unsere
 * Geschäftsführerin", "Per Ek är sedan i fjol också vd": a present copula after the name, and
 * between them and the title only function words (no preposition or conjunction) and years.
 */
export function predicatedTitle(ctx: Sentence, name: NameSpan): LinkedTitle | undefined {
  const { text, tokens, end, taken } = ctx;
  if (closesAt(tokens[name.to - 1])) return undefined;
  let copula = false;
  for (let k = name.to; k < Math.min(end, name.to + MAX_PREDICATE); k++) {
    const token = tokens[k];
    if (!token || taken.has(k)) return undefined;
    const word = wordAt(tokens, k);
    // The title starts at its article or its first word, never at an adverb ("också vd").
    const opens = TITLE_LEAD.has(word) || !isStopword(word);
    if (copula && opens) {
      const span = titleAfter(ctx, k);
      const gap = text.slice(tokens[name.to - 1]?.end ?? 0, token.start);
      if (span?.catalogue) return { span, gap };
    }
    const isCopula = PRESENT_COPULA.has(token.bare.toLowerCase());
    // French "en est", "y est": a clitic right before the copula.
    const clitic = /^(?:en|y)$/.test(word) && PRESENT_COPULA.has(tokens[k + 1]?.bare ?? "");
    const filler = /^\d{4}$/.test(word) || (isStopword(word) && !NOT_PREDICATE.has(word));
    if (!isCopula && !clitic && !filler) return undefined;
    if (closesAt(token)) return undefined;
    copula ||= isCopula;
  }
  return undefined;
}

/** The title the clause about `name` gives it through a role word or an office taken. */
export function linkedTitle(ctx: Sentence, name: NameSpan): LinkedTitle | undefined {
  const { text, tokens, end, taken } = ctx;
  const from = clauseAfter(ctx, name);
  if (from === undefined) return undefined;
  // "Daarnaast is Tim Hendriks … aangesteld als": the auxiliary may stand before the name.
  let passive = tokens.slice(ctx.start, name.from).some((t) => PASSIVE.has(fold(t.bare)));
  let appointed = false;
  let past = tokens.slice(ctx.start, name.from).some((t) => FORMERLY.has(fold(t.bare)));
  // A relative clause about the name may end at a comma: "Paul Girard, qui part à la retraite,
  // au poste de directrice générale" gives the role to the sentence's subject, not to Paul Girard.
  // A role word later in a phrase after the comma still is the clause's ("…, que se aposenta …,
  // os últimos 12 como presidente").
  const relative = from > name.to;
  for (let k = from; k < Math.min(end, name.to + MAX_GAP); k++) {
    const word = wordAt(tokens, k);
    if (taken.has(k)) return undefined;
    const afterComma = relative && k > from && tokens[k - 1]?.text.endsWith(",");
    if (afterComma && phraseAt(tokens, k, ROLE_MARKERS) > 0) return undefined;
    if (SUCCEEDS.has(word) || succeedsAround(tokens, k)) continue;
    if (OTHER_PERSON.has(word)) return undefined;
    if (ELSEWHERE.has(word) && !passive) return undefined;
    passive ||= PASSIVE.has(word);
    appointed ||= ELSEWHERE.has(word);
    const gap = () => text.slice(tokens[name.to - 1]?.end ?? 0, tokens[k]?.start ?? 0);
    const marker = phraseAt(tokens, k, ROLE_MARKERS);
    const role = marker > 0 ? titleAfter(ctx, k + marker) : undefined;
    // A past tense before the role word says the role is over, unless it was an appointment.
    past ||= FORMERLY.has(word) || (marker > 0 && FROM_ROLE.has(wordAt(tokens, k - 1)));
    if (role && past && !appointed) return undefined;
    // An appointment says the job title is one even where the catalogue does not know it; so do
    // a phrase that names a role ("in qualità di", "en tant que", "il ruolo di") and a role word
    // right after the name ("Tom Berg als Küchenchef").
    const named = marker > 1 || k === name.to || (marker > 0 && ownPredicate(ctx, name, k));
    if (role && (role.catalogue || appointed || named)) return { span: role, gap: gap() };
    const takes = marker > 0 ? 0 : phraseAt(tokens, k, TAKES_OFFICE);
    const office = takes > 0 ? officeAfter(ctx, k + takes) : undefined;
    if (office) return { span: office, gap: gap() };
    // Another title between: the clause speaks of two roles, and which is the name's is unsure.
    if (marker === 0 && takes === 0 && k > name.to && matchTitle(tokens[k]?.bare ?? "")) {
      return undefined;
    }
    if (/;$/.test(tokens[k]?.text ?? "")) return undefined;
  }
  return undefined;
}

/** How many words a verb and its object may hold between a name and its role word. */
const MAX_PREDICATE_GAP = 3;

/**
 * "Pernilla Dahl sköter kaféet som föreståndare", "Dewi Sastrowardoyo (versterkt) ons team als
 * barista-trainer", "Lisa Berg organisiert den Verkauf als Ladenleiterin": the name's own verb and
 * its object before the role word, as a card's "Name – Title" says it. No pronoun that names
 * another ("sieht ihn als"), no verb that hands the role to another ("welcomes … as") and no
 * comma stands between.
 */
function ownPredicate(ctx: Sentence, name: NameSpan, marker: number): boolean {
  const { tokens } = ctx;
  if (marker - name.to > MAX_PREDICATE_GAP || closesAt(tokens[name.to - 1])) return false;
  for (let k = name.to; k < marker; k++) {
    const token = tokens[k];
    if (!token || closesAt(token) || !/^\p{L}/u.test(token.bare)) return false;
    if (OBJECT_PRONOUNS.has(wordAt(tokens, k)) || HANDS_ROLE.test(token.bare)) return false;
  }
  return true;
}

/** A verb that gives a role to its object, not to its subject: "welcomes Tom as", "ernennt … zum". */
const HANDS_ROLE = new RegExp(`^(?:${APPOINTS_BEFORE})$`, "iu");

const CONJUNCTIONS = new Set("and & und et e y en och i oraz".split(" "));

/**
 * "Per informazioni: ufficio stampa, Martina Greco, tel. …", "Einkauf: Anna Weber, 030 123 45",
 * "Contact presse : Julie Martin, julie@…": a department the catalogue knows opens the clause and
 * labels the one name after it; the department as printed is the title.
 */
export function departmentLabel(ctx: Sentence, name: NameSpan): TitleSpan | undefined {
  const { text, tokens, start, end } = ctx;
  let last = name.from - 1;
  const separator = tokens[last];
  if (!separator || last < start) return undefined;
  // The separator stands alone (" : ", " – ") or closes the department's last word.
  if (separator.bare === "" || DASH.test(separator.text)) last--;
  else if (!/[,:]$/.test(separator.text)) return undefined;
  let first = last;
  while (first > start && last - first < 3 && !closesAt(tokens[first - 1])) first--;
  const opener = tokens[first - 1];
  if (first > start && !/[:;]$/.test(opener?.text ?? "")) return undefined;
  // The name stands alone: "Einkauf: Anna Weber und Tom Berg" labels a list, not one person.
  const closed = name.to >= end || closesAt(tokens[name.to - 1]);
  if (!closed || ctx.taken.has(name.to) || CONJUNCTIONS.has(wordAt(tokens, name.to))) {
    return undefined;
  }
  // A department label alone vouches for no name ("Accounting: Job Category"): the line goes on
  // to the person's number or address, or the department is itself under a label ("Per
  // informazioni: ufficio stampa, …").
  const at = tokens[name.to]?.start ?? text.length;
  const rest = text.slice(at, at + 60);
  if (first === start && !/[\d@]/u.test(rest)) return undefined;
  const title = spell(text, tokens, first, last + 1);
  if (!title || looksLikeTitle(title) || !isDepartment(title)) return undefined;
  return { title, catalogue: false };
}
