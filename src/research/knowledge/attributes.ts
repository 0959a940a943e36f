import { fold } from "../language/fold.ts";
import type { Language } from "../language/stopwords.ts";
import { glossaryEntries } from "./glossary.ts";

/*
 * Words that narrow a product, in every language we read: materials and kinds that profiles put
 * before a product ("wooden furniture", "upholstered furniture", "stainless steel valves", "used
 * machines", "frozen food"). The glossary translates whole products; this translates the
 * qualifier, so "upholstered furniture" meets "meble tapicerowane" and an exclusion never has to
 * fall back on the bare product ("furniture"), which would exclude every company of the profile.
 * Each entry is "en|de|fr|it|es|nl|pl|sv|pt"; "/" separates forms; one-word forms only.
 */

const ENTRIES = [
  "wooden/wood|holz/holzern|bois|legno|madera|hout/houten|drewno/drewniane/drewniany|tra|madeira",
  "upholstered|gepolstert/polster|rembourre/capitonne|imbottito|tapizado|gestoffeerd|tapicerowane/tapicerowany|stoppade/stoppad|estofado",
  "metal|metall|metal/metallique|metallo/metallico|metal/metalico|metaal/metalen|metal/metalowe|metall|metal/metalico",
  "steel|stahl|acier|acciaio|acero|staal/stalen|stal/stalowe|stal|aco",
  "stainless|edelstahl/rostfrei|inox/inoxydable|inox/inossidabile|inoxidable|roestvrij/rvs|nierdzewna/nierdzewne|rostfri|inox/inoxidavel",
  "plastic|kunststoff/plastik|plastique|plastica|plastico|kunststof|plastik/plastikowe|plast|plastico",
  "glass|glas|verre|vetro|vidrio|glas|szklane/szklo|glas|vidro",
  "leather|leder|cuir|pelle/cuoio|cuero|leer/leren|skora/skorzane|lader|couro",
  "ceramic|keramik|ceramique|ceramica|ceramica|keramiek|ceramika/ceramiczne|keramik|ceramica",
  "concrete|beton|beton|calcestruzzo|hormigon|beton|beton/betonowe|betong|betao",
  "used|gebraucht|occasion|usato|usado|tweedehands|uzywane|begagnad|usado",
  "refurbished|generaluberholt|reconditionne|ricondizionato|reacondicionado|gereviseerd|odnowione|renoverad|recondicionado",
  "frozen|tiefgekuhlt/tiefkuhl|surgele|surgelato|congelado|diepvries|mrozone|fryst|congelado",
  "organic|bio/biologisch|biologique|biologico|ecologico|biologisch|ekologiczne|ekologisk|biologico",
  "handmade|handgefertigt|artisanal|artigianale|artesanal|handgemaakt|recznie|handgjord|artesanal",
  "disposable|einweg|jetable|monouso|desechable|wegwerp|jednorazowe|engangs|descartavel",
  "electric|elektrisch|electrique|elettrico|electrico|elektrisch|elektryczne|elektrisk|eletrico",
  "office|buro|bureau|ufficio|oficina|kantoor|biurowe|kontor|escritorio",
  "garden|garten|jardin|giardino|jardin|tuin|ogrodowe|tradgard|jardim",
  "kitchen|kuche|cuisine|cucina|cocina|keuken|kuchenne|kok|cozinha",
  "children|kinder|enfants|bambini|infantil|kinder|dzieciece|barn|infantil",
  "medical|medizinisch|medical|medicale|medico|medisch|medyczne|medicinsk|medico",
  "household|haushalt|menager|domestico|domestico|huishoudelijk|domowe|hushall|domestico",
  "industrial|industriell/industrie|industriel|industriale|industrial|industrieel|przemyslowe/przemyslowy|industriell|industrial",
  "cleaning|reinigung|nettoyage|pulizia|limpieza|schoonmaak/reiniging|sprzatanie/czyszczenie|stadning/rengoring|limpeza",
  // Common industrial nouns that head a product ("storage tanks", "pressure vessels", "packaging
  // machines"): German, Dutch and Swedish sites write them as the tail of a compound.
  "tank/tanks|tank/behalter|reservoir/cuve|serbatoio/cisterna|deposito/tanque|tank|zbiornik/zbiorniki|tank/behallare|tanque/reservatorio",
  "vessel/vessels/container/containers|behalter|recipient/cuve|recipiente/serbatoio|recipiente/deposito|vat/container|zbiornik/zbiorniki|karl/behallare|recipiente",
  "pressure|druck|pression|pressione|presion|druk|cisnieniowe/cisnieniowy|tryck|pressao",
  "machine/machines/machinery|maschine/maschinen|machine/machines|macchina/macchine|maquina/maquinas|machine/machines|maszyna/maszyny|maskin/maskiner|maquina/maquinas",
  "packaging|verpackung|emballage/conditionnement|confezionamento/imballaggio|envasado/embalaje|verpakking|pakowanie/pakujace|forpackning|embalagem",
];

const ORDER: readonly Language[] = ["en", "de", "fr", "it", "es", "nl", "pl", "sv", "pt"];

const TABLE = new Map<string, Partial<Record<Language, string[]>>>();
for (const entry of ENTRIES) {
  const parts = entry.split("|").map((p) => fold(p).split("/").filter(Boolean));
  if (parts.length !== ORDER.length) throw new Error(`bad attribute entry: ${entry}`);
  const forms: Partial<Record<Language, string[]>> = {};
  ORDER.forEach((lang, i) => {
    forms[lang] = parts[i] ?? [];
  });
  for (const english of parts[0] ?? []) TABLE.set(english, forms);
}

/** The forms of an English qualifier ("upholstered") in each language, or undefined. */
export function attributeForms(word: string): Partial<Record<Language, string[]>> | undefined {
  return TABLE.get(word);
}

/**
 * A folded profile word in each language: a qualifier from the table above, or a one-word
 * product or industry the glossary knows ("furniture" → "meble", "Möbel", ...).
 */
export function wordForms(word: string): Partial<Record<Language, string[]>> {
  const known = TABLE.get(word) ?? memo.get(word);
  if (known) return known;
  const forms: Partial<Record<Language, string[]>> = {};
  if (memo.size < 10_000) memo.set(word, forms);
  for (const entry of oneWordEntries(word)) {
    for (const [lang, form] of Object.entries(entry.forms) as [Language, string][]) {
      const folded = fold(form);
      if (/^[a-z0-9]+$/.test(folded)) forms[lang] = [...(forms[lang] ?? []), folded];
    }
  }
  return forms;
}

const memo = new Map<string, Partial<Record<Language, string[]>>>();

const oneWordEntries = (word: string) =>
  glossaryEntries().filter((e) => {
    const en = fold(e.en);
    return en === word || `${en}s` === word || en === `${word}s`;
  });
