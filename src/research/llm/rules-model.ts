import { z } from "zod";
import type { LanguageModel, StructuredRequest } from "../ports.ts";
import { LanguageModelError } from "./errors.ts";
import { ZERO_USAGE } from "./usage.ts";

/** A deterministic answer to one task, computed from the request's data alone. */
export type RuleHandler = (data: Record<string, unknown>) => unknown;

// The rules models made here: their calls cost nothing, so they read whole pages.
const offline = new WeakSet<LanguageModel>();

/** Whether a model is the offline rules model (free calls, no need to economise). */
export function isOfflineModel(model: LanguageModel): boolean {
  return offline.has(model);
}

/** Task name → its rule; the engine supplies these. */
export type RuleHandlers = Readonly<Record<string, RuleHandler>>;

/**
 * The offline default behind the `LanguageModel` port: no network, no keys, same contract. A
 * handler's answer is validated with the request's schema exactly like a model's would be, so a
 * wrong rule fails loudly in tests instead of slipping a malformed value into the engine.
 */
export function createRulesModel(handlers: RuleHandlers): LanguageModel {
  const model: LanguageModel = {
    async complete<T>(request: StructuredRequest<T>) {
      // Own-property lookup: a task named "toString" must not reach Object.prototype.
      const handler = Object.hasOwn(handlers, request.task) ? handlers[request.task] : undefined;
      if (!handler) {
        const known = Object.keys(handlers).join(", ") || "none";
        throw new LanguageModelError(
          "unknown-task",
          request.task,
          `The rules model has no rule for task "${request.task}" (known: ${known}).`,
        );
      }
      const result = request.schema.safeParse(await handler(request.data));
      if (!result.success) {
        throw new LanguageModelError(
          "invalid-output",
          request.task,
          `The rule for task "${request.task}" returned a value that does not match the schema: ${z.prettifyError(result.error)}`,
        );
      }
      return { value: result.data, usage: { ...ZERO_USAGE } };
    },
  };
  offline.add(model);
  return model;
}
