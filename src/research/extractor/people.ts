import type { HTMLElement } from "node-html-parser";
import type { ExtractedPerson } from "../ports.ts";
import { isCommonWord } from "./common-words.ts";
import { isDepartment } from "./departments.ts";
import { emailsInLine } from "./emails.ts";
import { isGivenName } from "./given-names.ts";
import { jsonLdLayout } from "./json-ld-people.ts";
import { readName } from "./names.ts";
import { bioTitle } from "./person-bios.ts";
import { blockLayout } from "./person-blocks.ts";
import {
  attributionOf,
  cardRange,
  closeTogether,
  type Found,
  pairedByMarkup,
  ROLE_MAILBOX,
} from "./person-card.ts";
import { gridShapes, shapeOf, withoutRepeatedTails } from "./person-grid.ts";
import {
  cardLayout,
  headOfField,
  inlineLayout,
  isLabelLine,
  isOfficeTitle,
  isTitleLine,
  labelAboveLayout,
  labelOverColumn,
  labelPieces,
  leadInLayout,
  lineParts,
  nameOfLine,
  nameTitleLayout,
  opensWithGivenName,
  roleOfLine,
  vouches,
  withoutLabelColon,
} from "./person-layouts.ts";
import { sentencePeople } from "./person-sentences.ts";
import { tableLayout } from "./person-table.ts";
import { type FoundPhone, phonesInLine } from "./phones.ts";
import { isPlaceName } from "./place-names.ts";
import { isKnownSurname } from "./surnames.ts";
import { commonAncestor, contains, fold, type Line, squash } from "./text.ts";
import { isPlausibleLabel } from "./title-labels.ts";
import { roleOfOffice } from "./title-offices.ts";
import { isOwnOrganisation } from "./title-organisations.ts";
import { looksLikeTitle, primaryTitleFor } from "./titles.ts";

/*
 * People with titles, read only from layouts that pair a name with a title on purpose:
 *   - one-line layouts (person-layouts.ts): imprint labels, "Name, Title", "Title – Name", ...
 *   - a name line next to a title line (team cards, definition lists, table rows),
 *   - hCard / schema.org Person blocks, and JSON-LD Persons a visitor sees (json-ld-people.ts).
 * A title mentioned in running prose ("... output CEO: Evil Person ...") is none of these.
 * Contacts are attached only from the person's own card, or by an email whose local part spells
 * the person's name.
 */

interface LinePair {
  nameAt: number;
  titleAt: number;
  /** The last line of the title: a long title may wrap over lines ("Executive Vice President" /
   * "Chief Risk Officer"). */
  titleEnd: number;
  /** The page's grid vouches for the name (see `shapeOf`). */
  grid: boolean;
}

/** Greedy pairing of a run of name/title lines in one orientation. */
function pairRun(
  lines: Line[],
  start: number,
  end: number,
  nameFirst: boolean,
  grid: Set<string>,
  titleSlots: Set<string>,
): LinePair[] {
  const pairs: LinePair[] = [];
  for (let i = start; i < end; i++) {
    const a = lines[i];
    const b = lines[i + 1];
    if (!a || !b) continue;
    // A definition ends at the next term: "<dd>Name</dd><dt>Inkoop</dt>" are two items' parts.
    if (a.element.tagName === "DD" && b.element.tagName === "DT") continue;
    const [written, printed] = nameFirst ? [a, b] : [b, a];
    const nameLine = nameOfLine(written);
    // "Director comercial · j@… · 676 …": the role, not the contacts after it, pairs with the name.
    const titleLine = roleOfLine(printed);
    const inGrid = grid.has(`${shapeOf(nameLine)}|${shapeOf(titleLine)}`);
    const named = readName(nameLine.text, { cue: inGrid || vouches(titleLine.text), paired: true });
    if (!named || !closeTogether(lines, i)) continue;
    // "Siobhán trained as a chartered accountant." under "Siobhán Brennan": a sentence about the
    // person by their given name is the bio, no title line.
    if (nameFirst && opensWithGivenName(titleLine.text, named.name)) continue;
    const slot = titleSlots.has(shapeOf(titleLine));
    if (!isTitleLine(titleLine) && !(inGrid && slot && gridVouches(nameLine, titleLine))) continue;
    if (nameFirst && isLabelLine(titleLine.text)) continue;
    // "<li>Mitglied: Ursula Bischof</li><h2>Geschäftsleitung</h2>": a heading under a name opens
    // the next section; a card prints its title in the body.
    if (
      nameFirst &&
      /^H[1-6]$/.test(titleLine.element.tagName) &&
      !/^H[1-6]$/.test(nameLine.element.tagName)
    ) {
      continue;
    }
    // A department line ("Sales", "Accounting") over a name is a card's only in a grid of them:
    // alone it is as likely an office's heading over a place; a label's colon ("Einkauf:")
    // names the line after it.
    const label = isLabelLine(titleLine.text);
    if (
      !inGrid &&
      !label &&
      !looksLikeTitle(titleLine.text) &&
      !isOfficeTitle(titleLine.text) &&
      !pairedByMarkup(lines, i, nameFirst)
    )
      continue;
    if (!nameFirst) {
      pairs.push({ nameAt: i + 1, titleAt: i, titleEnd: i, grid: inGrid });
      i++;
      continue;
    }
    // Title lines that follow, up to the next name, continue the same title (a role line that
    // went on with contacts has ended it).
    let titleEnd = i + 1;
    while (
      titleLine === printed &&
      titleEnd < end &&
      continuesTitle(lines, i + 1, titleEnd) &&
      !readName(lines[titleEnd + 1]?.text ?? "", { cue: true }) &&
      closeTogether(lines, titleEnd)
    ) {
      titleEnd++;
    }
    pairs.push({ nameAt: i, titleAt: i + 1, titleEnd, grid: inGrid });
    i = titleEnd;
  }
  return pairs;
}

