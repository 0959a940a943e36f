/*
 * Spreadsheet formula injection ("CSV injection"): scraped text such as a company name of
 * `=HYPERLINK("http://evil.example","x")` must never run as a formula in the customer's
 * Excel, LibreOffice or Google Sheets. We follow OWASP: a value that starts with = + - @ tab or
 * CR gets a leading apostrophe, so the spreadsheet shows it as text.
 *
 * The rule applies to xlsx cells too, not only CSV. An xlsx string cell is never evaluated on
 * open, but it is the moment the user presses F2+Enter on it, or saves the sheet as CSV and
 * opens that.
 *
 * One exception: an international phone number ("+4989123456", "+49 89 123-456") is left as it
 * is, so it imports into a CRM unchanged. It is recognised by shape, not column: a "+", a
 * country code that does not start with 0, and 8 to 15 digits in all (E.164's limits), with only
 * the separators people write between them. Without letters, "!" or "|" such a value can at
 * worst be read as a number; it can name no function, link or DDE command.
 *
 * A value that holds a formula after a separator ("a;=cmd", "x,@SUM(1)", "x\t=1") is prefixed
 * too: an importer that splits on ";" (European Excel) or "," would otherwise hand "=cmd" a cell
 * of its own. The apostrophe makes the whole value text, and the CSV writer quotes such fields.
 *
 * Beyond the OWASP list, and because each is cheap: leading whitespace and control characters
 * are looked through (exceljs drops control characters when it writes XML, and some importers
 * trim spaces, so "\u0001=cmd" or " =cmd" can reach the grid as "=cmd"), and the full-width
 * forms ＝ ＋ － ＠ count as triggers because CJK-locale Excel converts them on edit.
 */

const LOOKED_THROUGH = "[\\s\\u0000-\\u001f\\u007f\\u200b-\\u200d\\u2060\\ufeff]*";
const TRIGGER_CHARS = "[=+\\-@\\uff1d\\uff0b\\uff0d\\uff20]";
const TRIGGER = new RegExp(`^${LOOKED_THROUGH}${TRIGGER_CHARS}|^[\\t\\r]`);
const AFTER_SEPARATOR = new RegExp(`[;,\\t\\r\\n]${LOOKED_THROUGH}${TRIGGER_CHARS}`);
const PHONE_SHAPE = /^\+[1-9][\d ()./-]*\d$/;

/** An E.164 number, bare or with the separators people write ("+49 (89) 123-456"). */
export function isInternationalPhone(value: string): boolean {
  if (!PHONE_SHAPE.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 8 && digits <= 15;
}

/** Makes a value safe to put in a spreadsheet cell: nullish becomes "", triggers get a `'`. */
export function neutralizeCell(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  if (isInternationalPhone(value)) return value;
  return TRIGGER.test(value) || AFTER_SEPARATOR.test(value) ? `'${value}` : value;
}
