import { z } from "zod";
import { websiteDomain } from "../company-domain";
import { isKnownDecisionMaker, knownDecisionMakers } from "../research/decision-makers";
import { CONTROL_CHARACTER_MESSAGE, isTypedText, typedText } from "../text-input";
import { splitKeywords, splitWebsites } from "./domains";

const required = (label: string, max: number, multiline = false) =>
  typedText({ multiline, error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number) =>
  typedText()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The creation form of spec §5, as JSON or form fields; limits match the stored columns. */
export const createProjectInput = z.object({
  name: required("Name", 200),
  country: required("Country", 100),
  city: optionalText(100),
  companyType: required("Company type", 200),
  productsServices: required("Products/services", 2000, true),
  keywords: optionalText(1000).transform((v) => (v ? splitKeywords(v).join(", ") : undefined)),
  decisionMaker: typedText({ error: "Decision maker is required" })
    .trim()
    // abort: a blank title should say only that it is required.
    .min(1, { error: "Decision maker is required", abort: true })
    .refine(isKnownDecisionMaker, "Please select a valid decision maker type")
    // The refine is invisible to JSON Schema: the OpenAPI document lists the allowed titles.
    .meta({ enum: [...knownDecisionMakers] }),
  /**
   * The title wanted when the decision maker is 'Other' ("Head of Quality"); ignored for a
   * catalogue title. Left empty, 'Other' means whoever leads the company.
   */
  decisionMakerTitle: optionalText(100).optional(),
  companyCount: z.coerce
    .number({ error: "Number of companies is required" })
    .int("Number of companies must be a whole number")
    .min(1, "Number of companies must be between 1 and 50")
    .max(50, "Number of companies must be between 1 and 50"),
  exclusions: optionalText(2000),
  /** Websites separated by commas, semicolons or line breaks; stored as company domains. */
  existingCompanies: z
    .union([z.string().max(20_000), z.array(z.string().max(2048)).max(1000)])
    .optional()
    // After the union, so the control-character message is not lost in "Invalid input".
    .refine((v) => [v ?? []].flat().every((s) => isTypedText(s, true)), CONTROL_CHARACTER_MESSAGE)
    .transform((v, ctx) => {
      const items = v === undefined ? [] : Array.isArray(v) ? v : splitWebsites(v);
      const domains: string[] = [];
      for (const item of items) {
        const d = websiteDomain(item);
        if (!d) {
          ctx.addIssue({ code: "custom", message: `Not a website: ${item.slice(0, 100)}` });
          return z.NEVER;
        }
        if (!domains.includes(d)) domains.push(d);
      }
      return domains;
    }),
});
export type CreateProjectInput = z.output<typeof createProjectInput>;

/** Rename: non-blank after trimming (spec §5). */
export const renameProjectInput = z.object({ name: required("Name", 200) });

/** The pause control sets only these two (spec §7). */
export const projectStatusInput = z.object({
  status: z.enum(["paused", "processing"], { error: "Status must be paused or processing" }),
});

/** Project ids in paths are numeric (spec §2); anything else is a 404, not a 400. */
export const projectIdParam = z.object({ id: z.string().regex(/^\d{1,9}$/) });
