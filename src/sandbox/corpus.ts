/*
 * The sandbox web's data shapes. Kept apart from the generator so that a corpus can later be
 * loaded from a folder (or hand-written in a test) in exactly this shape.
 */

export const languages = ["de", "fr", "it", "es", "nl", "pl", "sv", "en", "pt"] as const;

export type Language = (typeof languages)[number];

export type CompanyType =
  | "manufacturer"
  | "distributor"
  | "wholesaler"
  | "service company"
  | "retailer";

export const companyTypes: readonly CompanyType[] = [
  "manufacturer",
  "distributor",
  "wholesaler",
  "service company",
  "retailer",
];

/** The mess of the real web; each is switched on for a seeded fraction of sites. */
export const messFeatures = [
  "email-mailto",
  "email-at-bracket",
  "email-at-paren",
  "email-entities",
  "email-cloudflare",
  "no-contacts",
  "imprint-only-decision-maker",
  "misleading-type",
  "parked",
  "robots-disallow-some",
  "robots-disallow-all",
  "crawl-delay",
  "slow-pages",
  "redirect-home",
  "redirect-path",
  "charset-header",
  "charset-meta-only",
  "broken-links",
  "prompt-injection",
  "english-paths",
] as const;

export type MessFeature = (typeof messFeatures)[number];

/** One response the server replays as is: status, headers, exact body bytes, optional delay. */
export interface SandboxPage {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
  /** The server waits this long before answering: a slow page. */
  delayMs?: number;
}

export const siteKinds = ["company", "directory", "marketplace", "social"] as const;

export type SiteKind = (typeof siteKinds)[number];

/** What a search engine knows about one page: its index entry. */
export interface SearchDocument {
  /** The page's path on its site; the hit's URL is http://<domain><path>. */
  path: string;
  title: string;
  snippet: string;
  /** Everything searchable, in the site's language and in English. */
  text: string;
  language: Language;
  /** ISO 3166-1 alpha-2 of the business the page is about, when it has one. */
  country?: string;
}

/** One host of the sandbox web: path → page (robots.txt included as "/robots.txt"). */
export interface SandboxSite {
  domain: string;
  kind: SiteKind;
  language: Language;
  country?: string;
  pages: Record<string, SandboxPage>;
  /** Whether the domain answers MX queries (parked domains do not). */
  hasMail: boolean;
  documents: SearchDocument[];
}

/** A person named on a company's site, as the ground truth knows them. */
export interface SandboxPerson {
  name: string;
  /** The title as written on the page, e.g. "Geschäftsführer". */
  title: string;
  /** The decision-maker catalogue's primary title, e.g. "CEO". */
  primaryTitle: string;
  email?: string;
  /** E.164. */
  phone?: string;
  /** Paths (after redirects) of the pages that name this person with their title. */
  pages: string[];
}

/** Ground truth for one fictional company. */
export interface SandboxCompany {
  domain: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  city: string;
  region: string;
  language: Language;
  /** Industry id of the generator's catalogue ("industrial-pumps"), or free text for a folder corpus. */
  industry: string;
  companyType: CompanyType;
  /** Products or services in English. */
  products: string[];
  /**
   * Every name of the company's industry and products (English and local) that a profile's
   * products and exclusions are compared with. A folder corpus states them; generated companies
   * leave this out and take them from the industry catalogue.
   */
  terms?: string[];
  isParked: boolean;
  /** A distributor or wholesaler whose site reads like a manufacturer's. */
  looksLikeManufacturer: boolean;
  people: SandboxPerson[];
  email?: { value: string; pages: string[] };
  /** E.164. */
  phone?: { value: string; pages: string[] };
  /** Paths a polite crawler may not fetch (robots.txt); "/" means the whole site. */
  disallowed: string[];
  features: MessFeature[];
}

/** The whole sandbox web plus its ground truth. */
export interface SandboxCorpus {
  seed: number;
  companies: SandboxCompany[];
  sites: SandboxSite[];
}
