import {
  AFTERCARE,
  BRAND_LIST_CUES,
  type CompanyKind,
  IDENTITY,
  MAKING_ACTIVITIES,
  OTHERS,
  OWN,
  SUBJECTS,
  TYPE_CUES,
} from "../knowledge/type-cues.ts";
import { COMPOUND_LANGUAGES } from "../language/compounds.ts";
import { isNegated, isNegatedAcross } from "../language/negation.ts";
import { isSplitVerbForm, joinedVerbAt, VERB_SECOND } from "../language/split-verbs.ts";
import {
  compile,
  endsAt,
  findAll,
  findAsCompoundTail,
  findSpans,
  matchesAt,
  type Pattern,
  wordsOf,
} from "./cue-match.ts";
import { doneOurselves } from "./done-ourselves.ts";
import { madeInHouse } from "./made-in-house.ts";
import { clauseAround, type ReadSite, type Sentence } from "./page-words.ts";
import { readServiceOffers } from "./service-claims.ts";

/*
 * What a site says it is. A cue counts only when the company is its subject (see type-cues.ts);
 * a negated cue ("kein Hersteller", "nous ne fabriquons pas") is a claim against; a maker noun
 * after "leading" or "of" is about other companies, and with a brand list marks a reseller.
 */

export interface Claim {
  kind: CompanyKind;
  negated: boolean;
  sentence: Sentence;
  from: number;
  to: number;
}

export interface TypeReading {
  claims: Claim[];
  /** Where the site lists other makers' brands or products ("leading manufacturers"). */
  resellerTells: Claim[];
  /** Where it says it offers services (service-claims.ts): weaker than a claim of kind. */
  offers: Claim[];
}

type Compiled = { kind: CompanyKind; form: "self" | "verb" | "role"; pattern: Pattern };

const KINDS = Object.keys(TYPE_CUES) as CompanyKind[];
const COMPILED: Compiled[] = KINDS.flatMap((kind) =>
  (["self", "verb", "role"] as const).flatMap((form) =>
    TYPE_CUES[kind][form].map((cue) => ({ kind, form, pattern: compile(cue) })),
  ),
);
const ROLES = COMPILED.filter((c) => c.form === "role").map((c) => c.pattern);

// A cue can stand in a sentence only where the sentence has its first word, unless that word is
// a prefix ("hersteller*"), or, in a compound language, the cue is a role noun a word may end in.
// Each sentence tries those, in COMPILED's order, rather than all 400 cues.
const CUES_BY_FIRST_WORD = new Map<string, number[]>();
const TRIED_EVERYWHERE: number[] = [];
const COMPOUND_TAILS: number[] = [];
COMPILED.forEach((cue, i) => {
  const first = cue.pattern[0];
  if (!first || first.prefix) TRIED_EVERYWHERE.push(i);
  else CUES_BY_FIRST_WORD.set(first.word, [...(CUES_BY_FIRST_WORD.get(first.word) ?? []), i]);
  if (cue.form === "role" && cue.pattern.length === 1) COMPOUND_TAILS.push(i);
});

function cuesThatMayStandIn(sentence: Sentence, words: ReadonlySet<string>): Compiled[] {
  const tried = new Set(TRIED_EVERYWHERE);
  if (COMPOUND_LANGUAGES.has(sentence.language)) for (const i of COMPOUND_TAILS) tried.add(i);
  for (const word of words) for (const i of CUES_BY_FIRST_WORD.get(word) ?? []) tried.add(i);
  return [...tried].sort((a, b) => a - b).map((i) => COMPILED[i] as Compiled);
}
const IDENTITIES = IDENTITY.map(compile);
const OTHER_WORDS = OTHERS.map(compile);
const SUBJECT_WORDS = new Set(SUBJECTS);
const ACTIVITIES = new Set(MAKING_ACTIVITIES);
const ACTIVITY_REACH = 3;
const OWN_WORDS = new Set(OWN);
// Roles that name an establishment, which "our" makes the company's own.
const ESTABLISHMENTS = new Set<CompanyKind>(["service company", "retailer"]);
const BRAND_LISTS = BRAND_LIST_CUES.map(compile);
const PREPOSITIONS = new Set(
  "of for von fur de du des d di del della dei degli delle per van voor av z dla en para da do dos das och und and in im i inom w na em dans nel nella".split(
    " ",
  ),
);
// Words that qualify a role between it and what it deals in ("Distribuidor oficial de").
const QUALIFIERS = new Set(
  "official authorised authorized exclusive independent specialist specialised specialized leading certified oficial autorizado exclusivo exclusiva oficjalny autoryzowany ufficiale autorizzato esclusivo officiel agree exclusif officieel erkend auktoriserad officiell supplier suppliers lieferant fournisseur fornitore proveedor leverancier dostawca leverantor fornecedor partner trader company".split(
    " ",
  ),
);
const IDENTITY_REACH = 4;
const OF_OR_FOR = new Set(
  "for fur pour per para voor dla of von de du des d di del della dei degli delle van av da do dos das".split(
    " ",
  ),
);
const SUBJECT_REACH = 4;

