/*
 * What a company says it does, in its own voice, in de, fr, it, es, nl, pl, sv, pt and en: the
 * verbs of making and of selling on, the businesses a trader sells to, and the workshops a
 * maker works in. Not phrases to find: verification/activity.ts reads them with a subject ("we",
 * "wir", the company's name, a first-person ending) and their object matched to the profile's
 * products. Folded words; a trailing "*" matches any ending.
 */

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** Making: "we design and build", "wij bouwen", "construimos", "vi tillverkar", "wir fertigen". */
export const MAKE_VERBS = words(`
  make makes manufacture manufactures produce produces build builds fabricate fabricates
  assemble assembles craft crafts weld welds
  fertigen fertigt produzieren produziert bauen baut konstruieren konstruiert verarbeiten
  verarbeitet schweissen schweisst herstellen
  fabriquons fabrique fabriquent produisons construisons construit construisent assemblons
  usinons transformons faconnons
  produciamo produce producono costruiamo costruisce costruiscono fabbrichiamo fabbrica
  realizziamo realizza assembliamo lavoriamo trasformiamo
  fabricamos fabrica fabrican producimos construimos construye construyen elaboramos
  ensamblamos transformamos
  produzimos produz produzem constroi construem
  bouwen bouwt maken maakt produceren produceert vervaardigen vervaardigt fabriceren
  fabriceert assembleren verwerken
  produkujemy produkuje wytwarzamy wytwarza budujemy buduje konstruujemy wykonujemy robimy
  tillverkar bygger producerar konstruerar
`);

/**
 * Making said of the product: "our tables are made by hand", "unsere Möbel werden gefertigt",
 * "i nostri serramenti sono realizzati". The product stands before the participle.
 */
export const MADE_PARTICIPLES = words(`
  made built produced manufactured crafted assembled
  gefertigt hergestellt gebaut produziert
  fabriques fabriquees construits construites
  fabbricati fabbricate realizzati realizzate costruiti costruite prodotta prodotte
  fabricados fabricadas construidos construidas elaborados elaboradas producidos producidas
  produzidos produzidas construidas feitos feitas
  gemaakt gebouwd geproduceerd vervaardigd
  produkowane produkowany wytwarzane wykonane
  tillverkas tillverkade byggs byggda
`);

/**
 * The perfect of making, the company its subject: "we have built slurry tankers since 1979",
 * "wir haben … gebaut", "nous avons fabriqué", "abbiamo costruito", "hemos fabricado", "wij
 * hebben gebouwd", "vi har tillverkat", "temos produzido". The auxiliary, then its participle
 * within a few words; the product may stand after it, as after any verb of making.
 */
export const PERFECT_AUXILIARIES = words(`
  have has haben hat avons a abbiamo ha hemos ha hebben heeft har temos tem
`);

export const PERFECT_PARTICIPLES = words(`
  made built produced manufactured crafted assembled fabricated designed
  gefertigt hergestellt gebaut produziert konstruiert
  fabrique fabriques construit produit assemble concu
  costruito fabbricato prodotto realizzato
  fabricado construido producido
  gemaakt gebouwd geproduceerd vervaardigd
  tillverkat byggt producerat konstruerat
  produzido fabricado construido
`);

/** Selling on: "we supply shops", "wij leveren aan", "dostarczamy", "we stock and deliver". */
export const RESELL_VERBS = words(`
  supply supplies stock stocks distribute distributes deliver delivers sell sells resell
  resells
  liefern liefert beliefern beliefert vertreiben vertreibt verkaufen verkauft handeln
  fournissons distribuons livrons vendons approvisionnons commercialisons
  forniamo distribuiamo vendiamo commercializziamo riforniamo
  suministramos distribuimos vendemos comercializamos abastecemos
  fornecemos
  leveren levert verkopen verkoopt distribueren distribueert bevoorraden
  dostarczamy sprzedajemy dystrybuujemy zaopatrujemy
  levererar saljer distribuerar lagerfor
`);

/**
 * Businesses a trader sells to: "shops and restaurants", "Fachhandel und Gastronomie",
 * "revendeurs", "horeca", "sklepy". Prefixes.
 */
export const BUSINESS_BUYERS = words(`
  shops stores retailer* reseller* dealers restaurant* hotel* cafes hospitality catering
  caterers installers garages workshops pharmacies supermarkets trade b2b profession* profis
  gewerbekunden
  handler fachhandel* einzelhandel* gastronomie* hotellerie geschafte laden handwerk*
  installateur* werkstatten wiederverkaufer* apotheken
  commerces magasins revendeur* detaillant* restauration artisans
  negozi rivenditor* dettaglianti alberghi horeca ristorant* ristorazione installator* officine
  tiendas comercios minorista* revendedor* hoteles hosteleria instaladores talleres
  lojas retalhista* hoteis hotelaria oficinas
  winkels winkeliers detaillisten wederverkoper* vakhandel installateurs
  sklep* hurtowni* detalist* restauracj* hotel* gastronomi* instalator* warsztat*
  butiker handlare aterforsaljar* restauranger krogar installatorer verkstader
`);

/** Brands: "we stock and deliver brands X, Y", "Marken wie", "marques", "marcas". */
export const BRAND_NOUNS = words(`
  brand brands marke marken marque marques marchi marchio marca marcas merken merk
  marki marek marke varumarken varumarke
`);

/**
 * Where a maker makes: "our own workshop", "unsere Werkstatt", "notre atelier", "our factory",
 * "w naszej stolarni", "i vår fabrik". Only with "our" before it (activity.ts).
 */
export const WORKSHOP_NOUNS = words(`
  workshop workshops factory werkstatt werkstatte manufaktur fabrik schreinerei tischlerei
  atelier ateliers usine menuiserie officina fabbrica stabilimento falegnameria taller
  talleres fabrica carpinteria werkplaats fabriek warsztat warsztacie fabryka fabryce
  stolarnia stolarni wytworni verkstad verkstaden snickeri carpintaria
`);
