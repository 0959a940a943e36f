import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { PrimaryTitle } from "../research/decision-makers.ts";
import type { Language } from "./corpus.ts";
import type { City, Country } from "./countries.ts";
import { asciiFold, type PersonName, personName } from "./names.ts";
import type { Rng } from "./prng.ts";

/*
 * Staff with local job titles mapped to the decision-maker catalogue (src/research/decision-makers.ts),
 * and phone numbers valid for libphonenumber-js (the extractor drops invalid ones, so an invalid
 * number here would be a sandbox bug, not an engine miss).
 */

const LANGS: readonly Language[] = ["en", "de", "fr", "it", "es", "nl", "pl", "sv", "pt"];

/** "en|de|..." per primary title; ";" separates alternatives, "~" a feminine form. */
const TITLE_SPECS: Record<PrimaryTitle, string> = {
  CEO: "Managing Director;CEO;General Manager|Geschäftsführer~Geschäftsführerin|Directeur général~Directrice générale|Amministratore delegato|Director general~Directora general|Algemeen directeur|Prezes zarządu|VD|Diretor-geral~Diretora-geral",
  "Sales Director":
    "Sales Director;Head of Sales;Sales Manager|Vertriebsleiter~Vertriebsleiterin;Leiter Vertrieb~Leiterin Vertrieb|Directeur commercial~Directrice commerciale|Direttore commerciale~Direttrice commerciale|Director comercial~Directora comercial|Commercieel directeur|Dyrektor sprzedaży|Försäljningschef|Diretor comercial~Diretora comercial",
  "Purchase Director":
    "Purchase Manager;Procurement Manager;Head of Purchasing|Einkaufsleiter~Einkaufsleiterin;Leiter Einkauf~Leiterin Einkauf|Responsable des achats|Responsabile acquisti|Director de compras~Directora de compras|Inkoopmanager|Kierownik zakupów|Inköpschef|Diretor de compras~Diretora de compras",
  "Marketing Manager":
    "Marketing Manager;Head of Marketing|Marketingleiter~Marketingleiterin;Leiter Marketing~Leiterin Marketing|Responsable marketing|Responsabile marketing|Director de marketing~Directora de marketing|Marketingmanager|Dyrektor marketingu|Marknadschef|Diretor de marketing~Diretora de marketing",
  CTO: "Technical Director;CTO;Head of IT|Technischer Leiter~Technische Leiterin|Directeur technique~Directrice technique|Direttore tecnico|Director técnico~Directora técnica|Technisch directeur|Dyrektor techniczny|Teknisk chef|Diretor técnico~Diretora técnica",
  CFO: "Finance Director;CFO;Finance Manager|Kaufmännischer Leiter~Kaufmännische Leiterin|Directeur financier~Directrice financière|Direttore finanziario~Direttrice finanziaria|Director financiero~Directora financiera|Financieel directeur|Dyrektor finansowy|Ekonomichef|Diretor financeiro~Diretora financeira",
  "Operations Manager":
    "Operations Manager;Operations Director;Plant Manager|Betriebsleiter~Betriebsleiterin|Directeur des opérations~Directrice des opérations|Direttore operativo|Director de operaciones~Directora de operaciones|Bedrijfsleider|Dyrektor operacyjny|Driftchef|Diretor de operações~Diretora de operações",
  "HR Manager":
    "HR Manager;Head of HR|Personalleiter~Personalleiterin|Responsable RH|Responsabile risorse umane|Director de recursos humanos~Directora de recursos humanos|Hoofd HR|Dyrektor personalny|HR-chef|Diretor de recursos humanos~Diretora de recursos humanos",
  "Business Development Manager":
    "Business Development Manager|Leiter Geschäftsentwicklung~Leiterin Geschäftsentwicklung|Responsable développement commercial|Responsabile sviluppo commerciale|Director de desarrollo de negocio|Business Development Manager|Business Development Manager|Business Development Manager|Business Development Manager",
  Owner:
    "Owner;Founder|Inhaber~Inhaberin|Gérant~Gérante|Titolare|Propietario~Propietaria|Eigenaar~Eigenares|Właściciel~Właścicielka|Ägare|Proprietário~Proprietária",
};

type TitleForms = { male: string; female: string }[];

const TITLES = Object.fromEntries(
  Object.entries(TITLE_SPECS).map(([primary, spec]) => {
    const perLang = spec.split("|");
    const byLang = Object.fromEntries(
      LANGS.map((lang, i) => {
        const alternatives = (perLang[i] ?? "").split(";").map((alt) => {
          const [male = "", female] = alt.split("~");
          return { male, female: female ?? male };
        });
        return [lang, alternatives];
      }),
    ) as Record<Language, TitleForms>;
    return [primary, byLang];
  }),
) as Record<PrimaryTitle, Record<Language, TitleForms>>;

