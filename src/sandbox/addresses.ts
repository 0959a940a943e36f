import type { Language } from "./corpus.ts";
import type { Rng } from "./prng.ts";

/* Street addresses and postal codes in each country's shape. */

/** Four street patterns per language, ";"-separated as the countries' city lists are. */
const streets = (list: string): readonly string[] => list.split(";");

const STREETS: Record<Language, readonly string[]> = {
  de: streets("Industriestraße {n};Hauptstraße {n};Gewerbepark {n};Am Hafen {n}"),
  fr: streets(
    "{n} rue de l'Industrie;{n} avenue Jean Jaurès;{n} boulevard Victor Hugo;{n} zone artisanale",
  ),
  it: streets("Via dell'Industria {n};Via Roma {n};Viale Europa {n};Via Garibaldi {n}"),
  es: streets(
    "Calle de la Industria {n};Avenida de Europa {n};Polígono Industrial, nave {n};Calle Mayor {n}",
  ),
  nl: streets("Industrieweg {n};Havenstraat {n};Kanaalweg {n};Dorpsstraat {n}"),
  pl: streets("ul. Przemysłowa {n};ul. Fabryczna {n};ul. Polna {n};al. Jana Pawła II {n}"),
  sv: streets("Industrigatan {n};Storgatan {n};Hamnvägen {n};Verkstadsgatan {n}"),
  en: streets("{n} Industrial Road;{n} Commerce Street;{n} Station Road;{n} Park Avenue"),
  pt: streets(
    "Rua da Indústria {n};Avenida da Liberdade {n};Rua do Comércio {n};Zona Industrial, lote {n}",
  ),
};

const digits = (rng: Rng, n: number): string =>
  Array.from({ length: n }, () => rng.int(0, 9)).join("");
const letters = (rng: Rng, n: number): string =>
  Array.from({ length: n }, () => String.fromCharCode(65 + rng.int(0, 25))).join("");

function postalCode(rng: Rng, country: string): string {
  switch (country) {
    case "AT":
    case "CH":
      return `${rng.int(1, 9)}${digits(rng, 3)}`;
    case "PT":
      return `${rng.int(1, 9)}${digits(rng, 3)}-${digits(rng, 3)}`;
    case "NL":
      return `${rng.int(1, 9)}${digits(rng, 3)} ${letters(rng, 2)}`;
    case "PL":
      return `${digits(rng, 2)}-${digits(rng, 3)}`;
    case "SE":
      return `${rng.int(1, 9)}${digits(rng, 2)} ${digits(rng, 2)}`;
    case "GB":
      return `${letters(rng, 2)}${rng.int(1, 9)} ${rng.int(1, 9)}${letters(rng, 2)}`;
    default:
      return `${rng.int(1, 9)}${digits(rng, 4)}`;
  }
}

/** Street line and "postal code + city" line, ordered as the country writes them. */
export function address(rng: Rng, language: Language, country: string, city: string): string[] {
  const street = rng.pick(STREETS[language]).replace("{n}", String(rng.int(1, 180)));
  const code = postalCode(rng, country);
  const cityLine =
    country === "GB"
      ? `${city} ${code}`
      : country === "US"
        ? `${city}, ${code}`
        : `${code} ${city}`;
  return [street, cityLine];
}
