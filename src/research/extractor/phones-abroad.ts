import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js/max";
import { countriesNamedIn } from "../knowledge/countries.ts";
import { emailsInLine } from "./emails.ts";
import { countryItemsOf } from "./phone-country-notes.ts";
import { labelsNumberAbove } from "./phone-label-layout.ts";
import { type LabelKind, labelOnly, labelsIn } from "./phone-labels.ts";
import { trunkCountryOf } from "./phone-trunk-country.ts";
import { type LinePhones, nationalPrefixOf, phonesInLine } from "./phones.ts";
import { countryOfDomain } from "./site-country.ts";
import { fold, type Line } from "./text.ts";

/** Six digits in one run, as the shortest number is written ("01 42 68 53 00" has no three together). */
const SIX_DIGITS = /\d(?:[\s./-]?\d){5}/;

/** A line that is one number opening with a trunk 0, and nothing else. */
const TRUNK_NUMBER_ALONE = /^\s*\(?0\d*\)?(?:[\s./-]*\d+)+\s*$/;

/** How many countries a page points at for its labelled national numbers to be tried in (below). */
const MAX_NATIONAL_TRIES = 3;

/**
 * The countries other than `region` that a page points at, looked up on first use: scanning a
 * page for every country's names costs more than reading its phones, and most pages never need
 * it. First the country-code domains of the addresses it writes ("support@bank.se",
 * "info@firma.com.br": a site whose own address is abroad, whatever its page was saved as), then
 * the countries it names, in the order it names them.
 */
export function countriesNamedOn(lines: Line[], region: string | undefined): () => string[] {
  let pointed: string[] | undefined;
  return () => {
    pointed ??= [...new Set([...domainCountries(lines), ...namedCountries(lines)])].filter(
      (code) => code !== region?.toUpperCase(),
    );
    return pointed;
  };
}

/** The countries of the country-code domains of the addresses the lines write. */
function domainCountries(lines: Line[]): string[] {
  return lines.flatMap((line) =>
    emailsInLine(line).flatMap((email) => countryOfDomain(`https://${email.split("@")[1]}`) ?? []),
  );
}

const namedCountries = (lines: Line[]) =>
  countriesNamedIn(fold(lines.map((line) => line.text).join(" \n "))).map(
    (country) => country.code,
  );

/** Where a line stands on its page: what reading its numbers needs beside the line itself. */
export interface LineContext {
  /** The country its numbers are read in: the site's, or a nearby address's. */
  region: string | undefined;
  /** The line above, and the ones above that, nearest first. */
  previous?: Line | undefined;
  earlier?: readonly Line[];
  /** The label of the heading or column the line stands under. */
  headed?: LabelKind | undefined;
  /** The label written on the line under it ("030 1234567" / "Telefon"). */
  below?: LabelKind | undefined;
  /** The countries the page points at, computed once when first asked. */
  abroad: () => string[];
  /** Under an address naming its country: the number is that country's. */
  addressed?: boolean;
}

/**
 * A line's phones, each item of a line that names a country beside its numbers ("Deutschland:
 * 0800 …", "… (Ireland)") read with that country, as under an address naming it
 * (phone-country-notes.ts); any other line read whole (below).
 */
export function phonesOfLine(line: Line, context: LineContext): LinePhones {
  const { previous, below, earlier = [], region } = context;
  // "030 1234567" / "Telefon" / "030 1234568" / "Telefax": "Telefon" is the number's above,
  // when this number too has its label under it.
  if (previous && below && labelsNumberAbove(previous, earlier, region)) {
    return phonesOfLine(line, { ...context, previous: undefined, headed: undefined, earlier: [] });
  }
  const items = countryItemsOf(line);
  if (!items) return phonesOfItem(line, context);
  const found: LinePhones = { phones: [], faxes: [] };
  for (const item of items) {
    const named = item.country !== undefined;
    const there = phonesOfItem(item.line, {
      ...context,
      region: item.country ?? region,
      addressed: named || context.addressed === true,
    });
    for (const phone of there.phones) {
      if (!found.phones.some((seen) => seen.value === phone.value)) found.phones.push(phone);
    }
    found.faxes.push(...there.faxes);
  }
  return found;
}

