import { fold, wordSet } from "./text.ts";

/*
 * Word lists for telling a person's name from the capitalized text around it: surname particles,
 * the salutations and degrees written around names, and words that never occur in a name but
 * fill headings, menus and company names in the nine languages the engine reads.
 */

/** Lower-case surname particles: "van den Berg", "de la Cruz", "von Weizsäcker", "i Puig". */
export const PARTICLES = wordSet(
  "von van vom zu zur de di da der den du del della dei degli des dos das do le la lo los las ten ter y i af e",
);

/**
 * Salutations and degrees before a name ("Dr. Anna Weber", "Dipl.-Ing. Jan Nowak", "mgr inż.
 * Ewa Kowalska", "Dott.ssa Giulia Rossi"), matched with or without their dot.
 */
const SALUTATION_OR_DEGREE = new RegExp(
  "^(?:mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|herrn?|frau|dipl\\.?-\\s?(?:ing|kfm|kff|oec|inf|wirt\\.?-?ing|vw)|" +
    // "il per. ind. Stefano Bocchi" (perito industriale): with their dots only, as "Per" is a name.
    "per\\.|ind\\.|p\\.\\s?i\\.|" +
    "dipl|mag|mag\\.a|mag\\.?\\(fh\\)|ing|ir|drs|mgr|inz|inż|lic|dott|dott\\.ssa|dr\\.ssa|avv|arch|geom|rag|sig|sig\\.ra|sig\\.na|" +
    "sr|sra|srta|dña|dna|d|m|mme|mlle|me|dhr|mevr|pan|pani|fil\\.?\\s?kand|eng|engª|dra|" +
    // The feminine's superscript ordinal: "D.ª" (doña), "Sr.ª", "Dr.ª", "Eng.ª".
    "(?:d|sr|dr|eng|arq)\\.?ª|" +
    // The salutations written out: "Señora Ruiz", "Signora Bassi", "Mevrouw Claes", "Fru Ek",
    // "de heer Jansen".
    "señor|señora|senhor|senhora|signor|signora|monsieur|madame|mademoiselle|mevrouw|meneer|heer|fru|mister|" +
    // German doctorates of a faculty: "Dr.-Ing.", "Dr. rer. nat." (each abbreviation has its dot).
    "dr\\.?-ing|" +
    // The school a German degree is from: "Dipl.-Ing. (FH)", "Dipl.-Kfm. (Univ.)", "B.Eng. (DH)".
    "\\((?:fh|th|tu|ba|dh|univ\\.?)\\)|" +
    // Swiss schools written without brackets after the degree: "dipl. Ing. ETH", "Ing. HTL".
    "eth|epfl|htl|hts)\\.?$",
  "iu",
);

/** The Swedish "Hr" (herr), as written: "HR" in capitals is human resources ("responsabile HR"). */
const SWEDISH_HERR = /^[Hh]r\.?$/u;

/**
 * Austrian degrees and honorary titles, as written: "DI" (Diplomingenieur), "KR" and "KommR"
 * (Kommerzialrat), "Bmstr." (Baumeister). Case counts: "di" is an Italian surname particle.
 */
const AUSTRIAN_TITLE = /^(?:DI|KR|KommR|Bmstr\.?)$/u;

/** A salutation or degree written before or after a name, with or without its dot. */
export const HONORIFIC = {
  test: (word: string): boolean =>
    SALUTATION_OR_DEGREE.test(word) || SWEDISH_HERR.test(word) || AUSTRIAN_TITLE.test(word),
};

/**
 * Salutations that are given names or family names too: "Don Eugenio Sada" and "Doña Pilar
 * Ortega", "Dona Graça Lopes", "Dom Manuel", but "Don Johnson" and "Dona Hartley"; the titles of
 * nobility ("Baron Philippe de Lichtervelde", "Graf Lennart Bernadotte", but "Thomas Graf"). One
 * is a salutation only before a given name that opens a whole name.
 */
export const GIVEN_SALUTATION = wordSet(`don doña dona dom
  baron baronne barones baronin baronesa baronessa jonkheer jonkvrouw graaf gravin comte comtesse
  conte contessa conde condesa graf gräfin freiherr freifrau greve grevinna hrabia hrabina`);

/**
 * Degrees, credentials and generational suffixes after a name: "John Murray, Jr.", "Keith Harris,
 * M.D.", "Marissa Abdo MS RN", "Lovely C. Laban GNP-C MSN": the post-nominal letters of degrees,
 * nursing, medical, accounting and engineering credentials common on team and practice pages.
 */
