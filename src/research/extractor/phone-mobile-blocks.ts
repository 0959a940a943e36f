import type { CountryCode, PhoneNumber } from "libphonenumber-js/max";
import { getCountryCallingCode, Metadata } from "libphonenumber-js/max";

/*
 * Mobile and landline blocks the metadata does not list yet. Regulators hand out mobile blocks
 * month by month (Ofcom's "07700 9xx xxx", a new "077x" block), and new blocks inside an area
 * code, and libphonenumber's ranges follow later, so a number a page prints may fail the
 * exact-range check although it is written as the country's numbers are: the first three national
 * digits and the length of a listed range. Such a number rings. A mobile must open as only mobiles
 * do; a landline must be written whole (trunk prefix or country code), never as a bare local
 * number. Any other opening or length still does not pass. The ranges are the metadata's.
 */

const metadata = new Metadata();

/** How many first digits of a listed mobile range an unlisted block shares. */
const PREFIX_DIGITS = 3;
/** Digits enumerated before the rest of a sample number is filled in. */
const SAMPLE_DIGITS = 4;

/** The calling code of the North American plan. */
const SHARED_AREA_CODES = "1";

/** The openings of the listed mobile numbers, each with its length: "10:770". */
type MobilePlan = Set<string>;

const plans = new Map<string, MobilePlan | undefined>();

/** The numbering plan's pattern and lengths of one type of number, if the country lists it. */
function typeOf(name: string): { pattern: RegExp; lengths: number[] } | undefined {
  // Present at runtime though missing from the typings.
  const numbering = metadata.numberingPlan as unknown as {
    type(name: string): { pattern(): string; possibleLengths(): number[] } | undefined;
  };
  const type = numbering.type(name);
  const source = type?.pattern() ?? "";
  const lengths = type?.possibleLengths() ?? [];
  return source && lengths.length > 0
    ? { pattern: new RegExp(`^(?:${source})$`), lengths }
    : undefined;
}

/** "10:770" for each length and opening that some number of the type has. */
function openings(type: { pattern: RegExp; lengths: number[] }): Set<string> {
  const found = new Set<string>();
  for (const length of type.lengths) {
    for (let n = 0; n < 10 ** SAMPLE_DIGITS; n++) {
      const start = String(n).padStart(SAMPLE_DIGITS, "0");
      const key = `${length}:${start.slice(0, PREFIX_DIGITS)}`;
      if (found.has(key)) continue;
      const fill = (digit: string) => start + digit.repeat(Math.max(0, length - SAMPLE_DIGITS));
      if ([..."0123456789"].some((digit) => type.pattern.test(fill(digit)))) found.add(key);
    }
  }
  return found;
}

/** A country's plan, built once from its numbering metadata; undefined where it has none. */
function planOf(
  cache: Map<string, MobilePlan | undefined>,
  country: string,
  build: () => MobilePlan | undefined,
): MobilePlan | undefined {
  if (cache.has(country)) return cache.get(country);
  let plan: MobilePlan | undefined;
  try {
    metadata.selectNumberingPlan(country as CountryCode);
    plan = build();
  } catch {
    plan = undefined;
  }
  cache.set(country, plan);
  return plan;
}

/**
 * The openings and lengths only a country's mobiles have: where landlines open the same way (the
 * area codes of North America, which serve both), an unlisted number could be either or neither.
 */
const mobilePlan = (country: string) =>
  planOf(plans, country, () => {
    const mobile = typeOf("MOBILE");
    const fixed = typeOf("FIXED_LINE");
    if (!mobile) return undefined;
    const landlines = fixed ? openings(fixed) : new Set<string>();
    return new Set([...openings(mobile)].filter((key) => !landlines.has(key)));
  });

const landlinePlans = new Map<string, MobilePlan | undefined>();

/**
 * The openings and lengths of a country's landlines: a new block inside an area code ("01632
 * 960 …" beside "01630", "01633") shares the area code's first digits.
 */
const landlinePlan = (country: string) =>
  planOf(landlinePlans, country, () => {
    const fixed = typeOf("FIXED_LINE");
    return fixed ? openings(fixed) : undefined;
  });

/** The page's country where the number is dialled with its code, else the code's main country. */
function homeOf(callingCode: string, country: string | undefined): string | undefined {
  try {
    if (country && getCountryCallingCode(country as CountryCode) === callingCode) return country;
    // Present at runtime though missing from the typings.
    const codes = (
      metadata as unknown as { countryCallingCodes(): Record<string, string[]> }
    ).countryCallingCodes();
    return codes[callingCode]?.[0];
  } catch {
    return undefined;
  }
}

/** True when a number the metadata rejects is written as one of its country's mobiles. */
export function inUnlistedMobileBlock(parsed: PhoneNumber, country: string | undefined): boolean {
  if (!parsed.isPossible()) return false;
  // North American numbers open with an area code that landlines and mobiles share alike.
  if (parsed.countryCallingCode === SHARED_AREA_CODES) return false;
  const home = parsed.country ?? homeOf(parsed.countryCallingCode, country);
  if (!home) return false;
  const plan = mobilePlan(home);
  const national = parsed.nationalNumber;
  return !!plan?.has(`${national.length}:${national.slice(0, PREFIX_DIGITS)}`);
}

/**
 * True when a number the metadata rejects is written as one of its country's landlines, whole:
 * with the trunk prefix or the country code before an opening and a length the plan lists. A bare
 * local number ("52387990") is no such number: without its area code it could be anyone's.
 */
export function inUnlistedLandlineBlock(
  parsed: PhoneNumber,
  country: string | undefined,
  whole: boolean,
): boolean {
  if (!whole || !parsed.isPossible() || parsed.countryCallingCode === SHARED_AREA_CODES) {
    return false;
  }
  const home = parsed.country ?? homeOf(parsed.countryCallingCode, country);
  const national = parsed.nationalNumber;
  return (
    !!home && !!landlinePlan(home)?.has(`${national.length}:${national.slice(0, PREFIX_DIGITS)}`)
  );
}
