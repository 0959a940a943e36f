import type { HTMLElement } from "node-html-parser";
import { withoutGreeting } from "../knowledge/greetings.ts";
import type { Sourced } from "../ports.ts";
import { fold, foldWords, type Line, metaContent, squash } from "./text.ts";

/*
 * Company name, description and industry, each only as the site states it. The industry in
 * particular is never inferred: a meta keywords list or an explicit "Branche:" label, or nothing.
 */

export interface ParsedPage {
  url: string;
  root: HTMLElement;
  lines: Line[];
}

const LEGAL_FORM = String.raw`(?:GmbH\s*&\s*Co\.?\s*KG|GmbH|gGmbH|AG|KGaA|KG|OHG|UG(?:\s*\(haftungsbeschränkt\))?|SE|e\.K\.|SAS|SASU|SARL|EURL|SA|S\.A\.|S\.p\.A\.|SpA|S\.r\.l\.|Srl|S\.L\.|SL|S\.L\.U\.|B\.V\.|BV|N\.V\.|NV|[Ss]p\.\s?z\s?o\.\s?o\.|S\.n\.c\.|S\.a\.s\.|S\.A\.S\.|AB|Oy|ApS|A/S|AS|Ltd\.?|Limited|LLC|Inc\.?|PLC|plc|Lda\.?)`;

/** A word of a company's name: capitalized, or the "&"/"and" joining two ("Marino & Mancini"). */
const NAME_WORD = String.raw`(?:[\p{Lu}\d][\p{L}\d&.'’+-]*|&|and|und|e|et|y|en|och|i)`;

/** A whole line that is a company name with its legal form: "Muster Maschinenbau GmbH". */
const LEGAL_LINE = new RegExp(
  String.raw`^((?:${NAME_WORD}\s+){0,5}?(?:[\p{L}\d&.'’+-]+\s+)?${LEGAL_FORM})$`,
  "u",
);
/** A legal name inside a line: capitalized words right before the legal form. */
const LEGAL_INSIDE = new RegExp(
  String.raw`((?:[\p{Lu}\d][\p{L}\d&.'’+-]*\s+)(?:${NAME_WORD}\s+){0,4}${LEGAL_FORM})(?![\p{L}])`,
  "u",
);
const NAME_LABEL =
  /^(?:Firma|Firmenname|Company(?: name)?|Raison sociale|Dénomination(?: sociale)?|Ragione sociale|Denominazione(?: sociale)?|Razón social|Denominação social|Bedrijfsnaam|Nazwa firmy|Företagsnamn)\s*:\s*(.{2,100})$/iu;
