import type { CompanyType, Language } from "./corpus.ts";

/*
 * Everything a company site says, per language. Placeholders: {name} {products} {city}
 * {country} {year}. Page slugs are the ones real sites in that language use, so the engine's link
 * discovery meets "Impressum", "Mentions légales", "Note legali", "Aviso legal", "Colofon"...
 */

export interface PageSlugs {
  about: string;
  products: string;
  contact: string;
  team: string;
  imprint: string;
}

export interface Phrases {
  nav: { home: string } & PageSlugs;
  slugs: PageSlugs;
  welcome: string;
  describe: Record<CompanyType, string>;
  /** A reseller talking like a maker: nothing false, nothing that says "we resell". */
  vagueSupplier: string;
  founded: string;
  productsHeading: string;
  brandsCarried: string;
  teamHeading: string;
  phone: string;
  email: string;
  address: string;
  writeUs: string;
  imprintIntro: string;
  /** How the legal notice names who runs the company. */
  representedBy: string;
  vat: string;
  rights: string;
}

export const phrases: Record<Language, Phrases> = {
  de: {
    nav: {
      home: "Startseite",
      about: "Über uns",
      products: "Produkte",
      contact: "Kontakt",
      team: "Team",
      imprint: "Impressum",
    },
    slugs: {
      about: "ueber-uns",
      products: "produkte",
      contact: "kontakt",
      team: "team",
      imprint: "impressum",
    },
    welcome: "Willkommen bei {name}",
    describe: {
      manufacturer: "Wir entwickeln und fertigen {products} in unserem eigenen Werk in {city}.",
      distributor:
        "Als autorisierter Vertriebspartner führender Hersteller liefern wir {products} ab Lager.",
      wholesaler:
        "Großhandel für {products}: wir beliefern Händler und Gewerbekunden in ganz {country}.",
      "service company": "Wir bieten Beratung, Installation und Wartung rund um {products}.",
      retailer:
        "In unserem Fachgeschäft in {city} finden Sie {products} für Privat- und Firmenkunden.",
    },
    vagueSupplier:
      "Wir liefern die besten {products} – Qualität, auf die Sie sich verlassen können.",
    founded: "Gegründet {year} in {city}.",
    productsHeading: "Unsere Produkte",
    brandsCarried: "Marken in unserem Sortiment",
    teamHeading: "Unser Team",
    phone: "Telefon",
    email: "E-Mail",
    address: "Adresse",
    writeUs: "Schreiben Sie uns",
    imprintIntro: "Angaben gemäß § 5 TMG",
    representedBy: "Vertreten durch",
    vat: "USt-IdNr.",
    rights: "Alle Rechte vorbehalten",
  },
  fr: {
    nav: {
      home: "Accueil",
      about: "À propos",
      products: "Produits",
      contact: "Contact",
      team: "Équipe",
      imprint: "Mentions légales",
    },
    slugs: {
      about: "a-propos",
      products: "produits",
      contact: "contact",
      team: "equipe",
      imprint: "mentions-legales",
    },
    welcome: "Bienvenue chez {name}",
    describe: {
      manufacturer: "Nous concevons et fabriquons des {products} dans notre usine de {city}.",
      distributor:
        "Distributeur agréé des grandes marques, nous livrons des {products} depuis notre stock.",
      wholesaler:
        "Grossiste en {products}, nous approvisionnons revendeurs et professionnels dans toute la {country}.",
      "service company": "Nous assurons conseil, installation et maintenance pour vos {products}.",
      retailer:
        "Dans notre magasin de {city}, retrouvez des {products} pour particuliers et professionnels.",
    },
    vagueSupplier:
      "Nous fournissons les meilleurs {products} – une qualité sur laquelle vous pouvez compter.",
    founded: "Fondée en {year} à {city}.",
    productsHeading: "Nos produits",
    brandsCarried: "Marques distribuées",
    teamHeading: "Notre équipe",
    phone: "Téléphone",
    email: "E-mail",
    address: "Adresse",
    writeUs: "Écrivez-nous",
    imprintIntro: "Éditeur du site",
    representedBy: "Directeur de la publication",
    vat: "N° TVA",
    rights: "Tous droits réservés",
  },
  it: {
    nav: {
      home: "Home",
      about: "Chi siamo",
      products: "Prodotti",
      contact: "Contatti",
      team: "Il team",
      imprint: "Note legali",
    },
    slugs: {
      about: "chi-siamo",
      products: "prodotti",
      contact: "contatti",
      team: "team",
      imprint: "note-legali",
    },
    welcome: "Benvenuti in {name}",
    describe: {
      manufacturer: "Progettiamo e produciamo {products} nel nostro stabilimento di {city}.",
      distributor:
        "Distributore autorizzato dei principali marchi, forniamo {products} pronta consegna.",
      wholesaler: "Ingrosso di {products} per rivenditori e aziende in tutta {country}.",
      "service company": "Offriamo consulenza, installazione e assistenza per {products}.",
      retailer: "Nel nostro negozio di {city} trovate {products} per privati e aziende.",
    },
    vagueSupplier: "Forniamo i migliori {products}: una qualità su cui potete contare.",
    founded: "Fondata nel {year} a {city}.",
    productsHeading: "I nostri prodotti",
    brandsCarried: "Marchi trattati",
    teamHeading: "Il nostro team",
    phone: "Telefono",
    email: "E-mail",
    address: "Indirizzo",
    writeUs: "Scriveteci",
    imprintIntro: "Dati societari",
    representedBy: "Legale rappresentante",
    vat: "P.IVA",
    rights: "Tutti i diritti riservati",
  },
  es: {
    nav: {
      home: "Inicio",
      about: "Quiénes somos",
      products: "Productos",
      contact: "Contacto",
      team: "Equipo",
      imprint: "Aviso legal",
    },
    slugs: {
      about: "quienes-somos",
      products: "productos",
      contact: "contacto",
      team: "equipo",
      imprint: "aviso-legal",
    },
    welcome: "Bienvenido a {name}",
    describe: {
      manufacturer: "Diseñamos y fabricamos {products} en nuestra planta de {city}.",
      distributor:
        "Distribuidor oficial de las principales marcas, suministramos {products} desde stock.",
      wholesaler: "Mayorista de {products} para tiendas y empresas de toda {country}.",
      "service company": "Ofrecemos asesoramiento, instalación y mantenimiento de {products}.",
      retailer: "En nuestra tienda de {city} encontrará {products} para particulares y empresas.",
    },
    vagueSupplier: "Suministramos los mejores {products}: calidad en la que puede confiar.",
    founded: "Fundada en {year} en {city}.",
    productsHeading: "Nuestros productos",
    brandsCarried: "Marcas que distribuimos",
    teamHeading: "Nuestro equipo",
    phone: "Teléfono",
    email: "Correo electrónico",
    address: "Dirección",
    writeUs: "Escríbanos",
    imprintIntro: "Datos identificativos",
    representedBy: "Representante legal",
    vat: "CIF",
    rights: "Todos los derechos reservados",
  },
  nl: {
    nav: {
      home: "Home",
      about: "Over ons",
      products: "Producten",
      contact: "Contact",
      team: "Ons team",
      imprint: "Colofon",
    },
    slugs: {
      about: "over-ons",
      products: "producten",
      contact: "contact",
      team: "team",
      imprint: "colofon",
    },
    welcome: "Welkom bij {name}",
    describe: {
      manufacturer: "Wij ontwerpen en produceren {products} in onze eigen fabriek in {city}.",
      distributor:
        "Als officiële distributeur van toonaangevende merken leveren wij {products} uit voorraad.",
      wholesaler: "Groothandel in {products} voor winkels en bedrijven in heel {country}.",
      "service company": "Wij bieden advies, installatie en onderhoud voor {products}.",
      retailer: "In onze winkel in {city} vindt u {products} voor particulieren en bedrijven.",
    },
    vagueSupplier: "Wij leveren de beste {products} – kwaliteit waar u op kunt bouwen.",
    founded: "Opgericht in {year} in {city}.",
    productsHeading: "Onze producten",
    brandsCarried: "Merken in ons assortiment",
    teamHeading: "Ons team",
    phone: "Telefoon",
    email: "E-mail",
    address: "Adres",
    writeUs: "Neem contact op",
    imprintIntro: "Bedrijfsgegevens",
    representedBy: "Directie",
    vat: "Btw-nummer",
    rights: "Alle rechten voorbehouden",
  },
  pl: {
    nav: {
      home: "Strona główna",
      about: "O nas",
      products: "Produkty",
      contact: "Kontakt",
      team: "Zespół",
      imprint: "Dane firmy",
    },
    slugs: {
      about: "o-nas",
      products: "produkty",
      contact: "kontakt",
      team: "zespol",
      imprint: "dane-firmy",
    },
    welcome: "Witamy w {name}",
    describe: {
      manufacturer: "Projektujemy i produkujemy {products} w naszym zakładzie w {city}.",
      distributor:
        "Jako autoryzowany dystrybutor wiodących marek dostarczamy {products} z magazynu.",
      wholesaler: "Hurtownia: {products} dla sklepów i firm w całej {country}.",
      "service company": "Oferujemy doradztwo, montaż i serwis: {products}.",
      retailer: "W naszym sklepie w {city} znajdą Państwo {products}.",
    },
    vagueSupplier: "Dostarczamy najlepsze {products} – jakość, na której można polegać.",
    founded: "Założona w {year} r. w {city}.",
    productsHeading: "Nasze produkty",
    brandsCarried: "Marki w ofercie",
    teamHeading: "Nasz zespół",
    phone: "Telefon",
    email: "E-mail",
    address: "Adres",
    writeUs: "Napisz do nas",
    imprintIntro: "Informacje o firmie",
    representedBy: "Zarząd",
    vat: "NIP",
    rights: "Wszelkie prawa zastrzeżone",
  },
  sv: {
    nav: {
      home: "Hem",
      about: "Om oss",
      products: "Produkter",
      contact: "Kontakt",
      team: "Medarbetare",
      imprint: "Företagsinformation",
    },
    slugs: {
      about: "om-oss",
      products: "produkter",
      contact: "kontakt",
      team: "medarbetare",
      imprint: "foretagsinformation",
    },
    welcome: "Välkommen till {name}",
    describe: {
      manufacturer: "Vi utvecklar och tillverkar {products} i vår egen fabrik i {city}.",
      distributor:
        "Som auktoriserad distributör för ledande varumärken levererar vi {products} från lager.",
      wholesaler: "Grossist inom {products} för butiker och företag i hela {country}.",
      "service company": "Vi erbjuder rådgivning, installation och service för {products}.",
      retailer: "I vår butik i {city} hittar du {products} för privatpersoner och företag.",
    },
    vagueSupplier: "Vi levererar de bästa {products} – kvalitet du kan lita på.",
    founded: "Grundat {year} i {city}.",
    productsHeading: "Våra produkter",
    brandsCarried: "Varumärken i sortimentet",
    teamHeading: "Våra medarbetare",
    phone: "Telefon",
    email: "E-post",
    address: "Adress",
    writeUs: "Skriv till oss",
    imprintIntro: "Företagsuppgifter",
    representedBy: "Ansvarig",
    vat: "Org.nr",
    rights: "Alla rättigheter förbehållna",
  },
  en: {
    nav: {
      home: "Home",
      about: "About us",
      products: "Products",
      contact: "Contact",
      team: "Our team",
      imprint: "Legal notice",
    },
    slugs: {
      about: "about",
      products: "products",
      contact: "contact",
      team: "team",
      imprint: "legal",
    },
    welcome: "Welcome to {name}",
    describe: {
      manufacturer: "We design and manufacture {products} at our own plant in {city}.",
      distributor:
        "As an authorised distributor for leading brands, we ship {products} from stock.",
      wholesaler: "Wholesale supplier of {products} to shops and trade customers across {country}.",
      "service company": "We provide consulting, installation and maintenance for {products}.",
      retailer: "Visit our store in {city} for {products} for home and business.",
    },
    vagueSupplier: "We supply the best {products} – quality you can rely on.",
    founded: "Founded in {year} in {city}.",
    productsHeading: "Our products",
    brandsCarried: "Brands we carry",
    teamHeading: "Our team",
    phone: "Phone",
    email: "Email",
    address: "Address",
    writeUs: "Get in touch",
    imprintIntro: "Company information",
    representedBy: "Directors",
    vat: "VAT No.",
    rights: "All rights reserved",
  },
  pt: {
    nav: {
      home: "Início",
      about: "Sobre nós",
      products: "Produtos",
      contact: "Contactos",
      team: "Equipa",
      imprint: "Informação legal",
    },
    slugs: {
      about: "sobre-nos",
      products: "produtos",
      contact: "contactos",
      team: "equipa",
      imprint: "informacao-legal",
    },
    welcome: "Bem-vindo à {name}",
    describe: {
      manufacturer: "Concebemos e fabricamos {products} na nossa fábrica em {city}.",
      distributor:
        "Distribuidor autorizado das principais marcas, fornecemos {products} a partir de stock.",
      wholesaler: "Grossista de {products} para lojas e empresas em todo {country}.",
      "service company": "Prestamos consultoria, instalação e manutenção de {products}.",
      retailer: "Na nossa loja em {city} encontra {products} para particulares e empresas.",
    },
    vagueSupplier: "Fornecemos os melhores {products} – qualidade em que pode confiar.",
    founded: "Fundada em {year} em {city}.",
    productsHeading: "Os nossos produtos",
    brandsCarried: "Marcas que representamos",
    teamHeading: "A nossa equipa",
    phone: "Telefone",
    email: "E-mail",
    address: "Morada",
    writeUs: "Fale connosco",
    imprintIntro: "Identificação da empresa",
    representedBy: "Gerência",
    vat: "NIF",
    rights: "Todos os direitos reservados",
  },
};

