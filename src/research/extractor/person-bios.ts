import type { NameParts } from "./names.ts";
import { opensWithGivenName } from "./person-layouts.ts";
import {
  AS_WORDS,
  PERSON_PRONOUNS,
  type SentencePair,
  sentencePeople,
} from "./person-sentences.ts";
import {
  APPOINTED_AFTER,
  COPULA,
  LEADS,
  NEGATED,
  NOW_WORDS,
  TITLE_LEAD,
} from "./sentence-words.ts";
import { fold } from "./text.ts";
import { looksLikeTitle, matchTitle } from "./titles.ts";

/*
 * A person's bio under their name, as management and team pages print it:
 *
 *   <h3>Anna Weber</h3>
 *   <p>Seit 2015 ist sie Geschäftsführerin. Zuvor war sie zehn Jahre in der Industrie tätig.</p>
 *
 * The paragraph speaks of the name over it without naming it again: by a pronoun ("Sie ist …",
 * "Han är vd sedan 2015"), by the given name or the family name ("Anna leitet …", "Mr Clarke
 * has been …"), with no subject at all where the language drops it ("È responsabile acquisti dal
 * 2015", "Od 2018 roku kieruje działem sprzedaży"), or by opening with the title itself
 * ("Geschäftsführerin seit 2015."). Each of the bio's first sentences is handed to the sentence
 * reader as if it named the person, and only a title the reader gives that very person is taken:
 * the reader's own rules (negation, past roles, another organisation) still apply.
 */

/** How many of the bio's sentences may say what the person does: later ones tell their career. */
const BIO_SENTENCES = 3;

/** Salutations before a family name that refers back to the heading's person: "Mr Clarke". */
const SALUTATION =
  /^(?:herr|frau|mr|mrs|ms|dr|m|mme|monsieur|madame|sig|sig\.ra|signor|signora|sr|sra|señor|señora|dhr|mevr|de heer|mevrouw|pan|pani|sr\.ª|dona|don)\.?$/iu;

/**
 * A sentence whose verb comes first, its subject dropped: "È responsabile …", "Od 2018 roku
 * kieruje …", "Hoy es presidente …".
 */
const VERB_FIRST = new RegExp(
  String.raw`^(?:(?:seit|since|depuis|dal|dall'|desde|sinds|sedan|od|från|ab)\s+\S+(?:\s+roku)?,?\s+|(?:${NOW_WORDS.join("|")}),?\s+)?(?:${COPULA}|${LEADS}|${APPOINTED_AFTER})\s`,
  "iu",
);

/** Definite articles that open a bio's sentence about "the trained engineer" it is under. */
const DESCRIBING_ARTICLE = new Set("der die the le la il lo el de het o a".split(" "));

