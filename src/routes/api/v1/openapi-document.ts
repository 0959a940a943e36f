import { z } from "zod";
import { apiSchemas, webhookPayloads } from "./contract";
import { type ApiOperation, type ApiResponse, apiOperations } from "./operations";

/*
 * The OpenAPI 3.1 document, generated from the contract's zod schemas with zod's own JSON Schema
 * output (OpenAPI 3.1 schemas are JSON Schema 2020-12). Built once per process: it only changes
 * with the code.
 */

type JsonObject = Record<string, unknown>;

/** Schemas that describe what a client sends: their input side (before defaults, transforms). */
const REQUEST_SCHEMAS = new Set(["CreateProject", "CreateListProject", "CreateProjectRequest"]);

function componentSchemas(): Record<string, JsonObject> {
  const convert = (io: "input" | "output") =>
    z.toJSONSchema(apiSchemas, {
      io,
      uri: (id) => `#/components/schemas/${id}`,
      // A refine (the decision-maker catalogue, control characters) has no JSON Schema form; the
      // server still applies it and answers 400 with the reason.
      unrepresentable: "any",
    }).schemas as Record<string, JsonObject>;
  const outputs = convert("output");
  const inputs = convert("input");
  const schemas: Record<string, JsonObject> = {};
  for (const [id, schema] of Object.entries(outputs)) {
    const { $schema: _s, $id: _i, ...rest } = REQUEST_SCHEMAS.has(id) ? (inputs[id] ?? {}) : schema;
    schemas[id] = rest;
  }
  return schemas;
}

function queryParameters(query: z.ZodObject | undefined) {
  if (!query) return [];
  const schema = z.toJSONSchema(query, { io: "input" }) as {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: "query",
      required: schema.required?.includes(name) ?? false,
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

function response({ description, schema, files, headers }: ApiResponse) {
  const content = schema
    ? { "application/json": { schema: { $ref: `#/components/schemas/${schema}` } } }
    : Object.fromEntries((files ?? []).map((type) => [type, { schema: {} }]));
  return {
    description,
    content,
    ...(headers
      ? {
          headers: Object.fromEntries(
            Object.entries(headers).map(([name, text]) => [
              name,
              { description: text, schema: { type: "integer" } },
            ]),
          ),
        }
      : {}),
  };
}

/** What a list upload's `file` part may be: CSV (or text) and XLSX. */
const MULTIPART_FILE_TYPES =
  "text/csv, text/plain, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/octet-stream";

function operation(op: ApiOperation) {
  const parameters = [
    ...(op.projectId
      ? [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } }]
      : []),
    ...queryParameters(op.query),
  ];
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.authenticated === false ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: { $ref: `#/components/schemas/${op.body}` },
                ...(op.examples ? { examples: op.examples } : {}),
              },
              ...(op.multipart
                ? {
                    "multipart/form-data": {
                      schema: { $ref: `#/components/schemas/${op.multipart.schema}` },
                      examples: op.multipart.examples,
                      encoding: { file: { contentType: MULTIPART_FILE_TYPES } },
                    },
                  }
                : {}),
            },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(op.responses).map(([status, r]) => [status, response(r)]),
    ),
  };
}

/** OpenAPI 3.1's `webhooks`: what each event POSTs to a registered endpoint. */
function webhooks() {
  return Object.fromEntries(
    Object.entries(webhookPayloads).map(([event, schema]) => [
      event,
      {
        post: {
          summary: `The ${event} event`,
          description:
            "Signed: Export-Discovery-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of " +
            '"<t>.<raw body>" with the endpoint secret>. Answer 2xx; anything else is retried.',
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: { $ref: `#/components/schemas/${apiSchemas.get(schema)?.id}` },
              },
            },
          },
          responses: { "2XX": { description: "Received" } },
        },
      },
    ]),
  );
}

function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of apiOperations) {
    paths[op.path] = { ...paths[op.path], [op.method]: operation(op) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Export Discovery API",
      version: "1.0.0",
      description:
        "Research projects, their leads and exports. Authenticate with `Authorization: Bearer " +
        "<key>`; create keys on the API page of your account.",
    },
    servers: [{ url: "/" }],
    security: [{ apiKey: [] }],
    paths,
    webhooks: webhooks(),
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", bearerFormat: "exd_..." } },
      schemas: componentSchemas(),
    },
  };
}

let cached: ReturnType<typeof buildDocument> | undefined;

/** The OpenAPI 3.1 document of /api/v1. */
export function openApiDocument() {
  cached ??= buildDocument();
  return cached;
}
