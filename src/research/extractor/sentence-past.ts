import { PRESENT_COPULA } from "./office-words.ts";
import { APPOINTED_PARTICIPLE, NOW } from "./sentence-words.ts";
import { fold } from "./text.ts";

/*
 * Whether a sentence says the role it pairs with a name is over, in the nine languages: a past
 * tense or "formerly" between the name and the title ("Gustavo Benítez, quien antes fue gerente
 * financiero"), the title held "until" a year or over a closed span of years ("who served as our
 * controller until 2019", "von 1975 bis 2010 als geschäftsführender Gesellschafter"), or "after N
 * years as" the title in a retirement that has happened ("retired after 31 years as our head of
 * sales"; one who "goes into retirement after 22 years as CEO" holds the role still). A past tense
 * that appointed the person ("was appointed", "wurde … ernannt") is no past role.
 */

/**
 * A past tense or "formerly", as a lower-case word of the clause between the name and the title.
 * Compared as printed: folded, the Swedish "vår" (our) would be "var" (was).
 */
const FORMER = new Set(
  `previously formerly once früher zuvor einst vormals autrefois auparavant anciennement
   precedentemente antes anteriormente vroeger eerder voorheen tidigare förut dawniej wcześniej
   poprzednio retired pensioniert retraité retraitée pensionato pensionata jubilado jubilada
   gepensioneerd pensionerad aposentado aposentada`
    .split(/\s+/u)
    .filter(Boolean),
);

/** A past copula, which ends a role only right before its title: "quien antes fue gerente". */
const WAS = new Set("was were war waren fut était fue era foi var był była byli".split(" "));
/** How many words may stand between a past copula and its title: "was our", "war seit 1990". */
const WAS_REACH = 3;
/** …and between "formerly" and its title: "antes fue el", "früher bei uns als". */
const ADVERB_REACH = 5;

/** "until 2019", "bis 2010", "jusqu'en 2018", "fino al 2020", "hasta 2015", "tot 2012", "do 2019". */
// "till" only right before the year: the Swedish "till" is "to" ("kom till varvet 2014").
const UNTIL_YEAR =
  /^[^.;:!?]{0,30}?\b(?:(?:until|bis|jusqu['’]en|jusqu['’]à|fino al|fino a|hasta|tot|do|até)\s+(?:\p{L}+\s+)?|till\s+)((?:19|20)\d{2})\b/iu;

/** A closed span of years: "1975–2010", "von 1975 bis 2010", "from 1998 to 2015", "dal 1990 al 2005". */
const YEAR_SPAN =
  /\b(?:19|20)\d{2}\s*(?:[–—-]|bis|to|à|a|al|tot|till|do|até|och|and|und)\s*((?:19|20)\d{2})\b/iu;

/** "after 31 years as", "nach 31 Jahren als", "après 31 ans comme", "tras 31 años como" at the end. */
const AFTER_YEARS_AS =
  /\b(?:after|nach|après|dopo|tras|después de|despues de|na|efter|po|após|apos)\s+\d+\s+\p{L}+\s+(?:as|als|comme|come|como|som|jako)\s+(?:\p{L}+\s+)?$/iu;

/** Whether `title`, paired with `name` in `text`, is a role the sentence says is over. */
export function isPastRole(text: string, name: string, title: string): boolean {
  const nameAt = text.indexOf(name);
  const titleAt = nameAt < 0 ? -1 : text.indexOf(title, nameAt + name.length);
  if (titleAt < 0) return false;
  const between = text.slice(nameAt + name.length, titleAt);
  const words = between.toLowerCase().split(/[^\p{L}]+/u);
  const appointed = words.some((word) => APPOINTED_PARTICIPLE.has(fold(word)));
  // Only the clause the title is in: "who was our CFO until 2019, is now CEO" holds two.
  const oneClause = !between.includes(",") || !/,\s*\p{Ll}/u.test(between.replace(/^\s*,/u, ""));
  // "Anna Weber war von Anfang an dabei und ist heute Geschäftsführerin": a present verb after
  // the past one says the title is held now.
  const spoken = words.filter(Boolean);
  const was = spoken.findLastIndex((word) => WAS.has(word));
  const near = was >= 0 && spoken.length - 1 - was <= WAS_REACH ? was : -1;
  const adverb = spoken.findLastIndex((word) => FORMER.has(word));
  const former = Math.max(spoken.length - 1 - adverb <= ADVERB_REACH ? adverb : -1, near);
  const now = spoken
    .slice(former + 1)
    .some((word) => PRESENT_COPULA.has(word) || NOW.has(fold(word)));
  // A founder stays one: "Karl Weber war Gründer und Inhaber" is history of a title still true.
  const founder = FOUNDER.test(title);
  if (oneClause && !appointed && former >= 0 && !now && !founder) return true;
  // "bis Ende 2030 Geschäftsführer", "until 2031": a term that ends later is held now.
  const after = text.slice(titleAt + title.length);
  // The span of years right before the title: "von 1975 bis 2010 als geschäftsführender …".
  const span = YEAR_SPAN.exec(between.slice(-40));
  const spanNear = span && !/[,;()]/u.test(between.slice(-40).slice(span.index));
  const until = UNTIL_YEAR.exec(after)?.[1] ?? (spanNear ? span[1] : undefined);
  if (until && Number(until) < new Date().getFullYear()) return true;
  // "går i pension efter 22 år som vd": one who is retiring holds the role still.
  const afterYears = AFTER_YEARS_AS.test(text.slice(Math.max(0, titleAt - 60), titleAt));
  return afterYears && RETIRED.test(text);
}

/** Founders in the nine languages, whose title a past tense does not end. */
const FOUNDER =
  /(?:founder|gründer|grunder|fondat|fundador|oprichter|grundare|założyciel|zalozyciel)/iu;

/** A retirement that has happened: "retired", "ging met pensioen", "gick i pension", "se jubiló". */
const RETIRED =
  /(?:^|[^\p{L}])(?:retired|in den Ruhestand (?:getreten|gegangen)|a pris sa retraite|est partie? à la retraite|(?:è|sono) (?:andat[oa]|stat[oa]) in pensione|se jubiló|ging met pensioen|gick i pension|przeszedł(?:a)? na emeryturę|aposentou-se|se aposentou)(?![\p{L}])/iu;
