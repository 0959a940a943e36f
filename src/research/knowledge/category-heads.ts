/*
 * Head nouns that name a category of offer, in de, fr, it, es, nl, pl, sv, pt and en: "packaging
 * machines" and "packaging materials", "cleaning services", "cleaning agents" and "cleaning
 * staff" share their modifier and differ in what is offered. A product phrase matched on a page
 * under another head is another category (verify/category-heads.ts). Folded prefixes, matched at
 * a word's start, or at its end as the tail of a de/nl/sv compound ("Reinigungsmittel").
 */

export type HeadClass = "machine" | "material" | "product" | "part" | "staff" | "service";

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

export const CATEGORY_HEADS: Record<HeadClass, string[]> = {
  machine: words(`
    machine* maschine* macchin* maquina* maszyn* maskin*
  `),
  material: words(`
    material* materiau* film films foil foils folie folien folia folii pellicol*
  `),
  product: words(`
    agent agents detergent* chemical* chemikalie* mittel middel middelen medel medlen srodki
    srodkow product products produkt produkte produkten produkty produktow producto productos
    produto produtos prodotto prodotti produit produits produkter
  `),
  part: words(`
    parts ersatzteil* teile pieces ricambi repuestos pecas onderdelen czesci reservdelar
  `),
  staff: words(`
    staff personnel personal personale pessoal personeel personel worker workers temps
    krafte kraft arbeitskrafte mitarbeiter manodopera pracownik* arbetskraft operatives labour
    programmers engineers technicians developers electricians cleaners operators
    programmierer techniker ingenieure entwickler elektriker programmeurs techniciens
    ingenieurs developpeurs programmatori tecnici ingegneri sviluppatori addetti programadores
    tecnicos ingenieros desarrolladores operarios technici monteurs ontwikkelaars schoonmakers
    programisci technicy inzynierowie programmerare ingenjorer utvecklare stadare engenheiros
    desenvolvedores
  `),
  service: words(`
    service* dienst* leistung* prestation* serviz* servici* uslug* tjanst*
  `),
};

/** Two classes that name the same offer: materials are products. */
export const COMPATIBLE: readonly [HeadClass, HeadClass][] = [["material", "product"]];

/**
 * What a staffing agency calls itself: it supplies workers ("cleaners", "Reinigungskräfte") and is
 * not the company that does their work. Folded phrases; a trailing "*" matches any ending.
 */
export const STAFFING = `
  staffing, staffing agency, recruitment agency, temp agency, temporary staff*, labour hire,
  zeitarbeit*, arbeitnehmeruberlassung, personaldienstleist*, personalvermittlung,
  agence d interim, travail temporaire, agenzia per il lavoro, lavoro interinale,
  somministrazione di lavoro, empresa de trabajo temporal, trabajo temporal, uitzendbureau*,
  uitzendkrachten, detachering*, agencja pracy, praca tymczasowa, pracy tymczasowej,
  bemanningsforetag*, personaluthyrning, trabalho temporario, empresa de trabalho temporario
`
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);

/** Whether a folded word is only a category head ("products", "Produkte", "services"). */
export function isCategoryHead(word: string): boolean {
  return Object.values(CATEGORY_HEADS).some((heads) =>
    heads.some((h) => (h.endsWith("*") ? word.startsWith(h.slice(0, -1)) : word === h)),
  );
}
