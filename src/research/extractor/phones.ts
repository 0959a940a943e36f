import type { CountryCode } from "libphonenumber-js/max";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { Line } from "./text.ts";

/*
 * Phone numbers from tel: links and from text right after a phone label, parsed with
 * libphonenumber-js (full metadata, so validity is checked per number range) and stored as E.164.
 * Numbers labelled as fax are left out: nobody answers them.
 */

/** Labels that announce a phone number: Tel, Telefon, Téléphone, Teléfono, Telefoon, Mob, ... */
const PHONE_LABEL = String.raw`(?:t[eé]l(?:[eé](?:fon[eo]?|phone|foon|fono))?\.?\s*/\s*fax|t[eé]l(?:[eé](?:fon[eo]?|phone|foon|fono))?|phone|fon|tlf|tfn|mob(?:il|ile|iel)?|handy|cell(?:ulare)?|gsm|portable|m[oó]vil|celular|t|m|p)`;
const FAX_LABEL = "(?:(?:tele)?fax|f)";
const FAX_ONLY = new RegExp(`^${FAX_LABEL}$`, "i");

/** A label, an optional "(office)"-style note and separator, then the number itself. */
const LABELLED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${PHONE_LABEL}|${FAX_LABEL})(\.?(?:\s*\([^)]{0,20}\))?\s*[:.]?\s*)(\+?\(?\d[\d\s()./–-]{4,22}\d)`,
  "giu",
);

/** Single letters ("T", "F") are labels only when followed by a colon or period. */
const SINGLE_LETTER = /^[tmpf]$/i;

/** Normalizes a raw number to E.164 when libphonenumber-js deems it valid. */
export function toE164(raw: string, countryCode?: string): string | undefined {
  // "+49 (0)30 ..." repeats the trunk prefix after the country code; the parser would keep it.
  const cleaned = raw.replace(/^(\+\d{1,3})\s*\(0\)\s*/, "$1 ").trim();
  const defaultCountry = countryCode?.toUpperCase() as CountryCode | undefined;
  const parsed = parsePhoneNumberFromString(cleaned, defaultCountry ? { defaultCountry } : {});
  return parsed?.isValid() ? parsed.number : undefined;
}

export interface LinePhones {
  phones: string[];
  faxes: string[];
}

function pushNew(list: string[], value: string | undefined): void {
  if (value && !list.includes(value)) list.push(value);
}

/** Phones and faxes one line states; `previous` supplies a label sitting alone on the line before. */
export function phonesInLine(line: Line, countryCode?: string, previous?: Line): LinePhones {
  const labelled: string[] = [];
  const faxes: string[] = [];
  // A definition list or table puts "Telefon" in one cell and the number in the next.
  const labelOnly = previous && /^[\p{L}./ ]{1,20}:?$/u.test(previous.text) ? previous.text : "";
  const text = labelOnly ? `${labelOnly} ${line.text}` : line.text;
  for (const match of text.matchAll(LABELLED)) {
    const label = match[1] ?? "";
    if (SINGLE_LETTER.test(label) && !/[:.]/.test(match[2] ?? "")) continue;
    pushNew(FAX_ONLY.test(label) ? faxes : labelled, toE164(match[3] ?? "", countryCode));
  }
  const phones = [...labelled];
  for (const href of line.hrefs) {
    const tel = /^\s*tel:(.+)$/i.exec(href)?.[1];
    if (!tel) continue;
    let raw = tel;
    try {
      raw = decodeURIComponent(tel);
    } catch {
      // Keep the raw target; the parser rejects it if it is not a number.
    }
    const number = toE164(raw, countryCode);
    // "Fax: <a href="tel:...">" is still a fax, unless the same number is also labelled a phone.
    if (number && (!faxes.includes(number) || labelled.includes(number))) pushNew(phones, number);
  }
  return { phones, faxes: faxes.filter((fax) => !labelled.includes(fax)) };
}
