import type { HTMLElement } from "node-html-parser";
import { isDepartment } from "./departments.ts";
import { readName } from "./names.ts";
import type { Found } from "./person-card.ts";
import { contains, fold, type Line, squash } from "./text.ts";
import { looksLikeTitle, matchTitle } from "./titles.ts";

/*
 * Staff tables whose header row names the columns: "Name | Telefon | E-Mail | Funktion",
 * "Stanowisko | Imię i nazwisko", "Namn | Befattning". The header says which cell of each row is
 * the person and which their title, whatever their order and whatever stands between them, so
 * a name the given-name lists lack is still a name there, and the title is the cell as printed.
 * Each row is one person's card: the contacts read for them come from their row alone.
 */

/** Column headings of a person's name, in the nine languages (folded, whole cell). */
const NAME_HEADINGS = new Set(
  [
    "name",
    "full name",
    "contact",
    "contact person",
    "employee",
    "ansprechpartner",
    "ansprechpartnerin",
    "kontakt",
    "mitarbeiter",
    "vorname nachname",
    "nom",
    "nom et prenom",
    "prenom nom",
    "interlocuteur",
    "nome",
    "nome e cognome",
    "cognome e nome",
    "referente",
    "nombre",
    "nombre y apellidos",
    "contacto",
    "naam",
    "contactpersoon",
    "medewerker",
    "imie i nazwisko",
    "nazwisko i imie",
    "osoba kontaktowa",
    "namn",
    "kontaktperson",
    "medarbetare",
    "nome completo",
    // The person who answers for a department: "Dział | Osoba", "Departamento | Responsable".
    "person",
    "persoon",
    "pessoa",
    "osoba",
    "persona",
    "responsable",
    "responsabile",
    "responsavel",
    "verantwortlich",
    "zustandig",
    "verantwoordelijke",
    "ansvarig",
  ].map(fold),
);

/** Column headings of a job title or of the department a person answers for (folded). */
const TITLE_HEADINGS = new Set(
  [
    "title",
    "job title",
    "position",
    "role",
    "function",
    "department",
    "funktion",
    "titel",
    "rolle",
    "abteilung",
    "bereich",
    "fonction",
    "poste",
    "titre",
    "service",
    "ruolo",
    "funzione",
    "carica",
    "qualifica",
    "reparto",
    "ufficio",
    "cargo",
    "puesto",
    "funcion",
    "departamento",
    "functie",
    "rol",
    "afdeling",
    "stanowisko",
    "funkcja",
    "dzial",
    "befattning",
    "titel",
    "roll",
    "avdelning",
    "funcao",
    "setor",
  ].map(fold),
);

/** The column headings of TITLE_HEADINGS that name a department, not a job title. */
const DEPARTMENT_HEADINGS = new Set(
  [
    "department",
    "abteilung",
    "bereich",
    "service",
    "reparto",
    "ufficio",
    "departamento",
    "afdeling",
    "dzial",
    "avdelning",
    "setor",
  ].map(fold),
);

const heading = (cell: HTMLElement) =>
  fold(squash(cell.text))
    .replace(/[:.*]+$/u, "")
    .trim();

const cellsOf = (row: HTMLElement) =>
  row.childNodes.filter(
    (node): node is HTMLElement =>
      (node as HTMLElement).tagName === "TD" || (node as HTMLElement).tagName === "TH",
  );

/** The rows of a table itself, not of tables nested in its cells. */
const rowsOf = (table: HTMLElement) =>
  table.querySelectorAll("tr").filter((row) => row.closest("table") === table);

/** The indices of the lines shown inside an element. */
function cellLines(lines: Line[], element: HTMLElement): number[] {
  return lines.flatMap((line, at) => (contains(element, line.element) ? [at] : []));
}

/** Rows of known names that show a table is a staff list (as the cards of a grid do). */
const GRID_ROWS = 2;

/** A title cell as printed: words, not numbers, addresses or a long text. */
const TITLE_CELL = /^(?=.*\p{L})[^@\d]{2,80}$/u;

/**
 * People in the rows of tables whose header names a name column and a title column, and the
 * lines of the rows read: no other layout pairs anything there.
 */
