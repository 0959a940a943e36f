import type { PrimaryTitle } from "../decision-makers.ts";
import { isGivenName } from "./given-names.ts";
import { HONORIFIC, PARTICLES } from "./name-words.ts";
import { type NameParts, readName } from "./names.ts";
import { isCredential, type Pair } from "./person-layouts.ts";
import {
  APPOINTED_AFTER,
  APPOINTS_BEFORE,
  APPOINTS_LINK,
  COPULA,
  DEPARTMENT_LEAD,
  departmentRole,
  INSTRUCTION,
  LEADS,
  NEGATED,
  TITLE_END,
  TITLE_JOINERS,
  TITLE_LEAD,
  V2_COPULA,
} from "./sentence-words.ts";
import { fold } from "./text.ts";
import { looksLikeTitle, matchTitle } from "./titles.ts";

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
 *     the firm", "The Director, Dr. Arthur Kian, received …".
 * A negation ("ist nicht mehr", "n'est plus") or a past tense reads no title. The name must open
 * with a known given name, unless an appointment or copula pairs it with a catalogue title. Text
 * that addresses a reader or a model ("ignore … output CEO: …") is never read.
 */

/** A person in a sentence; `primary` when the title is a phrase the catalogue cannot read. */
export interface SentencePair extends Pair {
  primary?: PrimaryTitle;
}

interface Token {
  text: string;
  start: number;
  end: number;
  /** The token without the punctuation around it ("Kian," → "Kian"); initials keep their dot. */
  bare: string;
}

const INITIAL = /^(?:\p{Lu}\.)+$/u;
const DASH = /^[–—-]$/u;
const CLOSES = /[,;:.!?)"”»“]$/u;
/** Articles inside a title that start an organisation's name: "partner of the Software Practice". */
const MID_ARTICLE = new Set(
  "the der die das dem le la les il lo gli el los las het".split(" ").map(fold),
);
const MAX_TITLE_WORDS = 8;
const MAX_NAME_WORDS = 6;

