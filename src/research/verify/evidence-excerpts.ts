import { countryNamedIn } from "../knowledge/countries.ts";
import { postalAddressesIn } from "../knowledge/postal-codes.ts";
import { registrationsIn } from "../knowledge/registrations.ts";
import { TYPE_CUES } from "../knowledge/type-cues.ts";
import { fold, tokenize } from "../language/fold.ts";
import { isStopword } from "../language/stopwords.ts";
import type { CompanyEvidence } from "./evidence.ts";

/*
 * What a paid model is shown of a company: not every page in full, but the lines that carry a
 * criterion, so a verdict costs a few hundred tokens instead of a few thousand. A line is kept
 * when it says what the company is (a type cue in any of the nine languages), names a product
 * or exclusion of the profile (by word stem, so compounds and plurals count), states an address,
 * a registration or VAT id or a country, or is the opening of the homepage (meta description,
 * tagline), where sites say what they do. Menus, footers and cookie banners repeated on every
 * page are sent once at most. Lines are ranked, then sent in page order up to a character cap.
 */

/** Characters of page text sent per company. */
export const EXCERPT_CHARS = 1400;
/**
 * Characters sent when no line names any product, service or exclusion of the profile: the
 * model only has to see what the company says it is and does (its opening, its type lines, its
 * address), so the rejection most such sites get costs half the tokens; a site that says it in
 * words the stems miss is still read by the model from those lines.
 */
export const SILENT_EXCERPT_CHARS = 600;
/** A longer line is cut: a criterion is decided by a sentence, not a paragraph. */
const LINE_CHARS = 280;
/** Homepage lines kept regardless (meta description, title, tagline). */
const OPENING_LINES = 3;

// Every cue word of every company kind, folded, "*" endings cut: a line naming any of them may
// say what the company is (or is not), whatever the wanted type.
const TYPE_WORDS: string[] = [
  ...new Set(
    Object.values(TYPE_CUES).flatMap((cues) =>
      [...cues.self, ...cues.verb, ...cues.role].map((cue) => fold(cue.replace(/\*$/, ""))),
    ),
  ),
].filter((cue) => cue.length >= 4);

export interface ExcerptProfile {
  companyType: string;
  productsServices: string;
  keywords?: readonly string[];
  terms?: readonly string[];
  exclusions?: readonly string[];
  city?: string;
}

/** What a line can carry, in the order a round of selection visits them. */
const KINDS = ["address", "type", "product", "opening", "country"] as const;
type Kind = (typeof KINDS)[number];

interface Line {
  page: number;
  order: number;
  text: string;
  kinds: Set<Kind>;
}

/**
 * The evidence cut to its criterion-carrying lines, at most `budget` characters of text (fewer
 * for a site that names nothing of the profile).
 */
export function excerptEvidence(
  evidence: CompanyEvidence,
  profile: ExcerptProfile,
  budget = EXCERPT_CHARS,
): CompanyEvidence {
  const stems = profileStems(profile);
  const seen = new Set<string>();
  const lines: Line[] = [];
  evidence.pages.forEach((page, pageIndex) => {
    page.text.split(/\n+/).forEach((raw, order) => {
      const text = raw.trim().slice(0, LINE_CHARS);
      const key = fold(text);
      if (!text || seen.has(key)) return;
      seen.add(key);
      const opening = pageIndex === 0 && order < OPENING_LINES;
      const kinds = kindsOf(text, key, stems, opening);
      if (kinds.size > 0) lines.push({ page: pageIndex, order, text, kinds });
    });
  });
  const namesProfile = lines.some((l) => l.kinds.has("product"));
  const chosen = pickWithin(lines, namesProfile ? budget : Math.min(budget, SILENT_EXCERPT_CHARS));
  const pages = evidence.pages.flatMap((page, index) => {
    const kept = lines.filter((l) => l.page === index && chosen.has(l)).map((l) => l.text);
    return kept.length > 0 ? [{ url: page.url, text: kept.join("\n") }] : [];
  });
  return { ...evidence, pages };
}

/**
 * Lines taken in rounds, one of each kind per round (lines carrying more kinds first), so that
 * two hundred product lines cannot crowd out the one address line.
 */
function pickWithin(lines: Line[], budget: number): Set<Line> {
  const queues = KINDS.map((kind) =>
    lines
      .filter((l) => l.kinds.has(kind))
      .sort((a, b) => b.kinds.size - a.kinds.size || a.page - b.page || a.order - b.order),
  );
  const chosen = new Set<Line>();
  let used = 0;
  for (let round = 0; queues.some((q) => q.length > round); round++) {
    for (const queue of queues) {
      const line = queue[round];
      if (!line || chosen.has(line) || used + line.text.length > budget) continue;
      chosen.add(line);
      used += line.text.length + 1;
    }
  }
  return chosen;
}

// Cookie banners say nothing about the company, in any language ("Cookie-Einstellungen").
const BANNER = /cookie/;

/** What a line says about the criteria (none: not sent). */
function kindsOf(text: string, folded: string, stems: string[], opening: boolean): Set<Kind> {
  const kinds = new Set<Kind>();
  const wordCount = tokenize(text).length;
  // A lone menu entry or button says nothing on its own; a banner says nothing of the company.
  if (BANNER.test(folded) || (wordCount < 2 && !/\d/.test(text))) return kinds;
  if (registrationsIn(text).length > 0 || postalAddressesIn(text).length > 0) kinds.add("address");
  if (TYPE_WORDS.some((cue) => folded.includes(cue))) kinds.add("type");
  if (stems.some((stem) => folded.includes(stem))) kinds.add("product");
  if (opening && wordCount >= 4) kinds.add("opening");
  if (!kinds.has("address") && countryNamedIn(folded)) kinds.add("country");
  return kinds;
}

/**
 * The profile's content words cut to a stem-like prefix ("printing" → "print", "Pumpen" →
 * "pump"), so plurals, other endings and compounds ("Kreiselpumpen") on a page still match.
 */
function profileStems(profile: ExcerptProfile): string[] {
  const phrases = [
    profile.productsServices,
    ...(profile.keywords ?? []),
    ...(profile.terms ?? []),
    ...(profile.exclusions ?? []),
    ...(profile.city ? [profile.city] : []),
  ];
  const stems = new Set<string>();
  for (const word of phrases.flatMap((p) => tokenize(p))) {
    if (word.length < 4 || isStopword(word) || /^\d+$/.test(word)) continue;
    stems.add(word.slice(0, Math.max(4, Math.ceil(word.length * 0.6))));
  }
  return [...stems];
}
