import { z } from "zod";
import { API_EXPORT_FORMATS } from "../../../export/formats";
import { createListProjectInput, listProfileInput } from "../../../projects/list-import/list-input";
import { LIST_ROW_STATES } from "../../../projects/list-import/list-rows";
import { listUploadFields } from "../../../projects/list-import/list-upload";
import { pauseReasons, projectStates, projectStatuses } from "../../../projects/project-status";
import { createProjectInput } from "../../../projects/schemas";

/*
 * The /api/v1 contract: every request and response schema of the public API, in zod. The
 * handlers validate with these, and the OpenAPI document is generated from them
 * (openapi-document.ts), so the document cannot drift from what the server does.
 */

/** The named schemas of the document (components.schemas), each under its id. */
export const apiSchemas = z.registry<{ id: string; description?: string }>();

const timestamp = z.iso.datetime({ offset: true });
const nullableText = z.string().nullable();

// Loose: the body also mirrors code and message at the top level and carries the request id.
export const errorSchema = z
  .looseObject({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .register(apiSchemas, { id: "Error" });

export const progressSchema = z
  .object({
    acceptedCount: z.number().int().nonnegative(),
    rejectedCount: z.number().int().nonnegative(),
    /** A search project's target (1–50), or a list project's rows that can become leads. */
    targetCount: z.number().int().min(0).max(1000),
    progressPercentage: z.number().min(0).max(100),
    isProcessing: z.boolean(),
  })
  .register(apiSchemas, { id: "Progress" });

export const projectSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(projectStatuses),
    /** Why a paused project is paused; null unless paused after running. */
    pauseReason: z.enum(pauseReasons).nullable().meta({
      description:
        "Why the project is paused: user (paused by its owner), credits (out of credits), error (the run failed); null when not paused or never started.",
    }),
    state: z.enum(projectStates).meta({
      description:
        "What the app shows for the project, from status and pauseReason: not_started (paused, never run), awaiting_confirmation (preparing: the plan waits for the owner's confirmation), researching (processing), paused (by its owner), out_of_credits (paused: no credits left), failed (paused: the run failed; resume to retry), done (completed).",
    }),
    country: z.string(),
    city: nullableText,
    companyType: z.string(),
    productsServices: z.string(),
    keywords: nullableText,
    decisionMaker: z.string(),
    /** The title typed for decision maker 'Other'; null otherwise. */
    decisionMakerTitle: nullableText,
    companyCount: z.number().int(),
    exclusions: nullableText,
    existingCompanies: z.array(z.string()),
    source: z.enum(["search", "list"]).meta({
      description: "Where the companies come from: a web search, or a list the user imported",
    }),
    createdAt: timestamp,
    updatedAt: timestamp,
    progress: progressSchema,
  })
  .register(apiSchemas, { id: "Project" });

export const projectListSchema = z
  .object({ data: z.array(projectSchema) })
  .register(apiSchemas, { id: "ProjectList" });

const criterionSchema = z
  .object({
    criterion: z.string(),
    met: z.boolean(),
    reason: z.string(),
    quote: z.string().optional(),
    url: z.string().optional(),
  })
  .register(apiSchemas, { id: "Criterion" });

export const leadSchema = z
  .object({
    id: z.number().int(),
    companyName: z.string(),
    industry: nullableText,
    companyDescription: nullableText,
    website: z.string(),
    contactName: nullableText,
    contactHonorific: nullableText,
    contactTitle: nullableText,
    contactEmail: nullableText,
    contactPhone: nullableText,
    companyEmail: nullableText,
    companyPhone: nullableText,
    contactNameSource: nullableText,
    contactEmailSource: nullableText,
    contactPhoneSource: nullableText,
    companyEmailSource: nullableText,
    companyPhoneSource: nullableText,
    contactEmailStatus: nullableText,
    isFromCache: z.boolean(),
    criteria: z.array(criterionSchema),
  })
  .register(apiSchemas, { id: "Lead" });

export const rejectedSchema = z
  .object({
    id: z.number().int(),
    companyName: z.string(),
    website: z.string(),
    reasoning: z.string(),
    criteria: z.array(criterionSchema),
    rejectedAt: timestamp,
  })
  .register(apiSchemas, { id: "RejectedCompany" });

const page = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      data: z.array(item),
      nextCursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page" }),
    })
    .register(apiSchemas, { id });

