import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js/max";
import { countriesNamedIn } from "../knowledge/countries.ts";
import { type LabelKind, labelOnly, labelsIn } from "./phone-labels.ts";
import { type LinePhones, nationalPrefixOf, phonesInLine } from "./phones.ts";
import { fold, type Line } from "./text.ts";

/** How many other countries a page may name for its labelled numbers to be tried in (below). */
const MAX_NAMED_COUNTRIES = 3;

/**
 * The first few countries other than `region` that a page names anywhere in its text, looked up
 * on first use: scanning a page for every country's names costs more than reading its phones, and
 * most pages never need it.
 */
export function countriesNamedOn(lines: Line[], region: string | undefined): () => string[] {
  let named: string[] | undefined;
  return () => {
    named ??= countriesNamedIn(fold(lines.map((line) => line.text).join(" \n ")))
      .map((country) => country.code)
      .filter((code) => code !== region?.toUpperCase())
      .slice(0, MAX_NAMED_COUNTRIES);
    return named;
  };
}

/**
 * A line's phones read with the site's country; a labelled number that is no number there is read
 * with a country the page names ("India Offices" … "New Delhi 110 015" … "Tel: 011-4141 9500"): a
 * multinational's office list rarely repeats the country on each address. Only labelled lines,
 * and only where the site's own country reads nothing, so a local number is never re-read abroad.
 */
export function phonesOfLine(
  line: Line,
  region: string | undefined,
  previous: Line | undefined,
  headed: LabelKind | undefined,
  abroad: () => string[],
  below?: LabelKind,
  addressed = false,
): LinePhones {
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
  if (found.phones.length > 0 || found.faxes.length > 0 || !/\d{3}/.test(line.text)) return found;
  const labelled =
    headed !== undefined ||
    (previous !== undefined && labelOnly(previous.text) !== undefined) ||
    labelsIn(line.text).some((label) => label.kind !== "other");
  if (!labelled) return found;
  // "Saudi Arabia / Tel: 966 38335461": the country's calling code written without its "+". Read
  // so, and never as another named country's national number made of its tail (+973 3833 5461):
  // a number in a format no longer dialled is none, not someone else's.
  const elsewhere = addressed ? [] : abroad();
  for (const country of [region, ...elsewhere]) {
    const dialled = withPlus(line, country);
    if (dialled) return read(dialled, country);
  }
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
  return found;
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
