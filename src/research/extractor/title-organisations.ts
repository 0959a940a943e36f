import type { HTMLElement } from "node-html-parser";
import { getDomainWithoutSuffix } from "tldts";
import { isDepartment } from "./departments.ts";
import { isPlaceName } from "./place-names.ts";
import { fold, foldWords } from "./text.ts";

/*
 * A title in running text may name the organisation it is held at: "Ing. Héctor Lozano, director
 * general de Empaques del Norte", "Dr. Klaus Berger, Einkaufsleiter der Holzmann Möbelwerke
 * GmbH", "Jane Roe, Sales Director at Acme Ltd". Speakers, panellists, customers and partners
 * are printed that way; the company's own people mostly are not, or with the company's own name.
 * Which of the two it is can only be told against the site (index.ts); here the organisation is
 * read off the sentence.
 */

/** The words that join a title to the organisation it is held at, longest first. */
const JOINER =
  "(?:at the|of the|bei der|bei|der|des|of|at|with|chez|presso|de la|del|de|di|della|van de|van|för|på|hos|bij|w|em|da|do|du|von)";
/** The lower-case words inside an organisation's name: "Empaques del Norte", "Weber & Söhne". */
const INNER = "&|y|e|et|und|and|del|de|la|los|las|di|du|des|van|der|den|da|do|dos|das";
/** A capitalized word of an organisation's name, or a short lower-case word inside it. */
const ORGANISATION_WORD = String.raw`(?:[\p{Lu}\d][\p{L}\d&.'’+-]*|${INNER})`;
/** Lower-case words the run ends with belong to the sentence, not to the name. */
const TRAILING_INNER = new RegExp(String.raw`(?:\s+(?:${INNER}))+$`, "u");

/** Folded words of a list written one after another. */
const wordsOf = (list: string): string[] => list.trim().split(/\s+/u).map(fold);

/** A text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Words of an organisation's name that say nothing of which one it is. */
const GENERIC = new Set(
  "gmbh ag kg sa sas sarl srl spa sl bv nv ab oy ltd limited llc inc plc lda co group gruppe grupo gruppo groupe the der die das la le el il de del di du des van von and und et y e"
    .split(" ")
    .map(fold),
);

/**
 * The organisation a title printed in `text` is held at, when two capitalized words or more follow
 * the title after a joiner ("Acme Ltd" counts its legal form); never a department ("Head of
 * Sales", "Leiter der Abteilung Einkauf") or a place ("Sales Director of Austria").
 */
export function organisationAfterTitle(text: string, title: string): string | undefined {
  const at = new RegExp(
    // "da rede Supermercados Vale Verde", "du groupe Lactalis": a common noun of the kind of
    // organisation may stand between the joiner and its name.
    String.raw`${escapeRegExp(title)}\s+${JOINER}\s+(?:\p{Ll}{3,12}\s+)?(${ORGANISATION_WORD}(?:\s+${ORGANISATION_WORD}){0,6})`,
    "u",
  ).exec(text);
  const run = at?.[1]?.replace(TRAILING_INNER, "");
  if (!run) return undefined;
  const organisation = run.replace(/[.,;:]+$/u, "");
  const capitalized = organisation.split(/\s+/).filter((word) => /^[\p{Lu}\d]/u.test(word));
  if (capitalized.length < 2) return undefined;
  // "Head of Sales Europe" names a department and its region; "owner of MacLeod Ag Sales" a firm
  // whose name holds a department's word.
  if (
    isDepartment(organisation) ||
    capitalized.every((word) => isDepartment(word) || isPlaceName(word))
  ) {
    return undefined;
  }
  if (isPlaceName(organisation)) return undefined;
  return organisation;
}

/**
 * Kinds of body a title may be held at, written in lower case after it: "presidente
 * dell'associazione olivicoltori locale", "Vorsitzender des örtlichen Gewerbevereins", "president
 * of the regional chamber of commerce". Associations, federations, chambers, unions, cooperatives,
 * clubs, consortia, institutes, universities, schools and municipalities, in the nine languages
 * (folded; a word that opens with one counts: "Gewerbeverein", "associazioni").
 */
const BODY_KINDS = wordsOf(`
  association federation chamber union cooperative club consortium guild institute university
  school municipality council
  verband verein vereinigung kammer genossenschaft innung institut universitat hochschule schule
  gemeinde stadtrat gewerbeverein
  chambre universite ecole commune syndicat
  associazion federazion camera unione cooperativ consorzi istituto universita scuola comune
  asociacion federacion camara cooperativa consorcio instituto universidad escuela ayuntamiento
  gremio
  vereniging federatie kamer cooperatie instituut universiteit gemeente
  stowarzyszeni zwiazk zwiazek izb spoldzielni federacj klub instytut uniwersytet szkol gmin
  forening forbund kammare kooperativ klubb universitet skola kommun
  associac federac uniao clube universidade escola municipio
`);

/** The joiner and a lower-case body after a title: "dell'associazione …", "of the chamber …". */
export function bodyAfterTitle(text: string, title: string): string | undefined {
  const at = new RegExp(
    String.raw`${escapeRegExp(title)}\s+(?:${JOINER}\s+(?:\p{Ll}{2,12}\s+)?|(?:dell|dall|del|de|d)['’]\s*)(\p{Ll}[\p{L}'’-]*(?:\s+\p{Ll}[\p{L}'’-]*){0,3})`,
    "u",
  ).exec(text);
  const words = at?.[1]?.split(/\s+/u) ?? [];
  const kind = words.findIndex((word) => BODY_KINDS.some((body) => fold(word).startsWith(body)));
  return kind >= 0 && kind <= 1 ? at?.[1] : undefined;
}

/**
 * Whether an organisation printed beside a title is the site's own: a distinctive word of it
 * stands in what names the site (`ownNames`): "Weber Holz GmbH" on weber-holz.de, "Grupo
 * Salinas" beside a `<title>` "Maquinaria Salinas".
 */
export function isOwnOrganisation(organisation: string, own: string[]): boolean {
  const words = foldWords(organisation).filter((word) => word.length >= 3 && !GENERIC.has(word));
  if (words.length === 0) return true;
  const ownText = own.map((text) => fold(text).replace(/[^\p{L}\d]+/gu, "")).join(" ");
  const ownWords = new Set(own.flatMap((text) => foldWords(text)));
  return words.some((word) => ownWords.has(word) || ownText.includes(word));
}

/**
 * What names the site itself: its host's registrable label, each page's `<title>` and
 * og:site_name, and its copyright lines ("© 2025 Muster GmbH"). Not a legal-form line of the text:
 * the first one may be another company's ("Einkaufsleiter der Holzmann Möbelwerke GmbH").
 */
export function ownNames(
  pages: { root: HTMLElement; url: string; lines: { text: string }[] }[],
): string[] {
  const names: string[] = [];
  for (const page of pages) {
    const host = getDomainWithoutSuffix(page.url);
    if (host) names.push(host);
    const title = page.root.querySelector("title")?.text;
    if (title) names.push(title);
    const site = page.root.querySelector('meta[property="og:site_name"]')?.getAttribute("content");
    if (site) names.push(site);
    for (const line of page.lines) {
      if (/©|\(c\)|copyright/iu.test(line.text) && line.text.length < 200) names.push(line.text);
    }
  }
  return names;
}