export const SUFFIX = new RegExp(
  "^(?:jr|sr|ii|iii|iv|md|m\\.d|phd|ph\\.d|mba|cpa|dds|dmd|esq|rn|msc|bsc|ma|ba|llm|dipl|mha|pe|pa-c|np|" +
    "ms|msn|bsn|lpn|aprn|fnp|fnp-c|fnp-bc|gnp-c|anp-c|dnp|crna|cnm|pa|psyd|lcsw|lpc|lmft|dvm|od|rd|" +
    "bs|mpa|mph|jd|llb|ll\\.m|ll\\.b|cfa|cfp|pmp|cma|cia|cissp|acca|fca|aca|ceng|mbbs|frcs|facs|faad|msw|edd|" +
    // The memberships of British and Irish surveyors, builders, architects and buyers.
    "mrics|frics|assocrics|mciob|fciob|riba|mcips|fcips|mcim|fcim|ieng|miet|mice|fice|" +
    // Irish and British bachelor's and master's abbreviations, engineers, accountants, HR.
    "bcomm|bcom|beng|meng|btech|mtech|bbs|mbs|miei|fiei|acma|fcma|cgma|mcipd|fcipd|mcmi|fcmi|" +
    // Canada's licensed engineers and geoscientists.
    "p\\.eng|p\\.geo|" +
    // Bachelor's and master's degrees written with their dots: "M.Eng.", "B.Sc.", "M.A.".
    "[mb]\\.(?:eng|sc|a|ed|com|phil|arch|tech|ba|des))\\.?$",
  "iu",
);

/** The short legal forms that are also surnames when written as one ("Per Ek", "Ana Sa"). */
const SHORT_FORMS = new Set([
  "ek",
  "se",
  "sa",
  "as",
  "ab",
  "hb",
  "kb",
  "ag",
  "kg",
  "ug",
  "bv",
  "nv",
  "oy",
  "sl",
  "cv",
  "co",
]);

/** A short legal form written as a surname ("Ek", not "e.K." or "EK") is a surname. */
export function isSurnameForm(word: string): boolean {
  return SHORT_FORMS.has(fold(word)) && /^\p{Lu}\p{Ll}+$/u.test(word);
}

/** Words that never occur in a person's name but often in headings, menus and company names. */
export const NOT_NAME = wordSet(`
  gmbh mbh ag kg kgaa ohg ug gbr ek se ltd limited inc llc llp plc corp corporation sas sarl eurl snc sa spa srl sl
  sprl bv nv vof ab hb kb oy aps as sp zoo lda ltda cv co
  group gruppe groupe gruppo grupo groep grupa holding company firma azienda empresa bedrijf foretag
  team home startseite accueil inicio contatti contactos kontakt contact contacts about impressum imprint
  uber uns our unser unsere notre nos nostro nuestro ihr ihre your votre vostro nostra nuestra nuestros onze uw nasz nasza
  ansprechpartner ansprechpartnerin ansprechpartnerinnen ansprechpersonen kontakte contactpersoon contactpersonen
  interlocuteurs referenti kontaktpersoner services service leistungen dienstleistungen servizi servicios diensten uslugi
  tjanster servicos products produkte produits prodotti productos producten produkty produkter produtos
  news aktuelles actualites notizie noticias nieuws aktualnosci nyheter noticias blog careers karriere carriere
  jobs vacatures praca privacy datenschutz welcome willkommen bienvenue benvenuti bienvenido welkom witamy valkommen
  management business development geschaftsfuhrung geschaftsleitung leadership direction direzione direccion directie
  zarzad ledning sales marketing vertrieb einkauf support customer kundenservice
  strasse str weg platz allee rue via calle avenue road street straat ulica gatan rua
  mehr more read lesen download menu search suche login cookie cookies email mail telefon phone fax adresse address
  the and und et ou oder or of for with to from in on at by
  info information informations informazioni informacion office buro bureau ufficio oficina kantoor biuro kontor
  repair free sale shop store online
  avenue boulevard heights county university college school hospital clinic hotel center centre
  institute foundation association society club museum library restaurant cafe bakery studio studios
  gallery salon academy pharmacy
  board members member staff people personnel officers executives directors partners employees
  mitarbeiter mitarbeiterinnen personal equipe personale medewerkers pracownicy medarbetare equipa meet
  stiftung verein verband institut akademie klinik praxis schule universitat hochschule apotheke
  fondation pharmacie fondazione associazione farmacia fundacion asociacion stichting vereniging apotheek
  fundacja stowarzyszenie apteka stiftelse forening apotek fundacao associacao
  africa afrika afrique europe oriente orient nahost mittelost emea apac latam dach benelux nordics
  scandinavia skandinavien scandinavie norden iberia americas amerika ameriques asien asie pacific
`);

/** "and" in the nine languages: between two names, two places, or the words of one field. */
export const AND_WORDS = ["e", "and", "und", "et", "y", "en", "och", "i", "oraz"] as const;

/**
 * A nickname in quotes, one or two capitalized words: '"Bob"', '„Hans“', '«Zé»', "'Henk'",
 * '"Zé Manel"', and French guillemets with their spaces: '« Jeff »'.
 */
export const NICKNAME = String.raw`["“„'‘«]\s?\p{Lu}[\p{L}.'’-]{0,20}(?:\s\p{Lu}[\p{L}.'’-]{0,20})?\s?["”“'’»]`;
