import { type CountryCode, getCountries, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { nationalPrefixOf } from "./phones.ts";

/*
 * "Tel: 0844 800 1500" on a page read as American: a number opening with the trunk prefix 0 is
 * no North American number, and nothing else on the page may say where it rings. Its grouping
 * does: each country writes its national numbers in its own groups (the UK "0844 800 1500",
 * Sweden "08-691 69 00", Germany "030 1234567"), and libphonenumber-js's metadata knows them.
 * When exactly one country that dials a trunk 0 both deems the digits valid and groups them as
 * the page does, the number is that country's; two or more (France and Benin both write
 * "01 23 45 67 89") leave it unread, for the page's other clues to decide or for nobody.
 */

/** "(0xx) …", "0…": a run that opens with a trunk 0 (an international "+…" never does). */
const TRUNK_RUN = /(?<![\d+])\(?0[\d\s().–-]*\d/gu;
const MIN_DIGITS = 7;

let trunkZeroCountries: CountryCode[] | undefined;

/** The countries whose national numbers open with the trunk prefix 0, looked up once. */
function countriesWithTrunkZero(): CountryCode[] {
  trunkZeroCountries ??= getCountries().filter((country) => nationalPrefixOf(country) === "0");
  return trunkZeroCountries;
}

/** The lengths of a written number's digit groups: "(022) 6774 5858" → "3-4-4". */
const groupsOf = (written: string) => (written.match(/\d+/g) ?? []).map((g) => g.length).join("-");

/** The one trunk-0 country whose national format writes `written` digit for digit, group for group. */
function countryOfGrouping(written: string): CountryCode | undefined {
  const digits = written.replace(/\D/g, "");
  const groups = groupsOf(written);
  let only: CountryCode | undefined;
  for (const country of countriesWithTrunkZero()) {
    const parsed = parsePhoneNumberFromString(written, country);
    if (!parsed?.isValid() || parsed.country !== country) continue;
    const national = parsed.formatNational();
    if (national.replace(/\D/g, "") !== digits || groupsOf(national) !== groups) continue;
    if (only) return undefined;
    only = country;
  }
  return only;
}

/**
 * The country a line's trunk-0 numbers are written in, when their groupings name one country
 * and no two numbers on the line disagree; undefined otherwise.
 */
export function trunkCountryOf(text: string): CountryCode | undefined {
  const countries = new Set<CountryCode>();
  for (const run of text.matchAll(TRUNK_RUN)) {
    // "0844 800 1500 / 0845 …" is cut at the slash by the pattern; a run too short is no number.
    const written = run[0].trim();
    if (written.replace(/\D/g, "").length < MIN_DIGITS) continue;
    const country = countryOfGrouping(written);
    if (country) countries.add(country);
  }
  return countries.size === 1 ? [...countries][0] : undefined;
}
