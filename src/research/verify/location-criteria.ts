import { cityNames, countryCodeOf, countryNameIn } from "../knowledge/countries.ts";
import { inMetroArea } from "../knowledge/metro.ts";
import { fold } from "../language/fold.ts";
import { type Address, inSentence, type Placement } from "./location.ts";
import type { ReadSite } from "./page-words.ts";
import type { Criterion } from "./verdict.ts";

/*
 * The country and city criteria from the placements of location.ts: the strongest placement
 * decides; a weaker one only narrows a placement that fits several countries (a five-digit
 * postcode, a language spoken in three). A foreign address fails the country even when the
 * site names the wanted one elsewhere.
 */

const nameOf = (code: string) => countryNameIn(code, "en");

/** Judges where the company is against the wanted country. */
export function countryCriterion(country: string, placements: Placement[]): Criterion {
  const wanted = countryCodeOf(country);
  if (!wanted) return { criterion: "country", met: false, reason: `Unknown country "${country}"` };
  let candidates: Set<string> | undefined;
  let support: Placement | undefined;
  for (const p of placements) {
    if (p.kind === "one") {
      if (candidates && !candidates.has(p.country)) continue;
      const met = p.country === wanted;
      // A weaker placement that narrows an address: quote the address, name both.
      const source = support ? `${support.source} and ${p.source}` : p.source;
      return {
        criterion: "country",
        met,
        reason: met
          ? `Located in ${country} (${source})`
          : `Located in ${nameOf(p.country)}, not ${country} (${source})`,
        ...((support?.finding ?? p.finding) || {}),
      };
    }
    const narrowed: Set<string> = candidates
      ? new Set(p.countries.filter((c) => candidates?.has(c)))
      : new Set(p.countries);
    if (narrowed.size === 0) continue;
    candidates = narrowed;
    support ??= p;
    if (!candidates.has(wanted)) {
      return {
        criterion: "country",
        met: false,
        reason: `Located in ${[...candidates].map(nameOf).join("/")}, not ${country} (${p.source})`,
        ...(p.finding ?? {}),
      };
    }
  }
  if (candidates?.has(wanted) && support) {
    return {
      criterion: "country",
      met: true,
      reason: `Located in ${country} (${support.source})`,
      ...(support.finding ?? {}),
    };
  }
  return { criterion: "country", met: false, reason: `No sign of being in ${country}` };
}

// "mit Sitz in", "based in": a town named as the company's seat counts when no address does.
const SEAT =
  /(based in|located in|headquartered in|sitz in|ansassig in|mit sitz|siege a|situee? a|basee? a|sede a|sede in|con sede|ubicad[ao] en|con sede en|gevestigd in|siedziba w|z siedziba|belagen i|baserade i|com sede em|sediad[ao] em)\s*$/;

/** Judges the company's town (its address town, or its metro area or region) against the wanted city. */
export function cityCriterion(city: string, addresses: Address[], site: ReadSite): Criterion {
  const names = cityNames(city);
  const towns = [...names.city];
  const fits = (town: string) => {
    const folded = fold(town);
    // "Lyon Cedex 03", "Lyon-Vaise", "Frankfurt am Main": the town and its district.
    return towns.some((t) => folded === t || [" ", ",", "-"].some((c) => folded.startsWith(t + c)));
  };
  const ordered = [...addresses].sort((a, b) => b.weight - a.weight);
  // A town of the metro area counts (decision 021); a region's cities are listed instead.
  const inMetro = (town: string) => names.region.length === 0 && inMetroArea(names.city, town);
  const hit =
    ordered.find((a) => fits(a.town)) ??
    ordered.find((a) => names.region.some((r) => fold(a.sentence.text).includes(r))) ??
    ordered.find((a) => inMetro(a.town));
  if (hit) {
    return {
      criterion: "city",
      met: true,
      reason: `In ${city} (${hit.town})`,
      ...inSentence(hit.sentence, hit.index, hit.length),
    };
  }
  if (ordered.length === 0) {
    for (const s of site.sentences) {
      const folded = fold(s.text);
      for (const t of [...towns, ...names.region]) {
        const at = folded.indexOf(t);
        if (at > 0 && SEAT.test(folded.slice(Math.max(0, at - 30), at))) {
          return {
            criterion: "city",
            met: true,
            reason: `In ${city}`,
            ...inSentence(s, at, t.length),
          };
        }
      }
    }
    return { criterion: "city", met: false, reason: `No address in ${city} on the site` };
  }
  const own = ordered[0];
  return {
    criterion: "city",
    met: false,
    reason: `Not in ${city}: the address is in ${own?.town}`,
    ...(own ? inSentence(own.sentence, own.index, own.length) : {}),
  };
}
