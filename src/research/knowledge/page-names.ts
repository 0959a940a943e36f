import type { Language } from "../language/stopwords.ts";

/*
 * What sites call the pages that carry the facts a company is judged on, one table per language,
 * folded (lower case, no diacritics, punctuation as spaces) as `foldWords` writes them. A link is
 * scored by these words in its path and in its text, so each table lists both the menu label
 * ("Qui sommes-nous ?") and its usual slug when that differs. A trailing "*" also accepts longer
 * words ("kontakt*" → "kontaktformular", "mitarbeiter*" → "mitarbeitende"); a phrase of several
 * words must appear as written ("chi siamo"). Only words that name the page on most sites of the
 * language: a word that also names products ("ledningar" are cables in Swedish) stays out.
 * A maker's page about its making ("Fertigung", "fabrication", "produzione", "capabilities")
 * counts as a products page: it is where the site says, in its own voice, that it makes.
 * A leading "=" asks for the whole label or page name: "=personal" is a staff page in German and
 * Swedish, while "Personal data" names none.
 */

/**
 * The kinds of page worth reading, by what they tell. News pages come late: they announce who
 * was appointed ("Anna Weber übernimmt die Geschäftsführung"), read when the budget allows.
 * Careers pages last: a job ad names who the hire reports to and who recruits ("Je rapporteert
 * aan onze operations manager, …", "Ihre Ansprechpartnerin: …, Personalleiterin"), often the
 * only page that names the HR or operations head of a small firm.
 */
export type PageKind = "imprint" | "contact" | "about" | "products" | "team" | "news" | "careers";

type PageNames = Record<PageKind, readonly string[]>;

const de: PageNames = {
  imprint: ["impressum", "rechtliche hinweise", "anbieterkennzeichnung"],
  contact: ["kontakt*", "anfahrt", "standort", "standorte"],
  about: ["uber uns", "ueber uns", "wir uber uns", "unternehmen", "firma", "firmenprofil"],
  products: [
    "produkt*",
    "leistungen",
    "dienstleistung*",
    "leistungsspektrum",
    "angebot",
    "sortiment",
    "losungen",
    "katalog*",
    "fertigung",
  ],
  team: [
    "=personal",
    "=organisation",
    "unsere menschen",
    "die menschen",
    "unser team",
    // "Mitarbeiter", "Mitarbeiterinnen", and the gender-neutral "Mitarbeitende" now common.
    "mitarbeiter*",
    "mitarbeitende*",
    "ansprechpartner*",
    "geschaftsleitung",
    "geschaftsfuhrung",
    "vorstand",
    "gesellschafter",
    "inhaber",
    "grunder",
    "organigramm",
  ],
  news: ["aktuelles", "aktuell", "neuigkeiten", "presse", "pressemitteilung*"],
  careers: ["karriere", "stellenangebote", "offene stellen", "stellenanzeigen", "jobs"],
};

const fr: PageNames = {
  imprint: ["mentions legales", "informations legales"],
  contact: ["contact*"],
  about: [
    "a propos",
    "qui sommes nous",
    "entreprise",
    "l entreprise",
    "notre entreprise",
    "notre societe",
    "societe",
  ],
  products: ["produit*", "nos services", "solutions", "fabrication"],
  team: [
    "collaborateurs",
    "nos collaborateurs",
    "equipe",
    "notre equipe",
    "direction",
    "associes",
    "les associes",
    "fondateurs",
    "organigramme",
  ],
  news: ["actualites", "actualite", "actus", "nouvelles", "communique*", "presse", "espace presse"],
  careers: [
    "carriere*",
    "recrutement",
    "nous rejoindre",
    "rejoignez nous",
    "offres d emploi",
    "emplois",
  ],
};

const it: PageNames = {
  imprint: ["note legali", "dati societari", "informazioni legali", "informazioni societarie"],
  contact: ["contatti", "contatto", "contattaci"],
  about: ["chi siamo", "azienda", "l azienda", "la societa", "profilo"],
  products: ["prodott*", "servizi", "servizio", "soluzioni", "catalogo", "produzione"],
  team: [
    "persone",
    "le persone",
    "le nostre persone",
    "squadra",
    "il team",
    "direzione",
    "soci",
    "i soci",
    "fondatori",
    "organigramma",
    "consiglio di amministrazione",
  ],
  news: ["notizie", "novita", "comunicati stampa", "stampa", "news"],
  careers: ["lavora con noi", "carriere", "posizioni aperte", "offerte di lavoro"],
};

