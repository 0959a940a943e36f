import { fold } from "./text.ts";
import { looksLikeTitle, matchTitle } from "./titles.ts";

/*
 * Whether a short text is a person's name: two to four capitalized words, with the particles of
 * European surnames (von, van, de, di, da, ...), accents and hyphens. Company names, headings and
 * navigation words are refused, so a team page's "Unser Team" or "Muster GmbH" is never a person.
 */

const PARTICLES = new Set([
  "von",
  "van",
  "vom",
  "zu",
  "de",
  "di",
  "da",
  "der",
  "den",
  "du",
  "del",
  "della",
  "dei",
  "des",
  "dos",
  "das",
  "do",
  "le",
  "la",
  "ten",
  "ter",
  "y",
]);

/** Salutations and degrees that precede a name but are not part of it. */
const PREFIX =
  /^(?:(?:dr|prof|dipl|ing|mag|dott|dott\.ssa|sig|sig\.ra|sr|sra|mr|mrs|ms|mme|mlle|dhr|mevr|herr|frau|pan|pani|m)\.?(?:-\s?(?:ing|kfm|kff|oec)\.?)?\s+)+/i;

/** Words that never occur in a person's name but often in headings, menus and company names. */
const NOT_NAME = new Set(
  [
    "gmbh",
    "ag",
    "kg",
    "ohg",
    "ug",
    "se",
    "ltd",
    "limited",
    "inc",
    "llc",
    "plc",
    "sas",
    "sarl",
    "sa",
    "spa",
    "srl",
    "sl",
    "bv",
    "nv",
    "ab",
    "oy",
    "aps",
    "as",
    "sp",
    "co",
    "group",
    "gruppe",
    "holding",
    "company",
    "team",
    "home",
    "startseite",
    "kontakt",
    "contact",
    "about",
    "impressum",
    "imprint",
    "uber",
    "uns",
    "our",
    "unser",
    "unsere",
    "notre",
    "nos",
    "nostro",
    "nuestro",
    // Headings over a list of contacts: "Ihre Ansprechpartner", "Your contacts", "Uw contactpersoon".
    "ihr",
    "ihre",
    "your",
    "votre",
    "vostro",
    "nostra",
    "nuestra",
    "nuestros",
    "onze",
    "uw",
    "nasz",
    "nasza",
    "ansprechpartner",
    "ansprechpartnerin",
    "ansprechpartnerinnen",
    "ansprechpersonen",
    "contacts",
    "kontakte",
    "contactpersoon",
    "contactpersonen",
    "interlocuteurs",
    "referenti",
    "contactos",
    "kontaktpersoner",
    "services",
    "service",
    "products",
    "produkte",
    "news",
    "blog",
    "careers",
    "karriere",
    "jobs",
    "privacy",
    "datenschutz",
    "welcome",
    "willkommen",
    "bienvenue",
    "management",
    "business",
    "development",
    "geschaftsfuhrung",
    "geschaftsleitung",
    "leadership",
    "sales",
    "marketing",
    "vertrieb",
    "einkauf",
    "support",
    "customer",
    "kundenservice",
    "strasse",
    "str",
    "weg",
    "platz",
    "allee",
    "rue",
    "via",
    "calle",
    "avenue",
    "road",
    "street",
    "straat",
    "ulica",
    "gatan",
    "mehr",
    "more",
    "read",
    "lesen",
    "download",
    "menu",
    "search",
    "suche",
    "login",
    "cookie",
    "cookies",
    "email",
    "mail",
    "telefon",
    "phone",
    "fax",
    "adresse",
    "address",
    "the",
    "and",
    "und",
    "et",
  ].map(fold),
);

const CAPITALIZED =
  /^(?:\p{Lu}(?:\p{Ll}+|['’]\p{Lu}\p{Ll}+)(?:\p{Lu}\p{Ll}+)?(?:-\p{Lu}\p{Ll}+)*|\p{Lu}{2,}(?:-\p{Lu}{2,})*)$/u;
const INITIAL = /^\p{Lu}\.$/u;

/** The name in a text when the whole text is one (salutation and degree dropped), else undefined. */
export function personName(text: string): string | undefined {
  const trimmed = text.trim().replace(/[,;:]$/, "");
  if (trimmed.length < 4 || trimmed.length > 60 || /[\d@/|()]/.test(trimmed)) return undefined;
  const name = trimmed.replace(PREFIX, "").trim();
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 6) return undefined;
  let capitalized = 0;
  for (const [index, word] of words.entries()) {
    const isLast = index === words.length - 1;
    if (NOT_NAME.has(fold(word.replace(/\.$/, "")))) return undefined;
    if (CAPITALIZED.test(word)) capitalized++;
    else if (INITIAL.test(word) && index > 0 && !isLast) capitalized++;
    else if (!(PARTICLES.has(word) && index > 0 && !isLast)) return undefined;
  }
  if (capitalized < 2 || capitalized > 4) return undefined;
  // "Managing Director" and "Head Chef" are capitalized too: a title is not a name.
  if (matchTitle(name) || looksLikeTitle(name)) return undefined;
  // Shouting text ("ABOUT US") is a heading; a name may capitalize the surname only.
  if (words.every((word) => word === word.toUpperCase())) return undefined;
  return name;
}