/** Reads every type claim the site makes about itself. */
export function readTypeClaims(site: ReadSite, nameWords: ReadonlySet<string>): TypeReading {
  const claims: Claim[] = [];
  const resellerTells: Claim[] = [];
  for (const sentence of site.sentences) {
    const { list, set } = wordsOf(sentence);
    for (const cue of cuesThatMayStandIn(sentence, set)) {
      const tails = cue.form === "role" ? findAsCompoundTail(sentence, cue.pattern, ROLES) : [];
      const found = findSpans(sentence, cue.pattern);
      // Most cues stand nowhere in a sentence: nothing more is made for them.
      if (found.length === 0 && tails.length === 0) continue;
      const spans = [...found, ...tails.map((t) => [t, t + 1])];
      for (const [at = 0, to = 0] of spans) {
        if (cue.kind === "retailer" && forTrade(list, at, to)) continue;
        const { words: clause, index } = clauseAround(sentence, at);
        const claim = () => ({
          kind: cue.kind,
          negated: isNegated(clause, index, index + (to - at), sentence.language),
          sentence,
          from: at,
          to,
        });
        if (cue.form === "self") {
          if (!workshopShop(list, at, to, sentence.language)) claims.push(claim());
        } else if (cue.form === "verb") {
          if (hasSubject(clause, index, cue.pattern.length, nameWords, sentence.language))
            claims.push(claim());
        } else if (
          isIdentity(list, clause, index, at, to, sentence, nameWords) ||
          (ESTABLISHMENTS.has(cue.kind) &&
            OWN_WORDS.has(clause[index - 1] ?? "") &&
            !workshopShop(list, at, to, sentence.language)) ||
          (cue.kind === "wholesaler" && opensAsLabel(sentence, at, to))
        ) {
          claims.push(claim());
        } else if (
          cue.kind === "manufacturer" &&
          aboutOthers(clause, index) &&
          !list.some((w) => AFTERCARE.some((stem) => w.startsWith(stem)))
        ) {
          resellerTells.push({ ...claim(), negated: false });
        }
      }
    }
    claims.push(...splitVerbClaims(sentence, nameWords));
    for (const made of [...madeInHouse(sentence), ...doneOurselves(sentence)]) {
      claims.push({ kind: "manufacturer", sentence, ...made });
    }
    const activity = openingActivity(list, sentence.language);
    if (activity !== undefined) {
      const { words: clause, index } = clauseAround(sentence, activity);
      claims.push({
        kind: "manufacturer",
        negated: isNegated(clause, index, index + 1, sentence.language),
        sentence,
        from: activity,
        to: activity + 1,
      });
    }
    for (const pattern of BRAND_LISTS) {
      for (const at of findAll(sentence, pattern)) {
        resellerTells.push({
          kind: "distributor",
          negated: false,
          sentence,
          from: at,
          to: at + pattern.length,
        });
      }
    }
  }
  const offers = readServiceOffers(site, (clause, index, length) =>
    hasSubject(clause, index, length, nameWords, site.language),
  );
  return { claims: dropOverlaps(claims), resellerTells, offers };
}

