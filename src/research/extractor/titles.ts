import { decisionMakerCatalogue, type PrimaryTitle, primaryTitles } from "../decision-makers.ts";
import { fold, foldWords } from "./text.ts";

/*
 * Job titles mapped to the catalogue's primary titles. The catalogue is English; sites are not,
 * so each primary also lists common forms in the main European languages. Matching is on folded
 * whole words (case and diacritics ignored), so "Sales Assistant" never matches "Sales Director"
 * and "Director" never matches inside "Directorate".
 */

const localVariants: Record<PrimaryTitle, string[]> = {
  CEO: [
    "CEO",
    "Chief Executive",
    "Geschäftsführer",
    "Geschaeftsfuehrer",
    "Geschäftsführung",
    "Geschäftsführender Gesellschafter",
    "Vorstand",
    "Vorstandsvorsitzender",
    "Vorstandsvorsitzende",
    "Vorsitzender des Vorstands",
    "Vorsitzende des Vorstands",
    "Directeur général",
    "Directrice générale",
    "PDG",
    "Président-directeur général",
    "Gérant",
    "Gérante",
    "Amministratore delegato",
    "Amministratore unico",
    "AD",
    "Direttore generale",
    "Direttrice generale",
    "Director general",
    "Directora general",
    "Consejero delegado",
    "Consejera delegada",
    "Gerente general",
    "Algemeen directeur",
    "Algemeen directrice",
    "Prezes zarządu",
    "Prezes",
    "VD",
    "Verkställande direktör",
    "Diretor-geral",
    "Diretora-geral",
    "Diretor geral",
  ],
  "Sales Director": [
    "Director of Sales",
    "Chief Sales Officer",
    "Export Manager",
    "Vertriebsleiter",
    "Leiter Vertrieb",
    "Leiterin Vertrieb",
    "Leiter des Vertriebs",
    "Leitung Vertrieb",
    "Vertriebsdirektor",
    "Exportleiter",
    "Leiter Export",
    "Directeur commercial",
    "Directrice commerciale",
    "Responsable commercial",
    "Responsable commerciale",
    "Directeur export",
    "Direttore commerciale",
    "Direttrice commerciale",
    "Responsabile commerciale",
    "Responsabile vendite",
    "Director comercial",
    "Directora comercial",
    "Jefe de ventas",
    "Gerente de ventas",
    "Gerente comercial",
    "Commercieel directeur",
    "Commercieel manager",
    "Salesmanager",
    "Dyrektor sprzedaży",
    "Dyrektor handlowy",
    "Försäljningschef",
    "Försäljningsdirektör",
    "Diretor comercial",
    "Diretora comercial",
  ],
  "Purchase Director": [
    "Purchasing Manager",
    "Purchasing Director",
    "Head of Purchasing",
    "Head of Procurement",
    "Procurement Director",
    "Einkaufsleiter",
    "Leiter Einkauf",
    "Leiterin Einkauf",
    "Leiter des Einkaufs",
    "Leitung Einkauf",
    "Einkäufer",
    "Responsable des achats",
    "Responsable achats",
    "Directeur des achats",
    "Directrice des achats",
    "Acheteur",
    "Acheteuse",
    "Responsabile acquisti",
    "Responsabile degli acquisti",
    "Direttore acquisti",
    "Director de compras",
    "Directora de compras",
    "Jefe de compras",
    "Responsable de compras",
    "Inkoopmanager",
    "Inkoopdirecteur",
    "Hoofd inkoop",
    "Inkoper",
    "Dyrektor zakupów",
    "Kierownik zakupów",
    "Inköpschef",
    "Diretor de compras",
  ],
  "Marketing Manager": [
    "CMO",
    "Chief Marketing Officer",
    "Marketingleiter",
    "Leiter Marketing",
    "Leiterin Marketing",
    "Leitung Marketing",
    "Responsable marketing",
    "Directeur marketing",
    "Directrice marketing",
    "Responsabile marketing",
    "Direttore marketing",
    "Director de marketing",
    "Directora de marketing",
    "Jefe de marketing",
    "Marketingmanager",
    "Hoofd marketing",
    "Dyrektor marketingu",
    "Marknadschef",
    "Diretor de marketing",
  ],
  CTO: [
    "Head of Technology",
    "Technischer Leiter",
    "Technische Leiterin",
    "Leiter Technik",
    "Technischer Geschäftsführer",
    "IT-Leiter",
    "Leiter IT",
    "Directeur technique",
    "Directrice technique",
    "Direttore tecnico",
    "Responsabile tecnico",
    "Director técnico",
    "Directora técnica",
    "Technisch directeur",
    "Dyrektor techniczny",
    "Teknisk chef",
    "Teknisk direktör",
    "Diretor técnico",
  ],
  CFO: [
    "Financial Controller",
    "Finanzleiter",
    "Leiter Finanzen",
    "Kaufmännischer Leiter",
    "Kaufmännische Leiterin",
    "Kaufmännischer Geschäftsführer",
    "Finanzvorstand",
    "Directeur financier",
    "Directrice financière",
    "DAF",
    "Responsable financier",
    "Direttore finanziario",
    "Direttrice finanziaria",
    "Director financiero",
    "Directora financiera",
    "Financieel directeur",
    "Dyrektor finansowy",
    "Ekonomichef",
    "Finanschef",
    "Diretor financeiro",
  ],
  "Operations Manager": [
    "Chief Operating Officer",
    "Head of Operations",
    "Betriebsleiter",
    "Werksleiter",
    "Produktionsleiter",
    "Niederlassungsleiter",
    "Filialleiter",
    "Directeur des opérations",
    "Directrice des opérations",
    "Directeur d'usine",
    "Directeur de site",
    "Direttore operativo",
    "Direttore di stabilimento",
    "Director de operaciones",
    "Director de planta",
    "Jefe de planta",
    "Operationeel directeur",
    "Bedrijfsleider",
    "Vestigingsmanager",
    "Dyrektor operacyjny",
    "Driftchef",
    "Fabrikschef",
    "Diretor de operações",
  ],
  "HR Manager": [
    "Human Resources Director",
    "Head of People",
    "CHRO",
    "Personalleiter",
    "Leiter Personal",
    "Leiterin Personal",
    "Personalchef",
    "Leiter Human Resources",
    "DRH",
    "Directeur des ressources humaines",
    "Directrice des ressources humaines",
    "Responsable RH",
    "Responsable des ressources humaines",
    "Responsabile risorse umane",
    "Responsabile delle risorse umane",
    "Direttore risorse umane",
    "Director de recursos humanos",
    "Directora de recursos humanos",
    "Jefe de recursos humanos",
    "Personeelsmanager",
    "Hoofd HR",
    "HR-Manager",
    "Dyrektor personalny",
    "HR-chef",
    "Diretor de recursos humanos",
  ],
  "Business Development Manager": [
    "Business Developer",
    "Business Development Director",
    "Head of Business Development",
    "Director of Business Development",
    "Geschäftsentwicklung",
    "Leiter Geschäftsentwicklung",
    "Responsable développement commercial",
    "Responsabile sviluppo commerciale",
    "Director de desarrollo de negocio",
  ],
  Owner: [
    "Owner",
    "Cofounder",
    "Inhaber",
    "Geschäftsinhaber",
    "Gründer",
    "Gruender",
    "Mitgründer",
    "Firmengründer",
    "Fondateur",
    "Fondatrice",
    "Cofondateur",
    "Co-fondateur",
    "Propriétaire",
    "Gérant",
    "Gérante",
    "Titolare",
    "Fondatore",
    "Cofondatore",
    "Proprietario",
    "Proprietaria",
    "Presidente",
    "Président",
    "Propietario",
    "Propietaria",
    "Fundador",
    "Fundadora",
    "Cofundador",
    "Eigenaar",
    "Eigenares",
    "Oprichter",
    "Oprichtster",
    "Właściciel",
    "Właścicielka",
    "Założyciel",
    "Ägare",
    "Grundare",
    "Medgrundare",
    "Proprietária",
  ],
};

