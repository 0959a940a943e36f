import { isTownName } from "../knowledge/metro.ts";
import { isStopword } from "../language/stopwords.ts";
import { readName } from "./names.ts";
import { isLinkOnly } from "./person-card.ts";
import { isPlaceName } from "./place-names.ts";
import { fold, foldWords, type Line } from "./text.ts";
import { HEADINGS, JOINERS } from "./title-patterns.ts";

/*
 * A title no table knows, printed where a team grid prints its titles: the short line under a
 * name in a card whose siblings pair names with titles ("Glasbläserin" among "Geschäftsführerin"
 * and "Einkaufsleiter", "tonnelier" among "gérant" and "comptable"). The grid's shape vouches for
 * the slot (people.ts); this module says whether the line could be a title at all: a short label,
 * not a sentence, a contact, a date, a place, a company, a link or a heading.
 */

/** The most words and characters of a title as printed on a card. */
const LABEL_WORDS = 5;
const LABEL_CHARS = 60;

/** Legal forms that make a line a company's name ("Brandt Holzbau GmbH"), never a title. */
const LEGAL_FORM =
  /(?:^|\s)(?:gmbh|ag|kg|ug|ohg|se|sa|sas|sarl|spa|srl|sl|slu|bv|nv|ab|oy|aps|as|ltd|llc|inc|plc|lda|sp\.? z o\.?o\.?)\.?$/u;

/** True when a short line may be a person's title as printed, had a layout put it there. */
export function isPlausibleLabel(line: Line): boolean {
  const text = line.text.trim();
  if (text.length < 2 || text.length > LABEL_CHARS || !/^\p{L}/u.test(text)) return false;
  // Numbers (phones, dates, hours), addresses, a label's colon, quotes and sentence stops.
  if (/[\d@:;!?"“”„«»]|\p{Ll}{2}\.(?:\s|$)/u.test(text)) return false;
  const words = foldWords(text);
  if (words.length === 0 || words.length > LABEL_WORDS) return false;
  // A sentence or a status holds articles and prepositions ("in Elternzeit", "Kundin aus Bremen");
  // a title no table knows joins its words at most ("Service & Bankette", "lasser en monteur").
  // Nor does it open or close with a joining word ("en congé", "et plus").
  if (words.some((word) => isStopword(word) && !JOINERS.has(word))) return false;
  if ([words[0], words.at(-1)].some((word) => isStopword(word ?? ""))) return false;
  if (words.some((word) => HEADINGS.has(word))) return false;
  if (LEGAL_FORM.test(fold(text))) return false;
  if (isLinkOnly(line) || isTownName(text) || isPlaceName(text)) return false;
  return !readName(text, { paired: true });
}