/**
 * A line's phones read with the site's country; a labelled number that is no number there is read
 * with a country the page points at ("India Offices" … "New Delhi 110 015" … "Tel: 011-4141 9500"):
 * a multinational's office list rarely repeats the country on each address. Failing those, a
 * number with a trunk 0 on a site whose country dials none is read in the one country that groups
 * it as printed. Only labelled lines (or a trunk-0 number alone on its line, for the countries
 * pointed at), and only where the site's own country reads nothing, so a local number is never
 * re-read abroad.
 */
function phonesOfItem(line: Line, context: LineContext): LinePhones {
  const { region, previous, headed, abroad, below, addressed = false } = context;
  const read = (text: Line, country: string | undefined) =>
    phonesInLine(text, country, previous, headed, below);
  // Under an address naming its country, "48 22 123 45 67" opens with that country's code: read
  // whole with it, before a national reading could take "48 2212345" and leave "67" behind.
  const coded = addressed ? withPlus(line, region) : undefined;
  const international = coded ? read(coded, region) : undefined;
  if (international && international.phones.length + international.faxes.length > 0) {
    return international;
  }
  const found = read(line, region);
  if (found.phones.length > 0 || found.faxes.length > 0 || !SIX_DIGITS.test(line.text))
    return found;
  const labelled =
    headed !== undefined ||
    (previous !== undefined && labelOnly(previous.text) !== undefined) ||
    labelsIn(line.text).some((label) => label.kind !== "other");
  // "(032) 231-3876" alone under an address, on a page read as North American: a number with a
  // trunk 0 is no number there, and a line holding it alone holds nothing else. It is read in a
  // country the page points at, never by its grouping alone.
  const alone = nationalPrefixOf(region) !== "0" && TRUNK_NUMBER_ALONE.test(line.text);
  if (!labelled && !alone) return found;
  // "Saudi Arabia / Tel: 966 38335461": the country's calling code written without its "+". Read
  // so, and never as another named country's national number made of its tail (+973 3833 5461):
  // a number in a format no longer dialled is none, not someone else's. Every country the page
  // points at may own the calling code; only the first few are tried for a national reading
  // (below), which any of many countries might give a run of digits.
  const pointed = addressed ? [] : abroad();
  for (const country of [region, ...pointed]) {
    const dialled = withPlus(line, country);
    if (!dialled) continue;
    const there = read(dialled, country);
    // The site's own code may be a mere "1" opening a group ("030 1234567"): read nothing so,
    // it says nothing. Another country's code, as the page's opening digits, is that country's.
    if (country !== region || there.phones.length > 0 || there.faxes.length > 0) return there;
  }
  const elsewhere = pointed.slice(0, MAX_NATIONAL_TRIES);
  if (addressed) {
    // "Germany / Tel: 89 54558132": an office list written for readers abroad drops the trunk
    // prefix. Under an address that names its country the number is that country's, and no
    // other country is tried: the address says where it rings.
    const home = withTrunk(line, region);
    return home ? read(home, region) : found;
  }
  for (const country of elsewhere) {
    const there = read(line, country);
    if (there.phones.length > 0 || there.faxes.length > 0) return there;
  }
  // "Tel: 0844 800 1500" where the site's country dials no trunk 0 (North America): the one
  // country whose numbers are grouped so (phone-trunk-country.ts).
  if (!labelled || nationalPrefixOf(region) === "0") return found;
  const grouped = trunkCountryOf(line.text);
  return grouped ? read(line, grouped) : found;
}

/** The line with `country`'s trunk prefix before its first number ("Tel: 0 89 54558132"). */
function withTrunk(line: Line, country: string | undefined): Line | undefined {
  const trunk = nationalPrefixOf(country);
  const first = /(^|[^+\d])(\d)(?=(?:[\s.-]?\d){6})/u.exec(line.text);
  if (!trunk || !first || first[2] === trunk) return undefined;
  const at = first.index + (first[1]?.length ?? 0);
  return { ...line, text: `${line.text.slice(0, at)}${trunk}${line.text.slice(at)}` };
}

/**
 * The line with a "+" before a number that opens with `country`'s calling code ("Tel: 966 3833
 * 5461" → "Tel: +966 3833 5461"); undefined when no number on it does.
 */
function withPlus(line: Line, country: string | undefined): Line | undefined {
  const code = country && isSupportedCountry(country) ? getCountryCallingCode(country) : "";
  if (!code) return undefined;
  const opening = new RegExp(`(^|[^+\\d])(${code})(?=(?:[\\s.-]?\\d){6})`, "u");
  if (!opening.test(line.text)) return undefined;
  return { ...line, text: line.text.replace(opening, "$1+$2") };
}
