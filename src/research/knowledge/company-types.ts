import { fold } from "../../sandbox/text.ts";

/*
 * How companies say what they are, in the languages we read. A type is read from what a site
 * says it does ("wir fertigen", "distributeur agréé", "Großhandel"), never from a noun in a
 * title or search snippet: a reseller calling itself a "supplier of the best pumps" states no
 * type at all, and a claim of manufacturing has to be a verb about the site's own work.
 */

export type CompanyKind =
  | "manufacturer"
  | "distributor"
  | "wholesaler"
  | "service company"
  | "retailer";

export const companyKinds: readonly CompanyKind[] = [
  "manufacturer",
  "distributor",
  "wholesaler",
  "service company",
  "retailer",
];

// Folded stems; a cue matches at a word start, so "fabric" catches "fabricamos", "fabriek".
const CUES: Record<CompanyKind, string[]> = {
  manufacturer: [
    "manufactur",
    "we produce",
    "our own plant",
    "our factory",
    "our plant",
    "fertigen",
    "herstell",
    "produzieren",
    "eigenen werk",
    "unserem werk",
    "fabriquons",
    "fabricant",
    "notre usine",
    "produisons",
    "produciamo",
    "produce il proprio",
    "nostra produzione",
    "fabbrichiamo",
    "produttore",
    "stabilimento",
    "fabricamos",
    "fabricante",
    "nuestra planta",
    "nuestra fabrica",
    "produceren",
    "fabrikant",
    "eigen fabriek",
    "onze fabriek",
    "produkujemy",
    "producent",
    "naszym zakladzie",
    "tillverkar",
    "tillverkare",
    "egen fabrik",
    "nossa fabrica",
    "fabricamos",
  ],
  distributor: [
    "authorised distributor",
    "authorized distributor",
    "distributor for",
    "official distributor",
    "vertriebspartner",
    "distributeur",
    "distributore",
    "distribuidor",
    "distributeur van",
    "dystrybutor",
    "distributor",
  ],
  wholesaler: [
    "wholesale",
    "wholesaler",
    "grosshandel",
    "grossiste",
    "ingrosso",
    "mayorista",
    "groothandel",
    "hurtownia",
    "grossist",
    "grossista",
  ],
  "service company": [
    "installation and maintenance",
    "consulting, installation",
    "maintenance for",
    "beratung, installation",
    "installation und wartung",
    "wartung rund um",
    "conseil, installation",
    "installation et maintenance",
    "consulenza, installazione",
    "installazione e assistenza",
    "asesoramiento, instalacion",
    "instalacion y mantenimiento",
    "advies, installatie",
    "installatie en onderhoud",
    "doradztwo, montaz",
    "montaz i serwis",
    "radgivning, installation",
    "installation och service",
    "consultoria, instalacao",
    "instalacao e manutencao",
    "service company",
    "servicing",
  ],
  retailer: [
    "visit our store",
    "our shop",
    "our store",
    "unserem geschaft",
    "unserem fachgeschaft",
    "unserem laden",
    "notre magasin",
    "nel nostro negozio",
    "nuestra tienda",
    "onze winkel",
    "naszym sklepie",
    "var butik",
    "nossa loja",
    "retailer",
    "retail store",
  ],
};

const FOLDED_CUES = Object.fromEntries(
  Object.entries(CUES).map(([kind, cues]) => [kind, [...new Set(cues.map(fold))]]),
) as Record<CompanyKind, string[]>;

const KIND_WORDS: [CompanyKind, RegExp][] = [
  [
    "manufacturer",
    /manufactur|\bmakers?\b|\bproducers?\b|hersteller|fabricant|fabbricant|produttor/,
  ],
  ["distributor", /distribut|vertrieb/],
  ["wholesaler", /wholesal|grosshand|grossist|mayorist|ingrosso|groothandel|hurtown/],
  ["service company", /servic|install|mainten|wartung/],
  ["retailer", /retail|\bshops?\b|\bstores?\b|einzelhand|detaillant/],
];

/** Profile wording → a kind: "Manufacturers", "distributor", "Service companies", "wholesale". */
export function kindOf(companyType: string): CompanyKind | undefined {
  const folded = fold(companyType.trim());
  return KIND_WORDS.find(([, pattern]) => pattern.test(folded))?.[0];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// A cue counts at a word start only, so "producent" is not found inside "reproducent".
const CUE_PATTERNS = companyKinds.map((kind) => ({
  kind,
  cues: FOLDED_CUES[kind].map((cue) => ({
    cue,
    pattern: new RegExp(`(^|[^a-z0-9])${escapeRegExp(cue)}`),
  })),
}));

/** The kinds a (folded) text claims, each with the cue that says so. */
export function kindsClaimed(foldedText: string): { kind: CompanyKind; cue: string }[] {
  const found: { kind: CompanyKind; cue: string }[] = [];
  for (const { kind, cues } of CUE_PATTERNS) {
    const hit = cues.find(({ pattern }) => pattern.test(foldedText));
    if (hit) found.push({ kind, cue: hit.cue });
  }
  return found;
}

// Headings over a list of other makers' brands: a reseller's tell, whichever kind it is.
const BRAND_LIST_CUES = [
  "brands carried",
  "brands we carry",
  "marken in unserem sortiment",
  "marques distribuees",
  "marchi trattati",
  "marcas que distribuimos",
  "merken in ons assortiment",
  "marki w ofercie",
  "varumarken i sortimentet",
  "marcas que representamos",
].map(fold);

/** Whether a (folded) text lists brands it carries. */
export function listsCarriedBrands(foldedText: string): boolean {
  return BRAND_LIST_CUES.some((cue) => foldedText.includes(cue));
}