const INDUSTRY_LABEL =
  /^(?:Industry|Branche|Secteur(?: d'activité)?|Settore|Sector(?: de actividad)?|Sektor|Bransch|Branża|Ramo)\s*:\s*(.{2,80})$/iu;

/** Title segments that name the page, not the company. */
const GENERIC = new Set(
  [
    "home",
    "homepage",
    "startseite",
    "start",
    "accueil",
    "inicio",
    "welcome",
    "willkommen",
    "bienvenue",
    "benvenuti",
    "bienvenidos",
    "welkom",
    "kontakt",
    "contact",
    "contatti",
    "contacto",
    "impressum",
    "imprint",
    "about us",
    "uber uns",
    "team",
  ].map(fold),
);

/** A name as the page prints it, less the page's greeting ("Benvenuti in …"). */
function sourced(value: string | undefined, source: string): Sourced | undefined {
  const name = value ? withoutGreeting(value) : "";
  return name ? { value: name, source } : undefined;
}

function fromLines(pages: ParsedPage[], pattern: RegExp): Sourced | undefined {
  for (const page of pages) {
    for (const line of page.lines) {
      const value = pattern.exec(withoutGreeting(line.text))?.[1];
      if (value) return { value: squash(value), source: page.url };
    }
  }
  return undefined;
}

/** The brand segment of a `<title>`: not "Home", preferably the one that spells the domain. */
function titleName(page: ParsedPage): string | undefined {
  const title = squash(page.root.querySelector("title")?.text ?? "");
  const segments = title
    .split(/\s+[|–—:·•-]\s+|\s*[|·•]\s*/)
    .map((segment) => withoutGreeting(segment))
    .filter((segment) => segment && !GENERIC.has(foldWords(segment).join(" ")));
  if (segments.length === 0) return undefined;
  const host = fold(new URL(page.url).hostname.replace(/^www\./, "").split(".")[0] ?? "");
  const compact = (s: string) => foldWords(s).join("");
  const hostKey = host.replace(/[^a-z0-9]/g, "");
  return (
    segments.find((s) => new RegExp(LEGAL_FORM).test(s)) ??
    segments.find((s) => compact(s).includes(hostKey) || hostKey.includes(compact(s))) ??
    (segments.length === 1 ? segments[0] : undefined)
  );
}

/** The company's name: labelled, legal-form line, og:site_name, title, then h1. */
export function companyName(pages: ParsedPage[]): Sourced | undefined {
  const labelled = fromLines(pages, NAME_LABEL);
  if (labelled) return labelled;
  const legalLine = fromLines(pages, LEGAL_LINE);
  if (legalLine && legalLine.value.split(" ").length <= 6) return legalLine;
  for (const page of pages) {
    const site = sourced(metaContent(page.root, "og:site_name"), page.url);
    if (site) return site;
  }
  const inside = fromLines(pages, LEGAL_INSIDE);
  if (inside) return inside;
  for (const page of pages) {
    const fromTitle = sourced(titleName(page), page.url);
    if (fromTitle) return fromTitle;
  }
  for (const page of pages) {
    const logo = sourced(logoAlt(page), page.url);
    if (logo) return logo;
  }
  for (const page of pages) {
    const h1 = withoutGreeting(squash(page.root.querySelector("h1")?.text ?? ""));
    if (h1 && h1.length <= 80 && !GENERIC.has(foldWords(h1).join(" ")))
      return sourced(h1, page.url);
  }
  return undefined;
}

/** Alt texts of a logo that say only "Logo": no name in them. */
const LOGO_WORD = /\b(?:logo|logotype|logotipo|logotyp)\b/giu;

/** The alt text of the site's logo image ("Acme Pumpen GmbH logo" → "Acme Pumpen GmbH"). */
function logoAlt(page: ParsedPage): string | undefined {
  for (const img of page.root.querySelectorAll("img")) {
    const marks = `${img.getAttribute("class") ?? ""} ${img.getAttribute("id") ?? ""} ${img.getAttribute("src") ?? ""}`;
    if (!/logo/i.test(marks)) continue;
    const alt = squash((img.getAttribute("alt") ?? "").replace(LOGO_WORD, " ")).replace(
      /^[\s|–—:-]+|[\s|–—:-]+$/g,
      "",
    );
    if (alt.length >= 2 && alt.length <= 80 && !GENERIC.has(foldWords(alt).join(" "))) return alt;
  }
  return undefined;
}

/** Shortens to about `max` characters at a sentence end, else a word end, never mid-word. */
export function clip(text: string, max = 300): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const sentence = head.lastIndexOf(". ");
  if (sentence >= max / 2) return head.slice(0, sentence + 1);
  const space = head.lastIndexOf(" ");
  return head.slice(0, space > 0 ? space : max).replace(/[\s,;:–-]+$/, "");
}

const COOKIE = /cookie|javascript|browser|datenschutz|privacy/i;

/** Meta description, og:description, else the first substantial paragraph of the pages. */
export function description(pages: ParsedPage[]): Sourced | undefined {
  for (const key of ["description", "og:description"]) {
    for (const page of pages) {
      const value = metaContent(page.root, key);
      if (value && value.length >= 20) return { value: clip(value), source: page.url };
    }
  }
  for (const page of pages) {
    for (const text of visibleParagraphs(page.lines)) {
      if (text.length >= 80 && text.split(" ").length >= 12 && !COOKIE.test(text)) {
        return { value: clip(text), source: page.url };
      }
    }
  }
  return undefined;
}

/**
 * The text of each <p> as the page's visible lines read it: a hidden paragraph, or a hidden span
 * inside one, never becomes a lead's description (DESIGN.md "Never fabricate").
 */
function visibleParagraphs(lines: Line[]): string[] {
  const paragraphs: string[] = [];
  let open: HTMLElement | undefined;
  for (const line of lines) {
    const paragraph = line.element.rawTagName?.toLowerCase() === "p" ? line.element : undefined;
    if (paragraph && paragraph === open) paragraphs[paragraphs.length - 1] += ` ${line.text}`;
    else if (paragraph) paragraphs.push(line.text);
    open = paragraph;
  }
  return paragraphs;
}

/** The industry only when stated: an "Industry:/Branche:" label, else meta keywords. */
export function industry(pages: ParsedPage[]): Sourced | undefined {
  const labelled = fromLines(pages, INDUSTRY_LABEL);
  if (labelled) return labelled;
  for (const page of pages) {
    const keywords = metaContent(page.root, "keywords");
    if (keywords) return { value: clip(keywords, 150), source: page.url };
  }
  return undefined;
}
