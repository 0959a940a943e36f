import { HTMLElement } from "node-html-parser";
import type { PrimaryTitle } from "../decision-makers.ts";
import { BOARD_LABELS } from "../knowledge/board-labels.ts";
import { isCommonWord } from "./common-words.ts";
import { isDepartment } from "./departments.ts";
import { undisguise } from "./emails.ts";
import { isGivenName } from "./given-names.ts";
import { AND_WORDS, PARTICLES, SUFFIX } from "./name-words.ts";
import { readName } from "./names.ts";
import { isPlaceName } from "./place-names.ts";
import { APPOINTED_AFTER, COPULA, NEW } from "./sentence-words.ts";
import { isKnownSurname } from "./surnames.ts";
import { fold, foldWords, type Line, squash } from "./text.ts";
import { roleOfOffice } from "./title-offices.ts";
import { looksLikeTitle, matchTitle, primaryTitleFor } from "./titles.ts";

/*
 * One-line layouts that pair a name with a title on purpose:
 *   - "Geschäftsführer: Dr. Anna Weber" (imprints; a label that is a title and little else),
 *   - the same label alone on a line and the names on the next ("Vertreten durch:" / "Dr. A B"),
 *   - "Max Mustermann, CEO" / "Max Mustermann – CEO" / "Max Mustermann (CEO)",
 *   - "City Clerk – Sharon Allen (ext. 214)" and "Mayor Susan Rohan": the title first,
 *   - "Max Mustermann Geschäftsführer" (a card's name and role elements read as one line).
 * An imprint label is a structural cue: the name after it need not open with a known given name.
 */

export interface Pair {
  name: string;
  title: string;
  /** Salutations and degrees split off the name, as written ("Dr.", "Dipl.-Ing."). */
  honorific?: string;
  /** The catalogue role, where the title as printed is a form the catalogue lacks. */
  primary?: PrimaryTitle;
  /** The title is a label over several people's names (see Found.group). */
  group?: boolean;
}

/**
 * A catalogue title and little else ("Geschäftsführer", "Eigenares", "Head of Sales") vouches
 * for the name it is paired with in one of these layouts: "Inge Meijer Eigenares" is a person
 * although "Inge" is missing from the given-name lists. A generic job word does not vouch.
 */
export function vouches(title: string): boolean {
  const match = matchTitle(title);
  return !!match && match.extraWords <= 1 && looksLikeTitle(title);
}

/**
 * A name and a title on one line. With `broad`, the line's explicit separator and a job title
 * are the second signal that lets a given name of the broad lists through ("Siobhán Walsh,
 * Nurse Practitioner"); never a department ("Gift Certificate, Sales").
 */
const pair = (text: string, printed: string, cue = false, broad = false): Pair | undefined => {
  const title = withoutNew(printed);
  const parts = readName(text, {
    cue: cue || vouches(title),
    paired: true,
    broad: broad && looksLikeTitle(title),
  });
  return parts ? { ...parts, title } : undefined;
};

const NEW_BEFORE = new RegExp(String.raw`^(?:${NEW})\s+(?=\S)`, "iu");

/**
 * A headline's "new" before a title ("Lucía Gómez, nueva directora comercial", "Neue
 * Einkaufsleiterin: Petra Wenzel") says when, not what: the title is printed without it, as in
 * running text. Kept where what is left would be no title ("New Business").
 */
export function withoutNew(title: string): string {
  const rest = title.replace(NEW_BEFORE, "");
  return rest !== title && looksLikeTitle(rest) ? rest : title;
}

/** Words allowed before a title in an imprint label: "Vertreten durch den Geschäftsführer". */
const LABEL_FILLER = new Set(
  `vertreten durch den die der vertretungsberechtigter vertretungsberechtigte vertretungsberechtigt
   represented by the our unser unsere notre nostro nuestro onze var nasz rappresentata da representada
   por represente par le la il el`
    .split(/\s+/)
    .filter(Boolean)
    .map(fold),
);

/** Separators between several names after one label: "Vorstand: A, B und C". */
const NAME_LIST = new RegExp(String.raw`\s*(?:,|;|&|\s(?:${AND_WORDS.join("|")})\s)\s*`, "u");

/**
 * The items of a list of names, split outside brackets: "Arbër Krasniqi (Leiter Labor &
 * Qualität), Tharshan Sivakumar (Leiter Verkauf)" is two items, each with its own title.
 */
function listItems(text: string): string[] {
  const items: string[] = [];
  let from = 0;
  for (const separator of text.matchAll(new RegExp(NAME_LIST.source, "gu"))) {
    const at = separator.index ?? 0;
    const before = text.slice(0, at);
    const inBracket = (before.match(/\(/gu)?.length ?? 0) > (before.match(/\)/gu)?.length ?? 0);
    if (inBracket || at < from) continue;
    items.push(text.slice(from, at));
    from = at + separator[0].length;
  }
  items.push(text.slice(from));
  return items;
}

/**
 * Plural endings of the nine languages' job nouns and what their singular ends in: a label over
 * several names is printed in the plural ("Administradores", "Amministratori", "Gérants",
 * "Bestuurders", "Direktörer", "Prokuristinnen", "Sócios-gerentes").
 */
const PLURALS: [RegExp, string][] = [
  [/innen$/u, "in"],
  [/(?<=[dr])es$/u, ""],
  [/(?<=\p{L}{3})s$/u, ""],
  [/(?<=\p{L}{3})i$/u, "e"],
  [/(?<=\p{L}{3})i$/u, "o"],
  [/(?<=\p{L}{3})en$/u, ""],
  [/(?<=\p{L}{3}[öo]r)er$/u, ""],
];

/** The singular of a plural label whose every word the catalogue then knows, if any. */
export function singular(label: string): string | undefined {
  for (const [plural, ending] of PLURALS) {
    const words = label.split(/([\s-]+)/u).map((word) => word.replace(plural, ending));
    const candidate = words.join("");
    if (candidate !== label && matchTitle(candidate)?.extraWords === 0) return candidate;
  }
  return undefined;
}

