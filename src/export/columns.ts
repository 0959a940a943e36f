import { CRITERION_LABELS, criterionOf, criterionText } from "./criteria";
import type { LeadRow } from "./lead-row";
import type { LinkKind } from "./links";
import { neutralizeCell } from "./neutralize";

/** The row's plain text fields (the verdict is spread over columns of its own). */
type TextField = Exclude<keyof LeadRow, "criteria" | "listRowNumber" | "listCells">;

/** One export column: shared by the xlsx and csv writers so the two files never drift apart. */
export interface ExportColumn {
  readonly header: string;
  /** A text field of the row, or (for a verdict column) the criterion it shows. */
  readonly field: TextField | `criterion:${string}` | `list:${string}` | "listRow";
  /** Width in Excel character units; the CSV ignores it. */
  readonly width: number;
  /** What the xlsx cell links to; the CSV carries the plain value. */
  readonly link?: LinkKind;
  /** A source-page column: evidence for another column rather than lead data. */
  readonly source?: true;
}

/*
 * The Results tab's eight columns (spec §2) in its order, with industry and the decision maker's
 * title split out so that they can be filtered, then the page each contact value came from. The
 * sources go last: they back up the data rather than being the data.
 */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: "Company", field: "companyName", width: 30 },
  { header: "Industry", field: "industry", width: 22 },
  { header: "What company does?", field: "companyDescription", width: 60 },
  { header: "Website", field: "website", width: 28, link: "web" },
  { header: "Decision Maker", field: "contactName", width: 24 },
  { header: "Salutation", field: "contactHonorific", width: 14 },
  { header: "Decision Maker Title", field: "contactTitle", width: 24 },
  { header: "Decision Maker Email", field: "contactEmail", width: 32, link: "email" },
  { header: "Email Check", field: "contactEmailStatus", width: 13 },
  { header: "Decision Maker Phone", field: "contactPhone", width: 20, link: "phone" },
  { header: "Company Email", field: "companyEmail", width: 32, link: "email" },
  { header: "Company Phone", field: "companyPhone", width: 20, link: "phone" },
  // The profile's fields as values a CRM maps (projects/lead-profile-values.ts).
  { header: "Country", field: "companyCountry", width: 16 },
  { header: "Country Code", field: "companyCountryCode", width: 8 },
  { header: "City", field: "companyCity", width: 18 },
  { header: "Company Type", field: "companyType", width: 18 },
  { header: "Products", field: "companyProducts", width: 30 },
  // The verdict, a column per criterion ("✓ quote (page)" / "✗ reason"): why this is a lead.
  ...(["country", "city", "companyType", "products", "keywords", "exclusions"] as const).map(
    (name) => ({
      header: `${CRITERION_LABELS[name]} Evidence`,
      field: `criterion:${name}` as const,
      width: 50,
    }),
  ),
  {
    header: "Decision Maker Source",
    field: "contactNameSource",
    width: 40,
    link: "web",
    source: true,
  },
  {
    header: "Decision Maker Email Source",
    field: "contactEmailSource",
    width: 40,
    link: "web",
    source: true,
  },
  {
    header: "Decision Maker Phone Source",
    field: "contactPhoneSource",
    width: 40,
    link: "web",
    source: true,
  },
  {
    header: "Company Email Source",
    field: "companyEmailSource",
    width: 40,
    link: "web",
    source: true,
  },
  {
    header: "Company Phone Source",
    field: "companyPhoneSource",
    width: 40,
    link: "web",
    source: true,
  },
];

/** The header row, in column order. */
export const EXPORT_HEADERS: readonly string[] = EXPORT_COLUMNS.map((column) => column.header);

/**
 * The columns of a list project's export (issue 30): its row number and the user's own columns
 * first, so the file joins back to the spreadsheet it came from, then ours. The user's columns
 * are prefixed, so that their "Website" never stands beside ours under one name.
 */
export function exportColumnsFor(listColumns?: readonly string[]): readonly ExportColumn[] {
  if (!listColumns) return EXPORT_COLUMNS;
  return [
    { header: "List Row", field: "listRow", width: 9 },
    ...listColumns.map((name) => ({
      header: `List: ${name}`,
      field: `list:${name}` as const,
      width: 22,
    })),
    ...EXPORT_COLUMNS,
  ];
}

/** The raw (untrusted) value of a column; null or "" means an empty cell. */
export function rawValue(row: LeadRow, column: ExportColumn): string | null {
  if (column.field === "listRow") return row.listRowNumber ? String(row.listRowNumber) : null;
  if (column.field.startsWith("list:")) {
    return row.listCells?.[column.field.slice("list:".length)] ?? null;
  }
  if (column.field.startsWith("criterion:")) {
    const criterion = criterionOf(row.criteria, column.field.slice("criterion:".length));
    return criterion ? criterionText(criterion) : null;
  }
  return row[column.field as TextField] ?? null;
}

/** The text a cell shows: neutralized against formula injection, "" for an empty cell. */
export function cellText(row: LeadRow, column: ExportColumn): string {
  return neutralizeCell(rawValue(row, column));
}
