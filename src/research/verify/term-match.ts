import { attributeForms, wordForms } from "../knowledge/attributes.ts";
import { sameAction } from "../language/action-nouns.ts";
import { areCognates, cognateKey } from "../language/cognates.ts";
import { compoundParaphraseAt } from "../language/compound-paraphrase.ts";
import { partOfCompound } from "../language/compounds.ts";
import { tokenize } from "../language/fold.ts";
import { isNegated } from "../language/negation.ts";
import { stem } from "../language/stem.ts";
import { isStopword, type Language } from "../language/stopwords.ts";
import { clauseAround, type ReadSite, type Sentence } from "./page-words.ts";

/*
 * Open-vocabulary phrase matching: a phrase ("industrial pumps", "olio extravergine",
 * "Verpackungsmaterial") stands in a sentence when each of its content words does, stemmed in
 * the page's language or in English, or as the head or tail of a compound in German, Dutch and
 * Swedish ("Kreiselpumpen" holds "pump"), or as a cognate spelled another way ("components" /
 * "Komponenten"), the words close together. Words that only grade a
 * product ("industrial", "professional") are not required.
 */

const WEAK = new Set(
  "professional professionelle commercial custom quality high premium special specialist technical general various products product solutions goods items produkte produits prodotti productos producten produkty produkter produtos".split(
    " ",
  ),
);
// A generic head ("dental laboratory services") names no kind of thing: a phrase stands on its
// specific part when that part is itself a phrase ("dental laboratory"). One word alone
// ("bakery" of "bakery equipment") is too thin: a surname (Bakker) would carry it.
const GENERIC_HEADS = new Set("services service supplies equipment systems solution".split(" "));
const SPAN_SLACK = 4;

export interface PhraseHit {
  sentence: Sentence;
  from: number;
  to: number;
}

/** The content words of a phrase (folded); its weak words only if nothing else is left. */
export function contentWords(phrase: string): string[] {
  // A qualifier the attribute table knows ("used") is content even when it is a stopword, and
  // so is an acronym written in capitals ("IT services" is not "services").
  const acronyms = new Set(tokenize((phrase.match(/\b[A-Z]{2,}\b/g) ?? []).join(" ")));
  const tokens = tokenize(phrase);
  const all = tokens.filter(
    (w) => !isStopword(w) || w.length > 4 || attributeForms(w) || acronyms.has(w),
  );
  // A short phrase its stop words would leave a bare generic head ("it services" → "services")
  // names no kind of thing: the dropped word was an acronym the planner wrote in lower case.
  const bare = all.length > 0 && all.every((w) => GENERIC_HEADS.has(w) || WEAK.has(w));
  if (bare && tokens.length > all.length && tokens.length <= 3) return tokens;
  const strong = all.filter((w) => !WEAK.has(w));
  const specific = strong.filter((w) => !GENERIC_HEADS.has(w));
  if (specific.length >= 2) return specific;
  return strong.length > 0 ? strong : all;
}

function matchesWord(pageWord: string, wanted: string, language: Language): boolean {
  if (pageWord === wanted || areCognates(pageWord, wanted)) return true;
  if (ABBREVIATIONS.get(wanted) === pageWord || ABBREVIATIONS.get(pageWord) === wanted) return true;
  if (agentNounOf(pageWord, wanted, language)) return true;
  // "Vi städar kontor" does the "städning" a profile names.
  if (sameAction(pageWord, wanted, language)) return true;
  // "Hydraulikkomponenten" holds "hydraulic" and "components" in another spelling.
  if (partOfCompound(cognateKey(pageWord), cognateKey(wanted), language)) return true;
  if (isMachineNoun(wanted, language) && !isMachineNoun(pageWord, language)) {
    // A machine's agent noun ("étiqueteuses", labelling machines) stems like the product it
    // works on ("étiquettes", labels): only the machine or its process ("étiquetage") stands for it.
    if (!PROCESS.test(pageWord)) return false;
  }
  const pageStem = stem(pageWord, language);
  for (const lang of new Set<Language>([language, "en"])) {
    const s = stem(wanted, lang);
    if (s.length < 3) continue;
    if (pageStem === s || stem(pageWord, lang) === s) return true;
    if (partOfCompound(pageStem, s, language) || partOfCompound(pageWord, s, language)) return true;
  }
  return false;
}