const es: PageNames = {
  imprint: ["aviso legal", "datos identificativos", "informacion legal", "datos legales"],
  contact: ["contacto", "contactos", "contactenos"],
  about: [
    "quienes somos",
    "sobre nosotros",
    // The usual short menu label: "Nosotros", "Conócenos".
    "nosotros",
    "conocenos",
    "empresa",
    "la empresa",
    "nuestra empresa",
  ],
  products: ["producto*", "servicios", "servicio", "soluciones", "fabricacion", "produccion"],
  team: [
    "personas",
    "equipo humano",
    "equipo",
    "nuestro equipo",
    "direccion",
    "socios",
    "los socios",
    "fundadores",
    "organigrama",
    "junta directiva",
  ],
  news: ["noticias", "novedades", "actualidad", "sala de prensa", "prensa"],
  careers: [
    "trabaja con nosotros",
    "empleo",
    "empleos",
    "ofertas de empleo",
    "unete a nosotros",
    "bolsa de trabajo",
    "vacantes",
  ],
};

const nl: PageNames = {
  imprint: ["colofon", "bedrijfsgegevens", "juridische informatie", "wettelijke informatie"],
  contact: ["contact*"],
  about: [
    "over ons",
    "wie zijn wij",
    "wie zijn we",
    "wie wij zijn",
    "ons bedrijf",
    "bedrijf",
    "bedrijfsprofiel",
  ],
  products: ["diensten", "dienstverlening", "oplossingen", "assortiment", "productie"],
  team: [
    "mensen",
    "onze mensen",
    "ons team",
    "medewerkers",
    "directie",
    "bestuur",
    "vennoten",
    "oprichters",
    "organigram",
    "=organisatie",
  ],
  news: ["nieuws", "actueel", "persberichten", "pers"],
  careers: ["werken bij", "vacatures", "vacature", "carriere"],
};

const pl: PageNames = {
  imprint: ["dane firmy", "informacje prawne", "nota prawna", "dane rejestrowe"],
  contact: ["kontakt*"],
  about: ["o nas", "o firmie", "firma", "historia firmy", "kim jestesmy"],
  products: ["uslugi", "oferta", "rozwiazania", "produkcja"],
  team: [
    "ludzie",
    "nasi ludzie",
    "zespol",
    "zarzad",
    "kadra",
    // "Kierownictwo" (the management), "Kadra kierownicza".
    "kierownictwo",
    "pracownicy",
    "wspolnicy",
    "wlasciciele",
    "zalozyciele",
  ],
  news: ["aktualnosci", "wiadomosci", "dla mediow", "prasa"],
  careers: ["kariera", "oferty pracy", "rekrutacja"],
};

const sv: PageNames = {
  imprint: ["foretagsinformation", "foretagsuppgifter", "juridisk information"],
  contact: ["kontakt*"],
  about: ["om oss", "om foretaget", "foretaget", "vilka vi ar", "vilka ar vi"],
  products: ["tjanster", "losningar", "tillverkning", "produktion"],
  team: [
    "=personal",
    "var personal",
    "medarbetare",
    "vart team",
    "ledning",
    "ledningen",
    "ledningsgrupp",
    "ledningsgruppen",
    "foretagsledning",
    "styrelse",
    "styrelsen",
    "delagare",
    "grundare",
  ],
  news: ["nyheter", "aktuellt", "pressmeddelanden", "press"],
  careers: ["karriar", "lediga jobb", "jobba hos oss", "lediga tjanster"],
};

const pt: PageNames = {
  imprint: ["informacoes legais", "informacao legal", "ficha tecnica", "nota legal"],
  contact: ["contato", "contatos", "fale conosco"],
  about: ["sobre nos", "quem somos", "a empresa"],
  products: ["produto*", "servicos", "solucoes", "producao", "fabrico"],
  team: [
    "pessoas",
    "as nossas pessoas",
    "equipe",
    "equipa",
    "a equipa",
    "nossa equipe",
    "a nossa equipa",
    "fundadores",
    "organograma",
    "conselho de administracao",
  ],
  news: ["noticias", "novidades", "imprensa"],
  careers: ["carreiras", "trabalhe conosco", "trabalhe connosco", "recrutamento", "vagas"],
};

const en: PageNames = {
  imprint: ["imprint", "legal notice", "legal"],
  contact: ["contact*", "get in touch", "where to find us"],
  about: ["about*", "who we are", "our company", "company", "company profile", "profile"],
  products: [
    "product*",
    "services",
    "service",
    "solutions",
    "what we do",
    "our products",
    "our services",
    "range",
    "portfolio",
    "catalog*",
    "capabilities",
    "manufacturing",
  ],
  team: [
    "team",
    "teams",
    "management",
    "staff",
    "leadership",
    // "Our people" in every language: "Unsere Menschen", "Le persone", "Onze mensen", "Pessoas".
    "our people",
    "our team",
    "people",
    // A partnership's or a founder-run firm's people page is named after who they are.
    "partners",
    "the partners",
    "founders",
    "directors",
    "our directors",
    "board of directors",
  ],
  news: ["news", "newsroom", "press", "press releases"],
  careers: ["careers", "career", "jobs", "vacancies", "join us", "work with us", "join our team"],
};

/** Each language's names for each kind of page. */
export const PAGE_NAMES: Record<Language, PageNames> = { de, fr, it, es, nl, pl, sv, pt, en };
