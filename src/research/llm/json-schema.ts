import { z } from "zod";

/** A JSON Schema object as sent to the model server. */
export type JsonSchema = Record<string, unknown>;

/**
 * The zod schema as JSON Schema for the model server. Unrepresentable parts (transforms, dates)
 * become `{}` rather than throwing: zod still validates the answer, the hint is just looser.
 * `$schema` is dropped because some OpenAI-compatible servers reject unknown top-level keys.
 */
export function toModelJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { unrepresentable: "any" });
  return rest;
}

/**
 * OpenAI's strict mode accepts only objects whose properties are all required and closed
 * (`additionalProperties: false`); other schemas are sent non-strict instead of being refused.
 */
export function isStrictCompatible(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.every(isStrictCompatible);
  if (schema === null || typeof schema !== "object") return true;
  const node = schema as Record<string, unknown>;
  if (node.type === "object" || node.properties !== undefined) {
    const keys = Object.keys((node.properties as Record<string, unknown> | undefined) ?? {});
    const required = new Set((node.required as string[] | undefined) ?? []);
    if (node.additionalProperties !== false) return false;
    if (!keys.every((k) => required.has(k))) return false;
  }
  return Object.values(node).every(isStrictCompatible);
}

/** A schema name the API accepts (^[a-zA-Z0-9_-]{1,64}$), derived from the task name. */
export function schemaName(task: string): string {
  const name = task.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64);
  return name.length > 0 ? name : "answer";
}

// Bounds the answer is checked against by its zod schema once it arrives.
const LIMITS = new Set(["minLength", "maxLength", "minItems", "maxItems", "minimum", "maximum"]);

/**
 * A non-strict schema without its length and size limits: a server does not enforce a schema it
 * was not given as strict, so the limits only cost prompt tokens on every call, while the answer
 * is held to them anyway by the zod schema it is parsed with (a too long answer gets one
 * corrective round trip). A strict schema is sent whole.
 */
export function withoutLimits(schema: JsonSchema): JsonSchema {
  return strip(schema) as JsonSchema;
}

// A number under a limit's name is a limit; a property named "maximum" has a schema, kept.
function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>)
      .filter(([key, value]) => !(LIMITS.has(key) && typeof value === "number"))
      .map(([key, value]) => [key, strip(value)]),
  );
}
