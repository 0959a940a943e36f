import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, isTypedText } from "../../text-input.ts";
import { createProjectInput } from "../schemas.ts";
import { MAX_LIST_ROWS } from "./table.ts";

/*
 * A list project's creation: the profile of the creation form, with its criteria optional (a list
 * without them asks only "who decides there"), and the rows as column → text objects with the
 * column picks. The same schema serves the form and POST /api/v1/projects.
 */

const cellText = z
  .string()
  .max(2048, "A cell holds at most 2048 characters")
  .refine((v) => isTypedText(v, true), CONTROL_CHARACTER_MESSAGE);

export const columnName = z.string().trim().min(1).max(200);

export const listPicksInput = z
  .object({
    website: columnName.optional(),
    name: columnName.optional(),
    country: columnName.optional(),
  })
  .meta({ description: "Which column holds the website, the company name and the country" });

export const listSourceInput = z.object({
  type: z.literal("list"),
  rows: z
    .array(z.record(columnName, z.union([cellText, z.number().transform(String)])))
    .min(1, "The list has no rows")
    .max(
      MAX_LIST_ROWS,
      `At most ${MAX_LIST_ROWS.toLocaleString("en")} rows can be researched at once`,
    ),
  /** The columns in their order (the export's order); the rows' keys when absent. */
  columns: z.array(columnName).max(100).optional(),
  /** Guessed from the column names when absent. */
  picks: listPicksInput.optional(),
});

const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.literal("")])
    .optional()
    .transform((v) => (v ? v : undefined));

const profile = createProjectInput.pick({
  name: true,
  city: true,
  keywords: true,
  decisionMaker: true,
  decisionMakerTitle: true,
  exclusions: true,
});

/** The profile of a list project: the creation form's, its criteria optional. */
export const listProfileInput = profile.extend({
  country: optional(createProjectInput.shape.country),
  companyType: optional(createProjectInput.shape.companyType),
  productsServices: optional(createProjectInput.shape.productsServices),
});

export const createListProjectInput = listProfileInput
  .extend({ source: listSourceInput })
  // A profile's criteria are judged where the company is: they need the country.
  .refine((v) => v.country || (!v.companyType && !v.productsServices), {
    path: ["country"],
    message: "Country is required when the list is checked against a company type or products",
  });
export type CreateListProjectInput = z.output<typeof createListProjectInput>;