/**
 * The line after a card's title lines goes on with the title: another title ("Executive Vice
 * President" / "Chief Risk Officer"), or the department a head of no field heads ("Senior Vice
 * President" / "Operations and Technology").
 */
function continuesTitle(lines: Line[], first: number, last: number): boolean {
  const next = lines[last + 1];
  if (!next) return false;
  if (isTitleLine(next)) return true;
  const title = lines
    .slice(first, last + 1)
    .map((line) => line.text)
    .join(" ");
  return isDepartment(next.text) && headOfField(title, next.text);
}

/** A pair of shapes ("H3.<DIV.card|P.<DIV.card") whose markup carries classes on both sides. */
const isDesigned = (pair: string) => pair.split("|").every((shape) => /\.[^<|]/.test(shape));

/**
 * A card of a grid whose siblings pair names with known titles: its short line in the title's
 * slot is the title as printed ("Glasbläserin" among "Geschäftsführerin" and "Einkaufsleiter"),
 * but the grid vouches for the slot only, never for the name: it must open with a known given
 * name, as a card's name beside a known title need not.
 */
function gridVouches(nameLine: Line, titleLine: Line): boolean {
  return isPlausibleLabel(titleLine) && !!readName(nameLine.text, { paired: true });
}

/**
 * The shapes of designed cards that open with a department heading over a name, where the page
 * repeats them: the icon and image boxes of page builders used for contacts ("<h3 class=
 * "elementor-image-box-title">Einkauf</h3><p class="elementor-image-box-description">Jonas Keller
 * <br>Tel…</p>", Kadence "kt-blocks-info-box-title", Divi "et_pb_module_header" over the blurb's
 * text), one per department. Alone, a heading over a name is as likely a section's over a
 * contact from elsewhere ("<h2>Media Requests</h2><p>Mina Harper<br>Bateman Group</p>"); boxes of
 * one classed shape, repeated, are cards, as a grid's are (`gridShapes`).
 */
function headedCardShapes(lines: Line[]): Set<string> {
  const shapes: string[] = [];
  lines.forEach((heading, at) => {
    const next = lines[at + 1];
    if (!next || !/^H[1-6]$/.test(heading.element.tagName)) return;
    if (!isDepartment(withoutLabelColon(heading.text)) || !closeTogether(lines, at)) return;
    const nameLine = nameOfLine(next);
    if (!readName(nameLine.text, { cue: true, paired: true })) return;
    // A box that prints the person's own title besides ("Vertrieb" / "Jonas Keller" /
    // "Vertriebsleiter") is headed by its department only: the title is the line's own.
    const box = commonAncestor(heading.element, next.element);
    const titled = lines.some(
      (line, i) => i !== at && i !== at + 1 && contains(box, line.element) && isTitleLine(line),
    );
    if (titled) return;
    shapes.push(`${shapeOf(nameLine)}|${shapeOf(heading)}`);
  });
  return new Set([...gridShapes(shapes)].filter(isDesigned));
}

