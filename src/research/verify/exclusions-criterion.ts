import { type CompanyKind, kindOf } from "../knowledge/company-types.ts";
import { countryCodeOf } from "../knowledge/countries.ts";
import { narrowerEntriesFor } from "../knowledge/glossary.ts";
import { fold, tokenize } from "../language/fold.ts";
import type { Address, Placement } from "./location.ts";
import { cityCriterion, countryCriterion } from "./location-criteria.ts";
import { clauseAround, findingAt, type ReadSite } from "./page-words.ts";
import { findPhrase, hitAboutCustomers, hitNegated, type PhraseHit } from "./term-match.ts";
import type { Claim, TypeReading } from "./type-claims.ts";
import { type Criterion, shortened } from "./verdict.ts";

/*
 * Exclusions by kind, each judged on what the company is, never on what it mentions: a name or
 * domain; a place ("outside Germany", "clinics outside the city") by the company's own address,
 * city and metro; a type ("distributors") by the company's own claim of it; a concept with its
 * usual wordings ("sales subsidiaries", "contract packing") or an activity phrase ("producers
 * of packaging materials", "used machinery") where the company says it of itself. Partners,
 * customers, suppliers, markets and represented brands never trigger one. The reason quotes the
 * clause that decided. An exclusion never touches the inclusion criteria.
 */

