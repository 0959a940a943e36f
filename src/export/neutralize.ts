/*
 * Spreadsheet formula injection ("CSV injection"): scraped text such as a company name of
 * `=HYPERLINK("http://evil.example","x")` must never run as a formula in the customer's
 * Excel, LibreOffice or Google Sheets. We follow OWASP: a value that starts with = + - @ tab or
 * CR gets a leading apostrophe, so the spreadsheet shows it as text.
 *
 * The rule applies to xlsx cells too, not only CSV. An xlsx string cell is never evaluated on
 * open, but it is the moment the user presses F2+Enter on it, or saves the sheet as CSV and
 * opens that. The cost is a visible apostrophe on E.164 phones ("'+49 89 1234567"); the tel:
 * link behind the cell is unaffected. We accept that rather than special-case phone columns.
 *
 * Beyond the OWASP list, and because each is cheap: leading whitespace and control characters
 * are looked through (exceljs drops control characters when it writes XML, and some importers
 * trim spaces, so "\u0001=cmd" or " =cmd" can reach the grid as "=cmd"), and the full-width
 * forms ＝ ＋ － ＠ count as triggers because CJK-locale Excel converts them on edit.
 */

const LOOKED_THROUGH = "[\\s\\u0000-\\u001f\\u007f\\u200b-\\u200d\\u2060\\ufeff]*";
const TRIGGER = new RegExp(`^${LOOKED_THROUGH}[=+\\-@\\uff1d\\uff0b\\uff0d\\uff20]|^[\\t\\r]`);

/** Makes a value safe to put in a spreadsheet cell: nullish becomes "", triggers get a `'`. */
export function neutralizeCell(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  return TRIGGER.test(value) ? `'${value}` : value;
}