export const leadPageSchema = page(leadSchema, "LeadPage");
export const rejectedPageSchema = page(rejectedSchema, "RejectedCompanyPage");

/** Request: the creation form's own schema, so the API accepts exactly what the form does. */
export const createProjectBody = createProjectInput.register(apiSchemas, { id: "CreateProject" });

/** Request: a list project (issue 30): the profile's criteria optional, the rows and picks. */
export const createListProjectBody = createListProjectInput.register(apiSchemas, {
  id: "CreateListProject",
});

/** Request: a list project as a multipart upload: the profile fields, the file and the picks. */
export const createListUploadBody = listProfileInput
  .extend(listUploadFields)
  .register(apiSchemas, { id: "CreateListProjectUpload" });

/** The create call's body as the document shows it: a search project or a list project. */
export const createProjectRequest = z
  .union([createProjectBody, createListProjectBody])
  .register(apiSchemas, { id: "CreateProjectRequest" });

/** Whether a create body asks for a list project (then it is validated as one). */
export function isListBody(body: unknown): boolean {
  if (!body || typeof body !== "object" || !("source" in body)) return false;
  const source = body.source;
  return Boolean(
    source && typeof source === "object" && "type" in source && source.type === "list",
  );
}

export const listRowSchema = z
  .object({
    id: z.number().int(),
    rowIndex: z.number().int().meta({ description: "Position in the imported list, from 0" }),
    cells: z.record(z.string(), z.string()).meta({ description: "The row's own cells, by column" }),
    website: nullableText,
    companyName: nullableText,
    country: nullableText,
    companyKey: nullableText.meta({ description: "The company's registrable domain" }),
    state: z.enum(LIST_ROW_STATES),
    reason: nullableText,
    criteria: z.array(criterionSchema),
    leadId: z.number().int().nullable(),
    lookup: z
      .object({ url: z.string(), title: z.string(), confidence: z.number().min(0).max(1) })
      .nullable()
      .meta({ description: "For a row without a website: the search match and its confidence" }),
  })
  .register(apiSchemas, { id: "ListRow" });

export const listRowCountsSchema = z
  .object(
    Object.fromEntries(
      ["total", ...LIST_ROW_STATES].map((k) => [k, z.number().int().nonnegative()]),
    ) as Record<"total" | (typeof LIST_ROW_STATES)[number], z.ZodNumber>,
  )
  .register(apiSchemas, { id: "ListRowCounts" });

export const listRowPageSchema = z
  .object({
    data: z.array(listRowSchema),
    nextCursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page" }),
    counts: listRowCountsSchema,
  })
  .register(apiSchemas, { id: "ListRowPage" });

export const MAX_PAGE_SIZE = 100;

export const pageQuery = z.object({
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, "Invalid cursor")
    .optional()
    .meta({ description: "Opaque cursor from the previous page's nextCursor" }),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});

export const exportQuery = z.object({
  format: z.enum(API_EXPORT_FORMATS).default("xlsx"),
});

/** Cursors are opaque to clients; inside they carry the last id of the page. */
export const encodeCursor = (id: number) => Buffer.from(`id:${id}`).toString("base64url");

export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return 0;
  const match = /^id:(\d{1,12})$/.exec(Buffer.from(cursor, "base64url").toString());
  return match ? Number(match[1]) : undefined;
}

/* Webhook payloads: the body of every delivery, `{ id, type, createdAt, data }`. */

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D, id: string) =>
  z
    .object({
      id: z.string().meta({ description: "Event id; a retried delivery repeats it" }),
      type: z.literal(type),
      createdAt: timestamp,
      data,
    })
    .register(apiSchemas, { id });

const runEnded = (reasons: readonly [string, ...string[]]) =>
  z.object({
    projectId: z.number().int(),
    reason: z.enum(reasons),
    acceptedCount: z.number().int().nonnegative(),
  });

export const webhookPayloads = {
  "lead.accepted": envelope(
    "lead.accepted",
    z.object({ projectId: z.number().int(), lead: leadSchema }),
    "LeadAcceptedEvent",
  ),
  "research.completed": envelope(
    "research.completed",
    runEnded(["target", "exhausted"]),
    "ResearchCompletedEvent",
  ),
  "research.failed": envelope(
    "research.failed",
    runEnded(["error", "credits"]),
    "ResearchFailedEvent",
  ),
  "webhook.test": envelope("webhook.test", z.object({ message: z.string() }), "TestEvent"),
} as const;
