import type { PrimaryTitle } from "../decision-makers.ts";
import { AND_WORDS } from "./name-words.ts";
import { type Sentence, spell, type Token } from "./sentence-tokens.ts";
import {
  departmentRole,
  KIN,
  KIN_POSSESSIVES,
  NEGATED,
  NOW,
  RUNS,
  SINCE_WORDS,
} from "./sentence-words.ts";
import { fold, wordSet } from "./text.ts";
import { roleOfOffice } from "./title-offices.ts";

/*
 * The company or a department said to be run BY the person named after it, as about pages put it
 * when they print no title: "L'entreprise est dirigée par Claire Moreau", "Das Unternehmen wird
 * seit 2001 von Henk de Vries geleitet", "la empresa está dirigida por su hija Carmen Ruiz",
 * "Die Geschäftsführung liegt seit 2015 bei Martina Keller", "Inkoop wordt geleid door Kees
 * Jansen", "The bakery is owned by …". The role is the one that runs what the sentence names
 * (the company: CEO; "Einkauf": Purchase Director); a project, a seminar or a tour led by
 * someone names no department and gives no role.
 */

/** Participles of running, in the nine languages. */
const RUN = `
  geleitet geführt verantwortet
  dirigée dirigé dirigées gérée géré pilotée piloté administrée administré
  guidata guidato diretta diretto gestita gestito condotta condotto amministrata amministrato
  dirigida dirigido gestionada gestionado liderada liderado encabezada encabezado administrada administrado
  geleid bestuurd aangestuurd gerund
  zarządzana zarządzany zarządzane kierowana kierowany kierowane prowadzona prowadzony prowadzone
  leds drivs styrs
  gerida gerido comandada comandado
  run led managed headed overseen supervised
  liegt
`;
/** Participles of owning: the owner. */
const OWN = "owned ägs";

const RUN_WORDS = wordSet(RUN);
const OWN_WORDS = wordSet(OWN);

/** "by", with Italian's and Portuguese's articles joined to it. */
const BY = wordSet("von bei by par da dal dalla dallo dai por pelo pela door przez av");

/** Phrases that put the company in someone's hands, ending before the name. */
const IN_HANDS_OF = [
  "unter der leitung von",
  "unter leitung von",
  "in den händen von",
  "sous la direction de",
  "sous la houlette de",
  "entre les mains de",
  "sotto la guida di",
  "sotto la direzione di",
  "nelle mani di",
  "bajo la dirección de",
  "en manos de",
  "corre a cargo de",
  "corre a cargo del",
  "a cargo de",
  "a cargo del",
  "a cargo do",
  "a cargo da",
  "affidata a",
  "affidato a",
  "affidata al",
  "affidato al",
  "affidata alla",
  "affidato alla",
  "confiée à",
  "confié à",
  "entrusted to",
  "onder leiding van",
  "onder de leiding van",
  "in handen van",
  "pod kierownictwem",
  "under ledning av",
  "sob a direção de",
  "sob a liderança de",
  "nas mãos de",
  "under the leadership of",
  "under the direction of",
  "in the hands of",
  "under the responsibility of",
  "unter der verantwortung von",
  "sous la responsabilité de",
  "sotto la responsabilità di",
  "bajo la responsabilidad de",
  "onder de verantwoordelijkheid van",
  "sob a responsabilidade de",
].map((phrase) => phrase.split(" ").map(fold));

/**
 * A relative named by kinship between "by" and the name: "par sa fille, Sophie Lefèvre", "dal
 * nipote Andrea Rossi", "pela filha, Ana Pereira", "door zijn zoon Ruud".
 */
/** A possessive or an article before the kinship noun: "sa fille", "dal nipote", "o filho". */
const KIN_LEAD = wordSet(`${KIN_POSSESSIVES} il la lo o a der die den dem the`);

/** Tokens taken by a kinship phrase right before `at`: "sa fille,", "dal nipote", "zijn zoon". */
function kinBefore(tokens: Token[], at: number, start: number): number {
  const kin = tokens[at - 1];
  if (!kin || at - 1 < start || !KIN.has(fold(kin.bare))) return at;
  const lead = tokens[at - 2];
  return lead && at - 2 >= start && KIN_LEAD.has(fold(lead.bare)) ? at - 2 : at - 1;
}

/** The token index where a phrase of IN_HANDS_OF ends right before `at`, opening at the result. */
function handsPhraseBefore(tokens: Token[], at: number, start: number): number | undefined {
  for (const phrase of IN_HANDS_OF) {
    const from = at - phrase.length;
    if (from < start) continue;
    if (phrase.every((word, k) => fold(tokens[from + k]?.bare ?? "") === word)) return from;
  }
  return undefined;
}

/** A compound naming the company: "Familienunternehmen", "Handwerksbetrieb", "familiebedrijf". */
const COMPANY_COMPOUND = /\p{L}{3}(?:unternehmen|betrieb|bedrijf|företag|företaget)$/iu;

