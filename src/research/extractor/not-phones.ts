/*
 * Digit runs that are never a number to dial, whatever label stands before them: amounts of
 * money ("9 500–11 800 zł"), opening hours
 * ("Mo–Fr 08.00 - 12.00", "8.30–17.00"), dates ("12.05.2014", "8/28/2014", "2014-05-12"), year
 * ranges ("1998 - 2014") and bank accounts ("DE89 3704 0044 0532 0130 00", "12 3456 7890 1234 5678
 * 9012 3456"). Some of them parse as valid numbers somewhere ("0800 1200" is a German freephone).
 * A run a number is part of ("01.23.45.67.89") is never mistaken for a date inside it.
 */

/** Not glued to more digits by a dot, a colon, a slash or a hyphen. */
const OPEN = String.raw`(?<![\d.:/-])`;
const CLOSE = String.raw`(?![.:/-]?\d)`;

const TIME_RANGE = new RegExp(
  String.raw`${OPEN}(\d{1,2})[.:](\d{2})\s*[–-]\s*(\d{1,2})[.:](\d{2})${CLOSE}`,
  "g",
);
const DAY_MONTH_YEAR = new RegExp(
  String.raw`${OPEN}(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})${CLOSE}`,
  "g",
);
const YEAR_MONTH_DAY = new RegExp(
  String.raw`${OPEN}(?:19|20)\d{2}([./-])(\d{1,2})\1(\d{1,2})${CLOSE}`,
  "g",
);
const YEAR_RANGE = new RegExp(
  String.raw`${OPEN}((?:19|20)\d{2})\s*[–-]\s*((?:19|20)\d{2}|\d{2})${CLOSE}`,
  "g",
);

/**
 * Amounts of money, perhaps a range, with their currency before or after: "9 500–11 800 zł
 * brutto", "€ 1.250,00", "R$ 2,9 bilhões", "45 000 kr". Salaries, prices and capital are written
 * in groups of three that a phone pattern would join.
 */
const AMOUNT = String.raw`\d{1,3}(?:[ .,\u00a0]\d{3})*(?:[.,]\d{1,2})?`;
const AMOUNT_RANGE = String.raw`${AMOUNT}(?:\s*[–-]\s*${AMOUNT})?`;
const CURRENCY_AFTER = String.raw`(?:€|EUR|euros?|Euro|zł|złotych|PLN|kr|SEK|NOK|DKK|CHF|Fr\.|£|GBP|USD|dollars?|BRL|reais|MXN|COP|CLP|pesos?)`;
const CURRENCY_BEFORE = String.raw`(?:R\$|US\$|\$|€|£|CHF|EUR|PLN|SEK)`;
const MONEY = new RegExp(
  String.raw`(?<![\d.,]|\d\s)(?:${CURRENCY_BEFORE}\s?${AMOUNT_RANGE}|${AMOUNT_RANGE}\s?${CURRENCY_AFTER}(?![\p{L}]))`,
  "gu",
);

const within = (value: string | undefined, max: number) => Number(value) <= max;

function isTimeRange(m: RegExpMatchArray): boolean {
  return within(m[1], 24) && within(m[2], 59) && within(m[3], 24) && within(m[4], 59);
}

/** Day and month in either order (8/28/2014 in the US, 28.8.2014 in Europe). */
function isDate(m: RegExpMatchArray): boolean {
  const [a, b] = [Number(m[1]), Number(m[3])];
  if (a < 1 || b < 1) return false;
  return (a <= 31 && b <= 12) || (a <= 12 && b <= 31);
}

function isIsoDate(m: RegExpMatchArray): boolean {
  const [month, day] = [Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** "1998 - 2014", "2013-14": a later year after an earlier one. */
function isYearRange(m: RegExpMatchArray): boolean {
  const from = m[1] ?? "";
  const to = m[2] ?? "";
  const end = to.length === 2 ? Number(`${from.slice(0, 2)}${to}`) : Number(to);
  return end > Number(from);
}

/** An IBAN: country letters, check digits, then groups of four. */
const IBAN =
  /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Za-z0-9])/g;
/** A long account number written in fours: "12 3456 7890 1234 5678 9012 3456". */
const FOURS = /(?<![\d.-])\d{2,4}(?: \d{4}){3,}(?: \d{1,4})?(?![\d.-])/g;
const MIN_ACCOUNT_DIGITS = 16;

const blank = (found: string) => found.replace(/\d/g, "x");

/** Blanks what `pattern` finds where `valid` holds. */
function blankWhere(
  text: string,
  pattern: RegExp,
  valid: (m: RegExpMatchArray) => boolean,
): string {
  return text.replace(pattern, (...args) => {
    const found = args[0] as string;
    const groups = args.slice(0, -2) as string[];
    return valid(groups as unknown as RegExpMatchArray) ? blank(found) : found;
  });
}

/**
 * The text with the digits of opening hours, dates, year ranges, IBANs and long account numbers
 * blanked out (same length, so offsets hold): no piece of a number is ever cut from them.
 */
export function withoutNonNumbers(text: string): string {
  let out = text.replace(IBAN, blank).replace(MONEY, blank);
  out = blankWhere(out, FOURS, (m) => (m[0] ?? "").replace(/\D/g, "").length >= MIN_ACCOUNT_DIGITS);
  out = blankWhere(out, TIME_RANGE, isTimeRange);
  out = blankWhere(out, DAY_MONTH_YEAR, isDate);
  out = blankWhere(out, YEAR_MONTH_DAY, isIsoDate);
  return blankWhere(out, YEAR_RANGE, isYearRange);
}
