/*
 * Postal addresses as European company sites write them: the postal code, then the town
 * ("04347 Leipzig", "50135 Firenze (FI)", "1012 AB Amsterdam", "00-950 Warszawa", "4000-123
 * Porto", "411 04 Göteborg", "EC1A 1BB"). A format may fit several countries (five digits:
 * DE, FR, IT, ES, FI, MX; four: AT, CH, BE, DK, NO, LU, HU); a letter prefix ("D-", "CH-") or the
 * country named after the town narrows it. North American lines put the town first, then the
 * state or province and its code ("Houston, TX 77006", "Montréal (Québec) H3B 2Y5"); their
 * house numbers ("1234 Westheimer Rd", "2100 W. Alabama St") are no European postcodes.
 */

const TOWN = String.raw`(\p{Lu}[\p{L}'’.-]*(?:[ -](?:am|an|im|in|bei|sur|sous|de|di|del|della|la|le|les|aan|den|upon|on|a|d'|\p{Lu}[\p{L}'’.-]*)){0,3})`;

// US states and Canadian provinces, by code and name, as a line writes them before the code.
const US_STATES =
  "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming";
const CA_PROVINCES =
  "QC|ON|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU|Québec|Quebec|Ontario|British Columbia|Colombie-Britannique|Alberta|Manitoba|Saskatchewan|Nova Scotia|Nouvelle-Écosse|New Brunswick|Nouveau-Brunswick|Newfoundland and Labrador|Terre-Neuve-et-Labrador|Prince Edward Island|Île-du-Prince-Édouard|Yukon";
// A Canadian postal code: letter, digit, letter, space, digit, letter, digit ("H3B 2Y5").
const CA_CODE = "[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d";

// Street types and compass prefixes that open a street after a house number ("1234 Westheimer
// Rd", "2100 W. Alabama"): such a line is a street, not a postcode and its town.
const STREET_TYPE =
  /^(?:rd|road|st|street|ave|av|avenue|blvd|boulevard|dr|drive|ln|lane|way|pkwy|parkway|hwy|highway|ct|court|pl|place|ste|suite|cir|circle|trl|trail|pike|sq|square|plaza|fwy|freeway|expy|expressway|tpke|turnpike)\.?$/i;
const COMPASS = /^(?:n|s|e|w|ne|nw|se|sw|north|south|east|west)\.?$/i;
// A street named first, as French-Canadian, Italian or Iberian lines write it ("1200 Rue
// Sainte-Catherine", "350 Via Nazionale" on a US page): no European town begins so.
const STREET_FIRST =
  /^(?:rue|avenue|av|boulevard|bd|chemin|allee|allée|impasse|quai|via|viale|piazza|corso|calle|avenida|rua|carrer)\.?$/i;
// A North American town, state and code after it on the line: the number was a house number.
const NORTH_AMERICAN_TAIL = new RegExp(
  `^[^\\n]{0,60}?[\\s,]\\(?(?:${US_STATES}|${CA_PROVINCES})\\)?,?\\s+(?:\\d{5}\\b|${CA_CODE}\\b)`,
);

function isStreetLine(town: string, after: string): boolean {
  const words = town.split(/\s+/);
  // "2100 W." alone: the sentence was cut after the street's compass prefix.
  if (COMPASS.test(words[0] ?? "")) return true;
  if (STREET_FIRST.test(words[0] ?? "")) return true;
  if (words.slice(1).some((w) => STREET_TYPE.test(w))) return true;
  return NORTH_AMERICAN_TAIL.test(after);
}

/** The town of a line that names it after the street with no comma ("8800 North Freeway Houston"). */
function afterStreet(town: string | undefined): string | undefined {
  const words = town?.trim().split(/\s+/) ?? [];
  const last = words.findLastIndex((w, i) => i < words.length - 1 && STREET_TYPE.test(w));
  return last === -1 ? town : words.slice(last + 1).join(" ");
}

interface Format {
  countries: string[];
  pattern: RegExp;
}

