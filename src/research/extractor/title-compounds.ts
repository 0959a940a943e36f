import type { Language } from "../language/stopwords.ts";
import { fold } from "./text.ts";
import {
  isConnector,
  PAST,
  PATTERNS_BY_FIRST,
  SUBORDINATE,
  TITLE_LANGUAGES,
  TITLE_TABLES,
} from "./title-patterns.ts";

/*
 * German, Dutch and Swedish write a title with a longer opening in one word: a region or scope
 * before a catalogue compound ("Gebietsverkaufsleiter", "Regionalverkaufsleiter",
 * "Konzerneinkaufsleiter"), or an organisational unit before a head that takes its field after
 * ("Abteilungsleiter Einkauf", "Bereichsleiterin Vertrieb", "Afdelingshoofd inkoop"). Such a word
 * is read as the compound or head it ends in. Only heads vouch for a compound: "Karteninhaber"
 * (a card holder) ends in "Inhaber" and is no owner.
 */

const COMPOUNDING = TITLE_LANGUAGES.filter((lang) => {
  const heads = TITLE_TABLES[lang].compoundHeads;
  return !!heads && heads.length > 0;
});

const headsOf = (lang: Language) => (TITLE_TABLES[lang].compoundHeads ?? []).map(fold);

/** The words of heads written before a field: "leiter", "hoofd", "chef" (of "Chef för"). */
const headsBefore = (lang: Language) =>
  TITLE_TABLES[lang].headsBefore
    .map((h) => fold(h).split(" ")[0] ?? "")
    .filter((h) => h !== "head");

/** One-word words that make a title someone else's or a past one: "vize", "sous", "ex". */
const NOT_THEIRS = [...SUBORDINATE, ...PAST].filter((p) => p.length === 1).map((p) => p[0] ?? "");

/** A compound's opening that makes it a deputy's: "Vizeverkaufsleiter", "Souschef". */
const deputyOpening = (opening: string) => NOT_THEIRS.some((w) => opening === w);

/** The catalogue compound a longer compound ends in ("gebietsverkaufsleiter" → verkaufsleiter). */
function catalogueTail(word: string, lang: Language): string | undefined {
  const heads = headsOf(lang);
  for (let cut = 3; word.length - cut >= 8; cut++) {
    const tail = word.slice(cut);
    const known = PATTERNS_BY_FIRST.get(tail)?.some(
      (p) => p.language === lang && p.words.length === 1,
    );
    if (known && heads.some((h) => tail.endsWith(h)) && !deputyOpening(word.slice(0, cut))) {
      return tail;
    }
  }
  return undefined;
}

/** The head a unit's compound ends in ("abteilungsleiter" → leiter, "afdelingshoofd" → hoofd). */
function unitHead(word: string, lang: Language): string | undefined {
  for (const head of headsBefore(lang)) {
    if (!word.endsWith(head)) continue;
    const opening = word.slice(0, -head.length);
    const unit = opening.endsWith("s") ? opening.slice(0, -1) : opening;
    if (unit.length >= 5 && (isConnector(unit, lang) || isConnector(opening, lang))) return head;
  }
  return undefined;
}

/** A title's folded words with each longer compound read as the compound or head it ends in. */
export function readCompounds(words: string[]): string[] {
  return words.map((word) => {
    if (word.length < 11 || PATTERNS_BY_FIRST.has(word)) return word;
    for (const lang of COMPOUNDING) {
      const read = catalogueTail(word, lang) ?? unitHead(word, lang);
      if (read) return read;
    }
    return word;
  });
}
