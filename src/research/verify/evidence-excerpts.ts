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
export const EXCERPT_CHARS = 1600;
/** A longer line is cut: a criterion is decided by a sentence, not a paragraph. */
const LINE_CHARS = 280;
/** Homepage lines kept regardless (meta description, title, tagline). */
const OPENING_LINES = 3;
const LEGAL_PAGE = /impressum|imprint|legal|mentions|colofon|aviso|note-legali|kontakt|contact/i;

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

interface Line {
  page: number;
  order: number;
  text: string;
  rank: number;
}

/** The evidence cut to its criterion-carrying lines, at most `budget` characters of text. */
export function excerptEvidence(
  evidence: CompanyEvidence,
  profile: ExcerptProfile,
  budget = EXCERPT_CHARS,
): CompanyEvidence {
  const stems = profileStems(profile);
  const seen = new Set<string>();
  const lines: Line[] = [];
  evidence.pages.forEach((page, pageIndex) => {
    const legal = LEGAL_PAGE.test(page.url);
    page.text.split(/\n+/).forEach((raw, order) => {
      const text = raw.trim().slice(0, LINE_CHARS);
      const key = fold(text);
      if (!text || seen.has(key)) return;
      seen.add(key);
      const rank = rankOf(text, key, stems, {
        opening: pageIndex === 0 && order < OPENING_LINES,
        legal,
      });
      if (rank > 0) lines.push({ page: pageIndex, order, text, rank });
    });
  });
  const chosen = new Set<Line>();
  let used = 0;
  for (const line of [...lines].sort(
    (a, b) => b.rank - a.rank || a.page - b.page || a.order - b.order,
  )) {
    if (used + line.text.length > budget) continue;
    chosen.add(line);
    used += line.text.length + 1;
  }
  const pages = evidence.pages.flatMap((page, index) => {
    const kept = lines.filter((l) => l.page === index && chosen.has(l)).map((l) => l.text);
    return kept.length > 0 ? [{ url: page.url, text: kept.join("\n") }] : [];
  });
  return { ...evidence, pages };
}

/** How much a line says about the criteria: 0 nothing, higher first. */
function rankOf(
  text: string,
  folded: string,
  stems: string[],
  where: { opening: boolean; legal: boolean },
): number {
  let rank = 0;
  if (where.opening) rank += 3;
  if (stems.some((s) => folded.includes(s))) rank += 3;
  if (TYPE_WORDS.some((cue) => folded.includes(cue))) rank += 2;
  if (registrationsIn(text).length > 0) rank += 3;
  if (postalAddressesIn(text).length > 0) rank += where.legal ? 3 : 2;
  else if (countryNamedIn(folded)) rank += 1;
  // A lone menu entry or button says nothing on its own.
  if (rank > 0 && !where.opening && tokenize(text).length < 2) rank = 0;
  return rank;
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