const FORMATS: Format[] = [
  {
    countries: ["NL"],
    pattern: new RegExp(String.raw`\b(?:NL-)?(\d{4}) ?([A-Z]{2})\s+${TOWN}`, "gu"),
  },
  { countries: ["PL"], pattern: new RegExp(String.raw`\b(?:PL-)?(\d{2}-\d{3})\s+${TOWN}`, "gu") },
  { countries: ["PT"], pattern: new RegExp(String.raw`\b(?:PT-)?(\d{4}-\d{3})\s+${TOWN}`, "gu") },
  { countries: ["SE"], pattern: new RegExp(String.raw`\b(?:SE-)?(\d{3} \d{2})\s+${TOWN}`, "gu") },
  {
    countries: ["GB"],
    pattern: new RegExp(
      String.raw`(?:^|[\s,])${TOWN},?\s+([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})\b`,
      "gu",
    ),
  },
  {
    countries: ["US"],
    pattern: new RegExp(
      String.raw`(?:^|[\s,])${TOWN},?\s+(?:${US_STATES}),?\s+(\d{5})(?:-\d{4})?\b`,
      "gu",
    ),
  },
  {
    countries: ["CA"],
    pattern: new RegExp(
      String.raw`(?:^|[\s,])${TOWN},?\s+(?:\(?(?:${CA_PROVINCES})\)?,?\s+)?(${CA_CODE})\b`,
      "gu",
    ),
  },
  {
    // Mexico writes its five-digit código postal before the town too ("76246 El Marqués, Qro.").
    countries: ["DE", "FR", "IT", "ES", "FI", "MX"],
    pattern: new RegExp(String.raw`\b(?:(D|DE|F|FR|I|IT|E|ES|FIN|FI)[- ])?(\d{5})\s+${TOWN}`, "gu"),
  },
  {
    countries: ["AT", "CH", "BE", "DK", "NO", "LU", "HU"],
    pattern: new RegExp(
      String.raw`\b(?:(A|AT|CH|B|BE|DK|N|NO|L|LU|H)[- ])?(\d{4})\s+${TOWN}`,
      "gu",
    ),
  },
];

const TOWN_FIRST = new Set(["GB", "US", "CA"]);

const PREFIX_COUNTRY: Record<string, string> = {
  D: "DE",
  F: "FR",
  I: "IT",
  E: "ES",
  FIN: "FI",
  A: "AT",
  B: "BE",
  N: "NO",
  L: "LU",
  H: "HU",
};

export interface PostalAddress {
  /** Countries the format fits, narrowed by a prefix when there is one. */
  countries: string[];
  town: string;
  index: number;
  length: number;
}

/** The postal code + town pairs in a text. */
export function postalAddressesIn(text: string): PostalAddress[] {
  const found: PostalAddress[] = [];
  for (const format of FORMATS) {
    for (const m of text.matchAll(format.pattern)) {
      const groups = m.slice(1);
      const prefix = format.countries.length > 1 ? groups[0] : undefined;
      const townFirst = TOWN_FIRST.has(format.countries[0] ?? "");
      const town = townFirst ? afterStreet(groups[0]) : groups[groups.length - 1];
      if (!town || found.some((f) => m.index >= f.index && m.index < f.index + f.length)) continue;
      // Years and quantities ("1991 Gründung", "2000 Stück") are no postcodes: a town follows a
      // code on an address line, so reject codes right after words like "seit", "since".
      if (
        /(?:seit|since|depuis|dal|desde|sinds|od|sedan|anno|year|jahr|©|\(c\)|copyright)\s*$/i.test(
          text.slice(0, m.index),
        )
      )
        continue;
      const after = text.slice(m.index + m[0].length);
      if (!townFirst && !prefix && isStreetLine(town.trim(), after)) continue;
      const narrowed = prefix ? (PREFIX_COUNTRY[prefix] ?? prefix) : undefined;
      found.push({
        countries: narrowed && format.countries.includes(narrowed) ? [narrowed] : format.countries,
        town: town.trim(),
        index: m.index,
        length: m[0].length,
      });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