/**
 * Words that make a title someone else's: the assistant, trainee, deputy or former holder of a
 * role is not its holder ("Assistant to the CEO" is not the CEO).
 */
const DISQUALIFIERS = new Set(
  [
    "assistant",
    "assistante",
    "assistent",
    "assistentin",
    "assistente",
    "asistente",
    "secretary",
    "sekretär",
    "sekretärin",
    "secrétaire",
    "segretaria",
    "secretaria",
    "trainee",
    "intern",
    "praktikant",
    "praktikantin",
    "stagiaire",
    "stagista",
    "becario",
    "becaria",
    "deputy",
    "stellvertretender",
    "stellvertretende",
    "adjoint",
    "adjointe",
    "vice",
    "vize",
    "former",
    "ehemaliger",
    "ehemalige",
    "ancien",
    "ancienne",
    "ex",
    "to",
  ].map(fold),
);

/** Titles that only mean a top role when they stand alone ("Directeur", "Gerente"). */
const ALONE_ONLY: Record<string, PrimaryTitle> = {
  directeur: "CEO",
  directrice: "CEO",
  gerente: "CEO",
  direktor: "CEO",
  "verkstallande direktor": "CEO",
};

/** Words that make a line a job title even when the catalogue does not know it. */
const JOB_WORDS = new Set(
  [
    "manager",
    "managerin",
    "director",
    "directeur",
    "directrice",
    "direttore",
    "direttrice",
    "directora",
    "diretor",
    "diretora",
    "dyrektor",
    "direktor",
    "head",
    "officer",
    "leiter",
    "leiterin",
    "leitung",
    "responsable",
    "responsabile",
    "chef",
    "jefe",
    "jefa",
    "hoofd",
    "kierownik",
    "engineer",
    "ingenieur",
    "ingénieur",
    "ingegnere",
    "ingeniero",
    "consultant",
    "berater",
    "beraterin",
    "specialist",
    "coordinator",
    "koordinator",
    "prokurist",
    "prokuristin",
    "president",
    "lead",
    "supervisor",
    "representative",
    "manager",
    "buyer",
  ].map(fold),
);

