import { decisionMakerCatalogue, type PrimaryTitle, primaryTitles } from "../decision-makers.ts";
import { fold, foldWords } from "./text.ts";
import { localVariants } from "./title-variants.ts";

/*
 * Job titles mapped to the catalogue's primary titles. The catalogue is English; sites are not,
 * so each primary also lists common forms in the main European languages. Matching is on folded
 * whole words (case and diacritics ignored), so "Sales Assistant" never matches "Sales Director"
 * and "Director" never matches inside "Directorate".
 */

const wordSet = (spec: string): Set<string> => new Set(spec.split(/\s+/).filter(Boolean).map(fold));

/**
 * Words that make a title someone else's: the assistant, trainee or deputy of a role is not its
 * holder ("Assistant to the CEO" is not the CEO, "Vice President" is not the President). The text
 * is still a job title, just not the catalogue's.
 */
const SUBORDINATE = wordSet(`
  assistant assistante assistent assistentin assistente asistente secretary sekretar sekretarin
  secretaire segretaria secretaria secretario trainee intern praktikant praktikantin stagiaire stagista
  becario becaria stagiair stazysta praktikant deputy stellvertretender stellvertretende stellv adjoint
  adjointe vice vize vicepresident vizeprasident vizeprasidentin vicepresidente vicepresidenta wiceprezes vicedirettore subdirector
  subdirectora zastepca zastepczyni biträdande bitradande souschef sous
`);

/** Words that make a title a past one: an "ex-CEO" or "former CEO" is no current CEO. */
const PAST = wordSet(`
  former ex ehemaliger ehemalige ehem ancien ancienne antiguo antigua voormalig byly była tidigare fd
  retired emeritus pensionierter
`);

/**
 * Words before a title that make it another person's: "reports to the CEO", "rapporte au DG".
 * Articles between are skipped. A title itself never holds these ("How to Order" is a link).
 */
const TOWARDS = wordSet("to till zum zur aupres au al dla for fur pour per para voor");
const ARTICLES = wordSet("the a an dem der den die das le la les l il lo el los de del");

/** Words of headings over a list of people, never a person's title: "Our Executive Team". */
const NOT_TITLE = wordSet(`
  team teams equipe equipes squadra equipo zespol teamet our unser unsere notre nostro nuestro onze nasz
  meet contact contacts kontakt career careers jobs vacancies karriere job
`);

/** Titles that only mean a top role when they stand alone ("Directeur", "Partner"). */
const ALONE_ONLY: Record<string, PrimaryTitle> = {
  directeur: "CEO",
  directrice: "CEO",
  gerente: "CEO",
  direktor: "CEO",
  dyrektor: "CEO",
  dyrektorka: "CEO",
  administrador: "CEO",
  administradora: "CEO",
  "verkstallande direktor": "CEO",
  partner: "Owner",
  "managing partner": "CEO",
  "senior partner": "Owner",
  "founding partner": "Owner",
  associe: "Owner",
  associee: "Owner",
  socio: "Owner",
  socia: "Owner",
  "socio fundador": "Owner",
  vennoot: "Owner",
  wspolnik: "Owner",
  wspolniczka: "Owner",
  delagare: "Owner",
};

/** Words that make a line a job title even when the catalogue does not know it. */
const JOB_WORDS = wordSet(`
  manager managerin director directeur directrice direttore direttrice directora diretor diretora
  dyrektor dyrektorka direktor direktorin head officer leiter leiterin leitung responsable responsabile
  chef jefe jefa hoofd kierownik kierowniczka engineer ingenieur ingenieurin ingegnere ingeniero
  consultant berater beraterin specialist coordinator koordinator koordinatorin prokurist prokuristin
  president lead supervisor representative buyer vp evp svp avp chairman chairwoman chair chairperson
  principal partner founder owner administrator secretary treasurer clerk recorder mayor
  councilmember councillor councilor commissioner inspector attorney accountant agent broker advisor
  adviser designer architect analyst developer estimator superintendent controller counsel
  auditor editor producer planner technician therapist dentist physician nurse chief
  referent referentin sachbearbeiter sachbearbeiterin vorsitzender vorsitzende gesellschafter gesellschafterin
  prokura teamleiter teamleiterin abteilungsleiter abteilungsleiterin
  conseiller conseillere ingenieure gerant gerante
  amministratore amministratrice consigliere
  gerente asesor asesora
  bedrijfsleider adviseur medewerker vertegenwoordiger
  specjalista doradca przedstawiciel wlasciciel
  saljare radgivare ansvarig
  consultor consultora assessor
`);

