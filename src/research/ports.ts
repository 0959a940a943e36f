import type { z } from "zod";

/*
 * The research engine's ports (DESIGN.md "The research engine"). Each has a real adapter and an
 * embedded default, chosen by configuration, and each is testable alone. No Hono imports here.
 */

// --- Language model ------------------------------------------------------------------------

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface StructuredRequest<T> {
  /** Names the task, for logs and for the offline rules model's dispatch ("plan-queries", ...). */
  task: string;
  /** Instructions; never contains scraped text. */
  system: string;
  /** Scraped or user text travels here, quoted as data, never as instructions. */
  data: Record<string, unknown>;
  /** The answer's shape; the model's output is parsed with it and refused if it does not fit. */
  schema: z.ZodType<T>;
}

/** A model that answers with structured, schema-validated output. */
export interface LanguageModel {
  complete<T>(request: StructuredRequest<T>): Promise<{ value: T; usage: TokenUsage }>;
}

/** One kind of question to a model: its task name, instructions and answer shape, asked with data. */
export function modelTask<D extends Record<string, unknown>, T>(
  task: string,
  system: string,
  schema: z.ZodType<T>,
): (model: LanguageModel, data: D) => Promise<{ value: T; usage: TokenUsage }> {
  return (model, data) => model.complete({ task, system, data, schema });
}

// --- Web search ----------------------------------------------------------------------------

export interface SearchQuery {
  query: string;
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  country?: string;
  /** ISO 639-1, e.g. "de". */
  language?: string;
  limit?: number;
}

export interface SearchHit {
  url: string;
  title: string;
  snippet: string;
}

export interface WebSearch {
  search(query: SearchQuery): Promise<SearchHit[]>;
}

// --- Fetching ------------------------------------------------------------------------------

export interface FetchedPage {
  /** The URL asked for. */
  url: string;
  /** The URL after redirects: the page a value read from it is attributed to. */
  finalUrl: string;
  status: number;
  contentType: string;
  /** Decoded text (charset honoured), at most the byte cap. */
  body: string;
  truncated: boolean;
}

export type FetchRefusal =
  | "robots"
  | "blocked-address"
  | "bad-url"
  | "too-many-redirects"
  | "timeout"
  | "not-html"
  | "http-error"
  | "network";

export type FetchResult =
  | { ok: true; page: FetchedPage }
  | { ok: false; reason: FetchRefusal; detail?: string };

/** Fetches one page politely (robots.txt, per-host limits, timeouts, byte caps, SSRF guard). */
export interface Fetcher {
  fetch(url: string): Promise<FetchResult>;
  /**
   * The same-site page addresses a site lists in its sitemap (robots.txt's `Sitemap:` lines, else
   * /sitemap.xml), a bounded number; none when it has none. Optional: a fetcher may not offer it.
   */
  sitemapPages?(origin: string): Promise<string[]>;
}

// --- Extraction ----------------------------------------------------------------------------

/** A value and the page it was read from: nothing reaches a user without one. */
export interface Sourced<T = string> {
  value: T;
  source: string;
}

/** A phone number (E.164) and the page it was read from. */
export interface SourcedPhone extends Sourced {
  /**
   * True when the page wrote the number in international form (a leading + or an exit code such
   * as 00, then the country code); false when written nationally, in which case its country is the
   * default region it was parsed with and proves nothing about where the company is. Optional:
   * phones from elsewhere than the extractor need not say.
   */
  international?: boolean;
  /**
   * The label the page prints with the number when it says which line it is, as printed:
   * "Mobile", "Toll free", "WhatsApp", "Service", "Showroom Milano", "Tel/Fax" (a line that is also
   * the fax). Absent when the page prints none or only says "phone" ("Tel.", "Phone number").
   */
  label?: string;
}

export interface ExtractedPerson {
  name: Sourced;
  /** The title as written on the page, e.g. "Geschäftsführer". */
  title: Sourced;
  /** The catalogue's primary title it maps to, e.g. "CEO"; undefined when none matches. */
  primaryTitle: string | undefined;
  /** Salutations and degrees written with the name but not part of it: "Dr.", "Dipl.-Ing.". */
  honorific?: string;
  email?: Sourced;
  /** E.164. */
  phone?: SourcedPhone;
  /**
   * Set when the page shows the person as another organisation's (a customer signing a
   * testimonial), with that organisation's name when printed: read, but never the company's
   * decision maker or contact.
   */
  external?: { organisation?: string };
  /**
   * Set when the page says the person has left the title to a successor ("took over from Tom
   * Baker, plant manager for twenty years"): shown as printed, never the decision maker.
   */
  formerly?: true;
}

export interface CompanyFacts {
  companyName?: Sourced;
  description?: Sourced;
  industry?: Sourced;
  emails: Sourced[];
  /** E.164. */
  phones: SourcedPhone[];
  people: ExtractedPerson[];
}

export interface Extractor {
  /** Links worth fetching from a homepage: contact, about, team, imprint/legal, in many languages. */
  discoverPages(page: FetchedPage): string[];
  /** Links that carry verification criteria (imprint, contact, about, products, team), each with its kind, in reading order. */
  discoverPageLinks(page: FetchedPage): { url: string; kind: string }[];
  /** Everything the pages state about the company; never invents a value. */
  extract(pages: FetchedPage[], options: { countryCode?: string }): CompanyFacts;
}

// --- Email check ---------------------------------------------------------------------------

export type EmailCheckStatus = "valid" | "invalid-syntax" | "no-mx" | "unknown";

export interface EmailCheckResult {
  status: EmailCheckStatus;
  webmail: boolean;
  role: boolean;
  disposable: boolean;
}

/** Resolves MX records; the sandbox answers for its own domains. */
export interface MxResolver {
  resolveMx(domain: string): Promise<string[]>;
}

export interface EmailCheck {
  check(email: string): Promise<EmailCheckResult>;
}
