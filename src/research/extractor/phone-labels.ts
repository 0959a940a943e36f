/*
 * The words that say what a number next to them is, in the nine languages of the product
 * (de, fr, it, es, nl, pl, sv, pt, en): a phone, a fax, both at once, or something else that looks
 * like one (a VAT or registration number, a postcode, an order number, a bank account).
 */

/**
 * "shared" is a label that announces one line for both ("Tel/Fax", "Tel. & Fax", "T/F"): such a
 * number rings, so it is kept as a phone, with its label; when two numbers follow the one label
 * ("Tel./Fax: 030 123456 / 030 123457") they are the phone and the fax, in that order.
 */
export type LabelKind = "phone" | "fax" | "shared" | "other";

/** Phone labels, longest first where one is a prefix of another. */
const PHONE = [
  "t[eé]l[eé]phone",
  "tel[eé]fon[eo]?",
  "telefoon",
  "telephone",
  String.raw`tel\.?\s*kom(?:\.|[oó]rkowy)?`,
  "telemóvel",
  "telemovel",
  "t[eé]l",
  "tfno",
  "telf",
  "tlf",
  "tfn",
  "phone",
  "ph",
  "phn",
  "fon",
  "rufnummer",
  "durchwahl",
  "zentrale",
  "centralino",
  "centralita",
  "centrala",
  "centrale",
  "central",
  "standard",
  "växel",
  "vaxel",
  "vxl",
  "switchboard",
  "hotline",
  "infolinia",
  String.raw`toll[\s-]?free`,
  "freephone",
  String.raw`n[uú]m[eé]ro\s+(?:verde|vert|gratuito)`,
  "freecall",
  "gratisnummer",
  // Free lines, said so in each language ("Teléfono gratuito", "Bezpłatna infolinia", "Linha verde").
  "(?:kostenlos|kostenfrei|geb[üu]hrenfrei)(?:e[nrs]?)?",
  "gratuit(?:[oa]s?|es?|s)?",
  "gratis",
  "(?:kostnads|avgifts)fri(?:tt|a)?",
  "bezp[łl]atn[aey]",
  String.raw`linha\s+(?:verde|gratuita|azul)`,
  // Polish "kom." (komórka) and French "port." (portable), with their dots: alone, "kom" is a
  // Swedish verb and "port" a harbour.
  String.raw`kom\.`,
  String.raw`port\.`,
  "mobile",
  "mobiel",
  "mobil(?:telefon|e)?",
  "mob",
  "handy",
  String.raw`whats\s?app`,
  "cellulare",
  "cellular",
  "cell",
  "celular",
  "móvil",
  "movil",
  "komórka",
  "komorka",
  "portable",
  "gsm",
  "office",
  "main",
  "direct(?:\\s+line)?",
  "ligne\\s+directe",
  "voice",
  "call(?:\\s+us)?",
  "local",
];

/**
 * Fax words, with the cases Polish declines them in ("Nr faksu", "faksem"), and the verb of
 * faxing with what joins it to the number ("oder faxen Sie an +49 …", "faxez au", "faxa till").
 */
const FAX = [
  String.raw`faxen(?:\s+sie)?(?:\s+(?:uns|bitte))?(?:\s+(?:an|unter))?`,
  String.raw`faxez(?:-nous)?(?:\s+au)?`,
  String.raw`faxa(?:\s+oss)?(?:\s+till)?`,
  "telefax",
  "telefaks(?:u|em|ie)?",
  "t[eé]l[eé]copieur",
  "t[eé]l[eé]copie",
  String.raw`t[eé]l[eé]c(?:op)?\.`,
  "facsimile",
  "faxes",
  "facs[ií]mil",
  "faks(?:i|u|em|ie)?",
  "fax",
  "fx",
];

/**
 * Numbers that are not phones: tax, company and bank identifiers, postcodes and post boxes,
 * product, order and book numbers. A number right after one of these is never read as a phone.
 */
const OTHER = [
  "vat",
  "ust(?:-?id)?",
  "mwst",
  "ust-idnr",
  "steuer(?:nummer)?",
  "st\\.?-?nr",
  "tva",
  // Company numbers: Belgium's "BCE/KBO 0456.789.123" reads as a mobile, Brazil's CNPJ as a landline.
  "bce",
  "kbo",
  "ondernemingsnummer",
  String.raw`n(?:[°º]|um[eé]ro)\s*d['’]entreprise`,
  "cnpj",
  "cpf",
  // Brazil's state and city tax registrations: "Inscrição Estadual 555.41208-20", "IE 155/0554127".
  String.raw`inscri[cç][aã]o(?:\s+(?:estadual|municipal))?`,
  String.raw`insc\.?\s?est\.?`,
  "ie",
  "contribuinte",
  "cuit",
  "rfc",
  "uid",
  "firmenbuch(?:nummer)?",
  "handelsregister",
  "registre",
  "siret",
  "siren",
  "rcs",
  "iva",
  "p\\.?\\s?iva",
  "c\\.?\\s?f",
  "codice\\s+fiscale",
  "nif",
  "cif",
  "nipc",
  "nip",
  "regon",
  "krs",
  "btw",
  "kvk",
  "org\\.?\\s?nr",
  // Finland's business id, as Swedish ("FO-nummer") and Finnish ("Y-tunnus") pages print it.
  String.raw`fo[\s-]?(?:nummer|nr)`,
  String.raw`y[\s-]?tunnus`,
  String.raw`business\s+id`,
  "organisationsnummer",
  "cvr",
  "moms(?:reg)?",
  "eori",
  "rea",
  "hrb",
  "hra",
  "abn",
  "acn",
  "ein",
  "reg(?:istration|istered|istro)?",
  "company",
  "licen[cs]e",
  "lic",
  "iban",
  "bic",
  "swift",
  "account",
  "acct",
  "konto",
  "konta",
  "rekening",
  "bankgiro",
  "plusgiro",
  "postgiro",
  "blz",
  "bankleitzahl",
  "sort\\s+code",
  "isbn",
  "issn",
  "order",
  "invoice",
  // Order, customer, article and licence numbers in the other languages.
  "(?:bestell|auftrags?|kunden|artikel|rechnungs)(?:nummer|-?nr)",
  "r[eé]f(?:[eé]rence)?",
  "commande",
  "facture",
  "pedido",
  "factura",
  "encomenda",
  "fatura",
  "ordine",
  "fattura",
  "zam[oó]wieni[ae]",
  "faktur[ay]",
  "bestelling",
  "articolo",
  "art[ií]culo",
  "artigo",
  "lizenz",
  "licencia",
  "licenza",
  "licen[cç]a",
  "licencja",
  "item",
  "sku",
  "part",
  "model",
  "art(?:ikel)?\\.?-?nr",
  "zip",
  "postcode",
  "postal\\s+code",
  "plz",
  "cap",
  "p\\.?\\s?o\\.?\\s+box",
  "postfach",
  "suite",
  "ste",
  "unit",
];