const BOARD_WORDS = new Set(
  Object.values(BOARD_LABELS).flatMap((words) => words.split(/\s+/).filter(Boolean)),
);
/** Words that may qualify a board label: "Unbeschränkt haftende Gesellschafter", "Fackliga företrädare". */
const BOARD_QUALIFIERS = 2;

/**
 * "Kommanditistin", "Soci", "Ledamöter", "Directie", "Unbeschränkt haftende Gesellschafter": an
 * owner's, a partner's or a governing body's label (knowledge/board-labels.ts), perhaps after
 * words that qualify it.
 */
function isBoardLabel(title: string): boolean {
  const words = foldWords(title);
  const last = words.at(-1) ?? "";
  return (
    words.length <= BOARD_QUALIFIERS + 1 &&
    BOARD_WORDS.has(last) &&
    /^[\p{L}\s'’-]+$/u.test(title) &&
    /\p{Lu}/u.test(title.charAt(0))
  );
}

function labelTitle(label: string): string | undefined {
  const words = label.trim().split(/\s+/);
  // Drop leading filler words so that the title is kept "as written".
  while (words.length > 1 && LABEL_FILLER.has(fold(words[0] ?? ""))) words.shift();
  const title = withoutNew(words.join(" "));
  // "Contact presse :", "Buchhaltung:": a department labels the person who answers for it.
  if (isDepartment(title)) return title;
  // "Direction générale :", "Dirección comercial:", "Gerência:": an office labels its holder.
  if (roleOfOffice(title) && title.length <= 60) return title;
  const match = matchTitle(title) ?? matchTitle(singular(title) ?? "");
  if (!match && isBoardLabel(title)) return title;
  if (!match || title.length > 60) return undefined;
  // A label is a title and nothing else; "output CEO" or "Ignore ... CEO" is prose.
  const extra = foldWords(title).length - match.matchedWords.reduce((n, w) => n + w.length, 0);
  if (extra <= 1) return title;
  // "Vestigingsleider Utrecht-Lage Weide:": a title narrowed to the places it covers.
  const narrowed = withoutRegion(title);
  if (narrowed !== title && labelTitle(narrowed)) return title;
  // "Responsabile Acquisti materia prima e campagna del pomodoro:": the title first, then the
  // field it covers in lower-case words.
  const printed = title.split(/\s+/u);
  const head = match.matchedWords[0]?.length ?? 0;
  const rest = printed.slice(head);
  const field =
    rest.length <= 6 &&
    rest.every((word) => /^\p{Ll}/u.test(word) && !SAYS.has(fold(word.replace(/\W+$/u, ""))));
  return field && primaryTitleFor(printed.slice(0, head).join(" ")) ? title : undefined;
}

/** The person's contacts after the names: "– 06 12 34 56 78 – presse@…", "· 91 555 12 34". */
const CONTACTS_AFTER = /\s[–—·•|]\s.*$|[\s,]+\+?\(?\d.*$|[\s,]+\S+@.*$/u;

/**
 * The names a label introduces: "A, B und C"; stops at the first part that is not a name. A
 * title in brackets after a name is that person's own: "Directors: A (Chair), B (Secretary)".
 */
function namesAfterLabel(text: string, title: string): Pair[] {
  // `own`: the person's title is their own, printed beside the name, not the label's.
  const people: (Pair & { own?: boolean })[] = [];
  // "Zarząd: Jan Nowak – Prezes Zarządu, Anna Wójcik – Członek Zarządu": the title after each
  // dash is that person's own.
  const dashedPairs = text.split(/\s*[,;]\s+/u).map(dashedPair);
  if (dashedPairs.every((found) => found !== undefined)) return dashedPairs as Pair[];
  const names = text.replace(CONTACTS_AFTER, "");
  // A department label ("Sales:"), a value cut from its contacts, or a label the catalogue does
  // not know ("Partners:" over firms as often as over people) says nothing of what follows being
  // a name: it must read as one.
  const office = primaryTitleFor(title) ? undefined : roleOfOffice(title);
  const cue =
    names === text && !isDepartment(title) && (!!office || !!matchTitle(singular(title) ?? title));
  for (const part of listItems(names)) {
    const bracket = /\s*\(([^)]*)\)\s*$/.exec(part);
    const own = squash(bracket?.[1] ?? "");
    // A list whose first item is a known name lists names: "Directie: ing. Jan de Wit en drs.
    // Els Ter Horst" (the names the lists lack after it keep their list's shape).
    const listed = people.length > 0;
    const written = part.slice(0, bracket?.index);
    const parts =
      readName(written, { cue, paired: true }) ??
      (listed ? readName(written, { cue: true, paired: true }) : undefined);
    const last = people.at(-1);
    // "Direction : Frédéric Aubert, directeur général": the person's own title after the name.
    if (!parts && last && !last.own && looksLikeTitle(part) && !readName(part)) {
      last.title = squash(part);
      last.own = true;
      delete last.primary;
      continue;
    }
    if (!parts) break;
    if (own && looksLikeTitle(own)) {
      people.push({ ...parts, title: own, own: true });
      continue;
    }
    // A plural label's role is its singular's: "Administradores" are each an "Administrador".
    const plural = primaryTitleFor(title) ? undefined : singular(title);
    const primary = office ?? (plural ? primaryTitleFor(plural) : undefined);
    people.push({ ...parts, title, ...(primary ? { primary } : {}) });
  }
  // A plural or a body's label ("Soci:", "Directors:", "Directie:") titles each of a group.
  const group = people.length > 1 || !!singular(title);
  return people.map(({ own, ...person }) => (own || !group ? person : { ...person, group }));
}

/** "Jan Nowak – Prezes Zarządu": a name, a dash and the person's own title. */
function dashedPair(text: string): Pair | undefined {
  const dashed = /^(.{4,60}?)\s[–—-]\s([^–—·•|\d@]{2,80})$/u.exec(text);
  const title = squash(dashed?.[2] ?? "");
  if (!dashed || !looksLikeTitle(title) || readName(title)) return undefined;
  const parts = readName(dashed[1] ?? "", { paired: true, cue: vouches(title) });
  return parts ? { ...parts, title } : undefined;
}

/** "Directors: Emily Carter (Chair), Robert Hughes (Secretary)": each name with its own title. */
function bracketList(text: string): Pair[] {
  // "… y Amparo Tomás (secretaria del consejo). Foto: Quique Martí.": the list ends with its last
  // bracket; a photo credit or another sentence after it is no item.
  const body = text.replace(/\)\.(?:\s.*)?$/u, ")");
  // "Jaume Ferrer i Llopis (CFO)": the Catalan "i" joins two family names, not two items; an
  // item of one word is the rest of the name before it.
  const parts: string[] = [];
  for (const part of listItems(body)) {
    const previous = parts.at(-1);
    const joined = `${previous} i ${part}`;
    if (previous && /^\p{Lu}\p{L}+\s*\(/u.test(part) && body.includes(joined)) {
      parts[parts.length - 1] = joined;
    } else parts.push(part);
  }
  const people = parts.flatMap((part) => {
    const bracket = /^(.{4,60}?)\s*\(([^)]{2,60})\)$/u.exec(part.trim());
    const title = squash(bracket?.[2] ?? "");
    // "Von links: … und Eva Lang (Einkauf)": a department in the brackets is the person's.
    const titled = looksLikeTitle(title) || isDepartment(title);
    const parts = bracket && titled ? readName(bracket[1] ?? "") : undefined;
    return parts ? [{ ...parts, title }] : [];
  });
  return people.length === parts.length ? people : [];
}

