/*
 * How a company says it offers services, in de, fr, it, es, nl, pl, sv, pt and en: a verb of
 * offering or performing ("ofrecemos", "wir erbringen", "nous assurons") with a services noun
 * after it ("servicios de limpieza", "Dienstleistungen", "prestations"), or its own services
 * ("nuestros servicios", "unsere Leistungen"). Folded words; a trailing "*" matches any ending.
 * Manufacturers and dealers say so too ("our services: repair and spare parts"), so such an
 * offer makes a service company only where the site claims no other kind.
 */

/** First-person verbs that carry their own subject: "ofrecemos", "proposons", "swiadczymy". */
export const OFFER_SELF = `
  proposons offrons assurons realisons fournissons effectuons
  offriamo forniamo eroghiamo svolgiamo effettuiamo
  ofrecemos prestamos damos realizamos proporcionamos brindamos
  oferujemy swiadczymy zapewniamy wykonujemy realizujemy
  oferecemos realizamos fornecemos efetuamos
`
  .split(/\s+/)
  .filter(Boolean);

/** Verbs that need the company as subject: "we provide", "wir bieten", "wij verlenen", "vi erbjuder". */
export const OFFER_VERB = `
  offer offers provide provides deliver delivers perform performs
  bieten bietet erbringen erbringt
  bieden biedt leveren levert verlenen verleent verzorgen verzorgt
  erbjuder utfor levererar tillhandahaller
`
  .split(/\s+/)
  .filter(Boolean);

/** Services nouns, as prefixes: service(s), servicio(s), serviços, servizi, usługi, tjänster. */
export const SERVICE_NOUNS = `
  servic* serviz* dienstleistung* leistungen prestation* dienst diensten dienstverlening
  uslug* tjanst*
`
  .split(/\s+/)
  .filter(Boolean);

/** Tails of de/nl/sv compounds that name services: "Reinigungsdienstleistungen", "städtjänster". */
export const SERVICE_TAILS = ["dienstleistungen", "dienstleistung", "diensten", "tjanster"];

/** Company nouns a site names itself with: "Empresa de limpieza", "cleaning company". */
export const COMPANY_NOUNS = `
  empresa compania entreprise societe impresa azienda ditta societa firma bedrijf onderneming
  foretag company firm business unternehmen betrieb
`
  .split(/\s+/)
  .filter(Boolean);
