import { z } from "zod";
import { createProjectInput } from "../../projects/schemas.ts";
import { primaryTitles } from "../../research/decision-makers.ts";
import { companyTypes, languages, messFeatures, siteKinds } from "../corpus.ts";

/*
 * The JSON files of a corpus folder (docs/corpus-format.md), as zod schemas. Loading parses every
 * file through these, so a hand-written corpus fails with the file and the field at fault rather
 * than with a wrong benchmark figure much later.
 */

const urlPath = z
  .string()
  .regex(/^\/[^\s#]*$/, "must be a URL path starting with / (a query string is allowed)");

const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code in capitals, e.g. DE");

const language = z.enum(languages);

/** What the server does at one path when the file alone cannot say it. */
export const pathEntrySchema = z.strictObject({
  status: z.number().int().min(100).max(599).optional(),
  /** Replace the default headers entirely; names are lowercased. */
  headers: z
    .record(z.string().min(1), z.string())
    .transform((headers) =>
      Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    )
    .optional(),
  /** A redirect: sets Location, and the status to 301 unless status says otherwise. */
  location: z.string().min(1).optional(),
  delayMs: z.number().int().min(0).max(60_000).optional(),
  /** The body's file, relative to the site folder, when it is not at the path's own place. */
  file: z.string().min(1).optional(),
});
export type PathEntry = z.output<typeof pathEntrySchema>;

/** Same field order as SearchDocument, so a parsed document serializes like a generated one. */
export const searchDocumentSchema = z.strictObject({
  path: urlPath,
  title: z.string(),
  snippet: z.string(),
  text: z.string(),
  language,
  country: countryCode.optional(),
});

/** `sites/<domain>/_site.json`. */
export const siteFileSchema = z.strictObject({
  kind: z.enum(siteKinds).default("company"),
  language: language.optional(),
  /** null: the site is about no country (a parked page), whatever the ground truth says. */
  country: countryCode.nullable().optional(),
  hasMail: z.boolean().default(true),
  /** The Content-Type of the site's HTML files, as a server's default-charset setting gives it. */
  htmlContentType: z.string().min(1).default("text/html"),
  /** Whether `about/index.html` also answers `/about` (it always answers `/about/`). */
  indexWithoutSlash: z.boolean().default(true),
  paths: z.record(urlPath, pathEntrySchema).default({}),
  documents: z.array(searchDocumentSchema).optional(),
});
export type SiteFile = z.output<typeof siteFileSchema>;
export type SiteFileInput = z.input<typeof siteFileSchema>;

const shownOn = z.array(urlPath).min(1, "must name at least one page");
const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, "must be E.164, e.g. +497111234567");
const emailAddress = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an email address");

const personSchema = z.strictObject({
  name: z.string().min(1),
  /** As written on the page. */
  title: z.string().min(1),
  // A string, as SandboxPerson has it; checked against the catalogue all the same. Left out for
  // a title no catalogue role fits (a chief accountant, a lab manager): such a person is never
  // the wanted one, but stays in the truth as someone the site names.
  primaryTitle: z
    .string()
    .refine((title) => (primaryTitles as readonly string[]).includes(title), {
      message: `must be a primary title of the decision-maker catalogue: ${primaryTitles.join(", ")}`,
    })
    .optional(),
  email: emailAddress.optional(),
  phone: e164.optional(),
  pages: shownOn,
});

const companySchema = z.strictObject({
  name: z.string().min(1),
  /** Free text, e.g. "industrial pumps". */
  industry: z.string().min(1),
  country: countryCode,
  city: z.string().min(1),
  region: z.string().optional(),
  /** Only when it differs from the site's (a parked domain's page is in English). */
  language: language.optional(),
  companyType: z.enum(companyTypes),
  /** In English. */
  products: z.array(z.string().min(1)).min(1, "must name at least one product or service"),
  /** The industry's and products' names in the site's language(s). */
  localTerms: z.array(z.string().min(1)).optional(),
  isParked: z.boolean().optional(),
  /** A reseller whose site reads like a maker's. */
  looksLikeManufacturer: z.boolean().optional(),
  email: z.strictObject({ value: emailAddress, pages: shownOn }).optional(),
  phone: z.strictObject({ value: e164, pages: shownOn }).optional(),
  people: z.array(personSchema).default([]),
  /** The generator's mess features of the site, for slicing benchmark figures. */
  features: z.array(z.enum(messFeatures)).optional(),
  /** An annotator's placement tags ("legal-notice-only", "two-links-deep"), for reading misses. */
  tags: z.array(z.string().min(1).max(60)).max(40).optional(),
});
export type GroundTruthCompany = z.output<typeof companySchema>;
export type GroundTruthCompanyInput = z.input<typeof companySchema>;

/** `ground-truth.json`: domain → company. */
export const groundTruthSchema = z.record(z.string(), companySchema);

/** `profiles.json`: the creation form's fields plus the domains that should be accepted. */
export const profilesSchema = z.array(
  createProjectInput.extend({ accept: z.array(z.string().min(1)).default([]) }),
);
export type FolderProfile = z.output<typeof profilesSchema>[number];
