import { websiteDomain } from "../../company-domain.ts";
import type { ColumnPicks } from "./column-picks.ts";
import type { ListCells } from "./table.ts";

/*
 * Each row of a list, read with the user's column picks, before any research: a website becomes
 * its company key (company-domain.ts, so "https://www.acme.de", "acme.de/kontakt" and
 * "shop.acme.de" are one company); a name without a website waits for a look-up; a row that is
 * neither is invalid with the reason; a row naming a company an earlier row named is a duplicate
 * of that row. Nothing is dropped: every row of the list is one of these.
 */

export type ListRowState =
  | "pending"
  | "accepted"
  | "rejected"
  | "unreachable"
  | "duplicate"
  | "invalid";

/** The states a row ends in; "pending" is the only one that is not final. */
export const LIST_ROW_STATES: readonly ListRowState[] = [
  "pending",
  "accepted",
  "rejected",
  "unreachable",
  "duplicate",
  "invalid",
];

/** One row as imported: its own cells and what the picks read from them. */
export interface ListRowDraft {
  /** Position in the list, from 0; the user reads it as "row {rowIndex + 1}". */
  rowIndex: number;
  cells: ListCells;
  website?: string;
  name?: string;
  country?: string;
  /** The company key (registrable domain); absent until a name is looked up. */
  companyKey?: string;
  state: "pending" | "duplicate" | "invalid";
  reason?: string;
}

/** Longest company name taken for a look-up; longer cells are notes, not names. */
const NAME_MAX = 200;

/** Reads every row with the picks; the order of the list decides which of two rows is the duplicate. */
export function readListRows(rows: ListCells[], picks: ColumnPicks): ListRowDraft[] {
  const firstRow = new Map<string, number>();
  return rows.map((cells, rowIndex) => {
    const draft = readRow(cells, rowIndex, picks);
    if (draft.state !== "pending") return draft;
    const key = draft.companyKey ?? nameKey(draft.name ?? "", draft.country);
    const earlier = firstRow.get(key);
    if (earlier === undefined) {
      firstRow.set(key, rowIndex);
      return draft;
    }
    return { ...draft, state: "duplicate", reason: duplicateReason(earlier, draft.companyKey) };
  });
}

/** Why a row is a duplicate: the earlier row, and the key they share when it is a domain. */
export function duplicateReason(earlierIndex: number, companyKey?: string): string {
  const key = companyKey ? ` (${companyKey})` : "";
  return `Same company as row ${earlierIndex + 1}${key}`;
}

function readRow(cells: ListCells, rowIndex: number, picks: ColumnPicks): ListRowDraft {
  const website = pickedCell(cells, picks.website);
  // One column picked for both (a pasted list): a cell is a website, or else a name.
  const oneColumn = picks.website !== undefined && picks.website === picks.name;
  const name = oneColumn ? "" : pickedCell(cells, picks.name);
  const country = pickedCell(cells, picks.country);
  const base = {
    rowIndex,
    cells,
    ...(country ? { country: country.slice(0, 100) } : {}),
  };
  const named = (text: string): ListRowDraft =>
    isName(text)
      ? { ...base, name: text.slice(0, NAME_MAX), state: "pending" }
      : { ...base, name: text, state: "invalid", reason: `Not a company name: "${clip(text)}"` };
  if (website) {
    const companyKey = websiteDomain(website);
    if (companyKey) {
      const withName = name ? { name: name.slice(0, NAME_MAX) } : {};
      return {
        ...base,
        ...withName,
        website: website.slice(0, 2048),
        companyKey,
        state: "pending",
      };
    }
    // A cell written as an address is never guessed into a name.
    if (looksLikeAddress(website) || (!oneColumn && !name)) {
      const reason = `Not a valid website address: "${clip(website)}"`;
      return { ...base, website, state: "invalid", reason };
    }
    if (oneColumn) return named(website);
  }
  if (!name) {
    return { ...base, state: "invalid", reason: "No website and no company name in this row" };
  }
  return named(name);
}

function pickedCell(cells: ListCells, column: string | undefined): string {
  return column ? (cells[column] ?? "").trim() : "";
}

/** Text written as an address (a scheme, "www.", a path, or one dotted word): not a name. */
function looksLikeAddress(text: string): boolean {
  return /:\/\/|^www\.|\//i.test(text) || (!/\s/.test(text) && text.includes("."));
}

/** A name has letters (of any script) and is not longer than a name gets. */
function isName(text: string): boolean {
  return (text.match(/\p{L}/gu)?.length ?? 0) >= 2 && text.length <= NAME_MAX;
}

/** Two name rows are one company when their names (case and spacing aside) and countries agree. */
function nameKey(name: string, country: string | undefined): string {
  const fold = (s: string) => s.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  return `name:${fold(name)}|${fold(country ?? "")}`;
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