/** What the sentence says is run, before `at`: the company, a department or an office. */
function subjectBefore(sentence: Sentence, at: number): Subject | undefined {
  const { tokens, start } = sentence;
  for (let k = at - 1; k >= start; k--) {
    // Another name on the way ("founded by Gustav Ek and run by Karin Ek") is passed over.
    if (sentence.taken.has(k)) continue;
    const word = tokens[k]?.bare ?? "";
    const department = departmentRole(word) ?? (COMPANY_COMPOUND.test(word) ? "CEO" : undefined);
    if (department) return officeEndingAt(sentence, k) ?? { at: k, to: k + 1, role: department };
    // An office of one word or two: "Geschäftsführung", "direction générale".
    const pair = k + 1 < at ? roleOfOffice(`${word} ${tokens[k + 1]?.bare ?? ""}`) : undefined;
    if (pair) return { at: k, to: k + 2, role: pair, office: true };
    const office = roleOfOffice(word);
    if (office) return { at: k, to: k + 1, role: office, office: true };
  }
  return undefined;
}

/**
 * The office whose last word is the department at `k`: "la direzione commerciale", "die Leitung
 * der Produktion" name the office, of which the department alone is a part.
 */
function officeEndingAt(sentence: Sentence, k: number): Subject | undefined {
  const { text, tokens, start } = sentence;
  for (let from = Math.max(start, k - 2); from < k; from++) {
    if ([...Array(k - from).keys()].some((j) => sentence.taken.has(from + j))) continue;
    const role = roleOfOffice(spell(text, tokens, from, k + 1));
    if (role) return { at: from, to: k + 1, role, office: true };
  }
  return undefined;
}

interface Subject {
  at: number;
  to: number;
  role: PrimaryTitle;
  /** An office noun ("Geschäftsführung"): the title as printed is the office. */
  office?: boolean;
}

export interface LedBy {
  title: string;
  primary: PrimaryTitle;
}

const AND = wordSet(AND_WORDS.join(" "));

/** Where the first of names joined by "and" opens, for the name that opens at `at`. */
function coordinatedStart(sentence: Sentence, at: number): number {
  const { tokens, start, taken } = sentence;
  let from = at;
  while (from - 2 >= start && AND.has(fold(tokens[from - 1]?.bare ?? "")) && taken.has(from - 2)) {
    from -= 2;
    while (from - 1 >= start && taken.has(from - 1)) from--;
  }
  return from;
}

/** Where the last of names joined by "and" ends, for the name that ends before `to`. */
function coordinatedEnd(sentence: Sentence, to: number): number {
  const { tokens, end, taken } = sentence;
  let after = to;
  while (after + 1 < end && AND.has(fold(tokens[after]?.bare ?? "")) && taken.has(after + 1)) {
    after += 1;
    while (after < end && taken.has(after)) after++;
  }
  return after;
}

/**
 * The role of the person whose name opens at `nameAt` and ends before `nameTo`, when the sentence
 * says the company or a department is run or owned by them; undefined otherwise.
 */
export function ledBy(sentence: Sentence, nameAt: number, nameTo: number): LedBy | undefined {
  const { text, tokens, start, end } = sentence;
  // "von Anna Weber und Jan Berger geleitet": each of the names joined by "and" is led by.
  const before = kinBefore(tokens, coordinatedStart(sentence, nameAt), start);
  nameTo = coordinatedEnd(sentence, nameTo);
  const by = tokens[before - 1];
  let verb: number | undefined;
  let opens: number | undefined;
  if (by && BY.has(fold(by.bare))) {
    // The participle before "by", perhaps with a date or "heute" between: "dirigida desde 2005
    // por", or after the name, at the clause's end: "… von Henk de Vries geleitet".
    for (let k = before - 2; k >= Math.max(start, before - 6); k--) {
      const word = fold(tokens[k]?.bare ?? "");
      if (RUN_WORDS.has(word) || OWN_WORDS.has(word)) {
        verb = k;
        break;
      }
    }
    const after = tokens[nameTo];
    if (verb === undefined && after && nameTo < end && RUN_WORDS.has(fold(after.bare))) {
      verb = nameTo;
    }
    opens = before - 1;
  }
  // "in den Händen von", "onder de verantwoordelijkheid van": a phrase ending in "by" itself.
  if (verb === undefined) opens = handsPhraseBefore(tokens, before, start);
  if (opens === undefined) return undefined;
  const sentenceStart = tokens[start]?.start ?? 0;
  if (NEGATED.test(text.slice(sentenceStart, tokens[nameAt]?.start ?? 0))) return undefined;
  const owned = verb !== undefined && OWN_WORDS.has(fold(tokens[verb]?.bare ?? ""));
  const subject = subjectBefore(sentence, Math.min(opens, verb ?? opens));
  if (!subject) return undefined;
  const role: PrimaryTitle = owned ? "Owner" : subject.role;
  // The words from what is run to the verb, as printed ("entreprise est dirigée", "Inkoop wordt
  // geleid"); what is run alone when they lie apart.
  // After the name ("… von Martina Keller geleitet") the verb leaves what is run alone.
  const last = verb ?? opens - 1;
  const title =
    !subject.office && last < nameAt && last >= subject.at && last - subject.at <= 5
      ? spell(text, tokens, subject.at, last + 1)
      : spell(text, tokens, subject.at, subject.to);
  return title ? { title, primary: role } : undefined;
}

