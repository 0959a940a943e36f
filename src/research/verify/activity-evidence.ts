import type { CompanyKind } from "../knowledge/company-types.ts";
import { OWN } from "../knowledge/type-cues.ts";
import { type Activity, inOwnVoice } from "./activity.ts";
import { headedBy, isUpkeep, sameCategory } from "./category-heads.ts";
import type { ReadSite } from "./page-words.ts";
import { findPhrase, hitNegated, type PhraseHit } from "./term-match.ts";
import type { Claim } from "./type-claims.ts";

/*
 * The type a company is, from what it says it does with the profile's products: it makes them
 * (a verb of making, or its own workshop, with the product as object), it sells on to the trade
 * what others make ("we supply shops and restaurants", "brands we stock"), or, for a service,
 * it does the service itself ("We clean offices across the city"). The customers it serves
 * ("for importers", "für Maschinenbauer") are not what it is.
 */

export interface ActivityContext {
  site: ReadSite;
  activities: readonly Activity[];
  nameWords: ReadonlySet<string>;
  /** The profile's product phrases in every wording known (own, glossary, plan terms). */
  phrases: readonly string[];
}

// How far after the verb its object may stand: "we design, build and install complete lines of".
const OBJECT_REACH = 10;
const OWN_WORDS = new Set(OWN);
// "Our team handles lift maintenance": how far before the service its "our" may stand.
const OWN_REACH = [1, 2, 3, 4, 5];
const FOR = new Set("for fur pour per para voor dla till".split(" "));
const HANDED_TO = new Set("to an aan a au aux al alla ai till do".split(" "));

/** The claim of the wanted kind that the site's own activity makes, if any. */
export function activityClaim(wanted: CompanyKind, context: ActivityContext): Claim | undefined {
  if (wanted === "manufacturer") return makes(context);
  if (wanted === "distributor" || wanted === "wholesaler") return sellsOn(wanted, context);
  if (wanted === "service company") return serves(context);
  return undefined;
}

function firstHit(
  context: ActivityContext,
  service: boolean,
  keep: (hit: PhraseHit) => boolean,
): PhraseHit | undefined {
  for (const phrase of context.phrases) {
    const hit = findPhrase(
      context.site,
      phrase,
      (h) => sameCategory(h, phrase, service) && !hitNegated(h) && keep(h),
    );
    if (hit) return hit;
  }
  return undefined;
}

/**
 * "Wir bauen keine Backöfen", "we do not manufacture ovens ourselves": the company denies making
 * the profile's products, a scoped denial that outweighs a loose cue of production elsewhere.
 */
export function deniesMaking(context: ActivityContext): Claim | undefined {
  const denying = context.activities.filter((a) => a.kind === "make" && a.negated && !a.place);
  if (denying.length === 0) return undefined;
  for (const phrase of context.phrases) {
    let verb: Activity | undefined;
    const hit = findPhrase(context.site, phrase, (h) => {
      verb = denying.find((a) => a.sentence === h.sentence && objectOf(a, h));
      return verb !== undefined;
    });
    if (hit && verb) {
      return {
        kind: "manufacturer",
        negated: true,
        sentence: hit.sentence,
        from: verb.from,
        to: hit.to,
      };
    }
  }
  return undefined;
}

function makes(context: ActivityContext): Claim | undefined {
  const making = context.activities.filter((a) => a.kind === "make" && !a.negated);
  if (making.length === 0) return undefined;
  let verb: Activity | undefined;
  const hit = firstHit(context, false, (h) => {
    verb = making.find((a) => a.sentence === h.sentence && objectOf(a, h));
    return verb !== undefined;
  });
  if (!hit || !verb) return undefined;
  return claimOf("manufacturer", hit, Math.min(verb.from, hit.from));
}

// The product after the verb, before a participle ("our tables are made"), or anywhere in a
// sentence about the company's own workshop.
function objectOf(verb: Activity, hit: PhraseHit): boolean {
  if (verb.place) return true;
  if (verb.passive) {
    const list = hit.sentence.words;
    const ours = [1, 2].some((k) => OWN_WORDS.has(list[hit.from - k]?.w ?? ""));
    return ours && hit.to <= verb.from && verb.from - hit.to <= OBJECT_REACH;
  }
  return hit.from >= verb.to && hit.from - verb.to <= OBJECT_REACH;
}

function sellsOn(wanted: CompanyKind, context: ActivityContext): Claim | undefined {
  const selling = context.activities.find((a) => a.kind === "resell" && !a.negated && a.toTrade);
  if (!selling) return undefined;
  const { sentence, from, to } = selling;
  return { kind: wanted, negated: false, sentence, from, to };
}

// A service is done, not sold: "we supply pumps", "wir liefern Photovoltaikanlagen" trade in
// goods named like a service's object. "Our cleaning services": the service is the company's.
function serves(context: ActivityContext): Claim | undefined {
  const goods = voicedVerbs(context);
  const hit = firstHit(context, true, (h) => {
    const words = h.sentence.words.slice(h.from, h.to).map((w) => w.w);
    if (onlyTheName(h, context)) return false;
    const before = (k: number) => h.sentence.words[h.from - k]?.w ?? "";
    if (FOR.has(before(1))) return false;
    // "We deliver cleaning services" delivers a service; "we supply pumps" trades goods.
    if (goods.some((a) => a.sentence === h.sentence) && !headedBy(h, "service")) return false;
    // A maker's "Wartung" on request is the upkeep of what it sells.
    if (words.some(isUpkeep) && goods.some((a) => a.kind === "make")) return false;
    // "our cleaning services", "Notre équipe nettoie": "our" shortly before is the company's;
    // "we leave customs to our forwarder", "an unseren Spediteur": a party it hands work to.
    const own = OWN_REACH.find((k) => OWN_WORDS.has(before(k)));
    if (own !== undefined) return !HANDED_TO.has(before(own + 1));
    return inOwnVoice(h.sentence, h.from);
  });
  return hit ? claimOf("service company", hit, hit.from) : undefined;
}

/**
 * A heading or tagline that opens with the service ("Customs clearance for importers", "Nettoyage
 * de bureaux à Lyon"): the site names itself by it. Weaker than doing it: an offer, which makes a
 * service company only where the site claims no other kind (type-criterion.ts).
 */
export function serviceHeading(context: ActivityContext): Claim | undefined {
  const hit = firstHit(
    context,
    true,
    (h) =>
      h.sentence.shortLine &&
      h.from <= 1 &&
      !onlyTheName(h, context) &&
      !voicedVerbs(context).some((a) => a.sentence === h.sentence),
  );
  return hit ? claimOf("service company", hit, hit.from) : undefined;
}

// The verbs the company says it does (a workshop, or a participle said of a product, is none).
const voicedVerbs = (context: ActivityContext): Activity[] =>
  context.activities.filter((a) => !a.negated && !a.place && !a.passive);

// "Dąbrowski Meble", "Textiles Leeds Ltd": a company's name is not what it does.
const onlyTheName = (hit: PhraseHit, context: ActivityContext): boolean =>
  hit.sentence.words.slice(hit.from, hit.to).every((w) => context.nameWords.has(w.w));

function claimOf(kind: CompanyKind, hit: PhraseHit, from: number): Claim {
  return { kind, negated: false, sentence: hit.sentence, from, to: hit.to };
}