/** Where a title the sentence opens with ends: a comma, "since 2015", the sentence's end. */
const OPENING_TITLE =
  /^([^,.;:!?()]{2,80}?)(?=\s*(?:[,.;:!?(]|$|\s(?:seit|since|depuis|dal|desde|sinds|sedan|od|från|ab)\s))/iu;

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d"«„“])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The sentence rewritten so that it names the heading's person where it refers to them by the
 * given or family name alone or by a pronoun among its first words: "Anna leitet …", "Mr Clarke
 * has been …", "Hon är inköpschef …".
 */
function withNameForMention(subject: NameParts, sentence: string): string | undefined {
  const words = subject.name.split(/\s+/u);
  if (words.length < 2) return undefined;
  const given = fold(words[0] ?? "");
  const family = fold(words[words.length - 1] ?? "");
  const tokens = sentence.split(/\s+/u).slice(0, 8);
  for (let at = 0; at < tokens.length; at++) {
    const bare = fold((tokens[at] ?? "").replace(/[,:;]$/u, ""));
    if (bare !== given && bare !== family && !PERSON_PRONOUNS.has(bare)) continue;
    const salutation = at > 0 && SALUTATION.test(tokens[at - 1] ?? "") ? 1 : 0;
    const from = at - salutation;
    const tail = (tokens[at] ?? "").match(/[,:;]$/u)?.[0] ?? "";
    const rest = sentence.split(/\s+/u);
    return [...rest.slice(0, from), `${subject.name}${tail}`, ...rest.slice(at + 1)].join(" ");
  }
  return undefined;
}

/** The ways one sentence of the bio may be read as naming the heading's person. */
function readings(subject: NameParts, sentence: string): string[] {
  const name = subject.name;
  const out: string[] = [];
  const mention = withNameForMention(subject, sentence);
  if (mention) out.push(mention);
  // A pronoun among the first words refers back to the person the sentence before named.
  out.push(`${name}. ${sentence}`);
  if (VERB_FIRST.test(sentence)) out.push(`${name} ${lowerFirst(sentence)}`);
  // "Laureato in ingegneria a Perugia, è amministratore delegato dal 2012": the clause after a
  // comma whose verb has dropped its subject.
  const comma = /,\s+/gu;
  for (let m = comma.exec(sentence); m; m = comma.exec(sentence)) {
    const rest = sentence.slice(m.index + m[0].length);
    if (VERB_FIRST.test(rest)) out.push(`${sentence.slice(0, m.index)}, ${name} ${rest}`);
  }
  const opening = OPENING_TITLE.exec(sentence)?.[1];
  // "Siobhán trained as a chartered accountant" is a sentence about her, no title.
  // "Die promovierte Maschinenbauerin führt das Unternehmen seit 2014 als …", "The trained
  // toolmaker has run the plant since 2010": an article and a noun of what the person is stand
  // for them; the noun may take one or two words before it.
  const words = sentence.split(/\s+/u);
  const described = DESCRIBING_ARTICLE.has(fold(words[0] ?? ""));
  if (described) {
    for (let noun = 1; noun <= 3 && noun < words.length - 1; noun++) {
      const rest = words.slice(noun + 1).join(" ");
      if (VERB_FIRST.test(rest)) out.push(`${name} ${rest}`);
    }
  }
  const asFirst = described || AS_WORDS.has(fold(opening?.split(/\s+/u)[0] ?? ""));
  if (opening && !asFirst && looksLikeTitle(opening) && !opensWithGivenName(opening, name)) {
    out.push(`${name}, ${sentence}`);
  }
  return out;
}

/**
 * Whether a phrase is a title and nothing more: one word the catalogue lacks may qualify it
 * ("Export Sales Manager"), but it ends on a word the catalogue reads ("Einkaufsleiterin
 * verhandelt" is a title and a verb; "Siobhán trained as a chartered accountant" a sentence).
 */
function isWholeTitle(phrase: string): boolean {
  const match = matchTitle(phrase);
  const last = fold(phrase.split(/[\s-]+/u).pop() ?? "");
  return !!match && match.extraWords <= 1 && match.matchedWords.flat().includes(last);
}

/** "our", "unser", "notre", …: a possessive that may open a bio's sentence before its title. */
const OUR = new Set(
  "our unser unsere notre nos nostro nostra nuestro nuestra onze ons var vart nasz nasza nosso nossa".split(
    " ",
  ),
);
/** How many words a title that opens a bio's clause may have: "Export Sales Manager". */
const OPENING_TITLE_WORDS = 5;

/**
 * The longest title the catalogue reads whole from word `from` on, within its clause (up to a
 * comma or a full stop): "Export Sales Manager" of "Export Sales Manager spends half the year".
 */
function titleFrom(words: string[], from: number): string | undefined {
  const span: string[] = [];
  for (let at = from; at < words.length && span.length < OPENING_TITLE_WORDS; at++) {
    const word = words[at] ?? "";
    span.push(word.replace(/[,.;:!?]+$/u, ""));
    if (word !== span[span.length - 1]) break;
  }
  for (let length = span.length; length > 0; length--) {
    const title = span.slice(0, length).join(" ");
    if (isWholeTitle(title)) return title;
  }
  return undefined;
}

/**
 * "Our Export Sales Manager spends half the year on the road": a bio's sentence whose subject is
 * "our" and a title is about the person the bio is under (an article may stand before it: "O
 * nosso diretor …").
 */
function ourTitleOpening(words: string[]): string | undefined {
  let from = 0;
  while (from < 2 && TITLE_LEAD.has(fold(words[from] ?? "")) && !OUR.has(fold(words[from] ?? ""))) {
    from++;
  }
  return OUR.has(fold(words[from] ?? "")) ? titleFrom(words, from + 1) : undefined;
}

/**
 * "In azienda dal 1991, come direttore tecnico coordina …", "As Procurement Manager, Gráinne
 * buys …": a clause of the bio that opens with "as" and a title, its subject the bio's person.
 */
function asClauseTitle(words: string[]): string | undefined {
  for (let at = 0; at < words.length - 1; at++) {
    const opensClause = at === 0 || /,$/u.test(words[at - 1] ?? "");
    if (!opensClause || !AS_WORDS.has(fold(words[at] ?? ""))) continue;
    const title = titleFrom(words, at + 1);
    if (title) return title;
  }
  return undefined;
}

/** The title the bio under a name gives that person, if one of its first sentences gives one. */
export function bioTitle(subject: NameParts, bio: string): SentencePair | undefined {
  const key = fold(subject.name);
  for (const sentence of sentencesOf(bio).slice(0, BIO_SENTENCES)) {
    // A sentence that names people itself is read as it stands, by the line's own reading.
    const own = sentencePeople(sentence);
    if (own.length > 0) {
      const same = own.find((person) => fold(person.name) === key);
      if (same) return same;
      continue;
    }
    const words = sentence.split(/\s+/u);
    const title = ourTitleOpening(words) ?? asClauseTitle(words);
    if (title && !NEGATED.test(sentence)) return { ...subject, title };
    for (const text of readings(subject, sentence)) {
      const person = sentencePeople(text).find((p) => fold(p.name) === key);
      if (person && sentence.includes(person.title)) return person;
    }
  }
  return undefined;
}