/** A dash between two labelled items, and an item that opens with its label. */
const DASHED_LABELS = /\s[–—]\s/u;
const LABELLED = /^[^:]{2,60}:\s*\S/u;

/** Labels in a row: "Enóloga: A · Gestor de enoturismo: B", "Prezes – A; Członek – B". */
const LABEL_ROW = /\s[·•|]\s|;\s/u;

/**
 * Where a sentence or a dashed item ends and a label opens: "Registered in Ireland No. 123456.
 * Directors: …", "SAS au capital de 50 000 € – Président : Franck Morel – RCS Lyon …". The label
 * must open with a capital and have its colon close by.
 */
const BEFORE_LABEL =
  /(?<=[.;])\s+(?=\p{Lu}[^:.;]{1,40}\s?:\s*\S)|\s[–—|]\s(?=\p{Lu}[^:.;–—|]{1,40}\s?:\s*\S)/u;

/** Verbs of saying, which make a label a quotation's lead-in: "CEO of the company says:". */
const SAYS = new Set(
  "says said explains adds sagt erklärt dit explique ajoute dice afferma spiega aggiunge explica añade zegt legt säger berättar mówi dodaje diz afirma explica"
    .split(" ")
    .map(fold),
);

/** "Title: Name[, Name]" on one line, or several such labels in a row, or after a sentence. */
export function labelLayout(text: string): Pair[] {
  return labelPieces(text).flatMap((piece) => piece.pairs);
}

/**
 * The line's labels, piece by piece where sentences or dashed items stand between them; a piece
 * with no label (`pairs` empty) is running text, to be read as sentences.
 */
export function labelPieces(text: string): { text: string; pairs: Pair[] }[] {
  const whole = labelsOfLine(text);
  const pieces = text.split(BEFORE_LABEL);
  if (pieces.length === 1) return [{ text, pairs: whole }];
  const split = pieces.map((piece) => ({ text: piece, pairs: labelsOfLine(piece) }));
  const count = split.reduce((n, piece) => n + piece.pairs.length, 0);
  return count > whole.length ? split : [{ text, pairs: whole }];
}

function labelsOfLine(text: string): Pair[] {
  const row = text.split(LABEL_ROW);
  // "Titolare: Giuseppe Rossi – Responsabile commerciale: Giulia Conti": labels in a row joined
  // by dashes, each with its own colon (a dash alone joins a name and its title).
  const dashed = text.split(DASHED_LABELS);
  if (row.length === 1 && dashed.length > 1 && dashed.every((part) => LABELLED.test(part))) {
    const pairs = dashed.map((part) => labelLayout(part));
    if (pairs.every((found) => found.length > 0)) return pairs.flat();
  }
  // "KvK 27184390 · BTW NL… · Algemeen directeur: Cor Wit": the row's one labelled item.
  const labelled = row.length > 1 ? row.flatMap((part) => labelLayout(part)) : [];
  if (row.length > 1) {
    // "Zarząd: Prezes – A; Członek – B": the row's heading label is no part of its first pair.
    const pairs = row.map((part) => {
      const found = labelLayout(part);
      const titled = titleFirstLayout(part) ?? titleFirstLayout(part.replace(LEADING_LABEL, ""));
      return found.length > 0 ? found : titled ? [titled] : [];
    });
    if (pairs.filter((found) => found.length > 0).length > 1) return pairs.flat();
  }
  const colon = /^([^:]{2,60}?)\s*:\s*(.+)$/u.exec(text);
  if (!colon) return labelled;
  const title = labelTitle(colon[1] ?? "");
  if (!title) {
    const listed = bracketList(colon[2] ?? "");
    return listed.length > 0 ? listed : labelled;
  }
  // "Pressekontakt: Lea Schumacher, Unternehmenskommunikation": a contact label over a person
  // who prints their own title.
  if (!isDepartment(title)) return namesAfterLabel(colon[2] ?? "", title);
  // A department label is also an office's ("Sales: Hong Kong"): the person is one whose own
  // contacts follow the name on the line.
  const value = colon[2] ?? "";
  // "Administração: João Silva (Presidente) e Rita Costa (Vogal)": each name with its own title.
  const bracketed = bracketList(value);
  if (bracketed.length > 0) return bracketed;
  if (!CONTACTS_AFTER.test(value)) return [];
  const own = inlineLayout(value);
  return own ? [own] : namesAfterLabel(value, title);
}

/**
 * "Vertreten durch den Geschäftsführer:" alone on a line, the names on the next line: the
 * imprint's label and its value split by a line break. The names line must be names only.
 */