/**
 * Name and title on neighbouring lines: the orientation that pairs more lines leads a run. The
 * shapes of the pairs read are added to `shapes`.
 */
function neighbourLayout(lines: Line[], pairs: Set<string>, shapes: string[] = []): Found[] {
  const grid = new Set([...pairs, ...headedCardShapes(lines)]);
  const found: Found[] = [];
  // Where a designed grid's cards print their titles: a line there may be a title no table
  // knows. A grid of classed cards only: unclassed blocks are a page's flow, where the line
  // under a name is as often a company ("Affiliated": "Steve Wash" / "Advantage Electronics").
  const titleSlots = new Set([...grid].filter(isDesigned).map((pair) => pair.split("|")[1] ?? ""));
  let i = 0;
  while (i < lines.length) {
    const isCandidate = (line: Line | undefined) =>
      !!line &&
      (!!readName(nameOfLine(line).text, { cue: true }) ||
        isTitleLine(roleOfLine(line)) ||
        (titleSlots.has(shapeOf(line)) && isPlausibleLabel(line)));
    if (!isCandidate(lines[i])) {
      i++;
      continue;
    }
    let end = i;
    while (end + 1 < lines.length && isCandidate(lines[end + 1])) end++;
    const nameFirst = pairRun(lines, i, end, true, grid, titleSlots);
    const titleFirst = pairRun(lines, i, end, false, grid, titleSlots);
    // More pairs win; on a tie, more names that open with a known given name ("Board Members" /
    // "President" / "John Smith" is John Smith, President).
    const score = (pairs: LinePair[]) =>
      pairs.length * 2 + pairs.filter((p) => readName(lines[p.nameAt]?.text ?? "")).length / 100;
    const [winner, other] =
      score(titleFirst) > score(nameFirst) ? [titleFirst, nameFirst] : [nameFirst, titleFirst];
    // The losing orientation may still hold pairs elsewhere in the run (a definition list
    // right before a table): keep those that share no line with the winner's.
    const used = new Set(winner.flatMap((pair) => [pair.nameAt, pair.titleAt, pair.titleEnd]));
    const pairs = [
      ...winner,
      ...other.filter(
        (pair) => !used.has(pair.nameAt) && !used.has(pair.titleAt) && !used.has(pair.titleEnd),
      ),
    ].sort((a, b) => a.nameAt - b.nameAt);
    for (const { nameAt, titleAt, titleEnd, grid } of pairs) {
      const title = withoutLabelColon(
        lines
          .slice(titleAt, titleEnd + 1)
          .map((line) => roleOfLine(line).text)
          .join(" "),
      );
      const nameLine = lines[nameAt];
      const parts = readName(nameLine ? nameOfLine(nameLine).text : "", {
        cue: grid || vouches(title),
        paired: true,
      });
      if (!parts) continue;
      shapes.push(`${shapeOf(lines[nameAt])}|${shapeOf(lines[titleAt])}`);
      found.push({
        ...parts,
        title,
        first: Math.min(nameAt, titleAt),
        last: Math.max(nameAt, titleEnd),
        lineOnly: false,
      });
    }
    i = end + 1;
  }
  return found;
}

/** hCard (class "vcard"/"h-card") and schema.org Person blocks, whose parts may share a line. */
function microformatLayout(root: HTMLElement, lines: Line[]): Found[] {
  const found: Found[] = [];
  const blocks = root.querySelectorAll('.vcard, .h-card, [itemtype*="schema.org/Person"]');
  for (const block of blocks) {
    const nameEl = block.querySelector('.fn, .p-name, [itemprop="name"]');
    const titleEl = block.querySelector(
      '.title, .role, .p-job-title, .p-role, [itemprop="jobTitle"]',
    );
    // The markup says this is a person: any well-formed name is taken.
    const parts = readName(squash(nameEl?.text ?? ""), { cue: true });
    const title = squash(titleEl?.text ?? "");
    if (!parts || !title || !looksLikeTitle(title)) continue;
    const inside = lines.flatMap((line, index) => (contains(block, line.element) ? [index] : []));
    // A block inside a single line (inline spans) lives on the line that contains it.
    const holder = lines.findIndex((line) => contains(line.element, block));
    const first = inside[0] ?? holder;
    const last = inside[inside.length - 1] ?? holder;
    if (first < 0) continue;
    found.push({ ...parts, title, first, last, lineOnly: false });
  }
  return found;
}