export function tableLayout(
  root: HTMLElement,
  lines: Line[],
): { found: Found[]; claimed: Set<number> } {
  const found: Found[] = [];
  const claimed = new Set<number>();
  for (const table of root.querySelectorAll("table")) {
    const [header, ...rows] = rowsOf(table);
    if (!header) continue;
    const headings = cellsOf(header).map(heading);
    const namedAt = headings.findIndex((h) => NAME_HEADINGS.has(h));
    // "Service | Nom | Fonction": a job-title column says more than a department's.
    const jobAt = headings.findIndex((h) => TITLE_HEADINGS.has(h) && !DEPARTMENT_HEADINGS.has(h));
    const titleAt = jobAt >= 0 ? jobAt : headings.findIndex((h) => TITLE_HEADINGS.has(h));
    if (titleAt < 0) {
      titledColumn(header, rows, lines, found, claimed);
      continue;
    }
    // "Región | Gerente | Puesto": a column headed by a title beside a title column is the names'.
    const nameAt = namedAt >= 0 ? namedAt : titledColumnAt(header);
    if (nameAt < 0) continue;
    const read = rows.flatMap((row) => {
      const cells = cellsOf(row);
      const nameCell = cells[nameAt];
      const titleCell = cells[titleAt];
      if (!nameCell || !titleCell) return [];
      const nameLine = cellLines(lines, nameCell)[0];
      const titleLine = cellLines(lines, titleCell)[0];
      if (nameLine === undefined || titleLine === undefined) return [];
      const title = squash(lines[titleLine]?.text ?? "");
      if (!TITLE_CELL.test(title) || readName(title)) return [];
      return [{ row, nameLine, titleLine, title }];
    });
    // The column vouches for names the lists lack once rows of known names show it is a staff
    // list ("Name | Position" heads a product list too), or where the title is a known one.
    const known = read.filter((r) => readName(lines[r.nameLine]?.text ?? "", { paired: true }));
    for (const { row, nameLine, titleLine, title } of read) {
      const cue = known.length >= GRID_ROWS || looksLikeTitle(title) || isDepartment(title);
      const parts = readName(lines[nameLine]?.text ?? "", { cue, paired: true });
      if (!parts) continue;
      found.push({
        ...parts,
        title,
        first: Math.min(nameLine, titleLine),
        last: Math.max(nameLine, titleLine),
        lineOnly: false,
      });
      for (const at of cellLines(lines, row)) claimed.add(at);
    }
  }
  return { found, claimed };
}

const headingText = (cell: HTMLElement | undefined) =>
  squash(cell?.text ?? "")
    .replace(/[:*]+$/u, "")
    .trim();

/**
 * The column a header row heads with a job title ("Branch manager", "Gerente"), when the row is
 * a header: its cells are the table's heading cells, not a first row of data ("Presidente |
 * Emilio Della Bella"). -1 when none.
 */
function titledColumnAt(header: HTMLElement): number {
  const cells = cellsOf(header);
  const heads = cells.every((cell) => cell.tagName === "TH") || header.closest("thead") !== null;
  if (!heads) return -1;
  return cells.findIndex((cell) => {
    const text = headingText(cell);
    return TITLE_CELL.test(text) && matchTitle(text)?.extraWords === 0 && !readName(text);
  });
}

/**
 * "Branch | Branch manager | Phone", "Filiale | Filialleiter | Telefon": a column headed by a
 * title holds the people who hold it, one a row. Its names must be known ones in two rows or more
 * (a column of towns or products under a heading is no staff list); the title is the heading as
 * printed.
 */
function titledColumn(
  header: HTMLElement,
  rows: HTMLElement[],
  lines: Line[],
  found: Found[],
  claimed: Set<number>,
): void {
  const at = titledColumnAt(header);
  const title = headingText(cellsOf(header)[at]);
  if (at < 0 || !title) return;
  const namesOf = (cue: boolean) =>
    rows.flatMap((row) => {
      const cell = cellsOf(row)[at];
      const line = cell ? cellLines(lines, cell)[0] : undefined;
      const text = line === undefined ? "" : (lines[line]?.text ?? "");
      const parts = line === undefined ? undefined : readName(text, { cue, paired: true });
      return parts && line !== undefined ? [{ row, line, parts }] : [];
    });
  // Known names vouch for the column, which then vouches for the names the lists lack.
  if (namesOf(false).length < GRID_ROWS) return;
  const read = namesOf(true);
  for (const { row, line, parts } of read) {
    found.push({ ...parts, title, first: line, last: line, lineOnly: false });
    for (const k of cellLines(lines, row)) claimed.add(k);
  }
}