export function labelAboveLayout(text: string, next: string): Pair[] {
  const colon = /^([^:]{2,60}?)\s*:$/u.exec(text);
  if (!colon) return groupAboveNames(text, next);
  const title = labelTitle(colon[1] ?? "");
  if (!title) return [];
  const people = namesAfterLabel(next, title);
  return people.length === listItems(next).length ? people : [];
}

/** A person of a column under a label, and the column's line they are on (1: the first). */
export type ColumnPair = Pair & { row: number };

/**
 * "Geschäftsführung" / "Directie:" over a column of names, one per line: the label titles each of
 * them, as it would on one line ("Geschäftsführung: A, B"). Only a label over a group (an office,
 * a body, a plural title, or any label with its colon) heads a column; the column ends at its
 * first line that is not names alone, and a name whose title follows on the next line starts a
 * card of its own. Two lines at least: one name under a label is read as a label above a line.
 */
export function labelOverColumn(text: string, column: readonly string[]): ColumnPair[] {
  const colon = /^([^:]{2,60}?)\s*:$/u.exec(text);
  const label = (colon?.[1] ?? text).trim();
  if (label.length > 40 || !/^[\p{L}\s'’.-]+$/u.test(label)) return [];
  // Cheap first: two short capitalized lines under it, before any title lookup.
  const short = (line: string | undefined) => !!line && line.length <= 80 && /^\p{Lu}/u.test(line);
  if (!short(column[0]) || !short(column[1])) return [];
  const group = () =>
    isBoardLabel(label) || !!primaryTitleFor(singular(label) ?? "") || !!roleOfOffice(label);
  const title = colon ? labelTitle(label) : group() ? label : undefined;
  if (!title || isDepartment(title)) return [];
  const people: ColumnPair[] = [];
  for (const [k, line] of column.entries()) {
    const next = column[k + 1];
    if (next !== undefined && looksLikeTitle(next) && !readName(next)) break;
    const found = namesAfterLabel(line, title);
    if (found.length === 0 || found.length !== listItems(line).length) break;
    people.push(...found.map((person) => ({ ...person, group: true, row: k + 1 })));
  }
  const rows = new Set(people.map((person) => person.row)).size;
  return rows >= 2 ? people : [];
}

/** Items of a row of names: "A · B · C" (as well as "A, B und C"). */
const ROW_ITEMS = /\s[·•|]\s/gu;

/**
 * "Administrateurs" / "Beisitzer" / "Members" alone on a line (a heading or a table cell with no
 * colon), then a row of two names or more: a body's label or a title titles each member, and a
 * title in brackets after a name is that member's own. Every item must read as a name: a row of
 * firms, or of "Name, title" items, is no such list.
 */
function groupAboveNames(text: string, next: string): Pair[] {
  const label = text.trim();
  if (label.length > 40 || !/^[\p{L}\s'’-]+$/u.test(label)) return [];
  const titled = isBoardLabel(label) || !!primaryTitleFor(singular(label) ?? "");
  if (!titled && !looksLikeTitle(label)) return [];
  const list = next.replace(ROW_ITEMS, ", ");
  const items = listItems(list).length;
  if (items < 2) return [];
  const people = namesAfterLabel(list, label);
  return people.length === items ? people : [];
}

/**
 * A degree or credential where a title would stand: "Keith Harris, MD", and "Dr. Edward Lack,
 * Metropolitan MD" (a practice's name ending in the degree, with no title word before it).
 */
export function isCredential(title: string): boolean {
  // "Dipl.-Kauffrau", "Dipl.-Ing. (FH)", "Mag.a", "lic. oec.": a degree, no title.
  if (DEGREE.test(title.trim())) return true;
  const words = title.split(/\s+/);
  const last = words[words.length - 1] ?? "";
  if (!SUFFIX.test(last)) return false;
  const rest = words.slice(0, -1).join(" ");
  return !rest || !looksLikeTitle(rest);
}

/** German, Austrian and Swiss degrees printed after a name. */
const DEGREE =
  /^(?:Dipl\.-[\p{L}.-]+(?:\s*\(FH\))?|Mag\.(?:a|\(FH\))?|lic\.\s?\p{L}+\.?|B\.?\s?A\.|M\.?\s?A\.|B\.?\s?Sc\.?|M\.?\s?Sc\.?)$/u;

/** ", Title" right after a name, up to the card's next part ("– email", "· phone"). */
const OWN_TITLE = /^\s*,\s*([^,|–—·•@\d()]{2,80}?)\s*(?:[,|–—·•]|$)/u;

/**
 * "Członek Zarządu, Dyrektor Finansowy", "Partner, Head of Tax": a second title after a comma is
 * the same person's too, and may be the one a search asks for; anything else after it (a phone,
 * an e-mail, a town) is not.
 */
function withFurtherTitle(title: string, tail: string): string {
  // "Członek Zarządu, Dyrektor ds. Technologii (CTO)": an abbreviation in brackets ends it.
  const next = /^,\s*([^,|–—·•@\d()]{2,80}?(?:\s\([\p{L}.&\s-]{2,20}\))?)\s*(?:[|–—·•]|$)/u
    .exec(tail)?.[1]
    ?.trim();
  if (!next || isCredential(next)) return title;
  if (isDepartment(next)) return headOfField(title, next) ? `${title}, ${next}` : title;
  return looksLikeTitle(next) ? `${title}, ${next}` : title;
}

/**
 * "Director, Marketing & Business Development", "Vice President, Sales", "Directeur, Achats": a
 * head of no field, then a department after a comma, is that department's head. A title whose
 * role the department does not change ("CEO, Sales") keeps it out.
 */
export function headOfField(title: string, department: string): boolean {
  const headed = primaryTitleFor(`${title}, ${department}`);
  return headed !== undefined && headed !== primaryTitleFor(title);
}

/** A short label before a name ("Kontakt:", "Zarząd:", "Management:") is no part of it. */
const LEADING_LABEL = /^[^:]{2,30}:\s+(?=\S)/u;

/**
 * "Name, Title" / "Name – Title" / "Name | Title" / "Name (Title)" on one line; `cue` when the
 * list the line is an item of vouches for its names.
 */
export function inlineLayout(line: string, cue = false): Pair | undefined {
  const label = LEADING_LABEL.exec(line)?.[0] ?? "";
  // A label that is a title introduces the name itself (titleFirstLayout), not a "Name, Title".
  // So does a department ("Recepción: Amaia Uribe"): the person answers for it.
  const labelled = label.replace(/:\s*$/, "");
  const text =
    label && !looksLikeTitle(labelled) && !isDepartment(labelled) ? line.slice(label.length) : line;
  // The title ends where the card's next part begins: "Name – Title · email · phone".
  const parts = /^(.{4,60}?)\s*(?:,|\s[–—-]\s|\|)\s*([^,|–—·•]{2,80})([,|–—·•].*)?$/u.exec(text);
  const paren = /^(.{4,60}?)\s*\(([^)]{2,80})\)/u.exec(text);
  // "Christoph Brandstätter, MBA – Geschäftsführer": the comma sets off the name's degree, the
  // dash or bar its title (readName keeps a degree only where it is one).
  const degreed =
    /^(.{4,60}?,\s*[^,|–—·•]{2,20}?)\s*(?:\s[–—-]\s|\|)\s*([^,|–—·•]{2,80})([,|–—·•].*)?$/u.exec(
      text,
    );
  for (const match of [parts, paren, degreed]) {
    if (!match) continue;
    const first = squash(match[2] ?? "");
    // "Keith Harris, MD" is a physician's degree, not a managing director.
    if (!(looksLikeTitle(first) || isDepartment(first) || isOfficeTitle(first))) continue;
    if (isCredential(first)) continue;
    const title = withFurtherTitle(first, match === paren ? "" : (match[3] ?? ""));
    const found = pair(match[1] ?? "", title, cue, true);
    if (found) return found;
  }
  return titleFirstLayout(text);
}

/**
 * "<strong>Sunil Mistry, Managing Partner.</strong> Clinical dental technician and …": a bold
 * lead-in that names a person and their title, then prose about them. Only the lead-in is read.
 */
export function leadInLayout(line: Line): Pair | undefined {
  const first = line.element.childNodes.find((node) => node.text.trim() !== "");
  if (!(first instanceof HTMLElement) || !/^(?:strong|b)$/i.test(first.tagName)) return undefined;
  const lead = squash(first.text);
  if (lead.length >= line.text.length || !line.text.startsWith(lead)) return undefined;
  return inlineLayout(lead.replace(/\s*[.:]$/, ""));
}

/**
 * "City Clerk – Sharon Allen (ext. 214) cityclerk@…", "Office Manager: Jane Doe", "Councilmember
 * Bonnie Gore", "Vice Mayor Carol Garcia": the title first, then the name, then perhaps the
 * person's contacts. The name is the longest run of words after the title that reads as one, up
 * to the first bracket or digit.
 */
function titleFirstLayout(text: string): Pair | undefined {
  if (text.length > 160) return undefined;
  // "City Clerk – Sharon Allen", "Office Manager: Jane Doe" (a label the catalogue does not
  // know, so the name must open with a known given name).
  const dash = /^([^–—|:]{2,60}?)(?:\s+[–—-]|\s*:)\s+(.+)$/u.exec(text);
  const [titlePart, rest] = dash ? [dash[1] ?? "", dash[2] ?? ""] : ["", text];
  const head = rest.split(/\s*[([{\d@,;|]|\s\S+@/u)[0] ?? "";
  const words = head.split(/\s+/).filter(Boolean);
  if (dash) {
    // "Ufficio stampa – Chiara Conti", "Recepción: Amaia Ruiz": a department the person answers
    // for; the name must then open with a known given name ("Vendite – Hong Kong" is an office).
    if (!looksLikeTitle(titlePart) && !isDepartment(titlePart)) return undefined;
    // "Compras – Ana Lopes, Diretora de Compras – email": the person's own title after the name
    // says more than the department the line is filed under.
    const own = OWN_TITLE.exec(rest.slice(head.length))?.[1]?.trim() ?? "";
    const ownTitle = own && looksLikeTitle(own) && !isCredential(own) ? own : undefined;
    // Under a department the line is as often a category's value ("Accounting: Job Category"):
    // a given name and a last word that are both common words (the last no known surname) do
    // not make it a person.
    const department = !looksLikeTitle(titlePart);
    const wordy = (word = "") => isCommonWord(word) && !isKnownSurname(word);
    for (let n = Math.min(words.length, 5); n >= 2; n--) {
      if (department && isCommonWord(words[0] ?? "") && wordy(words[n - 1])) continue;
      const title = n === words.length && ownTitle ? ownTitle : squash(titlePart);
      const found = pair(words.slice(0, n).join(" "), title);
      if (found) return found;
    }
    return undefined;
  }
  // Without punctuation the whole line is the title and the name, nothing else, and the name
  // opens with a given name even after a catalogue title ("Owner Occupied Homes" is none).
  // "Nowym dyrektorem handlowym została Agnieszka Grabowska.": a sentence, for the sentence
  // reader; a card's line ends without a full stop.
  if (/\p{Ll}{2}\.$/u.test(text)) return undefined;
  if (words.length !== text.split(/\s+/).length) return regionTitleFirst(text);
  let found: Pair | undefined;
  for (let at = 1; at <= words.length - 2; at++) {
    const title = words.slice(0, at).join(" ");
    if (!looksLikeTitle(title)) continue;
    const parts = readName(words.slice(at).join(" "));
    if (!parts) continue;
    // "Direttore commerciale Italia Luca Rinaldi": a country or region after the title is the
    // title's ("Italia" is a given name too); the name is the shorter one after it.
    if (found && isPlaceName(words[at - 1] ?? "")) return { ...parts, title };
    found ??= { ...parts, title };
  }
  return found;
}

/**
 * "Export Manager, Paesi DACH e Nord Europa Hamza El Idrissi": a card's title element, narrowed
 * after a comma to the markets it covers, then the name element, read as one line. The name is
 * the line's last words, opening with a known given name; the title before it opens with one.
 */
function regionTitleFirst(text: string): Pair | undefined {
  const all = text.split(/\s+/);
  if (text.length > 120 || /[\d@|]/.test(text)) return undefined;
  for (let n = Math.min(4, all.length - 2); n >= 2; n--) {
    const head = all.slice(0, -n).join(" ");
    const first = all[all.length - n] ?? "";
    const opening = head.split(",")[0] ?? "";
    if (!head.includes(",") || head.endsWith(",") || !isGivenName(first)) continue;
    if (!looksLikeTitle(opening)) continue;
    const parts = readName(all.slice(-n).join(" "));
    if (parts) return { ...parts, title: head };
  }
  return undefined;
}

/** A title that is the catalogue's and nothing else: "Eigenares", "Commercieel directeur". */
function isCatalogueTitle(text: string): boolean {
  const match = matchTitle(text);
  return !!match && match.extraWords === 0 && looksLikeTitle(text);
}

/**
 * "Inge Meijer Eigenares", "Jan de Vries Directeur": a name and then its title, with no
 * punctuation between (a team card's name and role elements read as one line). The title must be
 * a catalogue title and nothing more, and the name the shortest that leaves it so: in
 * "Femke van den Berg Commercieel directeur" the title is "Commercieel directeur", not
 * "directeur". A title the catalogue does not know follows the name's given names and surname
 * ("Cristina Fernández Directora de operaciones").
 */
export function nameTitleLayout(text: string, segments: string[] = []): Pair | undefined {
  if (text.length > 120 || /[\d@|:;,()–—]/.test(text)) return undefined;
  // "Tobias Kranz wurde zum Einkaufsleiter ernannt.": a verb makes the line a sentence, which the
  // sentence reader reads; its rest is no title. Lower case only: "Directeur Grand Est" is one.
  if (SENTENCE_VERB.test(text)) return undefined;
  // "Business Development Manager" is one title, not "Business Development" and "Manager".
  if (isCatalogueTitle(text)) return undefined;
  // Where the page's own elements split the line, the split is theirs.
  for (let at = 1; at < segments.length; at++) {
    const title = segments.slice(at).join(" ");
    const found = pair(segments.slice(0, at).join(" "), title);
    if (found && looksLikeTitle(title) && !readName(title)) return found;
  }
  const words = text.split(" ");
  const split = (at: number) => pair(words.slice(0, at).join(" "), words.slice(at).join(" "));
  for (let at = 2; at < words.length; at++) {
    const found = split(at);
    if (!found || SUFFIX.test(found.title)) continue;
    if (isCatalogueTitle(found.title) && !readName(found.title)) return found;
  }
  // A title the catalogue does not know: the name is its given names and one surname (with
  // its particles), the rest the title: "Heather Parsons" / "Charity Director", although
  // "Charity" is a given name too.
  for (const at of [naturalEnd(words), naturalEnd(words) - 1]) {
    if (at < 2 || at >= words.length) continue;
    const found = split(at);
    if (!found || matchTitle(found.title) || readName(found.title)) continue;
    if (looksLikeTitle(found.title)) return found;
  }
  return undefined;
}

/**
 * The texts of a line's child elements when they hold all its text: "<li><span>…</span>
 * <span>…</span></li>", whitespace between, or loose text and one element beside it ("<p>João
 * Pedro Fleck <em>Gerente de compras</em></p>"). Undefined where more loose text stands among them.
 */
function elementParts(line: Line): string[] | undefined {
  const parts = line.element.childNodes.filter((node) => node.text.trim() !== "");
  // "<p>João Pedro Fleck <em>Gerente de compras …</em></p>": loose text and one element.
  const pair = parts.length === 2 && parts.some((node) => node instanceof HTMLElement);
  if (parts.length < 2 || (!pair && parts.some((node) => !(node instanceof HTMLElement)))) {
    return undefined;
  }
  const texts = parts.map((node) => squash(node.text));
  return texts.join(" ") === line.text ? texts : undefined;
}

/** Where the page's markup splits a line: its element parts, or where elements met unspaced. */
export function lineParts(line: Line): string[] | undefined {
  return elementParts(line) ?? line.segments;
}

/** A segment that holds a contact: a number, an address, a disguised address ("(arobase)"). */
const isContactSegment = (segment: string) =>
  /[\d@]/u.test(segment) || undisguise(segment).includes("@");

/**
 * A card printed as one line of elements, each part in its own: "<span>Claire DUMONT</span>
 * <span>Expert-comptable associée, commissaire aux comptes</span><span>c.dumont (arobase) …</span>",
 * "<span>Director General</span> <span>DR. ALEJANDRO RÍOS VALDÉS</span>". The name and the title
 * are the first two elements, in either order, and what follows is the person's contacts: the
 * elements say where each part ends, whatever punctuation the title holds. With `cue`, a list
 * of such cards vouches for the name ("Gerente de Gente e Gestão" / "Lucimara dos Santos
 * Freitas" among cards whose names are known).
 */
export function cardLayout(line: Line, cue = false): Pair | undefined {
  const [first = "", second = "", ...rest] = lineParts(line) ?? [];
  if (!second || rest.length > 2 || !rest.every(isContactSegment)) return undefined;
  const titled = (title: string) =>
    !isContactSegment(title) && looksLikeTitle(title) && !readName(title);
  if (titled(second)) {
    const found = pair(first, second, cue, true);
    if (found) return found;
  }
  return titled(first) ? pair(second, first, cue, true) : undefined;
}

const SENTENCE_VERB = new RegExp(String.raw`\s(?:${COPULA}|${APPOINTED_AFTER})\s`, "u");

const INITIAL_WORD = /^(?:\p{Lu}\.){1,2}$/u;

/** Where a name written "given names, surname" ends in a run of words. */
function naturalEnd(words: string[]): number {
  let at = 0;
  while (
    at < words.length - 1 &&
    /\.$/.test(words[at] ?? "") &&
    !INITIAL_WORD.test(words[at] ?? "")
  )
    at++;
  let given = 0;
  while (
    at < words.length &&
    (INITIAL_WORD.test(words[at] ?? "") || (given < 2 && isGivenName(words[at] ?? "")))
  ) {
    if (!INITIAL_WORD.test(words[at] ?? "")) given++;
    at++;
  }
  // Particles and the surname after them: "van den Berg", "de la Cruz".
  while (at < words.length && PARTICLES.has(words[at] ?? "")) at++;
  return at + 1;
}

/** A line that is a title and nothing else: no name in it, before or after. */
export function isTitleLine(line: Line): boolean {
  // "Responsabile Qualità:", "Einkauf:": a label's colon ends the title it prints; a sales
  // territory after a comma narrows it ("Technischer Vertrieb, PLZ-Gebiete 30000–49999").
  const text = withoutLabelColon(line.text).replace(TERRITORY, "");
  const titled = (t: string) => looksLikeTitle(t) || isDepartment(t) || isOfficeTitle(t);
  return (
    (titled(text) || looksLikeTitle(withoutRegion(text))) &&
    !readName(line.text) &&
    !nameTitleLayout(line.text, line.segments) &&
    !titleFirstLayout(line.text) &&
    !inlineLayout(line.text)
  );
}

/**
 * "Direction commerciale", "Dirección general", "Direzione acquisti" in a card's title slot: the
 * office that runs a function, printed for its holder. Two words at least: "Directie" or
 * "Gerência" alone heads a group as often.
 */
export function isOfficeTitle(text: string): boolean {
  return text.trim().split(/\s+/).length >= 2 && roleOfOffice(text) !== undefined;
}

/** Words of a region or a market a title may be narrowed to, in the nine languages. */
const REGION_WORDS = new Set(
  `north south east west northern southern eastern western central region regions area areas
   territory market markets nord süd sud ost west mitte region gebiet länder est ouest centre pays
   noord zuid oost regio zona zone paesi mercati norte sur este oeste centro región regiones países
   norr syd öst väst mellan marknader północ południe wschód zachód kraje rynki
   uk emea apac latam dach benelux nordics nordic scandinavia skandinavien scandinavie iberia
   northeast northwest southeast southwest nordost nordwest südost südwest nordest nordovest sudest
   sudovest nordeste noroeste sudeste sudoeste noordoost noordwest zuidoost zuidwest`
    .split(/\s+/u)
    .filter(Boolean)
    .map(fold),
);

/**
 * "Regional Sales Manager, Western PA and Ohio", "Responsable commercial, Grand Est et Bourgogne":
 * a title narrowed after its comma to the places or markets it covers, read without them.
 */
function withoutRegion(text: string): string {
  const comma = text.indexOf(",");
  if (comma >= 0) {
    const title = text.slice(0, comma);
    return isRegion(text.slice(comma + 1), false) && looksLikeTitle(title) ? title : text;
  }
  // "Responsable commercial Grand Est et Bourgogne-Franche-Comté": capitalized places after it.
  // The places are looked up first: the title lookup is the costly one.
  const words = text.split(/\s+/u);
  for (let at = words.length - 1; at >= 1; at--) {
    const word = words[at] ?? "";
    if (!/^\p{Lu}/u.test(word) && !AND_WORDS.some((and) => and === fold(word))) break;
    const title = words.slice(0, at).join(" ");
    if (isRegion(words.slice(at).join(" "), true) && looksLikeTitle(title)) return title;
  }
  return text;
}

/** A few words naming places or markets, perhaps joined by "and"; capitalized when `named`. */
export function isRegion(text: string, named: boolean): boolean {
  const words = text.split(/[\s/-]+/u).filter(Boolean);
  if (/\d/.test(text) || words.length === 0 || words.length > 7) return false;
  const joiner = (word: string) => AND_WORDS.some((and) => and === fold(word));
  if (named && !words.every((word) => /^\p{Lu}/u.test(word) || joiner(word))) return false;
  return words.some((word) => isPlaceName(word) || REGION_WORDS.has(fold(word)));
}

/** A territory of postcodes or numbered areas after a title: ", PLZ 30000–49999", ", zone 1-3". */
const TERRITORY = /,\s*[^,\d]{0,30}\d{1,5}\s*[–-]\s*\d{1,5}\s*$/u;

/** A title as the first sentence of a longer text: "Direttrice tecnica. Responsabile di …". */
const BIOGRAPHY_AFTER_TITLE = /^(\p{L}[^.!?]{1,58}\p{Ll})\.\s+\p{Lu}.{20,}$/u;

/** A role and then the person's contacts on one line: "Director comercial · j@… · 676 21 43 09". */
const ROLE_THEN_CONTACTS = /^(.{2,80}?)\s+[·•|–—]\s+(.+)$/u;
const CONTACT_VALUE = /\S@\S|\+?\d[\d\s()./-]{5,}\d/u;

/**
 * A licence or register number in brackets after a role: "Doradca podatkowy (nr wpisu 11452)",
 * "Steuerberater (StBK Nr. 4711)", "Architecte (n° 08123)". A number is no part of a title.
 */
const NUMBERED_ASIDE = /^(\p{L}[^()\d]{1,78}?)\s*\([^()\d]{0,30}\d[^()]{0,30}\)$/u;

/**
 * A card's role line as its role alone: cards often print the person's email and phone after the
 * title on the same line ("Inköpschef | anna@… | 070-…", "Directeur commercial – 06 12 …"). The
 * role is the part before the first separator when what follows holds a contact value; any other
 * line is returned as it is.
 */
export function roleOfLine(line: Line): Line {
  // "Leiterin Einkauf seit 2019", "Directeur commercial depuis 2015": the year joined is no
  // part of the title.
  const since = SINCE_YEAR_AFTER.exec(line.text)?.[1];
  if (since && looksLikeTitle(since)) return { ...line, text: since, segments: [since] };
  // "Direttore generale. Ingegnere meccanico ETH, guida Dentalpha dal 2011.": a management page's
  // card opens its biography with the title as a sentence of its own.
  const opening = BIOGRAPHY_AFTER_TITLE.exec(line.text)?.[1];
  if (opening && looksLikeTitle(opening)) return { ...line, text: opening, segments: [opening] };
  // "Direttore commerciale, responsabile dei mercati esteri.": the full stop is no part of it.
  const stopped = /^(\p{L}[^.!?]{1,78}\p{Ll})\.$/u.exec(line.text)?.[1];
  if (stopped && looksLikeTitle(stopped)) return { ...line, text: stopped, segments: [stopped] };
  const aside = NUMBERED_ASIDE.exec(line.text);
  if (aside) {
    const text = squash(aside[1] ?? "");
    return { ...line, text, segments: [text] };
  }
  // "<span>Director comercial</span><a href="tel:…">650 117 342</a>": the elements' own text
  // ends the role where the first element holding a contact value starts.
  const segments = line.segments ?? [];
  const firstContact = segments.findIndex((segment) => CONTACT_VALUE.test(segment));
  if (firstContact > 0 && !CONTACT_VALUE.test(segments.slice(0, firstContact).join(" "))) {
    const text = squash(segments.slice(0, firstContact).join(" "));
    return { ...line, text, segments: [text] };
  }
  const match = ROLE_THEN_CONTACTS.exec(line.text);
  if (!match || !CONTACT_VALUE.test(match[2] ?? "")) return line;
  const text = squash(match[1] ?? "");
  return { ...line, text, segments: [text] };
}

/**
 * Whether a card's "title" line opens with the name's given name: "Siobhán trained as a chartered
 * accountant." under "Siobhán Brennan" is a sentence of the bio, no title line.
 */
export function opensWithGivenName(title: string, name: string): boolean {
  const given = name.split(/\s+/u)[0] ?? "";
  return given.length > 1 && title.split(/\s+/u)[0] === given;
}

/**
 * A card's name line as the name alone: a contact list or a definition list prints the person's
 * phone and email after the name ("<dd>Arjen Wit · 0174 - 38 72 11 · a.wit@…</dd>", "Ana Ruiz |
 * 981 60 44 71"), split as `roleOfLine` splits a role line.
 */
export function nameOfLine(line: Line): Line {
  const role = roleOfLine(line);
  if (role !== line) return role;
  // "<dd>Renata Szymańska, tel. +48 32 555 40 12, r.szymanska@…</dd>": the contacts after a comma.
  const name = NAME_THEN_CONTACTS.exec(line.text)?.[1] ?? nameBeforeAside(line.text);
  return name ? { ...line, text: squash(name), segments: [squash(name)] } : line;
}

/** A contact person's label before the name: "Ihre Ansprechpartnerin:", "Contact :", "Kontaktperson:". */
const CONTACT_LABEL =
  /^(?:(?:ihre?n?|your|votre|vos|il vostro|la vostra|su|uw|din|seu|sua|twoja|twój)\s+)?(?:ansprechpartner(?:in)?|kontakt(?:person)?|contact(?:persoon)?|interlocut(?:eur|rice)|referente|contatto|contacto|contato|osoba kontaktowa)\s*:\s*/iu;

/** A name, a separator, then an aside: "Karin Ek, Göteborg", "Mark Davis, CPA — joined 2012". */
const NAME_THEN_ASIDE = /^(.{4,60}?)\s*(?:,|\s[–—·|]\s)\s*(.{2,60})$/u;

/**
 * The name of a card's name line that goes on with an aside no title is: the person's town, the
 * year they joined ("Giulia Bianchi, Milano", "Claire Dubois – depuis 2005 chez nous", "Eng.º
 * Rui Santos · desde 1999", "Mark Davis, CPA — joined 2012"). A title after the separator is the
 * inline layout's, never cut off here.
 */
function nameBeforeAside(text: string): string | undefined {
  // "Ihre Ansprechpartnerin: Anna Weber", "Contact : Claire Dubois": a label that is no title
  // (the label layout reads those) before the name on its line.
  const label = CONTACT_LABEL.exec(text)?.[0];
  if (label) {
    const rest = text.slice(label.length);
    if (readName(rest, { paired: true })) return rest;
  }
  // "Karin Ek (hon/henne)", "Mme Claire Dubois (photo)": an aside in brackets.
  const bracket = /^(.{4,60}?)\s*\(([^()]{1,30})\)$/u.exec(text);
  if (bracket && !looksLikeTitle(bracket[2] ?? "") && !isDepartment(bracket[2] ?? "")) {
    const inner = bracket[1] ?? "";
    if (readName(inner, { paired: true })) return inner;
  }
  const match = NAME_THEN_ASIDE.exec(text);
  const rest = squash(match?.[2] ?? "");
  if (!match || (!DEGREE.test(rest) && (looksLikeTitle(rest) || isDepartment(rest)))) {
    return undefined;
  }
  // Post-nominal letters stay: the name reader keeps them apart itself ("Jane Doe, MBA"); a
  // German degree goes ("Anna Weber, Dipl.-Kauffrau").
  const aside = /\b(?:19|20)\d{2}\b/u.test(rest) || isRegion(rest, true) || DEGREE.test(rest);
  return aside && readName(match[1] ?? "", { paired: true }) ? match[1] : undefined;
}

/** A title, then "since" and a year: "Leiterin Einkauf seit 2019", "CFO since 2020". */
const SINCE_YEAR_AFTER =
  /^(\p{L}[^\d,;:]{1,60}?)\s*,?\s+(?:seit|since|depuis|dal|desde|sinds|sedan|od|från|ab)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\.?$/iu;

/** A name, a comma, then a phone (perhaps labelled) or an address. */
const NAME_THEN_CONTACTS =
  /^([^,\d@]{4,60}),\s+(?:(?:tel|tél|telefon|telefone|teléfono|telefono|phone|fon|t|m|mob|mobil|cell|cel|kom|tlf|e-mail|email)\.?:?\s*)?(?:\+?\(?\d|\S+@)/iu;

/** A title line's text without the colon of a label ("Responsabile Acquisti:" → "… Acquisti"). */
export function withoutLabelColon(text: string): string {
  return text.replace(/\s*:\s*$/u, "");
}

/** A line that ends with a colon labels the line after it, never the one before. */
export const isLabelLine = (text: string) => /:\s*$/u.test(text);
