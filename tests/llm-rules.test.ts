import { describe, expect, test } from "bun:test";
import { z } from "zod";
import { LanguageModelError } from "../src/research/llm/errors.ts";
import { createRulesModel } from "../src/research/llm/rules-model.ts";

const queries = z.object({ queries: z.array(z.string().min(1)).max(5) });

const model = createRulesModel({
  "plan-queries": (data) => ({ queries: [`${String(data.product)} manufacturer`] }),
  "broken-rule": () => ({ queries: "not an array" }),
});

describe("createRulesModel", () => {
  test("dispatches by task, validates with the schema, reports zero tokens", async () => {
    const result = await model.complete({
      task: "plan-queries",
      system: "ignored offline",
      data: { product: "pumps" },
      schema: queries,
    });
    expect(result).toEqual({
      value: { queries: ["pumps manufacturer"] },
      usage: { promptTokens: 0, completionTokens: 0 },
    });
  });

  test("the schema's transforms apply, as they would to a model's answer", async () => {
    const result = await model.complete({
      task: "plan-queries",
      system: "",
      data: { product: "valves" },
      schema: queries.transform((q) => q.queries.length),
    });
    expect(result.value).toBe(1);
  });

  test("a rule whose output breaks the schema throws invalid-output", async () => {
    const error = (await model
      .complete({ task: "broken-rule", system: "", data: {}, schema: queries })
      .catch((e: unknown) => e)) as LanguageModelError;
    expect(error).toBeInstanceOf(LanguageModelError);
    expect(error.code).toBe("invalid-output");
    expect(error.message).toContain("broken-rule");
  });

  test("an unknown task throws a clear error naming the known ones", async () => {
    for (const task of ["summarize", "toString", "__proto__"]) {
      const error = (await model
        .complete({ task, system: "", data: {}, schema: queries })
        .catch((e: unknown) => e)) as LanguageModelError;
      expect(error.code).toBe("unknown-task");
      expect(error.message).toContain(`"${task}"`);
      expect(error.message).toContain("plan-queries");
    }
  });
});
