import type { CompanyType, Language } from "./corpus.ts";
import { de, en, nl, pl, sv } from "./phrases-de-en-nl-pl-sv.ts";
import { es, fr, it, pt } from "./phrases-es-fr-it-pt.ts";

/*
 * Everything a company site says, per language. Placeholders: {name} {products} {city}
 * {country} {year}. Page slugs are the ones real sites in that language use, so the engine's link
 * discovery meets "Impressum", "Mentions légales", "Note legali", "Aviso legal", "Colofon"...
 */

export interface PageSlugs {
  about: string;
  products: string;
  contact: string;
  team: string;
  imprint: string;
}

export interface Phrases {
  nav: { home: string } & PageSlugs;
  slugs: PageSlugs;
  welcome: string;
  describe: Record<CompanyType, string>;
  /** A reseller talking like a maker: nothing false, nothing that says "we resell". */
  vagueSupplier: string;
  founded: string;
  productsHeading: string;
  brandsCarried: string;
  teamHeading: string;
  phone: string;
  email: string;
  address: string;
  writeUs: string;
  imprintIntro: string;
  /** How the legal notice names who runs the company. */
  representedBy: string;
  vat: string;
  rights: string;
}

export const phrases: Record<Language, Phrases> = { de, fr, it, es, nl, pl, sv, en, pt };

/** Fills {placeholders}; a missing key is left visible rather than silently dropped. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