interface Pattern {
  words: string[];
  primary: PrimaryTitle;
}

/**
 * German and Dutch titles take "-in"/"-e" in the feminine; generate those forms once. The noun is
 * the last word ("Kaufmännischer Leiter") or, before its field, the first ("Leiter Einkauf").
 */
function withFeminine(words: string[]): string[][] {
  const forms = [words];
  const last = words[words.length - 1] ?? "";
  if (/(er|or)$/.test(last) && last.length > 4) {
    forms.push([...words.slice(0, -1), `${last}in`]);
  }
  if (words.length > 1 && words[0] === "leiter") forms.push(["leiterin", ...words.slice(1)]);
  return forms;
}

function buildPatterns(): Pattern[] {
  const patterns: Pattern[] = [];
  for (const primary of primaryTitles) {
    const titles = [primary, ...decisionMakerCatalogue[primary], ...localVariants[primary]];
    for (const title of titles) {
      for (const words of withFeminine(foldWords(title))) patterns.push({ words, primary });
    }
  }
  // Longest first, so "Technischer Geschäftsführer" claims its words before "Geschäftsführer".
  return patterns.sort((a, b) => b.words.length - a.words.length);
}

const PATTERNS = buildPatterns();

/** A title's words, folded, with "Vice President" read as "VP" (so it never means "President"). */
function titleWords(title: string): string[] {
  const words = foldWords(title.replace(/\bvice[\s-]+pr[eé]sident(e)?\b/giu, "VP"));
  const joined: string[] = [];
  // "co-founder" and "co founder" are both "cofounder".
  for (const word of words) {
    if (joined[joined.length - 1] === "co" && word.length > 3) joined[joined.length - 1] += word;
    else joined.push(word);
  }
  return joined;
}

export interface TitleMatch {
  /** Every primary title the text names, most important first (catalogue order). */
  primaries: PrimaryTitle[];
  /** How many words of the text are not part of a matched title. */
  extraWords: number;
  /** Words of the text that matched a variant exactly, for "exact variant first" ranking. */
  matchedWords: string[][];
}

/** Matches a job title against the catalogue and its translations; undefined when none fits. */
export function matchTitle(title: string): TitleMatch | undefined {
  const words = titleWords(title);
  if (words.length === 0 || words.some((word) => DISQUALIFIERS.has(word))) return undefined;
  const alone = ALONE_ONLY[words.join(" ")];
  if (alone) return { primaries: [alone], extraWords: 0, matchedWords: [words] };
  const claimed = new Array<boolean>(words.length).fill(false);
  const found = new Set<PrimaryTitle>();
  const matchedWords: string[][] = [];
  for (const pattern of PATTERNS) {
    const n = pattern.words.length;
    for (let i = 0; i + n <= words.length; i++) {
      let hit = true;
      for (let k = 0; k < n; k++) {
        if (words[i + k] !== pattern.words[k]) hit = false;
      }
      if (!hit) continue;
      // A shorter pattern inside a longer claimed match is the same title, unless both name it
      // at once ("Gérant" is CEO and Owner).
      const overlaps = claimed.slice(i, i + n).some(Boolean);
      const sameSpan = matchedWords.some((m) => m.join(" ") === pattern.words.join(" "));
      if (overlaps && !sameSpan) continue;
      for (let k = 0; k < n; k++) claimed[i + k] = true;
      found.add(pattern.primary);
      matchedWords.push(pattern.words);
    }
  }
  if (found.size === 0) return undefined;
  const primaries = primaryTitles.filter((primary) => found.has(primary));
  return { primaries, extraWords: claimed.filter((c) => !c).length, matchedWords };
}

/** The primary title a job title maps to, or undefined. */
export function primaryTitleFor(title: string): PrimaryTitle | undefined {
  return matchTitle(title)?.primaries[0];
}

/** True when a short text reads like a job title: a catalogue match or a common job word. */
export function looksLikeTitle(text: string): boolean {
  if (text.length > 80 || /[.!?]\s|[@:;]|\d{3}/.test(text)) return false;
  const words = titleWords(text);
  if (words.length === 0 || words.length > 8) return false;
  const match = matchTitle(text);
  if (match) return match.extraWords <= 4;
  if (words.some((word) => DISQUALIFIERS.has(word))) return true;
  return words.length <= 6 && words.some((word) => JOB_WORDS.has(word));
}

/** Folded words of a title, for exact comparisons between a wanted title and a found one. */
export function titleKey(title: string): string {
  return titleWords(title).join(" ");
}