/**
 * Other ways a company describes itself, beside describe[type]'s one sentence. Many real makers
 * call themselves one ("Hersteller von ...", "fabricant de ...") and say where they make it ("Made
 * in Germany"), which that sentence never did, so a search for "Pumpen Hersteller" met only the
 * resellers that name their suppliers' makers; and many shops call themselves a shop.
 */
const makerWordings: Record<Language, readonly string[]> = {
  en: [
    "As a manufacturer of {products}, we design and produce every unit at our own plant in {city}. Made in {country}.",
    "We are a manufacturer of {products}, with our own production in {city} and customers around the world. Made in {country}.",
  ],
  de: [
    "Als Hersteller von {products} entwickeln und produzieren wir alle Produkte in unserem Werk in {city}. Hergestellt in {country}.",
    "Wir sind Hersteller von {products} mit eigener Fertigung in {city} und liefern an Kunden in aller Welt. Hergestellt in {country}.",
  ],
  fr: [
    "En tant que fabricant de {products}, nous concevons et produisons chaque pièce dans notre usine de {city}. Fabriqué en {country}.",
    "Fabricant de {products} depuis des années, nous fabriquons tout dans nos ateliers de {city} pour des clients du monde entier. Fabriqué en {country}.",
  ],
  it: [
    "Come produttore di {products}, progettiamo e produciamo ogni pezzo nel nostro stabilimento di {city}. Prodotto in {country}.",
    "Siamo un'azienda produttrice di {products} con produzione propria a {city} e clienti in tutto il mondo. Prodotto in {country}.",
  ],
  es: [
    "Como fabricante de {products}, diseñamos y producimos cada pieza en nuestra planta de {city}. Fabricado en {country}.",
    "Somos fabricantes de {products} con fabricación propia en {city} y clientes en todo el mundo. Fabricado en {country}.",
  ],
  nl: [
    "Als fabrikant van {products} ontwikkelen en produceren wij alles in onze eigen fabriek in {city}. Gemaakt in {country}.",
    "Wij zijn fabrikant van {products}, met eigen productie in {city} en klanten over de hele wereld. Gemaakt in {country}.",
  ],
  pl: [
    "Jako producent projektujemy i wytwarzamy {products} w naszym zakładzie w {city} dla klientów z całego świata. Wyprodukowano w kraju: {country}.",
    "Jesteśmy producentem – produkujemy {products} w {city} i dostarczamy je klientom w całej Europie. Wyprodukowano w kraju: {country}.",
  ],
  sv: [
    "Som tillverkare av {products} utvecklar och producerar vi allt i vår egen fabrik i {city}. Tillverkat i {country}.",
    "Vi är tillverkare av {products} med egen tillverkning i {city} och kunder över hela världen. Tillverkat i {country}.",
  ],
  pt: [
    "Como fabricante de {products}, concebemos e produzimos cada peça na nossa fábrica em {city}. Fabricado em {country}.",
    "Somos fabricantes de {products} com produção própria em {city} e clientes em todo o mundo. Fabricado em {country}.",
  ],
};
const shopWordings: Record<Language, readonly string[]> = {
  en: ["Our shop in {city} sells {products} to customers across {country}, in store and online."],
  de: [
    "In unserem Geschäft in {city} verkaufen wir {products} an Kunden in ganz {country}, vor Ort und online.",
  ],
  fr: [
    "Notre magasin de {city} vend des {products} à des clients de tout le pays, en boutique et en ligne.",
  ],
  it: [
    "Il nostro negozio di {city} vende {products} a clienti in tutta {country}, in sede e online.",
  ],
  es: [
    "Nuestra tienda de {city} vende {products} a clientes de toda {country}, en tienda y en línea.",
  ],
  nl: [
    "Onze winkel in {city} verkoopt {products} aan klanten in heel {country}, in de winkel en online.",
  ],
  pl: ["Nasz sklep w {city} sprzedaje {products} klientom z całego kraju, stacjonarnie i online."],
  sv: [
    "Vår butik i {city} säljer {products} till kunder i hela {country}, i butiken och på nätet.",
  ],
  pt: ["A nossa loja em {city} vende {products} a clientes de todo o país, na loja e online."],
};

const otherWordings: Partial<Record<CompanyType, Record<Language, readonly string[]>>> = {
  manufacturer: makerWordings,
  retailer: shopWordings,
};

/** How many ways a company of this type can describe itself (describeCompany's `wording`). */
export const wordingCount = (type: CompanyType): number =>
  1 + (otherWordings[type]?.en.length ?? 0);

/**
 * A company's sentence about what it is, in one of its type's wordings: 0 is describe[type], the
 * same index gives the same wording in every language (the site's and the English index text).
 */
export function describeCompany(language: Language, type: CompanyType, wording: number): string {
  return otherWordings[type]?.[language][wording - 1] ?? phrases[language].describe[type];
}

/** Fills {placeholders}; a missing key is left visible rather than silently dropped. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
