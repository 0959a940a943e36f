/*
 * Postal addresses as European company sites write them: the postal code, then the town
 * ("04347 Leipzig", "50135 Firenze (FI)", "1012 AB Amsterdam", "00-950 Warszawa", "4000-123
 * Porto", "411 04 Göteborg", "EC1A 1BB"). A format may fit several countries (five digits:
 * DE, FR, IT, ES, FI; four: AT, CH, BE, DK, NO, LU, HU); a letter prefix ("D-", "CH-") or the
 * country named after the town narrows it.
 */

const TOWN = String.raw`(\p{Lu}[\p{L}'’.-]*(?:[ -](?:am|an|im|in|bei|sur|sous|de|di|del|della|la|le|les|aan|den|upon|on|a|d'|\p{Lu}[\p{L}'’.-]*)){0,3})`;

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
    pattern: new RegExp(String.raw`(?:^|[\s,])${TOWN},\s+[A-Z]{2}\s+(\d{5})(?:-\d{4})?\b`, "gu"),
  },
  {
    countries: ["DE", "FR", "IT", "ES", "FI"],
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
      const townFirst = format.countries[0] === "GB" || format.countries[0] === "US";
      const town = townFirst ? groups[0] : groups[groups.length - 1];
      if (!town || found.some((f) => m.index >= f.index && m.index < f.index + f.length)) continue;
      // Years and quantities ("1991 Gründung", "2000 Stück") are no postcodes: a town follows a
      // code on an address line, so reject codes right after words like "seit", "since".
      if (
        /(?:seit|since|depuis|dal|desde|sinds|od|sedan|anno|year|jahr|©|\(c\)|copyright)\s*$/i.test(
          text.slice(0, m.index),
        )
      )
        continue;
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
