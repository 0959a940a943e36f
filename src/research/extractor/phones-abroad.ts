import { countriesNamedIn } from "../knowledge/countries.ts";
import { type LabelKind, labelOnly, labelsIn } from "./phone-labels.ts";
import { type LinePhones, phonesInLine } from "./phones.ts";
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
): LinePhones {
  const found = phonesInLine(line, region, previous, headed, below);
  if (found.phones.length > 0 || found.faxes.length > 0 || !/\d{3}/.test(line.text)) return found;
  const labelled =
    headed !== undefined ||
    (previous !== undefined && labelOnly(previous.text) !== undefined) ||
    labelsIn(line.text).some((label) => label.kind !== "other");
  if (!labelled) return found;
  for (const country of abroad()) {
    const there = phonesInLine(line, country, previous, headed, below);
    if (there.phones.length > 0 || there.faxes.length > 0) return there;
  }
  return found;
}
