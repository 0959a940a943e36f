/*
 * Which column holds the website, the company name and the country, guessed from the header in
 * the nine languages the product reads (en, de, fr, it, es, nl, pl, sv, pt). The user confirms or
 * changes the guess in the preview; a guess is only a starting point.
 */

export interface ColumnPicks {
  website?: string;
  name?: string;
  country?: string;
}

type Pick = keyof ColumnPicks;

/** Header words per pick, accents folded; an exact header wins over one that contains a word. */
const HEADER_WORDS: Record<Pick, string[]> = {
  website: [
    "website",
    "web site",
    "url",
    "web",
    "www",
    "domain",
    "homepage",
    "site",
    "webseite",
    "internetseite",
    "internetadresse",
    "site web",
    "site internet",
    "sito",
    "sito web",
    "sitio web",
    "pagina web",
    "dominio",
    "strona",
    "strona www",
    "witryna",
    "domena",
    "webbplats",
    "hemsida",
    "webbadress",
    "doman",
    "endereco web",
  ],
  name: [
    "company",
    "company name",
    "name",
    "organisation",
    "organization",
    "account",
    "firma",
    "firmenname",
    "unternehmen",
    "entreprise",
    "societe",
    "raison sociale",
    "nom",
    "azienda",
    "ragione sociale",
    "societa",
    "nome",
    "empresa",
    "nombre",
    "razon social",
    "bedrijf",
    "bedrijfsnaam",
    "naam",
    "nazwa",
    "nazwa firmy",
    "przedsiebiorstwo",
    "foretag",
    "foretagsnamn",
    "namn",
    "nome da empresa",
    "exhibitor",
    "aussteller",
    "exposant",
    "espositore",
    "expositor",
    "standhouder",
    "wystawca",
    "utstallare",
  ],
  country: ["country", "land", "staat", "pays", "paese", "nazione", "pais", "kraj", "panstwo"],
};

/** "Site Web (URL)" → "site web url": lower case, accents and punctuation gone. */
export function foldHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ł/g, "l")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The guessed picks for a list's columns: each column used once, the website first. */
export function guessPicks(columns: string[]): ColumnPicks {
  const picks: ColumnPicks = {};
  const taken = new Set<string>();
  for (const pick of ["website", "name", "country"] as const) {
    const column = bestColumn(columns, HEADER_WORDS[pick], taken);
    if (column) {
      picks[pick] = column;
      taken.add(column);
    }
  }
  // A list of one column (a pasted list, a bare export) holds websites or names, row by row.
  const only = columns.length === 1 ? columns[0] : undefined;
  if (only && (!picks.website || !picks.name)) return { website: only, name: only };
  return picks;
}

function bestColumn(columns: string[], words: string[], taken: Set<string>): string | undefined {
  const free = columns.filter((c) => !taken.has(c));
  const exact = free.find((c) => words.includes(foldHeader(c)));
  if (exact) return exact;
  return free.find((c) => {
    const folded = ` ${foldHeader(c)} `;
    return words.some((word) => folded.includes(` ${word} `));
  });
}
