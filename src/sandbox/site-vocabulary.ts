import type { CompanyType, Language } from "./corpus.ts";

/* The words a company site uses beyond its phrases: search nouns per type, mail locals, brands. */

/** Words a search engine sees for each company type, per language (also SEO keywords). */
export const TYPE_NOUNS: Record<Language, Record<CompanyType, string>> = {
  de: {
    manufacturer: "Hersteller",
    distributor: "Vertriebspartner Händler",
    wholesaler: "Großhandel Großhändler",
    "service company": "Dienstleister Service",
    retailer: "Fachgeschäft Einzelhandel",
  },
  fr: {
    manufacturer: "fabricant",
    distributor: "distributeur",
    wholesaler: "grossiste",
    "service company": "prestataire services",
    retailer: "magasin détaillant",
  },
  it: {
    manufacturer: "produttore",
    distributor: "distributore",
    wholesaler: "ingrosso grossista",
    "service company": "servizi assistenza",
    retailer: "negozio rivenditore",
  },
  es: {
    manufacturer: "fabricante",
    distributor: "distribuidor",
    wholesaler: "mayorista",
    "service company": "servicios",
    retailer: "tienda minorista",
  },
  nl: {
    manufacturer: "fabrikant producent",
    distributor: "distributeur",
    wholesaler: "groothandel",
    "service company": "dienstverlener",
    retailer: "winkel detailhandel",
  },
  pl: {
    manufacturer: "producent",
    distributor: "dystrybutor",
    wholesaler: "hurtownia",
    "service company": "usługi serwis",
    retailer: "sklep",
  },
  sv: {
    manufacturer: "tillverkare",
    distributor: "distributör",
    wholesaler: "grossist",
    "service company": "tjänster",
    retailer: "butik",
  },
  en: {
    manufacturer: "manufacturer",
    distributor: "distributor",
    wholesaler: "wholesaler",
    "service company": "service provider",
    retailer: "retailer shop",
  },
  pt: {
    manufacturer: "fabricante",
    distributor: "distribuidor",
    wholesaler: "grossista",
    "service company": "serviços",
    retailer: "loja retalhista",
  },
};

/** The local parts a company's own address starts with, per language (info@, kontakt@...). */
export const COMPANY_EMAIL_LOCALS: Record<Language, readonly string[]> = {
  de: ["info", "kontakt", "info"],
  fr: ["contact", "info"],
  it: ["info", "commerciale"],
  es: ["info", "contacto"],
  nl: ["info"],
  pl: ["biuro", "kontakt"],
  sv: ["info", "kontakt"],
  en: ["info", "hello", "sales"],
  pt: ["geral", "info"],
};

/** Makers a reseller names among the brands it carries. */
export const BRANDS = [
  "Norvex",
  "Altura",
  "Kelmar",
  "Vantor",
  "Brightline",
  "Oskar & Lind",
  "Tecnova",
  "Hydralis",
];
