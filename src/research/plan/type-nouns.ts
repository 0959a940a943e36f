import type { CompanyKind } from "../knowledge/company-types.ts";

/** What a searcher types for each kind of company, per language ("Hersteller", "grossiste"). */
export const TYPE_QUERY_WORDS: Record<string, Record<CompanyKind, string>> = {
  en: {
    manufacturer: "manufacturer",
    distributor: "distributor",
    wholesaler: "wholesaler",
    "service company": "installation maintenance service",
    retailer: "shop",
  },
  de: {
    manufacturer: "Hersteller",
    distributor: "Vertriebspartner",
    wholesaler: "Großhandel",
    "service company": "Installation Wartung",
    retailer: "Fachgeschäft",
  },
  fr: {
    manufacturer: "fabricant",
    distributor: "distributeur",
    wholesaler: "grossiste",
    "service company": "installation maintenance",
    retailer: "magasin",
  },
  it: {
    manufacturer: "produttore",
    distributor: "distributore",
    wholesaler: "ingrosso",
    "service company": "installazione assistenza",
    retailer: "negozio",
  },
  es: {
    manufacturer: "fabricante",
    distributor: "distribuidor",
    wholesaler: "mayorista",
    "service company": "instalación mantenimiento",
    retailer: "tienda",
  },
  nl: {
    manufacturer: "fabrikant",
    distributor: "distributeur",
    wholesaler: "groothandel",
    "service company": "installatie onderhoud",
    retailer: "winkel",
  },
  pl: {
    manufacturer: "producent",
    distributor: "dystrybutor",
    wholesaler: "hurtownia",
    "service company": "montaż serwis",
    retailer: "sklep",
  },
  sv: {
    manufacturer: "tillverkare",
    distributor: "distributör",
    wholesaler: "grossist",
    "service company": "installation service",
    retailer: "butik",
  },
  pt: {
    manufacturer: "fabricante",
    distributor: "distribuidor",
    wholesaler: "grossista",
    "service company": "instalação manutenção",
    retailer: "loja",
  },
};
