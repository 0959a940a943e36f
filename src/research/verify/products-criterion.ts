import { entriesForKind } from "../knowledge/glossary.ts";
import { AFTERCARE } from "../knowledge/type-cues.ts";
import { isStopword } from "../language/stopwords.ts";
import { splitList } from "../profile.ts";
import { sameCategory } from "./category-heads.ts";
import { machinesFor } from "./machine-for.ts";
import { clauseAround, findingAt, type ReadSite } from "./page-words.ts";
import { findPhrase, hitNegated, type PhraseHit } from "./term-match.ts";
import { type Criterion, REASON_MAX, shortened } from "./verdict.ts";

/*
 * The products criterion, open-vocabulary: each product phrase of the profile in the profile's
 * words, in the translations the glossary knows, and in the localized terms the query plan
 * searched with, matched language-aware (term-match.ts). The glossary is an aid, never the only
 * way in.
 */

const SPLIT_AND = /\s+(?:and|&|und|et|e|y|en|i|och|oraz|ou|or|oder|o)\s+/i;

/** A criterion met where a phrase stands on the site, quoting its sentence. */
function metOnSite(criterion: "products" | "keywords", reason: string, hit: PhraseHit): Criterion {
  return {
    criterion,
    met: true,
    reason: shortened(reason, REASON_MAX),
    ...findingAt(hit.sentence, hit.from, hit.to),
  };
}

/** The product phrases of the profile's products field. */
export function productPhrases(productsServices: string): string[] {
  return splitList(productsServices)
    .flatMap((s) => s.split(SPLIT_AND))
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The phrases to look for a product under: its own words and every translation known (for a
 * service, of service industries only).
 */
export function phrasesFor(segment: string, service = false): string[] {
  const kind = service ? "service company" : undefined;
  const glossary = entriesForKind(segment, kind).flatMap((e) => [e.en, ...Object.values(e.forms)]);
  return [...new Set([segment, ...glossary])];
}

// Upkeep words ("maintenance", "Wartung", "entretien"): as a product of their own they are the
// service a company sells, but with an object ("installation and maintenance for your pumps",
// "pour vos brochures") they are the upkeep of what it sells, another trade's service.
const UPKEEP = AFTERCARE.filter((stem) => stem.length >= 5);
const OBJECT_OF = new Set(
  "for of fur von pour de des du per di dei delle para del voor van dla do av till".split(" "),
);
const OWNERS = new Set(
  "your our ihre ihrer ihren unsere vos nos vostri vostre nostri sus nuestros uw onze".split(" "),
);

/** Whether a hit is the company's own service, not the upkeep of some other object. */
function ownService(hit: PhraseHit): boolean {
  const words = hit.sentence.words.slice(hit.from, hit.to).map((w) => w.w);
  if (!words.every((w) => UPKEEP.some((stem) => w.startsWith(stem)))) return true;
  const { words: clause, index } = clauseAround(hit.sentence, hit.from);
  const after = clause.slice(index + (hit.to - hit.from), index + (hit.to - hit.from) + 4);
  const at = after.findIndex((w) => OBJECT_OF.has(w));
  if (at === -1) return true;
  // "maintenance for your pumps": the object after the preposition (and an owner word).
  const object = after.slice(at + 1).filter((w) => !OWNERS.has(w) && !isStopword(w));
  return object.length === 0;
}

// "our boxes run in our customers' own packaging machines", "in den Maschinen der Kunden":
// a product named as the customers' possession is what the company's goods serve, not its goods.
const CUSTOMERS_OWN =
  /^(?:customers?|clients?|kunden|kundernas|kundens|kunders|klanten|klantens|clienti|clientes|cliente|klientow|klienta|klientom)$/;

/** Whether the hit names the customers' own equipment ("customers' own machines"). */
function customersOwn(hit: PhraseHit): boolean {
  const { words, index } = clauseAround(hit.sentence, hit.from);
  return words.slice(Math.max(0, index - 3), index).some((w) => CUSTOMERS_OWN.test(w));
}

/**
 * Judges whether the site offers what the profile asks for, under the head the profile names
 * ("packaging machinery", not packaging films; for a service, the service, not its products).
 */
export function productsCriterion(
  productsServices: string,
  terms: readonly string[],
  site: ReadSite,
  service = false,
): Criterion {
  const segments = productPhrases(productsServices);
  const find = (phrase: string) =>
    findPhrase(
      site,
      phrase,
      (h) =>
        sameCategory(h, phrase, service) && ownService(h) && !customersOwn(h) && !hitNegated(h),
    );
  let hit: PhraseHit | undefined;
  let label = "";
  for (const segment of segments) {
    for (const phrase of phrasesFor(segment, service)) {
      hit = find(phrase);
      if (hit) break;
    }
    if (hit) {
      label = segment;
      break;
    }
  }
  if (!hit) {
    for (const term of terms) {
      hit = find(term);
      if (hit) {
        label = term;
        break;
      }
    }
  }
  if (!hit && !service) {
    // "machines for packing timber": the machines by their purpose, in the page's language.
    const wordings = segments.flatMap((s) => phrasesFor(s));
    hit = machinesFor(site, wordings);
    label = productsServices;
  }
  if (hit) {
    return metOnSite("products", `Offers ${shortened(label, 80)}`, hit);
  }
  return {
    criterion: "products",
    met: false,
    reason: `No ${shortened(productsServices, 80)} on the site`,
  };
}

/** The keywords criterion: informative, met when a keyword stands on the site or the products matched. */
export function keywordsCriterion(
  keywords: readonly string[],
  site: ReadSite,
  productsMet: boolean,
): Criterion {
  for (const keyword of keywords) {
    const hit = findPhrase(site, keyword);
    if (hit) {
      return metOnSite("keywords", `Mentions ${keyword}`, hit);
    }
  }
  return {
    criterion: "keywords",
    met: productsMet,
    reason: productsMet
      ? "No keyword on the site (keywords widen the search; the products match)"
      : "No keyword on the site",
  };
}
