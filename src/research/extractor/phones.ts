import type { CountryCode, PhoneNumber } from "libphonenumber-js/max";
import { Metadata, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { printedLabelOf } from "./phone-kind.ts";
import { endingLabelKind, type LabelKind, labelOnly } from "./phone-labels.ts";
import { inUnlistedLandlineBlock, inUnlistedMobileBlock } from "./phone-mobile-blocks.ts";
import { numbersInText } from "./phone-numbers.ts";
import type { Line } from "./text.ts";

/*
 * Phone numbers from tel: links and from text right after a phone label, parsed with
 * libphonenumber-js (full metadata, so validity is checked per number range) and stored as E.164.
 * Numbers labelled as fax are left out: nobody answers them.
 *
 * A number is kept only when its digits are the digits the page wrote, in the number's national
 * form ("030 1234567") or its international form ("+49 30 1234567", "0049 30 1234567",
 * "+49 (0)30 1234567"). The parser fills in what a page leaves out: with Germany as the default
 * region it reads "(206) 672-9730" as +49 2066729730, a number no German page would write without
 * its leading 0. Such a reading is a number the page does not show, so it is dropped.
 */

/** A number as found: E.164, and whether the page wrote it with its country code. */
export interface FoundPhone {
  value: string;
  /** True when written in international form: a leading + (or an exit code such as 00) and the country code. */
  international: boolean;
  /** The label printed with it when it says more than "phone": "Mobile", "Toll free", "Tel/Fax". */
  label?: string;
}

const metadata = new Metadata();

/** The country's trunk prefix ("0" in most of Europe, "1" in North America), if it has one. */
export function nationalPrefixOf(country: string | undefined): string {
  if (!country) return "";
  try {
    metadata.selectNumberingPlan(country as CountryCode);
    // Present at runtime though missing from the typings.
    const plan = metadata.numberingPlan as
      | { nationalPrefix?: () => string | undefined }
      | undefined;
    const prefix = plan?.nationalPrefix?.() ?? "";
    return /^\d+$/.test(prefix) ? prefix : "";
  } catch {
    return "";
  }
}

/** The exit code dialled before a country code from `country` ("00", "011"). */
function exitCodesOf(country: CountryCode | undefined): string[] {
  const codes = new Set(["00"]);
  if (country) {
    try {
      metadata.selectNumberingPlan(country);
      const idd = metadata.numberingPlan?.IDDPrefix();
      if (idd && /^\d+$/.test(idd)) codes.add(idd);
    } catch {
      // Unknown country: only "00".
    }
  }
  return [...codes];
}

/**
 * Whether the page's digits are the parsed number's: "national" when written as the country
 * writes it at home (trunk prefix included where it has one), "international" when written with
 * the country code, undefined when the parser supplied digits the page does not show.
 */
function writtenForm(
  written: string,
  parsed: PhoneNumber,
  defaultCountry: CountryCode | undefined,
): "national" | "international" | undefined {
  const digits = written.replace(/\D/g, "");
  const nn = parsed.nationalNumber;
  const cc = parsed.countryCallingCode;
  const nationalDigits = parsed.formatNational().replace(/\D/g, "");
  const trunk = nationalPrefixOf(parsed.country ?? defaultCountry);
  // "+49 30 ...", "+49 (0)30 ..." and "+49 030 ..." (the trunk prefix kept after the code).
  const withCode = new Set([`${cc}${nn}`, `${cc}${nationalDigits}`, `${cc}${trunk}${nn}`]);
  if (/^\s*\(?\+/.test(written)) return withCode.has(digits) ? "international" : undefined;
  for (const exit of exitCodesOf(defaultCountry)) {
    if (digits.startsWith(exit) && withCode.has(digits.slice(exit.length))) return "international";
  }
  // At home: the national format, or the trunk prefix and the number ("1 206 ..."), or the bare
  // number only where the national format has no trunk prefix (Spain, Poland, the US).
  const national = new Set([nationalDigits, `${trunk}${nn}`]);
  if (nationalDigits === nn) national.add(nn);
  return national.has(digits) ? "national" : undefined;
}

/** Reads a raw number as the page wrote it; undefined unless valid and shown digit for digit. */
export function readPhone(raw: string, countryCode?: string): FoundPhone | undefined {
  // "+49 (0)30 ..." repeats the trunk prefix after the country code; the parser would keep it.
  // "(+39) 02 ..." brackets the country code.
  const cleaned = raw
    .trim()
    .replace(/^\((\+\d{1,3})\)/, "$1")
    .replace(/^(\+\d{1,3})\s*\(0\)\s*/, "$1 ");
  const defaultCountry = countryCode?.toUpperCase() as CountryCode | undefined;
  let parsed: PhoneNumber | undefined;
  try {
    parsed = parsePhoneNumberFromString(cleaned, defaultCountry ? { defaultCountry } : {});
  } catch {
    return undefined;
  }
  if (!parsed) return undefined;
  const form = writtenForm(raw, parsed, defaultCountry);
  // A new landline block is read only where the number is written whole: "+44 1632 …" or with
  // the trunk prefix, "01632 …".
  const trunk = nationalPrefixOf(parsed.country ?? defaultCountry);
  const whole = form === "international" || (!!trunk && raw.replace(/\D/g, "").startsWith(trunk));
  const listed =
    parsed.isValid() ||
    inUnlistedMobileBlock(parsed, defaultCountry) ||
    inUnlistedLandlineBlock(parsed, defaultCountry, whole);
  if (!listed) return undefined;
  return form ? { value: parsed.number, international: form === "international" } : undefined;
}

/** Normalizes a raw number to E.164 when libphonenumber-js deems it valid and the page shows it. */
export function toE164(raw: string, countryCode?: string): string | undefined {
  return readPhone(raw, countryCode)?.value;
}

export interface LinePhones {
  phones: FoundPhone[];
  faxes: string[];
}

/** Adds a number once; a second sighting in international form marks it international. */
function pushNew(list: FoundPhone[], found: FoundPhone | undefined): void {
  if (!found) return;
  const same = list.find((phone) => phone.value === found.value);
  if (!same) list.push({ ...found });
  else {
    if (found.international) same.international = true;
    if (found.label && !same.label) same.label = found.label;
  }
}

/** "Phone: 555-0100 · Fax:" over "555-0101": a line that ends with a label and its colon. */
function endingLabel(text: string): LabelKind | undefined {
  const written = text.trim();
  return /[:.]$/.test(written) ? endingLabelKind(written) : undefined;
}

/**
 * Phones and faxes one line states; `previous` supplies a label sitting alone on the line before
 * (or ending it with a colon), `heading` one that heads a list of lines above it ("Fax:" over
 * "Admissions: 555-0100"), `below` a label alone on the line after that heads no number of its own.
 */
export function phonesInLine(
  line: Line,
  countryCode?: string,
  previous?: Line,
  heading?: LabelKind,
  below?: LabelKind,
): LinePhones {
  const labelled: FoundPhone[] = [];
  const faxes: FoundPhone[] = [];
  // A definition list or table puts "Telefon" in one cell and the number in the next.
  const fromPrevious = previous
    ? (labelOnly(previous.text) ?? endingLabel(previous.text))
    : undefined;
  const aboveText =
    previous && !/\d/.test(previous.text) ? printedLabelOf(previous.text) : undefined;
  const around = {
    above: fromPrevious ?? heading,
    ...(aboveText ? { aboveText } : {}),
    ...(below ? { below } : {}),
    ...(line.loneNumbers ? { lone: line.loneNumbers } : {}),
    ...(line.linkDigits ? { links: line.linkDigits } : {}),
  };
  const read = (raw: string) => readPhone(raw, countryCode);
  for (const number of numbersInText(line.text, read, around)) {
    const phone = number.label ? { ...number.phone, label: number.label } : number.phone;
    pushNew(number.kind === "fax" ? faxes : labelled, phone);
  }
  const isLabelled = (value: string) => labelled.some((phone) => phone.value === value);
  const isFax = (value: string) => faxes.some((fax) => fax.value === value);
  const phones = labelled.map((phone) => ({ ...phone }));
  for (const href of line.hrefs) {
    const tel = /^\s*tel:(.+)$/i.exec(href)?.[1];
    if (!tel) continue;
    let raw = tel;
    try {
      raw = decodeURIComponent(tel);
    } catch {
      // Keep the raw target; the parser rejects it if it is not a number.
    }
    const number = readPhone(raw, countryCode);
    // "Fax: <a href="tel:...">" is still a fax, unless the same number is also labelled a phone.
    if (number && (!isFax(number.value) || isLabelled(number.value))) pushNew(phones, number);
  }
  return {
    phones,
    faxes: faxes.filter((fax) => !isLabelled(fax.value)).map((fax) => fax.value),
  };
}
