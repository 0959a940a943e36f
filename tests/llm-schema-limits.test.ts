import { expect, test } from "bun:test";
import { z } from "zod";
import { toModelJsonSchema, withoutLimits } from "../src/research/llm/json-schema";
import { structuredParams } from "../src/research/llm/structured-modes";

/*
 * A non-strict schema reaches the server without its length and size limits (they cost tokens
 * on every call and bind nothing there); the answer is still held to them by zod. A strict
 * schema is sent whole.
 */

const loose = z.object({
  reason: z.string().min(1).max(300),
  items: z.array(z.number().int().min(0).max(5)).min(1).max(7),
  // A property named like a limit keeps its schema.
  maximum: z.string().max(10),
  note: z.string().optional(),
});

test("the limits leave a non-strict schema, its shape stays", () => {
  const sent = JSON.stringify(withoutLimits(toModelJsonSchema(loose)));
  for (const limit of [
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
    '"minimum"',
    '"maximum":5',
  ]) {
    expect(sent).not.toContain(limit);
  }
  expect(sent).toContain('"maximum":{"type":"string"}');
  expect(sent).toContain('"required":["reason","items","maximum"]');
});

test("structured params send a non-strict schema without limits, a strict one whole", () => {
  const looseSent = JSON.stringify(structuredParams("json_schema", "t", toModelJsonSchema(loose)));
  expect(looseSent).not.toContain("maxLength");
  const strict = z.object({ reason: z.string().max(300) }).strict();
  const strictSent = JSON.stringify(structuredParams("tool", "t", toModelJsonSchema(strict)));
  expect(strictSent).toContain('"maxLength":300');
});

test("the answer is still held to the limits by zod", () => {
  expect(loose.safeParse({ reason: "x".repeat(301), items: [1], maximum: "a" }).success).toBe(
    false,
  );
});