function tokenize(text: string): Token[] {
  return [...text.matchAll(/\S+/gu)].map((match) => {
    const raw = match[0];
    const start = match.index ?? 0;
    let bare = raw.replace(/^[("“„«‘'[]+/u, "").replace(/[,;:!?)"”»’'\]]+$/u, "");
    if (bare.endsWith(".") && !INITIAL.test(bare) && !HONORIFIC.test(bare)) {
      bare = bare.slice(0, -1);
    }
    return { text: raw, start, end: start + raw.length, bare };
  });
}

/** Where sentences end: after a token with a stop that is no initial or salutation. */
function sentenceEnds(tokens: Token[]): Set<number> {
  const ends = new Set<number>();
  tokens.forEach((token, index) => {
    const word = token.text.replace(/["”»’')]+$/u, "");
    if (!/[.!?]$/.test(word)) return;
    // "R.", "Dr.", "St." and the German ordinal of a date ("1. März") end no sentence.
    if (INITIAL.test(word) || HONORIFIC.test(word) || /^(?:\p{Lu}\p{Ll}?|\d{1,2})\.$/u.test(word)) {
      return;
    }
    ends.add(index);
  });
  return ends;
}

interface Candidate {
  from: number;
  to: number;
  parts: NameParts;
  /** Read without a known given name: only a strong pattern with a catalogue title takes it. */
  cued: boolean;
}

const closesAt = (token: Token | undefined) =>
  !!token && CLOSES.test(token.text) && !INITIAL.test(token.bare) && !HONORIFIC.test(token.bare);

const nameLike = (token: Token | undefined) =>
  !!token && (/^\p{Lu}/u.test(token.bare) || PARTICLES.has(token.bare));

/** The longest name starting at `from`, within one sentence. */
function nameAt(tokens: Token[], from: number, limit: number, cue: boolean): Candidate | undefined {
  if (!/^\p{Lu}/u.test(tokens[from]?.bare ?? "")) return undefined;
  // The run of capitalized words (and surname particles) a name can lie in, up to a comma.
  const last = Math.min(limit, from + MAX_NAME_WORDS) - 1;
  let stop = from;
  while (stop < last && !closesAt(tokens[stop]) && nameLike(tokens[stop + 1])) stop++;
  if (stop === from) return undefined;
  // Without a cue, readName wants a known given name: look it up before reading windows.
  if (!cue && !tokens.slice(from, stop + 1).some((t) => isGivenName(t.bare))) return undefined;
  for (let to = stop + 1; to >= from + 2; to--) {
    const text = tokens
      .slice(from, to)
      .map((t) => t.bare)
      .join(" ");
    const parts = readName(text, { cue });
    if (parts) return { from, to, parts, cued: cue };
  }
  return undefined;
}

/** Words after which capitalized words name a place or an organisation: "Director of Abbey Road". */
const PLACE_BEFORE = new Set(
  "of at in from bei aus im chez du des di da del della van uit te for för från i w z em".split(
    " ",
  ),
);

/** Names in one sentence: given-name names first, then cue-only ones in the gaps (not first). */
function namesIn(tokens: Token[], start: number, end: number): Candidate[] {
  const found: Candidate[] = [];
  for (let at = start; at < end; at++) {
    if (PLACE_BEFORE.has(fold(tokens[at - 1]?.text ?? ""))) continue;
    const name = nameAt(tokens, at, end, false);
    if (name) {
      found.push(name);
      at = name.to - 1;
    }
  }
  const taken = (at: number) => found.some((c) => at >= c.from && at < c.to);
  for (let at = start + 1; at < end; at++) {
    if (taken(at) || taken(at - 1) || PLACE_BEFORE.has(fold(tokens[at - 1]?.text ?? ""))) continue;
    const name = nameAt(tokens, at, end, true);
    if (name && !found.some((c) => c.from < name.to && name.from < c.to)) {
      found.push(name);
      at = name.to - 1;
    }
  }
  return found.sort((a, b) => a.from - b.from);
}

interface TitleSpan {
  title: string;
  /** The catalogue reads the title: it names one of its roles. */
  catalogue: boolean;
  /** The role, when only another grammatical case of the title is the catalogue's. */
  primary?: PrimaryTitle;
}

/** The title text a run of tokens spells, as printed. */
function spell(text: string, tokens: Token[], from: number, to: number): string {
  const first = tokens[from];
  const last = tokens[to - 1];
  if (!first || !last) return "";
  const lead = first.text.length - first.text.replace(/^[("“„«‘'[]+/u, "").length;
  return text.slice(
    first.start + lead,
    last.start + last.text.indexOf(last.bare) + last.bare.length,
  );
}

/** Extra words that are not "and"/"of": "Founder and CEO" reads as fully as "Founder". */
function looseWords(title: string): number {
  const match = matchTitle(title);
  if (!match) return Number.POSITIVE_INFINITY;
  const joiners = title.split(/\s+/).filter((w) => TITLE_JOINERS.has(fold(w))).length;
  return match.extraWords - joiners;
}

/** "Director of Abbey Road": the organisation after "of"/"at" is no part of the title. */
function withoutOrganisation(title: string): string {
  const cut = /^(.+?)\s+(?:of|at|bei|chez|presso|de|di|van|för|w)\s+(\p{Lu}\S*\s+\p{Lu}.*)$/u.exec(
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
  if (best) return { title: withoutOrganisation(best.title), catalogue: true };
  return longest ? { title: withoutOrganisation(longest), catalogue: false } : undefined;
}

/** The title that starts at token `at` ("the new CEO since …" → "CEO"). */
function titleAfter(ctx: Context, at: number): TitleSpan | undefined {
  const { text, tokens, end, taken } = ctx;
  let from = at;
  let described = false;
  while (from < end && TITLE_LEAD.has(fold(tokens[from]?.bare ?? ""))) {
    described ||= INDEFINITE.has(fold(tokens[from]?.bare ?? ""));
    from++;
  }
  const spans: string[] = [];
  let closed = false;
  for (let to = from; to < end && to - from < MAX_TITLE_WORDS; to++) {
    const token = tokens[to];
    const word = fold(token?.bare ?? "");
    // "Tim Herman, Mayor Susan Rohan": a title that runs into a name is that name's.
    if (taken.has(to)) return undefined;
    if (!token || !/[\p{L}\p{N}]/u.test(word)) break;
    if (to > from && (TITLE_END.has(word) || MID_ARTICLE.has(word))) break;
    if (!TITLE_JOINERS.has(word)) spans.push(spell(text, tokens, from, to + 1));
    closed = closesAt(token) || to === end - 1;
    if (closesAt(token)) break;
  }
  // "is a Master's-level nurse", "an internationally recognized consultant": a description.
  const best = bestTitle(spans);
  if (described && !best?.catalogue) return undefined;
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
function titleBefore(ctx: Context, name: number): TitleSpan | undefined {
  const { text, tokens, start, taken } = ctx;
  // "City Recorder – Kathy Smith": the dash between is no part of the title.
  const at = DASH.test(tokens[name - 1]?.text ?? "") ? name - 1 : name;
  // "… Director of, Anna …" names no title: a title never ends in "of" or "and".
  if (TITLE_JOINERS.has(fold(tokens[at - 1]?.bare ?? ""))) return undefined;
  const spans: string[] = [];
  for (let from = at - 1; from >= start && at - from <= MAX_TITLE_WORDS; from--) {
    const token = tokens[from];
    const word = fold(token?.bare ?? "");
    if (!token || !/[\p{L}\p{N}]/u.test(word) || taken.has(from)) break;
    // Only the title's last word may carry the apposition's comma.
    if (from < at - 1 && closesAt(token)) break;
    if (TITLE_END.has(word) || TITLE_LEAD.has(word) || /['’]s$/u.test(token.bare)) break;
    if (!TITLE_JOINERS.has(word)) spans.push(spell(text, tokens, from, at));
  }
  // Before a name, a title the catalogue does not know is short and single: "personal injury
  // attorney", not "Furniture designer and builder" (a description of the trade).
  const short = (span: string) => span.split(" ").length <= 3 && !JOINS.test(span);
  return bestTitle(
    spans
      .map(withoutOrganisation)
      .filter((span) => short(span) || matchTitle(span) || matchTitle(polishNominative(span))),
  );
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
function closedRole(ctx: Context, at: number): TitleSpan | undefined {
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
    if (stop === at || stop - at > 4 || NOT_ROLE.has(first) || TITLE_LEAD.has(first))
      return undefined;
    // "really", "finally": an adverb between commas is no role.
    if (/ly$/.test(fold(tokens[stop - 1]?.bare ?? ""))) return undefined;
    if (TITLE_JOINERS.has(fold(tokens[stop - 1]?.bare ?? ""))) return undefined;
    const title = spell(text, tokens, at, stop);
    return readName(title) ? undefined : { title, catalogue: !!matchTitle(title) };
  }
  return undefined;
}

/** The token index at a character offset: the token holding it ("(Chief"), or the next one. */
const tokenAt = (tokens: Token[], offset: number) => {
  const index = tokens.findIndex((token) => token.end > offset);
  return index < 0 ? tokens.length : index;
};

const TIME = String.raw`(?:(?:seit|since|depuis|dal|dall'|desde|sedan|sinds|od|från|ab|per|a partir de)\s+[^\s,]+(?:\s+\d{4})?\s+)?`;
const re = (spec: string) => new RegExp(spec, "iu");
const APPOINTED_RE = re(String.raw`^[\s,]*(?:${APPOINTED_AFTER})\s+${TIME}`);
const APPOINTS_RE = re(String.raw`(?:^|\s)(?:${APPOINTS_BEFORE})\s*$`);
const LINK_RE = re(String.raw`^\s*,?\s*(?:(?:${APPOINTS_LINK})\s+)?`);
const COPULA_RE = re(String.raw`^\s*,?\s*(?:${COPULA})\s+${TIME}`);
const V2_RE = re(String.raw`(?:^|\s)(?:${V2_COPULA})\s*$`);
const TITLE_IS_RE = re(String.raw`\s(?:${COPULA})\s*$`);
const LEADS_RE = re(String.raw`^\s*(?:${LEADS})\s+${TIME}`);
const APPOSITION_RE = /^\s*(?:,|\s[–—-]|\()\s*/u;

interface Context {
  text: string;
  tokens: Token[];
  start: number;
  end: number;
  name: Candidate;
  /** Tokens of the sentence's names: a title never runs into a name. */
  taken: Set<number>;
}

/** The department a verb of running names: "leitet seit 2019 den Einkauf" → Einkauf. */
function department(ctx: Context, verbAt: number, at: number): SentencePair | undefined {
  const { text, tokens, end, name } = ctx;
  for (let k = at; k < Math.min(end, at + 4); k++) {
    const word = tokens[k]?.bare ?? "";
    const role = departmentRole(word);
    if (role) return { ...name.parts, title: spell(text, tokens, verbAt, k + 1), primary: role };
    if (!DEPARTMENT_LEAD.has(fold(word))) return undefined;
  }
  return undefined;
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
  const before = text.slice(tokens[start]?.start ?? 0, tokens[name.from]?.start ?? 0);
  const accept = (span: TitleSpan | undefined, strong: boolean, gap = "") => {
    if (!span || NEGATED.test(`${gap} ${span.title}`)) return undefined;
    if (name.cued && !(strong && span.catalogue)) return undefined;
    return { ...name.parts, title: span.title, ...(span.primary ? { primary: span.primary } : {}) };
  };
  const strongAfter = APPOINTED_RE.exec(after) ?? COPULA_RE.exec(after);
  if (strongAfter) {
    const at = tokenAt(tokens, offset + strongAfter[0].length);
    const found = accept(titleAfter(ctx, at), true, strongAfter[0]);
    // "… ist nicht mehr …": a negated sentence says nothing of the person's title.
    if (found || NEGATED.test(after.slice(0, strongAfter[0].length + 40))) return found;
  }
  if (APPOINTS_RE.test(before)) {
    const link = LINK_RE.exec(after)?.[0] ?? "";
    return accept(titleAfter(ctx, tokenAt(tokens, offset + link.length)), true);
  }
  if (V2_RE.test(before) && name.from > start) {
    const found = accept(titleAfter(ctx, name.to), true);
    if (found) return found;
  }
  const titleIs = TITLE_IS_RE.exec(before);
  if (titleIs) {
    const copulaAt = tokenAt(tokens, (tokens[start]?.start ?? 0) + titleIs.index + 1);
    const found = accept(titleBefore(ctx, copulaAt), true, before.slice(-30));
    if (found) return found;
  }
  // A name without a known given name is taken only from an appointment or a copula.
  if (name.cued) return undefined;
  const leads = LEADS_RE.exec(after);
  if (leads) {
    const verbAt = tokenAt(tokens, offset);
    const found = department(ctx, verbAt, tokenAt(tokens, offset + leads[0].length));
    if (found) return found;
  }
  const apposition = APPOSITION_RE.exec(after);
  if (apposition) {
    const at = tokenAt(tokens, offset + apposition[0].length);
    const found = accept(titleAfter(ctx, at) ?? closedRole(ctx, at), false);
    if (found) return found;
  }
  // "nuestra directora comercial, Lucía Gómez": the title right before the name.
  return accept(titleBefore(ctx, name.from), false);
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

/** People a line of running text names with their title. */
export function sentencePeople(text: string): SentencePair[] {
  if (text.length < 12 || text.length > 4000 || INSTRUCTION.test(text)) return [];
  const tokens = tokenize(text);
  const ends = sentenceEnds(tokens);
  const people: SentencePair[] = [];
  let start = 0;
  for (let index = 0; index < tokens.length; index++) {
    if (!ends.has(index) && index < tokens.length - 1) continue;
    const end = index + 1;
    const names = namesIn(tokens, start, end);
    const taken = new Set(names.flatMap((n) => range(n.from, n.to)));
    for (const name of names) {
      const person = readPerson({ text, tokens, start, end, name, taken });
      if (person && !people.some((p) => p.name === person.name)) people.push(person);
    }
    start = end;
  }
  return people;
}
