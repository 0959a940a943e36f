import type { CompanyType, Language } from "./corpus.ts";
import { phrases } from "./phrases.ts";

/**
 * Other ways a company describes itself, beside describe[type]'s one sentence. Many real makers
 * call themselves one ("Hersteller von ...", "fabricant de ...") and say where they make it ("Made
 * in Germany"), which that sentence never did, so a search for "Pumpen Hersteller" met only the
 * resellers that name their suppliers' makers; and many shops call themselves a shop.
 */
const makerWordings: Record<Language, readonly string[]> = {
  en: [
    "As a manufacturer of {products}, we design and produce every unit at our own plant in {city}. Made in {country}.",
    "We are a manufacturer of {products}, with our own production in {city} and customers around the world. Made in {country}.",
  ],
  de: [
    "Als Hersteller von {products} entwickeln und produzieren wir alle Produkte in unserem Werk in {city}. Hergestellt in {country}.",
    "Wir sind Hersteller von {products} mit eigener Fertigung in {city} und liefern an Kunden in aller Welt. Hergestellt in {country}.",
  ],
  fr: [
    "En tant que fabricant de {products}, nous concevons et produisons chaque pièce dans notre usine de {city}. Fabriqué en {country}.",
    "Fabricant de {products} depuis des années, nous fabriquons tout dans nos ateliers de {city} pour des clients du monde entier. Fabriqué en {country}.",
  ],
  it: [
    "Come produttore di {products}, progettiamo e produciamo ogni pezzo nel nostro stabilimento di {city}. Prodotto in {country}.",
    "Siamo un'azienda produttrice di {products} con produzione propria a {city} e clienti in tutto il mondo. Prodotto in {country}.",
  ],
  es: [
    "Como fabricante de {products}, diseñamos y producimos cada pieza en nuestra planta de {city}. Fabricado en {country}.",
    "Somos fabricantes de {products} con fabricación propia en {city} y clientes en todo el mundo. Fabricado en {country}.",
  ],
  nl: [
    "Als fabrikant van {products} ontwikkelen en produceren wij alles in onze eigen fabriek in {city}. Gemaakt in {country}.",
    "Wij zijn fabrikant van {products}, met eigen productie in {city} en klanten over de hele wereld. Gemaakt in {country}.",
  ],
  pl: [
    "Jako producent projektujemy i wytwarzamy {products} w naszym zakładzie w {city} dla klientów z całego świata. Wyprodukowano w kraju: {country}.",
    "Jesteśmy producentem – produkujemy {products} w {city} i dostarczamy je klientom w całej Europie. Wyprodukowano w kraju: {country}.",
  ],
  sv: [
    "Som tillverkare av {products} utvecklar och producerar vi allt i vår egen fabrik i {city}. Tillverkat i {country}.",
    "Vi är tillverkare av {products} med egen tillverkning i {city} och kunder över hela världen. Tillverkat i {country}.",
  ],
  pt: [
    "Como fabricante de {products}, concebemos e produzimos cada peça na nossa fábrica em {city}. Fabricado em {country}.",
    "Somos fabricantes de {products} com produção própria em {city} e clientes em todo o mundo. Fabricado em {country}.",
  ],
};
const shopWordings: Record<Language, readonly string[]> = {
  en: ["Our shop in {city} sells {products} to customers across {country}, in store and online."],
  de: [
    "In unserem Geschäft in {city} verkaufen wir {products} an Kunden in ganz {country}, vor Ort und online.",
  ],
  fr: [
    "Notre magasin de {city} vend des {products} à des clients de tout le pays, en boutique et en ligne.",
  ],
  it: [
    "Il nostro negozio di {city} vende {products} a clienti in tutta {country}, in sede e online.",
  ],
  es: [
    "Nuestra tienda de {city} vende {products} a clientes de toda {country}, en tienda y en línea.",
  ],
  nl: [
    "Onze winkel in {city} verkoopt {products} aan klanten in heel {country}, in de winkel en online.",
  ],
  pl: ["Nasz sklep w {city} sprzedaje {products} klientom z całego kraju, stacjonarnie i online."],
  sv: [
    "Vår butik i {city} säljer {products} till kunder i hela {country}, i butiken och på nätet.",
  ],
  pt: ["A nossa loja em {city} vende {products} a clientes de todo o país, na loja e online."],
};

const otherWordings: Partial<Record<CompanyType, Record<Language, readonly string[]>>> = {
  manufacturer: makerWordings,
  retailer: shopWordings,
};

/** How many ways a company of this type can describe itself (describeCompany's `wording`). */
export const wordingCount = (type: CompanyType): number =>
  1 + (otherWordings[type]?.en.length ?? 0);

/**
 * A company's sentence about what it is, in one of its type's wordings: 0 is describe[type], the
 * same index gives the same wording in every language (the site's and the English index text).
 */
export function describeCompany(language: Language, type: CompanyType, wording: number): string {
  return otherWordings[type]?.[language][wording - 1] ?? phrases[language].describe[type];
}
