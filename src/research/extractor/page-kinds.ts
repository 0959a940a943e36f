import { PAGE_NAMES, type PageKind } from "../knowledge/page-names.ts";

/*
 * The words that name each kind of page, every language's together: a site's menu may mix its
 * own language with English ("Team", "News"), and a link is scored before the page's language
 * is known.
 */

export type { PageKind } from "../knowledge/page-names.ts";

const KINDS: PageKind[] = ["imprint", "contact", "about", "products", "team", "news", "careers"];

export const PAGE_KEYWORDS: Record<PageKind, string[]> = Object.fromEntries(
  KINDS.map((kind) => [
    kind,
    [...new Set(Object.values(PAGE_NAMES).flatMap((names) => names[kind]))],
  ]),
) as Record<PageKind, string[]>;