// Short forms a trade writes as often as the long one ("dental lab").
const ABBREVIATIONS = new Map([
  ["laboratory", "lab"],
  ["laboratories", "labs"],
]);

// Romance languages name a machine by the agent noun of its process: "confezionatrice" (it),
// "envasadora" (es), "embaladora" (pt), "emballeuse" (fr). Such a word stands for the machine
// and for its process ("confezionamento"): its root begins the process word's stem.
const AGENT = /(?:atrici|atrice|itrici|itrice|adoras|adora|edoras|edora|idoras|idora|euses|euse)$/;
const ROMANCE = new Set<Language>(["it", "es", "pt", "fr"]);
const MACHINE = new Set(["machine", "machines", "machinery"]);

// Process nouns: "étiquetage", "etichettatura", "envasado", "confezionamento", "embalagem".
const PROCESS =
  /(?:age|ages|agem|agens|atura|ature|amento|amenti|imento|imenti|amiento|amientos|ado|ados|azione|azioni|acion|aciones|acao|acoes)$/;

const isMachineNoun = (word: string, language: Language): boolean =>
  ROMANCE.has(language) && word.length >= 9 && AGENT.test(word);

function agentNounOf(pageWord: string, wanted: string, language: Language): boolean {
  if (!ROMANCE.has(language) || pageWord.length < 9) return false;
  const root = pageWord.replace(AGENT, "");
  if (root === pageWord || root.length < 5) return false;
  if (MACHINE.has(wanted)) return true;
  return wanted.length > root.length && stem(wanted, language).startsWith(root);
}

// A wanted word with its forms in the languages we read ("upholstered" → pl "tapicerowane"): a
// page word matches the form of its sentence's language as it matches the word itself. Spanish
// and Portuguese pages share most function words, so each also takes the other's forms.
type Wanted = { word: string; forms: { form: string; language: Language }[] };

const SIBLINGS: Partial<Record<Language, Language>> = { es: "pt", pt: "es" };

const wantedCache = new Map<string, Wanted>();

function wantedOf(word: string): Wanted {
  let wanted = wantedCache.get(word);
  if (!wanted) {
    const byLanguage = Object.entries(wordForms(word)) as [Language, string[]][];
    wanted = {
      word,
      forms: byLanguage.flatMap(([language, forms]) =>
        forms.filter((form) => form !== word).map((form) => ({ form, language })),
      ),
    };
    if (wantedCache.size < 10_000) wantedCache.set(word, wanted);
  }
  return wanted;
}

function matchesWanted(site: ReadSite, pageWord: string, wanted: Wanted, language: Language) {
  if (matchesCached(site, pageWord, wanted.word, language)) return true;
  return wanted.forms.some(
    (f) =>
      (f.language === language ||
        SIBLINGS[language] === f.language ||
        // English is also what a sentence with no function words is read as: any long form.
        (language === "en" && f.form.length >= 4)) &&
      matchesCached(site, pageWord, f.form, language),
  );
}

/** Where a phrase first stands on the site (optionally only where a filter keeps the hit). */
export function findPhrase(
  site: ReadSite,
  phrase: string,
  keep: (hit: PhraseHit) => boolean = () => true,
): PhraseHit | undefined {
  const content = contentWords(phrase);
  const wanted = content.map(wantedOf);
  if (wanted.length === 0) return undefined;
  if (wanted.every((w) => vocabularyHas(site, w))) {
    for (const sentence of site.sentences) {
      // A hit the filter drops may stand beside one it keeps ("cleaning agents and cleaning services").
      for (const hit of hitsIn(site, sentence, wanted)) if (keep(hit)) return hit;
    }
  }
  const [compound] = content;
  return content.length === 1 && compound ? paraphrased(site, compound, keep) : undefined;
}