/** German, Dutch and Swedish compounds end in the job word: "Accountmanager", "Bauleiter". */
const JOB_ENDING =
  /.{3}(?:manager|managerin|leiter|leiterin|direktor|direktorin|chef|chefin|berater|beraterin|referent|referentin)$/;

function isJobWord(word: string): boolean {
  return JOB_WORDS.has(word) || JOB_ENDING.test(word);
}

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
  const words = foldWords(title.replace(/\bvice[\s-]+pr[eé]sident(e|a)?\b/giu, "VP"));
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

/** True when the words before position `at` send the title to someone else: "to the CEO". */
function addressedTo(words: string[], at: number): boolean {
  let before = at - 1;
  while (before >= 0 && ARTICLES.has(words[before] ?? "")) before--;
  return before >= 0 && TOWARDS.has(words[before] ?? "");
}

/** Recent answers: a page asks about the same short texts many times over. */
const matchCache = new Map<string, TitleMatch | undefined>();

/** Matches a job title against the catalogue and its translations; undefined when none fits. */
export function matchTitle(title: string): TitleMatch | undefined {
  if (matchCache.has(title)) return matchCache.get(title);
  if (matchCache.size > 5000) matchCache.clear();
  const match = computeMatch(title);
  matchCache.set(title, match);
  return match;
}

function computeMatch(title: string): TitleMatch | undefined {
  const words = titleWords(title);
  // The deputy, assistant or former holder of a role does not hold it.
  if (words.length === 0 || words.some((word) => SUBORDINATE.has(word) || PAST.has(word))) {
    return undefined;
  }
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
      if (!hit || addressedTo(words, i)) continue;
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

/**
 * True when a short text reads like a job title: a catalogue match or a common job word. A past
 * role ("former CEO") is no title of the person's now, a heading ("Our Team") or a link text
 * ("How to Order", "Back to topics") none at all; "Assistant to the CEO" is a title, not the CEO.
 */
export function looksLikeTitle(text: string): boolean {
  // A sentence ends in a word and a stop; "O.E.M. Markets Manager" holds an abbreviation.
  if (text.length > 80 || /\p{Ll}{2}[.!?]\s|[!?]|[@:;]|\d{3}/u.test(text)) return false;
  const words = titleWords(text);
  if (words.length === 0 || words.length > 8) return false;
  if (words.some((word) => PAST.has(word) || NOT_TITLE.has(word))) return false;
  const subordinate = words.some((word) => SUBORDINATE.has(word));
  if (!subordinate && words.includes("to")) return false;
  const match = matchTitle(text);
  if (match) return match.extraWords <= 4;
  return words.length <= 8 && (subordinate || words.some(isJobWord));
}

/** Folded words of a title, for exact comparisons between a wanted title and a found one. */
export function titleKey(title: string): string {
  return titleWords(title).join(" ");
}

/** Words that make a title readable to an English-speaking user as it stands. */
const ENGLISH_TITLE_WORDS = wordSet(`
  ceo cfo cto coo cso cmo md chief director manager head officer owner founder cofounder president
  partner executive vp buyer controller proprietor chairman chairwoman
`);

/**
 * The catalogue's English title for a title found in another language, for a user who reads
 * English: "Geschäftsführer" → "CEO", "Prezes Zarządu" → "CEO"; undefined when the title is
 * already English or names no catalogue title. Shown beside the found title, never instead of it.
 */
export function englishTitle(title: string): string | undefined {
  const words = titleWords(title);
  if (words.some((word) => ENGLISH_TITLE_WORDS.has(word))) return undefined;
  const primaries = matchTitle(title)?.primaries;
  return primaries && primaries.length > 0 ? primaries.join(" / ") : undefined;
}
