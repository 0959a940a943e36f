import type { CompanyKind } from "../knowledge/company-types.ts";

/**
 * What a searcher types for each kind of company, per language ("Hersteller", "grossiste"). A
 * service company is named by the user's service itself ("cleaning company Lyon"): a word of
 * some other service ("installation maintenance") would send a cleaning profile after installers.
 */
export const TYPE_QUERY_WORDS: Record<string, Record<CompanyKind, string>> = {
  en: {
    manufacturer: "manufacturer",
    distributor: "distributor",
    wholesaler: "wholesaler",
    "service company": "company",
    retailer: "shop",
    importer: "importer",
    agent: "sales agent",
  },
  de: {
    manufacturer: "Hersteller",
    distributor: "Vertriebspartner",
    wholesaler: "Großhandel",
    "service company": "Dienstleister",
    retailer: "Fachgeschäft",
    importer: "Importeur",
    agent: "Handelsvertretung",
  },
  fr: {
    manufacturer: "fabricant",
    distributor: "distributeur",
    wholesaler: "grossiste",
    "service company": "entreprise",
    retailer: "magasin",
    importer: "importateur",
    agent: "agent commercial",
  },
  it: {
    manufacturer: "produttore",
    distributor: "distributore",
    wholesaler: "ingrosso",
    "service company": "azienda",
    retailer: "negozio",
    importer: "importatore",
    agent: "agente di commercio",
  },
  es: {
    manufacturer: "fabricante",
    distributor: "distribuidor",
    wholesaler: "mayorista",
    "service company": "empresa",
    retailer: "tienda",
    importer: "importador",
    agent: "agente comercial",
  },
  nl: {
    manufacturer: "fabrikant",
    distributor: "distributeur",
    wholesaler: "groothandel",
    "service company": "dienstverlener",
    retailer: "winkel",
    importer: "importeur",
    agent: "handelsagent",
  },
  pl: {
    manufacturer: "producent",
    distributor: "dystrybutor",
    wholesaler: "hurtownia",
    "service company": "firma",
    retailer: "sklep",
    importer: "importer",
    agent: "przedstawiciel handlowy",
  },
  sv: {
    manufacturer: "tillverkare",
    distributor: "distributör",
    wholesaler: "grossist",
    "service company": "företag",
    retailer: "butik",
    importer: "importör",
    agent: "agentur",
  },
  pt: {
    manufacturer: "fabricante",
    distributor: "distribuidor",
    wholesaler: "grossista",
    "service company": "empresa",
    retailer: "loja",
    importer: "importador",
    agent: "agente comercial",
  },
};

/**
 * How a company of each kind says what it does on its own site, in the first person ("we
 * manufacture", "wir fertigen", "produciamo"), put before a product in a query. Many a real
 * maker's page never calls itself a "manufacturer" nor names its country ("we design and
 * manufacture pumps at our plant in Leeds"), so a query in the company's own voice, with the
 * region left to the search's country setting, finds the ones the type-noun queries rank low.
 */
export const TYPE_SELF_WORDS: Record<string, Record<CompanyKind, string>> = {
  en: {
    manufacturer: "we manufacture",
    distributor: "we distribute",
    wholesaler: "wholesale supply of",
    "service company": "we offer",
    retailer: "shop for",
    importer: "we import",
    agent: "we represent manufacturers of",
  },
  de: {
    manufacturer: "wir fertigen",
    distributor: "wir vertreiben",
    wholesaler: "Großhandel für",
    "service company": "wir bieten",
    retailer: "Fachgeschäft für",
    importer: "wir importieren",
    agent: "wir vertreten Hersteller von",
  },
  fr: {
    manufacturer: "nous fabriquons",
    distributor: "nous distribuons",
    wholesaler: "vente en gros de",
    "service company": "nous proposons",
    retailer: "magasin de",
    importer: "nous importons",
    agent: "nous représentons des fabricants de",
  },
  it: {
    manufacturer: "produciamo",
    distributor: "distribuiamo",
    wholesaler: "vendita all'ingrosso di",
    "service company": "offriamo",
    retailer: "negozio di",
    importer: "importiamo",
    agent: "rappresentiamo produttori di",
  },
  es: {
    manufacturer: "fabricamos",
    distributor: "distribuimos",
    wholesaler: "venta al por mayor de",
    "service company": "ofrecemos",
    retailer: "tienda de",
    importer: "importamos",
    agent: "representamos fabricantes de",
  },
  nl: {
    manufacturer: "wij produceren",
    distributor: "wij distribueren",
    wholesaler: "groothandel in",
    "service company": "wij bieden",
    retailer: "winkel voor",
    importer: "wij importeren",
    agent: "wij vertegenwoordigen fabrikanten van",
  },
  pl: {
    manufacturer: "produkujemy",
    distributor: "dystrybuujemy",
    wholesaler: "sprzedaż hurtowa",
    "service company": "oferujemy",
    retailer: "sklep z",
    importer: "importujemy",
    agent: "reprezentujemy producentów",
  },
  sv: {
    manufacturer: "vi tillverkar",
    distributor: "vi distribuerar",
    wholesaler: "grossistförsäljning av",
    "service company": "vi erbjuder",
    retailer: "butik för",
    importer: "vi importerar",
    agent: "vi representerar tillverkare av",
  },
  pt: {
    manufacturer: "fabricamos",
    distributor: "distribuímos",
    wholesaler: "venda por grosso de",
    "service company": "oferecemos",
    retailer: "loja de",
    importer: "importamos",
    agent: "representamos fabricantes de",
  },
};
