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