// "we test the code in our shop", "built at our shop": in American English a shop where the
// work is done is a workshop, no store.
const workshopShop = (
  list: readonly string[],
  at: number,
  to: number,
  language: Sentence["language"],
) => {
  if (language !== "en" || !/^shops?$/.test(list[to - 1] ?? "")) return false;
  const start = OWN_WORDS.has(list[at] ?? "") ? at : at - 1;
  return ["in", "at", "from"].includes(list[start - 1] ?? "");
};

// "unser B2B-Shop", "sklep B2B", "boutique B2B": a shop for trade customers is how a wholesaler
// sells, no sign of a retailer.
const TRADE = new Set(["b2b", "b2bshop", "b2bwebshop"]);
const forTrade = (list: readonly string[], at: number, to: number) =>
  list.slice(Math.max(0, at - 2), to + 2).some((w) => TRADE.has(w));

// "we" or the company's name shortly before the verb, or right after it in V2 word order
// ("Seit 1950 fertigen wir", "Seit 1950 fertigt Keller": in English a name there is the object).
function hasSubject(
  clause: string[],
  index: number,
  length: number,
  nameWords: ReadonlySet<string>,
  language: Sentence["language"],
): boolean {
  for (let i = Math.max(0, index - SUBJECT_REACH); i < index; i++) {
    const word = clause[i] ?? "";
    if (SUBJECT_WORDS.has(word) || nameWords.has(word)) return true;
  }
  const names = VERB_SECOND.has(language) ? nameWords : new Set<string>();
  for (let i = index + length; i < Math.min(clause.length, index + length + 2); i++) {
    if (SUBJECT_WORDS.has(clause[i] ?? "") || names.has(clause[i] ?? "")) return true;
  }
  return false;
}

// The one-word verb cues of each kind, which German and Dutch may split ("stellt … her").
const SPLIT_VERBS = KINDS.map((kind) => ({
  kind,
  verbs: new Set(TYPE_CUES[kind].verb.filter((v) => !v.includes(" "))),
}));

/** Claims made by a verb cue split around its object: "Seit 1950 stellt Keller Bürsten her". */
function splitVerbClaims(sentence: Sentence, nameWords: ReadonlySet<string>): Claim[] {
  const claims: Claim[] = [];
  sentence.words.forEach(({ w }, at) => {
    for (const { kind, verbs } of SPLIT_VERBS) {
      if (!isSplitVerbForm(w, sentence.language, verbs)) continue;
      const { words: clause, index } = clauseAround(sentence, at);
      const joined = joinedVerbAt(clause, index, sentence.language, verbs);
      if (!joined || !hasSubject(clause, index, 1, nameWords, sentence.language)) continue;
      const negated = isNegatedAcross(clause, index, joined.particle + 1, sentence.language);
      claims.push({ kind, negated, sentence, from: at, to: at + 1 });
    }
  });
  return claims;
}

function isIdentity(
  list: string[],
  clause: string[],
  index: number,
  at: number,
  to: number,
  sentence: Sentence,
  nameWords: ReadonlySet<string>,
): boolean {
  // "wir sind ein mittelständischer Hersteller": an identity phrase a few words before, with no
  // other role noun between (in "als Vertriebspartner führender Hersteller" it binds the first).
  for (let end = index; end >= Math.max(0, index - IDENTITY_REACH); end--) {
    if (end < index && ROLES.some((role) => matchesAt(clause, end, role))) break;
    // "Ihr Partner für Maschinenhersteller", "we are partners of leading manufacturers": the
    // customers served or the makers represented, not the company.
    if (end < index && OF_OR_FOR.has(clause[end] ?? "")) break;
    if (endsAt(clause, end, IDENTITIES)) return true;
  }
  // "Seidel Armaturen GmbH – Hersteller von Industriearmaturen".
  for (let i = Math.max(0, at - 3); i < at; i++) if (nameWords.has(list[i] ?? "")) return true;
  // A tagline, heading or sentence that opens with the role: "Großhandel für Sanitärtechnik",
  // "Distribuidor oficial de ...", "Ihr Hersteller von ..." (the role, then what it deals in).
  const opens = at === 0 || (at === 1 && sentence.shortLine);
  return (
    opens &&
    !pointsElsewhere(list, to) &&
    (PREPOSITIONS.has(list[to] ?? "") ||
      (QUALIFIERS.has(list[to] ?? "") && PREPOSITIONS.has(list[to + 1] ?? "")))
  );
}

