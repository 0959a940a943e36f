import { kindOf } from "../knowledge/company-types.ts";
import { countryCodeOf } from "../knowledge/countries.ts";
import { narrowerEntriesFor } from "../knowledge/glossary.ts";
import { fold, tokenize } from "../language/fold.ts";
import type { Address, Placement } from "./location.ts";
import { cityCriterion, countryCriterion } from "./location-criteria.ts";
import { findingAt, type ReadSite } from "./page-words.ts";
import { findPhrase, hitAboutCustomers, hitNegated } from "./term-match.ts";
import type { TypeReading } from "./type-claims.ts";
import { type Criterion, shortened } from "./verdict.ts";

/*
 * Exclusions as phrases. Each one rejects only a company it describes: by name or domain; by
 * place ("outside Germany"); by type when it is nothing but a type word ("distributors"); by a
 * concept with its usual wordings ("sales subsidiaries", "contract packing"); otherwise as a
 * phrase the company says of itself ("producers of packaging materials" needs packaging
 * materials on the site, and a claim of making them when it names a maker). An exclusion never
 * touches the inclusion criteria.
 */

const OUTSIDE =
  /^(?:companies\s+|firms\s+)?(outside(?: of)?|not in|ausserhalb(?: von)?|hors(?: de)?|fuori(?: da| dall[ae']?)?|fuera de|buiten|poza|utanfor|fora de)\s+(.+)$/;
const INSIDE =
  /^(?:companies\s+|firms\s+)?(?:located\s+|based\s+)?(?:in|im|aus|en|dans|a|w|i)\s+(.+)$/;
const GENERIC = new Set(
  "companies company firms firm businesses pure only reine nur unternehmen firmen entreprises societes aziende ditte empresas bedrijven firmy foretag".split(
    " ",
  ),
);
const OF = new Set("of von de des du di dei degli delle van z av do da dos das".split(" "));

// Concepts with the wordings sites use for them, in the languages we read.
const CONCEPTS: { trigger: RegExp; wordings: string[] }[] = [
  {
    trigger:
      /subsidiar|niederlassung|tochter|branch|filiale|succursale|filial|dochter|oddzial|dotterbolag|vestiging/,
    wordings: [
      "subsidiary of",
      "sales subsidiary",
      "sales office of",
      "branch of",
      "part of the group",
      "tochtergesellschaft",
      "vertriebsniederlassung",
      "niederlassung der",
      "ein unternehmen der",
      "filiale de",
      "filiale du groupe",
      "succursale",
      "filiale di",
      "filiale italiana",
      "societa del gruppo",
      "filial de",
      "filial espanola",
      "dochteronderneming",
      "dochterbedrijf",
      "vestiging van",
      "oddzial",
      "spolka zalezna",
      "dotterbolag",
      "subsidiaria",
      "filial portuguesa",
    ],
  },
  {
    trigger:
      /contract pack|co-?pack|lohnabf|lohnverpack|facon|conto ?terzi|terceros|loonverpak|kontraktspack|maquila/,
    wordings: [
      "contract packing",
      "contract packaging",
      "copacking",
      "copacker",
      "lohnabfullung",
      "lohnverpackung",
      "conditionnement a facon",
      "faconnier",
      "confezionamento conto terzi",
      "conto terzi",
      "contoterzista",
      "envasado para terceros",
      "maquila",
      "loonverpakking",
      "loonverpakker",
      "konfekcjonowanie",
      "kontraktspackning",
      "embalamento por conta de terceiros",
    ],
  },
];

/** Judges every exclusion of the profile; the first that describes the company rejects it. */
export function exclusionsCriterion(
  exclusions: readonly string[],
  ctx: {
    site: ReadSite;
    companyName: string;
    domain: string;
    types: TypeReading;
    placements: Placement[];
    addresses: Address[];
  },
): Criterion {
  for (const exclusion of exclusions) {
    const found = excludedBy(exclusion.trim(), ctx);
    if (found) {
      return {
        criterion: "exclusions",
        met: false,
        reason: `Excluded by "${shortened(exclusion, 200)}"${found.why ? `: ${found.why}` : ""}`,
        ...(found.quote ? { quote: found.quote, url: found.url } : {}),
      };
    }
  }
  return { criterion: "exclusions", met: true, reason: "No exclusion applies" };
}

type Found = { why?: string; quote?: string; url?: string };
type Context = Parameters<typeof exclusionsCriterion>[1];

/**
 * "outside Germany", "in Austria", "outside Munich": a place, judged like the location criteria
 * (where the company is, never what it mentions). Undefined when the phrase names no place;
 * false when it names one the company is not excluded by.
 */
function placeExclusion(folded: string, ctx: Context): Found | false | undefined {
  const outside = OUTSIDE.exec(folded)?.[2];
  const inside = outside ? undefined : INSIDE.exec(folded)?.[1];
  const place = outside ?? inside;
  if (!place) return undefined;
  const wantedOutside = outside !== undefined;
  const verdict = countryCodeOf(place)
    ? countryCriterion(place, ctx.placements)
    : ctx.addresses.length > 0
      ? cityCriterion(place, ctx.addresses, ctx.site)
      : undefined;
  if (!verdict) return false;
  const excluded = wantedOutside ? !verdict.met : verdict.met;
  return excluded ? { why: verdict.reason, quote: verdict.quote, url: verdict.url } : false;
}

function excludedBy(exclusion: string, ctx: Context): Found | undefined {
  const folded = fold(exclusion);
  if (!folded) return undefined;
  // A company name or domain.
  const identity = ` ${tokenize(`${ctx.companyName} ${ctx.domain}`).join(" ")} `;
  const asWords = tokenize(exclusion).join(" ");
  if (asWords && identity.includes(` ${asWords} `)) return { why: "the company's name" };
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(folded) && fold(ctx.domain).endsWith(folded)) {
    return { why: "the company's domain" };
  }
  const place = placeExclusion(folded, ctx);
  if (place !== undefined) return place || undefined;
  const words = tokenize(exclusion).filter((w) => !GENERIC.has(w));
  // Only a type word: "distributors", "Händler", "wholesale companies".
  const kind = words.length <= 2 ? kindOf(words.join(" ")) : undefined;
  const typeOnly = kind !== undefined && words.length === 1;
  if (typeOnly) {
    const claim = ctx.types.claims.find((c) => !c.negated && c.kind === kind);
    return claim
      ? { why: `the site says it is a ${kind}`, ...findingAt(claim.sentence, claim.from, claim.to) }
      : undefined;
  }
  // "producers of packaging materials": a type word, then what it deals in.
  const ofAt = words.findIndex((w) => OF.has(w));
  const head = ofAt > 0 ? kindOf(words.slice(0, ofAt).join(" ")) : undefined;
  const object = head ? words.slice(ofAt + 1).join(" ") : exclusion;
  if (head && !ctx.types.claims.some((c) => !c.negated && c.kind === head)) return undefined;
  // The exclusion's own words and glossary terms as narrow as it, never broader ones.
  const phrases = [
    object,
    ...narrowerEntriesFor(object).flatMap((e) => [e.en, ...Object.values(e.forms)]),
    ...CONCEPTS.filter((c) => c.trigger.test(folded)).flatMap((c) => c.wordings),
  ];
  for (const phrase of phrases) {
    const hit = findPhrase(ctx.site, phrase, (h) => !hitNegated(h) && !hitAboutCustomers(h));
    if (hit) {
      return { why: "the site says so", ...findingAt(hit.sentence, hit.from, hit.to) };
    }
  }
  return undefined;
}
