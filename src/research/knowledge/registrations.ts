/*
 * Where a company is registered, from what the law makes it print: VAT ids ("USt-IdNr.: DE 141
 * 902 377", "P.IVA 05123480487", "NL123456789B01") and trade-register numbers ("HRB 40217",
 * "KvK 12345678", "KRS 0000123456", "SIREN", "REA FI-519823", "org.nr 556677-8899"). Formats per
 * country, as the registers issue them.
 */

const VAT_LABEL =
  /(vat|ust|mwst|uid|tva|iva|btw|nip|moms|nif|cif|nipc|umsatzsteuer|partita|steuer|mehrwertsteuer|intracom|momsreg|vat-nr|vat no)/i;

// A VAT id with its country prefix; the body is checked per country once spaces are dropped.
const PREFIXED =
  /\b(DE|AT|FR|IT|ES|NL|PL|SE|PT|GB|BE|DK|FI|IE|LU|CZ|EL|CHE)[\s.-]?((?:[0-9A-Z][\s.-]?){8,14})/g;

const BODY: Record<string, RegExp> = {
  DE: /^\d{9}$/,
  AT: /^U\d{8}$/,
  FR: /^[0-9A-Z]{2}\d{9}$/,
  IT: /^\d{11}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  SE: /^\d{10}01$/,
  PT: /^\d{9}$/,
  GB: /^(\d{9}|\d{12})$/,
  BE: /^[01]\d{9}$/,
  DK: /^\d{8}$/,
  FI: /^\d{8}$/,
  IE: /^\d{7}[A-Z]{1,2}$/,
  LU: /^\d{8}$/,
  CZ: /^\d{8,10}$/,
  EL: /^\d{9}$/,
  CHE: /^\d{9}(MWST|TVA|IVA)?$/,
};

// National numbers written without a prefix, recognised by their label.
const NATIONAL: [string, RegExp][] = [
  ["IT", /\b(?:p\.?\s?iva|partita\s+iva|c\.?\s?f\.?\s+e\s+p\.?\s?iva)[^\d]{0,20}\d{11}\b/i],
  ["IT", /\bR\.?E\.?A\.?\s*(?:n\.?\s*)?[A-Z]{2}[\s-]?\d{4,7}\b/],
  ["PL", /\bNIP[^\d]{0,10}\d{3}-?\d{3}-?\d{2}-?\d{2}\b/i],
  ["PL", /\b(?:KRS|REGON)[^\d]{0,10}\d{9,10}\b/],
  ["NL", /\b(?:KvK|K\.v\.K\.|Kamer van Koophandel)[^\d]{0,20}\d{8}\b/i],
  ["DE", /\b(?:HRB|HRA)\s?\d{2,6}\b/],
  ["DE", /\bAmtsgericht\s+\p{Lu}/u],
  ["AT", /\b(?:FN|Firmenbuch(?:nummer)?)\s?\d{3,6}\s?[a-z]\b/i],
  ["FR", /\b(?:SIREN|SIRET)[^\d]{0,10}\d{3}\s?\d{3}\s?\d{3}/i],
  ["FR", /\bRCS\s+\p{Lu}[\p{L}-]+/u],
  ["ES", /\b(?:CIF|NIF|C\.I\.F\.|N\.I\.F\.)[:\s.]{0,4}[A-HJ-NP-SUVW]-?\d{7}[0-9A-J]\b/i],
  ["PT", /\b(?:NIPC|NIF|Contribuinte)[^\d]{0,12}[1-9]\d{8}\b/i],
  ["SE", /\b(?:org\.?\s?nr|organisationsnummer|org nr)[^\d]{0,6}\d{6}-?\d{4}\b/i],
  [
    "IE",
    /\b(?:Registered\s+in\s+(?:the\s+Republic\s+of\s+)?Ireland|CRO\s+(?:No\.?|Number)|Companies\s+Registration\s+Office)\b/i,
  ],
  // "Company No." alone is printed in Ireland, New Zealand and South Africa as well.
  [
    "GB",
    /\b(?:Registered\s+in\s+(?:England|Wales|Scotland|Northern\s+Ireland)|Companies\s+House)\b/i,
  ],
  ["CH", /\bCHE[-\s]?\d{3}\.?\d{3}\.?\d{3}\b/],
];

export interface Registration {
  country: string;
  /** The id as written. */
  text: string;
  index: number;
}

/** The registrations a text states, in the order written. */
export function registrationsIn(text: string): Registration[] {
  const found: Registration[] = [];
  for (const m of text.matchAll(PREFIXED)) {
    const prefix = m[1] ?? "";
    const body = (m[2] ?? "").replace(/[\s.-]/g, "");
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    // The prefix alone is two capitals any text has; a label or a well-formed body decides.
    const bodyOk = (BODY[prefix] ?? /^$/).test(body) || matchesPrefix(prefix, body);
    if (!bodyOk || !(VAT_LABEL.test(before) || prefix === "CHE")) continue;
    const country = prefix === "EL" ? "GR" : prefix === "CHE" ? "CH" : prefix;
    found.push({ country, text: m[0].trim(), index: m.index });
  }
  for (const [country, pattern] of NATIONAL) {
    const m = pattern.exec(text);
    if (m) found.push({ country, text: m[0].trim(), index: m.index });
  }
  return found.sort((a, b) => a.index - b.index);
}

// The body was captured greedily: try its leading part of the expected length.
function matchesPrefix(prefix: string, body: string): boolean {
  const pattern = BODY[prefix];
  if (!pattern) return false;
  for (let len = body.length - 1; len >= 8; len--)
    if (pattern.test(body.slice(0, len))) return true;
  return false;
}