/** Shorter than this, the line under a name is a title or an aside, never a bio. */
const BIO_CHARS = 24;

/**
 * A name on a line of its own with a bio under it (person-bios.ts): "<h3>Anna Weber</h3><p>Seit
 * 2015 ist sie Geschäftsführerin …</p>". Lines another layout has paired with a role are left to
 * it (`paired`), and a bio is no line any layout has read (`anyPair`); `roleless` holds the names of
 * lines paired with a title of no role.
 */
function bioLayout(
  lines: Line[],
  paired: Set<number>,
  anyPair: Set<number>,
  roleless: Map<number, string>,
): Found[] {
  const found: Found[] = [];
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (!next || paired.has(index) || anyPair.has(index + 1) || next.text.length < BIO_CHARS) {
      return;
    }
    // "Cecilia Engström, civilekonom": the name a layout read on the line with a title of no role.
    const text = roleless.get(index) ?? nameOfLine(line).text;
    // A given name the lists lack ("Gráinne Keogh", "Cathal Ó Murchú") is vouched for by the bio
    // that goes on with it alone: "As Procurement Manager, Gráinne buys …".
    const known = readName(text, { paired: true });
    const cued = known ? undefined : readName(text, { cue: true, paired: true });
    const named = known ?? (cued && givenNameRepeated(cued.name, next.text) ? cued : undefined);
    if (!named || isTitleLine(next)) return;
    // "<h3>Name</h3><div class="bio"><p>…</p></div>": the bio is the name's next element or in it.
    const sibling = line.element.nextElementSibling;
    if (!closeTogether(lines, index) && !(sibling && contains(sibling, next.element))) return;
    const person = bioTitle(named, next.text);
    if (!person) return;
    found.push({ ...person, first: index, last: index + 1, lineOnly: false, prose: true });
  });
  return found;
}