const alternation = (words: string[]) => words.join("|");

/** Words that join a phone and a fax label into one shared label: "/", "&", "and" in nine languages. */
const JOIN = String.raw`(?:\s*[/&+]\s*|\s+(?:and|und|et|e|y|i|och|en|or|oder|ou|o|of|eller|lub)\s+)`;
const PHONE_WORD = String.raw`t[eé]l(?:[eé](?:fon[eou]?|phone|foon|fono))?\.?|phone|ph\.?|fon|tlf\.?|tfn\.?`;
const FAX_WORD = String.raw`(?:tele)?fa(?:x|ks(?:u|em)?)\.?|t[eé]l[eé]copie|facsimile`;

/** "Tel/Fax", "Tel. & Fax", "Fax/Telefon", "T/F", "T & F": one line for both. */
const SHARED = [
  `(?:${PHONE_WORD})${JOIN}(?:${FAX_WORD})`,
  `(?:${FAX_WORD})${JOIN}(?:${PHONE_WORD})`,
  String.raw`[tp]\s*[/&]\s*f(?=\s*[:.]|\s+[+(]?\d)`,
];

/** "T:", "F.", or "T +44 …": a single letter labels only what follows it at once. */
const LETTER_END = String.raw`(?=\s*[:.]|\s+[+(]?\d)`;

/** Every label in a text, with its kind; single letters (T:, F:, M:, P:) only with a colon or period. */
const LABEL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(${alternation(SHARED)})|(${alternation(PHONE)})|(${alternation(FAX)})|(${alternation(OTHER)})|([tpmoc])${LETTER_END}|(f)${LETTER_END}|\((f)\)|\(([tpm])\))(?:\s*(?:numbers?|nummer[n]?|num[eé]ros?|n[uú]meros?|numery?|nos?\.|nr\.?|n[°º]))?(?![\p{L}])`,
  "giu",
);

/**
 * A phone or fax word run into its number, as when two elements meet: "Telephone0844 800 1500",
 * "<span>Tél.</span><span>01 42 …</span>" read as "Tél.01 42 …"; a single letter only with its dot
 * or colon ("F.020 …").
 */
const GLUED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:${alternation(SHARED)}|${alternation(PHONE)}|${alternation(FAX)})[.:]{0,2}|[tfpm][.:]{1,2})(?=\+?\d)`,
  "giu",
);

/** The text with a space between a phone or fax label and a number run into it. */
export function unglueLabels(text: string): string {
  return text.replace(GLUED, "$& ");
}

export interface FoundLabel {
  kind: LabelKind;
  start: number;
  end: number;
}

/** The labels of a line of text, in order. */
export function labelsIn(text: string): FoundLabel[] {
  return Array.from(text.matchAll(LABEL), (match) => {
    const start = match.index ?? 0;
    const kind: LabelKind = match[1]
      ? "shared"
      : match[2] || match[5] || match[8]
        ? "phone"
        : match[3] || match[6] || match[7]
          ? "fax"
          : "other";
    return { kind, start, end: start + match[0].length };
  });
}

/** What may follow a label at the end of a line: its "No." and its colon ("Fax-Nr.:", "Tel. No."). */
const LABEL_TAIL = /^[\s:.-]*(?:(?:n[or]|nummer|number|num|n[°º])\b\.?)?[\s:.]*$/iu;

/** The kind of the label a text ends with, if it ends with one. */
export function endingLabelKind(text: string): LabelKind | undefined {
  const last = labelsIn(text).at(-1);
  return last && LABEL_TAIL.test(text.slice(last.end)) ? last.kind : undefined;
}

/**
 * A short line that ends with a label and holds no number ("Telefon:", "General Fax", "By fax:"),
 * as in a table's first column or a heading over the number.
 */
export function labelOnly(text: string): LabelKind | undefined {
  // "(Fax)" in a cell of its own, after the number's cell.
  const written = text.trim().replace(/^\((.*)\)$/u, "$1");
  const trimmed = written.replace(/[\s:.]+$/u, "");
  if (trimmed.length === 0 || trimmed.length > 30 || /\d/.test(trimmed)) return undefined;
  // Read with its colon: a single letter ("F:") is a label only with one.
  return endingLabelKind(written);
}