/** A generated staff member before placement on pages. */
export interface StaffMember extends PersonName {
  fullName: string;
  title: string;
  primaryTitle: PrimaryTitle;
  email: string;
  phone: string;
}

const SECONDARY: readonly PrimaryTitle[] = [
  "Sales Director",
  "Purchase Director",
  "Marketing Manager",
  "CTO",
  "CFO",
  "Operations Manager",
  "HR Manager",
  "Business Development Manager",
];

/** A local title for a primary title, gendered where the language is. */
export function localTitle(
  rng: Rng,
  primary: PrimaryTitle,
  language: Language,
  female: boolean,
): string {
  const forms = rng.pick(TITLES[primary][language]);
  return female ? forms.female : forms.male;
}

/**
 * Legal forms whose imprint must name the managing director (Geschäftsführer, Vorstand): German,
 * Austrian and Swiss companies with limited liability (§ 5 DDG, § 5 ECG, OR 944/955).
 */
const NAMES_ITS_DIRECTOR = /^(?:GmbH|GmbH & Co\. KG|AG)$/;

/** Whether a company of this country and legal form names its managing director by law. */
export const namesItsDirector = (country: Country, legalForm: string): boolean =>
  ["DE", "AT", "CH"].includes(country.code) && NAMES_ITS_DIRECTOR.test(legalForm);

/**
 * One to five people: a head (CEO or Owner; both in some firms) and a few department heads. A
 * company that must name its director has one, where another might be headed by its owner alone.
 */
export function generateStaff(
  rng: Rng,
  language: Language,
  country: Country,
  city: City,
  domain: string,
  emailStyle: "first.last" | "f.last" | "first",
  mustNameDirector = false,
): StaffMember[] {
  // The same draws either way, so that the rule shifts no other part of the company.
  const heads: PrimaryTitle[] = rng.chance(0.25)
    ? ["Owner", "CEO"]
    : [rng.chance(0.35) && !mustNameDirector ? "Owner" : "CEO"];
  const roles = [...heads, ...rng.sample(SECONDARY, rng.int(0, 3))];
  const used = new Set<string>();
  const staff: StaffMember[] = [];
  for (const primary of roles) {
    let name = personName(rng, language);
    for (let i = 0; i < 5 && used.has(`${name.first} ${name.last}`); i++)
      name = personName(rng, language);
    const fullName = `${name.first} ${name.last}`;
    if (used.has(fullName)) continue;
    used.add(fullName);
    staff.push({
      ...name,
      fullName,
      title: localTitle(rng, primary, language, name.female),
      primaryTitle: primary,
      email: `${emailLocal(name, language, emailStyle)}@${domain}`,
      phone: phoneNumber(rng, country, city),
    });
  }
  return staff;
}

function emailLocal(name: PersonName, language: Language, style: string): string {
  const first = asciiFold(name.first, language).replace(/[^a-z]/g, "");
  const last = asciiFold(name.last, language).replace(/[^a-z]/g, "");
  if (style === "f.last") return `${first.charAt(0)}.${last}`;
  if (style === "first") return first;
  return `${first}.${last}`;
}

// Validity by number range (calling code, area code, first subscriber digits, length): checking
// every number with libphonenumber-js's full metadata was a third of the generation time.
const validRanges = new Map<string, boolean>();

function isValidCached(e164: string, rangeKey: string): boolean {
  let valid = validRanges.get(rangeKey);
  if (valid === undefined) {
    valid = isValidPhoneNumber(e164);
    validRanges.set(rangeKey, valid);
  }
  return valid;
}

/** A valid E.164 number in the city's area code (drawn until libphonenumber-js accepts its range). */
export function phoneNumber(rng: Rng, country: Country, city: City): string {
  let candidate = "";
  for (let attempt = 0; attempt < 40; attempt++) {
    const length = rng.pick(country.nsnLengths);
    let digits = city.areaCode;
    // A leading subscriber digit of 2-9: 0 and 1 start service or trunk ranges in many plans.
    digits += String(rng.int(2, 9));
    while (digits.length < length) digits += String(rng.int(0, 9));
    candidate = `+${country.callingCode}${digits}`;
    const rangeKey = `${country.callingCode}|${digits.slice(0, city.areaCode.length + 3)}|${length}`;
    if (isValidCached(candidate, rangeKey)) return candidate;
  }
  throw new Error(`no valid phone number for ${country.code} ${city.name}: last ${candidate}`);
}

/** How the number is written on a page: national format, or international with spaces. */
export function formatPhone(e164: string, style: "national" | "international"): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return style === "national" ? parsed.formatNational() : parsed.formatInternational();
}