/** Whether the bio under a name goes on with its first word alone: "Gráinne buys …". */
function givenNameRepeated(name: string, bio: string): boolean {
  const [given = "", family = ""] = name.split(/\s+/u);
  if (!family || given.length < 3) return false;
  const words = bio.split(/[^\p{L}'’-]+/u);
  return words.some((word, at) => word === given && words[at + 1] !== family);
}

/**
 * The one-line layouts, line by line: labels, "Name, Title", then running text. In a list whose
 * items of one shape read "Name, Title" with known names, the list vouches for its other items'
 * names ("Rob Wentz, Director" among "Tricia Dukes, HR Manager").
 */
function lineLayouts(lines: Line[]): Found[] {
  const found: Found[] = [];
  const shapes: string[] = [];
  lines.forEach((line, index) => {
    const pieces = labelPieces(line.text);
    for (const piece of pieces) {
      for (const person of piece.pairs) {
        found.push({ ...person, first: index, last: index, lineOnly: true });
      }
    }
    // "Styrelsens ordförande är Gunnar Ahlström, … Suppleant: Viktor Ahlström.": the sentences
    // between the labels of a line are read as sentences.
    if (pieces.length > 1) {
      for (const piece of pieces.filter((p) => p.pairs.length === 0)) {
        for (const person of sentencePeople(piece.text)) {
          found.push({ ...person, first: index, last: index, lineOnly: true, prose: true });
        }
      }
    }
    const next = lines[index + 1];
    const column = labelOverColumn(line.text, columnAfter(lines, index));
    for (const { row, ...person } of column) {
      found.push({ ...person, first: index + row, last: index + row, lineOnly: true });
    }
    if (next && column.length === 0 && closeTogether(lines, index)) {
      for (const person of labelAboveLayout(line.text, next.text)) {
        found.push({ ...person, first: index, last: index + 1, lineOnly: true });
      }
    }
    if (found.some((f) => f.first === index)) return;
    const inline =
      inlineLayout(line.text) ??
      nameTitleLayout(line.text, line.segments) ??
      cardLayout(line) ??
      leadInLayout(line);
    // A "title" that names someone else was read across two people: the line is a sentence.
    if (inline && !namesSomeone(inline.title) && withinSegments(inline, lineParts(line))) {
      found.push({ ...inline, first: index, last: index, lineOnly: false });
      shapes.push(shapeOf(line));
      // "Chiara Esposito, responsabile delle risorse umane, e Davide Moretti, direttore di
      // stabilimento, hanno presentato …": a line of prose opens like a card, and names more.
      if (line.text.length <= PROSE_LINE) return;
      for (const person of sentencePeople(line.text)) {
        if (fold(person.name) === fold(inline.name) || !withinSegments(person, lineParts(line))) {
          continue;
        }
        found.push({ ...person, first: index, last: index, lineOnly: true, prose: true });
      }
      return;
    }
    // Running text: only the sentence's own line is the person's.
    for (const person of sentencePeople(line.text)) {
      if (!withinSegments(person, lineParts(line))) continue;
      found.push({ ...person, first: index, last: index, lineOnly: true, prose: true });
    }
  });
  const grid = gridShapes(shapes);
  if (grid.size === 0) return found;
  return lines.flatMap((line, index) => {
    const here = found.filter((f) => f.first === index);
    const listed = grid.has(shapeOf(line)) && here.every((f) => f.prose);
    const inline = listed ? (cardLayout(line, true) ?? inlineLayout(line.text, true)) : undefined;
    return inline && withinSegments(inline, lineParts(line))
      ? [{ ...inline, first: index, last: index, lineOnly: false }]
      : here;
  });
}

/** A line longer than this is running text, whatever layout its opening looks like. */
const PROSE_LINE = 100;

/**
 * Where the page's elements split a line ("<span class="cargo">Gerente de Gente e Gestão</span>
 * Lucimara dos Santos Freitas"), a name or a title read across the split is a misreading: each
 * lies within one part, or is whole parts.
 */
function withinSegments(pair: { name: string; title: string }, segments?: string[]): boolean {
  if (!segments) return true;
  const fits = (text: string) =>
    segments.some((segment) => segment.includes(text)) ||
    segments.some((_, from) =>
      segments.some((__, to) => to > from && segments.slice(from, to + 1).join(" ") === text),
    );
  return fits(pair.name) && fits(pair.title);
}

/** The texts of the lines close under a line, as far as a column of names may run. */
function columnAfter(lines: Line[], index: number): string[] {
  const column: string[] = [];
  for (
    let k = index + 1;
    k < lines.length && column.length < 12 && closeTogether(lines, k - 1);
    k++
  ) {
    column.push(lines[k]?.text ?? "");
  }
  return column;
}

const roleOf = (person: Found) =>
  person.past ? undefined : (person.primary ?? primaryTitleFor(person.title));

/** "(v. l.)", "(v.l.n.r.)", "de gauche à droite", "from left": a photo caption's order. */
const CAPTION_ORDER =
  /\((?:v\.\s?l\.|v\.l\.n\.r\.|od lewej|fr\.\s?v\.)|de gauche à droite|from left|da sinistra|de izquierda a derecha|da esquerda para a direita|från vänster|van links naar rechts/iu;

/** A family name's particle: "De Smedt", "van Dijk", "dos Santos". */
const PARTICLE = /^(?:de|van|von|der|den|da|di|del|dos)$/iu;

/** Whether a title holds a person's whole name, or a caption's order of people. */
function namesSomeone(title: string): boolean {
  if (CAPTION_ORDER.test(title)) return true;
  const words = title.split(/[\s,;:()]+/u).filter(Boolean);
  for (let at = 0; at + 1 < words.length; at++) {
    for (const width of [2, 3]) {
      const window = words.slice(at, at + width);
      if (
        window.length === width &&
        window.every((w) => /^\p{Lu}/u.test(w) || PARTICLE.test(w)) &&
        !window.some(isPlaceName) &&
        // "Charity Public Relations Consultant": a given name before common words is a phrase.
        window.slice(1).every((w) => isKnownSurname(w) || PARTICLE.test(w) || !isCommonWord(w)) &&
        readName(window.join(" "), { paired: true })
      ) {
        return true;
      }
    }
  }
  return false;
}

/** A person's name, title and its catalogue role, each sourced to the page. */
function named(person: Found, title: string, source: string): ExtractedPerson {
  return {
    name: { value: person.name, source },
    title: { value: withoutClosingStop(title), source },
    // An office printed as the title ("Direction commerciale") is its holder's role.
    primaryTitle: person.past
      ? undefined
      : ((title === person.title ? roleOf(person) : primaryTitleFor(title)) ?? roleOfOffice(title)),
    ...(person.honorific ? { honorific: person.honorific } : {}),
    ...(person.past ? { formerly: true as const } : {}),
  };
}

/**
 * "assistante de direction.": the sentence's full stop is no part of the title; an abbreviation's
 * dot is ("Prok.", "Dipl.-Ing.", "kfm."), its word being short.
 */
function withoutClosingStop(title: string): string {
  return /\p{Ll}{4,}\.$/u.test(title) ? title.slice(0, -1) : title;
}

/** All people a page names with a title, each value sourced to `source`. */
export function peopleInLines(
  root: HTMLElement,
  lines: Line[],
  source: string,
  countryCode?: string,
  /** What names the site itself (title-organisations.ts): a title held there is the company's. */
  site: string[] = [],
): ExtractedPerson[] {
  // The layouts read the lines without the calls to action that cards repeat; contacts are
  // read from the page's lines as they are.
  const read = withoutRepeatedTails(
    lines,
    (tail) => looksLikeTitle(tail) || isDepartment(tail) || !!readName(tail),
  );
  const found = lineLayouts(read);
  const shapes: string[] = [];
  const neighbours = neighbourLayout(read, new Set(), shapes);
  const grid = gridShapes(shapes, true);
  found.push(
    ...(grid.size > 0 ? neighbourLayout(read, grid) : neighbours),
    ...microformatLayout(root, read),
    ...jsonLdLayout(root, read),
  );
  const taken = new Set(found.flatMap((f) => range(f.first, f.last)));
  found.push(...blockLayout(read, taken));
  // A bio may give a role to a name a layout has paired with none ("Cecilia Engström,
  // civilekonom", a name under "Kadra kierownicza"); lines paired with a role are left alone.
  const withRole = found.filter((f) => roleOf(f));
  const roleless = new Map(
    found.filter((f) => !roleOf(f) && f.first === f.last).map((f) => [f.first, f.name]),
  );
  const roledLines = new Set(withRole.flatMap((f) => range(f.first, f.last)));
  const anyPair = new Set(found.flatMap((f) => range(f.first, f.last)));
  found.push(...bioLayout(read, roledLines, anyPair, roleless));
  // A table whose header names its columns says who is who in its rows: the guesses of the
  // other layouts there give way.
  const table = tableLayout(root, read);
  const outside = (f: Found) => !table.claimed.has(f.first) && !table.claimed.has(f.last);
  found.splice(0, found.length, ...found.filter(outside), ...table.found);
  found.sort((a, b) => a.first - b.first);
  // A layout's "title" that names someone else was read across two people ("Paul Janssens,
  // Annick De Smedt (voorzitter)"): it vouches for nobody, and leaves the names to the sentence.
  found.splice(0, found.length, ...found.filter((f) => f.prose || !namesSomeone(f.title)));
  // A card or a label that gives the person a role says who they are; a label of no role
  // ("Responsable de la publication : X", "Webmaster: X") leaves room for the sentence that
  // does ("représentée par son administrateur délégué, M. X").
  const paired = new Set(found.filter((f) => !f.prose).map((f) => fold(f.name)));
  const pairedWithRole = new Set(
    found.filter((f) => !f.prose && roleOf(f)).map((f) => fold(f.name)),
  );
  // A line of their own titles a person better than a label over a group they belong to
  // ("Legale rappresentante: A" and "Soci: A, B, C").
  const ownLine = new Set(found.filter((f) => !f.prose && !f.group).map((f) => fold(f.name)));
  // Sentences that give one person several titles: the catalogue's role says the most.
  const roled = new Set(found.filter((f) => f.prose && roleOf(f)).map((f) => fold(f.name)));
  const people: ExtractedPerson[] = [];
  for (const person of found) {
    // A card or a label names this person on purpose: a sentence's wording adds no title.
    const key = fold(person.name);
    if (person.prose && paired.has(key) && (pairedWithRole.has(key) || !roleOf(person))) continue;
    if (person.group && ownLine.has(fold(person.name))) continue;
    if (person.prose && !roleOf(person) && roled.has(fold(person.name))) continue;
    // "assume a presidência" and "a nomeação de Renata Yamamoto como CEO": the office taken
    // gives way to the title printed for the same person.
    const printed = (other: Found) => other !== person && fold(other.name) === fold(person.name);
    if (person.office && found.some((other) => printed(other) && !other.office)) continue;
    // "Garza Treviño se incorporó …" after "Mariana Garza Treviño": the surname alone is a
    // person the page has named in full, with the title read there.
    if (person.prose && found.some((other) => shortFormOf(person.name, other.name))) continue;
    // A customer signing a testimonial is read, as another organisation's person.
    const signer = attributionOf(lines, person);
    const title = signer?.title ?? person.title;
    // A "title" that names someone else or a caption's order ("Annick De Smedt (voorzitter)",
    // "Der neue Vorstand (v. l.)") was read across two people: no title of this one.
    if (namesSomeone(title)) continue;
    if (people.some((p) => fold(p.name.value) === key && p.title.value === title)) continue;
    // "Ing. Héctor Lozano, director general de Empaques del Norte": another organisation's
    // speaker or partner, unless the organisation is the site's own.
    const heldAt =
      person.organisation && site.length > 0 && !isOwnOrganisation(person.organisation, site)
        ? person.organisation
        : undefined;
    if ((heldAt || person.theirs) && !signer) {
      const external = heldAt ? { organisation: heldAt } : {};
      people.push({ ...named(person, title, source), external });
      continue;
    }
    if (signer) {
      const { organisation } = signer;
      people.push({
        ...named(person, title, source),
        external: organisation ? { organisation } : {},
      });
      continue;
    }
    const [from, to, tight] = cardRange(lines, person, found);
    const emails: string[] = [];
    const phones: FoundPhone[] = [];
    for (let at = from; at <= to; at++) {
      const line = lines[at];
      if (!line) continue;
      emails.push(...emailsInLine(line));
      phones.push(...phonesInLine(line, countryCode, lines[at - 1]).phones);
    }
    const own = emails.filter((email) => tight || !ROLE_MAILBOX.test(email.split("@")[0] ?? ""));
    // Several addresses in one card: only the one that spells the name is surely theirs.
    const email = own.length === 1 ? own[0] : own.find((e) => localPartMatches(e, person.name));
    const numbers = [...new Set(phones.map((p) => p.value))];
    const phone = numbers.length === 1 ? numbers[0] : undefined;
    const international = phones.some((p) => p.value === phone && p.international);
    people.push({
      ...named(person, title, source),
      ...(email ? { email: { value: email, source } } : {}),
      ...(phone ? { phone: { value: phone, source, international } } : {}),
    });
  }
  return people;
}

/** Whether `short` is how a page refers back to `full`: its family name, or its given names. */
function shortFormOf(short: string, full: string): boolean {
  const tail = fold(short).split(/\s+/);
  const words = fold(full).split(/\s+/);
  if (words.length <= tail.length) return false;
  if (words.slice(-tail.length).join(" ") === tail.join(" ")) return true;
  // "Carlos Eduardo, diretor-presidente" after "Carlos Eduardo Machado": Brazilian pages refer
  // back to a person by their given names.
  return (
    tail.length >= 2 &&
    tail.every((word) => isGivenName(word)) &&
    words.slice(0, tail.length).join(" ") === tail.join(" ")
  );
}

/** The numbers from `first` to `last`, both included. */
const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, at) => first + at);

/** Folded spellings of a name word: "Müller" is written "muller" and "mueller" in addresses. */
function spellings(word: string): string[] {
  const german = word.replace(/ä/gi, "ae").replace(/ö/gi, "oe").replace(/ü/gi, "ue");
  return [...new Set([fold(word), fold(german)])].map((w) => w.replace(/[^a-z0-9]/g, ""));
}

/** True when an address's local part spells the person's name (m.mustermann, max.mustermann, ...). */
export function localPartMatches(email: string, name: string): boolean {
  const local = fold(email.split("@")[0] ?? "").replace(/[^a-z0-9]/g, "");
  const words = name.split(/\s+/).filter((w) => w.replace(/\./g, "").length > 1);
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last || words.length < 2) return false;
  const forms = new Set<string>();
  for (const f of spellings(first)) {
    for (const l of spellings(last)) {
      forms.add(`${f}${l}`);
      forms.add(`${f[0]}${l}`);
      forms.add(`${l}${f}`);
      // A surname alone is specific enough when it is not short ("mustermann@", not "li@").
      if (l.length >= 5) forms.add(l);
    }
  }
  return forms.has(local);
}