// Menus and headings on a maker's site name its partners, not itself: "Distributors in Europe",
// "Vertriebspartner in Ihrer Nähe", "Find a dealer near you".
const ELSEWHERE = new Set(
  "your ihrer ihre ihrem near nahe worldwide weltweit international votre vos pres vostra vostro vicino su cerca uw buurt wereldwijd twojej twoim okolicy din dig nara sua perto mundo".split(
    " ",
  ),
);
const PLURAL = /(?:ors|ers|ants|ents|ists|ores|ori|eurs|anten|enten)$/;

function pointsElsewhere(list: string[], to: number): boolean {
  if (PLURAL.test(list[to - 1] ?? "")) return true;
  return list.slice(to, to + 4).some((w) => ELSEWHERE.has(w));
}

// "Hurtownia: chemia przemysłowa", "Großhandel – Sanitär": the trade a site names itself by,
// as the label of its first line. Only for the trade nouns (Großhandel, hurtownia), which name
// a business, not a party ("Hersteller: Grundfos" names someone else's brand). A heading or
// name line that opens with one ("Hurtownia łożysk", "Ingrosso alimentare Rossi") too.
function opensAsLabel(sentence: Sentence, at: number, to: number): boolean {
  if (at !== 0) return false;
  if (sentence.shortLine) return true;
  return to >= sentence.words.length || sentence.clauses[to] !== sentence.clauses[0];
}

// An activity noun, or in German, Dutch and Swedish a compound ending in one: "Möbelfertigung",
// "Edelstahlverarbeitung", "meubelproductie", "möbeltillverkning".
// Every EU privacy notice opens with "Datenverarbeitung" / "gegevensverwerking": not a trade.
const DATA = /^(?:daten|gegevens|data|personuppgifts?)/;

// A particle before the tail makes another noun: "Zollabfertigung" is customs clearance,
// "Ausfertigung" a copy of a document, neither a making.
const PARTICLES = ["ab", "aus"];

function compoundActivity(word: string, language: Sentence["language"]): boolean {
  if (!COMPOUND_LANGUAGES.has(language) || DATA.test(word)) return false;
  return [...ACTIVITIES].some(
    (a) =>
      word.length >= a.length + 4 &&
      word.endsWith(a) &&
      !PARTICLES.some((p) => word.endsWith(p + a)),
  );
}

// "Herstellung von ...", "Entwicklung, Herstellung und Vertrieb von ...": an activity noun among
// the first words, then what is made.
function openingActivity(list: string[], language: Sentence["language"]): number | undefined {
  for (let i = 0; i < Math.min(list.length, ACTIVITY_REACH); i++) {
    const word = list[i] ?? "";
    if (!ACTIVITIES.has(word)) {
      // A compound names what is made itself ("Edelstahlverarbeitung aus Rostock").
      if (list.length >= 4 && compoundActivity(word, language)) return i;
      continue;
    }
    const rest = list.slice(i + 1, i + 1 + ACTIVITY_REACH);
    if (rest.some((w) => PREPOSITIONS.has(w) && w !== "und" && w !== "and" && w !== "och"))
      return i;
  }
  return undefined;
}

function aboutOthers(clause: string[], index: number): boolean {
  return (
    endsAt(clause, index, OTHER_WORDS) || (index >= 2 && endsAt(clause, index - 1, OTHER_WORDS))
  );
}

// A longer cue wins over a shorter one at the same place ("concoit et fabrique" vs "fabrique").
function dropOverlaps(claims: Claim[]): Claim[] {
  return claims.filter(
    (c) =>
      !claims.some(
        (o) =>
          o !== c &&
          o.sentence === c.sentence &&
          o.kind === c.kind &&
          o.from <= c.from &&
          o.to >= c.to &&
          o.to - o.from > c.to - c.from,
      ),
  );
}