// "outside Germany", "clinics outside the city", "Kliniken außerhalb der Stadt": whatever comes
// first names the excluded companies, the place after the preposition decides.
const OUTSIDE =
  /^(?:(.+?)\s+)?(outside(?: of)?|not in|ausserhalb(?: von)?|hors(?: de)?|fuori(?: da| dall[ae']?)?|fuera del?|buiten|poza|utanfor|fora d[aeo])\s+(.+)$/;
const INSIDE = /^(?:(.+?)\s+)?(?:located\s+|based\s+)?(?:in|im|aus|en|dans|a|w|i)\s+(.+)$/;
// The profile's own city or country, named by a common noun: "outside the city".
const THE_CITY =
  /^(?:the |der |die |la |le |l |de |del |della |di |da |dalla |het )?(?:city|town|stadt|ville|citta|ciudad|stad|staden|miasta|miastem|miasto|cidade|metro area|metropolitan area|agglomeration)$/;
// "the Toulouse metropolitan area", "Großraum München", "l'aire urbaine de Lyon", "área
// metropolitana de Madrid": the city, whose metro area the city criterion counts anyway.
const METRO_NOUN =
  "(?:metropolitan area|metro area|greater|grossraum|metropolregion|umland|region|area metropolitana|citta metropolitana|area|agglomeration|aire urbaine|metropole|regiao metropolitana|metropoolregio|regio|obszar metropolitalny|aglomeracja|storstadsomrade|storstadsomradet)";
const METRO_BEFORE = new RegExp(
  `^(?:(?:the|la|le|il|el|de|het|der|die|des|dem|vom|a|o)\\s+|l')?${METRO_NOUN}\\s+(?:(?:of|de|di|del|della|van|von|do|da)\\s+|d')?`,
);
const METRO_AFTER = new RegExp(`(?:\\s+|-)${METRO_NOUN}$`);
const THE_COUNTRY =
  /^(?:the |des |der |du |del |dal |de |het |do )?(?:country|landes|pays|paese|pais|land|landet|kraju)$/;
const GENERIC = new Set(
  "companies company firms firm businesses pure only reine nur unternehmen firmen entreprises societes aziende ditte empresas bedrijven firmy foretag".split(
    " ",
  ),
);
const OF = new Set("of von de des du di dei degli delle van z av do da dos das".split(" "));

// Concepts with the wordings sites use for them, in the languages we read.
const CONCEPTS: { trigger: RegExp; wordings: string[]; parented?: boolean }[] = [
  {
    parented: true,
    trigger:
      /subsidiar|niederlassung|tochter|branch|filiale|succursale|filial|dochter|oddzial|dotterbolag|vestiging/,
    wordings: [
      "subsidiary of",
      "sales subsidiary",
      "sales office of",
      "branch of",
      "part of the group",
      "tochtergesellschaft",
      "vertriebsniederlassung",
      "niederlassung der",
      "ein unternehmen der",
      "filiale de",
      "filiale du groupe",
      "succursale",
      "filiale di",
      "filiale italiana",
      "societa del gruppo",
      "filial de",
      "filial espanola",
      "dochteronderneming",
      "dochterbedrijf",
      "vestiging van",
      "oddzial",
      "spolka zalezna",
      "dotterbolag",
      "subsidiaria",
      "filial portuguesa",
    ],
  },
  {
    trigger:
      /contract pack|co-?pack|lohnabf|lohnverpack|facon|conto ?terzi|terceros|loonverpak|kontraktspack|maquila/,
    wordings: [
      "contract packing",
      "contract packaging",
      "copacking",
      "copacker",
      "lohnabfullung",
      "lohnverpackung",
      "conditionnement a facon",
      "faconnier",
      "confezionamento conto terzi",
      "conto terzi",
      "contoterzista",
      "envasado para terceros",
      "maquila",
      "loonverpakking",
      "loonverpakker",
      "konfekcjonowanie",
      "kontraktspackning",
      "embalamento por conta de terceiros",
    ],
  },
];

/** Judges every exclusion of the profile; the first that describes the company rejects it. */
export function exclusionsCriterion(
  exclusions: readonly string[],
  ctx: {
    site: ReadSite;
    companyName: string;
    domain: string;
    types: TypeReading;
    placements: Placement[];
    addresses: Address[];
    /** The profile's country and city, for "outside the country", "outside the city". */
    country?: string;
    city?: string;
  },
): Criterion {
  for (const exclusion of exclusions) {
    const found = excludedBy(exclusion.trim(), ctx);
    if (found) {
      return {
        criterion: "exclusions",
        met: false,
        reason: `Excluded by "${shortened(exclusion, 200)}"${found.why ? `: ${found.why}` : ""}`,
        ...(found.quote ? { quote: found.quote, url: found.url } : {}),
      };
    }
  }
  return { criterion: "exclusions", met: true, reason: "No exclusion applies" };
}

type Found = { why?: string; quote?: string; url?: string };
type Context = Parameters<typeof exclusionsCriterion>[1];

/**
 * "outside Germany", "in Austria", "outside Munich": a place, judged like the location criteria
 * (where the company is, never what it mentions). Undefined when the phrase names no place;
 * false when it names one the company is not excluded by.
 */
function placeExclusion(folded: string, written: string, ctx: Context): Found | false | undefined {
  const out = OUTSIDE.exec(folded);
  const into = out ? undefined : INSIDE.exec(folded);
  const subject = out?.[1] ?? into?.[1];
  const named = out?.[3] ?? into?.[2];
  if (!named) return undefined;
  // "specialists in hydraulics" names no place: after a subject of its own, "in" must name a
  // country ("outside" always names a place).
  const generic = !subject || tokenize(subject).every((w) => GENERIC.has(w));
  const place = THE_CITY.test(named)
    ? ctx.city
    : THE_COUNTRY.test(named)
      ? ctx.country
      : asWritten(cityOfMetro(named), written);
  if (into && !generic && !(place && countryCodeOf(place))) return undefined;
  if (!place) return false;
  const verdict = countryCodeOf(place)
    ? countryCriterion(place, ctx.placements)
    : ctx.addresses.length > 0
      ? cityCriterion(place, ctx.addresses, ctx.site)
      : undefined;
  if (!verdict) return false;
  const excluded = out ? !verdict.met : verdict.met;
  if (!excluded) return false;
  return {
    why: lowerFirst(verdict.reason),
    quote: verdict.quote,
    url: verdict.url,
  };
}

/** The city a metro area is named by ("the Toulouse metropolitan area" → "toulouse"). */
function cityOfMetro(named: string): string {
  const city = named.replace(/^(?:the|la|le|il|el|het|der|die)\s+/, "");
  const stripped = city.replace(METRO_BEFORE, "").replace(METRO_AFTER, "").trim();
  return stripped || named;
}

/** The place as the user wrote it ("Munich", not "munich"): the exclusion's words that fold to it. */
function asWritten(place: string, written: string): string {
  const count = place.split(/\s+/).length;
  const words = written.trim().split(/\s+/);
  for (let i = words.length - count; i >= 0; i--) {
    const run = words.slice(i, i + count).join(" ");
    if (fold(run) === place) return run;
  }
  return place;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function excludedBy(exclusion: string, ctx: Context): Found | undefined {
  const folded = fold(exclusion);
  if (!folded) return undefined;
  // A company name or domain.
  const identity = ` ${tokenize(`${ctx.companyName} ${ctx.domain}`).join(" ")} `;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(folded) && fold(ctx.domain).endsWith(folded)) {
    return { why: "the company's domain" };
  }
  const asWords = tokenize(exclusion).join(" ");
  if (asWords && identity.includes(` ${asWords} `)) return { why: "the company's name" };
  const place = placeExclusion(folded, exclusion, ctx);
  if (place !== undefined) return place || undefined;
  const words = tokenize(exclusion).filter((w) => !GENERIC.has(w));
  // Only a type word: "distributors", "Händler", "wholesale companies".
  const kind = words.length <= 2 ? kindOf(words.join(" ")) : undefined;
  const typeOnly = kind !== undefined && words.length === 1;
  if (typeOnly) {
    const claim = ownClaims(ctx, kind)[0];
    return claim
      ? {
          why: `the company says it is ${article(kind)}: ${saying(claim)}`,
          ...findingAt(claim.sentence, claim.from, claim.to),
        }
      : undefined;
  }
  // "producers of packaging materials": a type word, then what it deals in.
  const ofAt = words.findIndex((w) => OF.has(w));
  const head = ofAt > 0 ? kindOf(words.slice(0, ofAt).join(" ")) : undefined;
  const object = head ? words.slice(ofAt + 1).join(" ") : exclusion;
  if (head && ownClaims(ctx, head).length === 0) return undefined;
  // The exclusion's own words and glossary terms as narrow as it, never broader ones, then the
  // wordings of the concepts it names. A concept of what a company is part of ("sales
  // subsidiaries") stands only as what the company is: "a subsidiary of the X group", never
  // "our subsidiaries in France".
  const concepts = CONCEPTS.filter((c) => c.trigger.test(folded));
  const parented = concepts.some((c) => c.parented);
  const keep = (h: PhraseHit) =>
    !hitNegated(h) && !hitAboutCustomers(h) && !aboutOthers(h) && (!parented || isWhatItIs(h));
  const phrases = [
    object,
    ...narrowerEntriesFor(object).flatMap((e) => [e.en, ...Object.values(e.forms)]),
    ...concepts.flatMap((c) => c.wordings),
  ];
  for (const phrase of phrases) {
    const hit = findPhrase(ctx.site, phrase, keep);
    if (hit)
      return {
        why: `the company says ${saying(hit)}`,
        ...findingAt(hit.sentence, hit.from, hit.to),
      };
  }
  return undefined;
}

const article = (kind: string) => (/^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`);

/** The clause a finding stands in, as the page wrote it: the reason names what decided. */
function saying(hit: PhraseHit): string {
  const { sentence } = hit;
  const clause = sentence.clauses[hit.from];
  const inClause = sentence.words.filter((_, i) => sentence.clauses[i] === clause);
  const first = inClause[0];
  const last = inClause[inClause.length - 1];
  if (!first || !last) return "";
  return `"${shortened(sentence.text.slice(first.start, last.end), CLAUSE_MAX)}"`;
}
const CLAUSE_MAX = 80;

/** The company's own claims of a kind: never one that names its partners, customers or makers. */
function ownClaims(ctx: Context, kind: CompanyKind): Claim[] {
  return ctx.types.claims.filter((c) => !c.negated && c.kind === kind && !aboutOthers(c));
}

// Words that make a clause about other companies: partners, customers, suppliers, the makers
// a company represents, the markets it exports to ("we represent the makers X and Y",
// "Vertriebspartner der Hersteller", "our customers include manufacturers", "we export to").
const RELATION = new RegExp(
  `^(?:${[
    "partners?|partnern?|partenaires?|socios?|soci|partnerzy|partnerow",
    "customers?|clients?|clientes?|clienti|kunden?|klanten?|klienci|klientow|kunder(?:na)?",
    "suppliers?|lieferanten?|fournisseurs?|fornitori|fornitore|proveedor(?:es)?|leveranciers?|dostawc\\w*|leverantor(?:er|erna)?|fornecedor(?:es)?",
    "represent\\w*|vertret\\w*|vertegenwoordig\\w*|reprezent\\w*|rappresent\\w*",
    "brands?|marken?|marques?|marchi|marcas?|merken|marki|varumarken",
    "markets?|markt(?:e|en)?|marches?|mercat[io]|mercados?|rynk[aiu]|rynek|marknad(?:er|en)?",
  ].join("|")})$`,
);
// "Ihr Partner für …", "your partner for …", "votre partenaire": the company itself.
const YOUR = new Set(
  "your ihr ihre ihren votre vos il vostro vostra su sus uw twoj twoja din ditt seu sua".split(" "),
);
const REPRESENT = /^(?:represent|vertret|vertegenwoordig|reprezent|rappresent)/;
const RELATION_TAIL = /(?:partner|partnern|lieferanten|kunden)$/;

/** Whether a finding's clause is about other companies, not the company itself. */
function aboutOthers(hit: PhraseHit): boolean {
  const { words, index } = clauseAround(hit.sentence, hit.from);
  const length = hit.to - hit.from;
  const before = words.slice(0, index);
  if (
    before.some(
      (w, i) => (RELATION.test(w) || RELATION_TAIL.test(w)) && !YOUR.has(before[i - 1] ?? ""),
    )
  ) {
    return true;
  }
  // "Hersteller wie Alpha und Beta vertreten wir": a represented maker named first. Partners or
  // customers after the claim ("Hersteller von Pumpen für unsere Kunden") are its own customers.
  return words.slice(index + length).some((w) => REPRESENT.test(w));
}

// Owned or counted ("our subsidiaries", "3 branches", "with branches in"): the company has
// them. What it is stands with its parent after it ("subsidiary of", "filiale du groupe").
const HAS = new Set(
  "our unsere unser unserer unseren notre nos nostre nostri nostra nostro nuestras nuestros nuestra nuestro onze ons nasze naszych nasz vara vart vare nossas nossos nossa nosso with mit avec con met med com z".split(
    " ",
  ),
);
const PARENT =
  /^(?:of|der|des|du|de|di|del|della|van|av|do|da|group|gruppe|groupe|gruppo|grupo|groep|grupa|koncern|konzern|konsern|grupy)/;

function isWhatItIs(hit: PhraseHit): boolean {
  const { words, index } = clauseAround(hit.sentence, hit.from);
  const before = words.slice(Math.max(0, index - 2), index);
  if (before.some((w) => HAS.has(w) || /^\d+$/.test(w))) return false;
  // A bare noun ("Tochtergesellschaft", "succursale") names the company's kind only with its
  // parent after it; a wording with its own link ("subsidiary of") carries it.
  const end = index + (hit.to - hit.from);
  return words.slice(index, end + 4).some((w) => PARENT.test(w));
}
