import type { FetchedPage } from "../ports.ts";
import { foldWords, parseHtml, squash } from "./text.ts";

/*
 * Which links of a homepage are worth fetching: contact, about, team and imprint/legal pages, in
 * the major European languages. Scored by the link's path and text; only the site's own pages.
 */

type Kind = "contact" | "imprint" | "team" | "about";

/** Keywords per kind; a trailing "*" also accepts longer words ("kontakt*" → "kontaktformular"). */
const KEYWORDS: Record<Kind, string[]> = {
  contact: [
    "contact*",
    "kontakt*",
    "contatti",
    "contatto",
    "contacto",
    "contato",
    "contacteer",
    "contactez",
    "kontakta",
    "kontaktieren",
    "get in touch",
  ],
  imprint: [
    // de, en, fr
    "impressum",
    "imprint",
    "legal notice",
    "legal",
    "rechtliche hinweise",
    "mentions legales",
    // it
    "note legali",
    "dati societari",
    "informazioni legali",
    // es
    "aviso legal",
    "datos identificativos",
    "informacion legal",
    // pt
    "informacoes legais",
    "informacao legal",
    "ficha tecnica",
    "nota legal",
    // nl
    "colofon",
    "bedrijfsgegevens",
    "juridische informatie",
    // pl
    "dane firmy",
    "informacje prawne",
    "nota prawna",
    // sv
    "foretagsinformation",
    "foretagsuppgifter",
    "juridisk information",
  ],
  team: [
    "team",
    "teams",
    "equipe",
    "squadra",
    "equipo",
    "management",
    "geschaftsleitung",
    "geschaftsfuhrung",
    "direction",
    "leadership",
    "our people",
    "ansprechpartner",
    "zespol",
    "medarbetare",
    "equipa",
  ],
  about: [
    "about*",
    "uber uns",
    "ueber uns",
    "a propos",
    "chi siamo",
    "quienes somos",
    "sobre nosotros",
    "over ons",
    "om oss",
    "o nas",
    "sobre nos",
    "who we are",
    "unternehmen",
  ],
};

/** Contact and imprint pages name people and numbers most often, so they go first. */
const KIND_ORDER: Kind[] = ["contact", "imprint", "team", "about"];

const SKIP_EXTENSIONS = /\.(pdf|jpe?g|png|gif|svg|webp|zip|docx?|xlsx?|pptx?|mp[34]|css|js)$/i;

/** Second-level labels under which registrations sit one level deeper (example.co.uk). */
const SECOND_LEVEL = new Set(["co", "com", "org", "net", "ac", "gov", "edu", "ltd", "plc"]);

/**
 * The registrable domain (eTLD+1), approximated without the public suffix list: the last two
 * labels, or three when the second-to-last is a generic second level like "co" in "co.uk".
 */
export function registrableDomain(hostname: string): string {
  const labels = hostname.toLowerCase().replace(/\.$/, "").split(".");
  const take = labels.length > 2 && SECOND_LEVEL.has(labels[labels.length - 2] ?? "") ? 3 : 2;
  return labels.slice(-take).join(".");
}

function keywordHits(words: string[], keywords: string[]): number {
  const text = ` ${words.join(" ")} `;
  let hits = 0;
  for (const keyword of keywords) {
    if (keyword.endsWith("*")) {
      const stem = keyword.slice(0, -1);
      if (words.some((word) => word.startsWith(stem))) hits++;
    } else if (text.includes(` ${keyword} `)) {
      hits++;
    }
  }
  return hits;
}

interface Candidate {
  url: string;
  kind: Kind;
  score: number;
  order: number;
}

function classify(path: string, label: string): { kind: Kind; score: number } | undefined {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: score the raw path.
  }
  const pathWords = foldWords(decoded);
  const labelWords = foldWords(label);
  let best: { kind: Kind; score: number } | undefined;
  for (const kind of KIND_ORDER) {
    // The path is what the site calls the page; the text is what it tells visitors: both count.
    const score =
      3 * keywordHits(pathWords, KEYWORDS[kind]) + 2 * keywordHits(labelWords, KEYWORDS[kind]);
    if (score > 0 && (!best || score > best.score)) best = { kind, score };
  }
  return best;
}

/** Same-site links of a homepage that likely hold contacts or company facts, best first. */
export function discoverPages(page: FetchedPage, limit = 6): string[] {
  const root = parseHtml(page.body);
  let base: URL;
  try {
    base = new URL(root.querySelector("base[href]")?.getAttribute("href") ?? "", page.finalUrl);
  } catch {
    return [];
  }
  const home = new URL(page.finalUrl);
  const site = registrableDomain(home.hostname);
  home.hash = "";
  const seen = new Map<string, Candidate>();
  let order = 0;
  for (const anchor of root.querySelectorAll("a[href]")) {
    const href = (anchor.getAttribute("href") ?? "").trim();
    if (!href || href.startsWith("#") || /^(mailto|tel|javascript|data|fax|sms):/i.test(href)) {
      continue;
    }
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    url.hash = "";
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    if (registrableDomain(url.hostname) !== site) continue;
    if (url.href === home.href || SKIP_EXTENSIONS.test(url.pathname)) continue;
    const label = squash(
      `${anchor.text} ${anchor.getAttribute("title") ?? ""} ${anchor.getAttribute("aria-label") ?? ""}`,
    );
    const kind = classify(`${url.pathname} ${url.search}`, label);
    if (!kind) continue;
    const previous = seen.get(url.href);
    if (!previous || previous.score < kind.score) {
      seen.set(url.href, { url: url.href, ...kind, order: previous?.order ?? order++ });
    }
  }
  const ranked = [...seen.values()].sort(
    (a, b) =>
      b.score - a.score ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.order - b.order,
  );
  // One page of each kind first, so four contact-form variants cannot crowd out the imprint.
  const picked: Candidate[] = [];
  for (const kind of KIND_ORDER) {
    const best = ranked.find((candidate) => candidate.kind === kind);
    if (best) picked.push(best);
  }
  for (const candidate of ranked) {
    if (!picked.includes(candidate)) picked.push(candidate);
  }
  return picked.slice(0, limit).map((candidate) => candidate.url);
}