/** "since", before a year: "seit 2019", "od 2017 roku", "sedan 2016". */

/**
 * Where the words of time before `at` start: "obecnie", "heute", "seit 2019", "od 2017 roku".
 * They stand between a verb and its subject and say nothing of what is run.
 */
function adverbsBefore(sentence: Sentence, at: number): number {
  const { tokens, start } = sentence;
  let from = at;
  while (from - 1 > start && at - from < 3) {
    const word = fold(tokens[from - 1]?.bare ?? "");
    const year = /^\d{4}$/.test(word) && SINCE_WORDS.has(fold(tokens[from - 2]?.bare ?? ""));
    if (year) from -= 2;
    else if (NOW.has(word) || word === "roku") from -= 1;
    else break;
  }
  return from;
}

/**
 * "Firmą kieruje Tomasz Nowak", "Den Einkauf leitet Anna Weber": what is run first, then the verb
 * of running, then the name (the object before the verb, as Polish and German may put it).
 */
export function runBefore(sentence: Sentence, nameAt: number): LedBy | undefined {
  const { text, tokens, start } = sentence;
  const verb = adverbsBefore(sentence, kinBefore(tokens, nameAt, start)) - 1;
  if (verb <= start || !RUNS.has(fold(tokens[verb]?.bare ?? ""))) return undefined;
  if (NEGATED.test(text.slice(tokens[start]?.start ?? 0, tokens[nameAt]?.start ?? 0))) {
    return undefined;
  }
  const subject = subjectBefore(sentence, verb);
  // The verb right after what it runs: "Firmą kieruje", never "Die Firma hat … leitet".
  if (!subject || verb - subject.to > 1) return undefined;
  // A department or an office is a title as printed ("Einkauf", "zakupów"); the company is not,
  // so the verb that runs it is kept ("Firmą kieruje").
  const company = !subject.office && subject.role === "CEO";
  const title = spell(text, tokens, subject.at, company ? verb + 1 : subject.to);
  return title ? { title, primary: subject.role } : undefined;
}

/**
 * Phrases of being at the head, opening a clause before what is headed and the name: "Al frente
 * de la empresa está Lucía Romero", "An der Spitze des Unternehmens steht Jan Berger", "At the
 * helm is Tom Baker". The helm and the rudder are the company's own: they need no noun after them.
 */
const AT_HEAD: readonly { words: readonly string[]; company?: true }[] = [
  { words: ["al", "frente"] },
  { words: ["a", "la", "cabeza"] },
  { words: ["a", "la", "tete"] },
  { words: ["an", "der", "spitze"] },
  { words: ["at", "the", "head"] },
  { words: ["at", "the", "helm"], company: true },
  { words: ["alla", "guida"] },
  { words: ["al", "timone"], company: true },
  { words: ["a", "capo"] },
  { words: ["aan", "het", "hoofd"] },
  { words: ["aan", "het", "roer"], company: true },
  { words: ["na", "czele"] },
  { words: ["i", "spetsen"] },
  { words: ["a", "frente"] },
  { words: ["no", "comando"] },
];

/** Verbs of standing or being there, between what is headed and the name. */
const STANDS = wordSet(`
  esta estan se encuentra encuentran trouve trouvent y a steht stehen is are stands sits
  c'e ce ci sono e sta staat staan stoi stoja star finns fica
`);

/** The role of a name after a fronted phrase of being at the head of the company or a department. */
export function headedBefore(sentence: Sentence, nameAt: number): LedBy | undefined {
  const { text, tokens, start } = sentence;
  const before = kinBefore(tokens, nameAt, start);
  for (let p = start; p < before; p++) {
    const phrase = AT_HEAD.find(({ words }) =>
      words.every((word, k) => fold(tokens[p + k]?.bare ?? "") === word),
    );
    if (!phrase) continue;
    const from = p + phrase.words.length;
    // What is headed, a few words on ("de la empresa", "des Unternehmens"), then the verb.
    let subject: Subject | undefined;
    for (let k = from; k < Math.min(before, from + 4) && !subject; k++) {
      const found = subjectBefore(sentence, k + 1);
      if (found && found.at >= from) subject = found;
    }
    const verbFrom = subject?.to ?? from;
    if (!subject && !phrase.company) return undefined;
    const between = tokens.slice(verbFrom, before).map((t) => fold(t.bare));
    if (between.length === 0 || between.length > 3 || !between.some((w) => STANDS.has(w))) {
      return undefined;
    }
    if (NEGATED.test(text.slice(tokens[start]?.start ?? 0, tokens[nameAt]?.start ?? 0))) {
      return undefined;
    }
    const title = spell(text, tokens, p, subject?.to ?? from);
    return title ? { title, primary: subject?.role ?? "CEO" } : undefined;
  }
  return undefined;
}
