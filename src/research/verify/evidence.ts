import { z } from "zod";

/*
 * What the verifier sees of a company: its domain, the name it uses and the text of the pages
 * fetched from it. It travels to a language model as quoted data, so its shape is a schema.
 */

export const PAGE_TEXT_LIMIT = 3000;
export const EVIDENCE_PAGE_LIMIT = 6;

export const evidenceSchema = z.object({
  domain: z.string().max(255),
  companyName: z.string().max(255),
  pages: z
    .array(z.object({ url: z.string().max(2048), text: z.string().max(PAGE_TEXT_LIMIT) }))
    .max(EVIDENCE_PAGE_LIMIT),
  /** Phone numbers found on the pages (E.164): they say which country the company is in. */
  phones: z.array(z.string().max(32)).max(20),
});

export type CompanyEvidence = z.infer<typeof evidenceSchema>;

export const profileDataSchema = z.object({
  country: z.string().max(100),
  city: z.string().max(100).optional(),
  companyType: z.string().max(200),
  productsServices: z.string().max(5000),
  keywords: z.array(z.string().max(200)).max(100),
  /**
   * Localized product terms of this profile: the query plan's translations and the planner's
   * keywords. The verifier accepts what the run searched for, in the site's language.
   */
  terms: z.array(z.string().max(300)).max(100).optional(),
  exclusions: z.array(z.string().max(500)).max(200),
});