/** Where a one-word compound stands said another way: "kneedmachines voor bakkerijen". */
function paraphrased(
  site: ReadSite,
  compound: string,
  keep: (hit: PhraseHit) => boolean,
): PhraseHit | undefined {
  for (const sentence of site.sentences) {
    const list = sentence.words.map((w) => w.w);
    for (let at = 0; at < list.length; at++) {
      const span = compoundParaphraseAt(list, at, compound, sentence.language);
      if (!span || sentence.clauses[span.from] !== sentence.clauses[span.to - 1]) continue;
      const hit = { sentence, ...span };
      if (keep(hit)) return hit;
    }
  }
  return undefined;
}

// Per site, the page words (with their language) each wanted word matches: a site has a few
// thousand distinct words, and a profile is checked under many phrases.
const matchCache = new WeakMap<ReadSite, Map<string, boolean>>();

function matchesCached(site: ReadSite, pageWord: string, wanted: string, language: Language) {
  return remembered(matchCache, site, `${pageWord}|${wanted}|${language}`, () =>
    matchesWord(pageWord, wanted, language),
  );
}

// Per site, whether its vocabulary holds each wanted word: many phrases share a word
// ("software consulting", "software development"), and a word a site lacks is otherwise looked
// for through its whole vocabulary again for each of them.
const vocabularyCache = new WeakMap<ReadSite, Map<string, boolean>>();

function vocabularyHas(site: ReadSite, wanted: Wanted): boolean {
  return remembered(vocabularyCache, site, wanted.word, () => vocabularyHolds(site, wanted));
}

/** A site's answer under a key, computed the first time it is asked. */
function remembered(
  caches: WeakMap<ReadSite, Map<string, boolean>>,
  site: ReadSite,
  key: string,
  compute: () => boolean,
): boolean {
  let cache = caches.get(site);
  if (!cache) {
    cache = new Map();
    caches.set(site, cache);
  }
  let answer = cache.get(key);
  if (answer === undefined) {
    answer = compute();
    cache.set(key, answer);
  }
  return answer;
}

function vocabularyHolds(site: ReadSite, wanted: Wanted): boolean {
  for (const [word, languages] of site.vocabulary) {
    for (const language of languages) if (matchesWanted(site, word, wanted, language)) return true;
  }
  return false;
}

function* hitsIn(site: ReadSite, sentence: Sentence, wanted: Wanted[]): Generator<PhraseHit> {
  const positions = wanted.map((w) =>
    sentence.words.flatMap((pw, i) => (matchesWanted(site, pw.w, w, sentence.language) ? [i] : [])),
  );
  if (positions.some((p) => p.length === 0)) return;
  // The words close together: the first position of the first word with every other in reach.
  for (const start of positions[0] ?? []) {
    const chosen = positions.map((p) =>
      p.reduce((a, b) => (Math.abs(b - start) < Math.abs(a - start) ? b : a)),
    );
    const from = Math.min(...chosen);
    const to = Math.max(...chosen) + 1;
    if (to - from <= wanted.length + SPAN_SLACK) yield { sentence, from, to };
  }
}

// Who a phrase is for, not what the company is: "for the food industry", "für Kliniken",
// "our customers include hospitals".
const FOR = new Set(
  "for to fur an pour aux a per ai alle para al a voor naar aan dla do for till at".split(" "),
);
const CUSTOMERS =
  /^(customers?|clients?|kunden|clienti|clientes|klanten|klienci|klientow|kunder|clientele|industr|branche|sector|sektor|settor|secteur)/;

/** Whether a hit names the company's customers or markets rather than the company. */
export function hitAboutCustomers(hit: PhraseHit): boolean {
  const { words, index } = clauseAround(hit.sentence, hit.from);
  const before = words.slice(Math.max(0, index - 3), index);
  if (before.some((w) => FOR.has(w))) return true;
  return words.some(
    (w) => CUSTOMERS.test(w) && !words.slice(index, index + (hit.to - hit.from)).includes(w),
  );
}

/** Whether the hit is denied in its clause ("we do not offer contract packing"). */
export function hitNegated(hit: PhraseHit): boolean {
  const { words, index } = clauseAround(hit.sentence, hit.from);
  return isNegated(words, index, index + (hit.to - hit.from), hit.sentence.language);
}
